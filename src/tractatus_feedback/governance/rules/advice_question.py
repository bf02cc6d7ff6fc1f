"""The shape of the advice rules (legal, medical, financial): their patterns, plus any question about the
writer's own situation that names the rule's topic.

A visitor who wants advice hides the question in a bug report and words it however they like: "can I
sue", "I'd like to know if I can take the gym to court", "help me understand whether I could claim
compensation". What does not change is that a sentence asks (:mod:`.questions`), that it is about
the writer (or asks whether something is legal, safe, a good investment), and that it names the
topic. Names of site things are not the topic: "the tax calculator example" or "your legal page"
name a page, not a visitor's taxes; nor is a subject the writer studies or reads about ("I'm
researching asylum decisions", "your article on drug interactions"), which is no situation of theirs.
Asking the team's opinion ("do you think I should appeal?") asks for advice, not about the site.

Often the situation comes first and the question only points back at it: "My landlord kept my whole
deposit. Is that legal?", "my daughter has a fever of 39.5. What should I give her?". A question
that asks in such a referring way (an *ask*: "is that legal", "are they allowed to", "what should I
give her", "should I be worried") counts when the writer speaks of themselves in it or just before
it, and the topic is named in it or just before it (the question itself not being about the site:
"is that allowed through this form?"). With an ask, a party to a dispute ("my letting
agent", "the council") or a part of the body ("my dad's ankles") names the topic too; alone they do
not ("my landlord recommended your site", "my back hurts from reading on my phone"). The same holds in
other languages: "mi empresa quiere despedirme... ¿qué debo hacer?" is read in parts, the writer's
first person in any language, the topic in that language's words (:mod:`.lexicon.languages`).

Health is asked about impersonally more than law or money is ("can you overdose on vitamin C?",
"do cold sores spread?"), and a question that names a symptom, condition or drug and does not speak
of the site at all (a page, an article, "you wrote", "will you cover") asks for medical advice
whoever it is about; the medical rule reads questions that way.

A situation may be told of "someone" and then owned ("Asking for, well, me.", "(The tenant is me.)", "a
personal question"): then every question of the text is the writer's. Asking the team to stand in the
writer's place ("which would you pick in my position?", "co byste mi doporučili?", "szerintetek...")
is both the first person and the ask. Japanese and Korean leave the speaker unsaid, so a question in
kana or Hangul that asks for a judgement is the writer's unless all it names is a company or a boss.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from .base import FallbackRule, ScriptPattern, any_of, any_script_of, excerpt
from .lexicon import ADVICE_ASKS, FOREIGN_ADVICE_ASKS, SITE_THINGS
from .lexicon.world_advice import (
    ADVICE_SOLICITED, DECISION_ASKS, SELF_DISCLOSED, WORLD_DECISION_ASKS, WORLD_IMPERSONAL_ASKS, WORLD_SITE_REFERENCE,
)
from .questions import Question, first_person, questions

__all__ = ["AdviceQuestionRule", "asks_pattern", "topic_pattern"]

_SITE_THING = "(?:" + "|".join(SITE_THINGS) + ")"
# How far before a referring question the situation it points back at may be told.
_CONTEXT_BEFORE = 200
# What ends a generic ask: "what should I do?" refers back, "what should I do to reset it" does not.
_ASK_ENDS = r"(?=\s*(?:now|next|here|then|about (?:it|this|that|him|her|them))?\s*(?:[?.!,;:]|$|(?:and|or|please)\b))"
_GENERIC_ASKS = "|".join(f"(?:{ask}){_ASK_ENDS}" for ask in (*ADVICE_ASKS, *FOREIGN_ADVICE_ASKS))
# A question that speaks of the site: names one of its things ("this form", not "report him"), or asks
# the team about what it does.
_SITE_REFERENCE = any_of(
    rf"(?:the|this|that|your|our|a|an) (?:[\w'-]+ ){{0,2}}{_SITE_THING}", r"(?:web)?sites?",
    r"you (?:wrote|cited|mention(?:ed)?|published|covered|discuss(?:ed)?|link(?:ed)?|quoted|reported|said)",
    # ...but not the team's opinion asked for ("do you think I should appeal?"), which asks for advice
    r"(?:do|does|did|will|would|are|is|were|have|has) (?:you|the team|your team|the project|tractatus)\b"
    r"(?! (?:honestly |really |personally )?(?:think|reckon|believe|suppose|feel|recommend|suggest|advise|know (?:if|whether|what|how)))"
    # ...nor "what would you do?", asked of the reader in the writer's place
    r"(?<!what would you)(?<!what would the team)",
)


# A topic that is the writer's own: "my", "our", "his"... at most two words before it, ending there; or
# a treatment the writer is on or a state the writer is in ("I take warfarin", "was prescribed codeine",
# "I'm breastfeeding").
_OWNED = re.compile(
    r"(?i)(?:\b(?:my|our|his|her|their)\s+(?:[\w'-]+\s+){0,2}"
    r"|\b(?:i|we|he|she)\s+(?:(?:also|still|now|currently|just|regularly)\s+)?(?:take|takes|took|use|uses|inject|am on|'m on|was on)\s+(?:[\w'-]+\s+){0,2}"
    r"|\b(?:was|were|been|got|am|'m|is|are)\s+(?:just\s+|recently\s+)?(?:prescribed|given|put on|started on|taking|on)\s+(?:[\w'-]+\s+){0,2}"
    r"|\b(?:i'?m|i am|we'?re|we are|she'?s|he'?s)\s+(?:(?:currently|still|now)\s+)?)$"
)


# A topic named as what is studied or written about ("researching asylum decisions", "your article on
# drug interactions", "my thesis about employment law"), not as the writer's situation.
_STUDIED = re.compile(
    r"(?i)\b(?:research(?:ing|es|ed)?|findings|stud(?:y|ying|ies|ied)|writ(?:e|es|ing) (?:about|on)|thesis|dissertation|paper|essay|articles?|piece|"
    r"explainer|report|course|module|book|class|lecture|talk|seminar|reading list|read(?:ing)? about|learn(?:ing)? about)"
    r"\s+(?:(?:on|about|into|of|covering|regarding|the|a|an|how|why)\s+)*(?:[\w'-]+\s+)?$"
)


def _situation_topic(pattern: re.Pattern[str] | ScriptPattern | None, words: str, *, site_checked: bool = False) -> re.Match[str] | None:
    """The first topic ``pattern`` finds in ``words`` that is not named as a subject of study (nor, with
    ``site_checked``, beside a word for the site)."""
    if pattern is None:
        return None
    for m in pattern.finditer(words):
        if _STUDIED.search(words, max(0, m.start() - 60), m.start()):
            continue
        if site_checked and _site_beside(words, m.start(), m.end()):
            continue
        return m
    return None


# Asks for a judgement on the writer's situation that need not end the question, in English ("can it wait
# until Monday?", "sell and take the loss or hold?") and in other languages ("czy mogę", "大丈夫でしょうか").
_DECISION = any_of(*DECISION_ASKS)
_WORLD_DECISION = any_script_of(*WORLD_DECISION_ASKS)
# The team asked to advise the writer ("what would you do in my shoes?", "co byste mi doporučili?",
# "szerintetek..."): an ask that is also a first person, whoever else the question names.
_SOLICITED = any_script_of(*ADVICE_SOLICITED)
# Japanese and Korean leave the speaker unsaid ("病院に行くべきでしょうか", "병원에 가야 할까요?"): a
# question in kana or Hangul that asks for a judgement is the writer's unless it names someone else.
_UNSAID_SPEAKER = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
# ...but a company or a boss named there is no situation by itself ("会社のみんなに勧めたい。どうすればいい?").
_PARTY_ONLY = re.compile(r"会社|회사|上司|사장|고용주|大家|집주인")
# The writer owning up that a hypothetical case is theirs ("Asking for, well, me.", "(The tenant is me.)"):
# then every question of the text is about the writer, however impersonally it is put.
_DISCLOSED = any_script_of(*SELF_DISCLOSED)
# Asks that need no first person: whether something is safe or allowed, whether a party has the right.
_WORLD_IMPERSONAL = any_script_of(*WORLD_IMPERSONAL_ASKS)
# The site named in other languages, looked for in the clause that asks ("¿puedo descargar el informe?").
_WORLD_SITE = any_script_of(*WORLD_SITE_REFERENCE)
_CLAUSE = re.compile(r"(?:(?!\s-\s)[^,;:\u2013\u2014，、])+")


# The site as the one who acted: "you used my photo", "your newsletter charged me".
_SITE_ACTOR = any_of(
    r"(?:you|your (?:team|site|staff|editors?|newsletter|page|website|moderators?)|the (?:site|institute|team|website)) "
    r"(?:used|posted|published|shared|took|included|featured|quoted|printed|listed|put|added|sent|charged|emailed|showed|displayed|deleted|removed|banned)"
)


def _speaks_of_site(words: str) -> bool:
    """Whether ``words`` (a sentence of the situation) name the site or something it did, in any language."""
    return bool(_SITE_REFERENCE.search(words) or _WORLD_SITE.search(words) or _SITE_ACTOR.search(words))


def _asks_about_site(text: str, ask: re.Match[str]) -> bool:
    """Whether the clause of ``text`` that holds ``ask`` names the site, in English or another language."""
    for clause in _CLAUSE.finditer(text):
        if clause.start() <= ask.start() < clause.end():
            words = clause.group(0)
            return _SITE_REFERENCE.search(words) is not None or _WORLD_SITE.search(words) is not None
    return True


_CLAUSE_BREAK = re.compile(r"[.!?。؟।\n,;:()\u2013\u2014，、]")
# How far from a topic, within its clause, a word for the site makes the topic the site's subject.
_SITE_REACH = 40


def _site_beside(words: str, start: int, end: int) -> bool:
    """Whether the site is named within reach of ``words[start:end]`` in the same clause ("Mon médecin
    m'a recommandé votre article": the doctor is how the writer found the article, not a situation)."""
    before = [m.end() for m in _CLAUSE_BREAK.finditer(words, max(0, start - _SITE_REACH), start)]
    after = _CLAUSE_BREAK.search(words, end, end + _SITE_REACH)
    left = before[-1] if before else max(0, start - _SITE_REACH)
    right = after.start() if after else min(len(words), end + _SITE_REACH)
    return _speaks_of_site(words[left:right])


def topic_pattern(*terms: str) -> re.Pattern[str]:
    """A pattern for the topic terms, not where one names a site thing ("your pension article", "the
    tax calculator", "the medical dataset")."""
    return any_of(rf"(?<!\byour )(?:{'|'.join(terms)})(?![ -]{_SITE_THING}\b)")


def asks_pattern(*asks: str) -> re.Pattern[str]:
    """A pattern for a rule's referring asks, together with the asks every advice rule shares."""
    return any_of(*asks, _GENERIC_ASKS)


class AdviceQuestionRule(FallbackRule):
    """A boundary rule that also fires on a question about the writer's situation naming its topic."""

    reads_native = True

    topics: ClassVar[re.Pattern[str]]
    # Predicates that ask for advice without a first person ("is it legal to", "does X interact with").
    impersonal: ClassVar[re.Pattern[str]]
    # Asks that point back at a situation ("is that legal?"), built by `asks_pattern`.
    asks: ClassVar[re.Pattern[str]]
    # Words that name the topic only in a question with an ask (a party to a dispute, a part of the body).
    weak_topics: ClassVar[re.Pattern[str] | None] = None
    # Asks that question a claim ("is that true?"): they point back only at the writer's own case, a
    # topic with "my" (or "his", "her"...) just before it ("the app says to keep taking my isotretinoin").
    claim_asks: ClassVar[re.Pattern[str] | None] = None
    # The ask, the first person and the topic in one phrase, in other languages ("¿puedo denunciarlos?").
    foreign_asks: ClassVar[re.Pattern[str] | None] = None
    # Topic words that ask for advice in a question about anyone, unless it speaks of the site.
    anyone_topics: ClassVar[re.Pattern[str] | None] = None
    # The topic in the languages of :mod:`.lexicon.world_advice`, which counts only with an ask, like a party.
    world_topics: ClassVar[ScriptPattern | None] = None

    def fallback_hits(self, view: str) -> Iterator[tuple[str, str]]:
        disclosed = _DISCLOSED.search(view) is not None
        for question in questions(view):
            context_start = max(0, question.start - _CONTEXT_BEFORE)
            before = view[context_start : question.start]
            found = (
                self._asked_about(question, disclosed) or self._referred_to(question, before, context_start, disclosed)
                or self._claim_questioned(question, before, context_start) or self._asked_abroad(question)
            )
            if found is not None:
                start, end, topic = found
                yield excerpt(view, start, end), "question about " + topic

    def _asked_about(self, question: Question, disclosed: bool = False) -> tuple[int, int, str] | None:
        """The topic a question names, with its offsets, when it is about the writer or asks impersonally,
        or names one of the rule's `anyone_topics` without speaking of the site."""
        text = question.text
        personal = disclosed or question.about_me(any_language=True) or self.impersonal.search(text)
        topic = _situation_topic(self.topics, text) if personal else None
        if topic is None and not _SITE_REFERENCE.search(text):
            topic = _situation_topic(self.anyone_topics, text)
        if topic is None:
            return None
        return question.start + topic.start(), question.start + topic.end(), topic.group(0)

    def _referred_to(self, question: Question, before: str, before_start: int, disclosed: bool = False) -> tuple[int, int, str] | None:
        """The topic a referring ask points back at, in the question or just before it, with its offsets."""
        text = question.text
        said = (
            disclosed or question.about_me(any_language=True) or first_person(before, any_language=True) or _WORLD_IMPERSONAL.search(text)
            or _SOLICITED.search(text)
        )
        unsaid = not said and _UNSAID_SPEAKER.search(text) is not None
        judged = self._asks_for_judgement(text) if said or unsaid else False
        if judged is False:
            return None
        for words, offset in ((text, question.start), (before, before_start)):
            if unsaid:  # blanked, not cut, so that offsets hold
                words = _PARTY_ONLY.sub(lambda m: " " * len(m.group(0)), words)
            for pattern in (self.topics, self.weak_topics, self.world_topics):
                checked = not judged or pattern is self.world_topics
                topic = _situation_topic(pattern, words, site_checked=checked)
                if topic is not None:
                    return offset + topic.start(), offset + topic.end(), topic.group(0)
        return None

    def _asks_for_judgement(self, text: str) -> bool | None:
        """Whether a question asks for a judgement on a situation: True for one of the rule's asks in a
        question that does not speak of the site; None for a decision ask (:data:`DECISION_ASKS`, any
        language) in a clause that does not ("Going by your research, is that something serious in my
        case?"), which counts only where the situation it points back at does not speak of the site
        either ("Mon médecin m'a recommandé votre article. Puis-je le partager ?"); False otherwise."""
        own = self.asks.search(text) or self.impersonal.search(text)
        if own is not None and not _SITE_REFERENCE.search(text):
            return True
        if _SOLICITED.search(text):
            # the team asked to stand in the writer's place: the site named in it is who is asked
            return None
        ask = own or _DECISION.search(text) or _WORLD_DECISION.search(text)
        if ask is None or _asks_about_site(text, ask) or _SITE_ACTOR.search(text):
            return False
        return None

    def _claim_questioned(self, question: Question, before: str, before_start: int) -> tuple[int, int, str] | None:
        """The writer's own topic ("my insulin") that a claim ask ("is that true?") questions."""
        if self.claim_asks is None or not self.claim_asks.search(question.text) or _SITE_REFERENCE.search(question.text):
            return None
        for words, offset in ((question.text, question.start), (before, before_start)):
            for topic in self.topics.finditer(words):
                if _OWNED.search(words, max(0, topic.start() - 40), topic.start()):
                    return offset + topic.start(), offset + topic.end(), topic.group(0)
        return None

    def _asked_abroad(self, question: Question) -> tuple[int, int, str] | None:
        """A question asked in another language, in one of the rule's phrases for it."""
        found = self.foreign_asks.search(question.text) if self.foreign_asks is not None else None
        if found is None:
            return None
        return question.start + found.start(), question.start + found.end(), found.group(0)
