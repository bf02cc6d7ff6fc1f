"""Finds full names in any case after the words that hand them over: "this is", "X here", "account holder".

:class:`.PersonNameRecognizer` reads capitalisation as half the evidence, and spaCy's small model
misses a name written in lower case ("this is evander quennell from ..."), in capitals ("account
holder ALISTAIR FAIRCLOTH"), surname first ("ABERNETHY, Tomasz"), or as an initial and a surname
("K Oyelaran"). Here the cue carries the evidence, so the name's shape need not: it must only be a
full name (two or three words, or initials and a surname) made of none of the common words that
follow the same cues ("this is pretty broken", "new user here", "reported by many users").
The weaker cues ("instead of", "should read") count only on a line that is about a name. A surname in
capitals, a comma and a given name ("NAKAMURA, Hiroshi") is a name on its own shape wherever the line
speaks of names, authors, bylines or metadata, before or after it.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern
from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import (
    NOT_CAPS_NAMES,
    NOT_LOWER_NAMES,
    NOT_NAMES,
    TOKEN,
)

__all__ = ["CuedNameRecognizer", "NOT_NAME_WORDS", "WORD_ENDINGS"]

_LOWER = r"[a-z][a-z'’]+(?:-[a-z][a-z'’]+)?"
_CAPS = r"[A-Z][A-Z'’]+(?:-[A-Z][A-Z'’]+)?"
_INITIAL = r"(?:[A-Z]\.?\s|(?:[A-Z]\.){2,3}\s?)"
# A full name: two or three words, or initials and a surname, in the usual case or in capitals; or a
# surname in capitals, a comma and the given name ("ABERNETHY, Tomasz"), as forms ask for it.
_CASED_NAME = (
    rf"(?:{_INITIAL}{TOKEN}(?:\s{TOKEN})?|{TOKEN}(?:\s{TOKEN}){{1,2}}"
    rf"|{_CAPS}(?:\s{_CAPS}){{1,2}}|{_CAPS},\s{TOKEN}(?:\s{TOKEN})?)"
)
_LOWER_NAME = rf"(?:(?:[a-z]\.){{1,3}}\s?{_LOWER}|{_LOWER}\s{_LOWER}(?:\s{_LOWER})?)"
_FULL_NAME = rf"(?:{_CASED_NAME}|{_LOWER_NAME})"
# What may follow a name handed over by a cue: the end of a clause, or words that go on introducing.
_AFTER = r"(?=\s*(?:$|[\n,.!;:()?]|\s[-–—]|\s(?:from|here|and|at|of|on behalf|for|who|with|if)\b))"
# After "this is" a lower-case pair is as often a thing ("this is dark mode."), so it must be followed
# by what only an introduction goes on with.
_INTRO_GOES_ON = r"(?=\s(?:from|here|on behalf|speaking|writing)\b|,\s(?:from|here)\b)"

_SENTENCE_START = r"(?:^|[\n.!?]\s*|(?i:hi|hello|hey)\W+)"
_INTRODUCTION = re.compile(rf"{_SENTENCE_START}(?i:this is|it's|it’s)\s+(?P<pii>{_CASED_NAME}){_AFTER}")
_LOWER_INTRODUCTION = re.compile(rf"{_SENTENCE_START}(?i:this is)\s+(?P<pii>{_LOWER_NAME}){_INTRO_GOES_ON}")
_HERE = re.compile(
    rf"{_SENTENCE_START}(?P<pii>{_FULL_NAME})\s+(?i:here)\s*(?=[-–—,:.!;(]|\s(?:again|with|from)\b)"
)
_HANDED_OVER = re.compile(
    r"(?i:\b(?:account holder(?:'s name)?|account name|name on the account|payee|beneficiary|"
    r"(?:the |our |my |press |media )?contact(?: person| name)?\s+(?:is|will be)|"
    r"(?:reported|submitted|sent|raised|filed) by))"
    rf"\s*(?:is\s+|:\s*)?(?P<pii>{_FULL_NAME}){_AFTER}"
)
# "Signed, a very tired reader (Isolde Abernethy, if that matters)": a signature given in brackets.
_SIGNED_IN_BRACKETS = re.compile(rf"(?i:\bsigned\b)[^.\n()]{{0,40}}\((?P<pii>{_FULL_NAME}){_AFTER}")
# A correction of how a name shows: the line must speak of a name, then "should read", "instead of" ...
_CORRECTION = re.compile(
    r"(?i:\b(?:name|names|username|user name|profile|spelled|spelt|spelling|certificate|badge|byline|credited)\b"
    r"[^\n]{0,80}?\b(?:should (?:read|say|be|show|display)|instead of|rather than|not as|changed to|change it to))"
    rf"\s+['\"‘“]?(?P<pii>{_FULL_NAME}){_AFTER}"
)
# "has NAKAMURA, Hiroshi in the PDF metadata": surname first, on a line about a name or its record.
_NAME_TOPIC = (
    r"(?i:\b(?:name|names|surname|family name|given name|author|authors|authored|byline|credited|credit|"
    r"metadata|citation|cited|listed|signed|spelled|spelt|spelling|contributor|contributors|bio)\b)"
)
_SURNAME_FIRST = (
    rf"(?<![\w,])(?P<pii>{_CAPS},\s{TOKEN}(?:\s{TOKEN})?)"
    r"(?=\s*(?:$|[\n,.!;:()?'\"’”]|\s[-–—])|\s(?:in|on|as|is|was|but|and|at|of|for|with|under|instead|rather|appears|shows)\b)"
)
_SURNAME_FIRST_AFTER_TOPIC = re.compile(rf"{_NAME_TOPIC}[^\n]{{0,100}}?{_SURNAME_FIRST}")
_SURNAME_FIRST_BEFORE_TOPIC = re.compile(rf"{_SURNAME_FIRST}(?=[^\n]{{0,100}}?{_NAME_TOPIC})")

# Common words after these cues, beyond those the other name recognizers already turn away.
_COMMON_AFTER_CUES = frozenset(
    """
    pretty quite rather super totally completely absolutely definitely literally basically actually simply truly
    fairly kinda sorta way too much more most less least even only quick question issue problem bug error form
    page button link search bar menu report paper article feedback comment suggestion request version release
    feature section chapter video audio podcast episode newsletter event group team member members reader readers
    student students researcher engineer developer scientist teacher lecturer journalist fan volunteer parent
    nurse doctor lawyer designer analyst manager librarian retired long time big huge small tiny nice cool
    awesome perfect broken slow fast wrong right bad good great better best worse worst free full empty open
    closed same different other many several some few lots users people everyone anyone nobody somebody
    something nothing anything everything another issue fix patch data dataset policy brief blog site web
    field box label text title name names header footer logo chart graph table link links file files
    mobile desktop browser chrome firefox safari android iphone ipad windows mac linux default admin guest
    anonymous unknown none null undefined test testing placeholder example sample dummy inc ltd llc plc corp
    dark light mode theme view screen tab layout font colour color case upper lower capital capitals letters
    instead
    """.split()
)
#: Shared with the embedded-name recognizer: every word that is no part of a name (the other name
#: recognizers' lists and the words above), and English word endings.
NOT_NAME_WORDS = NOT_NAMES | NOT_LOWER_NAMES | NOT_CAPS_NAMES | _COMMON_AFTER_CUES
WORD_ENDINGS = ("ing", "ly", "ness", "tion", "sion", "ment", "ful", "ous", "able", "ible", "less", "ity", "ism")


def _plain_words(value: str) -> list[str]:
    """The words of a name, lower-cased and split at spaces, commas, dots and hyphens; initials dropped."""
    words = re.split(r"[\s,.]+|-", value.lower())
    return [w for w in words if len(w) > 1]


class CuedNameRecognizer(ContextRegexRecognizer):
    """PERSON: full names in any case after introductions, "X here", account holders, contacts and corrections."""

    ENTITY = "PERSON"
    PATTERNS = (
        RegexPattern("introduction in capitals or surname first", _INTRODUCTION, 0.7),
        RegexPattern("lower-case introduction", _LOWER_INTRODUCTION, 0.7),
        RegexPattern("name then here", _HERE, 0.7),
        RegexPattern("handed-over name", _HANDED_OVER, 0.75),
        RegexPattern("signature in brackets", _SIGNED_IN_BRACKETS, 0.7),
        RegexPattern("corrected name", _CORRECTION, 0.7),
        RegexPattern("surname first after a name topic", _SURNAME_FIRST_AFTER_TOPIC, 0.7),
        RegexPattern("surname first before a name topic", _SURNAME_FIRST_BEFORE_TOPIC, 0.7),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        words = _plain_words(value)
        if not words or any(w in NOT_NAME_WORDS for w in words):
            return False
        # A surname in capitals has a vowel; an acronym before a comma often has none ("BBC, Guardian").
        surname = re.match(r"([A-Z'’-]+),\s", value)
        if surname and not re.search(r"[AEIOUY]", surname.group(1)):
            return False
        # Title case is a name's own mark; in one case only, word endings must not read as English.
        if value.islower() or value.isupper():
            return not any(w.endswith(WORD_ENDINGS) for w in words)
        return True
