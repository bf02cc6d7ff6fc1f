"""Resolves overlapping detections into one span per stretch of text.

Pattern recognizers (ours and Presidio's) overlap by design: an email contains a URL-like domain,
an address contains a postcode. Among them the longest span wins, then the higher score. spaCy's
NER is fuzzier at the edges ("Email dave@x.org" tagged as one PERSON), so an NER span never
displaces a pattern span: it is clipped to the parts outside the pattern spans, and a part is kept
only if it still starts like a name or place.
"""

from __future__ import annotations

from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import NOT_NAMES
from tractatus_feedback.governance.types import PiiSpan

__all__ = ["NER_RECOGNIZER", "resolve_overlaps"]

NER_RECOGNIZER = "SpacyRecognizer"
_EDGE = " \t\n,.;:!?()[]\"'“”‘’-–—<>/"


def resolve_overlaps(text: str, spans: list[PiiSpan]) -> list[PiiSpan]:
    """Non-overlapping spans in text order: pattern spans by length then score, then clipped NER spans."""
    kept: list[PiiSpan] = []
    patterns = [s for s in spans if s.recognizer != NER_RECOGNIZER]
    for span in sorted(patterns, key=lambda s: (-(s.end - s.start), -s.score, s.start)):
        if not any(_overlaps(span.start, span.end, other) for other in kept):
            kept.append(span)
    ner = [s for s in spans if s.recognizer == NER_RECOGNIZER]
    for span in sorted(ner, key=lambda s: (-(s.end - s.start), -s.score, s.start)):
        kept.extend(_outside(text, span, kept))
    return sorted(kept, key=lambda s: s.start)


def _overlaps(start: int, end: int, other: PiiSpan) -> bool:
    return start < other.end and other.start < end


def _outside(text: str, span: PiiSpan, kept: list[PiiSpan]) -> list[PiiSpan]:
    """The parts of ``span`` that no kept span covers; clipped parts must still look like a name."""
    pieces = [(span.start, span.end)]
    for other in kept:
        next_pieces = []
        for start, end in pieces:
            if not _overlaps(start, end, other):
                next_pieces.append((start, end))
                continue
            next_pieces += [p for p in ((start, other.start), (other.end, end)) if p[1] > p[0]]
        pieces = next_pieces
    if pieces == [(span.start, span.end)]:
        return [span]
    clipped = (_clip_edges(text, span.model_copy(update={"start": s, "end": e})) for s, e in pieces)
    return [piece for piece in clipped if piece is not None]


def _clip_edges(text: str, span: PiiSpan) -> PiiSpan | None:
    """A clipped NER piece trimmed of punctuation, or None if it no longer starts with a name-like word."""
    start, end = span.start, span.end
    while start < end and text[start] in _EDGE:
        start += 1
    while end > start and text[end - 1] in _EDGE:
        end -= 1
    words = text[start:end].split()
    if not words or not words[0][0].isupper() or words[0].lower() in NOT_NAMES:
        return None
    return span.model_copy(update={"start": start, "end": end})
