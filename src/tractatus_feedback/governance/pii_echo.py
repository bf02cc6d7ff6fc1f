"""The outbound rule ``outbound.pii_echo``: a draft must not repeat personal data.

A draft that contains a redaction placeholder (the model copied ``<PERSON_1>`` from its prompt, or
rewrote it as ``[PERSON_1]``, ``{PERSON_1}`` or ``(PERSON_1)``) or any PII the detector finds in
it would, once sent, echo personal data back, expose someone else's, or show the visitor our redaction.
The evidence is taken from the redacted draft, so the hit itself holds no PII.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.redaction import PLACEHOLDER
from tractatus_feedback.governance.types import Decision, PiiSpan, RuleHit

__all__ = ["RULE_ID", "echoed_offsets", "pii_echo_hit"]

RULE_ID = "outbound.pii_echo"
_CONTEXT_CHARS = 40
#: A placeholder in any bracket: the model paraphrases ``<PERSON_1>`` as ``[PERSON_1]``. A bare
#: ``COVID_19`` is left alone.
_REWRITTEN_PLACEHOLDER = re.compile(r"[\[{(<]([A-Z]+(?:_[A-Z]+)*)_\d+[\]})>]")


def echoed_offsets(draft: str, spans: list[PiiSpan]) -> list[tuple[int, int]]:
    """Where in ``draft`` the repeated personal data sits: what :func:`pii_echo_hit` fires on (detected
    spans and placeholders, ``<EMAIL_1>`` included), in order.

    Offsets only, never the text: training uses them to blame the tokens that broke the rule rather
    than the whole draft (README, training).
    """
    offsets = {(span.start, span.end) for span in spans}
    offsets |= {match.span() for match in _REWRITTEN_PLACEHOLDER.finditer(draft)}
    return sorted(offsets)


def pii_echo_hit(draft: str, spans: list[PiiSpan], redacted_draft: str) -> RuleHit | None:
    """The violation if ``draft`` holds a placeholder or a detected PII span, else None."""
    placeholders = sorted({m.group(1) for m in _REWRITTEN_PLACEHOLDER.finditer(draft)})
    detected = sorted({span.type for span in spans})
    if not placeholders and not detected:
        return None
    first = PLACEHOLDER.search(redacted_draft) or _REWRITTEN_PLACEHOLDER.search(redacted_draft)
    assert first is not None  # every placeholder and every span shows as one in the redacted draft
    start, end = max(0, first.start() - _CONTEXT_CHARS), min(len(redacted_draft), first.end() + _CONTEXT_CHARS)
    parts = [f"placeholders {', '.join(placeholders)}"] if placeholders else []
    parts += [f"detected {', '.join(detected)}"] if detected else []
    return RuleHit(
        rule_id=RULE_ID,
        decision=Decision.BLOCK,
        evidence=redacted_draft[start:end].strip(),
        detail="draft repeats personal data: " + "; ".join(parts),
    )
