"""Checks a submission before anything analyses it: present, not too long, real text, valid UTF-8.

The reasons are fixed phrases that never quote the input, so an error message can be logged or shown
without leaking what was submitted.
"""

from __future__ import annotations

import re

__all__ = ["InvalidSubmission", "validate_text"]

# C0 and C1 control characters other than tab, newline and carriage return, plus NUL: signs of binary data.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]")


class InvalidSubmission(ValueError):
    """A submission governance refuses to analyse; ``reason`` says why in words safe to show and log."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def validate_text(text: str | bytes, *, max_chars: int) -> str:
    """The submission as text, or :class:`InvalidSubmission` if it is empty, oversized, binary or not UTF-8."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidSubmission("text is not valid UTF-8") from None
    if not isinstance(text, str):
        raise InvalidSubmission(f"text must be a string, not {type(text).__name__}")
    if not text.strip():
        raise InvalidSubmission("text is empty")
    if len(text) > max_chars:
        raise InvalidSubmission(f"text is too long ({len(text)} characters, limit {max_chars})")
    if _CONTROL.search(text):
        raise InvalidSubmission("text contains binary or control characters")
    if any(0xD800 <= ord(ch) <= 0xDFFF for ch in text):
        raise InvalidSubmission("text is not valid UTF-8 (lone surrogate)")
    return text
