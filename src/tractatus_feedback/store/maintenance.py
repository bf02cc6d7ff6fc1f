"""Maintenance of a SQL store: counts, export of rollouts with their attempts and spans, and retention."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from typing import IO, Any

from sqlalchemy import delete, func, select

from tractatus_feedback.store import schema
from tractatus_feedback.store.database import Database, redact_url

__all__ = ["FINISHED_STATUSES", "store_stats", "iter_rollout_records", "export_jsonl", "prune"]

logger = logging.getLogger(__name__)

FINISHED_STATUSES = ("succeeded", "failed", "cancelled")

_BATCH = 500


def store_stats(db: Database) -> dict[str, Any]:
    """Row counts per table and rollouts per status; ``rollouts`` is the total number of rollouts."""
    with db.transaction_sync(write=False) as conn:
        counts = {
            name: int(conn.execute(select(func.count()).select_from(table)).scalar_one())
            for name, table in schema.TABLES.items()
        }
        by_status = dict(
            conn.execute(select(schema.rollouts.c.status, func.count()).group_by(schema.rollouts.c.status)).all()
        )
        version = conn.execute(select(schema.schema_version_table.c.version)).scalar()
    return {
        "database": redact_url(db.url),
        "schema_version": version,
        "rollouts": counts["rollouts"],
        "attempts": counts["attempts"],
        "spans": counts["spans"],
        "resources": counts["resources"],
        "workers": counts["workers"],
        "queued": counts["rollout_queue"],
        "rollouts_by_status": {str(k): int(v) for k, v in sorted(by_status.items())},
    }


def iter_rollout_records(db: Database) -> Iterator[dict[str, Any]]:
    """Every rollout in insertion order as ``{"rollout", "attempts", "spans"}``, read in batches."""
    r, a, s = schema.rollouts, schema.attempts, schema.spans
    last_seq = 0
    while True:
        with db.transaction_sync(write=False) as conn:
            rows = conn.execute(select(r).where(r.c.seq > last_seq).order_by(r.c.seq).limit(_BATCH)).all()
            if not rows:
                return
            ids = [row.rollout_id for row in rows]
            attempts: dict[str, list[Any]] = {i: [] for i in ids}
            for row in conn.execute(select(a).where(a.c.rollout_id.in_(ids)).order_by(a.c.sequence_id)):
                attempts[row.rollout_id].append(schema.document(row))
            spans: dict[str, list[Any]] = {i: [] for i in ids}
            for row in conn.execute(select(s).where(s.c.rollout_id.in_(ids)).order_by(s.c.sequence_id, s.c.seq)):
                spans[row.rollout_id].append(schema.document(row))
        for row in rows:
            yield {"rollout": schema.document(row), "attempts": attempts[row.rollout_id], "spans": spans[row.rollout_id]}
        last_seq = rows[-1].seq


def export_jsonl(db: Database, out: IO[str]) -> int:
    """Write one JSON line per rollout to ``out``; return how many were written."""
    count = 0
    for record in iter_rollout_records(db):
        out.write(json.dumps(record, separators=(",", ":")) + "\n")
        count += 1
    return count


def prune(db: Database, *, older_than_days: float, now: float | None = None) -> int:
    """Delete finished rollouts started more than ``older_than_days`` ago, with their attempts and spans.

    Rollouts still queued or running are kept whatever their age: deleting one under a runner's
    feet would make its next write fail. Returns the number of rollouts deleted.
    """
    cutoff = (time.time() if now is None else now) - older_than_days * 86400.0
    r = schema.rollouts
    deleted = 0
    while True:
        with db.transaction_sync(write=True) as conn:
            ids = list(
                conn.execute(
                    select(r.c.rollout_id)
                    .where(r.c.start_time < cutoff, r.c.status.in_(FINISHED_STATUSES))
                    .limit(_BATCH)
                ).scalars()
            )
            if not ids:
                break
            for table in (schema.spans, schema.attempts, schema.rollouts):
                conn.execute(delete(table).where(table.c.rollout_id.in_(ids)))
            conn.execute(delete(schema.span_sequence_ids).where(schema.span_sequence_ids.c.key.in_(ids)))
            conn.execute(delete(schema.rollout_queue).where(schema.rollout_queue.c.value.in_(ids)))
        deleted += len(ids)
    logger.info("Pruned %d rollouts started before %s", deleted, time.strftime("%Y-%m-%d %H:%M", time.gmtime(cutoff)))
    return deleted
