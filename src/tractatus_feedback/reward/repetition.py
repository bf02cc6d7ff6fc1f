"""The repetition component: repeated sentences, looping n-grams and degenerate output.

1.0 means clean prose. A small policy under reward pressure fills its token budget by repeating
itself (shared/FACTS.md); this component, applied as a gate on the total, makes that worthless.
"""

from __future__ import annotations

import re

from tractatus_feedback.reward.text import clamp, marked_runs, ngrams, normalize, sentences, word_spans, words

__all__ = ["repeated_spans", "repetition_score", "degenerate"]

_ALNUM = re.compile(r"[a-z0-9]", re.IGNORECASE)


def degenerate(draft: str) -> bool:
    """True for output that is not prose at all: empty, mostly symbols, or giant tokens."""
    stripped = "".join(draft.split())
    tokens = words(draft)
    if not tokens or len(stripped) == 0:
        return True
    if len(_ALNUM.findall(stripped)) / len(stripped) < 0.6:
        return True
    if max(len(token) for token in draft.split()) > 40:
        return True
    return len(tokens) >= 20 and len(set(tokens)) / len(tokens) < 0.3


def _stutters(tokens: list[str]) -> list[int]:
    """Index of each token that repeats the one before it ("the the"); single letters do not count."""
    return [index for index in range(1, len(tokens)) if tokens[index] == tokens[index - 1] and len(tokens[index]) > 1]


def repetition_score(draft: str) -> float:
    """1.0 for prose without repetition; lower with duplicated sentences, repeated 3-grams and stutters."""
    if degenerate(draft):
        return 0.0
    tokens = words(draft)
    said = [normalize(s).rstrip(".!? ") for s in sentences(draft)]
    duplicate_sentences = 1.0 - len(set(said)) / len(said) if said else 0.0
    trigrams = ngrams(tokens, 3)
    repeated_trigrams = 1.0 - len(set(trigrams)) / len(trigrams) if trigrams else 0.0
    stutters = len(_stutters(tokens))
    penalty = max(
        2.0 * duplicate_sentences,
        (repeated_trigrams - 0.05) / 0.3,
        0.25 * stutters,
    )
    return clamp(1.0 - penalty)


def repeated_spans(draft: str) -> list[tuple[int, int]]:
    """Where the draft repeats itself: each run of words that completes an already-seen 3-gram or stutters.

    A word is marked when it ends a 3-gram seen earlier in the draft or repeats the word before it,
    and consecutive marked words form one span, so a looping tail is one place however long it is.
    Training pushes these places down (``training.grpo``) without touching the prose before them.
    """
    spans = word_spans(draft)
    tokens = [word for word, _, _ in spans]
    marked = [False] * len(tokens)
    seen: set[tuple[str, ...]] = set()
    for index, trigram in enumerate(ngrams(tokens, 3), start=2):
        marked[index] = trigram in seen
        seen.add(trigram)
    for index in _stutters(tokens):
        marked[index] = True
    return marked_runs(spans, marked)
