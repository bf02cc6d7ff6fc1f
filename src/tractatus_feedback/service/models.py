"""The feedback database's tables: submissions (redacted only), moderator accounts and the audit log."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from sqlalchemy import JSON, DateTime, Float, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = ["Base", "Submission", "User", "AuditEntry", "Deployment", "SchemaVersion", "utcnow", "ROLES", "STATUSES"]

#: Roles a user may hold; an admin may do everything a moderator may.
ROLES = ("moderator", "admin")

#: Life of a submission: queued (waiting for a draft) -> approved/edited/rejected; escalated -> resolved.
STATUSES = ("queued", "escalated", "blocked", "approved", "edited", "rejected", "resolved")


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    type_annotation_map = {dict[str, Any]: JSON, list[str]: JSON}


class SchemaVersion(Base):
    """One row per applied migration, so an upgrade knows where it starts."""

    __tablename__ = "schema_version"

    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    applied_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Submission(Base):
    """A visitor's feedback after inbound governance. It never holds the raw text, only the redacted one."""

    __tablename__ = "submissions"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)  # the reference id the visitor sees
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)
    channel: Mapped[str] = mapped_column(String(8))  # "form" or "api"
    category: Mapped[str] = mapped_column(String(40), default="general")
    redacted_text: Mapped[str] = mapped_column(Text)
    pii_types: Mapped[list[str]] = mapped_column(JSON, default=list)
    sentiment_label: Mapped[str] = mapped_column(String(8))
    sentiment_score: Mapped[float] = mapped_column(Float)
    decision: Mapped[str] = mapped_column(String(8), index=True)
    rules: Mapped[list[str]] = mapped_column(JSON, default=list)  # rule ids
    rule_evidence: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)  # redacted evidence
    status: Mapped[str] = mapped_column(String(10), index=True)
    rollout_id: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    reply_text: Mapped[str | None] = mapped_column(Text, nullable=True)  # the reply a moderator approved
    human_reward: Mapped[float | None] = mapped_column(Float, nullable=True)
    decided_by: Mapped[str | None] = mapped_column(String(64), nullable=True)
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class User(Base):
    """A moderator or admin account; the password is kept as a salted scrypt hash."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    username: Mapped[str] = mapped_column(String(64), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    role: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class AuditEntry(Base):
    """One governance decision or moderator action (the database form of :class:`AuditRecord`)."""

    __tablename__ = "audit"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    stage: Mapped[str] = mapped_column(String(10), index=True)
    subject_id: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    decision: Mapped[str] = mapped_column(String(16), index=True)
    rules: Mapped[list[str]] = mapped_column(JSON, default=list)
    pii_types: Mapped[list[str]] = mapped_column(JSON, default=list)
    actor: Mapped[str] = mapped_column(String(64), index=True)


class Deployment(Base):
    """Which resource version (LLM endpoint + prompt template) new submissions are drafted with; the newest row wins.

    Kept in the database, not in memory, so every web worker process queues with the same version and
    a deploy or rollback by an admin reaches all of them.
    """

    __tablename__ = "deployments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    resources_id: Mapped[str] = mapped_column(String(64))
    deployed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)
    deployed_by: Mapped[str] = mapped_column(String(64))
