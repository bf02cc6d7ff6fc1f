"""Prints, per training iteration of a one-click run, how many drafts of each sentiment apologise.

An apology is what the reward pays for in a reply to a complaint and discounts in a reply to praise,
and a 135M model reads the sentiment in its prompt weakly: whether the trained policy apologises to
complaints, to praise, to both or to neither is decided during training, and the final evaluation
only shows the outcome. This reads the run's training drafts back from the store (the same spans the
update learned from) and prints, per iteration, ``apologising / drafts`` for each sentiment in that
iteration's batch, so the update after which the apologies went can be seen.

Usage: ``.venv/bin/python bench/apologies.py RUN_ID`` (a directory name under ``var/runs``).
"""

from __future__ import annotations

import argparse
import asyncio
from collections import defaultdict


async def apologies_per_iteration(run_id: str) -> dict[int, dict[str, tuple[int, int]]]:
    """``{iteration: {sentiment: (drafts that apologise, drafts)}}`` for the run's training rollouts."""
    from tractatus_feedback.agent import outcomes_from_spans
    from tractatus_feedback.reward.tone import apology_count
    from tractatus_feedback.settings import get_settings
    from tractatus_feedback.store import open_store

    store = open_store(get_settings().store_url)
    counts: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for rollout in await store.query_rollouts():
        metadata = rollout.metadata or {}
        if metadata.get("run_id") != run_id or metadata.get("phase") != "train":
            continue
        sentiment = str((rollout.input or {}).get("sentiment"))
        tally = counts[int(metadata["iteration"])][sentiment]
        for outcome in outcomes_from_spans(await store.query_spans(rollout.rollout_id, "latest")):
            tally[0] += apology_count(outcome.draft or "") > 0
            tally[1] += 1
    return {
        iteration: {sentiment: (tally[0], tally[1]) for sentiment, tally in sorted(by_sentiment.items())}
        for iteration, by_sentiment in sorted(counts.items())
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_id", help="a one-click run's id (its directory name under var/runs)")
    args = parser.parse_args()
    table = asyncio.run(apologies_per_iteration(args.run_id))
    if not table:
        raise SystemExit(f"no training rollouts of run {args.run_id!r} in the store")
    print("iteration  apologising / drafts, per sentiment")
    for iteration, by_sentiment in table.items():
        cells = "  ".join(f"{sentiment} {yes}/{drafts}" for sentiment, (yes, drafts) in by_sentiment.items())
        print(f"{iteration:>9}  {cells}")


if __name__ == "__main__":
    import os

    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    main()
