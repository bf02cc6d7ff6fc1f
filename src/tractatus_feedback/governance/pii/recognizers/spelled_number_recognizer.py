"""Finds phone numbers spelled out or spaced digit by digit: "oh seven seven, double nine...", "0 7 7 0 0".

A person who writes their number in words ("five five five, two one three, ...") is hiding it from
machines, not from us; the regex phone recognizer sees no digits there. A run of tokens standing for
at least seven digits is a phone number: no ordinary sentence counts "one two three four five six
seven" in a feedback form. A token is a digit word or "oh", a digit, "double"/"triple" and a digit,
a pair said as a number ("twelve", "thirty-four", "nine hundred"), or digit words run together
("fivethreezero"), or a group of digits among the words ("four one five 555 0134", "07700 nine zero zero"); the run may
start with "plus" or "+" and its tokens may be joined by spaces, commas, dashes of any width, dots,
slashes, bullets, underscores, bars or parentheses, or by the words "dash", "hyphen" and "then" ("five five five dash oh one...", "555 then 0, one,
eight, nine"). Digit words may be Spanish, French, German, Italian, Portuguese, Polish or Dutch as well
("cero seis", "zéro six", "null eins", "tre tre", "nove um", "siedem zero", "zes nul"), or Turkish or
Scandinavian ("sıfır yedi", "noll sju", "seks otte"), with French and
Polish pairs and hundreds ("douze, soixante-dix-huit", "czterdzieści cztery, dziewięćset"): a visitor
dictates a number in the language they count in.

A number written in digits with only one digit spelled ("0131 496 0 seven 32") is no tally either
when it reads as a whole phone number: ten to thirteen digits that start with a trunk "0" or "+", or
that follow a word for a phone ("tel", "mobile", "call").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["SpelledNumberRecognizer", "digit_count"]

_UNIT = r"(?:one|two|three|four|five|six|seven|eight|nine)"
# Digit words of the languages visitors most often count in besides English (es, fr, de, it, pt, pl, nl,
# tr, sv, da, no); words that are common words elsewhere ("en", "to", "fire", "ni") are left out.
_FOREIGN = (
    r"(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|z[ée]ro|un|deux|trois|quatre|cinq|sept|huit|neuf|"
    r"null|eins|zwei|drei|vier|f(?:ü|ue)nf|sechs|sieben|acht|neun|due|tre|quattro|cinque|sei|sette|otto|nove|"
    r"um|dois|tr[êe]s|quatro|sete|oito|"
    r"jeden|jedna|dwa|dwie|trzy|cztery|pi[ęe][cć]|sze[sś][cć]|siedem|osiem|dziewi[ęe][cć]|"
    r"nul|een|twee|drie|vijf|zes|zeven|negen|"
    r"s[ıi]f[ıi]r|bir|iki|[üu][çc]|d[öo]rt|be[şs]|alt[ıi]|yedi|sekiz|dokuz|"
    r"noll|ett|tv[åa]|fyra|fem|sex|sju|[åa]tta|nio|seks|syv|otte|[åa]tte)"
)
# Polish reads a number in pairs and hundreds ("czterdzieści cztery", "dziewięćset").
_PL_TEENS = (
    r"(?:dziesi[ęe][cć]|jedena[sś]cie|dwana[sś]cie|trzyna[sś]cie|czterna[sś]cie|pi[ęe]tna[sś]cie|szesna[sś]cie|"
    r"siedemna[sś]cie|osiemna[sś]cie|dziewi[ęe]tna[sś]cie)"
)
_PL_TENS = (
    r"(?:dwadzie[sś]cia|trzydzie[sś]ci|czterdzie[sś]ci|pi[ęe][cć]dziesi[ąa]t|sze[sś][cć]dziesi[ąa]t|siedemdziesi[ąa]t|"
    r"osiemdziesi[ąa]t|dziewi[ęe][cć]dziesi[ąa]t)"
)
_PL_HUNDREDS = r"(?:sto|dwie[sś]cie|trzysta|czterysta|pi[ęe][cć]set|sze[sś][cć]set|siedemset|osiemset|dziewi[ęe][cć]set)"
_WORD = rf"(?:zero|oh|{_UNIT}|{_FOREIGN})"
_DIGIT = rf"(?:{_WORD}|\d)"
_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_TEENS = r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
# French reads a number in pairs ("zéro six, douze, soixante-dix-huit"): its two-digit words.
_FR_TEENS = r"(?:dix-sept|dix-huit|dix-neuf|dix|onze|douze|treize|quatorze|quinze|seize)"
_FR_TENS = r"(?:vingt|trente|quarante|cinquante|soixante|quatre-vingts?)"
_FR_PAIR = rf"(?:{_FR_TENS}(?:[- ](?:et[- ])?(?:{_FR_TEENS}|un|deux|trois|quatre|cinq|six|sept|huit|neuf))?|{_FR_TEENS})"
# A digit and "hundred", maybe with the rest of the three digits ("nine hundred and twelve"), or a Polish hundred.
_HUNDRED = rf"(?:{_DIGIT}[ -]hundred(?:(?: and)?[ -](?:{_TEENS}|{_TENS}(?:[- ]?{_UNIT})?|{_UNIT}))?|{_PL_HUNDREDS})"
# Two digits said as a number ("thirty-four", "twelve", "douze"), or three with "hundred".
_PL_PAIR = rf"(?:{_PL_TENS}(?:[- ]{_WORD})?|{_PL_TEENS})"
_PAIR = rf"(?:{_TENS}(?:[- ]?{_UNIT})?|{_TEENS}|{_FR_PAIR}|{_PL_PAIR}|{_HUNDRED})"
_TOKEN = rf"(?:(?:double|triple)[ -]?{_DIGIT}|{_PAIR}|{_WORD}{{2,4}}|\d{{1,5}}|{_WORD})"
# Never empty: tokens joined by nothing would let a long failed run backtrack through every split.
_SEP = r"(?:\s*[,\-\u2010-\u2015\u2212/.()·•_|]\s*|\s+(?:dash|hyphen|then)\s+|\s+)"
_RUN = re.compile(rf"(?i)(?<![\w])(?P<pii>(?:(?:plus|\+)\s*)?\(?{_TOKEN}(?:{_SEP}{_TOKEN}){{2,18}})(?![\w])")
# What each part of a run is worth in digits; a digit group counts digit by digit.
_COUNTED = re.compile(
    rf"(?i)(?P<mult>double|triple)[ -]?{_DIGIT}|(?P<hundred>{_HUNDRED})"
    rf"|(?P<pair>{_TENS}(?:[- ]?{_UNIT})?|{_TEENS}|{_FR_PAIR}|{_PL_PAIR})|{_WORD}|\d"
)
_SPELLED = re.compile(
    rf"(?i)(?:{_WORD}|{_TENS}|{_TEENS}|{_FR_TENS}|{_FR_TEENS}|{_PL_TENS}|{_PL_TEENS}|{_PL_HUNDREDS}|double|triple|hundred)+"
)
_GROUP = re.compile(r"\d{2,5}")
_WORDS = re.compile(r"\w+")
_MIN_DIGITS = 7
_PHONE_START = re.compile(r"(?i)\(?(?:\+|plus\b|0|zero\b|oh\b)")
_PHONE_CUE = re.compile(r"(?i)\b(?:tel|telephone|phone|mobile|cell|landline|whatsapp|call|ring|text|number)\b\W{0,3}(?:\w+\W+){0,2}$")


def digit_count(value: str) -> int:
    """How many digits a spelled or spaced number stands for ("double five" is two, "twelve" two)."""
    count = 0
    for match in _COUNTED.finditer(value):
        if match.group("mult"):
            count += 2 if match.group("mult").lower() == "double" else 3
        elif match.group("hundred"):
            count += 3
        elif match.group("pair"):
            count += 2
        else:
            count += 1
    return count


class SpelledNumberRecognizer(ContextRegexRecognizer):
    """PHONE_NUMBER spelled in words or spaced out one digit at a time."""

    ENTITY = "PHONE_NUMBER"
    TRIGGER = re.compile(rf"(?i)\b(?:{_WORD}|{_TENS}|{_TEENS}|{_PL_TENS}|{_PL_HUNDREDS}|\d\b)")
    PATTERNS = (RegexPattern("spelled-out number", _RUN, 0.75),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        # Plain digit groups ("2021 2022") are the regex phone recognizer's job; here a run must be
        # spaced (single digits only) or spelled: a digit word, or two in a row if it also holds digit
        # groups, so a tally ("one 100, two 200, three 300") is not read as a number.
        tokens = _WORDS.findall(value)
        spelled = [bool(_SPELLED.fullmatch(t)) for t in tokens]
        if any(_GROUP.fullmatch(t) for t in tokens):
            ok = any(a and b for a, b in zip(spelled, spelled[1:]))
            # Digits with a digit word among them ("0131 496 0 seven 32"): a whole phone number.
            # After a word for a phone ("phone 555 0 one 9 8") any seven to fifteen digits will do.
            if not ok and any(spelled):
                count = digit_count(value)
                cued = bool(_PHONE_CUE.search(text[max(0, start - 40) : start]))
                ok = (10 <= count <= 13 and bool(_PHONE_START.match(value))) or (7 <= count <= 15 and cued)
        else:
            ok = any(spelled) or all(len(t) == 1 or t.lower() == "plus" for t in tokens)
        return ok and digit_count(value) >= _MIN_DIGITS
