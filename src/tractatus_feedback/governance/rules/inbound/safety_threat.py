"""Threats of violence, and visitors who say they are in danger: escalated to a human at once.

Idioms of feedback ("this bug is killing me", "I'd kill for a dark mode", "shoot me an email",
"the update bombed") are not threats; the patterns need a violent verb aimed at a person or place.
Veiled threats name no violence but mean it: knowing where someone works, a visit someone should
pay, an "accident", someone's staff not being safe, a weapon emoji aimed at "you". Each needs a person
or their workplace as its object ("I know where the download button is" is no threat).
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of, word_group
from ..lexicon.insults import ROLES

__all__ = ["SafetyThreatRule"]

_TARGET = r"(?:you|ya|u|him|her|them|everyone|everybody|all of you|your (?:team|staff|family|kids|office|boss)|the (?:staff|team|researchers|office|building|lab|school|moderators?)|people|somebody|someone)"
_HARM = r"(?:kill|murder|shoot|stab|hurt|beat (?:up)?|attack|strangle|burn|rape|bomb|blow up|find and hurt|end)"
_WORD = r"[\w'\"-]+"
# A person of the site ("your director", "the lead author", "each of you"), and where they are.
_SITE_PERSON = (
    rf"(?:you|ya|u|he|she|him|her|them|each of you|all of you|every one of you|(?:your|ur|the|that)(?: {_WORD}){{0,2}}?"
    rf" {word_group(ROLES)})"
)
_PLACE = rf"(?:(?:your|ur|the|that)(?: {_WORD}){{0,2}}? (?:office|offices|home|house|building|headquarters|hq|lab|think tank))"
# Staff who may be told they are "not safe" (not "your data", nor "your kids" online, which is a topic).
_STAFF = rf"(?:you all|y'all|you people|(?:your|ur)(?: {_WORD}){{0,2}}? {word_group(ROLES)})"
_WEAPON_EMOJI = r"(?:🔪|🗡|🔫|💣|⚰)"
# Where a threat is a whole statement ("I know where your office is."), not the start of another
# ("... is on the contact page", "where you are coming from").
_STATEMENT_END = r"(?=\s*(?:[.!,;…]|$|and\b|🔪|🗡|🔫|💣|⚰))"


class SafetyThreatRule(BoundaryRule):
    rule_id = "inbound.safety_threat"
    decision = Decision.ESCALATE
    description = "A threat of violence, or someone reporting they are in danger; a human must act."
    triggers = ("kill", "murder", "shoot", "shot", "stab", "hurt", "beat", "attack", "strangl", "burn", "rape", "bomb", "blow", "end", "terror", "massacre", "know", "watch your back", "regret", "pay for", "die", "gun", "knife", "weapon", "rifle", "threaten", "stalk", "hitting", "abusing", "following", "danger", "being", "not safe", "afraid", "scared",
                "visit", "accident", "safe", "coming", "lesson", "manners", "slap", "smack", "punch", "thrashing", "kick in",
                "waiting outside", "watching", "it for", "back", "address", "shame if", "where", "🔪", "🗡", "🔫", "💣", "⚰")
    patterns = (
        any_of(
            rf"(?:i|we)(?:'ll| will| am going to|'m going to| gonna|'m gonna| want to| plan to| intend to| should)(?: \w+)? {_HARM} {_TARGET}",
            rf"(?:going to|gonna|will|i'?ll) (?:blow up|bomb|burn down|shoot up|attack) (?:the|your|this) \w+",
            r"(?:bomb|shooting|terror(?:ist)? attack|massacre) (?:threat|planned|at your|at the)",
            # Veiled: "I know where your office is", "we know the address of your think tank", "I'll find out
            # where your lead author lives".
            rf"(?:i|we)(?:'ll| will|'m going to| am going to|'re going to| are going to)?(?: \w+)? (?:know|knows|find out|found out)"
            rf" (?:exactly )?where (?:{_SITE_PERSON}|{_PLACE}|they|your (?:kids|family|children|wife|husband|partner))"
            r" (?:(?:live|lives|work|works|sleep|sleeps|hangs? out|parks?|go to school)\b|(?:is|are){_STATEMENT_END})",
            rf"(?:i|we) (?:know|found out|have found) (?:the|your) (?:home )?address(?:es)?(?: of (?:{_SITE_PERSON}|{_PLACE}))?"
            rf"{_STATEMENT_END}",
            r"watch (?:your|ur|yo|her|his|their) backs?",
            rf"(?:someone|somebody|people) (?:should|will|might|could|ought to|needs? to|is going to|are going to|'ll) pay"
            rf" (?:{_SITE_PERSON}|{_PLACE}) a (?:little |friendly |personal |late-night |surprise )?visit",
            rf"teach {_SITE_PERSON} (?:a lesson|some manners|some respect)",
            r"before (?:somebody|someone|i|we) \w+ it for (?:her|him|you|them)",
            rf"(?:{_STAFF} (?:aren't|are not|ain't|isn't|is not|won't be|will not be|wouldn't be|are no longer)"
            r"|(?:nobody|no one|none of you) (?:at|in|on|from) (?:your|that|the) \w+ (?:is|will be)) safe"
            r"(?! (?:from|to|with|for|in|on|at|online|as|enough)\b)",
            r"(?:hope|deserves?|will|'ll|gonna|going to|is going to|are going to)(?: \w+){0,4}? gets? what(?:'s| is) coming",
            r"gets? what(?:'s| is) coming to (?:him|her|them|you|'?em)",
            r"an? (?:little |unfortunate |tragic |nasty |small )?['\"]accident['\"]",
            r"(?:she|he|they|you) (?:had|has|have|might have|could have|will have|would have) an? (?:little |unfortunate |small |nasty )?"
            r"accident (?:on (?:her|his|their|your) way|one of these days|soon)",
            r"accidents (?:can |do |tend to |will )?happen to (?:people|those|folks|writers|journalists|researchers) (?:who|like|that)",
            r"(?:would be|it'd be|it would be) a (?:real )?shame if (?:something|anything) (?:\w+ )?(?:happened|were to happen) to",
            r"(?:needs?|deserves?|could use|is asking for|are asking for) a (?:good |proper |real )?"
            r"(?:slap|slapping|beating|smack|punch|thrashing|kick in the (?:teeth|head|face))",
            rf"(?:will be|'ll be|are|am|'re|'m) (?:waiting outside|watching (?:{_SITE_PERSON}|{_PLACE}) (?:come and go|leave|arrive))",
            r"waiting outside (?:when|for|until) (?:you|your|he|she|they)",
            rf"(?:you|your \w+|him|her|them)\b[^.!?\n]{{0,40}}{_WEAPON_EMOJI}",
            rf"{_WEAPON_EMOJI}[^.!?\n]{{0,40}}\b(?:you|your \w+|him|her|them)\b",
            r"you(?:'ll| will| are going to) (?:regret|pay for) (?:this|it)",
            rf"(?:you|they) (?:deserve|should) (?:to )?(?:die|be (?:killed|shot|hurt|beaten))",
            r"i (?:have|own|bought|got) (?:a )?(?:gun|guns|knife|weapon|rifle)s? (?:and|so|ready)",
            r"(?:someone|somebody|he|she|they|my (?:partner|husband|wife|boyfriend|girlfriend|ex|father|mother|dad|mum|mom)) (?:is|are|keeps|has been|have been) (?:threatening|stalking|hitting|beating|abusing|following|hurting) me",
            r"i(?:'m| am) (?:in danger|being (?:stalked|threatened|abused|followed|hurt)|not safe at home|afraid for my life|scared for my life)",
        ),
    )
    negations = any_of(r"not", r"never", r"don'?t", r"wouldn'?t", r"no one", r"nobody")
    negation_window = 12
