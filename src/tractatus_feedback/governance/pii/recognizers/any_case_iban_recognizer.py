"""Finds IBANs in lower or mixed case, grouped with spaces, dashes or dots: "gb82 west 1234 5698 7654 32".

Presidio's IBAN recognizer reads capitals with spaces or dashes only, as banks print them; typed
into a feedback form the same number comes in lower case or dotted. The ISO 13616 check digits
(mod 97) still have to hold, so only a real account number is taken.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["AnyCaseIbanRecognizer", "iban_valid"]

_IBAN = re.compile(
    r"(?<![\w.\-])(?P<pii>[A-Za-z]{2}\d{2}(?P<sep>[ .\-]?)[A-Za-z0-9]{4}(?:(?P=sep)[A-Za-z0-9]{4}){1,6}"
    r"(?:(?P=sep)[A-Za-z0-9]{1,3})?)(?![\w]|[.\-][A-Za-z0-9])"
)
_SEPARATORS = re.compile(r"[ .\-]")


def iban_valid(value: str) -> bool:
    """Whether ``value`` (separators allowed) carries correct IBAN check digits."""
    compact = _SEPARATORS.sub("", value).upper()
    if not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(ch, 36)) for ch in rearranged)) % 97 == 1


class AnyCaseIbanRecognizer(ContextRegexRecognizer):
    """IBAN_CODE in any letter case and with any one separator between groups, check digits verified."""

    ENTITY = "IBAN_CODE"
    TRIGGER = re.compile(r"[A-Za-z]{2}\d{2}[ .\-]?[A-Za-z0-9]{4}")
    PATTERNS = (RegexPattern("any-case iban", _IBAN, 0.8),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        return iban_valid(value)
