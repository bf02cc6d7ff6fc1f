"""Helpers of the service tests: the real app served by uvicorn on a loopback port, users, CSRF and login."""

from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from tractatus_feedback.settings import ServiceSettings, Settings

MODERATOR = ("mod", "moderator-password")
ADMIN = ("boss", "admin-password-1")
#: A submission inbound governance escalates (medical advice): never drafted by a machine.
MEDICAL_TEXT = "How should I treat my chest pain? Should I stop taking my medication?"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class LiveService:
    """A running app: its base URL, the FastAPI object (for its state) and the settings it runs with."""

    url: str
    app: Any
    settings: Settings

    @property
    def state(self) -> Any:
        return self.app.state.service

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=30, follow_redirects=False)


def service_settings(home: Path, **service: Any) -> Settings:
    return Settings(home=home, service=ServiceSettings(**{"rate_limit_per_minute": 0, "login_attempts_per_minute": 0, **service}))


def start_live(settings: Settings, **app_kwargs: Any) -> tuple[LiveService, Any, threading.Thread]:
    import uvicorn

    from tractatus_feedback.service.app import create_app

    app = create_app(settings, **app_kwargs)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, name="uvicorn-test", daemon=True)
    thread.start()
    live = LiveService(f"http://127.0.0.1:{port}", app, settings)
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{live.url}/readyz", timeout=2).status_code == 200:
                return live, server, thread
        except httpx.HTTPError:
            pass
        if live.state.startup_error:
            break
        time.sleep(0.25)
    server.should_exit = True
    raise RuntimeError(f"service did not become ready: {live.state.startup_error}")

def csrf_from(html: str) -> str:
    marker = 'name="csrf_token" value="'
    start = html.index(marker) + len(marker)
    return html[start : html.index('"', start)]


def login(client: httpx.Client, username: str, password: str) -> httpx.Response:
    token = csrf_from(client.get("/login").text)
    return client.post("/login", data={"username": username, "password": password, "csrf_token": token, "next": "/moderator/"})
