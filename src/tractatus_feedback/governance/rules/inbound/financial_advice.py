"""Requests for financial advice (what to invest in, whether to buy or sell): escalated to a human.

Billing complaints ("I was charged twice", "the price went up") are feedback, not advice-seeking;
the patterns need a first-person question about one's own money or an explicit ask for advice.

Any question about the writer's own money that names a financial topic (a pension, crypto, tax, a
loan, bankruptcy) is one too, however it is worded, as is asking whether something is a good
investment (see :mod:`..advice_question`).
"""

from __future__ import annotations

from ...types import Decision
from ..advice_question import AdviceQuestionRule, asks_pattern, topic_pattern
from ..base import any_of, any_script_of
from ..lexicon.world_advice import WORLD_FINANCIAL_TOPICS
from ..lexicon import FINANCIAL_ASKS, FINANCIAL_PREDICATES, FINANCIAL_TERMS, FINANCIAL_TOPICS, FOREIGN_FINANCIAL_ASKS, INVESTMENTS

__all__ = ["FinancialAdviceRule"]

_FIN = "(?:" + "|".join(FINANCIAL_TERMS) + ")"
_INVEST = "(?:" + "|".join(INVESTMENTS) + ")"


class FinancialAdviceRule(AdviceQuestionRule):
    rule_id = "inbound.financial_advice"
    decision = Decision.ESCALATE
    description = "A request for financial or investment advice; a human must answer."
    topics = topic_pattern(*FINANCIAL_TOPICS)
    impersonal = any_of(*FINANCIAL_PREDICATES)
    asks = asks_pattern(*FINANCIAL_ASKS)
    foreign_asks = any_of(*FOREIGN_FINANCIAL_ASKS)
    world_topics = any_script_of(*WORLD_FINANCIAL_TOPICS)
    triggers = ("should i", "a good", "advice", "tips", "recommend", "can i", "go up", "go down", "rise", "fall", "crash", "recover", "where should", "how should", "what should i do")
    patterns = (
        any_of(
            rf"should i (?:invest|buy|sell|short|hold|put|move|cash out|withdraw|pull out)(?: \w+){{0,4}}? (?:{_FIN}|in \w+)",
            rf"(?:which|what) (?:{_INVEST}|investments?|funds?) should i",
            rf"is (?:it|now) a good (?:time|idea|moment) to (?:buy|sell|invest|refinance|remortgage|take out a loan)",
            r"(?:need|want|give me|any|looking for) (?:some )?(?:financial|investment|tax|money) (?:advice|tips|recommendations?)",
            rf"(?:how|where) should i (?:invest|save|put|park) (?:my )?(?:money|savings|pension|\w+ (?:dollars|pounds|euros))",
            rf"(?:should|can) i (?:pay off|consolidate|refinance) (?:my )?(?:mortgage|loan|debt|student loans?|credit card)",
            rf"will (?:{_INVEST}|the market|the price of \w+) (?:go up|go down|rise|fall|crash|recover)",
            r"what should i do with (?:my|our) (?:money|savings|inheritance|pension|bonus|windfall|lottery win|\w+ (?:dollars|pounds|euros))",
        ),
    )
