"""Translate Agent Lightning's ``FilterOptions`` / ``SortOptions`` into SQL on indexed columns, with caching.

The semantics follow the in-memory collection: ``exact``/``within``/``contains`` per field, combined
with ``_aggregate`` (and/or) and ANDed with the ``_must`` group; an operator whose value is ``None``
is ignored. ``contains`` is case-sensitive, as in Python, so it maps to ``instr``/``strpos`` rather
than ``LIKE`` (which SQLite compares case-insensitively). Null ordering follows the in-memory store:
missing ``*_time`` values sort after all others, other missing values before.

A filter is split into its *shape* (which fields, operators and sort) and its *values*; clauses are
built once per shape with bound parameters, because building SQLAlchemy expressions costs far more
than executing a cached statement.
"""

from __future__ import annotations

from typing import Any

from agentlightning.store.collection.base import normalize_filter_options, resolve_sort_options
from agentlightning.types import FilterOptions, SortOptions
from sqlalchemy import ColumnElement, Table, and_, bindparam, false, func, or_, true
from sqlalchemy.sql.elements import UnaryExpression

__all__ = ["UnindexedFieldError", "FilterPlan", "plan_filter", "build_where", "build_order"]


class UnindexedFieldError(ValueError):
    """A filter or sort names a field that is not a column; the SQL store does not scan JSON documents."""


#: (group, field, operator, parameter name or None when the condition is constant-false), in order.
Condition = tuple[str, str, str, str | None]
#: The hashable shape of a filter: its aggregate and conditions.
FilterPlan = tuple[str, tuple[Condition, ...]]


def _check(table: Table, field: str) -> None:
    if field in ("doc", "seq") or field not in table.c:
        raise UnindexedFieldError(f"'{field}' is not a queryable column of table '{table.name}'")


def plan_filter(table: Table, filter: FilterOptions | None) -> tuple[FilterPlan, dict[str, Any]]:
    """The shape of ``filter`` and the parameter values that fill it."""
    regular, must, aggregate = normalize_filter_options(filter)
    conditions: list[Condition] = []
    params: dict[str, Any] = {}
    for group, fields in (("r", regular), ("m", must)):
        for field, ops in (fields or {}).items():
            _check(table, field)
            for op, expected in ops.items():
                if expected is None:
                    continue
                if op not in ("exact", "within", "contains"):
                    raise ValueError(f"Unsupported filter operator '{op}' for field '{field}'")
                value = list(expected) if op == "within" else (str(expected) if op == "contains" else expected)
                if op == "within" and not value:
                    conditions.append((group, field, op, None))
                    continue
                name = f"p{len(params)}"
                params[name] = value
                conditions.append((group, field, op, name))
    return (aggregate, tuple(conditions)), params


def _condition(table: Table, field: str, op: str, name: str | None, dialect: str) -> ColumnElement[bool]:
    column = table.c[field]
    if name is None:
        return false()
    if op == "exact":
        return column == bindparam(name)
    if op == "within":
        return column.in_(bindparam(name, expanding=True))
    position = func.instr(column, bindparam(name)) if dialect == "sqlite" else func.strpos(column, bindparam(name))
    return and_(column.is_not(None), position > 0)


def build_where(table: Table, plan: FilterPlan, dialect: str) -> ColumnElement[bool]:
    """The WHERE clause of a planned filter, with bound parameters named as in :func:`plan_filter`."""
    aggregate, conditions = plan
    regular = [_condition(table, f, op, n, dialect) for g, f, op, n in conditions if g == "r"]
    must = [_condition(table, f, op, n, dialect) for g, f, op, n in conditions if g == "m"]
    if not regular:
        combined: ColumnElement[bool] = true()
    else:
        combined = and_(*regular) if aggregate == "and" else or_(*regular)
    return and_(combined, *must) if must else combined


def build_order(table: Table, sort: SortOptions | None) -> list[UnaryExpression[Any]]:
    """ORDER BY terms: the requested column (nulls placed like the in-memory store), then insertion order."""
    name, order = resolve_sort_options(sort)
    terms: list[UnaryExpression[Any]] = []
    if name is not None:
        _check(table, name)
        column = table.c[name]
        term = column.asc() if order == "asc" else column.desc()
        nulls_high = name.endswith("_time")
        terms.append(term.nulls_last() if nulls_high == (order == "asc") else term.nulls_first())
    terms.append(table.c.seq.asc())
    return terms
