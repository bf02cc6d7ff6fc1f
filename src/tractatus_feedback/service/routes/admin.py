"""Admin pages: accounts, and which resource version (prompt + model) drafts new submissions."""

from __future__ import annotations

import asyncio
import logging

from fastapi import APIRouter, Depends, Form, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from tractatus_feedback.governance.types import AuditRecord
from tractatus_feedback.service.audit_db import DatabaseAuditSink
from tractatus_feedback.service.auth import require_admin, require_csrf
from tractatus_feedback.service.deployment import record_deployment
from tractatus_feedback.service.pages import render
from tractatus_feedback.service.users import UserError, add_user, list_users

__all__ = ["router"]

logger = logging.getLogger(__name__)

router = APIRouter(prefix="/admin", tags=["pages"], include_in_schema=False, dependencies=[Depends(require_admin)])


@router.get("/", response_class=HTMLResponse)
async def admin_home(request: Request) -> HTMLResponse:
    return await _admin_view(request)


@router.post("/users", dependencies=[Depends(require_csrf)])
async def create_user(
    request: Request, username: str = Form(""), password: str = Form(""), role: str = Form("moderator")
) -> Response:
    service = request.app.state.service
    try:
        await asyncio.to_thread(add_user, service.database, username, password, role)
    except UserError as error:
        return await _admin_view(request, status_code=422, error=str(error))
    _audit(request, "USER_ADDED", username)
    return RedirectResponse("/admin/", status_code=303)


@router.post("/deploy", dependencies=[Depends(require_csrf)])
async def deploy(request: Request, resources_id: str = Form("")) -> Response:
    """Queue new submissions with this resource version from now on (deploy, or roll back to an older one)."""
    service = request.app.state.service
    if service.store is None:
        raise HTTPException(status_code=503, detail="the store is not ready")
    if await service.store.get_resources_by_id(resources_id) is None:
        return await _admin_view(request, status_code=422, error="no such resource version")
    previous = service.resources_id
    await asyncio.to_thread(record_deployment, service.database, resources_id, request.state.user.username)
    service.deployed.invalidate()
    _audit(request, "DEPLOY", resources_id)
    logger.info("resource version %s deployed (was %s) by %s", resources_id, previous, request.state.user.username)
    return RedirectResponse("/admin/", status_code=303)


def _audit(request: Request, decision: str, subject: str) -> None:
    DatabaseAuditSink(request.app.state.service.database).write(
        AuditRecord(stage="moderator", subject_id=subject, decision=decision, actor=request.state.user.username)
    )


async def _admin_view(request: Request, status_code: int = 200, **extra: object) -> HTMLResponse:
    service = request.app.state.service
    users = await asyncio.to_thread(list_users, service.database)
    versions = []
    if service.store is not None:
        versions = sorted(await service.store.query_resources(), key=lambda r: r.create_time, reverse=True)[:20]
    return render(request, "admin.html", status_code=status_code, users=users, versions=versions,
                  deployed=service.resources_id, **extra)
