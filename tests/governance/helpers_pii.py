"""Shared by the recognizer tests: what one recognizer or the whole detector finds in a text, and what it
leaves in clear."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from tractatus_feedback.governance.adversarial import masked_characters
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer


def found(recognizer: ContextRegexRecognizer, text: str) -> set[str]:
    """The substrings of ``text`` that ``recognizer`` reports as its entity."""
    return {text[r.start : r.end] for r in recognizer.analyze(text, [recognizer.ENTITY])}


def unmasked(detector: PiiDetector, text: str, values: Iterable[str]) -> list[str]:
    """The values in ``text`` that ``detector`` leaves with any letter or digit in clear."""
    spans = detector.detect(text)
    unmasked_values = []
    for value in values:
        masked, total = masked_characters(text, value, spans)
        if masked < total:
            unmasked_values.append(value)
    return unmasked_values


def detected(detector: PiiDetector, text: str, kinds: Collection[str]) -> list[str]:
    """The substrings of ``text`` that ``detector`` reports as one of ``kinds``."""
    return [text[span.start : span.end] for span in detector.detect(text) if span.type in kinds]
