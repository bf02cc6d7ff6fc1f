"""The moderator area: the draft queue, the escalation queue, one submission, and the verdict forms."""

from __future__ import annotations

import asyncio
import logging

from fastapi import APIRouter, Depends, Form, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from tractatus_feedback.service.auth import require_csrf, require_moderator
from tractatus_feedback.service.moderation import (
    VerdictError,
    apply_verdict,
    count_by_status,
    get_submission,
    list_queue,
    resolve_escalation,
)
from tractatus_feedback.service.pages import render
from tractatus_feedback.service.rollout_feedback import read_rollout

__all__ = ["router"]

logger = logging.getLogger(__name__)

router = APIRouter(prefix="/moderator", tags=["pages"], include_in_schema=False, dependencies=[Depends(require_moderator)])

QUEUES = {
    "queued": "Drafts to review",
    "escalated": "Escalated (human only)",
    "approved": "Approved",
    "edited": "Edited",
    "rejected": "Rejected",
    "resolved": "Resolved escalations",
    "blocked": "Blocked",
}


@router.get("/", response_class=HTMLResponse)
async def queue(request: Request, status: str = "queued", page: int = 1) -> HTMLResponse:
    if status not in QUEUES:
        raise HTTPException(status_code=404, detail="no such queue")
    service = request.app.state.service
    page = max(1, page)
    rows = await asyncio.to_thread(list_queue, service.database, status, limit=50, offset=(page - 1) * 50)
    views = {}
    if service.store is not None:
        for row in rows:
            if row.rollout_id:
                views[row.id] = await read_rollout(service.store, row.rollout_id)
    counts = await asyncio.to_thread(count_by_status, service.database)
    return render(request, "queue.html", rows=rows, views=views, status=status, queues=QUEUES, counts=counts, page=page)


@router.get("/submissions/{submission_id}", response_class=HTMLResponse)
async def submission_page(request: Request, submission_id: str) -> HTMLResponse:
    return await _submission_view(request, submission_id)


@router.post("/submissions/{submission_id}/verdict", dependencies=[Depends(require_csrf)])
async def verdict(
    request: Request, submission_id: str, action: str = Form(""), reply: str = Form("")
) -> Response:
    if action not in ("approve", "edit", "reject"):
        raise HTTPException(status_code=422, detail="action must be approve, edit or reject")
    service = request.app.state.service
    try:
        await apply_verdict(
            database=service.database, store=service.store, governance=service.governance,
            submission_id=submission_id, verdict=action, user=request.state.user, edited_text=reply,
            max_chars=service.settings.governance.max_text_chars,
        )
    except VerdictError as error:
        if error.status_code == 404:
            raise HTTPException(status_code=404, detail=error.reason) from None
        return await _submission_view(
            request, submission_id, status_code=error.status_code, error=error.reason, violations=error.violations,
            reply=reply,
        )
    return RedirectResponse(f"/moderator/submissions/{submission_id}", status_code=303)


@router.post("/submissions/{submission_id}/resolve", dependencies=[Depends(require_csrf)])
async def resolve(request: Request, submission_id: str) -> Response:
    service = request.app.state.service
    try:
        await asyncio.to_thread(resolve_escalation, service.database, submission_id, request.state.user)
    except VerdictError as error:
        return await _submission_view(request, submission_id, status_code=error.status_code, error=error.reason)
    return RedirectResponse("/moderator/?status=escalated", status_code=303)


async def _submission_view(request: Request, submission_id: str, status_code: int = 200, **extra: object) -> HTMLResponse:
    service = request.app.state.service
    submission = await asyncio.to_thread(get_submission, service.database, submission_id)
    if submission is None:
        raise HTTPException(status_code=404, detail="no such submission")
    view = None
    if submission.rollout_id and service.store is not None:
        view = await read_rollout(service.store, submission.rollout_id)
    return render(request, "submission.html", status_code=status_code, submission=submission, view=view, **extra)
