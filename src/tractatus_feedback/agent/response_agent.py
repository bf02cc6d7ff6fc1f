"""The feedback response agent: prompt resource + LLM resource -> governed, scored draft, all traced.

It is a ``LitAgent`` rather than an ``@agl.rollout`` function because it needs both resources (the
prompt template that APO optimizes and the LLM endpoint that policy-gradient training updates).
"""

from __future__ import annotations

import logging
from typing import Any

import agentlightning as agl
import openai
from openai import OpenAI

from tractatus_feedback.agent.outcome import (
    ATTR_CHOICE, ATTR_KIND, ATTR_LOCATED, ATTR_SENDABLE, ATTR_VIOLATIONS, format_offsets,
)
from tractatus_feedback.agent.prompts import render_prompt
from tractatus_feedback.agent.task import FeedbackTask
from tractatus_feedback.governance.types import Decision, OutboundResult
from tractatus_feedback.reward import ReplyContext, score_reply
from tractatus_feedback.settings import LLMSettings, get_settings

__all__ = ["DraftingError", "FeedbackResponseAgent", "LLM_RESOURCE", "PROMPT_RESOURCE"]

logger = logging.getLogger(__name__)

LLM_RESOURCE = "llm"
PROMPT_RESOURCE = "prompt_template"


class DraftingError(RuntimeError):
    """The endpoint failed to produce a usable draft (unreachable, timed out, or malformed output)."""


