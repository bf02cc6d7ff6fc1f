"""Evaluation as an Agent Lightning algorithm: publish a resource version, run a split, keep the outcomes.

Running evaluation through the same ``Trainer``, store and runners as training means a baseline is
measured by exactly the code path that later produces the trained numbers.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import agentlightning as agl

from tractatus_feedback.agent import FeedbackTask
from tractatus_feedback.data import FeedbackExample
from tractatus_feedback.governance.types import Decision
from tractatus_feedback.training.rollouts import FinishedRollout, run_tasks

if TYPE_CHECKING:
    from tractatus_feedback.governance import Governance

__all__ = ["EvaluationAlgorithm", "GovernedSplit", "govern_examples"]

logger = logging.getLogger(__name__)


@dataclass
class GovernedSplit:
    """A dataset split after inbound governance: the tasks a model may see, and what was held back."""

    tasks: list[FeedbackTask] = field(default_factory=list)
    escalated: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    decision_mismatches: list[str] = field(default_factory=list)


def govern_examples(examples: Sequence[FeedbackExample], governance: Governance) -> GovernedSplit:
    """Run inbound governance over labelled examples; only ALLOWed ones become agent tasks."""
    split = GovernedSplit()
    results = governance.inbound_batch([example.text for example in examples])
    for example, inbound in zip(examples, results):
        if inbound.decision.value != example.expected_decision:
            split.decision_mismatches.append(f"{example.id}: expected {example.expected_decision}, got {inbound.decision.value}")
        if inbound.decision == Decision.ESCALATE:
            split.escalated.append(example.id)
        elif inbound.decision == Decision.BLOCK:
            split.blocked.append(example.id)
        else:
            split.tasks.append(
                FeedbackTask.from_inbound(example.id, inbound, category=example.category, key_points=tuple(example.key_points))
            )
    return split


class EvaluationAlgorithm(agl.Algorithm):
    """Publishes ``resources`` once and runs the validation dataset through the runners."""

    def __init__(self, resources: agl.NamedResources, *, metadata: dict[str, object] | None = None,
                 deadline_s: float | None = None) -> None:
        super().__init__()
        self.resources = resources
        self.metadata = metadata or {}
        self.deadline_s = deadline_s
        self.finished: list[FinishedRollout] = []

    async def run(
        self,
        train_dataset: agl.Dataset[FeedbackTask] | None = None,
        val_dataset: agl.Dataset[FeedbackTask] | None = None,
    ) -> None:
        tasks = list(val_dataset or [])
        store = self.get_store()
        update = await store.add_resources(self.resources)
        logger.info("evaluating %d tasks against resources %s", len(tasks), update.resources_id)
        self.finished = await run_tasks(
            store,
            tasks,
            resources_id=update.resources_id,
            mode="val",
            metadata=self.metadata,
            deadline_s=self.deadline_s,
            progress="evaluate",
        )
