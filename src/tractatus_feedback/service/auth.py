"""Who is logged in, what they may do, and CSRF tokens for every form.

The session is Starlette's signed cookie (HttpOnly, SameSite=Lax); it carries the user id and the
CSRF token only. Each request reloads the user, so a removed account loses access at once.
Unauthenticated page requests are redirected to the login page; anything else gets 401.
"""

from __future__ import annotations

import hmac
import logging
import secrets
from urllib.parse import quote

from fastapi import HTTPException, Request

from tractatus_feedback.service.models import User
from tractatus_feedback.service.users import get_user

__all__ = [
    "CSRF_FIELD",
    "LoginRequired",
    "csrf_token",
    "current_user",
    "log_in",
    "log_out",
    "require_admin",
    "require_csrf",
    "require_moderator",
]

logger = logging.getLogger(__name__)

CSRF_FIELD = "csrf_token"


class LoginRequired(Exception):
    """Raised by the guards; the app turns it into a redirect to the login page or a 401."""

    def __init__(self, next_path: str, wants_html: bool) -> None:
        super().__init__("login required")
        self.next_path = next_path
        self.wants_html = wants_html

    @property
    def login_url(self) -> str:
        return f"/login?next={quote(self.next_path, safe='/')}"


def csrf_token(request: Request) -> str:
    """This session's CSRF token, created on first use (visitors get one too: the public form has it)."""
    token = request.session.get("csrf")
    if not token:
        token = secrets.token_urlsafe(32)
        request.session["csrf"] = token
    return token


async def require_csrf(request: Request) -> None:
    """Dependency for every form POST: the form's token must equal the session's."""
    form = await request.form()
    given = str(form.get(CSRF_FIELD, ""))
    expected = str(request.session.get("csrf", ""))
    if not expected or not hmac.compare_digest(given.encode(), expected.encode()):
        raise HTTPException(status_code=403, detail="CSRF token missing or wrong; reload the page and try again")


def current_user(request: Request) -> User | None:
    user_id = request.session.get("uid")
    if not isinstance(user_id, int):
        return None
    return get_user(request.app.state.service.database, user_id)


def require_moderator(request: Request) -> User:
    """Dependency of every ``/moderator/`` and ``/admin/`` route."""
    user = current_user(request)
    if user is None:
        wants_html = request.method == "GET" and "text/html" in request.headers.get("accept", "")
        raise LoginRequired(request.url.path, wants_html)
    request.state.user = user
    return user


def require_admin(request: Request) -> User:
    user = require_moderator(request)
    if user.role != "admin":
        raise HTTPException(status_code=403, detail="admins only")
    return user


def log_in(request: Request, user: User) -> None:
    """Start a fresh session (new CSRF token too), so a session fixed before login is worthless."""
    request.session.clear()
    request.session["uid"] = user.id
    request.session["csrf"] = secrets.token_urlsafe(32)


def log_out(request: Request) -> None:
    request.session.clear()
