"""``tractatus-feedback rollout``: one submission end to end from the command line, as a user runs it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CANARY_EMAIL = "zq-canary-7731@example.org"


def test_rollout_command_prints_a_governed_scored_draft_without_pii(home: Path) -> None:
    text = f"Hello, I am Priya Raman ({CANARY_EMAIL}). The dataset download link returns a 404 error. Could you check it?"
    completed = subprocess.run(
        [sys.executable, "-m", "tractatus_feedback", "rollout", "--text", text, "--json"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    report = json.loads(completed.stdout)
    assert report["decision"] == "ALLOW"
    assert "EMAIL_ADDRESS" in report["pii_types"]
    assert CANARY_EMAIL not in completed.stdout and CANARY_EMAIL not in completed.stderr
    assert report["status"] == "succeeded" and report["draft"]
    # One request, and one more for each round of redrafting what governance blocked.
    assert report["spans"] >= 4 and report["llm_calls"] == 1 + len(report["redrafted_from"])
    assert {"total", "tone", "acknowledgment", "length"} <= set(report["reward"])
    assert (home / "store.sqlite3").exists(), "the rollout is kept in the persistent store"


def test_rollout_command_does_not_draft_for_escalated_feedback(home: Path) -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "tractatus_feedback", "rollout", "--json",
         "--text", "Should AI systems be allowed to decide who gets a loan? I want your position."],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    report = json.loads(completed.stdout)
    assert report["decision"] == "ESCALATE"
    assert "inbound.values_question" in report["rules"]
    assert "draft" not in report
