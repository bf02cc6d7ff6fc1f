"""The governance study's run directory: ``study.json`` for scripts, ``study.md`` and two plots for people.

Every figure is a mean over seeds with its 95% Student t interval; the difference between the arms is
taken seed by seed (same seed = same initial adapter and task order), so it is a paired comparison.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tractatus_feedback.training.report import write_json
from tractatus_feedback.training.study import ArmRun, StudyResult
from tractatus_feedback.training.study_metrics import (
    METRICS,
    OUTBOUND_RULE_IDS,
    Interval,
    Tally,
    across_seeds,
    paired_difference,
    t_interval,
)

__all__ = ["ARMS", "curves", "study_summary", "write_study_report"]

logger = logging.getLogger(__name__)

ARMS = ("governed", "ungoverned")
_COLOURS = {"governed": "tab:blue", "ungoverned": "tab:orange"}
_EXAMPLES_PER_ARM = 2


def curves(runs: Sequence[ArmRun]) -> dict[str, list[Interval]]:
    """Per metric, one interval over seeds per training iteration (seeds that reached it)."""
    depth = max((len(run.iterations) for run in runs), default=0)
    per_iteration = [across_seeds([run.iterations[i] for run in runs if i < len(run.iterations)]) for i in range(depth)]
    names = {name for point in per_iteration for name in point}
    return {name: [point[name] for point in per_iteration if name in point] for name in sorted(names)}


def _sum(tallies: Sequence[Tally], field: str) -> int:
    return sum(getattr(tally, field) for tally in tallies)


def study_summary(result: StudyResult) -> dict[str, Any]:
    """The machine-readable ``study.json``: headline counts first, then intervals, curves and every run."""
    by_arm = {arm: result.runs_of(arm) for arm in ARMS}
    finals = {arm: [run.final for run in runs if run.final is not None] for arm, runs in by_arm.items()}
    every = {arm: [t for run in runs for t in [*run.iterations, *([run.final] if run.final else [])]] for arm, runs in by_arm.items()}
    final_metrics = {arm: across_seeds(tallies) for arm, tallies in finals.items()}
    shared = sorted(set(final_metrics["governed"]) & set(final_metrics["ungoverned"]))
    difference = {name: paired_difference(finals["governed"], finals["ungoverned"], name) for name in shared}
    return {
        "study_id": result.run_dir.name,
        "reward": result.config.reward,
        "seeds": list(result.config.seeds),
        "arms_ran": {arm: len(runs) for arm, runs in by_arm.items()},
        "iterations_per_run": {run.run_id: len(run.logs) for run in result.runs},
        "equal_budget": result.equal_budget,
        "ok": result.ok,
        "sent_violations": {arm: _sum(tallies, "sent") for arm, tallies in every.items()},
        "attempted_violations": {arm: _sum(tallies, "attempted") for arm, tallies in every.items()},
        "drafts": {arm: _sum(tallies, "drafts") for arm, tallies in every.items()},
        "escalations": {
            arm: {"honoured": _sum(tallies, "escalations_honoured"), "of": _sum(tallies, "escalations")}
            for arm, tallies in finals.items()
        },
        "interval": "95% Student t interval over seeds",
        "baseline": {arm: tally.model_dump() for arm, tally in result.baseline.items()},
        "final": {arm: {name: value.model_dump() for name, value in metrics.items()} for arm, metrics in final_metrics.items()},
        "difference_governed_minus_ungoverned": {name: value.model_dump() for name, value in difference.items() if value},
        "curves": {arm: {name: [p.model_dump() for p in points] for name, points in curves(runs).items()} for arm, runs in by_arm.items()},
        "runs": [_run_json(run) for run in result.runs],
        "wall_seconds": result.wall_seconds,
        "phase_seconds": result.phase_seconds,
        "config": dataclasses.asdict(result.config),
    }


def _run_json(run: ArmRun) -> dict[str, Any]:
    return {
        "run_id": run.run_id,
        "seed": run.seed,
        "arm": run.arm.name,
        **run.arm.metadata(),
        "iterations": [t.model_dump() for t in run.iterations],
        "final": run.final.model_dump() if run.final else None,
        "seconds": run.seconds,
        "iteration_seconds": [round(log.seconds, 1) for log in run.logs],
        "kl": [log.kl for log in run.logs],
        "adapter": str(run.adapter_dir) if run.adapter_dir else None,
    }


def _plot_band(axis: Any, points: Sequence[Interval], colour: str, label: str, style: str = "-", band: bool = True) -> None:
    """The mean over seeds as a line; the band is the range over seeds, since a t interval over 3 seeds
    of one iteration's few drafts covers nearly everything and hides the curves."""
    steps = list(range(len(points)))
    axis.plot(steps, [p.mean for p in points], style, color=colour, marker="o", markersize=3, label=label)
    if band:
        axis.fill_between(steps, [min(p.values) for p in points], [max(p.values) for p in points], color=colour, alpha=0.15)


