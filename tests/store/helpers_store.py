"""Small builders shared by the store tests (spans and reward spans as runners write them)."""

from __future__ import annotations

import time

import tractatus_feedback  # noqa: F401  (sets the offline environment before agentlightning loads)

from agentlightning.types import Span

__all__ = ["make_span", "make_reward_span"]


def make_span(rollout_id: str, attempt_id: str, sequence_id: int, name: str = "step", **attributes: object) -> Span:
    return Span.from_attributes(
        attributes=dict(attributes),  # type: ignore[arg-type]
        rollout_id=rollout_id,
        attempt_id=attempt_id,
        sequence_id=sequence_id,
        name=name,
        start_time=time.time(),
        end_time=time.time(),
    )


def make_reward_span(rollout_id: str, attempt_id: str, sequence_id: int, reward: float) -> Span:
    """A span in the format ``emit_reward`` writes, so ``get_reward_value`` reads it back."""
    return make_span(
        rollout_id,
        attempt_id,
        sequence_id,
        name="agentlightning.annotation",
        **{"agentlightning.reward.0.name": "primary", "agentlightning.reward.0.value": reward},
    )
