"""How much better the embedded model's own drafts can be: mean versus best-of-k reward per task.

Policy-gradient training can at best learn to write, every time, the kind of draft the model already
writes sometimes. This script measures that ceiling on the validation split: ``--drafts`` drafts per
task from the served model (the embedded one with its deployed adapter, if any, or the configured
endpoint) at the served temperature, drafted, governed and scored by the agent through the runners,
as in the one-click evaluation; then, per task, the expected best of ``k`` drafts drawn from them
(exact, over every ``k``-subset), per component too. It also prints the KL budget such a policy
needs: a policy that samples like best-of-``k`` is at most ``log k - (k - 1) / k`` nats from the
model it picks from, per draft (Beirami et al., 2024), to set beside the per-token KL the training
runs report.

Usage: ``.venv/bin/python bench/headroom.py [--drafts 8] [--temperature 0.7] [--split val]``.
"""

from __future__ import annotations

import argparse
import math
import statistics
import tempfile
import time
from collections import Counter

from tractatus_feedback.agent import RolloutOutcome, default_prompt_template
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE
from tractatus_feedback.reward import COMPONENTS
from tractatus_feedback.settings import Settings
from tractatus_feedback.store import open_store
from tractatus_feedback.training.evaluation import EvaluationAlgorithm
from tractatus_feedback.training.harness import run_algorithm, serving_llm
from tractatus_feedback.training.oneclick import governed_split
from tractatus_feedback.training.rollouts import scored_by_task


def draft_groups(settings: Settings, split: str, sampling: dict[str, float]) -> list[list[RolloutOutcome]]:
    """Each task's drafts, through the runners and the agent exactly as the one-click evaluation drafts them."""
    tasks = governed_split(split).tasks
    with serving_llm(settings) as llm, tempfile.TemporaryDirectory() as scratch:
        llm.sampling_parameters = dict(sampling)
        algorithm = EvaluationAlgorithm({LLM_RESOURCE: llm, PROMPT_RESOURCE: default_prompt_template()})
        store = open_store(f"sqlite:///{scratch}/store.sqlite3")
        run_algorithm(algorithm, store=store, n_runners=settings.training.runners, val_dataset=tasks)
    return [[item.outcome for item in items] for items in scored_by_task(algorithm.finished).values()]


def best_of(group: list[dict[str, float]], k: int, name: str = "total") -> float:
    """Expected ``name`` of the best-by-total of ``k`` drafts drawn without replacement from ``group``.

    Exact: with the drafts sorted by total, the i-th (0-based) is the best of a k-subset in C(i, k-1)
    of the C(n, k) subsets.
    """
    ordered = sorted(group, key=lambda draft: draft["total"])
    return sum(draft[name] * math.comb(i, k - 1) for i, draft in enumerate(ordered)) / math.comb(len(ordered), k)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--drafts", type=int, default=8, help="drafts per task, from one n-choice request")
    parser.add_argument("--temperature", type=float, default=None, help="sampling temperature (default: the served one)")
    parser.add_argument("--max-tokens", type=int, default=None, help="draft length limit (default: training's)")
    parser.add_argument("--split", default="val", help="dataset split")
    args = parser.parse_args()
    settings = Settings()
    temperature = settings.llm.temperature if args.temperature is None else args.temperature
    sampling = {"temperature": temperature, "max_tokens": args.max_tokens or settings.training.max_tokens, "n": args.drafts}
    started = time.perf_counter()
    groups = draft_groups(settings, args.split, sampling)
    drafts = sum(map(len, groups))
    unsendable = sum(outcome.sendable is False for group in groups for outcome in group)
    violations = Counter(rule for group in groups for outcome in group for rule in outcome.violations)
    print(f"{len(groups)} {args.split} tasks x {args.drafts} drafts at temperature {temperature:g} "
          f"in {time.perf_counter() - started:.0f} s; unsendable {unsendable} of {drafts} {dict(violations)}")
    scored = [[outcome.rewards for outcome in group] for group in groups]
    ks = [k for k in (1, 2, 4, 8, 16) if k <= min(map(len, scored))]
    print(f"{'':16s}" + "".join(f"{f'best of {k}':>11s}" for k in ks))
    for name in ("total", *COMPONENTS):
        row = [statistics.fmean(best_of(group, k, name) for group in scored) for k in ks]
        print(f"{name:16s}" + "".join(f"{value:11.3f}" for value in row))
    print("KL from the model a best-of-k policy needs, at most (nats per draft): "
          + ", ".join(f"k={k}: {math.log(k) - (k - 1) / k:.2f}" for k in ks))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
