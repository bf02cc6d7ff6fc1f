"""Finds payment card numbers grouped with dots, underscores or slashes: "4539.1488.0343.6467".

Presidio's card recognizer accepts spaces and dashes between the groups; a person keeping a number
from a filter writes the groups apart some other way (dots, underscores, slashes, stars). Any 13 to 19 digits in groups of four (the
last one shorter), one separator throughout, starting with a card network's digit (2 to 6) and
passing the Luhn check are a card: the check rejects nine in ten random digit strings, so version
numbers and ids rarely pass.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["CardNumberRecognizer", "luhn_valid"]

_CARD = re.compile(
    r"(?<![\w.\-/*])(?P<pii>[2-6]\d{3}(?P<sep>[ .\-_/*])\d{4}(?:(?P=sep)\d{4}){1,2}(?:(?P=sep)\d{1,3})?)(?![\w]|[.\-/*]\d)"
)
_NOT_DIGIT = re.compile(r"\D")


def luhn_valid(digits: str) -> bool:
    """Whether a digit string passes the Luhn checksum every card number carries."""
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


class CardNumberRecognizer(ContextRegexRecognizer):
    """CREDIT_CARD numbers in groups of four with any one separator, Luhn-checked."""

    ENTITY = "CREDIT_CARD"
    TRIGGER = re.compile(r"[2-6]\d{3}[ .\-_/*]\d{4}")
    PATTERNS = (RegexPattern("grouped card number", _CARD, 0.8),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        digits = _NOT_DIGIT.sub("", value)
        return 13 <= len(digits) <= 19 and luhn_valid(digits)
