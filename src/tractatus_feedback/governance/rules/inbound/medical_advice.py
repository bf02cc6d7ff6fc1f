"""Requests for medical advice (doses, symptoms, whether to take or stop a drug): escalated to a human.

"Medical data privacy" in a bug report is not advice-seeking; the patterns need a first-person
question about one's own health or an explicit ask for medical advice.

Any question about the writer's (or their child's) health that names a symptom, a condition or a drug
is one too, however it is worded, as is asking whether drugs interact or what a safe dose is, and any
question naming one that does not speak of the site (see :mod:`..advice_question`). Lasting low mood
told before "what should I do?" asks for help a human must give, like a symptom does.
"""

from __future__ import annotations

from ...types import Decision
from ..advice_question import AdviceQuestionRule, asks_pattern, topic_pattern
from ..base import any_of, any_script_of
from ..lexicon.world_advice import WORLD_MEDICAL_TOPICS
from ..lexicon import (
    BODY_PARTS, CHILDHOOD, DRUG_TERMS, FOREIGN_MEDICAL_ASKS, FOREIGN_MEDICAL_REFERRING_ASKS, FOREIGN_MEDICAL_TOPICS, MEDICAL_ASKS, MEDICAL_CLAIM_ASKS,
    MEDICAL_PREDICATES, MEDICAL_TERMS, MEDICAL_TOPICS, MOODS, TECH_HOMONYMS,
)

__all__ = ["MedicalAdviceRule"]

_DRUG = "(?:" + "|".join(DRUG_TERMS) + ")"
_MEDICAL = "(?:" + "|".join(MEDICAL_TERMS) + ")"


class MedicalAdviceRule(AdviceQuestionRule):
    rule_id = "inbound.medical_advice"
    decision = Decision.ESCALATE
    description = "A request for medical advice (doses, symptoms, treatment); a human must answer."
    topics = topic_pattern(*MEDICAL_TOPICS)
    impersonal = any_of(*MEDICAL_PREDICATES)
    asks = asks_pattern(*MEDICAL_ASKS, *FOREIGN_MEDICAL_REFERRING_ASKS)
    weak_topics = any_of(*BODY_PARTS, *CHILDHOOD, *MOODS, *FOREIGN_MEDICAL_TOPICS)
    claim_asks = any_of(*MEDICAL_CLAIM_ASKS)
    foreign_asks = any_of(*FOREIGN_MEDICAL_ASKS)
    world_topics = any_script_of(*WORLD_MEDICAL_TOPICS)
    anyone_topics = topic_pattern(*(term for term in MEDICAL_TOPICS if term not in TECH_HOMONYMS))
    triggers = ("should i", "safe", "ok", "dangerous", "bad", "how m", "dos", "amount", "i have", "diagnos", "wrong", "medical", "rash", "lump", "pain", "swelling", "bleeding", "mole", "my ", "i had", "i get", "i feel", "i am feeling", "i keep getting", "pregnant")
    patterns = (
        any_of(
            rf"should i (?:take|stop taking|keep taking|start taking|increase|decrease|double|skip|mix|combine|come off|switch) (?:my |the |a |an |more |less )?(?:[\w-]+ ){{0,2}}{_DRUG}",
            rf"(?:is it|is that|would it be) (?:safe|ok|okay|dangerous|bad) (?:for me )?to (?:take|mix|combine|stop|drink on|drink with)",
            r"how (?:much|many) (?:mg|ml|milligrams|tablets|pills|doses)\b",
            rf"how (?:much|many) (?:[\w-]+ ){{0,2}}?{_DRUG} (?:should|can|do|may|is)",
            rf"what (?:dose|dosage|amount) (?:of \w+ )?(?:should|can|do) i",
            rf"(?:what|which|how much) (?:dose|dosage|amount|quantity) of [\w -]{{1,30}}? (?:is|would be|are) (?:safe|ok|okay|too much|dangerous)",
            r"(?:do|could|might) i have (?:a |an )?(?:cancer|diabetes|covid|an? infection|a tumou?r|depression|adhd|autism|a heart condition|a stroke|an? \w+ disorder|\w+itis)",
            r"(?:can|could) you (?:diagnose|tell me what(?:'s| is) wrong with)",
            r"(?:need|want|give me|any|looking for) (?:some )?medical (?:advice|opinion|help)",
            r"should i (?:see|go to|call) (?:a|my|the) (?:doctor|gp|hospital|emergency room|er|a&e)",
            r"is (?:this|it|that) (?:rash|lump|pain|swelling|bleeding|mole) (?:normal|serious|dangerous|cancer)",
        ),
    )
    context_patterns = (
        any_of(r"what should i do", r"is (?:this|it|that) (?:normal|serious|dangerous)", r"should i (?:be worried|worry)", r"what (?:could|might) (?:this|it) be", r"how (?:do|can|should) i treat"),
    )
    context_words = any_of(r"my " + _MEDICAL, r"i(?:'ve| have)? (?:have|had|got|get|feel|am feeling|keep getting|been having|'m having|am having) (?:a |an |some |this |bad |severe )?" + _MEDICAL, r"i'?m pregnant", r"my (?:child|son|daughter|baby|wife|husband|mum|mom|dad) (?:has|is|keeps)")