class FeedbackResponseAgent(agl.LitAgent[dict[str, Any]]):
    """Drafts a reply per rollout and emits prompt, draft, governance result and reward as spans.

    An LLM resource whose sampling parameters ask for ``n`` > 1 (training groups, evaluation) gets
    ``n`` drafts of the same prompt from one request; each is governed and scored on its own, and its
    spans carry its choice index (see :mod:`.outcome`). Outside training, a draft outbound governance
    blocks is sampled again, up to ``redrafts`` times (:meth:`redraft_budget`).
    """

    def __init__(self, llm_settings: LLMSettings | None = None) -> None:
        super().__init__()
        self._llm_settings = llm_settings or get_settings().llm
        self._governance: Any = None  # built lazily: runners are forked processes, each builds its own

    @property
    def governance(self) -> Any:
        if self._governance is None:
            from tractatus_feedback.governance import Governance

            self._governance = Governance()
        return self._governance

    def rollout(self, task: dict[str, Any], resources: agl.NamedResources, rollout: agl.Rollout) -> float | None:
        feedback_task = FeedbackTask.model_validate(task)
        if not self.may_draft(feedback_task, rollout):
            agl.emit_message(f"not drafted: governance decision {feedback_task.decision.value}", {ATTR_KIND: "refusal"})
            return None

        prompt = render_prompt(resources[PROMPT_RESOURCE], feedback_task)  # type: ignore[arg-type]
        agl.emit_message(prompt, {ATTR_KIND: "prompt"})
        try:
            drafts = self._draft(resources[LLM_RESOURCE], prompt, rollout)  # type: ignore[arg-type]
        except DraftingError as error:
            agl.emit_exception(error)
            raise

        context = feedback_task.reply_context()
        outbounds = [self._govern(draft, feedback_task, rollout) for draft in drafts]
        self._redraft_blocked(drafts, outbounds, feedback_task, resources[LLM_RESOURCE], prompt, rollout)  # type: ignore[arg-type]
        for choice, (draft, outbound) in enumerate(zip(drafts, outbounds)):
            self._emit_draft("draft", draft, outbound, choice)
            agl.emit_reward(
                self.rewards(draft, context, outbound, rollout), primary_key="total", attributes={ATTR_CHOICE: choice}
            )
        return None

    def redraft_budget(self, rollout: agl.Rollout) -> int:
        """How many fresh drafts a blocked choice may get: none in training, whose policy must meet
        the floor reward for what it wrote, and the setting elsewhere (evaluation, the feedback box),
        where a moderator should get a reply governance lets through rather than a blocked one."""
        return 0 if rollout.mode == "train" else self._llm_settings.redrafts

    def _redraft_blocked(
        self, drafts: list[str], outbounds: list[OutboundResult], task: FeedbackTask, llm: agl.LLM, prompt: str,
        rollout: agl.Rollout,
    ) -> None:
        """Replace blocked drafts in place with fresh samples of the same prompt, one request per round.

        Each replaced draft is kept as a ``redrafted`` message with the rules that blocked it, so the
        first-attempt violation rate stays measurable. A choice still blocked when the budget is spent
        is delivered blocked (unsendable, floor reward); a failing endpoint ends the redrafting, not the
        rollout, since the drafts already written are worth keeping.
        """
        for _ in range(self.redraft_budget(rollout)):
            blocked = [choice for choice, outbound in enumerate(outbounds) if not outbound.sendable]
            if not blocked:
                return
            try:
                fresh = self._draft(llm, prompt, rollout, count=len(blocked))
            except DraftingError as error:
                agl.emit_exception(error)
                return
            for choice, draft in zip(blocked, fresh):
                self._emit_draft("redrafted", drafts[choice], outbounds[choice], choice)
                drafts[choice], outbounds[choice] = draft, self._govern(draft, task, rollout)

    def _govern(self, draft: str, task: FeedbackTask, rollout: agl.Rollout) -> OutboundResult:
        return self.governance.outbound(draft, feedback=task.feedback, subject_id=rollout.rollout_id)

    @staticmethod
    def _emit_draft(kind: str, draft: str, outbound: OutboundResult, choice: int) -> None:
        agl.emit_message(
            draft,
            {
                ATTR_KIND: kind,
                ATTR_SENDABLE: outbound.sendable,
                ATTR_VIOLATIONS: ",".join(outbound.rule_ids),
                ATTR_LOCATED: format_offsets(outbound.located),
                ATTR_CHOICE: choice,
            },
        )

    def may_draft(self, task: FeedbackTask, rollout: agl.Rollout) -> bool:
        """Only ALLOWed submissions: defence in depth, since intake never queues the others and the
        model must never see them. A subclass for the governance study is the only override."""
        return task.decision == Decision.ALLOW

    def rewards(self, draft: str, context: ReplyContext, outbound: OutboundResult, rollout: agl.Rollout) -> dict[str, float]:
        """The reward components and ``"total"``, floored by any outbound violation (DESIGN.md)."""
        return score_reply(draft, context, governance_violations=outbound.rule_ids).as_dict()

    def _draft(self, llm: agl.LLM, prompt: str, rollout: agl.Rollout, count: int | None = None) -> list[str]:
        """``count`` drafts of ``prompt`` (default: the resource's ``n``) from one request."""
        settings = self._llm_settings
        attempt_id = rollout.attempt.attempt_id if isinstance(rollout, agl.AttemptedRollout) else None
        client = OpenAI(
            base_url=llm.get_base_url(rollout.rollout_id, attempt_id),
            api_key=llm.api_key or settings.api_key,
            timeout=settings.timeout_s,
            max_retries=0,
        )
        sampling = {
            "max_tokens": settings.max_tokens,
            "temperature": settings.temperature,
            "frequency_penalty": settings.frequency_penalty,
            **llm.sampling_parameters,
        }
        if count is not None and count != sampling.get("n", 1):
            sampling["n"] = count
        try:
            response = client.chat.completions.create(
                model=llm.model, messages=[{"role": "user", "content": prompt}], **sampling
            )
        except openai.APITimeoutError as error:
            raise DraftingError(f"LLM endpoint {llm.endpoint} timed out after {settings.timeout_s:.0f}s") from error
        except openai.APIConnectionError as error:
            raise DraftingError(f"LLM endpoint {llm.endpoint} is unreachable: {error}") from error
        except openai.APIStatusError as error:
            raise DraftingError(f"LLM endpoint {llm.endpoint} answered HTTP {error.status_code}") from error
        except (openai.OpenAIError, ValueError) as error:  # unparsable body, schema mismatch
            raise DraftingError(f"LLM endpoint {llm.endpoint} returned a malformed response: {error}") from error
        choices = getattr(response, "choices", None) or []
        drafts = [choice.message.content for choice in choices]
        if not drafts or not all(isinstance(text, str) for text in drafts) or not any(t.strip() for t in drafts):
            raise DraftingError(f"LLM endpoint {llm.endpoint} returned no draft text")
        return [text.strip() for text in drafts]
