"""Prints LightningStore throughput and query latency side by side: in-memory vs our SQLite vs our PostgreSQL.

(a) Trainer: ``agl.Trainer`` with 2 runner processes (client-server strategy) runs N trivial rollouts
    (a ``@agl.rollout`` that emits a message and returns a float); rollouts/s and spans/s are timed
    from the algorithm's enqueue to the last rollout finishing.
(b) Direct API: a loop of enqueue / dequeue / add_span x3 / update_attempt on the store itself.
(c) Query latency of ``query_rollouts`` with a status filter (page of 50) at 1k, 10k, 100k stored
    rollouts (inserted in bulk): "small" filters on a status held by 100 rollouts (the live queue),
    "large" on the status of all the others (the history, whose count grows with the store).

PostgreSQL is taken from ``settings.store.postgres_test_url`` (a scratch schema, dropped afterwards)
and skipped with a note when unreachable. Usage: ``.venv/bin/python bench/store.py [--quick]``.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import tractatus_feedback  # noqa: F401  (offline environment before agentlightning loads)
import agentlightning as agl
from agentlightning.store.base import LightningStore
from agentlightning.store.memory import InMemoryLightningStore
from agentlightning.types import EnqueueRolloutRequest, PromptTemplate, Rollout, Span
from sqlalchemy import create_engine, text

from tractatus_feedback.settings import get_settings
from tractatus_feedback.store import SqlLightningStore

SIZES = (1_000, 10_000, 100_000)
LIVE = 100  # rollouts in the "small" status at every size


@agl.rollout
def trivial(task: dict[str, Any], prompt_template: PromptTemplate) -> float:
    agl.emit_message(f"handled task {task['i']}")
    return 1.0


class EnqueueAndWait(agl.Algorithm):
    """Publishes a prompt, enqueues N rollouts and waits for all of them, timing only that."""

    def __init__(self, n: int, result: dict[str, float]) -> None:
        super().__init__()
        self.n, self.result = n, result

    async def run(self, train_dataset: Any = None, val_dataset: Any = None) -> None:
        store = self.get_store()
        await store.add_resources({"prompt_template": PromptTemplate(template="{i}", engine="f-string")})
        started = time.perf_counter()
        rollouts = await store.enqueue_many_rollouts([EnqueueRolloutRequest(input={"i": i}) for i in range(self.n)])
        pending = {r.rollout_id for r in rollouts}
        while pending:
            pending -= {r.rollout_id for r in await store.wait_for_rollouts(rollout_ids=list(pending), timeout=0)}
            if pending:
                await asyncio.sleep(0.02)
        elapsed = time.perf_counter() - started
        stats = await store.statistics()
        succeeded = (await store.query_rollouts(status_in=["succeeded"], limit=0)).total
        self.result.update(elapsed=elapsed, spans=stats["total_spans"], succeeded=succeeded)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def trainer_workload(store: LightningStore, n: int) -> tuple[float, float]:
    result: dict[str, float] = {}
    runner = {"type": "agentlightning.LitAgentRunner", "poll_interval": 0.05, "interval_jitter": 0.02}
    trainer = agl.Trainer(
        n_runners=2, store=store, algorithm=EnqueueAndWait(n, result), runner=runner, port=_free_port()
    )
    trainer.fit(trivial)
    assert result["succeeded"] == n, f"only {result['succeeded']} of {n} rollouts succeeded"
    return n / result["elapsed"], result["spans"] / result["elapsed"]


async def direct_workload(store: LightningStore, n: int) -> tuple[float, float]:
    started = time.perf_counter()
    for i in range(n):
        await store.enqueue_rollout(input={"i": i})
        attempted = await store.dequeue_rollout(worker_id="bench")
        rid, aid = attempted.rollout_id, attempted.attempt.attempt_id
        for seq in range(1, 4):
            await store.add_span(Span.from_attributes(attributes={"k": seq}, rollout_id=rid, attempt_id=aid, sequence_id=seq, name="step"))
        await store.update_attempt(rid, aid, status="succeeded")
    elapsed = time.perf_counter() - started
    return n / elapsed, 3 * n / elapsed


def _rollouts(count: int, status: str) -> list[Rollout]:
    now = time.time()
    return [Rollout(rollout_id=f"ro-{uuid.uuid4().hex[:12]}", input={"i": i}, start_time=now + i * 1e-6, status=status) for i in range(count)]  # type: ignore[arg-type]


async def query_latency(store: LightningStore, repeat: int) -> dict[int, tuple[float, float]]:
    """Median ms of a status-filtered page at each size, after growing the store to that size in bulk."""
    collections = store.collections  # type: ignore[attr-defined]
    async with collections.atomic(mode="w", labels=["rollouts"]) as c:
        await c.rollouts.insert(_rollouts(LIVE, "queuing"))
    stored, out = LIVE, {}
    for size in SIZES:
        for chunk_start in range(stored, size, 20_000):
            async with collections.atomic(mode="w", labels=["rollouts"]) as c:
                await c.rollouts.insert(_rollouts(min(20_000, size - chunk_start), "succeeded"))
        stored = size
        timings = {}
        for label, status in (("small", "queuing"), ("large", "succeeded")):
            samples = []
            for _ in range(repeat):
                t0 = time.perf_counter()
                page = await store.query_rollouts(status_in=[status], limit=50)
                samples.append((time.perf_counter() - t0) * 1000)
                assert len(page) == 50
            timings[label] = statistics.median(samples)
        out[size] = (timings["small"], timings["large"])
    return out


@contextmanager
def backends(tmp: Path) -> Iterator[list[tuple[str, Callable[[], LightningStore]]]]:
    """Factories of fresh stores per backend; PostgreSQL gets scratch schemas dropped on exit."""
    made: list[tuple[str, Callable[[], LightningStore]]] = [
        ("in-memory", lambda: InMemoryLightningStore(thread_safe=True)),
        ("sqlite", lambda: SqlLightningStore(f"sqlite:///{tmp / uuid.uuid4().hex}.sqlite3")),
    ]
    admin_url = get_settings().store.postgres_test_url
    schemas: list[str] = []
    admin = create_engine(admin_url, connect_args={"connect_timeout": 3})
    try:
        with admin.connect():
            pass
    except Exception as exc:
        print(f"# PostgreSQL unreachable at {admin_url} ({exc.__class__.__name__}); its column is skipped")
    else:

        def pg_store() -> LightningStore:
            name = f"bench_{uuid.uuid4().hex[:10]}"
            with admin.begin() as conn:
                conn.execute(text(f"CREATE SCHEMA {name}"))
            schemas.append(name)
            return SqlLightningStore(f"{admin_url}{'&' if '?' in admin_url else '?'}options=-csearch_path%3D{name}")

        made.append(("postgresql", pg_store))
    try:
        yield made
    finally:
        with admin.begin() as conn:
            for name in schemas:
                conn.execute(text(f"DROP SCHEMA IF EXISTS {name} CASCADE"))
        admin.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller N and fewer repeats (about a minute)")
    args = parser.parse_args()
    n_trainer, n_direct, repeat, reps = (60, 200, 5, 3) if args.quick else (200, 1000, 15, 3)

    with tempfile.TemporaryDirectory(prefix="store-bench-") as tmp, backends(Path(tmp)) as made:
        names = [name for name, _ in made]
        rows: dict[str, list[str]] = {}

        def put(label: str, value: str) -> None:
            rows.setdefault(label, []).append(value)

        # The Trainer runs are short and this machine is shared: interleave the backends and keep medians.
        trainer_runs: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
        for _ in range(reps):
            for name, factory in made:
                trainer_runs[name].append(trainer_workload(factory(), n_trainer))
        for name, factory in made:
            rates = sorted(trainer_runs[name])
            tr, ts = rates[len(rates) // 2]
            put(f"(a) Trainer, 2 runners, {n_trainer} rollouts (median of {reps}): rollouts/s", f"{tr:.1f}")
            put("(a) Trainer: spans/s", f"{ts:.1f}")
            dr, ds = asyncio.run(direct_workload(factory(), n_direct))
            put(f"(b) direct API, {n_direct} rollouts: rollouts/s", f"{dr:.1f}")
            put("(b) direct API: spans/s", f"{ds:.1f}")
            store = factory()
            store._scan_debounce_seconds = 3600  # type: ignore[attr-defined]  (time the queries, not health scans)
            for size, (small, large) in asyncio.run(query_latency(store, repeat)).items():
                put(f"(c) query_rollouts ms @ {size:>7,}: {LIVE} live of status", f"{small:.2f}")
                put(f"(c) query_rollouts ms @ {size:>7,}: history status", f"{large:.2f}")

        width = max(len(label) for label in rows)
        print(f"{'':<{width}}  " + "  ".join(f"{n:>11}" for n in names))
        for label, values in rows.items():
            print(f"{label:<{width}}  " + "  ".join(f"{v:>11}" for v in values))
        ratio = float(rows[next(iter(rows))][1]) / float(rows[next(iter(rows))][0])
        print(f"SQLite / in-memory rollouts/s under the Trainer workload: {ratio:.2f}x (target >= 0.8x)")


if __name__ == "__main__":
    main()
