"""The task a runner receives: one submission after inbound governance, redacted, never raw."""

from __future__ import annotations

from pydantic import BaseModel, Field

from tractatus_feedback.governance.types import Decision, InboundResult, SentimentLabel
from tractatus_feedback.reward import ReplyContext

__all__ = ["FeedbackTask"]


class FeedbackTask(BaseModel):
    """What the store queues and the agent reads.

    It is built from an :class:`InboundResult`, so by construction it holds only redacted text:
    this is the object that crosses process and host boundaries and lands in the store.
    """

    task_id: str
    feedback: str = Field(description="Redacted feedback text.")
    sentiment: SentimentLabel
    category: str = "general"
    decision: Decision = Decision.ALLOW
    key_points: tuple[str, ...] = ()

    @classmethod
    def from_inbound(
        cls, task_id: str, inbound: InboundResult, *, category: str = "general", key_points: tuple[str, ...] = ()
    ) -> FeedbackTask:
        return cls(
            task_id=task_id,
            feedback=inbound.redacted_text,
            sentiment=inbound.sentiment.label,
            category=category,
            decision=inbound.decision,
            key_points=key_points,
        )

    def reply_context(self) -> ReplyContext:
        """What the reward needs to know about this feedback to score a reply to it."""
        return ReplyContext(
            feedback=self.feedback, sentiment=self.sentiment, category=self.category, key_points=tuple(self.key_points)
        )
