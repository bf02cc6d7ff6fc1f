"""Which OpenAI-compatible endpoint to call, and the embedded one started and stopped on demand.

Every model call in the system goes through the OpenAI client to an :class:`EndpointConfig`. A
configured ``llm.base_url`` (vLLM, a hosted API...) wins; otherwise the embedded model answers, either
a standing ``tractatus-feedback llm serve`` or an :class:`EmbeddedEndpoint` that this process starts
on loopback in a subprocess (so a crash or a hung generation never takes the caller down with it).
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

import httpx

from tractatus_feedback.settings import Settings, get_settings

__all__ = ["EmbeddedEndpoint", "EndpointConfig", "EndpointError", "free_port", "open_endpoint", "resolve_endpoint"]

logger = logging.getLogger(__name__)

_NO_KEY = "not-needed"


class EndpointError(RuntimeError):
    """The endpoint could not be started or reached; the message says why."""


@dataclass(frozen=True)
class EndpointConfig:
    """What an OpenAI client needs: ``OpenAI(base_url=c.base_url, api_key=c.api_key)`` and ``model=c.model``."""

    base_url: str
    model: str
    api_key: str


def free_port(host: str = "127.0.0.1") -> int:
    """A port that is free on ``host`` now; every loopback server we start on demand takes one."""
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


class EmbeddedEndpoint:
    """The embedded model served on loopback by a child process, for the lifetime of a ``with`` block.

    ``adapter`` serves a PEFT LoRA adapter directory from the start; :meth:`set_adapter` switches it
    later without a restart.
    """

    def __init__(self, settings: Settings | None = None, adapter: Path | None = None, port: int = 0) -> None:
        self.settings = settings or get_settings()
        embedded = self.settings.llm.embedded
        self.host = embedded.host
        self.port = port
        self.model = embedded.model_name
        self.api_key = embedded.api_key or _NO_KEY
        self._adapter = adapter
        self._process: subprocess.Popen[bytes] | None = None
        self.log_path = self.settings.home / "logs" / "llm-endpoint.log"

    @property
    def root_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        return f"{self.root_url}/v1"

    @property
    def config(self) -> EndpointConfig:
        return EndpointConfig(self.base_url, self.model, self.api_key)

    def start(self) -> EmbeddedEndpoint:
        """Start the server and return once it answers ``/healthz`` (raises :class:`EndpointError` if it dies)."""
        if self._process is not None:
            return self
        self.port = self.port or free_port(self.host)
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "tractatus_feedback.llm.server", "--host", self.host, "--port", str(self.port),
                   "--parent-pid", str(os.getpid())]
        if self._adapter is not None:
            command += ["--adapter", str(self._adapter)]
        with self.log_path.open("ab") as log:
            self._process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=os.environ.copy())
        deadline = time.monotonic() + self.settings.llm.embedded.startup_timeout_s
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                self._process = None
                raise EndpointError(f"the embedded LLM server exited at start-up:\n{self._log_tail()}")
            if _healthy(self.root_url):
                logger.info("embedded LLM endpoint ready at %s", self.base_url)
                return self
            time.sleep(0.2)
        self.stop()
        raise EndpointError(f"the embedded LLM server was not ready within the start-up timeout:\n{self._log_tail()}")

    def set_adapter(self, adapter: Path | None, name: str | None = None) -> str | None:
        """Serve ``adapter`` (``None``: the base model) from now on; returns the served adapter's id."""
        headers = {"Authorization": f"Bearer {self.api_key}"}
        body = {"path": str(adapter) if adapter else None, "name": name}
        response = httpx.post(f"{self.root_url}/admin/adapter", json=body, headers=headers, timeout=120)
        if response.status_code != 200:
            raise EndpointError(f"switching the adapter failed: {response.text}")
        served = response.json()["adapter"]
        return served["id"] if served else None

    def stop(self) -> None:
        """Stop the server (politely, then forcibly after 10 s)."""
        process, self._process = self._process, None
        if process is None:
            return
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    def _log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def __enter__(self) -> EmbeddedEndpoint:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()


def _healthy(root_url: str) -> bool:
    try:
        return httpx.get(f"{root_url}/healthz", timeout=1.0).status_code == 200
    except httpx.HTTPError:
        return False


def resolve_endpoint(settings: Settings | None = None, embedded: EmbeddedEndpoint | None = None) -> EndpointConfig:
    """The endpoint to call: the configured remote one, else ``embedded``, else a standing ``llm serve``.

    The last case only describes where a standing server listens (``llm.embedded.host``/``port``);
    :func:`open_endpoint` also starts one when none answers there.
    """
    settings = settings or get_settings()
    llm = settings.llm
    if llm.base_url:
        return EndpointConfig(llm.base_url.rstrip("/"), llm.model or llm.embedded.model_name, llm.api_key)
    if embedded is not None:
        return embedded.config
    return EndpointConfig(
        f"http://{llm.embedded.host}:{llm.embedded.port}/v1", llm.embedded.model_name, llm.embedded.api_key or _NO_KEY
    )


@contextlib.contextmanager
def open_endpoint(settings: Settings | None = None) -> Iterator[EndpointConfig]:
    """A usable endpoint for the ``with`` block: remote, a standing server, or an embedded one started now."""
    settings = settings or get_settings()
    config = resolve_endpoint(settings)
    if settings.llm.base_url or _healthy(config.base_url.removesuffix("/v1")):
        yield config
        return
    with EmbeddedEndpoint(settings) as endpoint:
        yield endpoint.config
