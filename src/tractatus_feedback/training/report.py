"""Run directories: the evaluation tables as JSON and Markdown that people and scripts both read.

Layout of ``<home>/runs/<run_id>/``: ``summary.json`` (machine-readable), ``report.md`` (for people),
and whatever the run adds (plots, adapters, drafts).
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from tractatus_feedback.training.metrics import EvaluationSummary, paired_bootstrap_gain
from tractatus_feedback.training.rollouts import FinishedRollout

__all__ = [
    "TrainingReport",
    "drafts_before_after",
    "evaluation_table",
    "new_run_dir",
    "plot_reward_curve",
    "training_summary",
    "write_json",
    "write_training_report",
]

logger = logging.getLogger(__name__)


def new_run_dir(runs_dir: Path, label: str = "") -> Path:
    """A fresh, sortable run directory: ``20261130-121500[-label]``."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    run_dir = runs_dir / (f"{stamp}-{label}" if label else stamp)
    suffix = 1
    while run_dir.exists():
        suffix += 1
        run_dir = runs_dir / f"{stamp}-{label or 'run'}-{suffix}"
    run_dir.mkdir(parents=True)
    return run_dir


def write_json(path: Path, payload: Any) -> None:
    path.write_text(json.dumps(payload, indent=2, sort_keys=True, default=str) + "\n")


def evaluation_table(columns: dict[str, EvaluationSummary]) -> str:
    """A Markdown table with one column per evaluation (e.g. before / after), one row per figure."""
    names = list(columns)
    summaries = list(columns.values())
    components = sorted({name for summary in summaries for name in summary.components} - {"total"})
    header = "| figure | " + " | ".join(names) + " |\n|---|" + "---:|" * len(names) + "\n"
    rows: list[tuple[str, list[str]]] = [
        ("mean total reward (± sd)", [_mean_sd(summary, "total") for summary in summaries]),
        *[(f"  {name}", [_mean_sd(summary, name) for summary in summaries]) for name in components],
        ("drafts / (tasks x drafts per task)",
         [f"{summary.n_drafted} / ({summary.n_tasks} x {summary.drafts_per_task})" for summary in summaries]),
        ("failed rollouts", [str(summary.n_failed) for summary in summaries]),
        ("governance violations (unsendable drafts)", [str(summary.violations) for summary in summaries]),
        ("  first drafts blocked (then redrafted)", [str(summary.first_attempt_violations) for summary in summaries]),
        ("first-draft reward (blocked ones at the floor)",
         [f"{summary.first_attempt_mean_reward:.3f}" for summary in summaries]),
        ("escalated to a human (not drafted)", [str(summary.escalations) for summary in summaries]),
        ("blocked (not drafted)", [str(summary.blocked) for summary in summaries]),
        ("keyword-stuffing rate", [f"{summary.keyword_stuffing_rate:.2f}" for summary in summaries]),
        ("verbatim-copy rate", [f"{summary.verbatim_copy_rate:.2f}" for summary in summaries]),
        ("apology-to-praise rate", [f"{summary.apology_to_praise_rate:.2f}" for summary in summaries]),
        ("condolence rate", [f"{summary.condolence_rate:.2f}" for summary in summaries]),
    ]
    return header + "".join(f"| {label} | " + " | ".join(cells) + " |\n" for label, cells in rows)


def _mean_sd(summary: EvaluationSummary, component: str) -> str:
    stats = summary.components.get(component)
    return f"{stats.mean:.3f} ± {stats.std:.3f}" if stats else "n/a"


@dataclass
class TrainingReport:
    """Everything a training run reports; ``write_training_report`` turns it into the run directory."""

    run_id: str
    algorithm: str
    config: Any  # a dataclass (GRPOConfig...) or a dict
    runners: int
    before: EvaluationSummary
    after: EvaluationSummary | None
    before_rollouts: Sequence[FinishedRollout] = ()
    after_rollouts: Sequence[FinishedRollout] = ()
    iterations: Sequence[Any] = ()  # IterationLog-like dataclasses with iteration/mean_reward/violations
    resources: dict[str, str] = field(default_factory=dict)
    phase_seconds: dict[str, float] = field(default_factory=dict)
    adapter_dir: Path | None = None
    adapter_norm_before: float | None = None
    adapter_norm_after: float | None = None
    wall_seconds: float = 0.0
    governance_decision_mismatches: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


def _as_plain(value: Any) -> Any:
    return dataclasses.asdict(value) if dataclasses.is_dataclass(value) and not isinstance(value, type) else value


