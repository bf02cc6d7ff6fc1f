"""Structured logs: JSON lines that keep ids and exception types, never exception messages."""

from __future__ import annotations

import json
import logging
import sys

from tractatus_feedback.service.logs import JsonFormatter


def test_json_log_lines_carry_no_exception_text() -> None:
    try:
        raise ValueError("secret text from a visitor")
    except ValueError:
        record = logging.LogRecord("x", logging.ERROR, __file__, 1, "intake %s failed", ("fb-1",), sys.exc_info())
    line = json.loads(JsonFormatter().format(record))
    assert line["message"] == "intake fb-1 failed" and line["error"] == "ValueError" and line["level"] == "ERROR"
    assert "secret" not in json.dumps(line)
