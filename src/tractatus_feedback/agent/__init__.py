"""The response agent: an Agent Lightning agent that drafts a governed reply to one redacted submission."""

from tractatus_feedback.agent.outcome import RolloutOutcome, outcome_from_spans, outcomes_from_spans
from tractatus_feedback.agent.prompts import DEFAULT_PROMPT_TEMPLATE, default_prompt_template
from tractatus_feedback.agent.task import FeedbackTask

__all__ = [
    "DEFAULT_PROMPT_TEMPLATE",
    "FeedbackTask",
    "RolloutOutcome",
    "default_prompt_template",
    "outcome_from_spans",
    "outcomes_from_spans",
]
