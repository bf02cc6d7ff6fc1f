"""The paired bootstrap that decides whether a training gain is real."""

from __future__ import annotations

from tractatus_feedback.training.metrics import paired_bootstrap_gain


def test_consistent_gain_has_interval_above_zero() -> None:
    before = {f"t{i}": 0.4 + 0.01 * (i % 5) for i in range(20)}
    after = {key: value + 0.2 + 0.02 * ((i % 3) - 1) for i, (key, value) in enumerate(before.items())}
    gain = paired_bootstrap_gain(before, after)
    assert gain.n_pairs == 20
    assert abs(gain.mean - 0.2) < 0.01
    assert 0.15 < gain.ci95_low <= gain.mean <= gain.ci95_high < 0.25


def test_noise_interval_straddles_zero() -> None:
    before = {f"t{i}": 0.5 for i in range(30)}
    after = {key: 0.5 + (0.1 if i % 2 else -0.1) for i, key in enumerate(before)}
    gain = paired_bootstrap_gain(before, after)
    assert gain.ci95_low < 0 < gain.ci95_high


def test_only_tasks_scored_in_both_are_paired() -> None:
    gain = paired_bootstrap_gain({"a": 0.1, "b": 0.2}, {"b": 0.5, "c": 0.9})
    assert gain.n_pairs == 1
    assert abs(gain.mean - 0.3) < 1e-9
    assert paired_bootstrap_gain({}, {"a": 1.0}).n_pairs == 0
