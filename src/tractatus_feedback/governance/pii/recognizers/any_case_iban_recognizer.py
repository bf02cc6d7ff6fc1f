"""Finds IBANs in lower or mixed case, grouped with spaces, dashes or dots: "gb82 west 1234 5698 7654 32".

Presidio's IBAN recognizer reads capitals with spaces or dashes only, as banks print them; typed
into a feedback form the same number comes in lower case, dotted or slashed ("AT61/19043/00234/573201"),
or wrapped onto a second line.
Dictated, its digit groups may have words between them ("GB82 WEST 1234 and the rest is 5698 7654
32", "GB82 WEST, then 1234 5698 7654 32"); the words are masked with the number. Typed by hand, the
groups come out uneven ("nl91abna 0417 1643 00"); then the longest run of groups that holds a valid
IBAN is taken, even with the check digits set apart from a capital country code ("PL 61 10901014 ...").
The ISO 13616 check digits (mod 97) still have to hold, read without the words, so only a
real account number is taken.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from presidio_analyzer.predefined_recognizers.generic.iban_patterns import regex_per_country

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern
from tractatus_feedback.governance.pii.recognizers.card_number_recognizer import WORDS_BETWEEN

__all__ = ["AnyCaseIbanRecognizer", "iban_valid"]

# Between groups: the separator the IBAN started with, or a line break where it wrapped.
_NEXT = r"(?:(?P=sep)?[ \t]*\r?\n[ \t]*|(?P=sep))"
_IBAN = re.compile(
    rf"(?<![\w.\-])(?P<pii>[A-Za-z]{{2}}\d{{2}}(?P<sep>[ .\-]?)[A-Za-z0-9]{{4}}(?:{_NEXT}[A-Za-z0-9]{{4}}){{1,6}}"
    rf"(?:{_NEXT}[A-Za-z0-9]{{1,3}})?)(?![\w]|[.\-][A-Za-z0-9])"
)
# "GB82 WEST 1234 and the rest is 5698 7654 32": the digit groups of the account number after some words.
_WORD_SPLIT = re.compile(
    r"(?<![\w.\-])(?P<pii>[A-Za-z]{2}\d{2}(?P<sep>[ .\-]?)[A-Za-z0-9]{4}(?:(?P=sep)[A-Za-z0-9]{4}){0,5}"
    rf"(?:{WORDS_BETWEEN}\d{{1,4}}(?:[ .\-]\d{{1,4}}){{0,5}}){{1,2}})(?![\w]|[.\-][A-Za-z0-9])"
)
# Groups of any length with any one-character separators; the valid prefix is found in ``analyze``.
# The check digits may stand apart from the country code too ("PL 61 10901014 0000071219812874").
# Slashes too: "AT61/19043/00234/573201" is typed the way a bank code and account number are written apart.
_UNEVEN = re.compile(r"(?<![\w.\-/])[A-Za-z]{2}[ .\-/]?\d{2}(?:[ .\-/]?[A-Za-z0-9]+){1,10}")
#: Countries that issue IBANs; a code set apart from its check digits must be one ("PL 61", not "IN 20").
_IBAN_COUNTRIES = frozenset(regex_per_country)
_CHUNK_END = re.compile(r"[A-Za-z0-9](?=[ .\-/]|$)")
_SEPARATORS = re.compile(r"[\s.\-/]")
_WORDS_BEFORE_DIGITS = re.compile(rf"{WORDS_BETWEEN}(?=\d)")


def iban_valid(value: str) -> bool:
    """Whether ``value`` (separators allowed) carries correct IBAN check digits."""
    compact = _SEPARATORS.sub("", value).upper()
    if not (15 <= len(compact) <= 34 and compact.isascii() and compact.isalnum()):
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(ch, 36)) for ch in rearranged)) % 97 == 1


class AnyCaseIbanRecognizer(ContextRegexRecognizer):
    """IBAN_CODE in any letter case and with any one separator between groups, check digits verified."""

    ENTITY = "IBAN_CODE"
    TRIGGER = re.compile(r"[A-Za-z]{2}[ .\-/]?\d{2}[ .\-/]?[A-Za-z0-9]{4}")
    PATTERNS = (RegexPattern("any-case iban", _IBAN, 0.8), RegexPattern("iban split by words", _WORD_SPLIT, 0.75))

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        return iban_valid(value) or any(iban_valid(reading) for reading in _without_words(value))

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = super().analyze(text, entities, nlp_artifacts)
        if self.ENTITY not in entities or not self.TRIGGER.search(text):
            return results
        for match in _UNEVEN.finditer(text):
            if any(r.start < match.end() and match.start() < r.end for r in results):
                continue
            value = match.group()
            if not value[2].isdigit() and value[:2] not in _IBAN_COUNTRIES:
                continue
            # the longest prefix ending at a group's end that holds a valid IBAN ("... 00" of "... 00 t.n.v.")
            for end in sorted((m.end() for m in _CHUNK_END.finditer(value)), reverse=True):
                if iban_valid(value[:end]):
                    results.append(self.result(match.start(), match.start() + end, 0.75))
                    break
        return results


def _without_words(value: str) -> list[str]:
    """``value`` with the words between its digit groups taken out, once for each place the words may
    begin: "WEST" in "GB82 WEST 1234 and then 5698" is a group, though it looks like one more word, and
    in "GB82 WEST, then 1234" the words begin only at the comma."""
    readings = []
    for start in range(4, len(value)):
        if value[start] in " \t,;:–—-" and _WORDS_BEFORE_DIGITS.match(value, start):
            readings.append(value[:start] + _WORDS_BEFORE_DIGITS.sub(" ", value[start:]))
    return readings
