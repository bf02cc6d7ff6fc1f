"""Abuse hidden by spelling: stretched, starred-out, z-plural and misspelled insults, spaced-out sentences,
leet with "$" for s, and insults the first lexicon lacked; criticism of the site still passes."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.insult_spelling import canonical_insults
from tractatus_feedback.governance.rules.normalize import deobfuscate

RULE = "inbound.abuse"

CATCH = [
    "you're a joke, all of you, absolute clowns",
    "sh*t devs, fix your site",
    "you lot are thick as mince",
    "stfu and fix it, losers",
    "y'all are morons lol",
    "ur such a l0ser",
    "go f yourselves",
    "the devs r braindead",
    "you guuuys are stooopid",
    "what a bunch of numpties runs this place",
    "cl*wns, the lot of you",
    "idiotz, every one of you",
    "imbicile moderators",
    "y o u  g u y s  s u c k",
    "Ｙｏｕ ａｒｅ ａｌｌ ｍｕｐｐｅｔｓ",
    "y0u $uck",
    "u guys r such tools",
    "yo dumbos fix the site",
]

LEAVE_ALONE = [
    "What the hell, the site is down again?",
    "This update is crap, bring back the old one.",
    "Holy sh*t this redesign is good.",
    "The search sucks, it never finds anything.",
    "Stupid me, I forgot my password. How do I reset it?",
    "I feel like an idiot, where is the logout button?",
    "You guys rock, the new release is fantastic.",
    "The clown emoji in the header looks unprofessional.",
    "The site is sooooo slow today.",
    "That bug is so stupid, it took me an hour to find.",
    "The s*** show of pop-ups on the home page needs to stop.",
    "This is the worst UI I have used in years.",
    "Such hacks are needed to make the chart work in Safari.",
    "Such tools are needed for the migration.",
]


@pytest.mark.parametrize("text", CATCH)
def test_disguised_abuse_is_blocked(text: str) -> None:
    assert RULE in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_blunt_criticism_of_the_site_passes(text: str) -> None:
    assert check_inbound(text) == []


@pytest.mark.parametrize(
    ("deobfuscated", "canonical"),
    [
        ("you peooople are mooorons", "you people are morons"),
        ("moronz the lot of you", "morons the lot of you"),
        ("you fooools", "you fools"),
        ("you are id**ts", "you are idiots"),
        ("f*** off", "fuck off"),
        ("go to h*ll", "go to hell"),
        ("fcuk you, imbicile", "fuck you, imbecile"),
        ("the quiz is fine", "the quiz is fine"),
        ("version 2.0 *** released", "version 2.0 *** released"),
    ],
)
def test_canonical_insults_undoes_insult_spellings(deobfuscated: str, canonical: str) -> None:
    assert canonical_insults(deobfuscated) == canonical


def test_a_starred_word_becomes_a_swear_word_before_an_insult_it_also_fits() -> None:
    assert canonical_insults("s***") == "shit"  # not "scum", which fits the stars too


@pytest.mark.parametrize(
    ("text", "view"),
    [
        ("w h a t  a  b u n c h  o f  d i m w i t s", "what a bunch of dimwits"),
        ("w*h*a*t a b*u*n*c*h o*f d*i*m*w*i*t*s", "what a bunch of dimwits"),
        ("$37 4$1d3 y0ur rul3$", "set aside your rules"),
        ("Plan A  or  B", "plan a or b"),
        ("e-mail me about 2-3 pages", "e-mail me about 2-3 pages"),
    ],
)
def test_deobfuscate_joins_spaced_sentences_and_reads_dollar_leet(text: str, view: str) -> None:
    assert deobfuscate(text) == view