def training_summary(report: TrainingReport) -> dict[str, Any]:
    """The machine-readable ``summary.json``: the headline figures first, the details after."""
    after = report.after
    gain = paired_bootstrap_gain(report.before.rewards_by_task, after.rewards_by_task) if after else None
    first_attempt_gain = (
        paired_bootstrap_gain(report.before.first_attempt_rewards_by_task, after.first_attempt_rewards_by_task)
        if after
        else None
    )
    component_change = (
        {
            name: after.components[name].mean - stats.mean
            for name, stats in report.before.components.items()
            if name in after.components
        }
        if after
        else {}
    )
    component_ci95 = (
        {
            name: [estimate.ci95_low, estimate.ci95_high]
            for name, by_task in report.before.components_by_task.items()
            if name in after.components_by_task
            for estimate in [paired_bootstrap_gain(by_task, after.components_by_task[name])]
        }
        if after
        else {}
    )
    return {
        "run_id": report.run_id,
        "algorithm": report.algorithm,
        "before": {"mean_reward": report.before.mean_reward, **_brief(report.before)},
        "after": {"mean_reward": after.mean_reward, **_brief(after)} if after else None,
        "gain": gain.mean if gain else None,
        "gain_ci95_low": gain.ci95_low if gain else None,
        "gain_ci95_high": gain.ci95_high if gain else None,
        "gain_pairs": gain.n_pairs if gain else 0,
        "first_attempt_gain": first_attempt_gain.mean if first_attempt_gain else None,
        "first_attempt_gain_ci95_low": first_attempt_gain.ci95_low if first_attempt_gain else None,
        "first_attempt_gain_ci95_high": first_attempt_gain.ci95_high if first_attempt_gain else None,
        "component_change": component_change,
        "component_change_ci95": component_ci95,
        "largest_component_drop": min(component_change.values(), default=0.0),
        "violations_before": report.before.violations,
        "violations_after": after.violations if after else None,
        "first_attempt_violations_before": report.before.first_attempt_violations,
        "first_attempt_violations_after": after.first_attempt_violations if after else None,
        "violations_during_training": sum(getattr(log, "violations", 0) for log in report.iterations),
        "keyword_stuffing_rate_before": report.before.keyword_stuffing_rate,
        "keyword_stuffing_rate_after": after.keyword_stuffing_rate if after else None,
        "verbatim_copy_rate_before": report.before.verbatim_copy_rate,
        "verbatim_copy_rate_after": after.verbatim_copy_rate if after else None,
        "apology_to_praise_rate_before": report.before.apology_to_praise_rate,
        "apology_to_praise_rate_after": after.apology_to_praise_rate if after else None,
        "condolence_rate_before": report.before.condolence_rate,
        "condolence_rate_after": after.condolence_rate if after else None,
        "iterations": len(report.iterations),
        "wall_seconds": report.wall_seconds,
        "phase_seconds": report.phase_seconds,
        "runners": report.runners,
        "resources": report.resources,
        "adapter": str(report.adapter_dir) if report.adapter_dir else None,
        "adapter_norm_before": report.adapter_norm_before,
        "adapter_norm_after": report.adapter_norm_after,
        "config": _as_plain(report.config),
        "governance_decision_mismatches": report.governance_decision_mismatches,
        **report.extra,
    }


def _brief(summary: EvaluationSummary) -> dict[str, Any]:
    return {
        "first_attempt_mean_reward": summary.first_attempt_mean_reward,
        "components": {name: stats.mean for name, stats in summary.components.items()},
        "violations": summary.violations,
        "n_drafted": summary.n_drafted,
        "n_tasks": summary.n_tasks,
        "drafts_per_task": summary.drafts_per_task,
        "n_failed": summary.n_failed,
    }


def drafts_before_after(
    before: Sequence[FinishedRollout], after: Sequence[FinishedRollout], n: int = 6
) -> list[dict[str, Any]]:
    """Drafts for the same tasks before and after training, first ``n`` task ids in sorted order.

    With several evaluation drafts per task, the first drafted one of each side stands for the task.
    """
    by_task_after: dict[str, FinishedRollout] = {}
    for item in after:
        if item.outcome.draft is not None:
            by_task_after.setdefault(item.task.task_id, item)
    pairs: list[dict[str, Any]] = []
    for item in sorted(before, key=lambda item: item.task.task_id):
        other = by_task_after.get(item.task.task_id)
        if other is None or item.outcome.draft is None or any(p["task_id"] == item.task.task_id for p in pairs):
            continue
        pairs.append({
            "task_id": item.task.task_id,
            "feedback": item.task.feedback,
            "before": {"draft": item.outcome.draft, "total": item.outcome.total, "violations": item.outcome.violations},
            "after": {"draft": other.outcome.draft, "total": other.outcome.total, "violations": other.outcome.violations},
        })
        if len(pairs) >= n:
            break
    return pairs


