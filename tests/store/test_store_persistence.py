"""Durability and failure modes of the SQL store: reopen, schema versions, read-only and full databases."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from agentlightning.emitter.reward import find_final_reward
from agentlightning.types import PromptTemplate, RolloutConfig
from helpers_store import make_reward_span, make_span
from sqlalchemy import event, inspect, select, text

from tractatus_feedback.store import SchemaTooNewError, SqlLightningStore, StoreUnavailableError, open_store
from tractatus_feedback.store import schema

pytestmark = pytest.mark.anyio


async def test_everything_survives_close_and_reopen(sql_url: str) -> None:
    store = SqlLightningStore(sql_url)
    resources = await store.add_resources({"prompt": PromptTemplate(template="Reply: {feedback}", engine="f-string")})
    queued = await store.enqueue_rollout(input={"feedback": "[REDACTED] liked it"}, config=RolloutConfig(max_attempts=3))
    running = await store.enqueue_rollout(input={"feedback": "second"})
    attempted = await store.dequeue_rollout(worker_id="runner-0")
    rid, aid = attempted.rollout_id, attempted.attempt.attempt_id
    await store.add_many_spans([make_span(rid, aid, 1, name="draft"), make_reward_span(rid, aid, 2, 0.5)])
    await store.close()

    reopened = SqlLightningStore(sql_url)
    assert (await reopened.get_latest_resources()).resources_id == resources.resources_id
    first = await reopened.get_rollout_by_id(queued.rollout_id)
    assert first.status == "running" and first.config.max_attempts == 3 and first.attempt.worker_id == "runner-0"
    spans = await reopened.query_spans(rid, "latest")
    assert [s.name for s in spans] == ["draft", "agentlightning.annotation"] and find_final_reward(list(spans)) == 0.5
    # The queue survives too: the second rollout is still waiting, and sequence ids keep counting.
    nxt = await reopened.dequeue_rollout()
    assert nxt.rollout_id == running.rollout_id
    assert await reopened.get_next_span_sequence_id(rid, aid) == 3
    assert (await reopened.get_worker_by_id("runner-0")).status == "busy"
    await reopened.close()


def test_open_store_defaults_to_the_home_directory(home: Path) -> None:
    store = open_store()
    assert store.database.url.database == str(home / "store.sqlite3") and (home / "store.sqlite3").exists()
    with store.database.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() > 0
    store.database.dispose()


def test_schema_is_versioned_and_migrated(sql_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SqlLightningStore(sql_url)
    with store.database.engine.connect() as conn:
        assert conn.execute(select(schema.schema_version_table.c.version)).scalar_one() == schema.SCHEMA_VERSION
    store.database.dispose()

    steps: list[int] = []

    def add_probe_table(conn) -> None:  # type: ignore[no-untyped-def]
        steps.append(1)
        conn.execute(text("CREATE TABLE migration_probe (id INTEGER)"))

    monkeypatch.setattr(schema, "SCHEMA_VERSION", schema.SCHEMA_VERSION + 1)
    monkeypatch.setitem(schema.MIGRATIONS, schema.SCHEMA_VERSION - 1, add_probe_table)
    upgraded = SqlLightningStore(sql_url)
    with upgraded.database.engine.connect() as conn:
        assert conn.execute(select(schema.schema_version_table.c.version)).scalar_one() == schema.SCHEMA_VERSION
        assert "migration_probe" in inspect(conn).get_table_names()
    upgraded.database.dispose()
    SqlLightningStore(sql_url).database.dispose()  # already current: the step does not run twice
    assert steps == [1]


def test_newer_schema_is_refused(sqlite_url: str) -> None:
    SqlLightningStore(sqlite_url).database.dispose()
    from sqlalchemy import create_engine

    engine = create_engine(sqlite_url)
    with engine.begin() as conn:
        conn.execute(schema.schema_version_table.update().values(version=schema.SCHEMA_VERSION + 5))
    engine.dispose()
    with pytest.raises(SchemaTooNewError):
        SqlLightningStore(sqlite_url)


def test_read_only_database_fails_fast_with_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "ro.sqlite3"
    SqlLightningStore(f"sqlite:///{path}").database.dispose()
    started = time.monotonic()
    with pytest.raises(StoreUnavailableError, match="readonly|read-only"):
        SqlLightningStore(f"sqlite:///file:{path}?mode=ro&uri=true")
    assert time.monotonic() - started < 5


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file permissions, so chmod cannot make the file read-only")
def test_read_only_file_fails_fast(tmp_path: Path) -> None:
    path = tmp_path / "ro.sqlite3"
    SqlLightningStore(f"sqlite:///{path}").database.dispose()
    path.chmod(0o444)
    with pytest.raises(StoreUnavailableError, match="read-only"):
        SqlLightningStore(f"sqlite:///{path}")


async def test_full_disk_raises_instead_of_hanging(sqlite_url: str) -> None:
    store = SqlLightningStore(sqlite_url)
    await store.enqueue_rollout(input={"fits": True})
    store.database.dispose()

    @event.listens_for(store.database.engine, "connect")
    def _tiny_disk(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
        # SQLite reports exactly what a full disk reports once the file may not grow.
        pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    started = time.monotonic()
    with pytest.raises(Exception, match="full"):
        await _fill(store)
    assert time.monotonic() - started < 10
    assert (await store.query_rollouts()).total >= 1  # what was committed before is intact
    store.database.dispose()


async def _fill(store: SqlLightningStore) -> None:
    for _ in range(200):
        await store.enqueue_rollout(input={"payload": "x" * 4000})
