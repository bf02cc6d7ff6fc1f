"""How much better the embedded model's own drafts can be: mean versus best-of-k reward per task.

Policy-gradient training can at best learn to write, every time, the kind of draft the model already
writes sometimes. This script measures that ceiling on the validation split: ``--drafts`` drafts per
task from the plain model at the served temperature, each governed (outbound checks) and scored by the
reward, as in training; then, per task, the expected best of ``k`` drafts drawn from them (exact,
over every ``k``-subset), per component too. It also prints the KL budget such a policy needs: a
policy that samples like best-of-``k`` is at most ``log k - (k - 1) / k`` nats from the model it picks
from, per draft (Beirami et al., 2024), to set beside the per-token KL the training runs report.

Usage: ``.venv/bin/python bench/headroom.py [--drafts 8] [--temperature 0.7] [--split val]``.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections import Counter

from openai import OpenAI

from tractatus_feedback.agent import default_prompt_template
from tractatus_feedback.agent.prompts import render_prompt
from tractatus_feedback.governance import Governance
from tractatus_feedback.llm import EmbeddedEndpoint
from tractatus_feedback.reward import COMPONENTS, ReplyContext, score_reply
from tractatus_feedback.settings import Settings
from tractatus_feedback.training.oneclick import BASE_MODEL, governed_split


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
    max_tokens = args.max_tokens or settings.training.max_tokens
    tasks = governed_split(args.split).tasks
    governance = Governance()
    template = default_prompt_template()
    scored: list[list[dict[str, float]]] = []
    violations: Counter[str] = Counter()
    unsendable = 0
    started = time.perf_counter()
    with EmbeddedEndpoint(settings) as endpoint:
        client = OpenAI(base_url=endpoint.base_url, api_key=endpoint.api_key)
        for task in tasks:
            response = client.chat.completions.create(
                model=BASE_MODEL, messages=[{"role": "user", "content": render_prompt(template, task)}],
                n=args.drafts, temperature=temperature, max_tokens=max_tokens,
            )
            context = ReplyContext(task.feedback, task.sentiment, task.category, tuple(task.key_points))
            group = []
            for choice in response.choices:
                draft = (choice.message.content or "").strip()
                outbound = governance.outbound(draft, feedback=task.feedback, subject_id=task.task_id)
                violations.update(outbound.rule_ids)
                unsendable += not outbound.sendable
                group.append(score_reply(draft, context, governance_violations=outbound.rule_ids).as_dict())
            scored.append(group)
    drafts = sum(map(len, scored))
    print(f"{len(tasks)} {args.split} tasks x {args.drafts} drafts at temperature {temperature:g} "
          f"in {time.perf_counter() - started:.0f} s; unsendable {unsendable} of {drafts} {dict(violations)}")
    ks = [k for k in (1, 2, 4, 8, 16) if k <= args.drafts]
    print(f"{'':16s}" + "".join(f"{f'best of {k}':>11s}" for k in ks))
    for name in ("total", *COMPONENTS):
        row = [statistics.fmean(best_of(group, k, name) for group in scored) for k in ks]
        print(f"{name:16s}" + "".join(f"{value:11.3f}" for value in row))
    print("KL from the model a best-of-k policy needs, at most (nats per draft): "
          + ", ".join(f"k={k}: {math.log(k) - (k - 1) / k:.2f}" for k in ks))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
