"""The visitor's pages: the feedback form (works without JavaScript) and the acknowledgment."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Form, HTTPException, Request
from fastapi.responses import HTMLResponse

from tractatus_feedback.service.auth import require_csrf
from tractatus_feedback.service.intake import CATEGORIES
from tractatus_feedback.service.pages import render
from tractatus_feedback.service.submit import submit_feedback

__all__ = ["router"]

router = APIRouter(tags=["pages"], include_in_schema=False)


@router.get("/", response_class=HTMLResponse)
async def feedback_form(request: Request) -> HTMLResponse:
    return render(request, "form.html", categories=CATEGORIES, max_chars=_max_chars(request))


@router.post("/feedback", response_class=HTMLResponse, dependencies=[Depends(require_csrf)])
async def feedback_post(request: Request, text: str = Form(""), category: str = Form("general")) -> HTMLResponse:
    try:
        ack = await submit_feedback(request, text, category, channel="form")
    except HTTPException as error:
        return render(
            request, "form.html", status_code=error.status_code, error=error.detail, categories=CATEGORIES,
            max_chars=_max_chars(request), category=category,
        )
    return render(request, "thanks.html", status_code=201, reference_id=ack.reference_id)


def _max_chars(request: Request) -> int:
    return request.app.state.service.settings.governance.max_text_chars
