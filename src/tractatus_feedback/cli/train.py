"""``tractatus-feedback train``: train the response agent (GRPO on LoRA; APO and VERL where available)."""

from __future__ import annotations

import argparse
import json
import logging
from typing import TYPE_CHECKING

from tractatus_feedback.settings import Settings, get_settings
from tractatus_feedback.training.advantages import ADVANTAGE_SCALES

if TYPE_CHECKING:
    from tractatus_feedback.training.grpo import GRPOConfig

__all__ = ["add_grpo_arguments", "grpo_config", "register"]

logger = logging.getLogger(__name__)

ALGORITHMS = ("grpo", "apo", "verl")
MODES = ("local", "distributed")


def add_grpo_arguments(parser: argparse.ArgumentParser) -> None:
    """The GRPO knobs shared by ``oneclick`` and ``train``; unset means the settings' value."""
    group = parser.add_argument_group("GRPO")
    group.add_argument("--budget", type=float, default=None, help="wall-clock budget of the whole run, seconds")
    group.add_argument("--iterations", type=int, default=None, help="stop after N updates (default: budget decides)")
    group.add_argument("--tasks", type=int, default=None, help="tasks per iteration")
    group.add_argument("--drafts", type=int, default=None, help="drafts per task (group size)")
    group.add_argument("--lr", type=float, default=None, help="learning rate")
    group.add_argument("--kl", type=float, default=None, help="KL guard weight")
    group.add_argument("--epochs", type=int, default=None, help="optimizer steps over each batch (PPO epochs)")
    group.add_argument("--lora-layers", type=int, default=None, help="LoRA on the top N decoder layers")
    group.add_argument("--max-tokens", type=int, default=None, help="draft length limit")
    group.add_argument("--temperature", type=float, default=None, help="sampling temperature of training drafts")
    group.add_argument(
        "--advantage-scale", choices=ADVANTAGE_SCALES, default=None,
        help="scale centred rewards by the group's or the whole update's spread",
    )
    group.add_argument("--seed", type=int, default=None)


