"""The reward for a drafted reply: pure functions, every component and the total in [0, 1].

``score_reply(draft, context, governance_violations=...)`` returns a :class:`RewardBreakdown` whose
``as_dict()`` goes straight into ``agl.emit_reward(d, primary_key="total")``.

How the total is made
---------------------
Quality components earn reward as a weighted mean; honesty and anti-hack components multiply it as
gates, so no amount of quality elsewhere buys back an overselling, copied, repeated or stuffed draft::

    quality = sum of WEIGHTS[c] * component[c], with tone * (0.5 + 0.5 * acknowledgment)
    total = quality * product of component[g] for g in GATES
    total = 0.0 when outbound governance found any violation ("floored")

Tone earns its full weight only in a reply that names the visitor's points: "I understand that...,
I appreciate your feedback" with nothing specific is the boilerplate a moderator rewrites, and it is
what the one-click policy drifted to (tone +0.47, acknowledgment -0.16 in one run) while tone paid
the same with or without content.

==============  ======  ================================================================================
component       weight  why
==============  ======  ================================================================================
tone            0.35    What a visitor notices first: an apology and acknowledgment for a problem,
                        thanks for praise, courtesy for a question. Phrases, saturating at one each.
acknowledgment  0.30    A reply that names the visitor's specific points is what a moderator can send;
                        generic boilerplate is the typical failure of a small model.
integrity       0.20    Naming limitations, preliminary status and uncertainty where due (research
                        critiques, bug reports); 1.0 where no hedge is due, so caveats are not spread
                        everywhere. Only real hedging phrases count, two are enough.
length          0.15    50-150 words. Deliberately light: it is the easiest component to game (padding
                        to the token limit was the probe's first hack) and it says little about quality.
overselling     gate    Absolute assurances ("guaranteed", "100%", "always"). A research project that
                        promises what it cannot keep has failed, however polite the reply. 1.0 = none.
register        gate    Apologising to praise, cheering at a complaint: hacks the probe found; condolences
                        ("sorry for your loss"), which our credited training found. 1.0 = none.
repetition      gate    Repeated sentences, looping n-grams, stutters, degenerate output. 1.0 = none.
copying         gate    Long word runs shared with the feedback. 1.0 = none. Stops acknowledgment being
                        earned by parroting the feedback back.
stuffing        gate    Reward-bait keywords piled up outside sentences. 1.0 = none.
narration       gate    Talking about "the visitor" instead of to them: a summary of the feedback, not a
                        reply. The hack the one-click policy found once names were floored. 1.0 = none.
==============  ======  ================================================================================

The weights were sanity-checked on hand-written good and bad replies (tests/reward): good replies score
above 0.7; stuffing, copying, overselling, apologising to praise and off-topic replies score far lower.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType


from tractatus_feedback.reward.acknowledgment import acknowledgment_score
from tractatus_feedback.reward.copying import copying_score, verbatim_copy
from tractatus_feedback.reward.integrity import integrity_score
from tractatus_feedback.reward.length import length_score
from tractatus_feedback.reward.narration import narration_score
from tractatus_feedback.reward.overselling import overselling_score
from tractatus_feedback.reward.repetition import repetition_score
from tractatus_feedback.reward.stuffing import keyword_stuffing, stuffing_score
from tractatus_feedback.reward.tone import register_score, tone_score

__all__ = [
    "WEIGHTS",
    "GATES",
    "COMPONENTS",
    "ReplyContext",
    "RewardBreakdown",
    "quality",
    "score_reply",
    "keyword_stuffing",
    "verbatim_copy",
]

#: Weights of the quality components in the total; they sum to 1 (see the module docstring for why).
WEIGHTS: Mapping[str, float] = MappingProxyType(
    {"tone": 0.35, "acknowledgment": 0.30, "integrity": 0.20, "length": 0.15}
)
#: Components that multiply the weighted mean: hacks no quality elsewhere can buy back.
GATES: tuple[str, ...] = ("overselling", "register", "repetition", "copying", "stuffing", "narration")
#: Every component name, in the order reports list them.
COMPONENTS: tuple[str, ...] = (*WEIGHTS, *GATES)


@dataclass(frozen=True)
class ReplyContext:
    """What the reward knows about the feedback being answered (redacted text only)."""

    feedback: str
    sentiment: str  # "positive" | "neutral" | "negative"
    category: str  # a dataset category such as "bug_report"; decides whether hedging is due
    key_points: tuple[str, ...] = ()


@dataclass(frozen=True)
class RewardBreakdown:
    """Every component in [0, 1], the total in [0, 1], and whether governance floored it."""

    components: dict[str, float]
    total: float
    floored: bool = False
    violations: tuple[str, ...] = field(default=())

    def as_dict(self) -> dict[str, float]:
        """Components plus ``"total"``, ready for ``agl.emit_reward(d, primary_key="total")``."""
        return {**self.components, "total": self.total}


def quality(components: Mapping[str, float]) -> float:
    """The weighted mean of the quality components, tone discounted by up to half without acknowledgment."""
    engaged = dict(components, tone=components["tone"] * (0.5 + 0.5 * components["acknowledgment"]))
    return sum(weight * engaged[name] for name, weight in WEIGHTS.items())


def score_reply(
    draft: str, context: ReplyContext, *, governance_violations: Sequence[str] = ()
) -> RewardBreakdown:
    """Score ``draft`` as a reply to ``context``; any outbound-governance rule id floors the total at 0.

    Components are still computed for a floored draft, so reports can show what the policy was doing
    when it broke a rule.
    """
    components = {
        "tone": tone_score(draft, context.sentiment),
        "acknowledgment": acknowledgment_score(draft, context.key_points, context.feedback),
        "integrity": integrity_score(draft, context.category),
        "length": length_score(draft),
        "overselling": overselling_score(draft),
        "register": register_score(draft, context.sentiment),
        "repetition": repetition_score(draft),
        "copying": copying_score(draft, context.feedback),
        "stuffing": stuffing_score(draft),
        "narration": narration_score(draft),
    }
    total = quality(components)
    for gate in GATES:
        total *= components[gate]
    violations = tuple(governance_violations)
    if violations:
        total = 0.0
    return RewardBreakdown(
        components={name: round(value, 6) for name, value in components.items()},
        total=round(min(1.0, max(0.0, total)), 6),
        floored=bool(violations),
        violations=violations,
    )
