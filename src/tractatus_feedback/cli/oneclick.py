"""``tractatus-feedback oneclick``: baseline -> GRPO training -> final evaluation on the embedded model."""

from __future__ import annotations

import argparse
import json
import logging

from tractatus_feedback.cli.train import add_grpo_arguments, grpo_config
from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "oneclick", help="evaluate, train (GRPO, LoRA) and re-evaluate the agent on the embedded model"
    )
    parser.add_argument("--runners", type=int, default=None, help="runner processes (default: settings)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N validation tasks")
    parser.add_argument("--train-limit", type=int, default=None, help="only the first N training tasks")
    add_grpo_arguments(parser)
    parser.set_defaults(handler=_oneclick)


def _oneclick(args: argparse.Namespace) -> int:
    from tractatus_feedback.training.oneclick import run_oneclick
    from tractatus_feedback.training.report import evaluation_table, training_summary

    settings = get_settings()
    result = run_oneclick(
        settings,
        runners=args.runners or settings.training.runners,
        config=grpo_config(settings, args),
        budget_s=args.budget or settings.training.time_budget_s,
        limit=args.limit,
        train_limit=args.train_limit,
    )
    report = result.report
    print(evaluation_table({"before": report.before, **({"after": report.after} if report.after else {})}))
    summary = training_summary(report)
    headline_keys = (
        "gain", "gain_ci95_low", "first_attempt_gain", "first_attempt_gain_ci95_low",
        "violations_after", "first_attempt_violations_after", "iterations", "wall_seconds",
    )
    headline = {key: summary[key] for key in headline_keys}
    print(json.dumps(headline, indent=2))
    for failure in (report.after.failures if report.after else []):
        print(f"failed: {failure}")
    print(f"run directory: {result.run_dir}")
    return 0 if result.ok else 1
