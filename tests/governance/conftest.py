"""Governance test fixtures: the PII analyzer is slow to build, so one is built per test session."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.pii import PiiDetector, get_detector


@pytest.fixture(scope="session")
def pii_detector() -> PiiDetector:
    """The process-wide detector with default settings (built once, shared by every test)."""
    return get_detector()
