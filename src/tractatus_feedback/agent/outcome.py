"""Reading one rollout back from its spans: the draft, its governance result, its reward components.

The store holds spans, not our objects; evaluation, the CLI and the moderator queue all need the same
view of a finished rollout, so it is reconstructed here in one place from what the agent emitted.

A rollout usually holds one draft. Training and evaluation ask the endpoint for ``n`` drafts of the
same prompt in one request (they share the prompt's evaluation and decode together, about twice the
throughput of separate requests on 2 cores); the agent then tags each draft's message and reward span
with its choice index, and :func:`outcomes_from_spans` returns one outcome per draft.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agentlightning.emitter import get_message_value, get_rewards_from_span
from agentlightning.semconv import AGL_EXCEPTION, AGL_MESSAGE
from pydantic import BaseModel, Field

__all__ = [
    "ATTR_CHOICE", "ATTR_KIND", "ATTR_LOCATED", "ATTR_SENDABLE", "ATTR_VIOLATIONS", "RolloutOutcome", "format_offsets",
    "outcome_from_spans", "outcomes_from_spans", "parse_offsets",
]

ATTR_KIND = "tractatus.kind"  # "prompt", "draft", "redrafted" (a blocked draft replaced) or "refusal"
ATTR_SENDABLE = "tractatus.sendable"
ATTR_VIOLATIONS = "tractatus.violations"  # comma-separated outbound rule ids
ATTR_LOCATED = "tractatus.located"  # "start-end,start-end": where the draft broke the rules (offsets only)
ATTR_CHOICE = "tractatus.choice"  # which of a request's n drafts a draft message or reward span belongs to

LLM_SPAN_PREFIXES = ("openai.chat", "chat ", "openai.completion")


class RolloutOutcome(BaseModel):
    """What one rollout produced, as far as the spans tell."""

    prompt: str | None = None
    draft: str | None = None
    refusal: str | None = None
    sendable: bool | None = None
    violations: list[str] = Field(default_factory=list)
    located: list[tuple[int, int]] = Field(default_factory=list)  # see OutboundResult.located
    #: The rules that blocked earlier drafts of this choice, which the agent replaced (one list per attempt).
    redrafted_from: list[list[str]] = Field(default_factory=list)
    rewards: dict[str, float] = Field(default_factory=dict)
    llm_calls: int = 0
    exceptions: list[str] = Field(default_factory=list)
    span_count: int = 0

    @property
    def total(self) -> float | None:
        return self.rewards.get("total")

    @property
    def first_attempt_blocked(self) -> bool:
        """Governance blocked this choice's first draft, whether or not a redraft passed."""
        return bool(self.redrafted_from) or self.sendable is False

    @property
    def first_attempt_total(self) -> float | None:
        """The total the policy's first draft earned: the floor (0.0) if governance blocked it.

        Redrafting replaces a blocked draft before it is delivered, so ``total`` measures what is
        sent; this measures what the policy writes unaided, which is what training changes.
        """
        if self.total is None:
            return None
        return 0.0 if self.first_attempt_blocked else self.total

    @property
    def scored(self) -> bool:
        """A draft came back and the reward scored it (not a refusal, not a failed attempt)."""
        return self.draft is not None and self.total is not None


def format_offsets(offsets: Sequence[tuple[int, int]]) -> str:
    """Character offsets as a span attribute (attributes hold strings and flat lists, not pairs)."""
    return ",".join(f"{start}-{end}" for start, end in offsets)


def parse_offsets(raw: str) -> list[tuple[int, int]]:
    """The inverse of :func:`format_offsets`."""
    pairs = (item.split("-", 1) for item in raw.split(",") if item)
    return [(int(start), int(end)) for start, end in pairs]


def _rules(attributes: dict[str, Any]) -> list[str]:
    return [rule for rule in str(attributes.get(ATTR_VIOLATIONS) or "").split(",") if rule]


def _is_llm_span(name: str) -> bool:
    return name.startswith(LLM_SPAN_PREFIXES)


def outcome_from_spans(spans: Sequence[Any]) -> RolloutOutcome:
    """Rebuild the outcome from a rollout's spans (of its latest attempt, normally); its first draft."""
    return outcomes_from_spans(spans)[0]


def outcomes_from_spans(spans: Sequence[Any]) -> list[RolloutOutcome]:
    """One outcome per draft of the rollout, in choice order; one outcome when nothing was drafted.

    The prompt, refusal, exceptions and LLM calls belong to the whole rollout and appear in every
    outcome. A span without a choice index (a one-draft rollout, a moderator's reward) is choice 0.
    """
    shared = RolloutOutcome(span_count=len(spans))
    choices: dict[int, RolloutOutcome] = {}

    def choice_of(span: Any) -> RolloutOutcome:
        index = int((span.attributes or {}).get(ATTR_CHOICE) or 0)
        return choices.setdefault(index, RolloutOutcome())

    for span in spans:
        attributes = span.attributes or {}
        if span.name == AGL_MESSAGE:
            kind = attributes.get(ATTR_KIND)
            body = get_message_value(span)
            if kind == "prompt":
                shared.prompt = body
            elif kind == "draft":
                outcome = choice_of(span)
                outcome.draft = body
                outcome.sendable = bool(attributes.get(ATTR_SENDABLE))
                outcome.violations = _rules(attributes)
                outcome.located = parse_offsets(str(attributes.get(ATTR_LOCATED) or ""))
            elif kind == "redrafted":
                choice_of(span).redrafted_from.append(_rules(attributes))
            elif kind == "refusal":
                shared.refusal = body
        elif span.name == AGL_EXCEPTION:
            shared.exceptions.append(f"{attributes.get('exception.type')}: {attributes.get('exception.message')}")
        elif _is_llm_span(span.name):
            shared.llm_calls += 1
        rewards = get_rewards_from_span(span)
        if rewards:
            outcome = choice_of(span)
            for reward in rewards:
                outcome.rewards[reward.name] = float(reward.value)
    per_draft = ("draft", "sendable", "violations", "located", "redrafted_from", "rewards")
    if not choices:
        return [shared]
    return [
        shared.model_copy(update={name: getattr(choices[index], name) for name in per_draft}, deep=True)
        for index in sorted(choices)
    ]
