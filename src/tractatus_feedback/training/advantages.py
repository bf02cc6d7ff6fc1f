"""Group-relative advantages (GRPO): each draft's reward against the other drafts for the same task.

Pure arithmetic, no I/O. Comparing drafts of one task with each other removes how hard the task is
from the signal, so no value model is needed; a group whose drafts all scored the same teaches nothing
and gets zero advantage everywhere.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence

__all__ = ["group_advantages"]


def group_advantages(rewards_by_group: Mapping[str, Sequence[float]], *, eps: float = 1e-4) -> dict[str, list[float]]:
    """``(reward - group mean) / (group std + eps)`` for every reward, group by group.

    A draft that failed outbound governance arrives with the floor reward (0), so it can only be
    pushed down relative to its siblings, never learned as a success. Groups of one get zero.
    """
    advantages: dict[str, list[float]] = {}
    for key, rewards in rewards_by_group.items():
        values = [float(r) for r in rewards]
        if len(values) < 2:
            advantages[key] = [0.0] * len(values)
            continue
        mean = statistics.fmean(values)
        spread = statistics.pstdev(values)
        if spread < eps:
            advantages[key] = [0.0] * len(values)
            continue
        advantages[key] = [(value - mean) / (spread + eps) for value in values]
    return advantages
