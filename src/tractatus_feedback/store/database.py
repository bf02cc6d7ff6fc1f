"""The database handle of the store: engine, connection settings, transactions and fork safety.

Concurrency model, the same on SQLite and PostgreSQL: any number of readers, one writer at a time.
Inside a process writers queue on an async-and-thread-safe lock (so SQLite never spins in its
busy handler); across processes they queue on the database itself (``BEGIN IMMEDIATE`` on SQLite,
a transaction-scoped advisory lock on PostgreSQL). Transactions are short, so this costs little and
makes every read-modify-write of Agent Lightning's store logic race-free.
"""

from __future__ import annotations

import contextvars
import logging
import os
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import aiologic
from sqlalchemy import Connection, Engine, create_engine, event, make_url, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, OperationalError

from tractatus_feedback.store.schema import migrate

__all__ = ["Database", "StoreUnavailableError", "redact_url"]

logger = logging.getLogger(__name__)

#: Key of the PostgreSQL advisory lock that serialises writers (any constant shared by all processes).
_PG_WRITER_LOCK = 0x7472_6163_7461


class StoreUnavailableError(RuntimeError):
    """The database cannot be opened for writing (read-only file, missing directory, server down)."""


def redact_url(url: str | URL) -> str:
    """The URL without its password, for logs and statistics."""
    return make_url(url).render_as_string(hide_password=True)


class Database:
    """One SQLAlchemy engine plus the store's transaction discipline.

    ``transaction(write=...)`` is re-entrant within one task: a nested block joins the outer
    transaction, so the library's atomic blocks compose.
    """

    def __init__(self, url: str, *, busy_timeout_s: float = 30.0) -> None:
        self.url = make_url(url)
        self.dialect = self.url.get_backend_name()
        if self.dialect not in ("sqlite", "postgresql"):
            raise ValueError(f"unsupported store database {self.dialect!r}: use sqlite:/// or postgresql+psycopg://")
        self._busy_timeout_s = busy_timeout_s
        self._writer_lock = aiologic.Lock()
        self._current: contextvars.ContextVar[Connection | None] = contextvars.ContextVar(
            f"store_conn_{id(self)}", default=None
        )
        self._pid = os.getpid()
        self._local = threading.local()
        self._engine = self._create_engine()
        self._open()

    @property
    def is_sqlite(self) -> bool:
        return self.dialect == "sqlite"

    def _create_engine(self) -> Engine:
        if not self.is_sqlite:
            return create_engine(self.url, pool_pre_ping=True, pool_size=5, max_overflow=10)
        path = self._sqlite_path()
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(
            self.url, connect_args={"timeout": self._busy_timeout_s, "check_same_thread": False}
        )

        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_connection: Any, _record: Any) -> None:
            # Take transaction control from the driver so BEGIN IMMEDIATE is ours to issue.
            dbapi_connection.isolation_level = None
            cursor = dbapi_connection.cursor()
            cursor.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout_s * 1000)}")
            cursor.execute("PRAGMA journal_mode = WAL")
            # NORMAL in WAL mode survives a killed process; only an OS crash may lose the last commits.
            cursor.execute("PRAGMA synchronous = NORMAL")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _on_begin(conn: Connection) -> None:
            # Reads run without BEGIN: in WAL mode each statement sees a committed snapshot, like the
            # in-memory store's unlocked reads, and two round trips per read are saved.
            if conn.info.get("tf_write"):
                conn.connection.driver_connection.execute("BEGIN IMMEDIATE")  # type: ignore[union-attr]

        return engine

    def _sqlite_path(self) -> Path | None:
        """The SQLite file, or None for in-memory and ``file:`` URI databases (whose options we leave alone)."""
        database = self.url.database
        if not self.is_sqlite or not database or database == ":memory:" or self.url.query.get("uri"):
            return None
        return Path(database).expanduser()

    def _open(self) -> None:
        """Connect, migrate and prove the database is writable, or raise a clear error."""
        path = self._sqlite_path()
        if path is not None:
            if path.exists() and not os.access(path, os.W_OK):
                raise StoreUnavailableError(f"store database {path} is read-only")
            if not os.access(path.parent, os.W_OK):
                raise StoreUnavailableError(f"store directory {path.parent} is not writable")
        try:
            with self.transaction_sync(write=True) as conn:
                self.schema_version_found = migrate(conn)
        except (OperationalError, DBAPIError) as exc:
            self._engine.dispose()
            raise StoreUnavailableError(f"cannot open store {redact_url(self.url)}: {exc.orig}") from exc

    @property
    def engine(self) -> Engine:
        """The engine of this process; a forked child gets fresh connections, never its parent's."""
        if os.getpid() != self._pid:
            self._engine.dispose(close=False)
            self._writer_lock = aiologic.Lock()
            self._local = threading.local()
            self._pid = os.getpid()
        return self._engine

    def current(self) -> Connection | None:
        """The connection of the transaction this task is inside, if any."""
        return self._current.get()

    @contextmanager
    def _connection(self) -> Iterator[Connection]:
        """This thread's long-lived connection, or a pooled one while that is busy.

        Checking a connection out of the pool and resetting it on return costs more than most of
        the store's statements, so each thread keeps one.
        """
        engine = self.engine
        conn: Connection | None = getattr(self._local, "conn", None)
        if conn is None or conn.closed or conn.invalidated:
            conn = self._local.conn = engine.connect()
        if not conn.in_transaction():
            yield conn
            return
        with engine.connect() as spare:
            yield spare

    @contextmanager
    def transaction_sync(self, *, write: bool) -> Iterator[Connection]:
        """A transaction without the in-process lock; for maintenance commands and set-up."""
        with self._connection() as conn:
            conn.info["tf_write"] = write
            with conn.begin():
                if write and not self.is_sqlite:
                    conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_WRITER_LOCK})
                token = self._current.set(conn)
                try:
                    yield conn
                finally:
                    self._current.reset(token)

    @asynccontextmanager
    async def transaction(self, *, write: bool) -> AsyncIterator[Connection]:
        """A transaction for the store's atomic blocks: committed on success, rolled back on error."""
        outer = self._current.get()
        if outer is not None:
            yield outer
            return
        if not write:
            with self.transaction_sync(write=False) as conn:
                yield conn
            return
        lock = self._writer_lock
        await lock.async_acquire()
        try:
            with self.transaction_sync(write=True) as conn:
                yield conn
        finally:
            lock.async_release()

    def dispose(self) -> None:
        """Close this thread's connection and the pool (other threads' connections close with them)."""
        conn: Connection | None = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
        self._engine.dispose()
