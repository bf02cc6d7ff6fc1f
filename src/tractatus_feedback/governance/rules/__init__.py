"""Boundary rules in the Tractatus sense: what a machine may not decide, answer or say.

Inbound rules ESCALATE (values, legal, medical, financial, safety, self-harm) or BLOCK (abuse, spam,
prompt injection) a redacted submission; outbound rules make a drafted reply unsendable.
"""

from .base import BoundaryRule
from .registry import INBOUND_RULES, OUTBOUND_RULES, RULE_CATALOG, RuleInfo, check_inbound, check_outbound

__all__ = [
    "BoundaryRule",
    "INBOUND_RULES",
    "OUTBOUND_RULES",
    "RULE_CATALOG",
    "RuleInfo",
    "check_inbound",
    "check_outbound",
]
