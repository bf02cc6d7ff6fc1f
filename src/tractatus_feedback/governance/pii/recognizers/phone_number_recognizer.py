"""Finds phone numbers written the many ways people write them: UK, US and international, any separators.

Presidio's default phone recognizer (``phonenumbers``) is slow and, with spaCy's DATE label, often
loses numbers like "07700 900123". Here one permissive candidate regex is narrowed by counting digits
and checking the leading group, which is what separates a phone number from a year, a price or an id.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["PhoneNumberRecognizer"]

_GROUP = r"\d{1,12}"
_SEP = r"(?:[ \t.\-]|\u00a0)"
_CANDIDATE = re.compile(
    rf"(?<![\w@/+.\-])(?P<pii>(?:\+\d{{1,3}}{_SEP}?)?(?:\(0\){_SEP}?)?(?:\(\d{{1,5}}\){_SEP}?)?"
    rf"{_GROUP}(?:{_SEP}{{1,2}}\d{{1,8}}){{0,5}}(?:\s*(?:ext\.?|x)\s*\d{{1,5}})?)(?![\w/]|[.\-]\d)",
    re.IGNORECASE,
)
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_SSN = re.compile(r"^\d{3}-\d{2}-\d{4}$")
_CARD = re.compile(r"^\d{4}([ \-])\d{4}\1\d{4}\1\d{1,4}$")


class PhoneNumberRecognizer(ContextRegexRecognizer):
    """PHONE_NUMBER in UK, US and international formats, with spaces, dots, dashes or parentheses."""

    ENTITY = "PHONE_NUMBER"
    TRIGGER = re.compile(r"\d(?:[\s().\-]{0,2}\d){6}")  # seven digits, maybe separated
    PATTERNS = (RegexPattern("phone number", _CANDIDATE, 0.7),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        main = re.split(r"(?i)\s*(?:ext\.?|x)\s*\d", value)[0]
        digits = re.sub(r"\D", "", main)
        if _IPV4.match(main) or _SSN.match(main) or _CARD.match(main):
            return False
        if main.startswith("+"):
            return 8 <= len(digits) <= 15
        if not 10 <= len(digits) <= 12:
            return False
        first = re.match(r"\(?(\d+)", main)
        lead = first.group(1) if first else ""
        # A national number starts with a trunk 0 (UK, most of Europe), or is a US 3-3-4 / 1-3-3-4 shape.
        return lead.startswith("0") or (len(digits) == 10 and len(lead) in (3, 10)) or (
            len(digits) == 11 and lead.startswith("1")
        )
