"""The prompt template the agent drafts with: an Agent Lightning resource that APO can rewrite."""

from __future__ import annotations

import agentlightning as agl

from tractatus_feedback.agent.task import FeedbackTask

__all__ = ["DEFAULT_PROMPT_TEMPLATE", "OPENINGS", "PROMPT_FIELDS", "default_prompt_template", "render_prompt"]

#: Placeholders a template may use; every template is rendered with all of them.
PROMPT_FIELDS = ("feedback", "sentiment", "category", "opening")

#: How the reply should open, by the feedback's sentiment: the ``{opening}`` field. One sentence that said
#: "Thank them, or apologise ... if they report one" asked a 135 M model to read the sentiment and choose;
#: it hardly did, and training pulled the choice one way for all replies: apologising to every piece of
#: praise in some runs, thanking every complaint in others. Told which, it has only to follow: in four
#: of five one-click runs with this field no component fell by more than 0.019, where both runs without
#: it that session lost 0.136 and 0.286 of tone (README, training).
OPENINGS = {
    "negative": "Apologise for the problem they report and acknowledge it",
    "positive": "Thank them warmly for their kind words",
    "neutral": "Thank them for their feedback",
}

#: Addressed to the writer in the second person, because a small model copies the framing it is given:
#: a template that described "the visitor's feedback" got summaries "The visitor's feedback is ..." back,
#: and one that named a placeholder to avoid ("<PERSON_1>") got it repeated (README, training).
DEFAULT_PROMPT_TEMPLATE = (
    "You reply on behalf of the Tractatus research team to someone who left feedback on our website.\n"
    "Their feedback ({sentiment}, about {category}):\n"
    '"{feedback}"\n\n'
    "Write your reply to them directly, as \"you\", in 60 to 120 words. {opening}, and respond to the "
    "specific points they raise in your own words. Be honest: our research is preliminary and has "
    "limitations. Make no promises, dates or guarantees. Do not include names, contact details or other "
    "personal data."
)


def default_prompt_template() -> agl.PromptTemplate:
    return agl.PromptTemplate(template=DEFAULT_PROMPT_TEMPLATE, engine="f-string")


def render_prompt(template: agl.PromptTemplate, task: FeedbackTask) -> str:
    """Fill a template with the task's fields; unknown placeholders fail loudly, missing ones are fine."""
    return template.format(
        feedback=task.feedback,
        sentiment=task.sentiment,
        category=task.category.replace("_", " "),
        opening=OPENINGS[task.sentiment],
    )
