"""The pure and file-level parts of training: advantages, blamed drafts, the deployment stack, the VERL config checks."""

from __future__ import annotations

from pathlib import Path

import agentlightning as agl
import pytest

from tractatus_feedback.agent import FeedbackTask, RolloutOutcome
from tractatus_feedback.reward import GATES
from tractatus_feedback.training.advantages import group_advantages
from tractatus_feedback.training.deployment import DeploymentError, current_adapter, deploy, read_log, rollback
from tractatus_feedback.training.grpo import (
    IterationLog,
    TaskCycle,
    credited_spans,
    looped,
    quotations,
    register_lapses,
    repetitions,
    split_blamed,
)
from tractatus_feedback.training.oneclick import (
    FINAL_EVALUATION_MARGIN,
    FINAL_EVALUATION_RESERVE,
    final_evaluation_estimate,
)
from tractatus_feedback.training.rollouts import FinishedRollout, scored_by_task
from tractatus_feedback.training.verl_config import check_verl_config, verl_config


def test_advantages_are_relative_to_the_group_and_floor_drafts_go_down() -> None:
    advantages = group_advantages({"a": [0.0, 0.5, 1.0], "b": [0.3, 0.3], "c": [0.7]}, scale="group")
    low, middle, high = advantages["a"]
    assert low < 0 < high and abs(middle) < 1e-9
    assert abs(sum(advantages["a"])) < 1e-9
    assert advantages["b"] == [0.0, 0.0]  # identical rewards teach nothing
    assert advantages["c"] == [0.0]  # a group of one has nothing to compare with


def test_batch_scale_keeps_a_small_difference_small() -> None:
    rewards = {"violation": [0.0, 0.6], "noise": [0.30, 0.32]}
    per_group = group_advantages(rewards, scale="group")
    per_batch = group_advantages(rewards, scale="batch")
    # Per group, a 0.02 difference pushes as hard as a floored draft; per batch, 30 times less.
    assert per_group["noise"] == pytest.approx(per_group["violation"], rel=1e-2)
    assert per_batch["violation"][1] / per_batch["noise"][1] == pytest.approx(30.0, rel=1e-2)
    assert per_batch["violation"][0] < 0 < per_batch["violation"][1]
    assert group_advantages({"flat": [0.4, 0.4], "one": [0.9]}, scale="batch") == {"flat": [0.0, 0.0], "one": [0.0]}
    with pytest.raises(ValueError, match="unknown advantage scale"):
        group_advantages(rewards, scale="token")  # type: ignore[arg-type]


def test_every_batch_mixes_complaints_with_other_feedback_and_each_kind_cycles_whole() -> None:
    sentiments = ["negative"] * 5 + ["positive"] * 2 + ["neutral"] * 2
    tasks = [
        FeedbackTask(task_id=f"t{i}", feedback="The export button does nothing.", sentiment=sentiment)
        for i, sentiment in enumerate(sentiments)
    ]
    cycle = TaskCycle(tasks, seed=3)
    batches = [cycle.next(2) for _ in range(20)]
    for batch in batches:
        assert sorted(task.sentiment == "negative" for task in batch) == [False, True]
    complaints = [batch[0].task_id for batch in batches]
    for epoch in range(4):  # each complaint once before any repeats
        assert len(set(complaints[5 * epoch : 5 * epoch + 5])) == 5
    others = [batch[1].task_id for batch in batches]
    assert len(set(others[:4])) == 4
    assert [task.task_id for task in TaskCycle(tasks, seed=3).next(2)] == [task.task_id for task in batches[0]]
    # Fewer kinds than the batch asks for: the batch is filled from what there is, without repeats.
    only_praise = TaskCycle(tasks[5:7], seed=0)
    assert sorted(task.task_id for task in only_praise.next(4)) == ["t5", "t6"]


def _draft(
    choice: int,
    draft: str,
    total: float,
    violations: list[str],
    located: list[tuple[int, int]],
    gates: dict[str, float] | None = None,
) -> FinishedRollout:
    task = FeedbackTask(
        task_id="t", feedback="The export button does nothing.", sentiment="negative", key_points=("export button",)
    )
    rollout = agl.Rollout(rollout_id="ro-t", input=task.model_dump(mode="json"), start_time=0.0, status="succeeded")
    outcome = RolloutOutcome(
        draft=draft, sendable=not violations, violations=violations, located=located,
        rewards={"total": total, **(gates or {})},
    )
    return FinishedRollout(task=task, rollout=rollout, outcome=outcome, choice=choice)


