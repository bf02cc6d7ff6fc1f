"""Agent Lightning's collection interface (``Collection``, ``Queue``, ``KeyValue``) on SQL tables.

These are what ``CollectionBasedLightningStore`` calls; every method runs inside the transaction of
the surrounding ``atomic()``/``execute()`` block, or in a short one of its own when called alone.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any, Generic, Optional, TypeVar

from agentlightning.store.collection.base import (
    AtomicLabels,
    AtomicMode,
    Collection,
    DuplicatedPrimaryKeyError,
    KeyValue,
    LightningCollections,
    Queue,
    ensure_numeric,
)
from agentlightning.types import (
    Attempt,
    FilterOptions,
    PaginatedResult,
    ResourcesUpdate,
    Rollout,
    SortOptions,
    Span,
    Worker,
)
from pydantic import BaseModel
from sqlalchemy import Connection, Table, and_, bindparam, case, delete, func, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError, OperationalError

from tractatus_feedback.store import schema
from tractatus_feedback.store.database import Database
from tractatus_feedback.store.execute import run
from tractatus_feedback.store.filters import build_order, build_where, plan_filter

__all__ = ["SqlCollection", "SqlQueue", "SqlKeyValue", "SqlLightningCollections"]

logger = logging.getLogger(__name__)

M = TypeVar("M", bound=BaseModel)
R = TypeVar("R")

_RETRIES = 5


def _insert(db: Database, table: Table) -> Any:
    """The dialect's INSERT, which has ON CONFLICT support."""
    return (sqlite.insert if db.is_sqlite else postgresql.insert)(table)


class _Bound:
    """Something that runs statements on the database of a store."""

    def __init__(self, db: Database) -> None:
        self._db = db

    @contextmanager
    def _conn(self) -> Iterator[Connection]:
        current = self._db.current()
        if current is not None:
            yield current
            return
        with self._db.transaction_sync(write=False) as conn:
            yield conn


