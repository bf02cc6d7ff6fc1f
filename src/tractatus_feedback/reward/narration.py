"""The narration component: a reply talks *to* the visitor, not *about* them.

Measured in this session's one-click runs (README, training): once outbound governance floored
drafts that greeted an invented "Sarah", the policy learned to narrate instead, "The visitor
submitted a bug report ... They requested a refund ...". Such a summary names every point raised
(acknowledgment pays), never names a person (no governance floor), and is not a reply anyone could
send; its tone fell to zero while the total rose. Narration is therefore a gate, like the other hacks.

A mention of "the visitor" or "the user" in a reply is rare in a real reply and common in a summary;
a draft that never says "you" is not addressed to anyone.
"""

from __future__ import annotations

import re

from tractatus_feedback.reward.text import clamp, normalize

__all__ = ["narration_count", "narration_score"]

# "the user guide", "the visitor centre": compounds where the noun is not a person being talked about.
_COMPOUND = (
    r"(?! (?:guide|interface|experience|manual|accounts?|settings|names?|agreement|base|testing|tests|research|"
    r"stud(?:y|ies)|cent(?:re|er)|mode|view|count|numbers|data|journey|flow|panel|profile|pages?|forum|group|survey|community))"
)
_THIRD_PERSON = re.compile(
    r"\b(?:the|this|our|a) (?:visitor|user|customer|reader|submitter|commenter|person who (?:wrote|left|sent))"
    r"(?:'s\b|\b" + _COMPOUND + ")"
)
_SECOND_PERSON = re.compile(r"\byou(?:r|rs|rself|'re|'ve|'d|'ll)?\b")


def narration_count(draft: str) -> int:
    """How many times the draft refers to the person it should be answering in the third person."""
    return len(_THIRD_PERSON.findall(normalize(draft)))


def narration_score(draft: str) -> float:
    """1.0 for a draft addressed to the visitor; 0.25 off per third-person mention, down to 0.25.

    A draft that never addresses the reader ("you") at all is capped at 0.5, mentions or not.
    """
    score = clamp(1.0 - 0.25 * narration_count(draft), 0.25)
    if not _SECOND_PERSON.search(normalize(draft)):
        score = min(score, 0.5)
    return score
