"""The reward a moderator's verdict gives a draft: approve high, reject low, an edit by how much it kept."""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Literal

__all__ = ["APPROVE_REWARD", "REJECT_REWARD", "EDIT_FLOOR", "Verdict", "edit_similarity", "human_reward"]

Verdict = Literal["approve", "edit", "reject"]

APPROVE_REWARD = 1.0
REJECT_REWARD = 0.0
#: An edit that rewrote everything still beats a rejection: the draft was worth starting from.
EDIT_FLOOR = 0.2


def edit_similarity(draft: str, final: str) -> float:
    """How much of the draft survived the edit, 0..1, by word-level matching (whitespace changes are free)."""
    before, after = draft.split(), final.split()
    if not before and not after:
        return 1.0
    return SequenceMatcher(a=before, b=after, autojunk=False).ratio()


def human_reward(verdict: Verdict, draft: str = "", final: str = "") -> float:
    """Approve 1.0, reject 0.0; an edit scales linearly from ``EDIT_FLOOR`` (all changed) to 1.0 (nothing)."""
    if verdict == "approve":
        return APPROVE_REWARD
    if verdict == "reject":
        return REJECT_REWARD
    return round(EDIT_FLOOR + (APPROVE_REWARD - EDIT_FLOOR) * edit_similarity(draft, final), 4)