class SqlCollection(_Bound, Collection[M], Generic[M]):
    """A table of one pydantic model: the queryable fields as indexed columns, the other fields as JSON.

    Columns are authoritative and ``doc`` holds only the remaining fields, so the common updates
    (statuses, timestamps, current attempt) are one ``UPDATE ... RETURNING`` with no read first.
    Statements are built once per shape and cached; only their parameters change between calls.
    """

    def __init__(self, db: Database, table: Table, item_type: type[M], primary_keys: Sequence[str]) -> None:
        _Bound.__init__(self, db)
        Collection.__init__(self)
        self._table = table
        self._item_type = item_type
        self._primary_keys = list(primary_keys)
        self._columns = [c.name for c in table.c if c.name not in ("seq", "doc")]
        self._column_set = set(self._columns)
        self._row = [table.c[name] for name in self._columns] + [table.c.doc]
        self._pk_where = and_(*(table.c[pk] == bindparam(f"k_{pk}") for pk in self._primary_keys))
        self._statements: dict[Any, Any] = {}

    @property
    def collection_name(self) -> str:
        return self._table.name

    def primary_keys(self) -> Sequence[str]:
        return self._primary_keys

    def item_type(self) -> type[M]:
        return self._item_type

    def _statement(self, key: Any, build: Callable[[], Any]) -> Any:
        stmt = self._statements.get(key)
        if stmt is None:
            stmt = self._statements[key] = build()
        return stmt

    def _values(self, item: M) -> dict[str, Any]:
        if not isinstance(item, self._item_type):
            raise TypeError(f"Expected item of type {self._item_type.__name__}, got {type(item).__name__}")
        values = {f"v_{name}": getattr(item, name) for name in self._columns}
        values["v_doc"] = item.model_dump_json(exclude=self._column_set)
        return values

    def _keys(self, item: M) -> dict[str, Any]:
        return {f"k_{pk}": getattr(item, pk) for pk in self._primary_keys}

    def _load(self, row: Sequence[Any]) -> M:
        data = json.loads(row[-1])
        data.update(zip(self._columns, row))
        return self._item_type.model_validate(data)

    def _assignments(self, names: Sequence[str]) -> dict[str, Any]:
        return {name: bindparam(f"v_{name}") for name in names}

    async def size(self) -> int:
        stmt = self._statement("size", lambda: select(func.count()).select_from(self._table))
        with self._conn() as conn:
            return int(run(conn, stmt)[0][0])

    def _select(self, filter: Optional[FilterOptions], sort: Optional[SortOptions], limit: int, offset: int) -> tuple[Any, dict[str, Any], Any]:
        plan, params = plan_filter(self._table, filter)
        sort_key = (sort.get("name"), sort.get("order", "asc")) if sort else None

        def build() -> Any:
            stmt = select(*self._row).where(build_where(self._table, plan, self._db.dialect))
            stmt = stmt.order_by(*build_order(self._table, sort))
            if limit >= 0:
                stmt = stmt.limit(bindparam("lim"))
            if offset > 0:
                stmt = stmt.offset(bindparam("off"))
            return stmt

        stmt = self._statement(("select", plan, sort_key, limit >= 0, offset > 0), build)
        if limit >= 0:
            params["lim"] = limit
        if offset > 0:
            params["off"] = offset
        return stmt, params, plan

    async def query(
        self,
        filter: Optional[FilterOptions] = None,
        sort: Optional[SortOptions] = None,
        limit: int = -1,
        offset: int = 0,
    ) -> PaginatedResult[M]:
        stmt, params, plan = self._select(filter, sort, limit, offset)
        with self._conn() as conn:
            items = [self._load(row) for row in run(conn, stmt, params)] if limit != 0 else []
            if limit < 0 and offset == 0:
                total = len(items)  # everything matching was read: no COUNT needed
            else:
                count = self._statement(
                    ("count", plan),
                    lambda: select(func.count()).select_from(self._table).where(build_where(self._table, plan, self._db.dialect)),
                )
                total = int(run(conn, count, {k: v for k, v in params.items() if k.startswith("p")})[0][0])
        return PaginatedResult(items=items, limit=limit, offset=offset, total=total)

    async def get(self, filter: Optional[FilterOptions] = None, sort: Optional[SortOptions] = None) -> Optional[M]:
        stmt, params, _ = self._select(filter, sort, 1, 0)
        with self._conn() as conn:
            rows = run(conn, stmt, params)
        return self._load(rows[0]) if rows else None

    async def insert(self, items: Sequence[M]) -> None:
        if not items:
            return
        stmt = self._statement("insert", lambda: self._table.insert().values(self._assignments([*self._columns, "doc"])))
        rows = [self._values(item) for item in items]
        with self._conn() as conn:
            # A savepoint keeps PostgreSQL's transaction usable after a duplicate, as SQLite's is.
            savepoint = None if self._db.is_sqlite else conn.begin_nested()
            try:
                run(conn, stmt, rows)
            except IntegrityError as exc:
                if savepoint is not None:
                    savepoint.rollback()
                raise DuplicatedPrimaryKeyError(f"Duplicated primary key(s) inserting into {self._table.name}") from exc
            if savepoint is not None:
                savepoint.commit()

    def _write(self, conn: Connection, item: M, update_fields: Sequence[str] | None) -> M | None:
        """Write ``item`` (or only ``update_fields`` of it) over the stored row; None if there is no row."""
        if update_fields is not None and not set(update_fields) <= self._column_set:
            # A JSON field changes: merge it into the stored document, then write the whole row.
            current = run(conn, *self._by_key(item))
            if not current:
                return None
            item = self._load(current[0]).model_copy(update={f: getattr(item, f) for f in update_fields})
            update_fields = None
        names = [*self._columns, "doc"] if update_fields is None else [f for f in update_fields if f not in self._primary_keys]
        key = ("update", tuple(names))
        stmt = self._statement(
            key, lambda: self._table.update().where(self._pk_where).values(self._assignments(names)).returning(*self._row)
        )
        values = self._values(item)
        rows = run(conn, stmt, {**self._keys(item), **{f"v_{n}": values[f"v_{n}"] for n in names}})
        return self._load(rows[0]) if rows else None

    async def update(self, items: Sequence[M], update_fields: Sequence[str] | None = None) -> Sequence[M]:
        updated: list[M] = []
        with self._conn() as conn:
            for item in items:
                written = self._write(conn, item, update_fields)
                if written is None:
                    raise ValueError(f"Item with primary key(s) {self._keys(item)} does not exist in {self._table.name}")
                updated.append(written)
        return updated

    async def upsert(self, items: Sequence[M], update_fields: Sequence[str] | None = None) -> Sequence[M]:
        result: list[M] = []
        with self._conn() as conn:
            for item in items:
                names = None if update_fields is None else [f for f in update_fields if f not in self._primary_keys]
                if names is not None and not set(names) <= self._column_set:
                    written = self._write(conn, item, update_fields)
                    if written is None:
                        self._insert_one(conn, item)
                        written = item
                    result.append(written)
                    continue
                assigned = [*self._columns, "doc"] if names is None else names
                stmt = self._statement(("upsert", tuple(assigned)), lambda: self._upsert_statement(assigned))
                rows = run(conn, stmt, self._values(item))
                if not rows:  # existed, and nothing to update: read it back
                    rows = run(conn, *self._by_key(item))
                result.append(self._load(rows[0]))
        return result

    def _upsert_statement(self, assigned: Sequence[str]) -> Any:
        stmt = _insert(self._db, self._table).values(self._assignments([*self._columns, "doc"]))
        if not assigned:
            return stmt.on_conflict_do_nothing(index_elements=self._primary_keys).returning(*self._row)
        return stmt.on_conflict_do_update(
            index_elements=self._primary_keys, set_={name: stmt.excluded[name] for name in assigned}
        ).returning(*self._row)

    def _insert_one(self, conn: Connection, item: M) -> None:
        stmt = self._statement("insert", lambda: self._table.insert().values(self._assignments([*self._columns, "doc"])))
        run(conn, stmt, self._values(item))

    def _by_key(self, item: M) -> tuple[Any, dict[str, Any]]:
        stmt = self._statement("by_key", lambda: select(*self._row).where(self._pk_where))
        return stmt, self._keys(item)

    async def delete(self, items: Sequence[M]) -> None:
        stmt = self._statement("delete", lambda: delete(self._table).where(self._pk_where).returning(self._table.c.seq))
        with self._conn() as conn:
            for item in items:
                if not run(conn, stmt, self._keys(item)):
                    raise ValueError(f"Item {item!r} does not exist in {self._table.name}")


