"""Turn one redacted submission into the sparse features the governance classifier reads, per sentence.

Why these features: word unigrams and bigrams carry the phrasing of a question ("is it fair", "should
we", "can i sue"), and character 3- to 5-grams inside words carry what phrasing varies around (ethic-al,
-ally, moral-ity, misspellings, leetspeak the normaliser could not undo). Both are read from the same
views the boundary rules read (`normalize.plain` and `normalize.deobfuscate`), so "1s 1t f41r" is "is it
fair". Why per sentence: a values question hidden after a long bug report is one sentence among many;
scored whole, the report would dilute it, so the classifier scores each sentence and the whole text.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.rules.normalize import deobfuscate, plain

__all__ = ["segments", "features", "scored_views"]

_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n+")
_PLACEHOLDER = re.compile(r"<[a-z_]+_\d+>")  # a redaction placeholder, e.g. <person_1>, after case folding
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|\?")


def segments(text: str) -> list[str]:
    """The sentences of ``text``, without empty ones. All of them: a question hidden after a long
    preamble is the case this classifier exists for, and the cost stays linear in the text's length."""
    parts = [part.strip() for part in _SENTENCE_BREAK.split(text)]
    return [part for part in parts if part]


def _words(view: str) -> list[str]:
    return _WORD.findall(_PLACEHOLDER.sub(" piiplaceholder ", view))


def features(text: str) -> set[str]:
    """Distinct word, bigram and in-word character n-gram features of the plain and decoded views."""
    readable = plain(text).casefold()
    decoded = deobfuscate(text)
    out: set[str] = set()
    for view in (readable,) if decoded == readable else (readable, decoded):
        words = _words(view)
        out.update("w:" + w for w in words)
        out.update("b:" + a + " " + b for a, b in zip(words, words[1:]))
        for word in words:
            padded = f" {word} "
            for n in (3, 4, 5):
                out.update("c:" + padded[i : i + n] for i in range(len(padded) - n + 1))
    return out


def scored_views(text: str) -> list[tuple[str, set[str]]]:
    """What a submission is scored on, with the features of each: every sentence, and the whole text when it
    has more than one. Calibration and production both take a label's highest probability over these."""
    parts = segments(text)
    views = [(part, features(part)) for part in parts]
    if len(parts) > 1:
        views.append((text, set().union(*(feats for _, feats in views))))
    return views
