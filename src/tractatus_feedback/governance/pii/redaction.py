"""Replaces detected PII with typed, numbered placeholders (``<PERSON_1>``, ``<EMAIL_ADDRESS_2>``).

Numbers count per type within one submission and the same value always gets the same placeholder,
so a moderator or model can still tell "the same person twice" from "two people" without the names.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.types import PiiSpan

__all__ = ["PLACEHOLDER", "redact", "normalise_value"]

#: What a placeholder looks like; the outbound check looks for it in drafts.
PLACEHOLDER = re.compile(r"<([A-Z][A-Z_]*)_(\d+)>")


def normalise_value(value: str) -> str:
    """The form under which two mentions count as the same value: case and spacing ignored."""
    return " ".join(value.split()).casefold()


def redact(text: str, spans: list[PiiSpan]) -> str:
    """``text`` with every (non-overlapping) span replaced by its placeholder."""
    numbers: dict[tuple[str, str], int] = {}
    per_type: dict[str, int] = {}
    pieces: list[str] = []
    cursor = 0
    for span in sorted(spans, key=lambda s: s.start):
        key = (span.type, normalise_value(text[span.start : span.end]))
        if key not in numbers:
            per_type[span.type] = per_type.get(span.type, 0) + 1
            numbers[key] = per_type[span.type]
        pieces.append(text[cursor : span.start])
        pieces.append(f"<{span.type}_{numbers[key]}>")
        cursor = span.end
    pieces.append(text[cursor:])
    return "".join(pieces)
