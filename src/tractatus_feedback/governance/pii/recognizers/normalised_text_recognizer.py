"""Runs the pattern recognizers again on the text with look-alike, invisible and spaced-out characters undone.

People hide an address or a number from filters with characters a reader sees through and a regex does
not: zero-width spaces between the letters, full-width "＠" and digits, digits of other scripts (Arabic-Indic
"٤١١١", Persian, Devanagari), keycap emoji digits, HTML
entities ("&#64;"), Cyrillic letters that look Latin, a capital O, S or B or a lower-case l among digits
("4S39 l488 O343"), en or em dashes, minus signs or middle dots between digit groups ("07700–900–482"),
or every character spaced apart, with wider gaps between groups ("G B 8 2   W E S T"). Teaching each
recognizer every trick would multiply their regexes; instead one copy of the text has the tricks undone,
the pattern recognizers run on the copy, and each span is mapped back onto the original characters it
came from. A spaced run with wider gaps between its words ("4 1 0  K i n g f i s h e r  D r i v e") is
read a second way, each wide gap kept as one space ("410 Kingfisher Drive"), because an address or a
worded email needs its word breaks while a number or an IBAN is best read with every space gone.

The copy is made only when the text holds something to undo, so ordinary feedback (accents and curly
quotes included) costs one regex search.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from presidio_analyzer import EntityRecognizer, LocalRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

__all__ = ["NormalisedText", "normalise", "NormalisedTextRecognizer"]

# Cyrillic and Greek letters drawn like Latin ones; NFKC leaves them alone.
_LOOKALIKES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "і": "i", "ј": "j", "ѕ": "s",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X",
    "ο": "o", "Ο": "O", "α": "a", "ν": "v",
})  # fmt: skip
_INVISIBLE = frozenset({"Cf", "Mn", "Me"})  # zero-width and format characters, variation selectors, keycaps
_ENTITY = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]{2,8});")
# A capital O, lower-case o, capital I, lower-case l or bar standing for 0 or 1, a capital S for 5 or a
# capital B for 8, in a run of digits.
_DIGIT_LOOKALIKE_RUN = re.compile(r"(?<![A-Za-z])[0-9OoIlSB|]*(?:\d[OoIlSB|]|[OoIlSB|]\d)[0-9OoIlSB|]*(?![A-Za-z])")
# A dash other than "-", or a middle dot or bullet, beside a digit ("07700–900–482", "312·555·0138"): what a
# keyboard or word processor turns hyphens into, or a separator picked to get past a filter.
_BREAKS = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u00b7\u2022\u2027\u2219\u22c5"
_DIGIT_DASH = re.compile(rf"(?<=[0-9A-Za-z])[{_BREAKS}](?=\d)|(?<=\d)[{_BREAKS}](?=[0-9A-Za-z])")
# How a digit look-alike or such a separator is read.
_RETYPE = str.maketrans(
    {"O": "0", "o": "0", "I": "1", "l": "1", "|": "1", "S": "5", "B": "8"} | dict.fromkeys(_BREAKS, "-")
)
# Five or more single characters with one to three spaces between each: "m a r i a @ ...", "0 7 7 0 0",
# "G B 8 2   W E S T" (a wider gap between groups).
_SPACED_RUN = re.compile(r"(?<![^\s(\[])\S(?: {1,3}\S){4,}(?![^\s,.;:!?)\]])")
# Two or more spaces inside a spaced run: where its words break.
_WIDE_GAP = re.compile(r"  +")
_MARKED = re.compile(rf"{_ENTITY.pattern}|{_DIGIT_LOOKALIKE_RUN.pattern}|{_SPACED_RUN.pattern}|{_DIGIT_DASH.pattern}")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


class NormalisedText:
    """A normalised copy of a text and, for each of its characters, the span of the original it came from."""

    def __init__(self, text: str, *, word_gaps: bool = False) -> None:
        pieces = _pieces(text, word_gaps=word_gaps)
        self.text = "".join(replacement for _, _, replacement in pieces)
        self.origin = [(start, end) for start, end, replacement in pieces for _ in replacement]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original offsets that the normalised characters ``start:end`` came from."""
        return self.origin[start][0], self.origin[end - 1][1]


