"""spaCy's PERSON/LOCATION detections without the ones that cannot be a name or a place.

The small NER model labels odd tokens as names: a base64 blob ("Zm9yZ2V0IGFsbCBw..."), letters
spelled out with dots ("k.y.s", "i.n.s.t.r.u.c.t.i.o.n.s") or spaces ("g o", "l l"). Masking those hides nothing personal and
blinds the boundary rules, which read the redacted text: a base64-encoded prompt injection would
become "<PERSON_1>" and slip through. Such values are dropped; real names are left to spaCy.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from tractatus_feedback.governance.pii.overlap import NER_RECOGNIZER

__all__ = ["NerNameRecognizer", "implausible_name"]

# One long token mixing letters with digits or +/=, or with capitals inside it: an encoded payload.
_ENCODED = re.compile(r"(?=\S*(?:\d|[+/=]|[a-z][A-Z]\S*[a-z][A-Z]))[A-Za-z0-9+/=]{16,}")
# Lower-case letters separated by dots ("k.y.s"): no name is written that way.
_DOTTED = re.compile(r"[a-z](?:\.[a-z])+\.?")


def _single_letters(tokens: list[str]) -> int:
    return sum(len(t) == 1 and t.islower() for t in tokens)


def implausible_name(value: str) -> bool:
    """Whether a PERSON/LOCATION value is an encoded blob, holds dotted lower-case letters, or holds
    two or more single lower-case letters ("g o", "lol g o" from spaced-out words)."""
    value = value.strip(" \"'.,;:()")
    tokens = value.split()
    return bool(
        _ENCODED.fullmatch(value)
        or any(_DOTTED.fullmatch(t) for t in tokens)
        or (tokens and _single_letters(tokens) >= min(2, len(tokens)))
    )


class NerNameRecognizer(SpacyRecognizer):
    """Presidio's spaCy recognizer, minus values that are encoded blobs or spelled-out letters.

    It keeps the name ``SpacyRecognizer``: overlap resolution tells NER spans apart by that name.
    """

    def __init__(self, *, supported_entities: list[str]) -> None:
        super().__init__(supported_entities=supported_entities, name=NER_RECOGNIZER)

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = super().analyze(text, entities, nlp_artifacts)
        return [r for r in results if not implausible_name(text[r.start : r.end])]
