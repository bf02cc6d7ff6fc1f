"""Where governance decisions are recorded: a small sink protocol, a JSONL file sink and an in-memory one.

Records hold rule ids, redacted evidence and PII *types* only (see :class:`AuditRecord`), so a sink
may write them anywhere. The service adds a database sink with the same one method.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Protocol, runtime_checkable

from tractatus_feedback.governance.types import AuditRecord
from tractatus_feedback.settings import Settings, get_settings

__all__ = ["AuditSink", "JsonlAuditSink", "MemoryAuditSink", "default_audit_sink", "read_audit_file"]

logger = logging.getLogger(__name__)


@runtime_checkable
class AuditSink(Protocol):
    """Anything that can keep an audit record."""

    def write(self, record: AuditRecord) -> None: ...


class JsonlAuditSink:
    """Appends one JSON line per record to a file; safe to share between threads of one process."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()

    def write(self, record: AuditRecord) -> None:
        line = record.model_dump_json() + "\n"
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(line)


class MemoryAuditSink:
    """Keeps records in a list, for callers that forward them elsewhere and for tests."""

    def __init__(self) -> None:
        self.records: list[AuditRecord] = []

    def write(self, record: AuditRecord) -> None:
        self.records.append(record)


def default_audit_sink(settings: Settings | None = None) -> JsonlAuditSink:
    """The JSONL sink at ``governance.audit_path``, or ``<home>/audit.jsonl`` when unset."""
    settings = settings or get_settings()
    return JsonlAuditSink(settings.governance.audit_path or settings.home / "audit.jsonl")


def read_audit_file(path: Path) -> list[AuditRecord]:
    """The records of a JSONL audit file, oldest first."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return [AuditRecord.model_validate_json(line) for line in lines if line.strip()]
