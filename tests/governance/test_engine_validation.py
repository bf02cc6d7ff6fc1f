"""Bad input is refused with a typed error and a clear reason, before any analysis."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.audit import MemoryAuditSink
from tractatus_feedback.governance.engine import Governance
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.validation import InvalidSubmission, validate_text


@pytest.mark.parametrize(
    "text,reason",
    [
        ("", "text is empty"),
        ("   \n\t ", "text is empty"),
        ("x" * 51, "text is too long (51 characters, limit 50)"),
        ("hello\x00world", "text contains binary or control characters"),
        ("PK\x03\x04\x14\x00binary", "text contains binary or control characters"),
        (b"caf\xe9 au lait", "text is not valid UTF-8"),
        ("bad \ud800 surrogate", "text is not valid UTF-8 (lone surrogate)"),
        (42, "text must be a string, not int"),
    ],
)
def test_invalid_text_is_refused_with_its_reason(text: object, reason: str) -> None:
    with pytest.raises(InvalidSubmission) as caught:
        validate_text(text, max_chars=50)  # type: ignore[arg-type]
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)


def test_valid_text_and_utf8_bytes_pass() -> None:
    assert validate_text("Tabs\tand\nnewlines are fine, so is ünïcödé 🙂", max_chars=100).startswith("Tabs")
    assert validate_text("café".encode(), max_chars=10) == "café"


def test_inbound_refuses_before_analysis_and_audits_nothing(pii_detector: PiiDetector) -> None:
    sink = MemoryAuditSink()
    governance = Governance(detector=pii_detector, audit=sink)
    with pytest.raises(InvalidSubmission):
        governance.inbound("   ")
    with pytest.raises(InvalidSubmission):
        governance.inbound_batch(["fine", "x" * (governance.settings.governance.max_text_chars + 1)])
    assert sink.records == []