@lru_cache(maxsize=4096)
def _fold(ch: str) -> str:
    """One character as a plain reader sees it: "" for an invisible one, else its NFKC form, Latinised."""
    if unicodedata.category(ch) in _INVISIBLE:
        return ""
    if not ch.isascii() and unicodedata.decimal(ch, None) is not None:
        # A digit of another script ("٤١١١", "۰۹۱۲", "४२"): NFKC only folds full-width ones.
        return str(unicodedata.decimal(ch))
    return unicodedata.normalize("NFKC", ch).translate(_LOOKALIKES)


def _pieces(text: str, *, word_gaps: bool) -> list[tuple[int, int, str]]:
    """(start, end, replacement) covering ``text`` in order, each piece one original character or entity."""
    pieces: list[tuple[int, int, str]] = []
    i = 0
    for match in _ENTITY.finditer(text):
        pieces.extend((j, j + 1, _fold(text[j])) for j in range(i, match.start()))
        pieces.append((match.start(), match.end(), "".join(_fold(ch) for ch in html.unescape(match.group()))))
        i = match.end()
    pieces.extend((j, j + 1, _fold(text[j])) for j in range(i, len(text)))
    folded = "".join(p[2] for p in pieces)
    # Spaced runs and digit look-alikes are found on the folded text, then applied piece by piece.
    drop, retyped = _positions(folded, word_gaps=word_gaps)
    out, k = [], 0
    for start, end, replacement in pieces:
        kept = []
        for ch in replacement:
            if k not in drop:
                kept.append(ch.translate(_RETYPE) if k in retyped else ch)
            k += 1
        out.append((start, end, "".join(kept)))
    return out


def _positions(folded: str, *, word_gaps: bool) -> tuple[set[int], set[int]]:
    """Offsets in the folded text of spaces to drop inside spaced runs (all, or all but the first of each
    wide gap), and of characters to retype: letters standing for digits, dashes beside digits."""
    drop = {m.start() + i for m in _SPACED_RUN.finditer(folded) for i, ch in enumerate(m.group()) if ch == " "}
    if word_gaps:
        drop -= {gap.start() for m in _SPACED_RUN.finditer(folded) for gap in _WIDE_GAP.finditer(folded, m.start(), m.end())}
    retyped = {
        m.start() + i
        for m in _DIGIT_LOOKALIKE_RUN.finditer(folded)
        for i, ch in enumerate(m.group())
        if not ch.isdigit()
    }
    retyped |= {m.start() for m in _DIGIT_DASH.finditer(folded)}
    return drop, retyped


def normalise(text: str, *, word_gaps: bool = False) -> NormalisedText | None:
    """The normalised copy of ``text``, or None when there is nothing to undo; with ``word_gaps``, the
    copy that keeps one space for each wide gap of a spaced run (None when no run has one)."""
    if word_gaps and not any(_WIDE_GAP.search(m.group()) for m in _SPACED_RUN.finditer(text)):
        return None
    if not _MARKED.search(text) and all(_fold(ch) == ch for ch in set(_NON_ASCII.findall(text))):
        return None
    copy = NormalisedText(text, word_gaps=word_gaps)
    return copy if copy.text != text else None


class NormalisedTextRecognizer(LocalRecognizer):
    """Whatever the wrapped pattern recognizers find in the normalised copy, mapped back to the original."""

    def __init__(self, recognizers: Sequence[EntityRecognizer]) -> None:
        self.recognizers = list(recognizers)
        entities = sorted({entity for r in self.recognizers for entity in r.supported_entities})
        super().__init__(supported_entities=entities, supported_language="en", name="NormalisedTextRecognizer")

    def load(self) -> None:
        """Nothing to load: the wrapped recognizers are built already."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        copies = [copy for copy in (normalise(text), normalise(text, word_gaps=True)) if copy is not None]
        results = []
        for copy in copies:
            for recognizer in self.recognizers:
                wanted = [e for e in entities if e in recognizer.supported_entities]
                if not wanted:
                    continue
                for result in recognizer.analyze(copy.text, wanted, None):
                    result.start, result.end = copy.original_span(result.start, result.end)
                    results.append(result)
        return results
