"""The shapes that governance decisions take, shared by inbound and outbound checks and the audit log.

None of these models may hold a raw PII value: spans carry offsets and types only, evidence is taken
from redacted text. That is what lets them be logged, stored and shown to moderators.
"""

from __future__ import annotations

from datetime import datetime, timezone
from enum import Enum
from typing import Literal
from uuid import uuid4

from pydantic import BaseModel, Field

__all__ = [
    "Decision",
    "PiiSpan",
    "Sentiment",
    "SentimentLabel",
    "RuleHit",
    "InboundResult",
    "OutboundResult",
    "AuditRecord",
]


class Decision(str, Enum):
    """What governance allows a machine to do with a submission."""

    ALLOW = "ALLOW"  # the agent may draft a reply from the redacted text
    ESCALATE = "ESCALATE"  # a human must handle it; no machine draft
    BLOCK = "BLOCK"  # abuse, spam or an attack on the model; nothing is drafted

    @property
    def severity(self) -> int:
        return {Decision.ALLOW: 0, Decision.ESCALATE: 1, Decision.BLOCK: 2}[self]


class PiiSpan(BaseModel):
    """One detected piece of personal data: where it was in the original text and what kind it is."""

    start: int = Field(ge=0)
    end: int = Field(gt=0)
    type: str  # Presidio-style entity type: PERSON, EMAIL_ADDRESS, PHONE_NUMBER, ...
    score: float = Field(1.0, ge=0.0, le=1.0)
    recognizer: str = ""


SentimentLabel = Literal["positive", "neutral", "negative"]


class Sentiment(BaseModel):
    label: SentimentLabel
    score: float = Field(ge=-1.0, le=1.0, description="Signed polarity: -1 most negative, +1 most positive.")


class RuleHit(BaseModel):
    """A rule that fired, the decision it calls for, and redacted evidence a human can check."""

    rule_id: str  # stable, dotted: "boundary.medical_advice", "outbound.absolute_assurance", ...
    decision: Decision
    evidence: str = ""  # a short excerpt of *redacted* text
    detail: str = ""


class InboundResult(BaseModel):
    """The outcome of inbound governance for one submission. Holds no raw text."""

    decision: Decision
    rules: list[RuleHit] = Field(default_factory=list)
    sentiment: Sentiment
    pii_spans: list[PiiSpan] = Field(default_factory=list)
    redacted_text: str

    @property
    def pii_types(self) -> list[str]:
        return sorted({span.type for span in self.pii_spans})


class OutboundResult(BaseModel):
    """The outcome of outbound governance for one draft reply."""

    sendable: bool
    violations: list[RuleHit] = Field(default_factory=list)
    #: Character offsets of what broke the rules (a repeated name, a promise's phrase), never the text;
    #: empty unless every violation could be pointed at (see ``engine._located``). Training blames these.
    located: list[tuple[int, int]] = Field(default_factory=list)

    @property
    def rule_ids(self) -> list[str]:
        return [hit.rule_id for hit in self.violations]


class AuditRecord(BaseModel):
    """One governance decision as written to the audit log."""

    id: str = Field(default_factory=lambda: uuid4().hex)
    at: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))
    stage: Literal["inbound", "outbound", "moderator"]
    subject_id: str | None = None  # submission or rollout id
    decision: str  # Decision value, or "SENDABLE"/"UNSENDABLE" for drafts, or a moderator verdict
    rules: list[RuleHit] = Field(default_factory=list)
    pii_types: list[str] = Field(default_factory=list)
    actor: str = "system"
