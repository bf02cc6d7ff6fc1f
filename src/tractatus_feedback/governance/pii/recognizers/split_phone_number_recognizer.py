"""Finds a phone number given in pieces: "the area code is 722, and the rest is 982 2084".

Cutting a number in two keeps each piece below the length any phone pattern needs, which is why
people do it. The pieces are found by the words that introduce them: an area, dialling or country
code and the digits that follow it in the same sentence, "the first three / last four digits", or
"it starts with 07700 and ends with 900 123" (or "starts 020 7946, ends 0136", "the rest is 0999")
in a text that talks about a phone number.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["SplitPhoneNumberRecognizer"]

_CODE = r"(?i:area|dialling|dialing|std|country|city|trunk)\s+code"
_AREA = re.compile(rf"\b{_CODE}\s*(?:is|was|:|=)?\s*(?P<pii>\+?\(?\d{{1,5}}\)?)(?!\d)")
# The rest of the number: six to eight digits, maybe in two groups, later in the sentence.
_REST = re.compile(rf"\b{_CODE}\b[^.!?\n]{{0,80}}?(?<![\w+])(?P<pii>\d{{3,4}}[ .\-]?\d{{3,4}})(?![\w]|[.\-]\d)")
_GROUP = re.compile(
    r"(?i:first|last|next|remaining|other|final|middle)\s+(?:\w+\s+)?(?i:digits|numbers)\s+(?:are|is|:|=)\s*"
    r"(?P<pii>\d(?:[ .\-]?\d){1,7})(?!\d)"
)

_ENDS_CUE = (
    r"(?i:\b(?:(?:starts?|starting|begins?|beginning|ends?|ending|finishes)(?:\s+(?:with|in|on))?"
    r"|(?:the\s+)?rest(?:\s+of\s+it)?\s+(?:is|was|:))\s+)"
)
_ENDS = re.compile(rf"{_ENDS_CUE}(?P<pii>\+?\d(?:[ .\-]?\d){{2,7}})(?![\w]|[.\-]\d)")
_AFTER_ENDS_CUE = re.compile(rf"{_ENDS_CUE}$")
_ABOUT_PHONE = re.compile(rf"(?i)\b(?:phone|mobile|cell|number|landline|whatsapp|tel|ring|call)\b|{_CODE}")


class SplitPhoneNumberRecognizer(ContextRegexRecognizer):
    """PHONE_NUMBER pieces: an area or country code, the digits after it, and "the last four digits"."""

    ENTITY = "PHONE_NUMBER"
    TRIGGER = re.compile(r"(?i)\bcode\b|\bdigits\b|\bnumbers\b|\b(?:start|begin|end|finish|rest)\w*\s+(?:(?:with|in|on|is|was|of it is)\s+)?\+?\d")
    PATTERNS = (
        RegexPattern("area code", _AREA, 0.6),
        RegexPattern("number after area code", _REST, 0.6),
        RegexPattern("digit group", _GROUP, 0.6),
        RegexPattern("starts or ends with", _ENDS, 0.6),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        # "The sale ends on 2024" is a date: digits after "starts/ends with" must be said of a phone.
        if _AFTER_ENDS_CUE.search(text[max(0, start - 20) : start]):
            return bool(_ABOUT_PHONE.search(text))
        return True
