"""The checks every submission passes before governance, shared by the HTML form and the JSON API."""

from __future__ import annotations

import logging

from fastapi import HTTPException, Request

from tractatus_feedback.governance.validation import InvalidSubmission
from tractatus_feedback.service.intake import CATEGORIES, Acknowledgment

__all__ = ["client_key", "submit_feedback"]

logger = logging.getLogger(__name__)


def client_key(request: Request) -> str:
    """Who the rate limit counts against: the peer address, or the proxy's X-Forwarded-For if trusted."""
    if request.app.state.service.settings.service.trust_forwarded_for:
        forwarded = request.headers.get("x-forwarded-for", "").split(",")[0].strip()
        if forwarded:
            return forwarded
    return request.client.host if request.client else "unknown"


async def submit_feedback(request: Request, text: str, category: str, channel: str) -> Acknowledgment:
    """Rate-limit, validate and hand one submission to intake; raises ``HTTPException`` with a safe reason."""
    service = request.app.state.service
    allowed, retry_after = service.limiter.allow(client_key(request))
    if not allowed:
        raise HTTPException(
            status_code=429,
            detail="too many submissions from this address; try again later",
            headers={"Retry-After": str(max(1, round(retry_after)))},
        )
    if not service.ready.is_set() or service.intake is None:
        raise HTTPException(status_code=503, detail="the service is starting; try again shortly", headers={"Retry-After": "5"})
    if category not in CATEGORIES:
        raise HTTPException(status_code=422, detail=f"category must be one of: {', '.join(CATEGORIES)}")
    try:
        text = service.intake.validate(text)
    except InvalidSubmission as error:
        raise HTTPException(status_code=422, detail=error.reason) from None
    try:
        return await service.intake.submit(text, category=category, channel=channel)
    except Exception as error:  # noqa: BLE001 - the visitor hears "not stored", the log has the type only
        logger.error("submission via %s not stored: %s", channel, type(error).__name__)
        raise HTTPException(status_code=503, detail="your feedback could not be stored; please try again") from None
