"""APO prompt optimization runs end to end against the embedded endpoint (a tiny beam; plumbing, not quality)."""

from __future__ import annotations

import json
from pathlib import Path


def test_apo_optimizes_the_template_and_reports_before_after(home: Path) -> None:
    from tractatus_feedback.settings import get_settings
    from tractatus_feedback.training.apo import APOConfig, run_apo

    config = APOConfig(beam_rounds=1, beam_width=1, branch_factor=1, gradient_batch_size=1, val_batch_size=2, max_tokens=32)
    run_dir, report = run_apo(get_settings(), runners=2, config=config, limit=2, train_limit=2)

    assert report.algorithm == "apo"
    assert report.before.n_drafted == 2
    assert report.after is not None and report.after.n_tasks == 2
    assert report.resources["baseline"] != report.resources["final"] or report.extra["best_template"]
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["algorithm"] == "apo" and summary["before"]["mean_reward"] is not None
    assert (run_dir / "prompt_template.txt").read_text().strip()
    assert "| figure | before | after |" in (run_dir / "report.md").read_text()
