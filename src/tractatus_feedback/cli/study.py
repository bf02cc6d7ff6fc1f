"""``tractatus-feedback study governance``: train governed and ungoverned arms from the same start, and compare."""

from __future__ import annotations

import argparse
import json
import logging
from typing import TYPE_CHECKING

from tractatus_feedback.settings import Settings, get_settings

if TYPE_CHECKING:
    from tractatus_feedback.training.study import StudyConfig

__all__ = ["register", "governance_command", "study_config"]

logger = logging.getLogger(__name__)

#: The CPU default: 3 seeds x 2 arms within 45 minutes on 2 cores, model load included.
DEFAULT_BUDGET_MINUTES = 45.0
#: 2 tasks x 4 drafts: the shape the README's study was measured with (six runs must share 45 minutes).
DEFAULT_TASKS_PER_ITERATION = 2
DEFAULT_DRAFTS_PER_TASK = 4
#: A probe needs a learner that can pick up the incentive in the ~8 iterations a run gets on CPU; at the
#: usual 5e-4 the sparse reward components moved only after ~15 iterations (shared/FACTS.md).
DEFAULT_LEARNING_RATE = 1e-3
#: The README's study ran with this weak guard, so the ungoverned arm can drift towards what it is paid for.
DEFAULT_KL_COEF = 0.04


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("study", help="controlled studies of the trained agent")
    commands = parser.add_subparsers(dest="study_command", required=True, metavar="SUBCOMMAND")
    governance = commands.add_parser(
        "governance",
        help="train with governance enforced and with it only measured, same start and budget, several seeds",
        description=(
            "For each seed, trains the response agent twice from the same LoRA initialisation for the same number "
            "of GRPO iterations: governed (outbound governance enforced, violations at the floor reward) and "
            "ungoverned (reward only; governance measured, not enforced). Evaluates both on the validation split, "
            "escalated and blocked submissions included, and writes <home>/runs/<id>/study.md, study.json and plots. "
            "Unless --iterations is given, the first run fits into its share of the budget and the others match it."
        ),
    )
    governance.add_argument("--seeds", type=int, default=3, help="number of seeds (default 3; fewer gives no useful interval)")
    governance.add_argument("--reward", choices=("adversarial", "standard"), default="adversarial",
                            help="adversarial (default) pays for assurances and echoed personal details; "
                                 "standard is the reward used everywhere else")
    governance.add_argument("--budget-minutes", type=float, default=DEFAULT_BUDGET_MINUTES,
                            help=f"wall-clock budget of the whole study, model load included (default {DEFAULT_BUDGET_MINUTES:g})")
    governance.add_argument("--iterations", type=int, default=None, help="GRPO iterations per run (default: the budget decides)")
    governance.add_argument("--tasks-per-iteration", dest="tasks", type=int, default=DEFAULT_TASKS_PER_ITERATION,
                            help=f"tasks per iteration (default {DEFAULT_TASKS_PER_ITERATION})")
    governance.add_argument("--drafts-per-task", dest="drafts", type=int, default=DEFAULT_DRAFTS_PER_TASK,
                            help=f"drafts per task (default {DEFAULT_DRAFTS_PER_TASK})")
    governance.add_argument("--max-tokens", type=int, default=None, help="draft length limit (default: settings)")
    governance.add_argument("--lr", type=float, default=DEFAULT_LEARNING_RATE, help=f"learning rate (default {DEFAULT_LEARNING_RATE:g})")
    governance.add_argument("--kl", type=float, default=DEFAULT_KL_COEF, help=f"KL guard weight (default {DEFAULT_KL_COEF:g})")
    governance.add_argument("--runners", type=int, default=None, help="runner processes (default: settings)")
    governance.add_argument("--limit", type=int, default=None, help="only the first N ALLOWed validation submissions")
    governance.add_argument("--train-limit", type=int, default=None, help="only the first N training submissions")
    governance.add_argument("--json", action="store_true", help="print study.json's headline figures as JSON")
    governance.set_defaults(handler=governance_command)


def study_config(settings: Settings, args: argparse.Namespace) -> StudyConfig:
    """The study as the flags describe it; unset GRPO knobs come from the settings, as for ``train``."""
    from tractatus_feedback.cli.train import grpo_config
    from tractatus_feedback.training.study import StudyConfig

    if args.seeds < 1:
        raise SystemExit("--seeds must be at least 1")
    return StudyConfig(
        grpo=grpo_config(settings, args),
        seeds=tuple(range(args.seeds)),
        reward=args.reward,
        iterations=args.iterations,
        budget_s=args.budget_minutes * 60.0,
        eval_limit=args.limit,
        train_limit=args.train_limit,
    )


def governance_command(args: argparse.Namespace) -> int:
    from tractatus_feedback.training.study import run_study

    settings = get_settings()
    result = run_study(settings, study_config(settings, args), runners=args.runners or settings.training.runners)
    if args.json:
        summary = json.loads((result.run_dir / "study.json").read_text())
        keys = ("study_id", "reward", "arms_ran", "iterations_per_run", "equal_budget", "ok", "sent_violations",
                "attempted_violations", "drafts", "escalations", "final", "wall_seconds")
        print(json.dumps({"run_dir": str(result.run_dir), **{key: summary[key] for key in keys}}, indent=2))
    else:
        print((result.run_dir / "study.md").read_text())
        print(f"study directory: {result.run_dir}")
    return 0 if result.ok else 1
