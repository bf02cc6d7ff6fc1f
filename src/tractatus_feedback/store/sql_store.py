"""``SqlLightningStore``: Agent Lightning's collection-based store on SQLite or PostgreSQL, and ``open_store``."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence

from agentlightning.store.base import LightningStoreCapabilities, LightningStoreStatistics
from agentlightning.store.collection_based import CollectionBasedLightningStore, healthcheck_before, tracked
from agentlightning.types import Attempt, AttemptedRollout, Rollout

from tractatus_feedback.settings import get_settings
from tractatus_feedback.store.collections import SqlLightningCollections
from tractatus_feedback.store.database import Database, redact_url
from tractatus_feedback.store.maintenance import FINISHED_STATUSES
from tractatus_feedback.store.schema import SCHEMA_VERSION

__all__ = ["SqlLightningStore", "open_store"]

logger = logging.getLogger(__name__)


class SqlLightningStore(CollectionBasedLightningStore[SqlLightningCollections]):
    """A persistent LightningStore: every rollout, attempt, span and resource version lives in SQL.

    All state is in the database, so the store is ``zero_copy``: any process (or host, for
    PostgreSQL) that opens the same URL sees the same queue, which is how a server restart or a
    second server loses nothing.

    Args:
        url: SQLAlchemy URL, ``sqlite:///path`` or ``postgresql+psycopg://...``.
        poll_interval_s: How often ``wait_for_rollouts`` re-reads the database; there are no
            in-process completion events, since completions may come from another process.
        busy_timeout_s: How long a SQLite writer waits for another process's lock before failing.
        scan_debounce_seconds: Minimum time between scans for timed-out or unresponsive attempts.
    """

    def __init__(
        self,
        url: str,
        *,
        poll_interval_s: float = 0.05,
        busy_timeout_s: float = 30.0,
        scan_debounce_seconds: float = 10.0,
    ) -> None:
        self.database = Database(url, busy_timeout_s=busy_timeout_s)
        self._poll_interval_s = poll_interval_s
        super().__init__(collections=SqlLightningCollections(self.database), scan_debounce_seconds=scan_debounce_seconds)

    @property
    def url(self) -> str:
        """The database URL without its password."""
        return redact_url(self.database.url)

    @property
    def capabilities(self) -> LightningStoreCapabilities:
        return LightningStoreCapabilities(thread_safe=True, async_safe=True, zero_copy=True, otlp_traces=False)

    async def statistics(self) -> LightningStoreStatistics:
        stats = dict(await super().statistics())
        stats.update(database=self.url, schema_version=SCHEMA_VERSION)
        return stats  # type: ignore[return-value]

    async def close(self) -> None:
        """Return all connections; the store must not be used afterwards."""
        self.database.dispose()

    @tracked("wait_for_rollouts")
    @healthcheck_before
    async def wait_for_rollouts(self, *, rollout_ids: list[str], timeout: float | None = None) -> list[Rollout]:
        """Poll the database for the rollouts to finish, one query per round, until ``timeout``.

        The base implementation sleeps for the whole timeout before looking again, which turns a
        short wait into a long one; completions here may be written by other processes, so polling
        at a short interval is the only way to see them promptly.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        finished: dict[str, Rollout] = {}
        pending = set(rollout_ids)
        checked_existence = False
        while True:
            # Read only the rollouts that have finished, through the status index: a caller polling
            # with timeout=0 (as LightningStoreClient must) then pays for what changed, not for all.
            async with self.collections.atomic(mode="r", labels=["rollouts"]) as collections:
                found = await collections.rollouts.query(
                    filter={"rollout_id": {"within": list(pending)}, "status": {"within": list(FINISHED_STATUSES)}}
                )
            for rollout in found.items:
                finished[rollout.rollout_id] = rollout
                pending.discard(rollout.rollout_id)
            remaining = None if deadline is None else deadline - time.monotonic()
            if pending and not checked_existence and (remaining is None or remaining > 0):
                async with self.collections.atomic(mode="r", labels=["rollouts"]) as collections:
                    known = await collections.rollouts.query(filter={"rollout_id": {"within": list(pending)}})
                pending &= {r.rollout_id for r in known.items}  # unknown ids are never waited for
                checked_existence = True
            if not pending or (remaining is not None and remaining <= 0):
                break
            await asyncio.sleep(self._poll_interval_s if remaining is None else min(self._poll_interval_s, remaining))
        return [finished[rid] for rid in rollout_ids if rid in finished]

    @tracked("wait_for_rollout")
    async def wait_for_rollout(self, rollout_id: str, timeout: float | None = None) -> Rollout | None:
        done = await self.wait_for_rollouts(rollout_ids=[rollout_id], timeout=timeout)
        return done[0] if done else None

    @tracked("_unlocked_many_rollouts_to_attempted_rollouts")
    async def _unlocked_many_rollouts_to_attempted_rollouts(
        self, collections: SqlLightningCollections, rollouts: Sequence[Rollout]
    ) -> list[Rollout | AttemptedRollout]:
        """Attach the latest attempts with one query instead of one query per rollout."""
        if not rollouts:
            return []
        attempts = await collections.attempts.query(
            filter={"rollout_id": {"within": [r.rollout_id for r in rollouts]}},
            sort={"name": "sequence_id", "order": "desc"},
        )
        latest: dict[str, Attempt] = {}
        for attempt in attempts.items:
            latest.setdefault(attempt.rollout_id, attempt)
        return [
            AttemptedRollout(**r.model_dump(), attempt=latest[r.rollout_id]) if r.rollout_id in latest else r
            for r in rollouts
        ]


def open_store(url: str | None = None) -> SqlLightningStore:
    """Open (creating and migrating if needed) the store at ``url``, by default ``<home>/store.sqlite3``."""
    settings = get_settings()
    if url is None:
        settings.ensure_home()
        url = settings.store_url
    return SqlLightningStore(
        url,
        poll_interval_s=settings.store.poll_interval_s,
        busy_timeout_s=settings.store.busy_timeout_s,
    )
