"""Finds a phone number in an odd grouping where the text says it is one: "my cell is 555 - 0 1 4 7".

:class:`.PhoneNumberRecognizer` reads a number by its shape, which needs ten digits or more, or a leading
"+": seven digits in pairs or singles ("555.01.62", "555 0 1 9 3", "(555) 0-1-2-6") are as often an
order number or a date, and a slash between spaced groups ("+49 (0)30 / 12 34 56 78") is no shape it
knows. A word for a phone before the digits ("tel", "cell", "call me on", "my number is", "WhatsApp"),
within a sentence or two, or one after them ("ext. 12", "(text only)"), says what they are; then any
grouping of seven to fifteen digits is taken, with spaces, dots, dashes or slashes between the groups and
spaces around those. A capital O typed for a zero ("555-O1O9") is undone by the normalised-text pass.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["CuedPhoneNumberRecognizer"]

_CUE = (
    r"(?i:\b(?:phone|tel|telephone|cell|cellphone|mobile|mob|ph|landline|whatsapp|signal|fax|sms|dial"
    r"|call(?:\s+me)?|ring(?:\s+me)?|text(?:\s+me)?|reach\s+me|my\s+(?:number|no\.?|#))\b)"
)
_SEP = r"(?:[ \t]{0,2}[-./–—][ \t]{0,2}|[ \t]{1,2})"
_GROUP = r"\(?\d{1,5}\)?"
_DIGITS = rf"(?<![\w+.\-/£$€])\+?{_GROUP}(?:(?:{_SEP}|(?<=\))){_GROUP}){{1,9}}"
_EXTENSION = r"[ \t]*(?i:ext\.?|x)[ \t]*\d{1,5}"
_END = r"(?![\w]|[.\-/]\d)"
# Groups after a cue on the same line, no more than 80 characters on.
_AFTER_CUE = re.compile(rf"{_CUE}[^\n]{{0,80}}?(?P<pii>{_DIGITS}(?:{_EXTENSION})?){_END}")
# A cue after the digits: an extension, or what the number takes ("(text only)", "(mobile)").
_TAKES = r"(?i:texts?\s+only|mobile|cell|whatsapp|landline)\b"
_CUE_AFTER = re.compile(rf"(?P<pii>{_DIGITS}(?:{_EXTENSION}{_END}|{_END}(?=[ \t]*[(,\-]?[ \t]*{_TAKES})))")
_DATE = re.compile(r"^\d{1,2}([/.\-])\d{1,2}\1(?:\d{4}|\d{2})$|^(?:19|20)\d\d([ /.\-])\d{1,2}\2\d{1,2}$")
_SSN = re.compile(r"^\d{3}-\d{2}-\d{4}$")
# Numbers that a word before them says are something else: "ticket 2024 03 15", "order no. 555 01 71".
_ID_BEFORE = re.compile(
    r"(?i)\b(?:ticket|order|ref|reference|invoice|case|account|acct|tracking|id|iban|sort\s+code|customer|member|"
    r"policy|booking|ssn|passport|licen[cs]e|serial|version|isbn)\s*(?:no\.?|number|nr\.?|#)?\s*(?:is|was)?\s*[:#]?\s*$"
)
# A time of day inside or just after the digits ("10.30 am") is no phone number.
_TIME_OF_DAY = re.compile(r"\d[.:]\d\d\s*(?:am|pm|h)\b", re.IGNORECASE)


class CuedPhoneNumberRecognizer(ContextRegexRecognizer):
    """PHONE_NUMBER: seven to fifteen digits in any grouping, after or before a word that says it is a phone number."""

    ENTITY = "PHONE_NUMBER"
    TRIGGER = re.compile(r"\d(?:[ \t().\-/–—]{0,5}\d){6}")
    PATTERNS = (
        RegexPattern("phone number after a cue", _AFTER_CUE, 0.6),
        RegexPattern("phone number before a cue", _CUE_AFTER, 0.6),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        main = re.split(r"(?i)[ \t]*(?:ext\.?|x)[ \t]*\d", value)[0]
        digits = re.sub(r"\D", "", main)
        if not 7 <= len(digits) <= 15 or _DATE.match(main) or _SSN.match(main):
            return False
        if _TIME_OF_DAY.search(text, start, end + 4) or _ID_BEFORE.search(text[max(0, start - 30) : start]):
            return False
        # Groups of five or more digits each are ids ("12345 67890"), not a number someone reads out.
        return not all(len(group) >= 5 for group in re.findall(r"\d+", main))
