"""The paired bootstrap that decides whether a training gain is real, and the evaluation table it reads."""

from __future__ import annotations

import agentlightning as agl

from tractatus_feedback.agent import FeedbackTask, RolloutOutcome
from tractatus_feedback.training.metrics import paired_bootstrap_gain, summarize
from tractatus_feedback.training.rollouts import FinishedRollout


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


def _finished(task_id: str, total: float | None, status: str = "succeeded") -> FinishedRollout:
    task = FeedbackTask(task_id=task_id, feedback="The export button does nothing.", sentiment="negative")
    rollout = agl.Rollout(rollout_id=f"ro-{task_id}-{total}", input=task.model_dump(mode="json"), start_time=0.0, status=status)
    rewards = {} if total is None else {"total": total, "tone": total}
    draft = None if total is None else f"Thank you for reporting the export problem (draft scoring {total})."
    return FinishedRollout(task=task, rollout=rollout, outcome=RolloutOutcome(draft=draft, sendable=True, rewards=rewards))


def test_several_drafts_per_task_score_the_task_by_their_mean_and_missing_ones_count_as_failed() -> None:
    finished = [_finished("a", 0.2), _finished("a", 0.6), _finished("b", 0.5), _finished("b", None, status="failed")]
    summary = summarize(finished, n_tasks=2, drafts_per_task=2)
    assert summary.rewards_by_task == {"a": 0.4, "b": 0.5}
    assert summary.n_drafted == 3
    assert summary.n_failed == 1
    assert abs(summary.mean_reward - (0.2 + 0.6 + 0.5) / 3) < 1e-9
    assert [example.task_id for example in summary.examples] == ["a", "b"]  # one example per task


def test_apologies_count_against_replies_to_praise_only() -> None:
    def reply(task_id: str, sentiment: str, draft: str) -> FinishedRollout:
        task = FeedbackTask(task_id=task_id, feedback="Your guide on model cards helped.", sentiment=sentiment)
        rollout = agl.Rollout(rollout_id=f"ro-{task_id}", input=task.model_dump(mode="json"), start_time=0.0, status="succeeded")
        outcome = RolloutOutcome(draft=draft, sendable=True, rewards={"total": 0.5})
        return FinishedRollout(task=task, rollout=rollout, outcome=outcome)

    summary = summarize([
        reply("praise-1", "positive", "I'm sorry to hear that. Thank you for the kind words."),
        reply("praise-2", "positive", "Thank you, we are glad the guide helped."),
        reply("complaint", "negative", "I'm sorry the guide confused you."),
    ])
    # One of the two replies to praise apologises; the apology to the complaint is not counted.
    assert summary.apology_to_praise_rate == 0.5
    assert summary.condolence_rate == 0.0

    condoling = summarize([
        reply("praise", "positive", "I'm sorry for your loss. Thank you for the kind words."),
        reply("complaint", "negative", "I'm sorry for your loss, and for the broken guide."),
        reply("complaint-2", "negative", "We're sorry for the loss of your saved drafts."),
    ])
    # Condolences count in every reply; an apology for a lost thing is no condolence, and no apology to praise.
    assert abs(condoling.condolence_rate - 2 / 3) < 1e-9
    assert condoling.apology_to_praise_rate == 0.0


def test_a_redrafted_draft_counts_at_the_floor_in_the_first_attempt_reward() -> None:
    delivered, clean = _finished("a", 0.6), _finished("b", 0.4)
    delivered.outcome.redrafted_from = [["outbound.unauthorized_promise"]]
    summary = summarize([delivered, clean])
    # What is sent scores 0.6 and 0.4; what the policy first wrote for "a" was blocked, so it earned 0.
    assert summary.rewards_by_task == {"a": 0.6, "b": 0.4}
    assert summary.first_attempt_rewards_by_task == {"a": 0.0, "b": 0.4}
    assert abs(summary.first_attempt_mean_reward - 0.2) < 1e-9
    assert summary.first_attempt_violations == 1


def test_each_component_change_gets_a_paired_interval_over_tasks() -> None:
    """Tone up on every task gives an interval above zero; the task means are what is paired."""
    from tractatus_feedback.training.report import TrainingReport, training_summary

    tasks = [f"t{i}" for i in range(12)]
    before = summarize([_finished(task, 0.3 + 0.01 * i) for i, task in enumerate(tasks)] + [_finished("t0", 0.5)])
    after = summarize([_finished(task, 0.6 + 0.01 * i) for i, task in enumerate(tasks)])
    assert before.components_by_task["tone"]["t0"] == 0.4  # the mean of its two drafts, 0.3 and 0.5
    assert "total" not in before.components_by_task  # the total's task means are rewards_by_task

    summary = training_summary(TrainingReport(run_id="r", algorithm="grpo", config={}, runners=1, before=before, after=after))
    low, high = summary["component_change_ci95"]["tone"]
    assert 0.15 < low <= summary["component_change"]["tone"] <= high < 0.35
