"""``POST /api/feedback``: the JSON intake. The answer is an acknowledgment with a reference id, never a draft."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from tractatus_feedback.service.submit import submit_feedback

__all__ = ["router", "FeedbackIn", "FeedbackAck"]

router = APIRouter(prefix="/api", tags=["intake"])

Category = Literal[
    "general", "bug_report", "usability", "research_critique", "praise", "feature_request", "privacy_concern"
]


class FeedbackIn(BaseModel):
    """One submission. Unknown fields are refused so that typos do not pass silently."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(min_length=1, max_length=20_000, description="The feedback, plain text.")
    category: Category = "general"


class FeedbackAck(BaseModel):
    reference_id: str = Field(description="Quote it when writing to us about this feedback.")
    status: Literal["received"] = "received"


_ERRORS = {
    413: {"description": "request body too large"},
    422: {"description": "malformed JSON, wrong types, or text governance cannot analyse"},
    429: {"description": "too many submissions from this client"},
    503: {"description": "the service is starting or its storage is down"},
}


@router.post("/feedback", status_code=202, response_model=FeedbackAck, responses=_ERRORS)
async def post_feedback(body: FeedbackIn, request: Request) -> FeedbackAck:
    """Submit feedback. It is checked, redacted and stored before this answers."""
    ack = await submit_feedback(request, body.text, body.category, channel="api")
    return FeedbackAck(reference_id=ack.reference_id)
