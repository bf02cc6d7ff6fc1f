"""The LightningStore contract, run unchanged over InMemoryLightningStore, our SQLite and our PostgreSQL store.

Where the SQL store differs from the in-memory one on purpose, the test says why.
"""

from __future__ import annotations

import asyncio
import time

import pytest
from agentlightning.emitter.reward import find_final_reward
from agentlightning.types import LLM, EnqueueRolloutRequest, PromptTemplate, RolloutConfig
from helpers_store import make_reward_span, make_span

pytestmark = pytest.mark.anyio


def _is_sql(store: object) -> bool:
    return type(store).__name__ == "SqlLightningStore"


async def test_enqueue_get_and_query_rollouts(store) -> None:
    a = await store.enqueue_rollout(input={"n": 1}, mode="train", metadata={"source": "synthetic"})
    b = await store.enqueue_rollout(input={"n": 2}, mode="val")
    many = await store.enqueue_many_rollouts([EnqueueRolloutRequest(input={"n": 3}), EnqueueRolloutRequest(input={"n": 4}, mode="test")])
    assert a.status == "queuing" and len(many) == 2

    got = await store.get_rollout_by_id(a.rollout_id)
    assert got is not None and got.input == {"n": 1} and got.mode == "train" and got.metadata == {"source": "synthetic"}
    assert await store.get_rollout_by_id("ro-missing") is None

    everything = await store.query_rollouts()
    assert everything.total == 4 and [r.rollout_id for r in everything] == [a.rollout_id, b.rollout_id] + [
        r.rollout_id for r in many
    ]
    page = await store.query_rollouts(sort_by="start_time", sort_order="desc", limit=2, offset=1)
    assert page.total == 4 and [r.input["n"] for r in page] == [3, 2]
    by_id = await store.query_rollouts(rollout_id_in=[b.rollout_id, many[1].rollout_id])
    assert {r.rollout_id for r in by_id} == {b.rollout_id, many[1].rollout_id}
    contains = await store.query_rollouts(rollout_id_contains=a.rollout_id[3:9])
    assert [r.rollout_id for r in contains] == [a.rollout_id]
    # "contains" is case-sensitive, as in Python (SQLite's LIKE would not be).
    assert (await store.query_rollouts(rollout_id_contains=a.rollout_id.upper())).total == 0
    either = await store.query_rollouts(rollout_id_in=[a.rollout_id], status_in=["succeeded"], filter_logic="or")
    assert [r.rollout_id for r in either] == [a.rollout_id]
    assert (await store.query_rollouts(status_in=["running"])).total == 0
    assert (await store.query_rollouts(rollout_id_in=[])).total == 0


async def test_dequeue_attempt_lifecycle_and_spans(store) -> None:
    rollout = await store.enqueue_rollout(input={"q": "hello"})
    attempted = await store.dequeue_rollout(worker_id="runner-1")
    assert attempted is not None and attempted.rollout_id == rollout.rollout_id
    assert attempted.status == "preparing" and attempted.attempt.sequence_id == 1
    assert attempted.attempt.worker_id == "runner-1"
    assert await store.dequeue_rollout() is None

    rid, aid = rollout.rollout_id, attempted.attempt.attempt_id
    first = await store.get_next_span_sequence_id(rid, aid)
    second, third = await store.get_many_span_sequence_ids([(rid, aid), (rid, aid)])
    assert first < second < third

    await store.add_span(make_span(rid, aid, first, name="prompt", text="redacted prompt"))
    assert (await store.get_rollout_by_id(rid)).status == "running"  # the first span starts the attempt
    added = await store.add_many_spans(
        [make_span(rid, aid, second, name="draft", text="a reply"), make_reward_span(rid, aid, third, 0.75)]
    )
    assert len(added) == 2

    spans = await store.query_spans(rid)
    assert [s.name for s in spans] == ["prompt", "draft", "agentlightning.annotation"]
    assert spans[0].attributes["text"] == "redacted prompt"
    assert find_final_reward(list(spans)) == 0.75
    assert [s.name for s in await store.query_spans(rid, "latest", name="draft")] == ["draft"]
    assert [s.name for s in await store.query_spans(rid, aid, name_contains="raf")] == ["draft"]
    assert [s.name for s in await store.query_spans(rid, sort_order="desc", limit=1)] == ["agentlightning.annotation"]
    assert (await store.query_spans(rid, "at-missing")).total == 0
    assert (await store.query_spans("ro-missing", "latest")).total == 0

    done = await store.update_attempt(rid, aid, status="succeeded")
    assert done.status == "succeeded" and done.end_time is not None
    final = await store.get_rollout_by_id(rid)
    assert final.status == "succeeded" and final.attempt.status == "succeeded"
    assert [r.rollout_id for r in await store.wait_for_rollouts(rollout_ids=[rid], timeout=0)] == [rid]
    assert (await store.get_worker_by_id("runner-1")).status == "idle"