class SqlQueue(_Bound, Queue[str]):
    """The FIFO of rollout ids; a dequeue is one DELETE ... RETURNING, so no two workers get one id."""

    def __init__(self, db: Database, table: Table) -> None:
        _Bound.__init__(self, db)
        Queue.__init__(self)
        self._table = t = table
        self._has = select(t.c.seq).where(t.c.value == bindparam("v")).limit(1)
        self._enqueue = t.insert().values(value=bindparam("v"))
        self._peek = select(t.c.value).order_by(t.c.seq).limit(bindparam("n"))
        self._size = select(func.count()).select_from(t)
        oldest = select(t.c.seq).order_by(t.c.seq).limit(bindparam("n")).with_for_update(skip_locked=True)
        self._dequeue = delete(t).where(t.c.seq.in_(oldest.scalar_subquery())).returning(t.c.seq, t.c.value)

    @property
    def collection_name(self) -> str:
        return self._table.name

    def item_type(self) -> type[str]:
        return str

    async def has(self, item: str) -> bool:
        with self._conn() as conn:
            return bool(run(conn, self._has, {"v": item}))

    async def enqueue(self, items: Sequence[str]) -> Sequence[str]:
        for item in items:
            if not isinstance(item, str):
                raise TypeError(f"Expected item of type str, got {type(item).__name__}")
        if items:
            with self._conn() as conn:
                run(conn, self._enqueue, [{"v": item} for item in items])
        return list(items)

    async def dequeue(self, limit: int = 1) -> Sequence[str]:
        if limit <= 0:
            return []
        with self._conn() as conn:
            rows = run(conn, self._dequeue, {"n": limit})
        return [value for _, value in sorted(rows)]

    async def peek(self, limit: int = 1) -> Sequence[str]:
        if limit <= 0:
            return []
        with self._conn() as conn:
            return [row[0] for row in run(conn, self._peek, {"n": limit})]

    async def size(self) -> int:
        with self._conn() as conn:
            return int(run(conn, self._size)[0][0])


