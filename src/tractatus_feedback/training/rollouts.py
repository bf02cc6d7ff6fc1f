"""Run a batch of tasks through the store and the runners, and read their outcomes back.

Every algorithm here (evaluation, policy gradient, the study) does the same three things: queue the
tasks against a published resource version, wait until the runners finish them, and rebuild each
rollout's outcome from its spans. This module is that shared loop.

A rollout whose resource asks for ``n`` drafts comes back as ``n`` :class:`FinishedRollout` items
(same task and rollout, one per ``choice``), so grouping by task sees every draft, however the drafts
were requested.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass

import agentlightning as agl
from tqdm.auto import tqdm

from tractatus_feedback.agent import FeedbackTask, RolloutOutcome, outcomes_from_spans

__all__ = ["FinishedRollout", "run_tasks", "scored_by_task", "DEFAULT_ROLLOUT_CONFIG"]

logger = logging.getLogger(__name__)

#: A crashed or hung runner's rollout is retried once on another runner.
DEFAULT_ROLLOUT_CONFIG = agl.RolloutConfig(
    timeout_seconds=300.0,
    unresponsive_seconds=120.0,
    max_attempts=2,
    retry_condition=["failed", "timeout", "unresponsive"],
)

POLL_INTERVAL_S = 0.25


@dataclass(frozen=True)
class FinishedRollout:
    """One draft of a finished rollout (``choice`` tells which, when the rollout drafted several)."""

    task: FeedbackTask
    rollout: agl.Rollout
    outcome: RolloutOutcome
    choice: int = 0

    @property
    def succeeded(self) -> bool:
        return self.rollout.status == "succeeded"


def scored_by_task(finished: Sequence[FinishedRollout]) -> dict[str, list[FinishedRollout]]:
    """The scored drafts, grouped by task in first-seen order: a GRPO group, or a task's evaluation drafts."""
    groups: dict[str, list[FinishedRollout]] = {}
    for item in finished:
        if item.outcome.scored:
            groups.setdefault(item.task.task_id, []).append(item)
    return groups


async def run_tasks(
    store: agl.LightningStore,
    tasks: Sequence[FeedbackTask],
    *,
    resources_id: str,
    mode: agl.RolloutMode,
    metadata: dict[str, object] | None = None,
    config: agl.RolloutConfig = DEFAULT_ROLLOUT_CONFIG,
    deadline_s: float | None = None,
    progress: str | None = None,
    timings: dict[str, float] | None = None,
) -> list[FinishedRollout]:
    """Queue ``tasks``, wait for all of them (or the deadline), and return what finished, in task order,
    one item per draft.

    ``timings``, when given, receives ``wait_s`` (queue to last finished rollout: the runners' and the
    endpoint's time) and ``read_s`` (reading the spans back from the store).
    """
    requests = [
        agl.EnqueueRolloutRequest(
            input=task.model_dump(mode="json"),
            mode=mode,
            resources_id=resources_id,
            config=config,
            metadata={**(metadata or {}), "task_id": task.task_id},
        )
        for task in tasks
    ]
    rollouts = await store.enqueue_many_rollouts(requests)
    pending = {rollout.rollout_id: task for rollout, task in zip(rollouts, tasks)}
    finished: dict[str, agl.Rollout] = {}
    started = time.monotonic()
    with tqdm(total=len(tasks), desc=progress or mode, disable=progress is None, leave=False) as bar:
        while len(finished) < len(pending):
            for rollout in await store.wait_for_rollouts(rollout_ids=list(pending.keys() - finished.keys()), timeout=0):
                finished[rollout.rollout_id] = rollout
                bar.update(1)
            if deadline_s is not None and time.monotonic() - started > deadline_s:
                logger.warning("deadline reached: %d of %d rollouts unfinished", len(pending) - len(finished), len(pending))
                break
            if len(finished) < len(pending):
                await asyncio.sleep(POLL_INTERVAL_S)
    waited = time.monotonic()
    results = []
    for rollout_id, task in pending.items():
        if rollout_id not in finished:
            continue
        spans = await store.query_spans(rollout_id, "latest")
        results += [
            FinishedRollout(task=task, rollout=finished[rollout_id], outcome=outcome, choice=choice)
            for choice, outcome in enumerate(outcomes_from_spans(spans))
        ]
    if timings is not None:
        timings["wait_s"] = waited - started
        timings["read_s"] = time.monotonic() - waited
    return results
