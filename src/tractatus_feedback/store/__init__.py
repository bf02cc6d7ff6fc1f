"""A persistent Agent Lightning ``LightningStore`` on SQLite (default) or PostgreSQL, and its server.

The store classes import Agent Lightning (seconds); they are loaded on first use so that light
commands (``store stats``) that need only the database stay fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__all__ = ["SCHEMA_VERSION", "SchemaTooNewError", "SqlLightningStore", "StoreUnavailableError", "open_store"]

_HOMES = {
    "SCHEMA_VERSION": "schema",
    "SchemaTooNewError": "schema",
    "StoreUnavailableError": "database",
    "SqlLightningStore": "sql_store",
    "open_store": "sql_store",
}


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)