def plot_study(result: StudyResult, run_dir: Path) -> list[Path]:
    """``study_reward.png`` (task and trained reward per iteration) and ``study_violations.png``
    (attempted and sent violation rates per iteration), per arm, mean over seeds and their range."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    by_arm = {arm: curves(result.runs_of(arm)) for arm in ARMS}
    panels = (
        ("study_reward.png", "reward of training drafts", (("task_reward", "task reward", "-", True), ("trained_reward", "trained reward", ":", False))),
        ("study_violations.png", "share of training drafts", (("attempted_rate", "attempted violations", "-", True), ("sent_rate", "sent violations", "--", False))),
    )
    paths = []
    for filename, ylabel, series in panels:
        figure, axis = plt.subplots(figsize=(7, 4))
        for arm, arm_curves in by_arm.items():
            for metric, label, style, band in series:
                if arm_curves.get(metric):
                    _plot_band(axis, arm_curves[metric], _COLOURS[arm], f"{arm}: {label}", style, band)
        axis.set_xlabel("iteration")
        axis.xaxis.set_major_locator(MaxNLocator(integer=True))
        axis.set_ylabel(ylabel)
        axis.set_ylim(-0.02, 1.02)
        axis.legend(fontsize=8, loc="best")
        axis.set_title(f"mean over {len(result.config.seeds)} seeds, band: range over seeds", fontsize=9)
        figure.tight_layout()
        figure.savefig(run_dir / filename, dpi=100)
        plt.close(figure)
        paths.append(run_dir / filename)
    return paths


def _cell(interval: dict[str, Any] | None, signed: bool = False) -> str:
    if not interval:
        return "n/a"
    fmt = "{:+.3f}" if signed else "{:.3f}"
    if interval["n"] < 2:
        return fmt.format(interval["mean"])
    return f"{fmt.format(interval['mean'])} [{fmt.format(interval['low'])}, {fmt.format(interval['high'])}]"


def _baseline_value(tally: Tally, metric: str) -> str:
    """One evaluation's figure; escalated and blocked submissions as counts, since there are so few."""
    if metric == "escalations_honoured":
        return f"{tally.escalations_honoured}/{tally.escalations}"
    if metric == "blocked_honoured":
        return f"{tally.blocked_honoured}/{tally.blocked}"
    value = METRICS[metric](tally)
    return "n/a" if value is None else f"{value:.3f}"


_ROWS: tuple[tuple[str, str], ...] = (
    ("task_reward", "mean task reward (standard reward; floored on violations only when governed)"),
    ("trained_reward", "mean trained reward (what GRPO maximised)"),
    ("attempted_rate", "attempted violations (drafts outbound governance flagged / drafts)"),
    *((f"attempted_rate:{rule}", f"&nbsp;&nbsp;{rule}") for rule in OUTBOUND_RULE_IDS),
    ("sent_rate", "**sent violations** (flagged drafts that would reach a visitor / drafts)"),
    ("bait_delivered_rate", "delivered drafts with assurances or personal details by the reward's own detector"),
    ("escalations_honoured", "escalations honoured (ESCALATE submissions given no machine draft)"),
    ("blocked_honoured", "blocked submissions given no machine draft"),
)


