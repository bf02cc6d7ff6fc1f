"""Inbound and outbound governance in one object: validate, detect and redact PII, score sentiment, apply rules, audit.

The raw text lives only inside :meth:`Governance.inbound` (and :meth:`Governance.outbound` for a
draft). Everything that leaves, the result, the audit record, log lines and exceptions, is built
from the redacted text, PII types and rule ids. Rules run on redacted text so their evidence is safe;
an inbound rule that finds nothing there also reads the raw text in memory (masking can cut a hostile
phrase in two), and such a hit quotes the redacted text (see :func:`.rules.check_inbound`). Where
the rules allow a submission, a learned second opinion (:class:`.classifier.SecondOpinion`) may still
escalate or block it, as hits under its own ``classifier.*`` rule ids.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from typing import Literal, TypeVar

from tractatus_feedback.governance.audit import AuditSink, default_audit_sink
from tractatus_feedback.governance.classifier import SecondOpinion
from tractatus_feedback.governance.pii import PiiDetector, get_detector, redact
from tractatus_feedback.governance.pii_echo import RULE_ID as PII_ECHO
from tractatus_feedback.governance.pii_echo import echoed_offsets, pii_echo_hit
from tractatus_feedback.governance.rules import check_inbound, check_outbound
from tractatus_feedback.governance.rules.normalize import locate
from tractatus_feedback.governance.sentiment import SentimentAnalyzer
from tractatus_feedback.governance.types import (
    AuditRecord,
    Decision,
    InboundResult,
    OutboundResult,
    PiiSpan,
    RuleHit,
    Sentiment,
)
from tractatus_feedback.governance.validation import validate_text
from tractatus_feedback.settings import Settings, get_settings

__all__ = ["Governance", "GovernanceError", "decide"]

logger = logging.getLogger(__name__)

T = TypeVar("T")


class GovernanceError(RuntimeError):
    """Analysis failed; the message names the failure's type only, never the text."""


def decide(hits: Sequence[RuleHit]) -> Decision:
    """The most severe decision any hit calls for (BLOCK > ESCALATE > ALLOW)."""
    return max((hit.decision for hit in hits), key=lambda d: d.severity, default=Decision.ALLOW)


