"""Test-wide fixtures: every test session gets its own data directory, never the user's."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

import tractatus_feedback  # noqa: F401  (sets the libraries' environment before a test module imports agentlightning)

_SESSION_HOME = Path(tempfile.mkdtemp(prefix="tractatus-test-home-"))
os.environ["TRACTATUS_FEEDBACK_HOME"] = str(_SESSION_HOME)
atexit.register(shutil.rmtree, _SESSION_HOME, ignore_errors=True)

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty data directory for one test, exported as TRACTATUS_FEEDBACK_HOME."""
    monkeypatch.setenv("TRACTATUS_FEEDBACK_HOME", str(tmp_path))
    from tractatus_feedback.settings import get_settings

    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    """Where tests leave screenshots and reports for people to look at."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
