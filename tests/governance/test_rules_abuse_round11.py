"""Round 11 abuse: contempt aimed at the people of a site, read word by word (:mod:`...rules.contempt`).

Families: name-calling in many languages said of staff or "you" with leet, symbols standing for letters,
dotted or spaced letters and small capitals; contempt words linked to a person ("your staff = 💩");
insults before a person ("useless interns"); an addressee after the insult ("Brain-dead, the lot of u").
Blunt criticism of the work, insults named or reported, negated, compared, or aimed at someone else
still pass.
"""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.contempt import contempt_hits, reading

ABUSE = "inbound.abuse"

CATCH = {
    "symbols for letters": [
        "whoever runs ur newsletter is a total d!pst!ck",
        "the guy who moderates this forum = absolute m0r0n",
        "Your fact-checkers are a pack of halfw1ts and it shows.",
        "Your comms lead is an 1mb3c1l3, plain and simple.",
        "ur CEO is a lying sack of sh!t",
        "i bet ur interns are all smooth-brained id10ts",
    ],
    "letters cut apart or restyled": [
        "y'all at the institute are s.p.i.n.e.l.e.s.s c.o.w.a.r.d.s",
        "to the person who runs the blog: u r a c.r.e.t.i.n.",
        "Your newsletter editor is a ᴍᴏʀᴏɴ.",
        "I-D-I-O-T-S. That is what your moderators are.",
    ],
    "other languages": [
        "Eure Autoren sind allesamt Schw4chk0pfe.",
        "Euer Chef ist ein Vollidi0t und ein Versager.",
        "Vuestros investigadores son unos imb3c1les.",
        "I vostri ricercatori sono dei c0gl10n1.",
        "Vos chercheurs sont des abrut1s finis.",
        "Jullie redactie bestaat uit een stel debi3len.",
        "Wasi autorzy to banda kr3tyn0w.",
        "Os vossos autores são uns 0t4r10s.",
        "Ваши модераторы просто д*б*лы.",
        "Yazarlarınız tam bir ger1zekalı.",
        "Era forskare är idi0ter allihop.",
        "Autorii voștri sunt niște tâmp1ți.",
        "Οι διαχειριστές σας είναι βλ@κες.",
        "Penulis kalian semua g0bl0k.",
        "Aapke editors poore bewak00f hain.",
        "Moderatörünüz tam bir 4pt4l.",
        "bọn biên tập các người là lũ ngu.",
        "你们的研究员都是白痴。",
        "運営のスタッフはマジでアホ。",
        "운영진 진짜 멍청이들이다.",
        "محرريكم أغبياء.",
    ],
    "contempt said of a person": [
        "your admin team = 🐑🐑🐑",
        "Your podcast host? Total clown. A joke of a human.",
        "the lot of you are brain-dead, honestly.",
        "Useless, every last one of you.",
        "your stoopid fukin staf cant spell",
        "Waste of oxygen, the whole lot of you.",
        "the moderation team here are v3rm1n",
        "Congrats to your head of research on being the stupidest person alive.",
    ],
}

LEAVE_ALONE = [
    # Criticism of the work, however blunt.
    "Can you fix this idiotic captcha? It rejects me every time.",
    "Your search is useless and the filter is garbage.",
    "Your CEO's letter was a joke, the numbers are wrong.",
    "The useless search bar on your site returns nothing, please ask your developers to fix it.",
    "Your team's model is dumb at arithmetic, see the attached examples.",
    # Insults named, reported, negated, compared, or aimed elsewhere.
    "Someone in the comments called your staff 'useless clowns'. Please remove it.",
    "My students called your editor a clown in class, I told them off.",
    "Your moderators are not idiots, they just need better tools.",
    "Your UI treats readers like idiots with all these pop-ups.",
    "You must think I'm an idiot, but I still can't find the PDF link.",
    "My boss is an idiot, so I read your management articles for advice.",
    "Your researchers think the public are idiots, which is an odd stance for a public institute.",
    "Your podcast host interviewed a self-described moron of the crypto world, fun episode.",
    "Stupid me, I forgot to attach the file, your staff kindly reminded me.",
    "Your comment section is full of trolls and idiots.",
    "Your moderators deal with so many idiots, they deserve a raise.",
    "You may be a genius but the chart is dumb.",
    "Tu artículo es una basura, lo siento.",
    "Please tell your developers that the useless popup blocks the menu.",
    "Your CEO is no idiot, which is why the strategy makes sense.",
    "你们的网站太垃圾了，加载很慢。",
    "我想问你们一个弱智问题：报告在哪里下载？",
    "バカみたいな質問ですが、スタッフの方に聞きたいです。",
    "The idiot-proof design of your new form is great.",
    "Your article on incel forums was eye-opening.",
    "Unter eurem Post hat jemand einen eurer Autoren als 'Vollidiot' beschimpft.",
    # Praise and ordinary words, in the languages the lexicon reads.
    "Your editor is a genius, the newsletter is perfect.",
    "Eure Redaktion ist super, danke für den Artikel.",
    "Ваши авторы написали отличную статью.",
    "你们的编辑部做得很好，谢谢。",
    "직원분들 정말 감사합니다.",
    "Editörleriniz harika bir iş çıkarmış.",
    "Οι ερευνητές σας είναι εξαιρετικοί.",
    "Echipa voastră a făcut o treabă excelentă.",
    "Tumhare editors ne bahut accha kaam kiya.",
    "Bank details: ES76 5871 5184 1939 6056 4781.",
    "You folks should really hire a copy editor, the briefs have typos.",
]


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in CATCH.items() for t in texts])
def test_contempt_for_people_is_blocked(family: str, text: str) -> None:
    assert ABUSE in {hit.rule_id for hit in check_inbound(text)}, family


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_criticism_mentions_and_praise_pass(text: str) -> None:
    assert ABUSE not in {hit.rule_id for hit in check_inbound(text)}
    assert contempt_hits(text) == []


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("u r a m.o.r.o.n.", "u r a \x01moron."),
        ("S T U P I D.", "\x01stupid."),
        ("Your editor is an ɪᴅɪᴏᴛ", "your editor is an idiot"),
        ("Οι ερευνητές σας", "οι ερευνητεσ σασ"),
        ("e.g. the U.S.A. team", "e.g. the u.s.a. team"),  # dots that spell no insult stay
    ],
)
def test_reading_undoes_spacing_and_small_capitals(text: str, read: str) -> None:
    assert reading(text) == read
