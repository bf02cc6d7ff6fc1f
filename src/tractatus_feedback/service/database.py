"""The feedback database: engine set-up for SQLite or PostgreSQL, versioned migrations, sessions.

SQLite gets WAL mode and a busy timeout so that the web app's threads and a second process (the
``users`` command, a bench check) can share the file. Migrations are numbered functions applied in
order and recorded in ``schema_version``; a database newer than this code refuses to open.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from sqlalchemy import Connection, Engine, create_engine, event, inspect, select
from sqlalchemy.orm import Session, sessionmaker

from tractatus_feedback.service.models import AuditEntry, Base, Deployment, SchemaVersion, Submission, User

__all__ = ["FeedbackDatabase", "SCHEMA_VERSION", "SchemaTooNewError"]

logger = logging.getLogger(__name__)


class SchemaTooNewError(RuntimeError):
    """The database was migrated by a newer version of this code."""


def _v1_initial(connection: Connection) -> None:
    """Submissions, users and the audit log."""
    tables = [Base.metadata.tables[t.__tablename__] for t in (Submission, User, AuditEntry)]
    Base.metadata.create_all(connection, tables=tables)


def _v2_deployments(connection: Connection) -> None:
    """The deployed resource version moves from process memory to the database (several web workers)."""
    Base.metadata.create_all(connection, tables=[Base.metadata.tables[Deployment.__tablename__]])


#: Migrations by the version they bring the schema to; append, never edit an applied one.
MIGRATIONS: dict[int, Callable[[Connection], None]] = {1: _v1_initial, 2: _v2_deployments}
SCHEMA_VERSION = max(MIGRATIONS)


class FeedbackDatabase:
    """One engine and session factory for the feedback database, migrated on open."""

    def __init__(self, url: str, *, busy_timeout_s: float = 30.0) -> None:
        self.url = url
        is_sqlite = url.startswith("sqlite")
        connect_args = {"timeout": busy_timeout_s, "check_same_thread": False} if is_sqlite else {}
        self.engine: Engine = create_engine(url, connect_args=connect_args, pool_pre_ping=not is_sqlite)
        if is_sqlite:
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.migrate()

    def migrate(self) -> int:
        """Apply the pending migrations; returns the schema version now in force."""
        with self.engine.begin() as connection:
            Base.metadata.create_all(connection, tables=[Base.metadata.tables[SchemaVersion.__tablename__]])
            applied = set(connection.execute(select(SchemaVersion.version)).scalars())
            current = max(applied, default=0)
            if current > SCHEMA_VERSION:
                raise SchemaTooNewError(f"feedback database is at schema {current}, this code knows {SCHEMA_VERSION}")
            for version in sorted(v for v in MIGRATIONS if v > current):
                MIGRATIONS[version](connection)
                connection.execute(SchemaVersion.__table__.insert().values(version=version))
                logger.info("feedback database migrated to schema %d", version)
        return SCHEMA_VERSION

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session committed at the end of the block, rolled back if it raises."""
        with self._sessions() as session, session.begin():
            yield session

    def table_names(self) -> list[str]:
        return inspect(self.engine).get_table_names()

    def ping(self) -> bool:
        """Whether the database answers a trivial query (for ``/readyz``)."""
        try:
            with self.engine.connect() as connection:
                connection.execute(select(1))
            return True
        except Exception:  # noqa: BLE001 - any failure means "not ready"
            logger.warning("feedback database is not reachable")
            return False

    def dispose(self) -> None:
        self.engine.dispose()


def _sqlite_pragmas(dbapi_connection, _record) -> None:  # noqa: ANN001 - DBAPI objects are untyped
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
