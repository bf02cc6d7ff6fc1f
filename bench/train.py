"""Prints training figures per batch shape: seconds per iteration split into generation, forward/backward
and store time, peak memory, and the held-out reward gain per CPU-minute.

Each shape is one complete one-click run (baseline -> GRPO -> final evaluation, 2 runners, the real
store, model and governance) with the same budget, in a temporary home so nothing is left behind.
CPU minutes are this process and its children (runners, the embedded endpoint), user + system.
Figures from a machine shared with other work are pessimistic; the load average is printed with them.

Usage: ``.venv/bin/python bench/train.py [--shapes 2x8 4x4] [--budget 720] [--limit N]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import tempfile
import time
from pathlib import Path


def cpu_seconds() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def peak_rss_mb() -> tuple[float, float]:
    """Peak resident memory of this process (the trainer) and of the largest child, in MB."""
    return (
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
    )


def run_shape(tasks: int, drafts: int, budget: float, limit: int | None, runners: int) -> dict[str, float]:
    from tractatus_feedback.cli.train import grpo_config
    from tractatus_feedback.settings import get_settings
    from tractatus_feedback.training.oneclick import run_oneclick
    from tractatus_feedback.training.report import training_summary

    settings = get_settings()
    # Everything but the batch shape as the one-click run has it (learning rate, KL, LoRA layers...).
    config = grpo_config(settings, argparse.Namespace(tasks=tasks, drafts=drafts))
    cpu_before, started = cpu_seconds(), time.monotonic()
    result = run_oneclick(settings, runners=runners, config=config, budget_s=budget, limit=limit, label=f"bench-{tasks}x{drafts}")
    cpu_minutes = (cpu_seconds() - cpu_before) / 60
    summary = training_summary(result.report)
    logs = result.report.iterations

    def mean(name: str) -> float:
        return statistics.fmean(getattr(log, name) for log in logs) if logs else float("nan")

    trainer_mb, child_mb = peak_rss_mb()
    return {
        "iterations": len(logs),
        "generation_s": mean("generation_s"),
        "forward_backward_s": mean("update_s"),
        "store_s": mean("store_s") + mean("publish_s"),
        "iteration_s": statistics.fmean(log.seconds for log in logs) if logs else float("nan"),
        "peak_trainer_mb": trainer_mb,
        "peak_child_mb": child_mb,
        "gain": summary["gain"] or 0.0,
        "gain_ci95_low": summary["gain_ci95_low"] or 0.0,
        "cpu_minutes": cpu_minutes,
        "gain_per_cpu_minute": (summary["gain"] or 0.0) / cpu_minutes if cpu_minutes else float("nan"),
        "wall_s": time.monotonic() - started,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shapes", nargs="+", default=["2x8", "4x4"], help="TASKSxDRAFTS per iteration")
    parser.add_argument("--budget", type=float, default=720.0, help="seconds per one-click run")
    parser.add_argument("--limit", type=int, default=None, help="validation tasks (default: all)")
    parser.add_argument("--runners", type=int, default=2)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="tractatus-bench-train-"))
    os.environ["TRACTATUS_FEEDBACK_HOME"] = str(home)
    print(f"home {home}; load average at start {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    columns = ("iterations", "generation_s", "forward_backward_s", "store_s", "iteration_s", "peak_trainer_mb",
               "peak_child_mb", "gain", "gain_ci95_low", "cpu_minutes", "gain_per_cpu_minute", "wall_s")
    print("shape  " + " ".join(f"{c:>19}" for c in columns))
    for shape in args.shapes:
        tasks, drafts = (int(part) for part in shape.split("x"))
        figures = run_shape(tasks, drafts, args.budget, args.limit, args.runners)
        print(f"{shape:6} " + " ".join(f"{figures[c]:>19.3f}" for c in columns), flush=True)
    print(f"load average at end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
