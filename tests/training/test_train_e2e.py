"""A miniature one-click run end to end: real model, real endpoint, real store, real governance, 2 runners.

It asserts what makes training real rather than claimed: the adapter moved, every iteration published
a new resource version, the runners drafted with that version (the store's rollouts name it and the
traced LLM calls asked the endpoint for that iteration's adapter), and the run directory holds the
before/after report. Sized to finish in a few minutes on 2 cores.
"""

from __future__ import annotations

import asyncio
import json


def _llm_requests_by_rollout(store_url: str, rollout_ids: list[str]) -> dict[str, list[dict]]:
    """The ``gen_ai.request.*`` attributes of every traced LLM call, by rollout."""
    from tractatus_feedback.store import open_store

    async def read() -> dict[str, list[dict]]:
        store = open_store(store_url)
        requests: dict[str, list[dict]] = {}
        for rollout_id in rollout_ids:
            for span in await store.query_spans(rollout_id):
                attributes = span.attributes or {}
                if "gen_ai.request.model" in attributes:
                    requests.setdefault(rollout_id, []).append(
                        {key: value for key, value in attributes.items() if key.startswith("gen_ai.request.")}
                    )
        return requests

    return asyncio.run(read())


def _rollouts(store_url: str, run_id: str) -> list:
    from tractatus_feedback.store import open_store

    async def read() -> list:
        return [r for r in await open_store(store_url).query_rollouts() if (r.metadata or {}).get("run_id") == run_id]

    return asyncio.run(read())


def test_miniature_training_run_updates_publishes_and_reports() -> None:
    from tractatus_feedback.settings import get_settings
    from tractatus_feedback.training.deployment import current_adapter, deploy, rollback
    from tractatus_feedback.training.grpo import GRPOConfig
    from tractatus_feedback.training.oneclick import run_oneclick
    from tractatus_feedback.training.policy import PolicyConfig

    get_settings.cache_clear()
    settings = get_settings()
    config = GRPOConfig(
        tasks_per_iteration=2, drafts_per_task=3, max_iterations=2, max_tokens=40,
        policy=PolicyConfig(learning_rate=1e-3, lora_layers=2),
    )
    result = run_oneclick(settings, runners=2, config=config, budget_s=1200, limit=2, train_limit=4, label="e2e")
    report, run_dir = result.report, result.run_dir

    # The adapter changed: LoRA B starts at zero, so any update shows as a non-zero norm.
    assert report.adapter_norm_before == 0.0
    assert report.adapter_norm_after and report.adapter_norm_after > 0.0
    assert (run_dir / "adapter" / "adapter_model.safetensors").is_file()

    # Every iteration published a new resource version, and the runners used exactly that version.
    assert len(report.iterations) == 2
    published = [log.resources_id for log in report.iterations]
    assert len(set(published) | {report.resources["baseline"], report.resources["final"]}) == 4
    for log in report.iterations:
        assert log.rollout_resources_ids == [log.resources_id]
        assert log.drafts >= 1 and log.drafts + log.failed == 2 * 3
    rollouts = _rollouts(settings.store_url, run_dir.name)
    train = [r for r in rollouts if r.mode == "train"]
    assert len(train) == 2 * 2, "one rollout per task and iteration; its 3 drafts come from one request"
    assert {r.resources_id for r in train} == set(published)
    requests = _llm_requests_by_rollout(settings.store_url, [r.rollout_id for r in rollouts])
    for rollout in train:
        iteration = rollout.metadata["iteration"]
        calls = requests[rollout.rollout_id]
        assert {call["gen_ai.request.model"] for call in calls} == {report.iterations[iteration].model}
        # Training drafts come from the plain tempered distribution, the one the update scores.
        assert {call["gen_ai.request.frequency_penalty"] for call in calls} == {0.0}
    evaluated = [r for r in rollouts if r.mode == "val"]
    assert evaluated and all(
        call["gen_ai.request.frequency_penalty"] == settings.llm.frequency_penalty
        for rollout in evaluated
        for call in requests[rollout.rollout_id]
    ), "evaluation drafts as the service serves them"

    # The run directory holds the before/after report.
    summary = json.loads((run_dir / "summary.json").read_text())
    for key in ("gain_ci95_low", "first_attempt_gain_ci95_low", "violations_after", "wall_seconds",
                "final_evaluation_estimate_s"):
        assert summary[key] is not None
    assert 0.0 <= summary["before"]["mean_reward"] <= 1.0 and 0.0 <= summary["after"]["mean_reward"] <= 1.0
    assert summary["iterations"] == 2
    # Each validation task was scored by the mean of its evaluation drafts (one n-choice rollout each).
    k = settings.training.eval_drafts_per_task
    for phase in ("before", "after"):
        assert summary[phase]["drafts_per_task"] == k
        assert summary[phase]["n_drafted"] + summary[phase]["n_failed"] == 2 * k
        # Redrafting only ever replaces a floored first attempt, so the delivered mean bounds it.
        assert summary[phase]["first_attempt_mean_reward"] <= summary[phase]["mean_reward"]
    assert (run_dir / "reward_curve.png").stat().st_size > 1000
    text = (run_dir / "report.md").read_text()
    assert "| figure | before | after |" in text and "reward_curve.png" in text
    assert json.loads((run_dir / "drafts_before_after.json").read_text())

    # Deploying the run makes its adapter the served one; rollback returns to the base model.
    deploy(settings.home, run_dir.name)
    assert current_adapter(settings.home) == (run_dir / "adapter").resolve()
    assert rollback(settings.home) is None
    assert current_adapter(settings.home) is None
