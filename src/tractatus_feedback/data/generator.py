"""A deterministic generator of labelled synthetic feedback, and the fixed train/validation split.

Every example is drawn from its own random stream, seeded by ``(DATASET_VERSION, seed, index)``, so
``generate(200, s)`` begins with ``generate(100, s)`` and an example never changes split when a larger
set is made. Categories cycle in a fixed order, which stratifies the set by construction.
"""

from __future__ import annotations

import random

from tractatus_feedback.data.schema import CATEGORIES, DATASET_VERSION, FeedbackExample
from tractatus_feedback.data.templates import CLOSERS, CONTEXT, CORES, DECISIONS, DETAILS, PEOPLE, SLOTS

__all__ = ["VAL_RANKS", "MAX_SENTENCES", "generate", "split_for"]

#: Within each block of ten examples of a category, the ranks that go to validation. Answerable
#: (ALLOW) categories get three in ten, so the held-out evaluation of replies has enough drafts;
#: escalated and blocked ones get one in ten, enough to check that they never reach the model.
VAL_RANKS: dict[bool, frozenset[int]] = {True: frozenset({1, 4, 8}), False: frozenset({5})}
MAX_SENTENCES = 5


def split_for(category: str, rank: int) -> str:
    """The split of the ``rank``-th example (0-based) of ``category``: fixed, seed-independent."""
    return "val" if rank % 10 in VAL_RANKS[DECISIONS[category] == "ALLOW"] else "train"


def _sentence_count(text: str) -> int:
    return sum(text.count(mark) for mark in ".?!") or 1


def _example(seed: int, index: int) -> FeedbackExample:
    rng = random.Random(f"tractatus-feedback/{DATASET_VERSION}/{seed}/{index}")
    category = CATEGORIES[index % len(CATEGORIES)]
    slots = {name: rng.choice(values) for name, values in SLOTS.items()}
    slots["name"], slots["email"] = rng.choice(PEOPLE)
    core, sentiment, points = rng.choice(CORES[category])
    parts = [core]
    budget = MAX_SENTENCES - _sentence_count(core)
    if budget > 0 and rng.random() < 0.4:
        parts.insert(0, rng.choice(CONTEXT["any"]))
        budget -= 1
    details = DETAILS[category]
    extra = min(budget, rng.randint(0, 2), len(details))
    parts.extend(rng.sample(details, extra))
    budget -= extra
    if budget > 0 and rng.random() < 0.5:
        parts.append(rng.choice(CLOSERS[sentiment]))
    text = " ".join(part.format_map(slots) for part in parts)
    if category != "pii_laden" and rng.random() < 0.1:
        text = text.lower()  # some visitors do not bother with capitals
    return FeedbackExample(
        id=f"fb-{DATASET_VERSION}-s{seed}-{index:04d}",
        text=text,
        category=category,
        sentiment=sentiment,
        expected_decision=DECISIONS[category],
        key_points=[point.format_map(slots) for point in points],
        split=split_for(category, index // len(CATEGORIES)),
    )


def generate(n: int, seed: int) -> list[FeedbackExample]:
    """``n`` labelled examples for ``seed``; the same arguments always give the same examples."""
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    return [_example(seed, index) for index in range(n)]
