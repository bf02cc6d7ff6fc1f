"""Server-rendered pages: the Jinja2 environment (autoescaping on) and one ``render`` helper."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.templating import Jinja2Templates
from starlette.responses import HTMLResponse

from tractatus_feedback.service.auth import CSRF_FIELD, csrf_token

__all__ = ["TEMPLATES_DIR", "STATIC_DIR", "templates", "render"]

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
STATIC_DIR = Path(__file__).resolve().parent / "static"

# Jinja2Templates autoescapes .html templates: submitted text renders as text, never as markup.
templates = Jinja2Templates(directory=str(TEMPLATES_DIR))


def render(request: Request, name: str, status_code: int = 200, **context: Any) -> HTMLResponse:
    """Render ``name`` with the logged-in user (if any) and this session's CSRF token available."""
    context.setdefault("user", getattr(request.state, "user", None))
    context.update(csrf_field=CSRF_FIELD, csrf_token=csrf_token(request))
    return templates.TemplateResponse(request, name, context, status_code=status_code)
