"""The prompt the agent drafts from: what each sentiment's reply is told to open with."""

from __future__ import annotations

import agentlightning as agl
import pytest

from tractatus_feedback.agent import FeedbackTask, default_prompt_template
from tractatus_feedback.agent.prompts import OPENINGS, render_prompt


def _task(sentiment: str) -> FeedbackTask:
    return FeedbackTask(task_id=f"t-{sentiment}", feedback="The export button does nothing.", sentiment=sentiment)


@pytest.mark.parametrize("sentiment", ["negative", "positive", "neutral"])
def test_each_sentiment_is_told_its_own_opening(sentiment: str) -> None:
    prompt = render_prompt(default_prompt_template(), _task(sentiment))
    assert f"{OPENINGS[sentiment]}, and respond to the specific points" in prompt
    assert '"The export button does nothing."' in prompt
    others = [opening for other, opening in OPENINGS.items() if other != sentiment]
    assert not any(opening in prompt for opening in others)
    assert ("pologise" in prompt) == (sentiment == "negative")


def test_a_template_may_leave_out_the_opening_but_not_invent_a_field() -> None:
    rewritten = agl.PromptTemplate(template="Answer kindly: {feedback}", engine="f-string")
    assert render_prompt(rewritten, _task("positive")) == "Answer kindly: The export button does nothing."
    unknown = agl.PromptTemplate(template="Answer {visitor}: {feedback}", engine="f-string")
    with pytest.raises(KeyError):
        render_prompt(unknown, _task("positive"))
