"""Logging in and out of the moderator area."""

from __future__ import annotations

import asyncio
import logging

from fastapi import APIRouter, Depends, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from tractatus_feedback.service.auth import log_in, log_out, require_csrf
from tractatus_feedback.service.pages import render
from tractatus_feedback.service.submit import client_key
from tractatus_feedback.service.users import authenticate

__all__ = ["router"]

logger = logging.getLogger(__name__)

router = APIRouter(tags=["pages"], include_in_schema=False)


def _safe_next(target: str) -> str:
    """Only local paths: an attacker's link must not turn the login page into an open redirect."""
    return target if target.startswith("/") and not target.startswith("//") and "\\" not in target else "/moderator/"


@router.get("/login", response_class=HTMLResponse)
async def login_form(request: Request, next: str = "/moderator/") -> HTMLResponse:
    return render(request, "login.html", next=_safe_next(next))


@router.post("/login", response_class=HTMLResponse, dependencies=[Depends(require_csrf)])
async def login(
    request: Request, username: str = Form(""), password: str = Form(""), next: str = Form("/moderator/")
) -> Response:
    service = request.app.state.service
    allowed, _ = service.login_limiter.allow(client_key(request))
    if not allowed:
        return render(request, "login.html", status_code=429, error="Too many attempts; wait a minute.", next=_safe_next(next))
    user = await asyncio.to_thread(authenticate, service.database, username[:64], password[:256])
    if user is None:
        logger.info("failed login for a user name of %d characters", len(username))
        return render(request, "login.html", status_code=401, error="Wrong user name or password.", next=_safe_next(next))
    log_in(request, user)
    logger.info("user %s logged in", user.username)
    return RedirectResponse(_safe_next(next), status_code=303)


@router.post("/logout", dependencies=[Depends(require_csrf)])
async def logout(request: Request) -> RedirectResponse:
    log_out(request)
    return RedirectResponse("/login", status_code=303)
