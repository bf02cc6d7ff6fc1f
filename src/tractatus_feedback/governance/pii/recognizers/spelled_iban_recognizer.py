"""Finds IBANs with some digits spelled out: "GB11 XQBK three four four six ...", "D E three nine 3730 ...".

Writing part of an IBAN in words breaks every IBAN pattern, and the spelled digits alone are then
taken for a phone number, leaving the country code and bank code in plain sight. Here a country code
(its letters maybe spaced apart) is looked for in a run of digit words, digit groups and capital
groups; the run is read as digits and cut down to the longest stretch, from a country code, that has
the country's IBAN shape and passes the mod-97 check. The check and the shape together reject nearly
every run that is not an IBAN, so no context words are needed.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from presidio_analyzer.predefined_recognizers.generic.iban_patterns import regex_per_country

from tractatus_feedback.governance.pii.recognizers.any_case_iban_recognizer import iban_valid
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["SpelledIbanRecognizer"]

_DIGIT_WORDS = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4",
    "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
_WORD = rf"(?i:{'|'.join(_DIGIT_WORDS)})"
_TOKEN = rf"(?:{_WORD}|[A-Z0-9]{{1,12}})(?![\w])"
_SEP = r"(?:,?\s|-)"
_RUN = re.compile(rf"(?<![\w])(?P<pii>[A-Z] ?[A-Z] ?{_TOKEN}(?:{_SEP}{_TOKEN}){{3,40}})")
_TOKENS = re.compile(rf"{_WORD}(?![\w])|[A-Z0-9]+")
_SHAPES = {country: re.compile(shape) for country, shape in regex_per_country.items()}


def _iban_span(run: str) -> tuple[int, int] | None:
    """Where in ``run`` the longest IBAN lies, starting at its earliest token that can start one, if any.

    The run may start before the country code ("IBAN DE89 ...", "PAYMENT GB11 ..."), since a capital
    word is a token too, and it usually runs on past the IBAN ("... eight one two six. I").
    """
    tokens = list(_TOKENS.finditer(run))
    readings = [_DIGIT_WORDS.get(t.group().lower(), t.group()) for t in tokens]
    for first in range(len(tokens)):
        for last in range(len(tokens), first, -1):
            compact = "".join(readings[first:last])
            shape = _SHAPES.get(compact[:2])
            if shape is not None and shape.fullmatch(compact) and iban_valid(compact):
                return tokens[first].start(), tokens[last - 1].end()
    return None


class SpelledIbanRecognizer(ContextRegexRecognizer):
    """IBAN_CODE with digits written as words among the digit groups, shape and check digits verified."""

    ENTITY = "IBAN_CODE"
    TRIGGER = re.compile(rf"[A-Z] ?[A-Z] ?(?:\d|{_WORD}\b)")
    PATTERNS = (RegexPattern("spelled iban", _RUN, 0.8),)

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        # Each run is cut down to the IBAN inside it before it is reported, which the base class's
        # one-span-per-match loop cannot do.
        results = []
        for result in super().analyze(text, entities, nlp_artifacts):
            span = _iban_span(text[result.start : result.end])
            if span is not None:
                result.start, result.end = result.start + span[0], result.start + span[1]
                results.append(result)
        return results
