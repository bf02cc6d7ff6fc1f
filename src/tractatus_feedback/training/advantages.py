"""Group-relative advantages (GRPO): each draft's reward against the other drafts for the same task.

Pure arithmetic, no I/O. Comparing drafts of one task with each other removes how hard the task is
from the signal, so no value model is needed; a group whose drafts all scored the same teaches nothing
and gets zero advantage everywhere.

How the centred rewards are scaled is the choice that matters on a small batch:

- ``"group"`` (GRPO): by each group's own spread. A group whose drafts differ by 0.01 (a counted
  phrase more or less) then pushes as hard as one where a draft was floored for a violation, so
  with two tasks per update much of each step follows noise.
- ``"batch"``: by the spread of all centred rewards in the update, as Dr. GRPO and REINFORCE++
  argue. Groups keep their relative weight: a large, real difference between drafts moves the
  policy more than a tiny one, while the overall step size stays what ``"group"`` gives.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from typing import Literal

__all__ = ["ADVANTAGE_SCALES", "AdvantageScale", "group_advantages"]

AdvantageScale = Literal["group", "batch"]
ADVANTAGE_SCALES: tuple[AdvantageScale, ...] = ("group", "batch")


def group_advantages(
    rewards_by_group: Mapping[str, Sequence[float]], *, scale: AdvantageScale, eps: float = 1e-4
) -> dict[str, list[float]]:
    """``(reward - group mean) / (spread + eps)``, the spread being the group's or the batch's (see above).

    A draft that failed outbound governance arrives with the floor reward (0), so it can only be
    pushed down relative to its siblings, never learned as a success. Groups of one get zero.
    """
    if scale not in ADVANTAGE_SCALES:
        raise ValueError(f"unknown advantage scale {scale!r}; expected one of {ADVANTAGE_SCALES}")
    centred: dict[str, list[float]] = {}
    spreads: dict[str, float] = {}
    for key, rewards in rewards_by_group.items():
        values = [float(r) for r in rewards]
        spreads[key] = statistics.pstdev(values) if len(values) > 1 else 0.0
        if spreads[key] < eps:
            centred[key] = [0.0] * len(values)
        else:
            mean = statistics.fmean(values)
            centred[key] = [value - mean for value in values]
    if scale == "group":
        return {key: [value / (spreads[key] + eps) for value in values] for key, values in centred.items()}
    pooled = [value for values in centred.values() if len(values) > 1 for value in values]
    spread = statistics.pstdev(pooled) if len(pooled) > 1 else 0.0
    if spread < eps:
        return {key: [0.0] * len(values) for key, values in centred.items()}
    return {key: [value / (spread + eps) for value in values] for key, values in centred.items()}
