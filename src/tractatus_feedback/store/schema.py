"""The SQL schema of the store, its version number and the migration that brings a database up to it.

Each Agent Lightning collection is one table: the fields the store filters and sorts on are real,
indexed columns (so the database does the filtering), and every other field of the pydantic model
is kept as JSON in ``doc``, so that nothing the library adds to a model is ever lost. ``seq`` keeps insertion order,
which the in-memory store uses as its default order.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Float,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    select,
    update,
)

__all__ = ["SCHEMA_VERSION", "metadata", "TABLES", "schema_version_table", "migrate", "document", "SchemaTooNewError"]

logger = logging.getLogger(__name__)

#: Bump when the tables change, and add the step that upgrades from the previous version to MIGRATIONS.
SCHEMA_VERSION = 1

metadata = MetaData()

_Seq = BigInteger().with_variant(Integer(), "sqlite")


def _seq() -> Column[int]:
    return Column("seq", _Seq, primary_key=True, autoincrement=True)


schema_version_table = Table("schema_version", metadata, Column("version", Integer, nullable=False))

rollouts = Table(
    "rollouts",
    metadata,
    _seq(),
    Column("rollout_id", String(), nullable=False, unique=True),
    Column("status", String(), nullable=False, index=True),
    Column("mode", String(), index=True),
    Column("resources_id", String(), index=True),
    Column("start_time", Float, nullable=False, index=True),
    Column("end_time", Float),
    Column("doc", Text, nullable=False),
)

attempts = Table(
    "attempts",
    metadata,
    _seq(),
    Column("rollout_id", String(), nullable=False),
    Column("attempt_id", String(), nullable=False),
    Column("sequence_id", Integer, nullable=False),
    Column("status", String(), nullable=False, index=True),
    Column("worker_id", String(), index=True),
    Column("start_time", Float, nullable=False),
    Column("end_time", Float),
    Column("last_heartbeat_time", Float),
    Column("doc", Text, nullable=False),
    Index("ux_attempts_pk", "rollout_id", "attempt_id", unique=True),
    Index("ix_attempts_rollout_seq", "rollout_id", "sequence_id"),
)

spans = Table(
    "spans",
    metadata,
    _seq(),
    Column("rollout_id", String(), nullable=False),
    Column("attempt_id", String(), nullable=False),
    Column("span_id", String(), nullable=False),
    Column("sequence_id", Integer, nullable=False),
    Column("trace_id", String(), nullable=False),
    Column("parent_id", String()),
    Column("name", String(), nullable=False),
    Column("start_time", Float),
    Column("end_time", Float),
    Column("doc", Text, nullable=False),
    Index("ux_spans_pk", "rollout_id", "attempt_id", "span_id", unique=True),
    Index("ix_spans_rollout_seq", "rollout_id", "sequence_id"),
)

resources = Table(
    "resources",
    metadata,
    _seq(),
    Column("resources_id", String(), nullable=False, unique=True),
    Column("version", Integer, nullable=False),
    Column("create_time", Float, nullable=False),
    Column("update_time", Float, nullable=False, index=True),
    Column("doc", Text, nullable=False),
)

workers = Table(
    "workers",
    metadata,
    _seq(),
    Column("worker_id", String(), nullable=False, unique=True),
    Column("status", String(), nullable=False, index=True),
    Column("current_rollout_id", String()),
    Column("current_attempt_id", String()),
    Column("last_heartbeat_time", Float),
    Column("last_dequeue_time", Float),
    Column("last_busy_time", Float),
    Column("last_idle_time", Float),
    Column("doc", Text, nullable=False),
)

rollout_queue = Table("rollout_queue", metadata, _seq(), Column("value", String(), nullable=False, index=True))

span_sequence_ids = Table(
    "span_sequence_ids",
    metadata,
    Column("key", String(), primary_key=True),
    Column("value", BigInteger, nullable=False),
)

TABLES: dict[str, Table] = {
    t.name: t for t in (rollouts, attempts, spans, resources, workers, rollout_queue, span_sequence_ids)
}

def document(row: Any) -> dict[str, Any]:
    """The model's fields from a row read with all columns: the JSON ``doc`` plus the column values."""
    data = json.loads(row.doc)
    data.update((key, value) for key, value in row._mapping.items() if key not in ("seq", "doc"))
    return data


#: version -> step that upgrades a database from ``version`` to ``version + 1`` inside one transaction.
MIGRATIONS: dict[int, Callable[[Connection], None]] = {}


class SchemaTooNewError(RuntimeError):
    """The database was written by a newer version of this code; refusing to touch it."""


def migrate(conn: Connection) -> int:
    """Create missing tables and upgrade the schema to :data:`SCHEMA_VERSION`; return the version found.

    Runs inside the caller's write transaction, so concurrent processes opening the same database
    migrate it once. The final no-op ``UPDATE`` also proves the database is writable at open time,
    which turns a read-only file into an immediate error instead of a failure on the first rollout.
    """
    metadata.create_all(conn, checkfirst=True)
    found = conn.execute(select(schema_version_table.c.version)).scalar()
    if found is None:
        conn.execute(schema_version_table.insert().values(version=SCHEMA_VERSION))
        logger.info("Created store schema version %d", SCHEMA_VERSION)
        return SCHEMA_VERSION
    if found > SCHEMA_VERSION:
        raise SchemaTooNewError(f"store schema version {found} is newer than this code's {SCHEMA_VERSION}")
    version = found
    while version < SCHEMA_VERSION:
        MIGRATIONS[version](conn)
        version += 1
        logger.info("Migrated store schema to version %d", version)
    conn.execute(update(schema_version_table).values(version=version))
    return found