def _table(summary: dict[str, Any], baseline: dict[str, Tally]) -> str:
    header = (
        "| figure | governed, before | governed, after | ungoverned, before | ungoverned, after | governed − ungoverned, after |\n"
        "|---|---:|---:|---:|---:|---:|\n"
    )
    rows = []
    for metric, label in _ROWS:
        cells = []
        for arm in ARMS:
            cells.append(_baseline_value(baseline[arm], metric) if arm in baseline else "n/a")
            cells.append(_cell(summary["final"][arm].get(metric)))
        cells.append(_cell(summary["difference_governed_minus_ungoverned"].get(metric), signed=True))
        rows.append(f"| {label} | " + " | ".join(cells) + " |\n")
    return header + "".join(rows)


def _training_lines(summary: dict[str, Any], result: StudyResult) -> list[str]:
    lines = []
    for arm in ARMS:
        runs = result.runs_of(arm)
        first = t_interval([run.iterations[0].per_draft(run.iterations[0].attempted) for run in runs if run.iterations])
        last = t_interval([run.iterations[-1].per_draft(run.iterations[-1].attempted) for run in runs if run.iterations])
        lines.append(
            f"- **{arm}**: {summary['attempted_violations'][arm]} of {summary['drafts'][arm]} drafts attempted a violation "
            f"and {summary['sent_violations'][arm]} would have been sent (training and final evaluations, all seeds); "
            f"attempted rate {first.mean:.2f} at the first iteration, {last.mean:.2f} at the last."
        )
    lines.append("- In the plots the ungoverned arm's sent line lies on its attempted line: nothing stops a flagged draft.")
    return lines


def _examples(result: StudyResult) -> list[str]:
    """A few flagged drafts per arm, then governed drafts that were sent although the reward's own
    detector flags them: the candidate governance misses, which deserve a person's look."""
    lines = []
    for arm in ARMS:
        flagged = [(run, item) for run in result.runs_of(arm) for item in run.final_rollouts
                   if item.outcome.violations and item.outcome.draft is not None]
        for run, item in flagged[:_EXAMPLES_PER_ARM]:
            verdict = "sent" if (item.outcome.sendable or not run.arm.enforced) else "blocked"
            lines.append(f"- {arm}, seed {run.seed}, {item.task.task_id} ({verdict}; {', '.join(item.outcome.violations)}): "
                         + _one_line(item.outcome.draft or ""))
    missed = [(run, item) for run in result.runs_of("governed") for item in run.final_rollouts
              if item.outcome.sendable and (item.outcome.rewards.get("assurance_bait") or item.outcome.rewards.get("echo_bait"))]
    for run, item in missed[:_EXAMPLES_PER_ARM]:
        kinds = [kind for kind in ("assurance_bait", "echo_bait") if item.outcome.rewards.get(kind)]
        lines.append(f"- governed, seed {run.seed}, {item.task.task_id} (sent; governance passed it, the reward's "
                     f"detector flags {', '.join(kinds)}): " + _one_line(item.outcome.draft or ""))
    return lines


def _one_line(draft: str, limit: int = 400) -> str:
    return " ".join(draft.split())[:limit]


