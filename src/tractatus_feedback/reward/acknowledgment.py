"""The acknowledgment component: does the reply address the specific points the visitor raised?

Each key point ("broken download link", "dataset page") is matched by its content-word stems, so
"the link on the dataset page is broken" acknowledges both without quoting them. Copying the feedback
is not rewarded here: the copying component gates the total (see :mod:`tractatus_feedback.reward`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tractatus_feedback.reward.text import carries_meaning, clamp, content_stems, stem, word_spans

__all__ = ["acknowledged_spans", "acknowledgment_score"]

#: Without key points (a live submission), mentioning this many of the feedback's content words is full marks.
_FALLBACK_WORDS = 4


def _point_coverage(point: str, draft_stems: set[str]) -> float:
    stems = content_stems(point)
    if not stems:
        return 1.0
    # Half of a point's content words is enough: replies paraphrase.
    return clamp(len(stems & draft_stems) / (0.5 * len(stems)))


def acknowledged_spans(draft: str, key_points: Sequence[str], feedback: str) -> list[tuple[int, int]]:
    """Where the draft earns its acknowledgment: the first word carrying each stem the score counts.

    The stems are the key points' (or, with none, the feedback's) content stems, as in
    :func:`acknowledgment_score`; only a stem's first occurrence is returned, because repeating a
    word earns nothing more. Training credits these words (``training.grpo``).
    """
    targets = set().union(*map(content_stems, key_points)) if key_points else content_stems(feedback)
    spans: list[tuple[int, int]] = []
    for word, start, end in word_spans(draft):
        word_stem = stem(word)
        if carries_meaning(word) and word_stem in targets:
            targets.discard(word_stem)
            spans.append((start, end))
    return spans


def acknowledgment_score(draft: str, key_points: Sequence[str], feedback: str) -> float:
    """Mean coverage of ``key_points``; with none, coverage of the feedback's own content words."""
    draft_stems = content_stems(draft)
    if key_points:
        return sum(_point_coverage(p, draft_stems) for p in key_points) / len(key_points)
    feedback_stems = content_stems(feedback)
    if not feedback_stems:
        return 1.0
    needed = min(_FALLBACK_WORDS, len(feedback_stems))
    return clamp(len(feedback_stems & draft_stems) / needed)