def test_drafts_whose_violations_were_located_leave_their_group() -> None:
    echo, promise, values = "outbound.pii_echo", "outbound.unauthorized_promise", "outbound.values_decision"
    named = _draft(0, "Dear Sarah, thank you for the report about the export button.", 0.0, [echo], [(5, 10)])
    promising = _draft(1, "We will fix the export button by Friday.", 0.0, [promise], [(0, 11)])
    both = _draft(2, "Dear Sarah, we will fix it by Friday.", 0.0, [echo, promise], [(5, 10), (12, 23)])
    siding = _draft(3, "Yes, you should.", 0.0, [values], [])
    clean = _draft(4, "Thank you for telling us that the export button does nothing.", 0.4, [], [])
    groups, blamed = split_blamed(scored_by_task([named, promising, both, siding, clean]))
    assert blamed == [named, promising, both]
    # A yes to a values question has no place of its own, so its draft stays and keeps the floor reward among its siblings.
    assert groups == {"t": [siding, clean]}


def test_only_a_clean_sendable_draft_has_its_earning_words_credited() -> None:
    clean = dict.fromkeys(GATES, 1.0)
    text = "Sorry that the Export button does nothing; the button should export your data."
    credited = credited_spans(_draft(0, text, 0.5, [], [], clean))
    # The apology earns tone, the point's words acknowledgment; the repeated "button" earns nothing more.
    assert [text[start:end] for start, end in credited] == ["Sorry that", "Export", "button"]
    # A violation or any gate below 1 (copying, stuffing...) earns no credit: neither is ever pushed up.
    assert credited_spans(_draft(1, text, 0.0, ["outbound.unauthorized_promise"], [], clean)) == ()
    assert credited_spans(_draft(2, text, 0.2, [], [], clean | {"copying": 0.5})) == ()


def test_points_acknowledged_inside_a_quoted_clause_earn_no_credit() -> None:
    clean = dict.fromkeys(GATES, 1.0)
    quoting = _draft(0, "Thanks: the export button on the reports page, we hear.", 0.5, [], [], clean)
    feedback = "The export button on the reports page does nothing."
    task = quoting.task.model_copy(update={"feedback": feedback, "key_points": ("export button", "reports page")})
    quoted = FinishedRollout(task=task, rollout=quoting.rollout, outcome=quoting.outcome, choice=0)
    # Seven of the visitor's words in a row: short of the copying gate's eight, but a quote all the same.
    assert credited_spans(quoted) == ()
    text = "Thanks: on the reports page, the export button is being checked."
    own_words = FinishedRollout(
        task=task, rollout=quoting.rollout, outcome=quoting.outcome.model_copy(update={"draft": text}), choice=1
    )
    assert [text[start:end] for start, end in credited_spans(own_words)] == ["reports", "page", "export", "button"]


def test_a_loop_is_found_in_any_draft_and_the_gate_says_whether_it_is_blamed_or_debited() -> None:
    text = "Sorry about the export error confirmation error confirmation error confirmation error."
    gated, passed = _draft(0, text, 0.3, [], [], {"repetition": 0.5}), _draft(1, text, 0.3, [], [], {"repetition": 1.0})
    assert looped(gated) and not looped(passed)
    for item in (gated, passed):
        [loop] = repetitions(item)
        assert text[loop[0] : loop[1]] == "error confirmation error"
    assert repetitions(_draft(2, "Thank you for the report about the export button.", 0.5, [], [])) == ()


def test_an_apology_is_debited_only_in_a_reply_to_praise() -> None:
    text = "We are sorry the export button does nothing."
    complaint = _draft(0, text, 0.5, [], [])
    assert register_lapses(complaint) == ()  # the test task is a complaint: the apology is due
    praise = FinishedRollout(
        task=complaint.task.model_copy(update={"sentiment": "positive"}),
        rollout=complaint.rollout, outcome=complaint.outcome, choice=1,
    )
    [span] = register_lapses(praise)
    assert text[span[0] : span[1]] == "We are sorry"


def test_condolences_are_debited_in_any_reply() -> None:
    text = "I'm sorry for your loss. The export button does nothing, a fair point."
    [span] = register_lapses(_draft(0, text, 0.5, [], []))
    assert text[span[0] : span[1]] == "I'm sorry for your loss"


def test_a_quoted_clause_is_debited_before_the_copying_gate_discounts_it() -> None:
    feedback = "When I click the export button on the report page nothing happens at all."

    def quoting(draft: str) -> FinishedRollout:
        item = _draft(0, draft, 0.2, [], [])
        task = item.task.model_copy(update={"feedback": feedback})
        return FinishedRollout(task=task, rollout=item.rollout, outcome=item.outcome, choice=0)

    sentence = "You wrote: when I click the export button on the report page nothing happens. We are on it."
    [span] = quotations(quoting(sentence))
    assert sentence[span[0] : span[1]] == "when I click the export button on the report page nothing happens"
    clause = "Sorry that the export button on the report page fails you."  # seven words, under the gate's eight
    [span] = quotations(quoting(clause))
    assert clause[span[0] : span[1]] == "the export button on the report page"
    assert quotations(quoting("Sorry that the export button fails on that page.")) == ()  # a named point is no quote


