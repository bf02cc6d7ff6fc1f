"""The length component: 50-150 words is a moderator-ready reply; shorter or longer fades smoothly."""

from __future__ import annotations

import math

from tractatus_feedback.reward.text import words

__all__ = ["IDEAL_WORDS", "length_score"]

#: The word counts that score 1.0. A reply shorter than 50 words rarely addresses the points raised;
#: past 150 it buries them (and a policy that pads to the token limit must not be paid for it).
IDEAL_WORDS: tuple[int, int] = (50, 150)

# Gaussian falloff widths: at 25 words the score is ~0.37, at 10 words ~0.08; at 210 words ~0.37.
_SHORT_SCALE = 25.0
_LONG_SCALE = 60.0


def length_score(draft: str) -> float:
    """1.0 inside :data:`IDEAL_WORDS`, a Gaussian falloff outside it, 0.0 for an empty draft.

    Smooth rather than a cliff so that a policy one word outside the band still gets a gradient
    pointing back in, and monotonic on each side so that "closer to the band" always scores more.
    """
    count = len(words(draft))
    low, high = IDEAL_WORDS
    if count == 0:
        return 0.0
    if count < low:
        return math.exp(-(((low - count) / _SHORT_SCALE) ** 2))
    if count > high:
        return math.exp(-(((count - high) / _LONG_SCALE) ** 2))
    return 1.0