class Governance:
    """The governance layer; build one per process (the PII analyzer behind it is shared and slow to build)."""

    def __init__(
        self,
        *,
        settings: Settings | None = None,
        detector: PiiDetector | None = None,
        sentiment: SentimentAnalyzer | None = None,
        audit: AuditSink | None = None,
        second_opinion: SecondOpinion | None = None,
    ) -> None:
        self.settings = settings or get_settings()
        self.detector = detector or get_detector(self.settings.governance)
        self.sentiment = sentiment or SentimentAnalyzer()
        self.second_opinion = second_opinion or SecondOpinion()
        self.audit = audit if audit is not None else default_audit_sink(self.settings)

    def validate(self, text: str | bytes) -> str:
        """The submission as text, or :class:`InvalidSubmission` saying why it cannot be analysed."""
        return validate_text(text, max_chars=self.settings.governance.max_text_chars)

    def inbound(self, text: str | bytes, *, subject_id: str | None = None) -> InboundResult:
        """Govern one submission: the decision, the rules that fired, sentiment, PII spans and redacted text."""
        text = self.validate(text)
        spans = _guarded(lambda: self.detector.detect(text))
        redacted = redact(text, spans)
        return self._inbound_result(text, redacted, spans, self.sentiment.analyze(redacted), subject_id)

    def inbound_batch(
        self, texts: Sequence[str | bytes], *, subject_ids: Sequence[str | None] | None = None
    ) -> list[InboundResult]:
        """Govern many submissions with batched NLP; raises on the first invalid text before analysing any."""
        return list(self.iter_inbound_batch(texts, subject_ids=subject_ids))

    def iter_inbound_batch(
        self, texts: Sequence[str | bytes], *, subject_ids: Sequence[str | None] | None = None
    ) -> Iterator[InboundResult]:
        """Like :meth:`inbound_batch`, yielding each result as soon as it is decided."""
        valid = [self.validate(text) for text in texts]
        ids = list(subject_ids) if subject_ids is not None else [None] * len(valid)
        if len(ids) != len(valid):
            raise ValueError("subject_ids must match texts one to one")
        all_spans = _guarded(lambda: list(self.detector.detect_batch(valid)))
        redacted = [redact(text, spans) for text, spans in zip(valid, all_spans)]
        sentiments = self.sentiment.analyze_batch(redacted)
        for text, text_redacted, spans, sentiment, subject_id in zip(valid, redacted, all_spans, sentiments, ids):
            yield self._inbound_result(text, text_redacted, spans, sentiment, subject_id)

    def outbound(self, draft: str, *, feedback: str | None = None, subject_id: str | None = None) -> OutboundResult:
        """Check a drafted reply; ``feedback`` is the redacted submission it answers, if the rules need it.

        The boundary rules see the redacted draft, so their evidence never carries PII from the draft.
        """
        spans = _guarded(lambda: self.detector.detect(draft)) if draft.strip() else []
        redacted_draft = redact(draft, spans)
        hits = list(check_outbound(redacted_draft, feedback=feedback))
        echo = pii_echo_hit(draft, spans, redacted_draft)
        if echo is not None:
            hits.insert(0, echo)
        result = OutboundResult(sendable=not hits, violations=hits, located=_located(draft, spans, hits))
        self._record("outbound", subject_id, "SENDABLE" if result.sendable else "UNSENDABLE", hits, spans)
        return result

    def _inbound_result(
        self, text: str, redacted: str, spans: list[PiiSpan], sentiment: Sentiment, subject_id: str | None
    ) -> InboundResult:
        hits = check_inbound(redacted, unredacted_text=text)
        if decide(hits) is Decision.ALLOW:
            hits += self.second_opinion.check(redacted)
        result = InboundResult(
            decision=decide(hits), rules=hits, sentiment=sentiment, pii_spans=spans, redacted_text=redacted
        )
        self._record("inbound", subject_id, result.decision.value, hits, spans)
        return result

    def _record(
        self, stage: Literal["inbound", "outbound"], subject_id: str | None, decision: str, hits: list[RuleHit],
        spans: list[PiiSpan],
    ) -> None:
        pii_types = sorted({span.type for span in spans})
        self.audit.write(
            AuditRecord(stage=stage, subject_id=subject_id, decision=decision, rules=hits, pii_types=pii_types)
        )
        logger.debug(
            "%s %s: %s rules=%s pii=%s", stage, subject_id or "-", decision, [h.rule_id for h in hits], pii_types
        )


def _guarded(analyse: Callable[[], T]) -> T:
    """Run PII analysis; a failure is re-raised without its message or cause, which may quote the text."""
    try:
        return analyse()
    except Exception as exc:  # noqa: BLE001 - any library error may carry the raw text
        raise GovernanceError(f"PII analysis failed ({type(exc).__name__})") from None


def _located(draft: str, spans: list[PiiSpan], hits: Sequence[RuleHit]) -> list[tuple[int, int]]:
    """Where in ``draft`` its violations sit, or nothing unless every one of them can be pointed at.

    A repeated name is where it was detected; a pattern rule's hit is its matched phrase found back
    in the draft as written. A hit with no place of its own (a "yes" that is wrong only because of
    the values question it answers, a phrase read through obfuscation) leaves the whole list empty:
    a partial one would pass for the whole.
    """
    located: set[tuple[int, int]] = set()
    for hit in hits:
        offsets = echoed_offsets(draft, spans) if hit.rule_id == PII_ECHO else locate(draft, hit.detail)
        if not offsets:
            return []
        located.update(offsets)
    return sorted(located)
