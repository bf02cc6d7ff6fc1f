"""Several processes share one database as a work queue: no rollout is lost, duplicated or corrupted."""

from __future__ import annotations

import asyncio
import multiprocessing
import time
from collections import Counter

import pytest
from helpers_store import make_span

from tractatus_feedback.store import SqlLightningStore

PROCESSES = 4
PER_PROCESS = 12


async def _work(url: str, index: int, done: multiprocessing.Value) -> list[str]:  # type: ignore[valid-type]
    """Enqueue this process's share while dequeuing anyone's, then drain until every rollout is finished."""
    store = SqlLightningStore(url, scan_debounce_seconds=3600)
    taken: list[str] = []
    to_enqueue = PER_PROCESS
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if to_enqueue:
            await store.enqueue_rollout(input={"by": index, "n": to_enqueue})
            to_enqueue -= 1
        attempted = await store.dequeue_rollout(worker_id=f"proc-{index}")
        if attempted is None:
            with done.get_lock():
                if done.value >= PROCESSES * PER_PROCESS:
                    break
            await asyncio.sleep(0.01)
            continue
        rid, aid = attempted.rollout_id, attempted.attempt.attempt_id
        seqs = await store.get_many_span_sequence_ids([(rid, aid), (rid, aid)])
        await store.add_many_spans([make_span(rid, aid, seqs[0], name="prompt"), make_span(rid, aid, seqs[1], name="draft")])
        await store.update_attempt(rid, aid, status="succeeded")
        taken.append(rid)
        with done.get_lock():
            done.value += 1
    store.database.dispose()
    return taken


def _worker(url: str, index: int, done, results) -> None:  # type: ignore[no-untyped-def]
    results.put((index, asyncio.run(_work(url, index, done))))


@pytest.mark.anyio
async def test_processes_never_lose_or_duplicate_a_rollout(sql_url: str) -> None:
    SqlLightningStore(sql_url).database.dispose()  # create the schema once, before the race
    ctx = multiprocessing.get_context("fork")
    done = ctx.Value("i", 0)
    results = ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(sql_url, i, done, results)) for i in range(PROCESSES)]
    for proc in procs:
        proc.start()
    taken_by = dict(results.get(timeout=120) for _ in procs)
    for proc in procs:
        proc.join(30)
        assert proc.exitcode == 0

    taken = Counter(rid for rids in taken_by.values() for rid in rids)
    assert sum(taken.values()) == PROCESSES * PER_PROCESS and max(taken.values()) == 1
    store = SqlLightningStore(sql_url)
    rollouts = await store.query_rollouts()
    assert rollouts.total == PROCESSES * PER_PROCESS and set(taken) == {r.rollout_id for r in rollouts}
    assert {r.status for r in rollouts} == {"succeeded"}
    assert all(r.attempt.sequence_id == 1 for r in rollouts)  # each was dequeued exactly once
    stats = await store.statistics()
    assert stats["total_attempts"] == PROCESSES * PER_PROCESS and stats["total_spans"] == 2 * PROCESSES * PER_PROCESS
    for rollout in rollouts.items[:5]:
        spans = await store.query_spans(rollout.rollout_id)
        assert [s.name for s in spans] == ["prompt", "draft"] and spans[0].sequence_id < spans[1].sequence_id
    assert sum(1 for rids in taken_by.values() if rids) >= 2  # the work really was shared
    store.database.dispose()
