"""The copying component: a reply must answer the feedback, not parrot it back.

Word overlap with the feedback is what the acknowledgment component rewards, so copying the feedback
is the cheapest way to earn it; this component makes that route worthless. It measures the longest
run of words shared with the feedback and how much of the feedback reappears inside shared 8-word
runs. Quoting a short phrase ("the download link") is fine; echoing whole sentences is not.
"""

from __future__ import annotations

from tractatus_feedback.reward.text import clamp, marked_runs, ngrams, word_spans, words

__all__ = ["copied_spans", "copy_stats", "copying_score", "verbatim_copy"]

_RUN = 8  # shared runs shorter than this are ordinary phrasing or a quoted point, not copying


def copy_stats(draft: str, feedback: str) -> tuple[int, float]:
    """``(longest shared word run, fraction of the feedback's words inside shared 8-word runs)``."""
    d, f = words(draft), words(feedback)
    if not d or not f:
        return 0, 0.0
    # Longest common substring over words, by dynamic programming (both texts are short).
    longest, previous = 0, [0] * (len(f) + 1)
    for dw in d:
        current = [0] * (len(f) + 1)
        for j, fw in enumerate(f, start=1):
            if dw == fw:
                current[j] = previous[j - 1] + 1
                longest = max(longest, current[j])
        previous = current
    shared = set(ngrams(d, _RUN))
    covered = [False] * len(f)
    for i, gram in enumerate(ngrams(f, _RUN)):
        if gram in shared:
            covered[i : i + _RUN] = [True] * _RUN
    return longest, sum(covered) / len(f)


def copying_score(draft: str, feedback: str) -> float:
    """1.0 when nothing is copied; falls to 0 as shared runs reach 16 words or half the feedback."""
    longest, coverage = copy_stats(draft, feedback)
    by_run = clamp((longest - _RUN) / 8.0)
    by_coverage = clamp((coverage - 0.1) / 0.4)
    return 1.0 - max(by_run, by_coverage)


def copied_spans(draft: str, feedback: str, run: int = _RUN) -> list[tuple[int, int]]:
    """Where the draft repeats the feedback: each run of its words inside a ``run``-word run the feedback shares.

    At the default 8 these are the runs :func:`copying_score` counts. The gate scales the whole
    draft's reward down, so the quoted sentence is priced like the reply around it; training debits
    the quote itself, and credits no word quoted in a shorter run (``training.grpo``). Character
    offsets in ``draft``, in draft order.
    """
    spans = word_spans(draft)
    tokens = [word for word, _, _ in spans]
    shared = set(ngrams(words(feedback), run))
    marked = [False] * len(tokens)
    for index, gram in enumerate(ngrams(tokens, run)):
        if gram in shared:
            marked[index : index + run] = [True] * run
    return marked_runs(spans, marked)


def verbatim_copy(draft: str, feedback: str) -> bool:
    """True when the draft echoes the feedback: a 12-word run, or 40% of the feedback, reappears.

    Used by evaluation reports to show how often drafts copy, separately from the total.
    """
    longest, coverage = copy_stats(draft, feedback)
    return longest >= 12 or coverage >= 0.4
