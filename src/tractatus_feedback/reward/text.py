"""Text primitives shared by the reward components: words, sentences, stems, n-grams.

Deliberately crude and dependency-free: the reward must be pure, fast (it runs once per draft in every
rollout) and identical on every machine, so no tokenizer models and no language data files.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = [
    "STOPWORDS",
    "clamp",
    "words",
    "word_spans",
    "marked_runs",
    "sentences",
    "normalize",
    "phrase_text",
    "stem",
    "carries_meaning",
    "content_stems",
    "ngrams",
]

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")

STOPWORDS: frozenset[str] = frozenset(
    """a about above after again against all am an and any are as at be because been before being below
    between both but by can cannot could did do does doing down during each few for from further had has
    have having he her here hers him his how i if in into is it its itself just me more most my no nor not
    now of off on once only or other our ours out over own same she should so some such than that the
    their them then there these they this those through to too under until up very was we were what when
    where which while who whom why will with would you your yours i'm we're you're it's don't can't won't
    isn't aren't we've i've also get got let us thanks thank hi hello dear please""".split()
)


def clamp(value: float, low: float = 0.0, high: float = 1.0) -> float:
    """Bound a score; every component and the total live in [0, 1]."""
    return max(low, min(high, value))


def _fold(text: str) -> str:
    """Lower-case with straight apostrophes; the same length as ``text``, so offsets carry over."""
    return text.lower().replace("\u2019", "'").replace("\u2018", "'")


def normalize(text: str) -> str:
    """Lower-case with straight apostrophes and single spaces, so phrase patterns match one spelling."""
    return re.sub(r"\s+", " ", _fold(text)).strip()


def phrase_text(text: str) -> str:
    """A copy of ``text`` for the components' phrase patterns, whose offsets are the text's own.

    Lower-case, straight apostrophes, each whitespace character one space. Runs of spaces are not
    merged (that would move the offsets), so a phrase broken by a line break is not found here where
    :func:`normalize` would find it: the spans that training credits are the ones it can point to.
    """
    return re.sub(r"\s", " ", _fold(text))


def words(text: str) -> list[str]:
    """The lower-cased word tokens of ``text`` (letters, digits and inner apostrophes)."""
    return _WORD.findall(normalize(text))


def word_spans(text: str) -> list[tuple[str, int, int]]:
    """Each word of :func:`words` with its character offsets in ``text`` itself (not the normalized copy)."""
    return [(match.group(), match.start(), match.end()) for match in _WORD.finditer(_fold(text))]


def marked_runs(spans: Sequence[tuple[str, int, int]], marked: Sequence[bool]) -> list[tuple[int, int]]:
    """The character spans of the marked words of :func:`word_spans`, consecutive marked words as one.

    Training points at whole places (a loop, a copied sentence), not at each word inside them.
    """
    runs: list[tuple[int, int]] = []
    for index, is_marked in enumerate(marked):
        if not is_marked:
            continue
        _, start, end = spans[index]
        if runs and index > 0 and marked[index - 1]:
            runs[-1] = (runs[-1][0], end)
        else:
            runs.append((start, end))
    return runs


def sentences(text: str) -> list[str]:
    """Non-empty sentences, split at terminal punctuation and line breaks."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


_SUFFIXES: tuple[tuple[str, str], ...] = (
    ("ational", "ate"),
    ("ations", "ate"),
    ("ation", "ate"),
    ("ingly", ""),
    ("ings", ""),
    ("ing", ""),
    ("edly", ""),
    ("ied", "y"),
    ("ies", "y"),
    ("ed", ""),
    ("ments", ""),
    ("ment", ""),
    ("ness", ""),
    ("ly", ""),
    ("es", ""),
    ("s", ""),
    ("e", ""),
)


def stem(word: str) -> str:
    """Strip one common English suffix so that 'links', 'linked' and 'linking' meet at 'link'.

    A light stemmer is enough here: it only has to make a reply's words meet the key points' words,
    and both go through the same function.
    """
    word = word.lower().split("'")[0]
    word = re.sub(r"(?<=..)is(e|es|ed|ing)$", r"iz\1", word)  # British and American spellings meet
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + replacement
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # 'stopped' -> 'stopp' -> 'stop'
    return word


def carries_meaning(word: str) -> bool:
    """A lower-cased word that is neither a stopword nor one or two letters long."""
    return word not in STOPWORDS and len(word) > 2


def content_stems(text: str) -> set[str]:
    """Stems of the words that carry meaning (:func:`carries_meaning`)."""
    return {stem(w) for w in words(text) if carries_meaning(w)}


def ngrams(tokens: Sequence[str], n: int) -> list[tuple[str, ...]]:
    """All contiguous ``n``-grams of ``tokens``, in order (empty when there are fewer than ``n``)."""
    return [tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)]
