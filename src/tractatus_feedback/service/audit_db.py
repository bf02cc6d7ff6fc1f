"""An :class:`AuditSink` that keeps governance and moderator records in the feedback database."""

from __future__ import annotations

import logging
import threading

from tractatus_feedback.governance.types import AuditRecord
from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.models import AuditEntry

__all__ = ["BufferedAuditSink", "DatabaseAuditSink", "audit_entry"]

logger = logging.getLogger(__name__)


def audit_entry(record: AuditRecord) -> AuditEntry:
    """The row for one record: rule ids and PII types only, like the record itself."""
    return AuditEntry(
        id=record.id,
        at=record.at,
        stage=record.stage,
        subject_id=record.subject_id,
        decision=record.decision,
        rules=[hit.rule_id for hit in record.rules],
        pii_types=list(record.pii_types),
        actor=record.actor,
    )


class DatabaseAuditSink:
    """Writes each record in its own short transaction; safe to call from any thread."""

    def __init__(self, database: FeedbackDatabase) -> None:
        self.database = database

    def write(self, record: AuditRecord) -> None:
        with self.database.session() as session:
            session.add(audit_entry(record))


class BufferedAuditSink:
    """Holds records until the caller writes them in its own transaction (intake batches them with rows)."""

    def __init__(self) -> None:
        self._records: list[AuditRecord] = []
        self._lock = threading.Lock()

    def write(self, record: AuditRecord) -> None:
        with self._lock:
            self._records.append(record)

    def drain(self) -> list[AuditRecord]:
        with self._lock:
            records, self._records = self._records, []
        return records
