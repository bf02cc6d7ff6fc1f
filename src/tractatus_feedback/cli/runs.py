"""``tractatus-feedback runs list`` / ``runs show ID``: the training and evaluation runs under <home>/runs."""

from __future__ import annotations

import argparse
import json
import logging
from pathlib import Path
from typing import Any

from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("runs", help="list and show training runs")
    commands = parser.add_subparsers(dest="runs_command", required=True, metavar="SUBCOMMAND")
    listing = commands.add_parser("list", help="one line per run: reward before/after, gain, violations")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(handler=_list)
    show = commands.add_parser("show", help="a run's report (or its summary.json with --json)")
    show.add_argument("run_id")
    show.add_argument("--json", action="store_true")
    show.add_argument("--store", action="store_true", help="also count the run's rollouts in the store by phase and status")
    show.set_defaults(handler=_show)


def _summaries(runs_dir: Path) -> list[dict[str, Any]]:
    rows = []
    for run_dir in sorted(runs_dir.glob("*/summary.json")):
        try:
            rows.append({"run_id": run_dir.parent.name, **json.loads(run_dir.read_text())})
        except json.JSONDecodeError:
            logger.warning("unreadable %s", run_dir)
    return rows


def _figure(value: Any, spec: str = ".3f") -> str:
    return "-" if value is None else format(value, spec)


def _list(args: argparse.Namespace) -> int:
    from tractatus_feedback.training.deployment import read_log

    settings = get_settings()
    rows = _summaries(settings.runs_dir)
    current = read_log(settings.home).current
    if args.json:
        print(json.dumps(rows, indent=2, default=str))
        return 0
    print(f"{'run':38} {'algorithm':10} {'before':>7} {'after':>7} {'gain':>7} {'ci_low':>7} {'viol':>5} {'wall_s':>7}")
    for row in rows:
        before = (row.get("before") or {}).get("mean_reward")
        after = (row.get("after") or {}).get("mean_reward")
        marker = " *deployed*" if current and current.run_id == row["run_id"] else ""
        print(
            f"{row['run_id']:38} {row.get('algorithm') or row.get('mode', '-'):10} {_figure(before):>7} {_figure(after):>7} "
            f"{_figure(row.get('gain'), '+.3f'):>7} {_figure(row.get('gain_ci95_low'), '+.3f'):>7} "
            f"{_figure(row.get('violations_after'), 'd'):>5} {_figure(row.get('wall_seconds'), '.0f'):>7}{marker}"
        )
    return 0


def _show(args: argparse.Namespace) -> int:
    run_dir = get_settings().runs_dir / args.run_id
    if not run_dir.is_dir():
        print(f"no run {args.run_id!r} in {run_dir.parent}")
        return 1
    target = run_dir / ("summary.json" if args.json else "report.md")
    print(target.read_text() if target.is_file() else f"{target.name} is missing in {run_dir}")
    if args.store:
        for (phase, status), count in sorted(_store_counts(args.run_id).items()):
            print(f"store: {count:5d} rollouts  phase={phase}  status={status}")
    return 0


def _store_counts(run_id: str) -> dict[tuple[str, str], int]:
    """The run's rollouts in the store (tagged with its run_id at enqueue), counted by phase and status."""
    import asyncio
    from collections import Counter

    from tractatus_feedback.store import open_store

    async def count() -> Counter[tuple[str, str]]:
        rollouts = await open_store(get_settings().store_url).query_rollouts()
        return Counter(
            (str((r.metadata or {}).get("phase", "-")), r.status)
            for r in rollouts
            if (r.metadata or {}).get("run_id") == run_id
        )

    return dict(asyncio.run(count()))
