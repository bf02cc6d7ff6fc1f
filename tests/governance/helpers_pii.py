"""Shared by the recognizer tests: what one recognizer finds in a text, as the substrings it covers."""

from __future__ import annotations

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer


def found(recognizer: ContextRegexRecognizer, text: str) -> set[str]:
    """The substrings of ``text`` that ``recognizer`` reports as its entity."""
    return {text[r.start : r.end] for r in recognizer.analyze(text, [recognizer.ENTITY])}
