"""PII detection and redaction: Presidio with the offline spaCy model plus our free-text recognizers."""

from __future__ import annotations

from tractatus_feedback.governance.pii.detector import PiiDetector
from tractatus_feedback.governance.pii.redaction import PLACEHOLDER, redact
from tractatus_feedback.governance.pii.registry import get_analyzer
from tractatus_feedback.settings import GovernanceSettings, get_settings

__all__ = ["PiiDetector", "PLACEHOLDER", "redact", "get_detector"]


def get_detector(settings: GovernanceSettings | None = None) -> PiiDetector:
    """A detector over the process-wide analyzer for these settings (built on first use, then shared)."""
    gov = settings or get_settings().governance
    analyzer = get_analyzer(gov.spacy_model, gov.score_threshold)
    return PiiDetector(analyzer, score_threshold=gov.score_threshold, batch_size=gov.batch_size)
