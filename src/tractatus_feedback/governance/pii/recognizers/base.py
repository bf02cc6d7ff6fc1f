"""The shape of our own recognizers: Presidio recognizers driven by regexes with a marked PII group.

Presidio's ``PatternRecognizer`` reports the whole match. Free-text PII is usually found by its
surroundings ("my name is ...", "order #..."), so our patterns match the context too and mark the
personal part with a named group ``pii``; only that group becomes the span. A cheap ``TRIGGER``
regex lets a recognizer skip texts that cannot contain its entity at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from presidio_analyzer import LocalRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

__all__ = ["RegexPattern", "ContextRegexRecognizer"]


@dataclass(frozen=True)
class RegexPattern:
    """One way an entity shows up in text, with the confidence a match deserves."""

    name: str
    regex: re.Pattern[str]
    score: float


class ContextRegexRecognizer(LocalRecognizer):
    """Base of our recognizers: subclasses set ``ENTITY``, ``PATTERNS`` and may override ``validate``."""

    ENTITY: ClassVar[str]
    PATTERNS: ClassVar[tuple[RegexPattern, ...]]
    TRIGGER: ClassVar[re.Pattern[str] | None] = None

    def __init__(self) -> None:
        super().__init__(supported_entities=[self.ENTITY], supported_language="en")

    def load(self) -> None:
        """Nothing to load: the patterns are compiled at import."""

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        """Whether a match is really this entity; the default accepts every match."""
        return True

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if self.ENTITY not in entities or (self.TRIGGER is not None and not self.TRIGGER.search(text)):
            return []
        results: list[RecognizerResult] = []
        for pattern in self.PATTERNS:
            for match in pattern.regex.finditer(text):
                start, end = match.span("pii") if "pii" in pattern.regex.groupindex else match.span()
                if end <= start or not self.validate(text[start:end], text, start, end):
                    continue
                results.append(self.result(start, end, pattern.score))
        return results

    def result(self, start: int, end: int, score: float) -> RecognizerResult:
        """A span of this recognizer's entity, tagged with the recognizer that found it."""
        return RecognizerResult(
            entity_type=self.ENTITY,
            start=start,
            end=end,
            score=score,
            recognition_metadata={
                RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
                RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
            },
        )
