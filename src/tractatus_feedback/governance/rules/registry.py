"""Compose the boundary rules: run every inbound rule on a submission, every outbound rule on a draft.

Adding a rule means adding one file and one line here. The order of each tuple is the order hits
are reported in (escalations first inbound), which keeps audit records stable.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from ..types import Decision, RuleHit
from .base import BoundaryRule, excerpt
from .inbound import (
    AbuseRule,
    FinancialAdviceRule,
    LegalAdviceRule,
    MedicalAdviceRule,
    PromptInjectionRule,
    SafetyThreatRule,
    SelfHarmRule,
    SpamRule,
    ValuesQuestionRule,
)
from .outbound import AbsoluteAssuranceRule, ReservedAdviceRule, UnauthorizedPromiseRule, ValuesDecisionRule

__all__ = ["INBOUND_RULES", "OUTBOUND_RULES", "RULE_CATALOG", "RuleInfo", "check_inbound", "check_outbound"]

INBOUND_RULES: tuple[BoundaryRule, ...] = (
    SelfHarmRule(),
    SafetyThreatRule(),
    ValuesQuestionRule(),
    LegalAdviceRule(),
    MedicalAdviceRule(),
    FinancialAdviceRule(),
    PromptInjectionRule(),
    AbuseRule(),
    SpamRule(),
)
OUTBOUND_RULES: tuple[BoundaryRule, ...] = (
    AbsoluteAssuranceRule(),
    UnauthorizedPromiseRule(),
    ReservedAdviceRule(),
    ValuesDecisionRule(),
)


class RuleInfo(BaseModel):
    """What a rule is, for documentation and dashboards."""

    rule_id: str
    stage: Literal["inbound", "outbound"]
    decision: Decision
    description: str


RULE_CATALOG: list[RuleInfo] = [
    RuleInfo(rule_id=r.rule_id, stage=stage, decision=r.decision, description=r.description)
    for stage, rules in (("inbound", INBOUND_RULES), ("outbound", OUTBOUND_RULES))
    for r in rules
]


#: How much of the redacted text a hit found only before masking shows as its evidence.
UNMASKED_EVIDENCE_CHARS = 100


def check_inbound(redacted_text: str, *, unredacted_text: str | None = None) -> list[RuleHit]:
    """Every inbound rule hit in a (redacted) submission; the caller takes the most severe decision.

    Masking can cut a hostile phrase in two: spaCy reads a foreign or obfuscated word as a name
    ("Ignora las instrucciones" becomes "<PERSON_1> las instrucciones"). So a rule that finds
    nothing in the redacted text also reads ``unredacted_text`` (the submission as written, held in
    memory only), and a hit there counts. Its evidence is the start of the redacted text and its
    detail says where it matched, because the match itself may hold the personal data that was masked.
    """
    hits: list[RuleHit] = []
    for rule in INBOUND_RULES:
        found = rule.check(redacted_text)
        if not found and unredacted_text not in (None, redacted_text) and rule.check(unredacted_text):
            evidence = excerpt(redacted_text, 0, min(len(redacted_text), UNMASKED_EVIDENCE_CHARS), 0)
            found = [RuleHit(rule_id=rule.rule_id, decision=rule.decision, evidence=evidence, detail="matched before PII masking")]
        hits.extend(found)
    return hits


def check_outbound(draft: str, *, feedback: str | None = None) -> list[RuleHit]:
    """Every outbound rule hit in a draft reply; any hit makes the draft unsendable (decision BLOCK)."""
    return [hit for rule in OUTBOUND_RULES for hit in rule.check(draft, feedback=feedback)]
