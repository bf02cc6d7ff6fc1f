"""Promises of actions or dates the drafting system cannot make ("we will refund you", "fixed by
Friday", "I have deleted your data", "within 24 hours"): unsendable.

Only a human can commit the project to an action or a date, and the drafting model has done nothing
in the world. Hedged or refusing wording ("we cannot promise a date", "we may look into it") and
passing feedback on to the team are fine.
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of

__all__ = ["UnauthorizedPromiseRule"]

_ACTION = (
    r"(?:fix|resolve|repair|patch|refund|reimburse|compensate|credit|pay|deliver|ship|release|launch|add|implement|build|"
    r"delete|remove|erase|restore|recover|reinstate|unban|unblock|reactivate|cancel|upgrade|replace|send you|call you|"
    r"email you|contact you|waive|extend|give you|grant|change|update|correct|publish|retract)"
)
_DONE = (
    r"(?:deleted|removed|erased|refunded|reimbursed|credited|fixed|resolved|patched|cancell?ed|restored|recovered|"
    r"unbanned|unblocked|reactivated|updated|changed|corrected|reset|upgraded|sent|issued|processed|"
    r"contacted|banned|blocked|suspended)"
)
_N = r"(?:\d+(?:\s*(?:-|to|–)\s*\d+)?|one|two|three|four|five|a|an|a few|a couple of)"
_UNIT = r"(?:hours?|days?|business days?|working days?|weeks?|months?)"
_WHEN = (
    r"(?:by|before|on|until|no later than) (?:the )?(?:end of (?:the )?(?:day|week|month|year)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"tomorrow|tonight|next \w+|\d{1,2}(?:st|nd|rd|th)?(?: of)? \w+|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}|\d{1,2}[:.]\d{2}|noon|midnight|eod|eow)|"
    rf"within (?:the next )?{_N} {_UNIT}|"
    r"(?:later )?(?:today|tomorrow|tonight|this (?:week|afternoon|evening|weekend)|next (?:week|month|release|update|version|sprint))|"
    rf"in (?:the next )?{_N} {_UNIT}|asap|immediately|right away|shortly|"
    r"in (?:the|our|a) (?:next|upcoming|coming) (?:release|update|version|sprint|patch|build|few days|few weeks)"
)


class UnauthorizedPromiseRule(BoundaryRule):
    rule_id = "outbound.unauthorized_promise"
    decision = Decision.BLOCK
    description = "The draft promises an action or a date that only a human can commit to, or claims an action was done."
    triggers = ("will", "'ll", "shall", "going to", "promise", "commit", "i ", "we ", "'ve", "'d", "been", "expect", "fixed", "resolved", "refunded", "deleted", "released", "shipped", "deployed", "done", "sorted", "live", "available", "ready")
    patterns = (
        any_of(
            rf"(?:we|i|the team|our team|our engineers|someone|a developer|they)(?:'ll| will| shall| are going to|'re going to| am going to|'m going to| promise to| commit to| guarantee to) (?:\w+ ){{0,2}}?{_ACTION}\b",
            rf"(?:i|we)(?:'ve| have| had|'d)? (?:just |already |now |successfully )?{_DONE} (?:your|the|this|it|that|you)",
            rf"(?:your|the|this) (?:\w+ ){{0,3}}(?:has|have) (?:now |already |just )?been (?:\w+ly )?{_DONE}",
            rf"(?:will|'ll|shall|going to) (?:[\w']+ ){{0,5}}?(?:{_WHEN})",
            rf"(?:will|'ll) be (?:\w+ )?(?:fixed|resolved|refunded|deleted|removed|released|available|live|shipped|deployed|restored|credited|processed|back|done|ready|added|updated) (?:{_WHEN})",
            rf"(?:you(?:'ll| will) (?:receive|get|have|see|hear back)|expect (?:a|your|an)) [\w ]{{0,30}}?(?:{_WHEN})",
            rf"(?:fixed|resolved|refunded|deleted|released|shipped|deployed|done|sorted|live|available|ready) (?:{_WHEN})",
        ),
    )
    negations = any_of(
        r"not", r"cannot", r"can'?t", r"can not", r"won'?t", r"unable", r"don'?t", r"do not", r"no", r"never",
        r"isn'?t", r"aren'?t", r"if", r"whether", r"may", r"might", r"could", r"hope", r"hoping", r"try to", r"aim to",
        r"would like to", r"ask(?:ed)? (?:the team|a human|a moderator|someone)", r"a (?:human|moderator|team member) (?:will|can|may)",
    )
    negation_window = 50
