"""Finds a known name joined into a user name or a file name: "KlausDieterSchmidt_84", "CV_Fatima_AlZahra_2026.pdf".

A name written without spaces is one token to every other recognizer; spaCy never reads it as a name, and
:class:`.EmbeddedNameRecognizer` reads the parts of a file name only when the text says it holds the
writer's name. The gazetteer (:mod:`..lexicon.names`) makes the parts evidence enough on their own: a token
joined by underscores, dots or capitals inside it whose parts hold a known given name and a known surname
in a row ("maria_gonzalez_bcn", "tom.okafor", "Fatima_AlZahra", "AlZahra" being the article and a name),
none of them a common English word or a function word ("JavaScript", "first_name", "PowerPoint" are no
one's). A user name identifies its owner whole, so the whole token is masked; in a file name only the name
is, since "CV_" and "_2026.pdf" say nothing of anyone. Tokens of web or e-mail addresses are left to the
recognizers of those, and hyphenated words to the gazetteer name recognizer, which reads them in prose.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from tractatus_feedback.governance.pii.lexicon import name_lists, word_lists
from tractatus_feedback.governance.pii.lexicon.names import PARTICLES, name_key
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer

__all__ = ["JoinedNameRecognizer"]

_TOKEN = re.compile(r"(?<![\w@./\\:\-])[^\W_](?:[\w.\-]*[^\W_])?(?![\w@]|\.\w|://)")
# Joined: an underscore or a dot between letters, or a capital inside a word ("KlausDieter").
_JOINED = re.compile(r"[^\W\d_][_.][^\W\d_]|[^\W\d_]_\d|\d_[^\W\d_]|[a-zà-ÿ][A-ZÀ-Þ]")
_FILE = re.compile(
    r"\.(?i:pdf|docx?|xlsx?|csv|pptx?|txt|odt|ods|odp|rtf|jpe?g|png|gif|heic|zip|html?|md|epub|mp[34]|wav)$"
)
# A dotted token that ends like a web domain ("example.com", "mail.example.org") is an address, not a name.
_DOMAIN = re.compile(r"\.(?i:com|org|net|edu|gov|io|co|uk|de|fr|nl|es|it|eu|info|biz|example|test|ai|app|dev)$")
_LETTERS = re.compile(r"[^\W\d_]+")
_MAX_NAMES = 3


def _parts(token: str) -> list[tuple[int, int]]:
    """Spans of the letter runs of ``token``, each split where a capital follows a small letter."""
    spans: list[tuple[int, int]] = []
    for run in _LETTERS.finditer(token):
        start = run.start()
        for i in range(run.start() + 1, run.end()):
            if token[i].isupper() and token[i - 1].islower():
                spans.append((start, i))
                start = i
        spans.append((start, run.end()))
    return spans


class JoinedNameRecognizer(ContextRegexRecognizer):
    """PERSON: a known given name and surname joined into a user name (whole token) or a file name (name only)."""

    ENTITY = "PERSON"
    PATTERNS = ()
    TRIGGER = _JOINED

    def __init__(self) -> None:
        super().__init__()
        self.names = name_lists()
        self.words = word_lists()

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if self.ENTITY not in entities or not _JOINED.search(text):
            return []
        results: list[RecognizerResult] = []
        for match in _TOKEN.finditer(text):
            token = match.group()
            if not _JOINED.search(token) or (_DOMAIN.search(token) and not _FILE.search(token)):
                continue
            name = self._name_in(token)
            if name is None:
                continue
            if _FILE.search(token):
                results.append(self.result(match.start() + name[0], match.start() + name[1], 0.65))
            else:
                results.append(self.result(match.start(), match.end(), 0.65))
        return results

    def _name_in(self, token: str) -> tuple[int, int] | None:
        """The span inside ``token`` of two or three adjacent parts that make a name, or None."""
        parts = _parts(token)
        for i in range(len(parts)):
            for size in range(_MAX_NAMES, 1, -1):
                window = parts[i : i + size]
                if len(window) == size and self._adjacent(token, window) and self._is_name(token, window):
                    return window[0][0], window[-1][1]
        return None

    @staticmethod
    def _adjacent(token: str, window: list[tuple[int, int]]) -> bool:
        """Whether the parts are joined by one separator or none: a digit between them breaks the name."""
        return all(0 <= b[0] - a[1] <= 1 and not token[a[1] : b[0]].isdigit() for a, b in zip(window, window[1:]))

    def _is_name(self, token: str, window: list[tuple[int, int]]) -> bool:
        words = [token[s:e] for s, e in window]
        givens, surnames, english = [], [], 0
        for index, word in enumerate(words):
            if len(word) < 2 or self.words.is_common(word) or self.words.is_function_word(word):
                # "Al", "el" before a name make an Arabic surname ("AlZahra"); other particles end the name
                if name_key(word) in PARTICLES and index + 1 < len(words):
                    continue
                return False
            english += self.words.is_english(word)
            after_article = index > 0 and name_key(words[index - 1]) in ("al", "el")
            given = self.names.is_given(word)
            surname = self.names.is_surname(word) or (after_article and given)
            if not (given or surname):
                return False
            givens.append(index if given else None)
            surnames.append(index if surname else None)
        # Two parts run together with no separator are often a product's name ("FreiBot", "JoyRide"): then
        # neither may be an English word.
        camel_only = not re.search(r"[_.\-\d]", token)
        if english > 1 or (camel_only and len(words) == 2 and english):
            return False
        return any(g is not None and s is not None and g != s for g in givens for s in surnames)
