"""Reads a detected name on over the parts of a surname that the recognizer stopped short of.

A double-barrelled surname is one name however it is split: "papadimitriou-laskari", "ommeren-tuinstra",
"Smith-Jones" in any script. A recognizer (or spaCy) that knows only the first half leaves the second
in clear, so a PERSON span that ends where a hyphen joins another word is read on over that word. A
span that ends on a surname particle ("j. van", "Maria de", "Omar al") has stopped before the surname
itself: the particle is never the last word of a name, so the next word (and its own hyphenated parts)
joins it. Only spans already taken for names are extended; nothing new is found here, so ordinary text
without a detected name is untouched.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.lexicon.names import PARTICLES
from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import NOT_NAMES
from tractatus_feedback.governance.types import PiiSpan

__all__ = ["name_tails"]

# "-laskari", "-van der Berg" is left to the gazetteer; here one hyphenated word of letters (any script).
_HYPHEN_TAIL = re.compile(r"(?:[-‐‑][^\W\d_]{2,})+")
# After a particle: one word of letters, itself maybe hyphenated ("van ommeren-tuinstra").
_PARTICLE_TAIL = re.compile(r"\s+[^\W\d_]{2,}(?:[-‐‑][^\W\d_]{2,})*")
_LAST_WORD = re.compile(r"([^\W\d_]+)\W*$")


def name_tails(text: str, spans: list[PiiSpan]) -> list[PiiSpan]:
    """PERSON spans read on over a hyphenated second surname or the surname after a final particle."""
    tails: list[PiiSpan] = []
    for span in spans:
        if span.type != "PERSON":
            continue
        end = span.end
        last = _LAST_WORD.search(text[span.start : end])
        if last and last.group(1).lower() in PARTICLES and text[end : end + 1].isspace():
            after = _PARTICLE_TAIL.match(text, end)
            if after and after.group().split("-")[0].strip().lower() not in NOT_NAMES:
                end = after.end()
        hyphen = _HYPHEN_TAIL.match(text, end)
        if hyphen:
            end = hyphen.end()
        if end > span.end:
            tails.append(span.model_copy(update={"end": end, "recognizer": "name tail", "score": span.score}))
    return tails
