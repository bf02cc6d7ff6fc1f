"""The shape of the advice rules (legal, medical, financial): their patterns, plus any question about the
writer's own situation that names the rule's topic.

A visitor who wants advice hides the question in a bug report and words it however they like: "can I
sue", "I'd like to know if I can take the gym to court", "help me understand whether I could claim
compensation". What does not change is that a sentence asks (:mod:`.questions`), that it is about
the writer (or asks whether something is legal, safe, a good investment), and that it names the
topic. Names of site things are not the topic: "the tax calculator example" or "your legal page"
name a page, not a visitor's taxes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from .base import FallbackRule, any_of, excerpt
from .lexicon import SITE_THINGS
from .questions import questions

__all__ = ["AdviceQuestionRule", "topic_pattern"]

_SITE_THING = "(?:" + "|".join(SITE_THINGS) + ")"


def topic_pattern(*terms: str) -> re.Pattern[str]:
    """A pattern for the topic terms, not where one names a site thing ("your pension article", "the
    tax calculator", "the medical dataset")."""
    return any_of(rf"(?<!\byour )(?:{'|'.join(terms)})(?![ -]{_SITE_THING}\b)")


class AdviceQuestionRule(FallbackRule):
    """A boundary rule that also fires on a question about the writer's situation naming its topic."""

    topics: ClassVar[re.Pattern[str]]
    # Predicates that ask for advice without a first person ("is it legal to", "does X interact with").
    impersonal: ClassVar[re.Pattern[str]]

    def fallback_hits(self, view: str) -> Iterator[tuple[str, str]]:
        for question in questions(view):
            if not (question.about_me() or self.impersonal.search(question.text)):
                continue
            topic = self.topics.search(question.text)
            if topic is not None:
                start = question.start + topic.start()
                yield excerpt(view, start, question.start + topic.end()), "question about " + topic.group(0)
