"""Run the store's long-lived SQL statements on the database driver directly, compiled once.

SQLAlchemy's per-execution work costs several times what SQLite needs to run the store's small
statements; the store builds each statement once, so it is compiled once here and handed to the
DBAPI cursor, with IN lists expanded in place. Driver errors are re-raised as SQLAlchemy's, so
callers handle one kind.
"""

from __future__ import annotations

import weakref
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.exc import IntegrityError, OperationalError

__all__ = ["run"]


class _Precompiled:
    """A statement compiled once to the driver's SQL, with the order, defaults and list parameters."""

    __slots__ = ("sql", "order", "defaults", "expanding")

    def __init__(self, compiled: Any, dialect: Any) -> None:
        self.sql: str = compiled.string
        self.order = tuple(compiled.positiontup) if dialect.positional else None
        self.defaults = {name: bp.value for name, bp in compiled.binds.items() if bp.value is not None}
        self.expanding = frozenset(name for name, bp in compiled.binds.items() if bp.expanding)

    def render(self, params: dict[str, Any]) -> tuple[str, Any] | None:
        """The SQL and driver arguments for ``params``; None when a list is empty (SQLAlchemy handles that)."""
        merged = {**self.defaults, **params} if self.defaults else params
        sql = self.sql
        for name in self.expanding:
            values = list(merged[name])
            if not values:
                return None
            if self.order is None:
                keys = [f"{name}__{i}" for i in range(len(values))]
                merged = {**merged, **dict(zip(keys, values))}
                marks = ", ".join(f"%({key})s" for key in keys)
            else:
                marks = ", ".join("?" * len(values))
            sql = sql.replace(f"__[POSTCOMPILE_{name}]", marks)
        if self.order is None:
            return sql, merged
        args: list[Any] = []
        for name in self.order:
            if name in self.expanding:
                args.extend(merged[name])
            else:
                args.append(merged[name])
        return sql, args


def _precompile(stmt: Any, dialect: Any) -> _Precompiled:
    return _Precompiled(stmt.compile(dialect=dialect), dialect)


#: statement -> dialect name -> its precompiled form; entries go when their store's statements do.
_precompiled: weakref.WeakKeyDictionary[Any, dict[str, _Precompiled]] = weakref.WeakKeyDictionary()


def run(conn: Connection, stmt: Any, params: dict[str, Any] | list[dict[str, Any]] | None = None) -> list[Any]:
    """Execute ``stmt`` (a statement kept for reuse) with ``params`` and return all its rows."""
    per_dialect = _precompiled.get(stmt)
    if per_dialect is None:
        per_dialect = _precompiled[stmt] = {}
    name = conn.dialect.name
    if name not in per_dialect:
        per_dialect[name] = _precompile(stmt, conn.dialect)
    pre = per_dialect[name]
    rendered = None if isinstance(params, list) else pre.render(params or {})
    if rendered is None and not isinstance(params, list):
        result = conn.execute(stmt, params or {})
        return list(result.fetchall()) if result.returns_rows else []
    dbapi = conn.dialect.loaded_dbapi
    cursor = conn.connection.driver_connection.cursor()  # type: ignore[union-attr]
    try:
        if isinstance(params, list):
            cursor.executemany(pre.sql, [pre.render(p)[1] for p in params])  # type: ignore[index]
        else:
            assert rendered is not None
            cursor.execute(*rendered)
        return cursor.fetchall() if cursor.description is not None else []
    except dbapi.IntegrityError as exc:
        raise IntegrityError(pre.sql, params, exc) from exc
    except dbapi.OperationalError as exc:
        raise OperationalError(pre.sql, params, exc) from exc
    finally:
        cursor.close()
