"""Intake: govern a submission inline, record it redacted, and queue the allowed ones as rollouts.

Requests are gathered into small batches (``batch_max`` or ``batch_wait_ms``, whichever comes first)
and governed together with spaCy's batch pipe in a worker thread, so the event loop stays free and
the NLP cost per submission falls under load. Each batch is then queued in the store with one
call and written to the database (rows and audit records) in one transaction before any visitor is
acknowledged: an acknowledgment means the submission is stored.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tractatus_feedback.agent import FeedbackTask
from tractatus_feedback.governance.types import Decision, InboundResult
from tractatus_feedback.service.audit_db import BufferedAuditSink, audit_entry
from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.models import Submission

__all__ = ["CATEGORIES", "Acknowledgment", "IntakePipeline", "new_reference_id"]

logger = logging.getLogger(__name__)

#: Topics a visitor may pick; anything else is refused by validation.
CATEGORIES: tuple[str, ...] = (
    "general",
    "bug_report",
    "usability",
    "research_critique",
    "praise",
    "feature_request",
    "privacy_concern",
)

_STATUS_BY_DECISION = {Decision.ALLOW: "queued", Decision.ESCALATE: "escalated", Decision.BLOCK: "blocked"}


def new_reference_id() -> str:
    return "fb-" + uuid.uuid4().hex[:20]


@dataclass(frozen=True)
class Acknowledgment:
    """What the visitor learns: a reference id, never the decision's details or a draft."""

    reference_id: str


@dataclass
class _Pending:
    text: str
    category: str
    channel: str
    future: asyncio.Future[Acknowledgment]


class IntakePipeline:
    """Batches submissions through governance, the store queue and the database.

    Args:
        governance: Built once per process; its audit sink must be ``audit`` (drained per batch).
        audit: The buffer the governance writes its inbound records to.
        database: The feedback database.
        store: The LightningStore where allowed submissions become rollouts.
        resources_id: The resource version (LLM + prompt) rollouts are queued with.
    """

    def __init__(
        self,
        *,
        governance: Any,
        audit: BufferedAuditSink,
        database: FeedbackDatabase,
        store: Any,
        resources_id: Callable[[], str | None],
        batch_max: int = 32,
        batch_wait_ms: float = 2.0,
    ) -> None:
        self.governance = governance
        self.audit = audit
        self.database = database
        self.store = store
        self._resources_id = resources_id
        self.batch_max = batch_max
        self.batch_wait_s = batch_wait_ms / 1000
        self._queue: asyncio.Queue[_Pending] = asyncio.Queue()
        self._worker: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._worker is None:
            self._worker = asyncio.get_running_loop().create_task(self._run(), name="intake-batcher")

    async def stop(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            try:
                await self._worker
            except asyncio.CancelledError:
                pass
            self._worker = None

    def validate(self, text: str) -> str:
        """The text if governance can analyse it; raises ``InvalidSubmission`` (with a safe reason) if not."""
        return self.governance.validate(text)

    async def submit(self, text: str, *, category: str = "general", channel: str = "api") -> Acknowledgment:
        """Govern, record and (if allowed) queue one validated submission; returns once it is stored."""
        if self._worker is None:
            raise RuntimeError("intake pipeline is not started")
        future: asyncio.Future[Acknowledgment] = asyncio.get_running_loop().create_future()
        await self._queue.put(_Pending(text, category, channel, future))
        return await future

    async def _run(self) -> None:
        while True:
            batch = [await self._queue.get()]
            if self.batch_wait_s > 0 and self._queue.qsize() < self.batch_max - 1:
                await asyncio.sleep(self.batch_wait_s)  # let concurrent requests join this batch
            while len(batch) < self.batch_max and not self._queue.empty():
                batch.append(self._queue.get_nowait())
            try:
                acks = await self._process(batch)
            except Exception as error:  # noqa: BLE001 - every waiter must hear about the failure
                logger.error("intake batch of %d failed: %s", len(batch), type(error).__name__)
                for item in batch:
                    if not item.future.done():
                        item.future.set_exception(error)
                continue
            for item, ack in zip(batch, acks):
                if not item.future.done():
                    item.future.set_result(ack)

    async def _process(self, batch: list[_Pending]) -> list[Acknowledgment]:
        ids = [new_reference_id() for _ in batch]
        results: list[InboundResult] = await asyncio.to_thread(
            self.governance.inbound_batch, [item.text for item in batch], subject_ids=ids
        )
        records = self.audit.drain()
        rollout_ids = await self._enqueue(ids, batch, results)
        rows = [
            _submission_row(ref, item, result, rollout_ids.get(ref)) for ref, item, result in zip(ids, batch, results)
        ]
        await asyncio.to_thread(self._write, rows, records)
        for row in rows:
            logger.info("intake %s: %s via %s, pii=%s", row.id, row.decision, row.channel, row.pii_types)
        return [Acknowledgment(ref) for ref in ids]

    async def _enqueue(self, ids: list[str], batch: list[_Pending], results: list[InboundResult]) -> dict[str, str]:
        from agentlightning.types import EnqueueRolloutRequest

        resources_id = self._resources_id()
        requests: list[tuple[str, Any]] = []
        for ref, item, result in zip(ids, batch, results):
            if result.decision != Decision.ALLOW:
                continue  # escalated ones wait for a human; blocked ones are only recorded
            task = FeedbackTask.from_inbound(ref, result, category=item.category)
            request = EnqueueRolloutRequest(
                input=task.model_dump(mode="json"),
                mode="test",
                resources_id=resources_id,
                metadata={"submission_id": ref, "source": "intake", "channel": item.channel},
            )
            requests.append((ref, request))
        if not requests:
            return {}
        rollouts = await self.store.enqueue_many_rollouts([request for _, request in requests])
        return {ref: rollout.rollout_id for (ref, _), rollout in zip(requests, rollouts)}

    def _write(self, rows: list[Submission], records: list[Any]) -> None:
        with self.database.session() as session:
            session.add_all(rows)
            session.add_all([audit_entry(record) for record in records])


def _submission_row(ref: str, item: _Pending, result: InboundResult, rollout_id: str | None) -> Submission:
    return Submission(
        id=ref,
        channel=item.channel,
        category=item.category,
        redacted_text=result.redacted_text,
        pii_types=result.pii_types,
        sentiment_label=result.sentiment.label,
        sentiment_score=result.sentiment.score,
        decision=result.decision.value,
        rules=[hit.rule_id for hit in result.rules],
        rule_evidence=[hit.model_dump(mode="json") for hit in result.rules],
        status=_STATUS_BY_DECISION[result.decision],
        rollout_id=rollout_id,
    )
