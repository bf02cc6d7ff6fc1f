"""Which trained adapter the embedded endpoint serves: ``<home>/deployed.json``, a stack with rollback.

The file is the single record of deployments, so a restarted ``llm serve`` or service comes back with
the same weights. Its shape is deliberately plain JSON (``{"history": [{"run_id", "adapter",
"deployed_at"}, ...]}``, the last entry is what serves; an empty history means the base model) so the
LLM server can read it without importing training code.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime, timezone
from pathlib import Path

from pydantic import BaseModel, Field

__all__ = ["DEPLOYED_FILE", "Deployment", "DeploymentError", "DeploymentLog", "current_adapter", "deploy", "rollback"]

logger = logging.getLogger(__name__)

DEPLOYED_FILE = "deployed.json"


class DeploymentError(RuntimeError):
    """The run cannot be deployed (unknown, or it saved no adapter), or there is nothing to roll back."""


class Deployment(BaseModel):
    run_id: str
    adapter: str
    deployed_at: str


class DeploymentLog(BaseModel):
    history: list[Deployment] = Field(default_factory=list)

    @property
    def current(self) -> Deployment | None:
        return self.history[-1] if self.history else None


def _path(home: Path) -> Path:
    return home / DEPLOYED_FILE


def read_log(home: Path) -> DeploymentLog:
    path = _path(home)
    return DeploymentLog.model_validate_json(path.read_text()) if path.is_file() else DeploymentLog()


def _write(home: Path, log: DeploymentLog) -> None:
    path = _path(home)
    partial = path.with_suffix(".partial")
    partial.write_text(json.dumps(log.model_dump(), indent=2) + "\n")
    partial.replace(path)  # atomic: a reader never sees half a file


def current_adapter(home: Path) -> Path | None:
    """The deployed adapter directory, or ``None`` for the base model."""
    current = read_log(home).current
    return Path(current.adapter) if current else None


def deploy(home: Path, run_id: str) -> Deployment:
    """Make ``<home>/runs/<run_id>/adapter`` the served adapter."""
    adapter = home / "runs" / run_id / "adapter"
    if not (home / "runs" / run_id).is_dir():
        raise DeploymentError(f"no run {run_id!r} under {home / 'runs'}")
    if not (adapter / "adapter_config.json").is_file():
        raise DeploymentError(f"run {run_id!r} saved no adapter ({adapter} is missing)")
    log = read_log(home)
    entry = Deployment(run_id=run_id, adapter=str(adapter.resolve()), deployed_at=datetime.now(timezone.utc).isoformat())
    log.history.append(entry)
    _write(home, log)
    logger.info("deployed %s", adapter)
    return entry


def rollback(home: Path) -> Deployment | None:
    """Undo the latest deployment; returns what serves now (``None``: the base model)."""
    log = read_log(home)
    if not log.history:
        raise DeploymentError("nothing is deployed: the base model is already serving")
    removed = log.history.pop()
    _write(home, log)
    logger.info("rolled back %s", removed.run_id)
    return log.current
