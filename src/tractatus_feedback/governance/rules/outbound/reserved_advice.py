"""Legal, medical or financial advice in a draft: unsendable, because only a human may give it.

Pointing someone to a professional ("please talk to a doctor", "a lawyer can advise you") or saying
that we cannot advise is what a draft should do, and does not fire.
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of
from ..lexicon import DRUG_TERMS, INVESTMENTS

__all__ = ["ReservedAdviceRule"]

_DRUG = "(?:" + "|".join(DRUG_TERMS) + ")"
_INVEST = "(?:" + "|".join(INVESTMENTS) + ")"
_ADVISE = r"(?:you should|you must|you need to|you ought to|i(?:'d| would)? (?:recommend|advise|suggest)(?: that you| you| to)?|we (?:recommend|advise|suggest)(?: that you| you)?|my advice is to|our advice is to|the best (?:thing|option|move) is to|it(?:'s| is) best to|try)"


class ReservedAdviceRule(BoundaryRule):
    rule_id = "outbound.reserved_advice"
    decision = Decision.BLOCK
    description = "The draft gives legal, medical or financial advice that the boundary rules reserve for humans."
    triggers = ("should", "must", "need to", "ought", "recommend", "advise", "suggest", "advice", "best", "try", "case", "legal", "lawful", "against the law", "entitled", "liable", "within your rights", "can't", "cannot", "not allowed", "no right", "take", "sounds", "looks", "it's", "it is", "that's", "that is", "have", "worry", "now is", "will", "going to", "investment", "buy", "bet", "double", "increase", "reduce", "file")
    patterns = (
        any_of(
            # legal
            rf"{_ADVISE} (?:sue|suing|take legal action|file (?:a )?(?:lawsuit|claim|suit)|file (?:a )?(?:complaint|claim|case) (?:with|at|in) (?:the )?(?:court|tribunal|ombudsman|police|regulator|small claims)|press charges|withhold (?:your )?rent|break (?:your|the) (?:lease|contract)|sign (?:the|this) contract|ignore the (?:fine|notice|summons))",
            r"you (?:have|'ve got) (?:a )?(?:strong|good|solid|valid|winning) (?:legal )?case",
            r"(?:it is|it's|that is|that's|this is) (?:perfectly |completely )?(?:legal|illegal|lawful|unlawful|against the law) (?:for you )?(?:to|for you)",
            r"you (?:are|'re) (?:legally )?(?:entitled to|not liable|liable for|within your rights)",
            r"(?:they|your (?:landlord|employer|boss)) (?:can'?t|cannot|are not allowed to|have no right to) (?:legally )?\w+",
            # medical
            rf"{_ADVISE} (?:take|taking|stop taking|start taking|increase|decrease|double|reduce|skip|halve|come off|switch to|avoid) (?:\w+ ){{0,3}}?{_DRUG}",
            rf"take (?:\d+|one|two|three) (?:{_DRUG}|mg|tablets?|pills?|capsules?)",
            rf"(?:^|[.;:!?]\s*)(?:take|stop taking|start taking|double|increase|reduce) (?:some |a |an |your |more |less )?(?:\w+ )?{_DRUG}",
            r"(?:it(?:'s| is)|that(?:'s| is)|(?:this|that|it) (?:sounds|looks) like|you (?:probably|likely|may|might) have|sounds like you have) (?:a |an )?(?:infection|migraine|flu|covid|anxiety|depression|diabetes|allergy|allergic reaction|sprain|fracture|ulcer|(?:\w+ )?disorder|\w+itis)",
            rf"(?:it(?:'s| is)|that(?:'s| is)) (?:perfectly |completely )?(?:safe|fine|ok|okay) to (?:take|mix|combine|stop|drink)",
            r"(?:nothing|no need) to worry about (?:the|that|this|your) (?:rash|lump|pain|symptoms?|bleeding|mole)",
            # financial
            rf"{_ADVISE} (?:invest|buy|sell|short|hold|put (?:your|all your) (?:money|savings)|move your (?:money|savings|pension)|pay off|refinance|cash out)(?: \w+){{0,3}}",
            rf"(?:now is|it(?:'s| is)) (?:a )?(?:good|great|the right|the perfect|a bad) (?:time|moment) to (?:buy|sell|invest)",
            rf"(?:{_INVEST}|the market|prices?) (?:will|is going to|are going to) (?:go up|go down|rise|fall|crash|recover|double)",
            rf"(?:is|are) a (?:good|great|safe|solid|smart) (?:investment|buy|bet)",
        ),
    )
    negations = any_of(
        r"not", r"cannot", r"can'?t", r"can not", r"won'?t", r"unable", r"don'?t", r"do not", r"never", r"isn'?t",
        r"whether", r"if", r"ask(?:ing)? (?:a|your)", r"(?:a|your) (?:doctor|lawyer|solicitor|attorney|pharmacist|financial adviser|advisor|professional) (?:can|could|may|will|is)",
    )
    negation_window = 45
