"""Detects PII in one text or a batch: one spaCy pass per text, then every recognizer, then clean-up.

Clean-up does three things Presidio leaves to the caller: an address is read on over the parts that
follow it in another country's order (:mod:`.address_tail`), a name over the rest of a hyphenated or
particled surname (:mod:`.name_tail`), a value found once is masked wherever else
it occurs in the same text (a name caught in the sign-off is also hidden in the first line), and
overlapping detections are resolved to one span each.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from presidio_analyzer import AnalyzerEngine, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from tractatus_feedback.governance.pii.address_tail import address_tails
from tractatus_feedback.governance.pii.name_tail import name_tails
from tractatus_feedback.governance.pii.overlap import resolve_overlaps
from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import NOT_NAMES
from tractatus_feedback.governance.types import PiiSpan

__all__ = ["PiiDetector"]

#: Types whose values are words, which only count as the same value with the same capitalisation.
_WORDED_TYPES = frozenset({"PERSON", "LOCATION"})


class PiiDetector:
    """Finds PII spans with a prepared Presidio analyzer (see :mod:`.registry`)."""

    def __init__(self, analyzer: AnalyzerEngine, *, score_threshold: float, batch_size: int = 64) -> None:
        self.analyzer = analyzer
        self.score_threshold = score_threshold
        self.batch_size = batch_size

    def detect(self, text: str) -> list[PiiSpan]:
        """Resolved PII spans of one text, in text order."""
        return self._spans(text, self.analyzer.nlp_engine.process_text(text, "en"))

    def detect_batch(self, texts: Iterable[str]) -> Iterator[list[PiiSpan]]:
        """Resolved PII spans of each text, in input order, with spaCy run over the texts as batches."""
        for text, artifacts in self.analyzer.nlp_engine.process_batch(list(texts), "en", batch_size=self.batch_size):
            yield self._spans(text, artifacts)

    def _spans(self, text: str, artifacts: NlpArtifacts) -> list[PiiSpan]:
        results = self.analyzer.analyze(text, "en", nlp_artifacts=artifacts, score_threshold=self.score_threshold)
        spans = [span for span in (_to_span(text, r) for r in results) if span is not None]
        resolved = resolve_overlaps(text, spans + address_tails(text, spans) + name_tails(text, spans))
        return resolve_overlaps(text, resolved + _repeats(text, resolved))


def _to_span(text: str, result: RecognizerResult) -> PiiSpan | None:
    """A Presidio result as our span, trimmed of surrounding whitespace and punctuation NER picks up."""
    start, end = result.start, result.end
    while start < end and (text[start].isspace() or text[start] in "\"'“‘"):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in "\"',;:”’" or _dangling(text, start, end)):
        end -= 1
    if end <= start:
        return None
    name = (result.recognition_metadata or {}).get(RecognizerResult.RECOGNIZER_NAME_KEY, "")
    score = min(max(result.score, 0.0), 1.0)
    return PiiSpan(start=start, end=end, type=result.entity_type, score=score, recognizer=name)


def _dangling(text: str, start: int, end: int) -> bool:
    """Whether the span ends in a closing parenthesis it never opened, or a full stop NER swallowed."""
    last = text[end - 1]
    if last == ")":
        return "(" not in text[start : end - 1]
    return last == "." and not (end - start >= 2 and text[end - 2].isupper())


def _repeats(text: str, spans: list[PiiSpan]) -> list[PiiSpan]:
    """Other occurrences of detected values, and of the parts of detected names, as spans of the same type.

    Structured values (emails, numbers) match in any case. Names and places match only where they are
    capitalised, so a person called Will does not hide every "will" in the text.
    """
    needles: dict[str, str] = {}
    for span in spans:
        value = text[span.start : span.end]
        if len(value) >= 3:
            needles.setdefault(value, span.type)
        if span.type == "PERSON":
            for part in value.split():
                if len(part) >= 3 and part[0].isupper() and part.lower() not in NOT_NAMES:
                    needles.setdefault(part, span.type)
    found: list[PiiSpan] = []
    for value, entity in needles.items():
        worded = entity in _WORDED_TYPES
        pattern = re.compile(rf"(?<!\w){re.escape(value)}(?!\w)", 0 if worded else re.IGNORECASE)
        for match in pattern.finditer(text):
            found.append(PiiSpan(start=match.start(), end=match.end(), type=entity, score=0.5, recognizer="repeat"))
    return found
