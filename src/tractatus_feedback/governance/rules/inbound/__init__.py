"""Inbound boundary rules: what a submission may not ask a machine, and attacks on the drafting model."""

from .abuse import AbuseRule
from .financial_advice import FinancialAdviceRule
from .legal_advice import LegalAdviceRule
from .medical_advice import MedicalAdviceRule
from .prompt_injection import PromptInjectionRule
from .safety_threat import SafetyThreatRule
from .self_harm import SelfHarmRule
from .spam import SpamRule
from .values_question import ValuesQuestionRule

__all__ = [
    "AbuseRule",
    "FinancialAdviceRule",
    "LegalAdviceRule",
    "MedicalAdviceRule",
    "PromptInjectionRule",
    "SafetyThreatRule",
    "SelfHarmRule",
    "SpamRule",
    "ValuesQuestionRule",
]
