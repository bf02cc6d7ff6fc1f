"""Fixtures of the service tests: one live app per session and logged-in clients (helpers in ``service_helpers``)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from service_helpers import ADMIN, MODERATOR, LiveService, login, service_settings, start_live


@pytest.fixture(scope="session")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveService]:
    """One app for the session (governance loads once), rate limit off, two users."""
    from tractatus_feedback.service.users import add_user

    settings = service_settings(tmp_path_factory.mktemp("service-home"))
    service, server, thread = start_live(settings)
    add_user(service.state.database, *MODERATOR, role="moderator")
    add_user(service.state.database, *ADMIN, role="admin")
    yield service
    server.should_exit = True
    thread.join(timeout=30)


@pytest.fixture
def moderator(live: LiveService) -> Iterator[httpx.Client]:
    with live.client() as client:
        assert login(client, *MODERATOR).status_code == 303
        yield client


@pytest.fixture
def admin(live: LiveService) -> Iterator[httpx.Client]:
    with live.client() as client:
        assert login(client, *ADMIN).status_code == 303
        yield client
