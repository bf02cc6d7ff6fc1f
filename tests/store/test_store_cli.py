"""``tractatus-feedback store stats | export | prune`` on a real SQLite store."""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from pathlib import Path

import pytest
from helpers_store import make_reward_span, make_span
from sqlalchemy import update

from tractatus_feedback.cli import store as store_cli
from tractatus_feedback.store import SqlLightningStore, open_store, schema


def run_store_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Run one ``store`` subcommand through our command group's own parser."""
    parser = argparse.ArgumentParser(prog="tractatus-feedback")
    store_cli.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["store", *argv])
    code = args.handler(args)
    return code, capsys.readouterr().out


@pytest.fixture
def populated(home: Path) -> str:
    """Three rollouts: one finished 40 days ago, one finished now, one still queued from 40 days ago."""
    store = open_store()

    async def fill() -> list[str]:
        ids = []
        for n in range(3):
            await store.enqueue_rollout(input={"n": n})
        for _ in range(2):
            attempted = await store.dequeue_rollout()
            rid, aid = attempted.rollout_id, attempted.attempt.attempt_id
            await store.add_many_spans([make_span(rid, aid, 1, name="draft"), make_reward_span(rid, aid, 2, 0.9)])
            await store.update_attempt(rid, aid, status="succeeded")
            ids.append(rid)
        return ids

    old_done, _new_done = asyncio.run(fill())
    old_queued = asyncio.run(store.query_rollouts(status_in=["queuing"])).items[0].rollout_id
    with store.database.transaction_sync(write=True) as conn:
        conn.execute(
            update(schema.rollouts)
            .where(schema.rollouts.c.rollout_id.in_([old_done, old_queued]))
            .values(start_time=time.time() - 40 * 86400)
        )
    store.database.dispose()
    return old_done


def test_stats_json_counts_rollouts(populated: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run_store_cli(["stats", "--json"], capsys)
    stats = json.loads(out)
    assert code == 0 and stats["rollouts"] == 3 and stats["spans"] == 4 and stats["attempts"] == 2
    assert stats["rollouts_by_status"] == {"queuing": 1, "succeeded": 2} and stats["queued"] == 1
    code, text = run_store_cli(["stats"], capsys)
    assert code == 0 and "rollouts: 3" in text


def test_export_writes_rollouts_with_attempts_and_spans(populated: str, tmp_path: Path, capsys) -> None:
    out = tmp_path / "export" / "rollouts.jsonl"
    code, _ = run_store_cli(["export", "--out", str(out)], capsys)
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert code == 0 and len(records) == 3
    finished = [r for r in records if r["rollout"]["status"] == "succeeded"]
    assert len(finished) == 2 and all(len(r["attempts"]) == 1 and len(r["spans"]) == 2 for r in finished)
    assert [s["name"] for s in finished[0]["spans"]] == ["draft", "agentlightning.annotation"]


def test_prune_deletes_old_finished_rollouts_only(populated: str, home: Path, capsys) -> None:
    code, out = run_store_cli(["prune", "--older-than-days", "30"], capsys)
    assert code == 0 and "deleted 1 " in out
    store = SqlLightningStore(f"sqlite:///{home / 'store.sqlite3'}")
    assert asyncio.run(store.get_rollout_by_id(populated)) is None
    assert asyncio.run(store.query_spans(populated)).total == 0
    remaining = asyncio.run(store.query_rollouts())
    assert sorted(r.status for r in remaining) == ["queuing", "succeeded"]  # old but unfinished work is kept
    store.database.dispose()
    assert run_store_cli(["prune", "--older-than-days", "-1"], capsys)[0] == 2
