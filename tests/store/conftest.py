"""Fixtures of the store tests: the same store contract over in-memory, SQLite and PostgreSQL backends."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _pg_admin_url() -> str:
    from tractatus_feedback.settings import get_settings

    return get_settings().store.postgres_test_url


@pytest.fixture(scope="session")
def pg_available() -> str:
    """The PostgreSQL test URL, or a skip saying why the server could not be used."""
    from sqlalchemy import create_engine, text

    url = _pg_admin_url()
    try:
        engine = create_engine(url, connect_args={"connect_timeout": 3})
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        engine.dispose()
    except Exception as exc:  # any driver or network error means: no server here
        pytest.skip(f"PostgreSQL not reachable at {url} (settings.store.postgres_test_url): {exc.__class__.__name__}")
    return url


@pytest.fixture
def pg_url(pg_available: str) -> Iterator[str]:
    """A URL whose tables live in a fresh schema of the test database, dropped afterwards."""
    from sqlalchemy import create_engine, text

    schema = f"tfs_{uuid.uuid4().hex[:12]}"
    engine = create_engine(pg_available)
    with engine.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    sep = "&" if "?" in pg_available else "?"
    yield f"{pg_available}{sep}options=-csearch_path%3D{schema}"
    with engine.begin() as conn:
        conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    engine.dispose()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'store.sqlite3'}"


@pytest.fixture(params=["sqlite", "postgres"])
def sql_url(request: pytest.FixtureRequest) -> str:
    """Each SQL backend in turn."""
    return request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def store(request: pytest.FixtureRequest):
    """A fresh store of each backend; health scans run on every call so timeouts show at once."""
    from agentlightning.store.memory import InMemoryLightningStore

    from tractatus_feedback.store import SqlLightningStore

    if request.param == "memory":
        yield InMemoryLightningStore(scan_debounce_seconds=0)
        return
    url = request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")
    sql_store = SqlLightningStore(url, scan_debounce_seconds=0, poll_interval_s=0.02)
    yield sql_store
    sql_store.database.dispose()