def _fake_run(home: Path, run_id: str) -> Path:
    adapter = home / "runs" / run_id / "adapter"
    adapter.mkdir(parents=True)
    (adapter / "adapter_config.json").write_text("{}")
    return adapter


def _iteration(generation_s: float, violations: int) -> IterationLog:
    return IterationLog(
        iteration=0, resources_id="rs", model="m", mean_reward=0.5, components={}, drafts=16, failed=0,
        violations=violations, violations_by_rule={}, rollout_resources_ids=["rs"], generation_s=generation_s,
        update_s=10.0, store_s=0.1, publish_s=1.0, loss=0.0, kl=0.0, grad_norm=0.0, learned_from=16,
    )


def test_the_final_evaluation_estimate_follows_what_training_measured() -> None:
    # Before two iterations there is nothing to compare: the fixed multiple of the baseline.
    assert final_evaluation_estimate(100.0, 1.5, [_iteration(14.0, 5)]) == FINAL_EVALUATION_RESERVE * 100.0
    steady = final_evaluation_estimate(100.0, 1.0, [_iteration(14.0, 5)] * 6)
    assert steady == FINAL_EVALUATION_MARGIN * 100.0
    # Drafting seconds follow the machine's drift, not the evaluation's cost: they change nothing.
    assert final_evaluation_estimate(100.0, 1.0, [_iteration(14.0, 5)] * 3 + [_iteration(28.0, 5)] * 3) == steady
    # The baseline spent a third of its calls redrafting; blocked drafts falling from 15 to 0 per window
    # (smoothed: 16 -> 1) take most of that third away, and rising blocks add to it.
    learned = final_evaluation_estimate(100.0, 1.5, [_iteration(14.0, 5)] * 3 + [_iteration(14.0, 0)] * 3)
    assert abs(learned / steady - (1 + 0.5 / 16) / 1.5) < 1e-9
    assert final_evaluation_estimate(100.0, 1.5, [_iteration(14.0, 1)] * 3 + [_iteration(14.0, 5)] * 3) > steady


def test_deploy_and_rollback_form_a_stack(home: Path) -> None:
    first, second = _fake_run(home, "run-1"), _fake_run(home, "run-2")
    assert current_adapter(home) is None
    deploy(home, "run-1")
    deploy(home, "run-2")
    assert current_adapter(home) == second.resolve()
    assert [entry.run_id for entry in read_log(home).history] == ["run-1", "run-2"]
    assert rollback(home).run_id == "run-1"
    assert current_adapter(home) == first.resolve()
    assert rollback(home) is None
    with pytest.raises(DeploymentError):
        rollback(home)


def test_deploy_refuses_runs_without_an_adapter(home: Path) -> None:
    (home / "runs" / "empty").mkdir(parents=True)
    with pytest.raises(DeploymentError, match="no adapter"):
        deploy(home, "empty")
    with pytest.raises(DeploymentError, match="no run"):
        deploy(home, "missing")


def test_the_embedded_server_reads_the_deployed_adapter(home: Path) -> None:
    from tractatus_feedback.llm.server import deployed_adapter

    adapter = _fake_run(home, "run-1")
    assert deployed_adapter(home) is None
    deploy(home, "run-1")
    assert deployed_adapter(home) == adapter.resolve()


def test_verl_config_checks(tmp_path: Path) -> None:
    (tmp_path / "config.json").write_text("{}")
    assert check_verl_config(verl_config(tmp_path)) == []
    problems = check_verl_config(verl_config(tmp_path / "nowhere", drafts_per_task=1, max_prompt_length=64))
    assert len(problems) == 3
    assert any("rollout.n" in p for p in problems) and any("config.json" in p for p in problems)


def test_deploy_and_runs_commands(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from tractatus_feedback.cli import main

    _fake_run(home, "20261130-120000-oneclick")
    summary = {"algorithm": "grpo", "before": {"mean_reward": 0.3}, "after": {"mean_reward": 0.5},
               "gain": 0.2, "gain_ci95_low": 0.1, "violations_after": 0, "wall_seconds": 700}
    (home / "runs" / "20261130-120000-oneclick" / "summary.json").write_text(json.dumps(summary))
    assert main(["deploy", "20261130-120000-oneclick"]) == 0
    assert main(["runs", "list"]) == 0
    listing = capsys.readouterr().out
    assert "20261130-120000-oneclick" in listing and "+0.200" in listing and "*deployed*" in listing
    assert main(["deploy", "--rollback"]) == 0
    assert "base model" in capsys.readouterr().out
    assert main(["deploy", "--rollback"]) == 1
    assert main(["runs", "show", "nope"]) == 1