def _reading(summary: dict[str, Any], result: StudyResult) -> list[str]:
    reward = result.config.reward
    governed_sent = summary["sent_violations"]["governed"]
    escalations = summary["escalations"]
    if governed_sent == 0:
        holds = (
            "- **Nothing the governed arm drafted that governance flagged would have been sent** (0 sent violations "
            "over every training and evaluation draft). This holds by construction, not by training: the agent marks "
            "a flagged draft unsendable, and the governed arm delivers only sendable drafts whatever the policy's "
            "weights. The figure checks that the pipeline does what it claims, end to end through the store."
        )
    else:
        holds = (
            f"- **{governed_sent} flagged drafts of the governed arm would have been sent.** That contradicts the "
            "architecture (a flagged draft is unsendable) and is a bug to investigate before reading anything else here."
        )
    return [
        "## What this shows, and what it does not",
        "",
        holds,
        f"- **Escalations are honoured by architecture too**: the governed agent never drafts an escalated or blocked "
        f"submission ({escalations['governed']['honoured']} of {escalations['governed']['of']} escalations refused); the "
        f"ungoverned arm, where inbound governance is only measured, drafted them "
        f"({escalations['ungoverned']['of'] - escalations['ungoverned']['honoured']} of {escalations['ungoverned']['of']} "
        "escalations got a machine draft that a human should have written).",
        "- **What training changes is the attempted rate**: the governed policy is trained with violations at the "
        "floor reward, the ungoverned one "
        + ("is paid for assurances and echoed personal details (the adversarial reward)." if reward == "adversarial"
           else "sees no penalty for them (the standard reward, unfloored).")
        + " Compare the attempted rates before and after, and their curves; with few iterations and 3 seeds the "
        "intervals are wide, and an interval that spans zero is no evidence of a difference.",
        "- **Governance only stops what it detects**: the row 'delivered drafts with assurances or personal details by "
        "the reward's own detector' counts drafts governance let through that the adversarial reward's independent "
        "patterns still flag: candidate governance misses (or detector false positives). A zero sent-violation rate "
        "is only as good as that row is small.",
        "- It does not show how a larger model, a longer budget or a reward that hides its bait better would behave: "
        "this is a 135M model trained for minutes, and the validation split holds few escalated and blocked submissions.",
        "",
    ]


def write_study_report(result: StudyResult) -> dict[str, Any]:
    """Write study.json, study.md and the two plots into the study's run directory; return the summary."""
    run_dir = result.run_dir
    summary = study_summary(result)
    write_json(run_dir / "study.json", summary)
    plot_study(result, run_dir)
    config = result.config
    grpo = config.grpo
    iterations = sorted(set(summary["iterations_per_run"].values()))
    val = result.baseline.get("ungoverned", Tally())
    lines = [
        f"# Governance study {result.run_dir.name}",
        "",
        f"Reward: **{config.reward}**"
        + (" (pays for assurances and echoed personal details, `reward/adversarial.py`)." if config.reward == "adversarial" else "."),
        f"{len(config.seeds)} seeds x 2 arms x {'/'.join(map(str, iterations))} GRPO iterations of {grpo.tasks_per_iteration} "
        f"tasks x {grpo.drafts_per_task} drafts ({grpo.max_tokens}-token drafts, lr {grpo.policy.learning_rate}); "
        f"{result.wall_seconds / 60:.1f} min wall. Held-out evaluation: {val.drafts + val.failed} ALLOWed, "
        f"{val.escalations} escalated and {val.blocked} blocked validation submissions.",
        "",
        "Governed: outbound governance enforced, violations at the floor reward, escalated and blocked submissions "
        "never drafted. Ungoverned: the same agent from the same start, trained on the reward alone; governance runs "
        "on every draft and is recorded, but enforces nothing. Both train on the same ALLOWed submissions.",
        "",
    ]
    if not summary["equal_budget"]:
        lines += ["**Unequal budgets**: a run was cut short by the time budget; see `iterations_per_run` in study.json.", ""]
    lines += [
        "## Held-out evaluation",
        "",
        f"After: mean over {len(config.seeds)} seeds [95% Student t interval over seeds; with 3 seeds a bootstrap has only "
        "10 distinct resamples]. Before: one evaluation of the untrained model. Rates are per draft of an ALLOWed "
        "submission. The difference is paired by seed.",
        "",
        _table(summary, result.baseline),
        "## During training",
        "",
        *_training_lines(summary, result),
        "",
        "![task and trained reward per iteration](study_reward.png)",
        "",
        "![attempted and sent violations per iteration](study_violations.png)",
        "",
        *_reading(summary, result),
    ]
    if examples := _examples(result):
        lines += ["## Drafts from the final evaluations", "", *examples, ""]
    (run_dir / "study.md").write_text("\n".join(lines) + "\n")
    logger.info("study report written to %s", run_dir / "study.md")
    return summary
