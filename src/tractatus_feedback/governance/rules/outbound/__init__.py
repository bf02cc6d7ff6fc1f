"""Outbound boundary rules: what a drafted reply may not say (each hit makes the draft unsendable)."""

from .absolute_assurance import AbsoluteAssuranceRule
from .reserved_advice import ReservedAdviceRule
from .unauthorized_promise import UnauthorizedPromiseRule
from .values_decision import ValuesDecisionRule

__all__ = ["AbsoluteAssuranceRule", "ReservedAdviceRule", "UnauthorizedPromiseRule", "ValuesDecisionRule"]
