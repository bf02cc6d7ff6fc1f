"""Absolute assurances in a draft ("guaranteed", "100% secure", "never fails", "zero risk"): unsendable.

No system can honestly promise these, and a reply on behalf of a research project must not. Negated
or hedged uses ("we cannot guarantee", "no system is 100% secure") are honest and do not fire.
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of

__all__ = ["AbsoluteAssuranceRule"]

_QUALITY = r"(?:safe|secure|accurate|reliable|private|protected|correct|certain|sure|guaranteed|risk[- ]free|foolproof|bulletproof|error[- ]free|bug[- ]free|anonymous|confidential|effective|uptime)"


class AbsoluteAssuranceRule(BoundaryRule):
    rule_id = "outbound.absolute_assurance"
    decision = Decision.BLOCK
    description = "The draft gives an absolute assurance (guaranteed, 100% safe, never fails, zero risk)."
    triggers = ("guarantee", "100", "percent", "per cent", "completely", "totally", "fully", "perfectly", "absolutely", "entirely", "utterly", "never", "always", "zero", "no risk", "no chance", "no possibility", "risk-free", "risk free", "hackable", "cannot", "can't", "can not", "promise", "assure", "swear", "rest assured", "doubt", "question", "go wrong", "be lost", "be leaked", "be exposed", "proof", "unbreakable", "impenetrable", "infallible", "flawless", "perfect", "impossible")
    patterns = (
        any_of(
            r"guarantee(?:d|s)?",
            rf"100 ?(?:%|percent|per cent) {_QUALITY}",
            rf"(?:completely|totally|fully|perfectly|absolutely|entirely|utterly|100%) (?:safe|secure|private|accurate|reliable|risk[- ]free|foolproof|bulletproof|protected|error[- ]free|bug[- ]free|anonymous|unhackable|certain)",
            r"never (?:fails?|failed|breaks?|goes down|crash(?:es)?|loses?|leaks?|makes? (?:a )?mistakes?|(?:be|is|are) wrong|happen(?:s)? again|be (?:hacked|breached|lost|leaked|exposed|shared))",
            r"(?:will|can|could) never (?:happen|occur) again",
            r"always (?:works?|be (?:safe|secure|accurate|available|right|correct)|(?:is|are) (?:safe|secure|accurate|right|correct|available))",
            r"(?:zero|no) (?:risk|chance (?:of|that)|possibility of (?:error|failure|a breach|harm))",
            r"risk[- ]free",
            r"bulletproof|foolproof|unbreakable|impenetrable|infallible|flawless|perfect(?:ly)? (?:security|privacy|accuracy)",
            r"always (?:safe|secure|accurate|right|correct|reliable|available|on time|up)",
            r"impossible (?:for (?:\w+ ){1,3})?to (?:leak|hack|breach|lose|fail|go wrong|crash|be (?:hacked|breached|lost|leaked|exposed|wrong))",
            r"(?:un)?hackable",
            r"(?:cannot|can'?t|can not) (?:be )?(?:hacked|breached|fail|go wrong|be wrong|leak)",
            r"(?:we|i) (?:promise|assure you|swear|can assure you) (?:that )?(?:it|this|your|you|the|nothing|everything)",
            r"rest assured",
            r"(?:without|beyond) (?:any )?(?:doubt|question)",
            r"(?:nothing|no data|nothing at all) (?:can|will) (?:ever )?(?:go wrong|be (?:lost|leaked|exposed))",
        ),
    )
    negations = any_of(
        r"not", r"no", r"never", r"cannot", r"can'?t", r"can not", r"won'?t", r"unable", r"don'?t", r"do not", r"doesn'?t",
        r"isn'?t", r"aren'?t", r"nothing is", r"nobody can", r"no one can", r"impossible to", r"neither", r"nor",
        r"wouldn'?t", r"shouldn'?t", r"without", r"rarely", r"hardly", r"unlikely",
    )
    negation_window = 40
