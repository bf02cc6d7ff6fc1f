"""Finds phone numbers written the many ways people write them: UK, US and international, any separators.

Presidio's default phone recognizer (``phonenumbers``) is slow and, with spaCy's DATE label, often
loses numbers like "07700 900123". Here one permissive candidate regex is narrowed by counting digits
and checking the leading group, which is what separates a phone number from a year, a price or an id.
A number read out in pairs ("41 55 55 01 34", as the French write every number) has no leading group
to check; five or more pairs of digits are taken for a number on their own, unless they sit in a
longer run of two-character hex tokens (a hex dump, which is data, not a number). Four dotted groups
are an IP address only when each is a number up to 255 written without a leading zero, so
"415.555.02.19" is a phone number; groups may be split by en or em dashes, with spaces around them
or not ("0412 – 555 – 678").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["PhoneNumberRecognizer"]

_GROUP = r"\d{1,12}"
# Besides spaces, dots and dashes (en and em dashes too), people split a number with slashes, underscores or
# line breaks.
_SEP = r"(?:[ \t.\-/_–—]|\u00a0|\r?\n)"
# Between groups: one or two separators, or a dash with a space either side ("0412 – 555 – 678").
_SPACED_DASH = re.compile(r"[ \t][\-–—][ \t]")
_BREAK = rf"(?:{_SEP}{{1,2}}|{_SPACED_DASH.pattern})"
_CANDIDATE = re.compile(
    rf"(?<![\w@/+.\-])(?P<pii>(?:\+\d{{1,3}}{_SEP}?)?(?:\(0\){_SEP}?)?(?:\(\d{{1,5}}\){_SEP}?)?"
    rf"{_GROUP}(?:{_BREAK}\d{{1,8}}){{0,5}}(?:\s*(?:ext\.?|x)\s*\d{{1,5}})?)(?![\w/]|[.\-]\d)",
    re.IGNORECASE,
)
# An IPv4 address: four numbers up to 255 without leading zeros, so "415.555.02.19" is a phone number.
_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
_IPV4 = re.compile(rf"^{_OCTET}(?:\.{_OCTET}){{3}}$")
_SSN = re.compile(r"^\d{3}-\d{2}-\d{4}$")
_CARD = re.compile(r"^\d{4}([ \-./_])\d{4}\1\d{4}\1\d{1,4}$")
_HEX_DUMP = re.compile(r"(?<![\w])(?:[0-9a-fA-F]{2}[ :]){8,}[0-9a-fA-F]{2}(?![\w])")
_PAIRS = re.compile(r"(?<!\d)\d\d(?!\d)[ .\-/]?")
_DATE = re.compile(r"^\d{1,2}([/.\-])\d{1,2}\1(?:\d{4}|\d{2})(?!\d)")
# A dotted number with a one-digit group after the first is a software version ("131.0.6778.86"); a
# dotted phone number has a one-digit group only in front ("1.800.555.0123").
_VERSION = re.compile(r"^\d+(?:\.\d+)*\.\d\.\d+(?:\.\d+)*$")


class PhoneNumberRecognizer(ContextRegexRecognizer):
    """PHONE_NUMBER in UK, US and international formats, with spaces, dots, dashes or parentheses."""

    ENTITY = "PHONE_NUMBER"
    TRIGGER = re.compile(r"\d(?:[\s().\-/_–—]{0,3}\d){6}")  # seven digits, maybe separated
    PATTERNS = (RegexPattern("phone number", _CANDIDATE, 0.7),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        main = re.split(r"(?i)\s*(?:ext\.?|x)\s*\d", value)[0]
        digits = re.sub(r"\D", "", main)
        in_pairs = len(_PAIRS.findall(main)) >= 5 and _PAIRS.sub("", main).strip(" .-/") == ""
        # read in pairs ("06.12.34.56.78"), which also starts like a date; pairs between spaced dashes are a
        # list ("12 - 14 - 16 - 18 - 20"), which must pass as a whole number below
        if 10 <= len(digits) <= 12 and in_pairs and not _SPACED_DASH.search(main):
            return not any(m.start() <= start and end <= m.end() for m in _HEX_DUMP.finditer(text))
        if _IPV4.match(main) or _SSN.match(main) or _CARD.match(main) or _DATE.match(main) or _VERSION.match(main):
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
