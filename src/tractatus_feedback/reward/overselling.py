"""The overselling component: absolute assurances a research project cannot honestly give.

1.0 means no overselling. Outbound governance blocks the worst assurances outright; this component
also discourages the milder ones ("always", "definitely") that governance lets through.
"""

from __future__ import annotations

import re

from tractatus_feedback.reward.text import clamp, normalize

__all__ = ["STRONG_ASSURANCES", "MILD_ASSURANCES", "overselling_score"]

#: Claims no one can keep: each costs 0.6.
STRONG_ASSURANCES: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\bguarantee(?:d|s)?\b",
        r"\b100 ?%|\bone hundred percent\b",
        r"\bnever (?:fails?|breaks?|goes? down|happens? again|be (?:a problem|an issue))\b",
        r"\bwill never\b",
        r"\b(?:completely|totally|fully|perfectly|100%|absolutely) (?:secure|safe|private|accurate|reliable|bug-free|error-free)\b",
        r"\bzero (?:risk|chance|bugs?|errors?)\b",
        r"\b(?:we|i) promise\b",
        r"\bimpossible (?:to|for)\b",
        r"\bproven beyond doubt\b",
    )
)

#: Habits of overconfident prose: each costs 0.2.
MILD_ASSURANCES: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\balways\b",
        r"\bdefinitely\b",
        r"\bcertainly (?:will|is|are)\b",
        r"\babsolutely\b",
        r"\bperfect(?:ly)?\b",
        r"\bflawless(?:ly)?\b",
        r"\bwithout (?:any )?doubt\b",
        r"\bconclusively\b",
    )
)


def overselling_score(draft: str) -> float:
    """1.0 minus 0.6 per strong and 0.2 per mild assurance, floored at 0."""
    text = normalize(draft)
    strong = sum(len(p.findall(text)) for p in STRONG_ASSURANCES)
    mild = sum(len(p.findall(text)) for p in MILD_ASSURANCES)
    return clamp(1.0 - 0.6 * strong - 0.2 * mild)
