"""The moderator's work: the queues, and a verdict that becomes a human reward on the rollout and an audit record."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from sqlalchemy import func, select, update

from tractatus_feedback.governance.types import AuditRecord
from tractatus_feedback.service.audit_db import audit_entry
from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.human_reward import Verdict, human_reward
from tractatus_feedback.service.models import Submission, User, utcnow
from tractatus_feedback.service.rollout_feedback import RolloutView, read_rollout, write_human_reward

__all__ = ["VerdictError", "list_queue", "count_by_status", "get_submission", "apply_verdict", "resolve_escalation"]

logger = logging.getLogger(__name__)

_DONE = {"approve": "approved", "edit": "edited", "reject": "rejected"}


class VerdictError(Exception):
    """A verdict cannot be applied; ``status_code`` and ``reason`` say why (safe to show)."""

    def __init__(self, status_code: int, reason: str, violations: list[str] | None = None) -> None:
        super().__init__(reason)
        self.status_code = status_code
        self.reason = reason
        self.violations = violations or []


def list_queue(database: FeedbackDatabase, status: str, *, limit: int = 50, offset: int = 0) -> list[Submission]:
    """Oldest first for work queues (fair to visitors); newest first for finished ones."""
    order = Submission.created_at.asc() if status in ("queued", "escalated") else Submission.created_at.desc()
    with database.session() as session:
        query = select(Submission).where(Submission.status == status).order_by(order).limit(limit).offset(offset)
        return list(session.scalars(query))


def count_by_status(database: FeedbackDatabase) -> dict[str, int]:
    with database.session() as session:
        rows = session.execute(select(Submission.status, func.count()).group_by(Submission.status))
        return {status: count for status, count in rows}


def get_submission(database: FeedbackDatabase, submission_id: str) -> Submission | None:
    with database.session() as session:
        return session.get(Submission, submission_id)


async def apply_verdict(
    *, database: FeedbackDatabase, store: Any, governance: Any, submission_id: str, verdict: Verdict, user: User,
    edited_text: str = "", max_chars: int = 5000,
) -> float:
    """Check the verdict, claim the submission, write the reward to its rollout; returns the reward.

    An approved reply must pass outbound governance: the draft as the agent produced it, or the
    moderator's edit (checked now). The claim is a conditional update, so two moderators cannot
    both decide the same submission.
    """
    submission = get_submission(database, submission_id)
    if submission is None:
        raise VerdictError(404, "no such submission")
    if submission.status != "queued" or not submission.rollout_id:
        raise VerdictError(409, f"this submission is {submission.status}, not waiting for a verdict")
    view = await read_rollout(store, submission.rollout_id)
    if view is None or not view.has_draft:
        raise VerdictError(409, "the draft is not ready yet")
    draft = view.outcome.draft or ""
    final = _final_text(verdict, draft, edited_text, view, max_chars)
    if verdict == "edit":
        outbound = await asyncio.to_thread(
            governance.outbound, final, feedback=submission.redacted_text, subject_id=submission.rollout_id
        )
        if not outbound.sendable:
            raise VerdictError(422, "the edited reply fails governance; change it and try again", outbound.rule_ids)
    reward = human_reward(verdict, draft, final or "")
    await asyncio.to_thread(_claim, database, submission, verdict, user, final, reward)
    try:
        written = await write_human_reward(store, submission.rollout_id, reward, verdict=verdict)
    except Exception:
        await asyncio.to_thread(_unclaim, database, submission_id)
        raise
    if not written:
        logger.warning("human reward for %s was a duplicate span", submission.rollout_id)
    return reward


def _final_text(verdict: Verdict, draft: str, edited: str, view: RolloutView, max_chars: int) -> str | None:
    if verdict == "reject":
        return None
    if verdict == "approve":
        if not view.outcome.sendable:
            raise VerdictError(422, "this draft failed governance and cannot be sent as written", view.outcome.violations)
        return draft
    edited = edited.strip()
    if not edited:
        raise VerdictError(422, "the edited reply is empty")
    if len(edited) > max_chars:
        raise VerdictError(422, f"the edited reply is too long (limit {max_chars} characters)")
    return edited


def _claim(database: FeedbackDatabase, submission: Submission, verdict: Verdict, user: User, final: str | None,
           reward: float) -> None:
    with database.session() as session:
        claimed = session.execute(
            update(Submission)
            .where(Submission.id == submission.id, Submission.status == "queued")
            .values(status=_DONE[verdict], reply_text=final, human_reward=reward, decided_by=user.username,
                    decided_at=utcnow())
        ).rowcount
        if claimed != 1:
            raise VerdictError(409, "another moderator decided this submission first")
        session.add(audit_entry(AuditRecord(
            stage="moderator", subject_id=submission.id, decision=verdict.upper(), pii_types=submission.pii_types,
            actor=user.username,
        )))


def _unclaim(database: FeedbackDatabase, submission_id: str) -> None:
    with database.session() as session:
        session.execute(
            update(Submission).where(Submission.id == submission_id)
            .values(status="queued", reply_text=None, human_reward=None, decided_by=None, decided_at=None)
        )


def resolve_escalation(database: FeedbackDatabase, submission_id: str, user: User) -> None:
    """Mark an escalated submission handled by a human (no machine draft ever exists for it)."""
    with database.session() as session:
        done = session.execute(
            update(Submission)
            .where(Submission.id == submission_id, Submission.status == "escalated")
            .values(status="resolved", decided_by=user.username, decided_at=utcnow())
        ).rowcount
        if done != 1:
            raise VerdictError(409, "this submission is not waiting in the escalation queue")
        session.add(audit_entry(AuditRecord(
            stage="moderator", subject_id=submission_id, decision="RESOLVED", actor=user.username,
        )))
