"""Finds phone numbers spelled out or spaced digit by digit: "oh seven seven, double nine...", "0 7 7 0 0".

A person who writes their number in words ("five five five, two one three, ...") is hiding it from
machines, not from us; the regex phone recognizer sees no digits there. A run of at least seven
digit tokens (digit words, "oh", "double"/"triple" words, or single digits) is a phone number: no
ordinary sentence counts "one two three four five six seven" in a feedback form.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["SpelledNumberRecognizer"]

_DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)"
_TOKEN = rf"(?:(?:double|triple)[ -]?{_DIGIT}|{_DIGIT})"
_SEP = r"(?:\s*[,\-–/.]?\s*|\s+)"
_RUN = re.compile(rf"(?i)(?<![\w])(?P<pii>\+?{_TOKEN}(?:{_SEP}{_TOKEN}){{6,15}})(?![\w])")
_COUNT = re.compile(rf"(?i)(?P<mult>double|triple)?[ -]?(?<![a-z])(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)")
_WORD_DIGIT = re.compile(r"(?i)zero|oh|one|two|three|four|five|six|seven|eight|nine")
_MIN_DIGITS = 7


def digit_count(value: str) -> int:
    """How many digits a spelled or spaced number stands for ("double five" is two)."""
    return sum({"double": 2, "triple": 3}.get((m.group("mult") or "").lower(), 1) for m in _COUNT.finditer(value))


class SpelledNumberRecognizer(ContextRegexRecognizer):
    """PHONE_NUMBER spelled in words or spaced out one digit at a time."""

    ENTITY = "PHONE_NUMBER"
    TRIGGER = re.compile(r"(?i)\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)\b")
    PATTERNS = (RegexPattern("spelled-out number", _RUN, 0.75),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        # Plain digit groups ("2021 2022") are the regex phone recognizer's job; here a run must be
        # spelled (a digit word) or spaced (single digits only).
        tokens = re.findall(r"\w+", value)
        spelled = any(_WORD_DIGIT.fullmatch(t) for t in tokens)
        spaced = all(len(t) == 1 for t in tokens)
        return (spelled or spaced) and digit_count(value) >= _MIN_DIGITS
