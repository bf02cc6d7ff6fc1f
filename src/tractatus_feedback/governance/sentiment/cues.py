"""Feedback-domain cues that a general sentiment lexicon misses: complaints without negative words,
questions and requests that carry no sentiment, and praise phrased as thanks.

Why: VADER scores "the page doesn't load" or "still waiting for a reply" as neutral, because none of
the words is negative on its own; in a feedback box they are the most common complaints. Conversely a
question ("how do I export my data?") is neutral whatever words it contains.
"""

from __future__ import annotations

import re

__all__ = ["CUE_NAMES", "cue_counts"]

_NEG_AUX = r"(?:doesn'?t|does not|didn'?t|did not|won'?t|will not|can'?t|cannot|can not|couldn'?t|could not|" \
    r"isn'?t|is not|aren'?t|are not|wasn'?t|was not|haven'?t|have not|hasn'?t|has not|unable to|fails? to|failed to|never)"
_ACTIONS = r"(?:work|load|open|find|connect|log ?in|sign ?in|submit|save|display|show|respond|download|upload|play|" \
    r"start|send|print|reach|get through|receive|get|arrive|help|answer|fix|update|install|refresh|sync|access)"

_COMPLAINT = re.compile(
    r"|".join(
        [
            rf"\b{_NEG_AUX}\s+(?:\w+\s+){{0,2}}?{_ACTIONS}\w*",
            r"\b(?:stopped|stops|quit) (?:working|loading|responding)",
            r"\bnot (?:working|loading|responding|fixed|resolved|received|helpful)",
            r"\bstill (?:waiting|no\b|not\b|broken|haven'?t|hasn'?t|can'?t|doesn'?t|nothing)",
            r"\bno (?:response|reply|answer|one (?:has|is|will|answers|responded|replied)|update|help|way to)",
            r"\bkeeps? (?:crashing|failing|freezing|breaking|logging me out|timing out|giving me)",
            r"\b(?:crash(?:es|ed|ing)?|froze|freezes|frozen|hangs|glitch\w*|buggy|broken|unusable)\b",
            r"\b(?:error|404|500) (?:message|page|code)?",
            r"\b(?:on hold|waited|waiting) (?:for )?(?:\d+|an?|over|hours?|days?|weeks?)",
            r"\b(?:delayed|cancell?ed|lost (?:my|our)|overcharged|charged twice|never (?:received|got|arrived|came))\b",
            r"\b(?:waste of|rip[- ]?off|scam|unacceptable|ridiculous|frustrat\w+|disappoint\w+|annoy\w+|useless)\b",
            r"\bwhy (?:is|does|do|did|can'?t|won'?t|isn'?t|doesn'?t|would) (?:it|this|the|my|you|your|nobody|no one)\b",
            r"\b(?:worst|terrible|horrible|awful|poor|bad) (?:service|experience|support|customer|app|site|website|design)",
        ]
    ),
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"(?:^|[.!?]\s+)(?:how (?:do|can|would|should) i|how to|can (?:you|i|we)|could (?:you|i)|is (?:there|it possible)|"
    r"are there|do you|does (?:it|this|the)|what (?:is|are|does)|where (?:is|can|do)|when (?:is|will|does)|which|any (?:plans|idea|news))\b",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"\b(?:please (?:add|consider|make|include|allow|let|support)|it would be (?:nice|great|helpful|good) (?:if|to)|"
    r"would (?:be nice|love to see|like to see)|feature request|suggestion:|i suggest|could you add|can you add|"
    r"any chance (?:of|you)|consider adding)\b",
    re.IGNORECASE,
)
_THANKS = re.compile(
    r"\b(?:thanks?(?: you| so much| a lot)?|thx|much appreciated|appreciate (?:it|the|your|how)|kudos|well done|great job|"
    r"keep up the good work|love (?:the|this|it|how|that))\b",
    re.IGNORECASE,
)

CUE_NAMES = ("complaint", "question", "request", "thanks")
_PATTERNS = (_COMPLAINT, _QUESTION, _REQUEST, _THANKS)


def cue_counts(text: str) -> tuple[int, int, int, int]:
    """How often each feedback cue occurs in `text`, in the order of `CUE_NAMES`."""
    return tuple(len(p.findall(text)) for p in _PATTERNS)  # type: ignore[return-value]
