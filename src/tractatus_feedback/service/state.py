"""The service's long-lived parts, built once per process: database, governance, store, intake, limits.

Governance (spaCy + Presidio) and the store (Agent Lightning) take seconds to load, so they are
built in the background after the server starts: ``/healthz`` answers at once, ``/readyz`` and the
intake answer 503 until :attr:`ServiceState.ready` is set.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from dataclasses import dataclass, field
from typing import Any

from tractatus_feedback.service.audit_db import BufferedAuditSink, DatabaseAuditSink
from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.deployment import DeployedVersion, publish_resources, record_deployment
from tractatus_feedback.service.intake import IntakePipeline
from tractatus_feedback.service.ratelimit import RateLimiter
from tractatus_feedback.settings import Settings

__all__ = ["ServiceState", "resolve_secret_key"]

logger = logging.getLogger(__name__)


def resolve_secret_key(settings: Settings) -> str:
    """The configured key, or one generated once and kept in ``<home>/secret_key`` (mode 600)."""
    if settings.service.secret_key:
        return settings.service.secret_key
    path = settings.ensure_home() / "secret_key"
    if not path.exists():
        path.touch(mode=0o600)
        path.write_text(secrets.token_urlsafe(48))
    return path.read_text().strip()


@dataclass
class ServiceState:
    """Everything a request handler may need; ``app.state.service``."""

    settings: Settings
    database: FeedbackDatabase
    limiter: RateLimiter
    login_limiter: RateLimiter
    endpoint: Any = None  # EndpointConfig the published LLM resource points at
    store: Any = None
    governance: Any = None  # outbound checks of moderator edits; audits straight to the database
    intake: IntakePipeline | None = None
    publish: bool = True  # False in web workers started by `serve`, which published before forking them
    deployed: DeployedVersion | None = None
    owns_store: bool = False  # opened here, so closed here
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    startup_error: str | None = None

    @classmethod
    def build(cls, settings: Settings, *, store: Any = None, endpoint: Any = None, publish: bool = True) -> ServiceState:
        service = settings.service
        database = FeedbackDatabase(settings.database_url, busy_timeout_s=settings.store.busy_timeout_s)
        return cls(
            settings=settings,
            database=database,
            limiter=RateLimiter(service.rate_limit_per_minute, service.rate_limit_burst),
            login_limiter=RateLimiter(service.login_attempts_per_minute, 5),
            store=store,
            endpoint=endpoint,
            publish=publish,
            deployed=DeployedVersion(database),
        )

    @property
    def resources_id(self) -> str | None:
        """The resource version new rollouts are queued with (the newest deployment)."""
        return self.deployed.get() if self.deployed else None

    async def warm_up(self) -> None:
        """Load governance and the store, publish the serving resources, start the intake batcher (once)."""
        if self.ready.is_set() or self.startup_error:
            return
        try:
            await self._warm_up()
        except Exception as error:  # noqa: BLE001 - reported by /readyz, the process stays up
            self.startup_error = f"{type(error).__name__}: {error}"
            logger.exception("service start-up failed")
            return
        self.ready.set()
        logger.info("service ready (resources %s)", self.resources_id)

    async def _warm_up(self) -> None:
        audit = BufferedAuditSink()
        intake_governance, self.governance = await asyncio.to_thread(self._build_governance, audit)
        if self.store is None:
            from tractatus_feedback.store import open_store

            self.store = await asyncio.to_thread(open_store, self.settings.store_url)
            self.owns_store = True
        if self.publish or self.resources_id is None:
            await self._publish_and_deploy()
        self.intake = IntakePipeline(
            governance=intake_governance,
            audit=audit,
            database=self.database,
            store=self.store,
            resources_id=self.deployed.get,
            batch_max=self.settings.service.batch_max,
            batch_wait_ms=self.settings.service.batch_wait_ms,
        )
        self.intake.start()

    def _build_governance(self, audit: BufferedAuditSink) -> tuple[Any, Any]:
        from tractatus_feedback.governance.engine import Governance

        intake = Governance(settings=self.settings, audit=audit)
        intake.inbound("Warm-up text so the first visitor does not pay for loading the model.")
        audit.drain()
        checks = Governance(
            settings=self.settings,
            detector=intake.detector,
            sentiment=intake.sentiment,
            audit=DatabaseAuditSink(self.database),
        )
        return intake, checks

    async def _publish_and_deploy(self) -> None:
        """Publish the LLM endpoint and prompt template the runners draft with, and make that version live."""
        from tractatus_feedback.llm import resolve_endpoint

        resources_id = await publish_resources(self.store, self.endpoint or resolve_endpoint(self.settings))
        await asyncio.to_thread(record_deployment, self.database, resources_id, "system")
        self.deployed.invalidate()

    async def close(self) -> None:
        if self.intake is not None:
            await self.intake.stop()
        if self.owns_store:
            await self.store.close()
        self.database.dispose()
