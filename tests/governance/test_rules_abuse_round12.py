"""Round 12 abuse: a quote introduced as someone else's words or as an example is a mention
(:mod:`...rules.mention`); and the contempt reading (:mod:`...rules.contempt`) now takes "you are"
conjugated without a pronoun as the addressee, undoes look-alike letters inside a Latin word and symbols
cut into words of unspaced scripts.

Family: insulting words inside quote marks of any kind ('', "", « », „“, 「」), introduced by a verb of
quoting or reporting or an example marker ("like", "such as", "e.g.", comme, wie, como, といった), in several
languages, before or after the quote. The same quotes with no such cue, or with the writer's own "I said",
are emphasis and stay abuse.
"""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.contempt import contempt_hits
from tractatus_feedback.governance.rules.mention import unmention

ABUSE = "inbound.abuse"

MENTIONS = [
    "Your podcast reads out messages such as 'shut up, you useless idiot' - a warning first would help.",
    "The report cites replies like \"you stupid bitch\" that your moderators let through for days.",
    "Our class studied your article, which quotes tweets like «go home, you brainless cow».",
    "Der Artikel zitiert Kommentare wie „ihr seid doch alle Idioten“ – bitte mit Triggerwarnung.",
    "El vídeo muestra mensajes como «callate, imbécil» sin ningún aviso previo.",
    "L'article cite des commentaires comme « bande de crétins » sans prévenir le lecteur.",
    "The thread shows that people got DMs e.g. \"die, you moron\" after the broadcast.",
    "'You worthless idiots', one commenter wrote, and your team left it up for a week.",
    "記事には「お前らバカだろ」といったコメントの例が載っていて、少し驚きました。",
]

EMPHASIS = [
    "Your support staff are a bunch of 'experts', i.e. useless idiots.",
    "Your helpdesk guy is a 'complete idiot'.",
    "I'll say it plainly: \"you useless idiots\".",
    "Your moderators are idiots, like \"total idiots\".",
]


@pytest.mark.parametrize("text", MENTIONS)
def test_introduced_quotes_are_mentions(text: str) -> None:
    assert ABUSE not in {h.rule_id for h in check_inbound(text)}


@pytest.mark.parametrize("text", EMPHASIS)
def test_quotes_for_emphasis_stay_abuse(text: str) -> None:
    assert ABUSE in {h.rule_id for h in check_inbound(text)}


def test_unmention_keeps_offsets_and_apostrophes() -> None:
    text = "Your page quotes lines like 'you idiots' and doesn't warn anyone."
    out = unmention(text)
    assert len(out) == len(text) and "idiots" not in out and "doesn't" in out
    assert unmention("You are all 'idiots'.") == "You are all 'idiots'."


CONTEMPT = [
    "Eres un completo idi0ta, y lo sabes.",  # "you are" with no pronoun
    "Sois todos unos in\u00fatiles.",
    "Είστε όλοι ηλίθιοι σε αυτό το γραφείο.",
    "Jste všichni id1oti.",
    "honestly your moderators are ѕtuріd сlоwns",  # Cyrillic look-alikes inside Latin words
    "your webmaster is a ѕtuріd clown",
    "तुम्हारे एडिटर सब के सब ग#धे हैं",  # a symbol cut into a Devanagari word
    "你们编辑部都是白*痴",
    "お前らスタッフはバ力ばかりだ",  # kanji 力 standing for katakana カ
    "Ваш персонал — нікчеми.",
]

CONTEMPT_LEAVE_ALONE = [
    "Sois muy amables, gracias por todo.",
    "Ihr seid echt super, danke!",
    "Είστε όλοι υπέροχοι.",
    "The helpdesk answered within an hour, great job.",
    "Our hotline number changed, please update the footer.",
    "The help-desk software is stupid, not the people.",
    "スタッフの力はすごいと思います。",
    "Наш колектив дякує вам за допомогу.",
]


@pytest.mark.parametrize("text", CONTEMPT)
def test_contempt_reading_sees_through_spelling_and_pronoun_drop(text: str) -> None:
    assert contempt_hits(text), text


@pytest.mark.parametrize("text", CONTEMPT_LEAVE_ALONE)
def test_contempt_reading_leaves_kind_words(text: str) -> None:
    assert contempt_hits(text) == []
