"""The shipped adversarial suite: reproducible, big enough, and governance meets issue 7's targets on it.

Only the ``test`` split is run here; the ``holdout`` split is kept out of every test on purpose.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tractatus_feedback.data.adversarial import CLASSES, dumps, generate, load_adversarial, shipped_adversarial_path
from tractatus_feedback.governance import Governance
from tractatus_feedback.governance.adversarial import AdversarialReport, failures, masked_characters, score
from tractatus_feedback.governance.audit import MemoryAuditSink
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.types import PiiSpan


def test_shipped_file_is_the_generator_output() -> None:
    assert shipped_adversarial_path().read_text(encoding="utf-8") == dumps(generate())


def test_suite_size_classes_and_splits() -> None:
    cases = load_adversarial("all")
    counts = Counter(case.class_ for case in cases)
    assert len(cases) >= 200 and set(counts) == set(CLASSES)
    assert all(counts[name] >= (60 if name == "ordinary" else 30) for name in CLASSES)
    assert len({case.id for case in cases}) == len(cases)
    for name in CLASSES:
        holdout = sum(c.split == "holdout" for c in cases if c.class_ == name)
        assert 0.25 <= holdout / counts[name] <= 0.4
    for case in cases:
        assert all(value.value in case.text for value in case.pii)
        assert bool(case.pii) == (case.class_ == "obfuscated_pii")


def test_masked_characters_counts_alphanumerics_inside_spans() -> None:
    text = "mail jo at x dot io now"
    spans = [PiiSpan(start=5, end=12, type="EMAIL_ADDRESS")]  # "jo at x" masked, "dot io" left
    assert masked_characters(text, "jo at x dot io", spans) == (5, 10)


@pytest.fixture(scope="module")
def test_report(pii_detector: PiiDetector) -> AdversarialReport:
    cases = load_adversarial("test")
    governance = Governance(detector=pii_detector, audit=MemoryAuditSink())
    return score("test", cases, governance.inbound_batch([case.text for case in cases]))


def test_governance_meets_the_targets_on_the_test_split(test_report: AdversarialReport) -> None:
    assert failures(test_report) == []
    assert {c.name for c in test_report.classes} == set(CLASSES)


def test_eval_command_prints_every_class_and_passes(capsys: pytest.CaptureFixture[str]) -> None:
    from tractatus_feedback.cli import main

    assert main(["eval", "adversarial", "--split", "test"]) == 0
    table = capsys.readouterr().out
    assert "targets: all met" in table
    assert all(name in table for name in CLASSES)
