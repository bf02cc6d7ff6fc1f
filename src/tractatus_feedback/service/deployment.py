"""The deployed resource version: publishing the serving resources to the store, and recording which one is live.

``serve`` publishes the LLM endpoint and prompt template once at start and records that version;
an admin may deploy another (a trained prompt or adapter endpoint) or roll back. Every web worker
reads the current version from the database, cached for a moment, when it queues a rollout.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from sqlalchemy import select

from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.models import Deployment

__all__ = ["DeployedVersion", "publish_resources", "record_deployment", "current_deployment"]

logger = logging.getLogger(__name__)


async def publish_resources(store: Any, endpoint: Any) -> str:
    """Add the serving resources (LLM ``endpoint`` + default prompt template) as a new version; returns its id."""
    import agentlightning as agl

    from tractatus_feedback.agent import default_prompt_template
    from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE

    llm = agl.LLM(endpoint=endpoint.base_url, model=endpoint.model, api_key=endpoint.api_key)
    update = await store.add_resources({LLM_RESOURCE: llm, PROMPT_RESOURCE: default_prompt_template()})
    logger.info("published resources %s (model %s at %s)", update.resources_id, endpoint.model, endpoint.base_url)
    return update.resources_id


def record_deployment(database: FeedbackDatabase, resources_id: str, actor: str) -> None:
    with database.session() as session:
        session.add(Deployment(resources_id=resources_id, deployed_by=actor))


def current_deployment(database: FeedbackDatabase) -> str | None:
    with database.session() as session:
        return session.scalar(select(Deployment.resources_id).order_by(Deployment.id.desc()).limit(1))


class DeployedVersion:
    """The current version, re-read from the database at most every ``ttl_s`` seconds (intake asks per batch)."""

    def __init__(self, database: FeedbackDatabase, ttl_s: float = 2.0) -> None:
        self.database = database
        self.ttl_s = ttl_s
        self._value: str | None = None
        self._read_at = float("-inf")
        self._lock = threading.Lock()

    def get(self) -> str | None:
        with self._lock:
            if time.monotonic() - self._read_at > self.ttl_s:
                self._value = current_deployment(self.database)
                self._read_at = time.monotonic()
            return self._value

    def invalidate(self) -> None:
        with self._lock:
            self._read_at = float("-inf")
