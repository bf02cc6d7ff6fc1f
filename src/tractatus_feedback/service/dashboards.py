"""The figures behind the dashboards: governance over time, rewards, training runs, the filtered audit log."""

from __future__ import annotations

import csv
import io
import json
import logging
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import select

from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.models import AuditEntry, Submission

__all__ = [
    "AuditFilter",
    "GovernanceFigures",
    "TrainingRun",
    "audit_csv",
    "governance_figures",
    "human_reward_by_day",
    "query_audit",
    "training_runs",
]

logger = logging.getLogger(__name__)

DECISIONS = ("ALLOW", "ESCALATE", "BLOCK")


@dataclass
class GovernanceFigures:
    days: list[str] = field(default_factory=list)
    decisions_by_day: dict[str, list[float]] = field(default_factory=dict)
    rules: list[tuple[str, float]] = field(default_factory=list)
    pii_types: list[tuple[str, float]] = field(default_factory=list)
    sentiment: list[tuple[str, float]] = field(default_factory=list)
    decisions: list[tuple[str, float]] = field(default_factory=list)
    total: int = 0


def governance_figures(database: FeedbackDatabase, *, days: int = 14) -> GovernanceFigures:
    """Counts over the last ``days`` days of submissions (by UTC day)."""
    since = datetime.now(timezone.utc) - timedelta(days=days)
    query = select(
        Submission.created_at, Submission.decision, Submission.rules, Submission.pii_types, Submission.sentiment_label
    ).where(Submission.created_at >= since)
    per_day: dict[str, Counter[str]] = defaultdict(Counter)
    rules: Counter[str] = Counter()
    pii: Counter[str] = Counter()
    sentiment: Counter[str] = Counter()
    decisions: Counter[str] = Counter()
    total = 0
    with database.session() as session:
        for created_at, decision, rule_ids, pii_types, label in session.execute(query):
            total += 1
            per_day[created_at.strftime("%m-%d")][decision] += 1
            decisions[decision] += 1
            rules.update(set(rule_ids or []))  # a submission counts once per rule
            pii.update(pii_types or [])
            sentiment[label] += 1
    day_labels = sorted(per_day)
    return GovernanceFigures(
        days=day_labels,
        decisions_by_day={d: [float(per_day[day][d]) for day in day_labels] for d in DECISIONS},
        rules=[(k, float(v)) for k, v in rules.most_common(15)],
        pii_types=[(k, float(v)) for k, v in pii.most_common(15)],
        sentiment=[(k, float(sentiment[k])) for k in ("positive", "neutral", "negative")] if total else [],
        decisions=[(k, float(decisions[k])) for k in DECISIONS],
        total=total,
    )


def human_reward_by_day(database: FeedbackDatabase, *, days: int = 30) -> dict[str, float]:
    """Mean moderator reward per UTC day: how drafting is received in production."""
    since = datetime.now(timezone.utc) - timedelta(days=days)
    query = select(Submission.decided_at, Submission.human_reward).where(
        Submission.human_reward.is_not(None), Submission.decided_at >= since
    )
    sums: dict[str, list[float]] = defaultdict(list)
    with database.session() as session:
        for decided_at, reward in session.execute(query):
            sums[decided_at.strftime("%m-%d")].append(reward)
    return {day: round(sum(values) / len(values), 4) for day, values in sorted(sums.items())}


@dataclass
class TrainingRun:
    """One run directory: its report for people, and any reward curves found in its summary."""

    name: str
    report: str
    curves: dict[str, list[float]]
    summary_keys: list[str]


def training_runs(runs_dir: Path, *, limit: int = 20) -> list[TrainingRun]:
    """The newest runs under ``runs_dir`` (``report.md`` and ``summary.json`` as the training area writes them)."""
    if not runs_dir.is_dir():
        return []
    runs = []
    for run_dir in sorted((p for p in runs_dir.iterdir() if p.is_dir()), reverse=True)[:limit]:
        report_path, summary_path = run_dir / "report.md", run_dir / "summary.json"
        report = report_path.read_text(errors="replace")[:20_000] if report_path.exists() else ""
        summary: Any = {}
        if summary_path.exists():
            try:
                summary = json.loads(summary_path.read_text())
            except ValueError:
                logger.warning("unreadable summary in run %s", run_dir.name)
        runs.append(TrainingRun(run_dir.name, report, _curves(summary), sorted(summary) if isinstance(summary, dict) else []))
    return runs


def _curves(summary: Any, prefix: str = "") -> dict[str, list[float]]:
    """Every list of numbers (or of dicts with a reward-like number) in the summary, by its key path."""
    found: dict[str, list[float]] = {}
    if isinstance(summary, dict):
        for key, value in summary.items():
            found.update(_curves(value, f"{prefix}{key}."))
    elif isinstance(summary, list) and len(summary) >= 2:
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in summary):
            found[prefix.rstrip(".")] = [float(v) for v in summary]
        elif all(isinstance(v, dict) for v in summary):
            for name in ("reward", "mean_reward", "total", "train_reward", "val_reward"):
                if all(isinstance(v.get(name), (int, float)) for v in summary):
                    found[f"{prefix}{name}"] = [float(v[name]) for v in summary]
    return found


@dataclass
class AuditFilter:
    stage: str = ""
    decision: str = ""
    actor: str = ""
    subject_id: str = ""
    rule: str = ""
    since: str = ""  # ISO date
    until: str = ""

    def as_query(self) -> dict[str, str]:
        return {k: v for k, v in self.__dict__.items() if v}


def query_audit(database: FeedbackDatabase, filters: AuditFilter, *, limit: int = 200, offset: int = 0) -> list[AuditEntry]:
    query = select(AuditEntry).order_by(AuditEntry.at.desc())
    if filters.stage:
        query = query.where(AuditEntry.stage == filters.stage)
    if filters.decision:
        query = query.where(AuditEntry.decision == filters.decision.upper())
    if filters.actor:
        query = query.where(AuditEntry.actor == filters.actor)
    if filters.subject_id:
        query = query.where(AuditEntry.subject_id == filters.subject_id)
    if filters.since:
        query = query.where(AuditEntry.at >= _parse_day(filters.since))
    if filters.until:
        query = query.where(AuditEntry.at < _parse_day(filters.until) + timedelta(days=1))
    with database.session() as session:
        if not filters.rule:
            return list(session.scalars(query.limit(limit).offset(offset)))
        # Rule ids live in a JSON list; filtering in Python keeps the query portable across SQLite and PostgreSQL.
        matches = [entry for entry in session.scalars(query) if filters.rule in (entry.rules or [])]
        return matches[offset : offset + limit]


def _parse_day(value: str) -> datetime:
    try:
        return datetime.fromisoformat(value).replace(tzinfo=timezone.utc)
    except ValueError:
        raise ValueError("dates must look like 2026-11-30") from None


AUDIT_COLUMNS = ("id", "at", "stage", "subject_id", "decision", "rules", "pii_types", "actor")


def audit_csv(entries: list[AuditEntry]) -> str:
    """CSV with one row per entry; list columns joined by ``;``. Cells that a spreadsheet would run as a formula are quoted."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(AUDIT_COLUMNS)
    for entry in entries:
        writer.writerow([
            _cell(entry.id), entry.at.isoformat(), _cell(entry.stage), _cell(entry.subject_id or ""),
            _cell(entry.decision), _cell(";".join(entry.rules or [])), _cell(";".join(entry.pii_types or [])),
            _cell(entry.actor),
        ])
    return buffer.getvalue()


def _cell(value: str) -> str:
    return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value