def grpo_config(settings: Settings, args: argparse.Namespace) -> GRPOConfig:
    from tractatus_feedback.training.grpo import GRPOConfig
    from tractatus_feedback.training.policy import PolicyConfig

    training = settings.training

    def pick(name: str, default: object) -> object:
        value = getattr(args, name, None)
        return default if value is None else value

    seed = int(pick("seed", training.seed))
    return GRPOConfig(
        tasks_per_iteration=int(pick("tasks", training.tasks_per_iteration)),
        drafts_per_task=int(pick("drafts", training.drafts_per_task)),
        max_iterations=int(pick("iterations", 1000)),
        temperature=float(pick("temperature", training.temperature)),
        max_tokens=int(pick("max_tokens", training.max_tokens)),
        advantage_scale=str(pick("advantage_scale", training.advantage_scale)),
        seed=seed,
        rollout_timeout_s=training.rollout_timeout_s,
        rollout_unresponsive_s=training.rollout_unresponsive_s,
        policy=PolicyConfig(
            learning_rate=float(pick("lr", training.learning_rate)),
            kl_coef=float(pick("kl", training.kl_coef)),
            epochs=int(pick("epochs", training.ppo_epochs)),
            blame_coef=training.blame_coef,
            credit_coef=training.credit_coef,
            lora_layers=int(pick("lora_layers", training.lora_layers)),
            seed=seed,
        ),
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    store = get_settings().store
    parser = subparsers.add_parser(
        "train",
        help="train the agent: grpo (LoRA on the embedded model), apo (prompt), verl (GPU clusters)",
        description=(
            "Distributed mode: this process runs the algorithm and the store server on "
            f"--host/--port (settings store.server_host/server_port, default {store.server_host}:{store.server_port}); "
            "start runners anywhere with `tractatus-feedback runner --store http://HOST:PORT -n N`. Agent Lightning's "
            "store server has no authentication: bind it to loopback or a private network."
        ),
    )
    parser.add_argument("--algorithm", choices=ALGORITHMS, default="grpo")
    parser.add_argument("--mode", choices=MODES, default="local",
                        help="local: runners forked here; distributed: store server here, runners started separately")
    parser.add_argument("--host", default=store.server_host, help="distributed: address the store server binds")
    parser.add_argument("--port", type=int, default=store.server_port, help="distributed: store server port")
    parser.add_argument("--runners", type=int, default=None, help="runner processes (default: settings)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N validation tasks")
    parser.add_argument("--train-limit", type=int, default=None, help="only the first N training tasks")
    parser.add_argument("--dry-run", action="store_true", help="verl: print and check the resolved config, launch nothing")
    apo = parser.add_argument_group("APO")
    apo.add_argument("--beam-rounds", type=int, default=2)
    apo.add_argument("--beam-width", type=int, default=2)
    apo.add_argument("--branch-factor", type=int, default=2)
    apo.add_argument("--gradient-batch", type=int, default=4)
    apo.add_argument("--val-batch", type=int, default=8)
    add_grpo_arguments(parser)
    parser.set_defaults(handler=_train)


def _print_outcome(run_dir: object, report: object) -> None:
    from tractatus_feedback.training.report import evaluation_table, training_summary

    print(evaluation_table({"before": report.before, **({"after": report.after} if report.after else {})}))
    summary = training_summary(report)
    keys = ("gain", "gain_ci95_low", "violations_after", "iterations", "wall_seconds")
    print(json.dumps({key: summary[key] for key in keys}, indent=2))
    print(f"run directory: {run_dir}")


def _train(args: argparse.Namespace) -> int:
    settings = get_settings()
    runners = args.runners or settings.training.runners
    if args.algorithm == "verl":
        return _verl(settings, args)
    if args.algorithm == "apo":
        from tractatus_feedback.training.apo import APOConfig, run_apo

        config = APOConfig(
            beam_rounds=args.beam_rounds, beam_width=args.beam_width, branch_factor=args.branch_factor,
            gradient_batch_size=args.gradient_batch, val_batch_size=args.val_batch,
            max_tokens=args.max_tokens or settings.training.max_tokens,
        )
        run_dir, report = run_apo(settings, runners=runners, config=config, limit=args.limit, train_limit=args.train_limit)
        _print_outcome(run_dir, report)
        return 0 if report.after and report.after.n_failed == 0 else 1

    from tractatus_feedback.training.oneclick import run_oneclick

    serve_at = (args.host, args.port) if args.mode == "distributed" else None
    if serve_at:
        print(f"store server on http://{args.host}:{args.port}; start runners with "
              f"`tractatus-feedback runner --store http://{args.host}:{args.port} -n N`", flush=True)
    result = run_oneclick(
        settings,
        runners=runners,
        config=grpo_config(settings, args),
        budget_s=args.budget or settings.training.time_budget_s,
        limit=args.limit,
        train_limit=args.train_limit,
        label=f"grpo-{args.mode}",
        serve_at=serve_at,
    )
    _print_outcome(result.run_dir, result.report)
    return 0 if result.ok else 1


def _verl(settings: Settings, args: argparse.Namespace) -> int:
    from tractatus_feedback.training.policy import load_base_model
    from tractatus_feedback.training.verl_config import (
        VerlUnavailableError,
        check_verl_config,
        launch_verl,
        require_verl,
        verl_config,
    )

    model_dir = settings.home / "cache" / "hf-model"
    config = verl_config(model_dir, drafts_per_task=args.drafts or settings.training.drafts_per_task,
                         max_response_length=args.max_tokens or settings.llm.max_tokens)
    problems = check_verl_config(config)
    if args.dry_run:
        print(json.dumps(config, indent=2))
        for problem in problems:
            print(f"problem: {problem}")
        if not (model_dir / "config.json").is_file():
            print(f"(run once without --dry-run, or `oneclick`, to write the Hugging Face copy of the model to {model_dir})")
        print("config OK" if not problems else f"{len(problems)} problem(s)")
        return 0 if not problems else 1
    try:
        require_verl()
        load_base_model(model_dir, "float32")  # VERL/vLLM load Hugging Face files, not GGUF
        if problems := check_verl_config(config):
            raise VerlUnavailableError("; ".join(problems))
        from tractatus_feedback.training.oneclick import governed_split

        launch_verl(config, train_dataset=[t.model_dump(mode="json") for t in governed_split("train").tasks],
                    val_dataset=[t.model_dump(mode="json") for t in governed_split("val").tasks])
    except VerlUnavailableError as error:
        print(f"cannot launch VERL: {error}")
        return 2
    return 0
