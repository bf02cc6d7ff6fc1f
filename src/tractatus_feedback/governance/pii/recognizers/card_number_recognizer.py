"""Finds payment card numbers grouped with dots, underscores or slashes: "4539.1488.0343.6467".

Presidio's card recognizer accepts spaces and dashes between the groups; a person keeping a number
from a filter writes the groups apart some other way (dots, underscores, slashes, stars). Any 13 to 19 digits in groups of four (the
last one shorter), one separator throughout, starting with a card network's digit (2 to 6) and
passing the Luhn check are a card: the check rejects nine in ten random digit strings, so version
numbers and ids rarely pass. Copied by hand, the groups come out uneven ("542-81725-0404-4231"),
and Amex prints 4-6-5: any groups of three to seven digits, spaces or dashes between them, are read
the same way. Said in halves ("the first part is 5425 2334 and the rest is 3010 9903"), the groups
have words between them; in a text about a card or a payment the groups and the words are read as
one number when the digits together pass the same checks.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["CardNumberRecognizer", "WORDS_BETWEEN", "luhn_valid"]

_CARD = re.compile(
    r"(?<![\w.\-/*])(?P<pii>[2-6]\d{3}(?P<sep>[ .\-_/*])\d{4}(?:(?P=sep)\d{4}){1,2}(?:(?P=sep)\d{1,3})?)(?![\w]|[.\-/*]\d)"
)
# Groups of three to seven digits, the first starting with a network's digit, one space or dash throughout:
# "542-81725-0404-4231", "3782 822463 10005". Two-digit groups are left out (dates and times use them),
# and so are digits after "+", an international phone number.
_IRREGULAR = re.compile(
    r"(?<![\w.\-/*+])(?P<pii>[2-6]\d{2,6}(?P<sep>[ \-])\d{3,7}(?:(?P=sep)\d{3,7}){1,4})(?![\w]|[.\-/*]\d)"
)
#: One to six words between the groups of a number, with the punctuation around them.
WORDS_BETWEEN = r"(?:\s*[,;:–—-]?\s+(?:[A-Za-z][A-Za-z'’]*(?:\s*[,:–—-]\s*|\s+)){1,6})"
# Groups split by a few words ("5425 2334 and the rest is 3010 9903", "5425 2334, then 3010 9903"): the
# words between them are masked too, since they are what hides the number.
_WORD_SPLIT = re.compile(
    rf"(?<![\w.\-/*+])(?P<pii>[2-6]\d{{2,7}}(?:[ \-]\d{{3,8}})*(?:{WORDS_BETWEEN}\d{{3,8}}(?:[ \-]\d{{3,8}})*){{1,3}})"
    r"(?![\w]|[.\-/*]\d)"
)
# Only where the text speaks of a card or a payment may digit groups with words between them be one number.
_CARD_TALK = re.compile(
    r"(?i)\b(?:card|visa|master\s?card|amex|american\s+express|maestro|discover|debit|credit|payment|paying|pay|cvv|cvc|"
    r"expiry|expires|exp)\b"
)
_NOT_DIGIT = re.compile(r"\D")
_LETTER = re.compile(r"[A-Za-z]")
_GROUPS = re.compile(r"\d+")
_YEAR = re.compile(r"(?:19|20)\d\d")


def luhn_valid(digits: str) -> bool:
    """Whether a digit string passes the Luhn checksum every card number carries."""
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


class CardNumberRecognizer(ContextRegexRecognizer):
    """CREDIT_CARD numbers in groups of four with any one separator, or in uneven groups, Luhn-checked."""

    ENTITY = "CREDIT_CARD"
    TRIGGER = re.compile(r"[2-6]\d{2,6}[ .\-_/*]\d{3}|[2-6]\d{3,7}[\s,;:–—-]+[A-Za-z]")
    PATTERNS = (
        RegexPattern("grouped card number", _CARD, 0.8),
        RegexPattern("irregularly grouped card number", _IRREGULAR, 0.75),
        RegexPattern("card number split by words", _WORD_SPLIT, 0.7),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        digits = _NOT_DIGIT.sub("", value)
        if _LETTER.search(value) and not _CARD_TALK.search(text):
            return False
        if all(_YEAR.fullmatch(group) for group in _GROUPS.findall(value)):  # "2023 2024 2025 2026": years
            return False
        return 13 <= len(digits) <= 19 and luhn_valid(digits)
