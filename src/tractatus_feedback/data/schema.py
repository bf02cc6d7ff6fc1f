"""The shape of one labelled feedback example and the version of the dataset built from them."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["DATASET_VERSION", "CATEGORIES", "Category", "Split", "FeedbackExample"]

#: Bump when the generator's output for a given seed changes; the shipped file carries it in its name.
DATASET_VERSION = "v1"

Category = Literal[
    "bug_report",
    "usability",
    "research_critique",
    "praise",
    "feature_request",
    "privacy_concern",
    "values_question",
    "abuse",
    "prompt_injection",
    "pii_laden",
]
#: Every category, in the order the generator cycles through them.
CATEGORIES: tuple[str, ...] = get_args(Category)

Split = Literal["train", "val"]


class FeedbackExample(BaseModel):
    """One synthetic submission with the labels governance and the reward are checked against.

    ``key_points`` are the short phrases a good reply acknowledges; they never contain personal data,
    since a reply that echoes PII fails outbound governance.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    text: str = Field(min_length=1)
    category: Category
    sentiment: Literal["positive", "neutral", "negative"]
    expected_decision: Literal["ALLOW", "ESCALATE", "BLOCK"]
    key_points: list[str] = Field(default_factory=list)
    split: Split
