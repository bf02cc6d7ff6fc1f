"""``tractatus-feedback data``: generate writes JSONL that round-trips, show prints the counts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tractatus_feedback.cli import main
from tractatus_feedback.data import generate, read_jsonl


def test_generate_to_file_round_trips(tmp_path: Path) -> None:
    out = tmp_path / "sets" / "big.jsonl"
    assert main(["data", "generate", "--n", "30", "--seed", "5", "--out", str(out)]) == 0
    assert read_jsonl(out) == generate(30, 5)


def test_generate_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["data", "generate", "--n", "3", "--seed", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line)["id"] for line in lines] == [e.id for e in generate(3, 0)]


def test_show_counts_the_shipped_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["data", "show"]) == 0
    out = capsys.readouterr().out
    assert "100 examples" in out and "values_question" in out and "ESCALATE=10" in out


def test_show_rejects_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["data", "show", "--file", str(tmp_path / "nope.jsonl")]) == 2
    assert "no such file" in capsys.readouterr().err
