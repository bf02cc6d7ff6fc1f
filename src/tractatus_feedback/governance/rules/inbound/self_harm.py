"""Signs that the writer may harm themselves: escalated to a human at once, never machine-answered.

Recall matters more than precision here; still, "kill the process" or "this is painful to use" are
not first-person statements of self-harm and do not fire.
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of

__all__ = ["SelfHarmRule"]


class SelfHarmRule(BoundaryRule):
    rule_id = "inbound.self_harm"
    decision = Decision.ESCALATE
    description = "Signs of suicide or self-harm; a human must respond, with support resources."
    triggers = ("self", "suicid", "harm", "life", "it all", "things", "die", "want to", "wanna", "live", "living", "alive", "exist", "be here", "wake up", "dead", "without me", "overdos", "go on", "note")
    patterns = (
        any_of(
            r"(?:kill|hurt|harm|cut|end|off)(?:ing|ting)? (?:my ?self|myself)",
            r"suicid(?:e|al)(?! squad)",
            r"self[- ]?harm(?:ing)?",
            r"end (?:my life|it all|things for good)",
            r"take my (?:own )?life",
            r"(?:want|wanna|going|ready|plan(?:ning)?) to die",
            r"(?:don'?t|do not|no longer) want to (?:live|be alive|exist|be here|wake up)",
            r"(?:no|nothing (?:left )?to) (?:reason|point) (?:to|in) (?:live|living|going on)",
            r"no reason to live",
            r"(?:better off|be better) (?:dead|without me)",
            r"overdos(?:e|ing) on (?:my|the|these|all)",
            r"(?:can'?t|cannot) go on (?:anymore|any more|like this)",
            r"(?:wrote|writing|left) (?:a|my) (?:suicide|goodbye) note",
        ),
    )
