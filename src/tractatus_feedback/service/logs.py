"""Structured logs: one JSON object per line, for log shippers. Messages carry ids, rule ids and PII types only."""

from __future__ import annotations

import json
import logging
from datetime import datetime, timezone

__all__ = ["JsonFormatter", "use_json_logs"]


class JsonFormatter(logging.Formatter):
    """``{"at", "level", "logger", "message"}`` plus ``error`` (the exception type only: a message may quote input)."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "at": datetime.fromtimestamp(record.created, timezone.utc).isoformat(),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "process": record.process,
        }
        if record.exc_info and record.exc_info[0] is not None:
            entry["error"] = record.exc_info[0].__name__
        return json.dumps(entry, ensure_ascii=False)


def use_json_logs() -> None:
    """Switch every handler of the root logger to JSON lines."""
    formatter = JsonFormatter()
    for handler in logging.getLogger().handlers:
        handler.setFormatter(formatter)
