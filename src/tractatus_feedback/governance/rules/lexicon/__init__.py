"""Word lists of the boundary rules; each entry is a regex fragment for `..base.any_of`.

`shared` holds the lists inbound and outbound rules both read. The others hold what the question
rules (see `..questions`) look for, one module per reserved topic: a question about the writer's own
situation that names one of the topic phrases asks for advice on it. Each phrase is specific enough
that a question about the site rarely holds it, and `..advice_question.topic_pattern` drops one used
as the name of a site thing ("the tax calculator").
"""

from .financial import FINANCIAL_ASKS, FINANCIAL_PREDICATES, FINANCIAL_TOPICS
from .legal import LEGAL_ASKS, LEGAL_PARTIES, LEGAL_PREDICATES, LEGAL_TOPICS
from .medical import BODY_PARTS, MEDICAL_ASKS, MEDICAL_CLAIM_ASKS, MEDICAL_PREDICATES, MEDICAL_TOPICS, TECH_HOMONYMS
from .shared import ADVICE_ASKS, DRUG_TERMS, FINANCIAL_TERMS, INVESTMENTS, MEDICAL_TERMS, SITE_THINGS, VALUE_TERMS
from .languages import FOREIGN_FINANCIAL_ASKS, FOREIGN_LEGAL_ASKS, FOREIGN_MEDICAL_ASKS, FOREIGN_STANCE_ASKS, FOREIGN_STANCE_WORDS
from .values import (
    ASKED_PARTIES, BINARY_VERDICTS, FAIRNESS_TERMS, MORAL_TERMS, POLITICAL_TERMS, VALUES_TOPICS, VIRTUES, WEAK_JUDGEMENT_TERMS,
)

__all__ = [
    "VALUE_TERMS", "MEDICAL_TERMS", "DRUG_TERMS", "FINANCIAL_TERMS", "INVESTMENTS", "SITE_THINGS", "ADVICE_ASKS",
    "LEGAL_TOPICS", "LEGAL_PARTIES", "LEGAL_PREDICATES", "LEGAL_ASKS",
    "MEDICAL_TOPICS", "TECH_HOMONYMS", "BODY_PARTS", "MEDICAL_PREDICATES", "MEDICAL_ASKS", "MEDICAL_CLAIM_ASKS",
    "FINANCIAL_TOPICS", "FINANCIAL_PREDICATES", "FINANCIAL_ASKS",
    "MORAL_TERMS", "FAIRNESS_TERMS", "WEAK_JUDGEMENT_TERMS", "VALUES_TOPICS", "VIRTUES", "ASKED_PARTIES", "POLITICAL_TERMS",
    "BINARY_VERDICTS", "FOREIGN_STANCE_WORDS", "FOREIGN_STANCE_ASKS", "FOREIGN_LEGAL_ASKS", "FOREIGN_MEDICAL_ASKS", "FOREIGN_FINANCIAL_ASKS",
]