async def test_duplicate_span_is_not_stored_twice(store) -> None:
    attempted = await store.start_rollout(input={"x": 1})
    rid, aid = attempted.rollout_id, attempted.attempt.attempt_id
    span = make_span(rid, aid, 1, name="once")
    assert await store.add_span(span) is not None
    # A retried HTTP request writes the same span again: it is skipped, the batch's new span is kept.
    kept = await store.add_many_spans([span, make_span(rid, aid, 2, name="two")])
    assert [s.name for s in kept] == ["two"]
    assert await store.add_span(span) is None
    assert sorted(s.name for s in await store.query_spans(rid)) == ["once", "two"]


async def test_start_rollout_and_manual_attempts(store) -> None:
    attempted = await store.start_rollout(input={"x": 1}, mode="train", worker_id="w")
    assert attempted.status == "preparing" and attempted.attempt.sequence_id == 1
    assert (await store.query_rollouts(status_in=["queuing"])).total == 0
    assert await store.dequeue_rollout() is None  # started rollouts never enter the queue

    second = await store.start_attempt(attempted.rollout_id)
    assert second.attempt.sequence_id == 2
    attempts = await store.query_attempts(attempted.rollout_id)
    assert [a.sequence_id for a in attempts] == [1, 2]
    desc = await store.query_attempts(attempted.rollout_id, sort_order="desc", limit=1)
    assert desc.total == 2 and desc[0].sequence_id == 2
    assert (await store.get_latest_attempt(attempted.rollout_id)).attempt_id == second.attempt.attempt_id
    assert await store.get_latest_attempt("ro-missing") is None
    with pytest.raises(ValueError):
        await store.start_attempt("ro-missing")


async def test_retry_then_final_failure(store) -> None:
    config = RolloutConfig(max_attempts=2, retry_condition=["failed"])
    rollout = await store.enqueue_rollout(input={"r": 1}, config=config)
    first = await store.dequeue_rollout()
    await store.update_attempt(rollout.rollout_id, first.attempt.attempt_id, status="failed")
    assert (await store.get_rollout_by_id(rollout.rollout_id)).status == "requeuing"

    second = await store.dequeue_rollout()
    assert second is not None and second.rollout_id == rollout.rollout_id and second.attempt.sequence_id == 2
    await store.update_attempt(rollout.rollout_id, "latest", status="failed")
    final = await store.get_rollout_by_id(rollout.rollout_id)
    assert final.status == "failed" and final.attempt.sequence_id == 2
    assert await store.dequeue_rollout() is None


async def test_timeout_is_detected_and_retried(store) -> None:
    config = RolloutConfig(timeout_seconds=0.3, max_attempts=2, retry_condition=["timeout"])
    rollout = await store.enqueue_rollout(input={"slow": True}, config=config)
    attempted = await store.dequeue_rollout(worker_id="w")
    await store.add_span(make_span(rollout.rollout_id, attempted.attempt.attempt_id, 1))
    await asyncio.sleep(0.5)
    await store.query_rollouts()  # any call runs the health scan
    attempts = await store.query_attempts(rollout.rollout_id)
    assert attempts[0].status == "timeout"
    assert (await store.get_rollout_by_id(rollout.rollout_id)).status == "requeuing"
    retry = await store.dequeue_rollout()
    assert retry is not None and retry.attempt.sequence_id == 2


async def test_unresponsive_attempt_fails_without_retry(store) -> None:
    config = RolloutConfig(unresponsive_seconds=0.3)
    rollout = await store.enqueue_rollout(input={"hang": True}, config=config)
    attempted = await store.dequeue_rollout()
    await store.update_attempt(rollout.rollout_id, attempted.attempt.attempt_id, last_heartbeat_time=time.time())
    await asyncio.sleep(0.5)
    await store.query_rollouts()
    assert (await store.get_latest_attempt(rollout.rollout_id)).status == "unresponsive"
    assert (await store.get_rollout_by_id(rollout.rollout_id)).status == "failed"


async def test_update_rollout_fields_and_cancel(store) -> None:
    rollout = await store.enqueue_rollout(input={"v": 1})
    updated = await store.update_rollout(rollout.rollout_id, input={"v": 2}, mode="val", metadata={"k": "v"})
    assert updated.input == {"v": 2} and updated.mode == "val" and updated.metadata == {"k": "v"}
    cancelled = await store.update_rollout(rollout.rollout_id, status="cancelled")
    assert cancelled.status == "cancelled" and cancelled.end_time is not None
    assert await store.dequeue_rollout() is None  # a cancelled rollout is skipped by the queue
    assert (await store.wait_for_rollouts(rollout_ids=[rollout.rollout_id], timeout=0))[0].status == "cancelled"
    with pytest.raises(ValueError):
        await store.update_rollout("ro-missing", status="failed")


