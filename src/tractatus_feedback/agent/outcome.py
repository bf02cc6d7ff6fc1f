"""Reading one rollout back from its spans: the draft, its governance result, its reward components.

The store holds spans, not our objects; evaluation, the CLI and the moderator queue all need the same
view of a finished rollout, so it is reconstructed here in one place from what the agent emitted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agentlightning.emitter import get_message_value, get_rewards_from_span
from agentlightning.semconv import AGL_EXCEPTION, AGL_MESSAGE
from pydantic import BaseModel, Field

__all__ = ["ATTR_KIND", "ATTR_SENDABLE", "ATTR_VIOLATIONS", "RolloutOutcome", "outcome_from_spans"]

ATTR_KIND = "tractatus.kind"  # "prompt", "draft" or "refusal" on message spans
ATTR_SENDABLE = "tractatus.sendable"
ATTR_VIOLATIONS = "tractatus.violations"  # comma-separated outbound rule ids

LLM_SPAN_PREFIXES = ("openai.chat", "chat ", "openai.completion")


class RolloutOutcome(BaseModel):
    """What one rollout produced, as far as the spans tell."""

    prompt: str | None = None
    draft: str | None = None
    refusal: str | None = None
    sendable: bool | None = None
    violations: list[str] = Field(default_factory=list)
    rewards: dict[str, float] = Field(default_factory=dict)
    llm_calls: int = 0
    exceptions: list[str] = Field(default_factory=list)
    span_count: int = 0

    @property
    def total(self) -> float | None:
        return self.rewards.get("total")


def _is_llm_span(name: str) -> bool:
    return name.startswith(LLM_SPAN_PREFIXES)


def outcome_from_spans(spans: Sequence[Any]) -> RolloutOutcome:
    """Rebuild the outcome from a rollout's spans (of its latest attempt, normally)."""
    outcome = RolloutOutcome(span_count=len(spans))
    for span in spans:
        attributes = span.attributes or {}
        if span.name == AGL_MESSAGE:
            kind = attributes.get(ATTR_KIND)
            body = get_message_value(span)
            if kind == "prompt":
                outcome.prompt = body
            elif kind == "draft":
                outcome.draft = body
                outcome.sendable = bool(attributes.get(ATTR_SENDABLE))
                raw = str(attributes.get(ATTR_VIOLATIONS) or "")
                outcome.violations = [rule for rule in raw.split(",") if rule]
            elif kind == "refusal":
                outcome.refusal = body
        elif span.name == AGL_EXCEPTION:
            outcome.exceptions.append(f"{attributes.get('exception.type')}: {attributes.get('exception.message')}")
        elif _is_llm_span(span.name):
            outcome.llm_calls += 1
        for reward in get_rewards_from_span(span):
            outcome.rewards[reward.name] = float(reward.value)
    return outcome
