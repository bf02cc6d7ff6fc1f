"""The length component: 1.0 inside 50-150 words, smooth and monotonic outside."""

from __future__ import annotations

from tractatus_feedback.reward.length import length_score


def reply_of(n: int) -> str:
    return " ".join(["word"] * n)


def test_inside_the_band_scores_full() -> None:
    assert [length_score(reply_of(n)) for n in (50, 90, 150)] == [1.0, 1.0, 1.0]


def test_hand_checked_values_outside_the_band() -> None:
    assert abs(length_score(reply_of(25)) - 0.3679) < 1e-3  # exp(-1)
    assert abs(length_score(reply_of(210)) - 0.3679) < 1e-3
    assert length_score("") == 0.0


def test_falloff_is_monotonic_on_both_sides() -> None:
    short = [length_score(reply_of(n)) for n in range(1, 51)]
    long = [length_score(reply_of(n)) for n in range(150, 400)]
    assert short == sorted(short)
    assert long == sorted(long, reverse=True)


def test_falloff_is_smooth_not_a_cliff() -> None:
    scores = [length_score(reply_of(n)) for n in range(1, 400)]
    assert max(abs(a - b) for a, b in zip(scores, scores[1:])) < 0.05
    assert 0.9 < length_score(reply_of(45)) < 1.0
    assert 0.9 < length_score(reply_of(160)) < 1.0
