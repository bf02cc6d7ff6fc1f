"""Finds phone numbers written backwards when the text says so: "written backwards: 563009 00770".

Reversed, "07700 900365" no longer starts with a trunk 0 or a country code, so the phone recognizer
drops it. Any digit run reversed is as likely to look like a number as not, so a run is only read
backwards when the text itself says it is written that way ("backwards", "written reversed", "in
reverse", "right to left"), and the reversal must pass the phone recognizer's own checks.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import RegexPattern
from tractatus_feedback.governance.pii.recognizers.phone_number_recognizer import PhoneNumberRecognizer

__all__ = ["ReversedPhoneNumberRecognizer"]

# Seven to fifteen digits with single spaces, dots or dashes, maybe ending in the "+" that led it.
_CANDIDATE = re.compile(r"(?<![\w+.\-])(?P<pii>\d(?:[ .\-]?\d){6,14}\+?)(?![\w]|[.\-]\d)")
# "Reversed" alone is also what happens to a payment ("the charge on 4455667780 was reversed"), so it
# counts only said of writing; "backwards compatible" is about software.
_REVERSED_CUE = re.compile(
    r"(?i)\bbackwards?\b(?!\s*-?\s*compatib)|\bback\s+to\s+front\b|\bin\s+reverse\b|\bright\s+to\s+left\b"
    r"|\b(?:written|typed|spelt|spelled|it\s+is|it's|number|digits)\s+reversed\b|\breversed\s*(?::|to\b|so\b|because\b)"
)
_CUE_REACH = 120  # characters either side of the number in which the cue must be


class ReversedPhoneNumberRecognizer(PhoneNumberRecognizer):
    """PHONE_NUMBER written digit by digit from the end, where the text says it is reversed."""

    TRIGGER = _REVERSED_CUE
    PATTERNS = (RegexPattern("reversed phone number", _CANDIDATE, 0.7),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        near = text[max(0, start - _CUE_REACH) : end + _CUE_REACH]
        reversed_value = value[::-1]
        return bool(_REVERSED_CUE.search(near)) and super().validate(reversed_value, reversed_value, 0, len(value))
