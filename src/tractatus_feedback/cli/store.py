"""``tractatus-feedback store``: serve the LightningStore, show its statistics, export and prune it."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path

from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    settings = get_settings().store
    parser = subparsers.add_parser("store", help="the persistent LightningStore (serve, stats, export, prune)")
    parser.add_argument("--url", default=None, help="SQLAlchemy URL of the store (default: from settings)")
    commands = parser.add_subparsers(dest="store_command", required=True, metavar="SUBCOMMAND")

    serve = commands.add_parser("serve", help="serve the store to Agent Lightning clients over HTTP")
    serve.add_argument("--host", default=settings.server_host, help="interface to bind (default %(default)s)")
    serve.add_argument("--port", type=int, default=settings.server_port, help="TCP port (default %(default)s)")
    serve.add_argument("--token", default=settings.token, help="shared token clients must send (Bearer header)")
    serve.set_defaults(handler=_serve)

    stats = commands.add_parser("stats", help="counts of rollouts, attempts, spans, resources")
    stats.add_argument("--json", action="store_true", help="print JSON instead of text")
    stats.set_defaults(handler=_stats)

    export = commands.add_parser("export", help="write rollouts with their attempts and spans as JSONL")
    export.add_argument("--out", type=Path, required=True, help="output file ('-' for stdout)")
    export.set_defaults(handler=_export)

    prune = commands.add_parser("prune", help="delete finished rollouts older than N days")
    prune.add_argument("--older-than-days", type=float, required=True, help="age limit in days")
    prune.set_defaults(handler=_prune)


def _url(args: argparse.Namespace) -> str:
    if args.url:
        return str(args.url)
    settings = get_settings()
    settings.ensure_home()
    return settings.store_url


def _database(args: argparse.Namespace):  # noqa: ANN202 - keeps the import inside the handler
    from tractatus_feedback.store.database import Database

    return Database(_url(args), busy_timeout_s=get_settings().store.busy_timeout_s)


def _serve(args: argparse.Namespace) -> int:
    import asyncio

    from tractatus_feedback.store.server import build_server
    from tractatus_feedback.store.sql_store import open_store

    store = open_store(_url(args))
    server = build_server(store, host=args.host, port=args.port, token=args.token or None)
    logger.info("Serving store %s on http://%s:%d%s", store.url, args.host, args.port, " (token required)" if args.token else "")
    asyncio.run(server.run_forever())
    return 0


def _stats(args: argparse.Namespace) -> int:
    from tractatus_feedback.store.maintenance import store_stats

    stats = store_stats(_database(args))
    if args.json:
        print(json.dumps(stats, indent=2))
        return 0
    for key, value in stats.items():
        if isinstance(value, dict):
            value = ", ".join(f"{k}={v}" for k, v in value.items()) or "-"
        print(f"{key:>20}: {value}")
    return 0


def _export(args: argparse.Namespace) -> int:
    from tractatus_feedback.store.maintenance import export_jsonl

    db = _database(args)
    if str(args.out) == "-":
        count = export_jsonl(db, sys.stdout)
    else:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with args.out.open("w", encoding="utf-8") as fh:
            count = export_jsonl(db, fh)
    print(f"exported {count} rollouts to {args.out}", file=sys.stderr)
    return 0


def _prune(args: argparse.Namespace) -> int:
    from tractatus_feedback.store.maintenance import prune

    if args.older_than_days < 0:
        print("--older-than-days must be >= 0", file=sys.stderr)
        return 2
    deleted = prune(_database(args), older_than_days=args.older_than_days)
    print(f"deleted {deleted} finished rollouts older than {args.older_than_days:g} days")
    return 0
