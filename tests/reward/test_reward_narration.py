"""The narration gate: a summary of the feedback in the third person is not a reply."""

from __future__ import annotations

from reward_samples import BAD, BUG, GOOD

from tractatus_feedback.reward import score_reply
from tractatus_feedback.reward.narration import narration_count, narration_score

# What the one-click policy wrote once invented names were floored (fb-v1-s0-0010, this session's run).
POLICY_SUMMARY = (
    "The visitor submitted a bug report on our website and provided a server error message they encountered. "
    "They requested a confirmation link in their email, and the visitor cleared their cache and a different network."
)


def test_replies_addressed_to_the_visitor_pass() -> None:
    for draft, _context in GOOD.values():
        assert narration_score(draft) == 1.0, draft


def test_the_policys_third_person_summary_is_gated() -> None:
    assert narration_count(POLICY_SUMMARY) == 2
    assert narration_score(POLICY_SUMMARY) == 0.5
    assert score_reply(*BAD["narration"]).components["narration"] == 0.25


def test_each_mention_costs_more_down_to_a_floor() -> None:
    one = "Thank you for your report. The visitor's link is broken and we are sorry about that."
    many = "The visitor says the link broke. The visitor wants it fixed. The user is right; the reader agrees, and so do you."
    assert narration_score(one) == 0.75
    assert narration_score(many) == 0.25


def test_a_draft_that_never_says_you_is_capped() -> None:
    assert narration_score("We are sorry the download link is broken. It should not have happened.") == 0.5


def test_compounds_and_plurals_are_not_narration() -> None:
    draft = (
        "Thank you for telling us. The user guide and the visitor centre page both link to the dataset, "
        "and our users rely on it, so we are sorry you hit the 404 error."
    )
    assert narration_count(draft) == 0 and narration_score(draft) == 1.0


def test_narration_sinks_a_summary_that_names_every_point() -> None:
    draft, context = BAD["narration"]
    result = score_reply(draft, context)
    assert result.components["acknowledgment"] >= 0.5, "the summary does name the points raised"
    assert result.total < 0.3
    assert context is BUG