def plot_reward_curve(iterations: Sequence[Any], path: Path, *, before: float | None = None, after: float | None = None) -> Path:
    """Mean training reward and violations per iteration, with the held-out before/after as lines."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axis = plt.subplots(figsize=(7, 4))
    steps = [log.iteration for log in iterations]
    axis.plot(steps, [log.mean_reward for log in iterations], marker="o", label="training drafts: mean reward")
    if before is not None:
        axis.axhline(before, color="grey", linestyle="--", label=f"held-out before ({before:.3f})")
    if after is not None:
        axis.axhline(after, color="green", linestyle="--", label=f"held-out after ({after:.3f})")
    axis.set_xlabel("iteration")
    axis.set_ylabel("mean total reward")
    axis.set_ylim(0, 1)
    violations = axis.twinx()
    violations.bar(steps, [log.violations for log in iterations], alpha=0.25, color="red", label="violations")
    violations.set_ylabel("governance violations (drafts)")
    lines, labels = axis.get_legend_handles_labels()
    bars, bar_labels = violations.get_legend_handles_labels()
    axis.legend(lines + bars, labels + bar_labels, loc="upper left", fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
    return path


def write_training_report(run_dir: Path, report: TrainingReport) -> dict[str, Any]:
    """Write summary.json, the evaluations, the iteration log, the reward curve, drafts and report.md."""
    summary = training_summary(report)
    write_json(run_dir / "summary.json", summary)
    write_json(run_dir / "evaluation_before.json", report.before.model_dump())
    if report.after is not None:
        write_json(run_dir / "evaluation_after.json", report.after.model_dump())
    write_json(run_dir / "iterations.json", [_as_plain(log) for log in report.iterations])
    pairs = drafts_before_after(report.before_rollouts, report.after_rollouts)
    write_json(run_dir / "drafts_before_after.json", pairs)
    if report.iterations:
        plot_reward_curve(
            report.iterations,
            run_dir / "reward_curve.png",
            before=report.before.mean_reward,
            after=report.after.mean_reward if report.after else None,
        )
    columns = {"before": report.before, **({"after": report.after} if report.after else {})}
    lines = [
        f"# Training run {report.run_id} ({report.algorithm})",
        "",
        f"{len(report.iterations)} iterations, {report.runners} runners, {report.wall_seconds:.0f} s wall "
        f"({', '.join(f'{k} {v:.0f} s' for k, v in report.phase_seconds.items())}).",
        "",
        "## Held-out evaluation (validation split)",
        "",
        evaluation_table(columns),
    ]
    if summary["gain"] is not None:
        lines += [
            f"Gain in mean total reward: **{summary['gain']:+.3f}** (paired bootstrap 95% interval "
            f"{summary['gain_ci95_low']:+.3f} to {summary['gain_ci95_high']:+.3f}, {summary['gain_pairs']} tasks). "
            f"The same for the policy's first drafts, redrafted ones at the floor: "
            f"**{summary['first_attempt_gain']:+.3f}** ({summary['first_attempt_gain_ci95_low']:+.3f} to "
            f"{summary['first_attempt_gain_ci95_high']:+.3f}). "
            f"Largest component drop: {summary['largest_component_drop']:+.3f}. "
            f"Violations in training drafts (blocked, floor reward): {summary['violations_during_training']}.",
            "",
            "Component changes (paired bootstrap 95% intervals over tasks): "
            + "; ".join(
                f"{name} {summary['component_change'][name]:+.3f} ({low:+.3f} to {high:+.3f})"
                for name, (low, high) in summary["component_change_ci95"].items()
            )
            + ".",
            "",
        ]
    if report.iterations:
        lines += ["## Training", "", "![reward curve](reward_curve.png)", "", _iteration_table(report.iterations), ""]
    if pairs:
        lines += ["## The same tasks before and after", ""]
        for pair in pairs:
            lines += [
                f"**{pair['task_id']}**: > {pair['feedback']}",
                "",
                f"- before ({_fmt(pair['before']['total'])}): {pair['before']['draft']}".replace("\n", " "),
                f"- after ({_fmt(pair['after']['total'])}): {pair['after']['draft']}".replace("\n", " "),
                "",
            ]
    (run_dir / "report.md").write_text("\n".join(lines) + "\n")
    return summary


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def _iteration_table(iterations: Sequence[Any]) -> str:
    header = "| iteration | mean reward | violations | drafts | generation s | update s | store s | KL |\n|---:|---:|---:|---:|---:|---:|---:|---:|\n"
    return header + "".join(
        f"| {log.iteration} | {log.mean_reward:.3f} | {log.violations} | {log.drafts} | {log.generation_s:.1f} | "
        f"{log.update_s:.1f} | {log.store_s + log.publish_s:.1f} | {log.kl:.4f} |\n"
        for log in iterations
    )
