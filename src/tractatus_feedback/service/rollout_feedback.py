"""Reading a submission's rollout from the store, and writing a moderator's verdict back to it as a reward span."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from tractatus_feedback.agent import RolloutOutcome, outcome_from_spans

__all__ = ["HUMAN_REWARD_KEY", "RolloutView", "read_rollout", "write_human_reward"]

logger = logging.getLogger(__name__)

#: Primary key of the moderator's reward span; training reads it as the rollout's final reward.
HUMAN_REWARD_KEY = "human"


@dataclass(frozen=True)
class RolloutView:
    """A rollout's status and what its latest attempt produced (draft, governance result, reward)."""

    rollout_id: str
    status: str
    outcome: RolloutOutcome

    @property
    def has_draft(self) -> bool:
        return self.outcome.draft is not None


async def read_rollout(store: Any, rollout_id: str) -> RolloutView | None:
    rollout = await store.get_rollout_by_id(rollout_id)
    if rollout is None:
        return None
    spans = await store.query_spans(rollout_id, "latest")
    return RolloutView(rollout_id, str(rollout.status), outcome_from_spans(spans))


async def write_human_reward(store: Any, rollout_id: str, reward: float, *, verdict: str) -> bool:
    """Add a reward span to the rollout's latest attempt; ``False`` if the rollout has no attempt yet.

    The span has the same shape the agent's own ``emit_reward`` produces (primary key first), so every
    reader of rewards (adapters, ``find_final_reward``, our ``outcome_from_spans``) sees it.
    """
    import agentlightning as agl
    from agentlightning.types import Span

    attempts = await store.query_attempts(rollout_id)
    if not attempts:
        return False
    attempt_id = attempts[-1].attempt_id
    core = agl.emit_reward(
        {HUMAN_REWARD_KEY: float(reward)},
        primary_key=HUMAN_REWARD_KEY,
        attributes={"tractatus.verdict": verdict, "tractatus.kind": "human_reward"},
        propagate=False,
    )
    sequence_id = await store.get_next_span_sequence_id(rollout_id, attempt_id)
    span = Span.from_core_fields(core, rollout_id=rollout_id, attempt_id=attempt_id, sequence_id=sequence_id)
    stored = await store.add_span(span)
    logger.info("human reward %.3f (%s) written to rollout %s", reward, verdict, rollout_id)
    return stored is not None