async def test_resources_and_versions(store) -> None:
    assert await store.get_latest_resources() is None
    first = await store.add_resources({"prompt": PromptTemplate(template="Reply to {feedback}", engine="f-string")})
    assert first.version == 1
    second = await store.add_resources(
        {"llm": LLM(endpoint="http://127.0.0.1:9/v1", model="smollm2"), "prompt": PromptTemplate(template="v2 {feedback}", engine="f-string")}
    )
    assert (await store.get_latest_resources()).resources_id == second.resources_id
    bumped = await store.update_resources(first.resources_id, {"prompt": PromptTemplate(template="v1b {feedback}", engine="f-string")})
    assert bumped.version == 2 and bumped.resources_id == first.resources_id
    assert (await store.get_latest_resources()).resources_id == first.resources_id  # latest = last updated
    fetched = await store.get_resources_by_id(second.resources_id)
    assert fetched.resources["llm"].model == "smollm2"
    assert await store.get_resources_by_id("rs-missing") is None
    listed = await store.query_resources(sort_by="create_time")
    assert [r.resources_id for r in listed] == [first.resources_id, second.resources_id]
    assert (await store.query_resources(resources_id=second.resources_id)).total == 1
    assert (await store.query_resources(resources_id_contains=first.resources_id[-5:])).total == 1

    rollout = await store.enqueue_rollout(input={})
    assert rollout.resources_id == first.resources_id  # new rollouts are bound to the latest resources


async def test_workers(store) -> None:
    await store.enqueue_rollout(input={})
    attempted = await store.dequeue_rollout(worker_id="runner-a")
    worker = await store.get_worker_by_id("runner-a")
    assert worker.status == "busy" and worker.current_rollout_id == attempted.rollout_id
    updated = await store.update_worker("runner-b", heartbeat_stats={"cpu": 0.5})
    assert updated.heartbeat_stats == {"cpu": 0.5} and updated.last_heartbeat_time is not None
    assert {w.worker_id for w in await store.query_workers()} == {"runner-a", "runner-b"}
    assert [w.worker_id for w in await store.query_workers(status_in=["busy"])] == ["runner-a"]
    assert [w.worker_id for w in await store.query_workers(worker_id_contains="-b")] == ["runner-b"]
    assert await store.get_worker_by_id("nobody") is None
    await store.update_attempt(attempted.rollout_id, "latest", status="succeeded")
    assert (await store.get_worker_by_id("runner-a")).status == "idle"


async def test_wait_for_rollouts_returns_on_completion_and_times_out(store) -> None:
    quick = await store.enqueue_rollout(input={"i": 0})
    never = await store.enqueue_rollout(input={"i": 1})
    attempted = await store.dequeue_rollout()

    async def finish_later() -> None:
        await asyncio.sleep(0.2)
        await store.update_attempt(quick.rollout_id, attempted.attempt.attempt_id, status="succeeded")

    started = time.monotonic()
    task = asyncio.create_task(finish_later())
    done = await store.wait_for_rollouts(rollout_ids=[quick.rollout_id], timeout=20)
    await task
    assert [r.rollout_id for r in done] == [quick.rollout_id]
    # The in-memory store wakes on an event; ours polls every poll_interval_s: both return long before
    # the timeout (the bound is loose because this machine is shared).
    assert time.monotonic() - started < 10.0

    started = time.monotonic()
    assert await store.wait_for_rollouts(rollout_ids=[never.rollout_id, "ro-missing"], timeout=0.3) == []
    assert time.monotonic() - started < 10.0


async def test_statistics(store) -> None:
    await store.enqueue_many_rollouts([EnqueueRolloutRequest(input={"i": i}) for i in range(3)])
    attempted = await store.dequeue_rollout(worker_id="w")
    await store.add_span(make_span(attempted.rollout_id, attempted.attempt.attempt_id, 1))
    await store.add_resources({"p": PromptTemplate(template="{x}", engine="f-string")})
    stats = await store.statistics()
    assert (stats["total_rollouts"], stats["total_attempts"], stats["total_spans"]) == (3, 1, 1)
    assert (stats["total_resources"], stats["total_workers"]) == (1, 1)
    if _is_sql(store):
        assert stats["schema_version"] >= 1 and "password" not in stats["database"]