class SqlKeyValue(_Bound, KeyValue[str, int]):
    """Integer counters (span sequence ids), updated with single atomic UPSERT statements."""

    def __init__(self, db: Database, table: Table) -> None:
        _Bound.__init__(self, db)
        KeyValue.__init__(self)
        self._table = t = table
        self._get = select(t.c.value).where(t.c.key == bindparam("k"))
        self._pop = delete(t).where(t.c.key == bindparam("k")).returning(t.c.value)
        self._size = select(func.count()).select_from(t)
        self._set = self._upsert_statement(lambda new: new)
        self._inc = self._upsert_statement(lambda new: t.c.value + new)
        self._chmax = self._upsert_statement(lambda new: case((new > t.c.value, new), else_=t.c.value))

    def _upsert_statement(self, on_conflict: Callable[[Any], Any]) -> Any:
        stmt = _insert(self._db, self._table).values(key=bindparam("k"), value=bindparam("v"))
        stmt = stmt.on_conflict_do_update(index_elements=["key"], set_={"value": on_conflict(stmt.excluded.value)})
        return stmt.returning(self._table.c.value)

    @property
    def collection_name(self) -> str:
        return self._table.name

    async def has(self, key: str) -> bool:
        return await self.get(key) is not None

    async def get(self, key: str, default: int | None = None) -> int | None:
        with self._conn() as conn:
            rows = run(conn, self._get, {"k": key})
            value = rows[0][0] if rows else None
        return default if value is None else int(value)

    def _run(self, stmt: Any, key: str, value: int) -> int:
        with self._conn() as conn:
            return int(run(conn, stmt, {"k": key, "v": value})[0][0])

    async def set(self, key: str, value: int) -> None:
        self._run(self._set, key, value)

    async def inc(self, key: str, amount: int) -> int:
        assert ensure_numeric(amount, description="amount")
        return self._run(self._inc, key, amount)

    async def chmax(self, key: str, value: int) -> int:
        assert ensure_numeric(value, description="value")
        return self._run(self._chmax, key, value)

    async def pop(self, key: str, default: int | None = None) -> int | None:
        with self._conn() as conn:
            rows = run(conn, self._pop, {"k": key})
            value = rows[0][0] if rows else None
        return default if value is None else int(value)

    async def size(self) -> int:
        with self._conn() as conn:
            return int(run(conn, self._size)[0][0])


def _is_transient(exc: BaseException) -> bool:
    """Lock timeouts and serialisation failures: the whole transaction may simply be run again."""
    code = getattr(getattr(exc, "orig", None), "sqlstate", None)
    return isinstance(exc, OperationalError) and ("locked" in str(exc) or code in ("40001", "40P01"))


class SqlLightningCollections(LightningCollections):
    """The seven collections of a store on one database, with transactions as the atomic unit."""

    def __init__(self, db: Database) -> None:
        super().__init__()
        self.db = db
        self._rollouts = SqlCollection(db, schema.rollouts, Rollout, ["rollout_id"])
        self._attempts = SqlCollection(db, schema.attempts, Attempt, ["rollout_id", "attempt_id"])
        self._spans = SqlCollection(db, schema.spans, Span, ["rollout_id", "attempt_id", "span_id"])
        self._resources = SqlCollection(db, schema.resources, ResourcesUpdate, ["resources_id"])
        self._workers = SqlCollection(db, schema.workers, Worker, ["worker_id"])
        self._rollout_queue = SqlQueue(db, schema.rollout_queue)
        self._span_sequence_ids = SqlKeyValue(db, schema.span_sequence_ids)

    @property
    def collection_name(self) -> str:
        return "router"

    @property
    def rollouts(self) -> SqlCollection[Rollout]:
        return self._rollouts

    @property
    def attempts(self) -> SqlCollection[Attempt]:
        return self._attempts

    @property
    def spans(self) -> SqlCollection[Span]:
        return self._spans

    @property
    def resources(self) -> SqlCollection[ResourcesUpdate]:
        return self._resources

    @property
    def workers(self) -> SqlCollection[Worker]:
        return self._workers

    @property
    def rollout_queue(self) -> SqlQueue:
        return self._rollout_queue

    @property
    def span_sequence_ids(self) -> SqlKeyValue:
        return self._span_sequence_ids

    @asynccontextmanager
    async def atomic(
        self,
        *,
        mode: AtomicMode = "rw",
        snapshot: bool = False,
        commit: bool = False,
        labels: Optional[Sequence[AtomicLabels]] = None,
        **kwargs: Any,
    ) -> AsyncIterator[SqlLightningCollections]:
        """One database transaction: read-only for ``mode="r"``, otherwise the single writer's."""
        async with self.db.transaction(write=mode != "r"):
            yield self

    async def execute(
        self,
        callback: Callable[[SqlLightningCollections], Awaitable[R]],
        *,
        mode: AtomicMode = "rw",
        snapshot: bool = False,
        commit: bool = False,
        labels: Optional[Sequence[AtomicLabels]] = None,
        **kwargs: Any,
    ) -> R:
        """Run ``callback`` in one transaction, again from the start if the database asks for a retry."""
        for attempt in range(_RETRIES):
            try:
                async with self.atomic(mode=mode, labels=labels):
                    return await callback(self)
            except OperationalError as exc:
                if attempt == _RETRIES - 1 or not _is_transient(exc) or self.db.current() is not None:
                    raise
                logger.warning("Retrying store transaction after %s", exc.orig)
                await asyncio.sleep(random.uniform(0.01, 0.05) * (attempt + 1))
        raise AssertionError("unreachable")
