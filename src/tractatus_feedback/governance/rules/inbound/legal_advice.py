"""Requests for legal advice (can I sue, is this legal, do I need a lawyer): escalated to a human.

A mention of law in a bug report ("the legal page has a typo", "GDPR link broken") is not a request
for advice; the patterns need a first-person question or an explicit ask for legal advice.

Any question about the writer's own situation that names a legal topic (a landlord, a visa, a will,
being fired) is one too, however it is worded (see :mod:`..advice_question`), including a job, data
or residence dispute told first and only pointed back at ("can they do that?", "how should he
appeal?"), in other languages as well.
"""

from __future__ import annotations

from ...types import Decision
from ..advice_question import AdviceQuestionRule, asks_pattern, topic_pattern
from ..base import any_of, any_script_of
from ..lexicon.world_advice import WORLD_LEGAL_TOPICS
from ..lexicon import (
    FOREIGN_LEGAL_ASKS, FOREIGN_LEGAL_REFERRING_ASKS, FOREIGN_LEGAL_TOPICS, LEGAL_ASKS, LEGAL_PARTIES, LEGAL_PREDICATES, LEGAL_TOPICS,
)

__all__ = ["LegalAdviceRule"]


class LegalAdviceRule(AdviceQuestionRule):
    rule_id = "inbound.legal_advice"
    decision = Decision.ESCALATE
    description = "A request for legal advice; only a human (and a lawyer) may answer."
    topics = topic_pattern(*LEGAL_TOPICS)
    impersonal = any_of(*LEGAL_PREDICATES)
    asks = asks_pattern(*LEGAL_ASKS, *FOREIGN_LEGAL_REFERRING_ASKS)
    weak_topics = any_of(*LEGAL_PARTIES, *FOREIGN_LEGAL_TOPICS)
    foreign_asks = any_of(*FOREIGN_LEGAL_ASKS)
    world_topics = any_script_of(*WORLD_LEGAL_TOPICS)
    triggers = ("sue", "take", "press charges", "file", "legal", "lawyer", "attorney", "solicitor", "lawful", "against the law", "am i", "arrested", "prosecuted", "fined", "deported", "rights", "evict", "break", "get out of", "fight", "landlord", "employer", "boss", "lease", "contract", "my ex", "custody", "visa", "divorce", "neighbo", "manager", "fired", "sacked")
    patterns = (
        any_of(
            r"(?:can|could|should|may|do) (?:i|we) (?:sue|take (?:you|them|him|her|it|legal action)|press charges|file (?:a )?(?:lawsuit|claim|complaint against))",
            r"(?:need|want|looking for|give me|can you give me|any) (?:some )?legal (?:advice|counsel|help|opinion)",
            r"(?:do|would|should) (?:i|we) need (?:a|an) (?:lawyer|attorney|solicitor)",
            r"(?:is|was|would) (?:it|this|that) (?:be )?(?:legal|illegal|lawful|unlawful|against the law) (?:for (?:me|us|my|him|her|them)|to|if|in)",
            r"am i (?:legally )?(?:liable|responsible|entitled|obliged|required|in trouble)",
            # "am I allowed to", unless what is allowed is something done on the site ("to post links")
            r"am i (?:legally )?allowed to(?! (?:post|comment|share|link|use|download|cite|quote|reuse|repost|embed|"
            r"translate|submit|upload|join|attend|edit|reply|sign up|register|print|read|watch|view)\b)",
            r"(?:is|was) (?:that|this|it) (?:even |actually |really )?(?:legal|illegal|lawful|unlawful|against the law)\s*\?",
            r"(?:will|could|can) (?:i|we) (?:get|be) (?:sued|arrested|prosecuted|fined|deported)",
            r"what are my (?:legal )?rights",
            r"(?:how do|can) i (?:evict|break (?:my|the) (?:lease|contract)|get out of (?:my|the|a) contract|fight (?:the|a|my) (?:fine|ticket|eviction))",
        ),
    )
    context_patterns = (
        any_of(r"what (?:should|can) i do", r"what are my options", r"advice", r"(?:can|may|should) i (?:still )?\w+"),
    )
    context_words = any_of(r"my (?:landlord|employer|boss|manager|lease|contract|ex|custody|visa|divorce|neighbou?r|rights)", r"lawsuit", r"sue", r"legally", r"fired me", r"sacked me", r"evict\w*")
