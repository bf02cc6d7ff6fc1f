"""The overselling component: absolute assurances cost, honest statements do not."""

from __future__ import annotations

from tractatus_feedback.reward.overselling import overselling_score


def test_honest_reply_has_no_overselling() -> None:
    assert overselling_score("We have fixed the link and will check it again next week.") == 1.0


def test_strong_assurances_cost_most() -> None:
    assert overselling_score("This is guaranteed to work.") == 0.4
    assert overselling_score("The site is completely secure.") == 0.4
    assert overselling_score("It never fails. Results are 100% accurate.") == 0.0


def test_mild_assurances_cost_less() -> None:
    assert abs(overselling_score("We always read feedback.") - 0.8) < 1e-9
    assert abs(overselling_score("We will definitely fix it, always.") - 0.6) < 1e-9
