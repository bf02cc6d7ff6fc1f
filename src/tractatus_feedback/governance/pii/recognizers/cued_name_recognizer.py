"""Finds full names in any case after the words that hand them over: "this is", "X here", "account holder".

:class:`.PersonNameRecognizer` reads capitalisation as half the evidence, and spaCy's small model
misses a name written in lower case ("this is evander quennell from ..."), in capitals ("account
holder ALISTAIR FAIRCLOTH"), surname first ("ABERNETHY, Tomasz"), or as an initial and a surname
("K Oyelaran"). Here the cue carries the evidence, so the name's shape need not: it must only be a
full name (two or three words, or initials and a surname) made of none of the common words that
follow the same cues ("this is pretty broken", "new user here", "reported by many users").
The weaker cues ("instead of", "should read") count only on a line that is about a name. A surname in
capitals, a comma and a given name ("NAKAMURA, Hiroshi", "Ó CEALLAIGH, Niamh") is a name on its own
shape wherever the line speaks of names, authors, bylines, metadata or the recipient of a parcel,
before or after it; after a label ("Name:", "Attn:", "From:") the surname may come first in any case
("Mbatha, Thandiwe").

Some cues say whom money or a booking is for ("pay into Jolien van der Berg's account", "on behalf
of", "the booking is under"), or the name someone goes by ("signed as"); there the name must be
cased, since a lower-case pair is as often a group ("on behalf of local residents"). Some shapes are
a name's own: a quoted nickname between a given name and a surname ('Marcus "Mack" Oduya'), an Irish
or Arabic particle ("Siobhán Ní Dhomhnaill", "Khalid bin Walid"), a name alone on the line above an
email address or a phone number, in any arrangement of capitals ("MENSAH-BONSU Efua"), or a name in
an aside ("(he's brendan mcgrath-oduya)").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern
from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import (
    CAPS_PARTICLE,
    CAPS_TOKEN,
    LOWER,
    NICKNAME,
    NOT_CAPS_NAMES,
    NOT_LOWER_NAMES,
    NOT_NAMES,
    PARTICLE,
    TOKEN,
    UPPER,
)

__all__ = ["CuedNameRecognizer", "NOT_NAME_WORDS", "WORD_ENDINGS"]

_LOWER = rf"[{LOWER}][{LOWER}'’]+(?:-[{LOWER}][{LOWER}'’]+)?"
# A surname in capitals, maybe after its particle ("NÍ DHOMHNAILL", "VAN DER BERG", "O'NEILL", "MENSAH-BONSU").
_CAPS = rf"(?:{CAPS_PARTICLE}\s)?{CAPS_TOKEN}"
_INITIAL = rf"(?:[{UPPER}]\.?\s|(?:[{UPPER}]\.){{2,3}}\s?)"
# A given name and surname with its particles and a quoted nickname ("Jolien van der Berg",
# 'Marcus "Mack" Oduya'), or a nickname and a surname ('"Bobbie" McAllister').
_TITLE_NAME = (
    rf"(?:{TOKEN}(?:\s(?:{NICKNAME}\s)?(?:{PARTICLE}\s){{0,2}}{TOKEN}){{1,2}}|{NICKNAME}\s(?:{PARTICLE}\s){{0,2}}{TOKEN})"
)
# A full name: two or three words, or initials and a surname, in the usual case or in capitals; or a
# surname in capitals, a comma and the given name ("ABERNETHY, Tomasz"), as forms ask for it.
_CASED_NAME = (
    rf"(?:{_INITIAL}{TOKEN}(?:\s{TOKEN})?|{_TITLE_NAME}"
    rf"|{_CAPS}(?:\s{_CAPS}){{1,2}}|{_CAPS},\s{TOKEN}(?:\s{TOKEN})?)"
)
_LOWER_NAME = rf"(?:(?:[a-z]\.){{1,3}}\s?{_LOWER}|{_LOWER}\s{_LOWER}(?:\s{_LOWER})?)"
_FULL_NAME = rf"(?:{_CASED_NAME}|{_LOWER_NAME})"
# What may follow a name handed over by a cue: the end of a clause, or words that go on introducing.
_AFTER = r"(?=\s*(?:$|[\n,.!;:()?<\[]|\s[-–—]|\s(?:from|here|and|at|of|on behalf|for|who|with|if|in|on)\b))"
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
    r"(?i:\b(?:(?:account|card|ticket|policy|licen[cs]e|booking|pass|badge) ?holder(?:'s name)?|account name|"
    r"name on the (?:account|card|ticket|booking)|payee|beneficiary|"
    r"(?:the |our |my |press |media )?contact(?: person| name)?\s+(?:is|will be)|"
    r"(?:reported|submitted|sent|raised|filed) by))"
    rf"\s*(?:is\s+|:\s*)?(?P<pii>{_FULL_NAME}){_AFTER}"
)
# "pay into Jolien van der Berg's account", "on behalf of Siobhán Ní Dhomhnaill", "the booking is under ...",
# "signed as ...": whom money, a request or a booking is for, or the name someone goes by. A lower-case
# pair is as often a group ("on behalf of local residents"), so the name must be cased.
_MONEY = r"(?:it|this|that|the|my|our|money|payment|refund|fee|fees|honorarium|funds|amount|balance|deposit|invoice)"
_NAMED_PARTY = re.compile(
    rf"(?i:\b(?:(?:pay|paid|payment|transfer|transferred|wire|wired|refund|refunded)\s+(?:{_MONEY}\s+){{0,2}}(?:in)?to"
    r"|payable\s+to|made\s+out\s+to|in\s+the\s+name\s+of|on\s+behalf\s+of|care\s+of|c/o"
    r"|(?:booking|booked|reservation|reserved|registration|registered|order|ticket|tickets|table|room)\s+(?:is\s+|are\s+|was\s+)?under"
    r"(?:\s+the\s+name)?"
    r"|(?:signed|signs|signing|credited|registered|listed)\s+(?:it\s+|in\s+)?as|goes\s+by|went\s+by))"
    rf"\s+(?P<pii>{_CASED_NAME})(?:(?=['’]s\b)|{_AFTER})"
)
# A surname particle that only names use, after a given name: "Siobhán Ní Dhomhnaill", "Seán Ó Briain",
# "Khalid bin Walid". The other particles are also words of their languages ("de", "van" and "von" are
# "of" in "Rio de Janeiro", "Verbot von Gesichtserkennung"), so names with them are left to the cues.
_NAME_PARTICLE = r"(?:N[ií]|Nic|Mhic|Mac|Ó|U[ií]|bin|ibn|bint)"
_PARTICLED = re.compile(rf"(?<![\w'’])(?P<pii>{TOKEN}(?:\s{TOKEN})?\s{_NAME_PARTICLE}\s{TOKEN})(?![\w-])")
# "Name: Mbatha, Thandiwe", "Attn: Ní Dhomhnaill, Siobhán": after a label a surname may come first in any case.
_LABELLED_SURNAME_FIRST = re.compile(
    r"(?i:\b(?:(?:full|sur|family|last|my)\s?)?name\s*(?::|is\b|was\b)|\battn\b\.?:?|\battention\s*:|\bc/o\b|\bfrom\s*:)\s*"
    rf"(?P<pii>(?:{_CAPS}|(?:{PARTICLE}\s){{0,2}}{TOKEN}(?:\s(?:{PARTICLE}\s){{0,2}}{TOKEN})?),\s{TOKEN}(?:\s{TOKEN})?){_AFTER}"
)
# A signature block: a name alone on its line, in any arrangement of capitals ("MENSAH-BONSU Efua"), with
# an email address or a phone number on the line below it, or below a job title.
_CONTACT_LINE = (
    r"(?i:tel|phone|mob|mobile|cell|e-?mail|mail|fax|whatsapp)\b|[TtMmEe]\s?:|\S+@|\S+\s+[\[({]?(?i:at)[\])}]?\s+\S"
    r"|\+?\(?\d[\d ().-]{6,}\d"
)
_SIGNATURE_LINE = re.compile(
    rf"(?:^|\n)[ \t]*(?P<pii>{_CASED_NAME}|{_CAPS}\s{TOKEN}(?:\s{TOKEN})?|{TOKEN}(?:\s{TOKEN})?\s{_CAPS})"
    rf"[ \t]*,?[ \t]*(?=(?:\n[^\n]{{1,60}})?\n[ \t]*(?:{_CONTACT_LINE}))"
)
# "(he's brendan mcgrath-oduya)": someone named in an aside, in any case.
_NAMED_IN_ASIDE = re.compile(
    rf"[(,–—]\s*(?i:he|she|they)(?:'s|’s|\s+is|\s+are|'re|’re)\s+(?P<pii>{_FULL_NAME})\s*(?=[),–—])"
)
# A quoted nickname between a given name and a surname is a name's own shape ('Marcus "Mack" Oduya').
_NICKNAMED = re.compile(
    rf"(?<![\w\"“'‘])(?P<pii>{TOKEN}(?<!['’]s)\s{NICKNAME}\s(?:{PARTICLE}\s){{0,2}}{TOKEN})(?![\w'’])"
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
    r"metadata|citation|cited|listed|signed|spelled|spelt|spelling|contributor|contributors|bio|"
    # the recipient or sender of a parcel or a booking
    r"attn|attention|c/o|care of|recipient|addressee|collection|collect|pick-up|pickup|courier|deliver|delivery|registrant|"
    r"registration|registered|record|booking|booked|applicant|attendee|participant|delegate|subscriber|holder|"
    r"cardholder|owner)\b)"
)
_SURNAME_FIRST = (
    rf"(?<![\w,])(?P<pii>{_CAPS}(?:\s{CAPS_TOKEN})?,\s{TOKEN}(?:\s{TOKEN})?)"
    r"(?=\s*(?:$|[\n,.!;:()?'\"’”<\[]|\s[-–—])"
    r"|\s(?:in|on|as|is|was|but|and|at|of|for|with|under|instead|rather|appears|shows|before|after|to|has|had)\b)"
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
    international university foundation trust institute council society association group bank fund college
    school press media ministry department agency committee network centre center lab labs limited company
    charity union office head organisation organization partners partnership project initiative alliance
    coalition federation commission board authority government enquiries inquiries sales marketing
    communications accounts billing helpdesk reception desk
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
        RegexPattern("payee, holder or name gone by", _NAMED_PARTY, 0.7),
        RegexPattern("labelled surname first", _LABELLED_SURNAME_FIRST, 0.75),
        RegexPattern("signature block line", _SIGNATURE_LINE, 0.7),
        RegexPattern("nickname between names", _NICKNAMED, 0.7),
        RegexPattern("named in an aside", _NAMED_IN_ASIDE, 0.7),
        RegexPattern("name with a surname particle", _PARTICLED, 0.7),
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
