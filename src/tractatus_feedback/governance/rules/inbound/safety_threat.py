"""Threats of violence, and visitors who say they are in danger: escalated to a human at once.

Idioms of feedback ("this bug is killing me", "I'd kill for a dark mode", "shoot me an email",
"the update bombed") are not threats; the patterns need a violent verb aimed at a person or place.
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of

__all__ = ["SafetyThreatRule"]

_TARGET = r"(?:you|ya|u|him|her|them|everyone|everybody|all of you|your (?:team|staff|family|kids|office|boss)|the (?:staff|team|researchers|office|building|lab|school|moderators?)|people|somebody|someone)"
_HARM = r"(?:kill|murder|shoot|stab|hurt|beat (?:up)?|attack|strangle|burn|rape|bomb|blow up|find and hurt|end)"


class SafetyThreatRule(BoundaryRule):
    rule_id = "inbound.safety_threat"
    decision = Decision.ESCALATE
    description = "A threat of violence, or someone reporting they are in danger; a human must act."
    triggers = ("kill", "murder", "shoot", "shot", "stab", "hurt", "beat", "attack", "strangl", "burn", "rape", "bomb", "blow", "end", "terror", "massacre", "know where", "watch your back", "regret", "pay for", "die", "gun", "knife", "weapon", "rifle", "threaten", "stalk", "hitting", "abusing", "following", "danger", "being", "not safe", "afraid", "scared")
    patterns = (
        any_of(
            rf"(?:i|we)(?:'ll| will| am going to|'m going to| gonna|'m gonna| want to| plan to| intend to| should)(?: \w+)? {_HARM} {_TARGET}",
            rf"(?:going to|gonna|will|i'?ll) (?:blow up|bomb|burn down|shoot up|attack) (?:the|your|this) \w+",
            r"(?:bomb|shooting|terror(?:ist)? attack|massacre) (?:threat|planned|at your|at the)",
            r"i know where (?:you|your \w+|they) (?:live|work|sleep|are)",
            r"watch your back",
            r"you(?:'ll| will| are going to) (?:regret|pay for) (?:this|it)",
            rf"(?:you|they) (?:deserve|should) (?:to )?(?:die|be (?:killed|shot|hurt|beaten))",
            r"i (?:have|own|bought|got) (?:a )?(?:gun|guns|knife|weapon|rifle)s? (?:and|so|ready)",
            r"(?:someone|somebody|he|she|they|my (?:partner|husband|wife|boyfriend|girlfriend|ex|father|mother|dad|mum|mom)) (?:is|are|keeps|has been|have been) (?:threatening|stalking|hitting|beating|abusing|following|hurting) me",
            r"i(?:'m| am) (?:in danger|being (?:stalked|threatened|abused|followed|hurt)|not safe at home|afraid for my life|scared for my life)",
        ),
    )
    negations = any_of(r"not", r"never", r"don'?t", r"wouldn'?t", r"no one", r"nobody")
    negation_window = 12
