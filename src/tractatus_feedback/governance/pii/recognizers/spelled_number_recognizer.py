"""Finds phone numbers spelled out or spaced digit by digit: "oh seven seven, double nine...", "0 7 7 0 0".

A person who writes their number in words ("five five five, two one three, ...") is hiding it from
machines, not from us; the regex phone recognizer sees no digits there. A run of tokens standing for
at least seven digits is a phone number: no ordinary sentence counts "one two three four five six
seven" in a feedback form. A token is a digit word or "oh", a digit, "double"/"triple" and a digit,
a pair said as a number ("twelve", "thirty-four", "nine hundred"), or digit words run together
("fivethreezero"), or a group of digits among the words ("four one five 555 0134", "07700 nine zero zero"); the run may
start with "plus" or "+" (or "più", "más", "mais", "artı", "плюс", "συν") and its tokens may be joined by spaces, commas, dashes of any width, dots,
slashes, bullets, underscores, bars or parentheses, or by the words "dash", "hyphen" and "then" ("five five five dash oh one...", "555 then 0, one,
eight, nine"). Digit words may be Spanish, French, German, Italian, Portuguese, Polish or Dutch as well
("cero seis", "zéro six", "null eins", "tre tre", "nove um", "siedem zero", "zes nul"), or Turkish or
Scandinavian ("sıfır yedi", "noll sju", "seks otte"), with French and
Polish pairs and hundreds ("douze, soixante-dix-huit", "czterdzieści cztery, dziewięćset"): a visitor
dictates a number in the language they count in. Twenty-odd more languages and scripts come from a table
(:mod:`..lexicon.number_words`: Czech, Hungarian, Finnish, Romanian, Indonesian, Swahili, Vietnamese,
Russian, Greek, Arabic, Persian, Hebrew, Hindi, Bengali...), their groups may be split by Arabic or
ideographic commas, and Han or Korean numerals glued without spaces ("一三八一二三四五六七八") count as a run
of their own. An area code given in an aside after the number ("(area code two-oh-two)", ", Vorwahl 030")
belongs to it.

A number written in digits with only one digit spelled ("0131 496 0 seven 32") is no tally either
when it reads as a whole phone number: ten to thirteen digits that start with a trunk "0" or "+" (or a
word for zero in any language: "zéro 1 - 99 - 00 - 48 - 13"), or that follow a word for a phone in any
language ("tel", "mobile", "call", "joindre", "volat", "номер", "رقم").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.lexicon.number_words import GLUED_DIGITS, ZERO_WORDS, digit_words_pattern
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
# Digit words of twenty-odd more languages and scripts (Czech, Hungarian, Finnish, Russian, Greek, Arabic,
# Hindi...; see :mod:`..lexicon.number_words`), each a token of its own; Han and Korean numerals run glued.
_MORE = rf"(?:{digit_words_pattern()})"
_GLUED = rf"[{GLUED_DIGITS}]{{1,16}}"
_DIGIT = rf"(?:{_WORD}|\d)"
_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_TEENS = r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
# French reads a number in pairs ("zéro six, douze, soixante-dix-huit"): its two-digit words.
_FR_TEENS = r"(?:dix-sept|dix-huit|dix-neuf|dix|onze|douze|treize|quatorze|quinze|seize)"
_FR_TENS = r"(?:vingt|trente|quarante|cinquante|soixante|quatre-vingts?)"
_FR_PAIR = rf"(?:{_FR_TENS}(?:[- ](?:et[- ])?(?:{_FR_TEENS}|un|deux|trois|quatre|cinq|six|sept|huit|neuf))?|{_FR_TEENS})"
# Italian, Spanish, Portuguese, German and Turkish read a number in pairs too ("quarantaquattro", "cuarenta y
# cuatro", "vinte e dois", "vierundvierzig", "doksan"): their tens, alone or with the unit glued on or joined by "and".
_IT_UNITS = r"(?:due|tr[eé]|quattro|cinque|sei|sette|nove)"
_EUROPEAN_PAIR = (
    rf"(?:vent(?:uno|otto|i{_IT_UNITS}?)|(?:trent|quarant|cinquant|sessant|settant|ottant|novant)(?:uno|otto|a{_IT_UNITS}?)"
    r"|veinti(?:uno|d[óo]s|tr[ée]s|cuatro|cinco|s[ée]is|siete|ocho|nueve)|veinte"
    r"|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:\s+y\s+(?:uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?"
    r"|(?:vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa)(?:\s+e\s+(?:um|dois|tr[êe]s|quatro|cinco|seis|sete|oito|nove))?"
    r"|(?:(?:ein|zwei|drei|vier|f(?:ü|ue)nf|sechs|sieben|acht|neun)und)?(?:zwanzig|drei(?:ß|ss)ig|vierzig|f(?:ü|ue)nfzig|sechzig|siebzig|achtzig|neunzig)"
    r"|yirmi|otuz|k[ıi]rk|elli|altm[ıi][şs]|yetmi[şs]|seksen|doksan)"
)
# A digit and "hundred", maybe with the rest of the three digits ("nine hundred and twelve"), or a Polish hundred.
_HUNDRED = rf"(?:{_DIGIT}[ -]hundred(?:(?: and)?[ -](?:{_TEENS}|{_TENS}(?:[- ]?{_UNIT})?|{_UNIT}))?|{_PL_HUNDREDS})"
# Two digits said as a number ("thirty-four", "twelve", "douze"), or three with "hundred".
_PL_PAIR = rf"(?:{_PL_TENS}(?:[- ]{_WORD})?|{_PL_TEENS})"
_PAIR = rf"(?:{_EUROPEAN_PAIR}|{_TENS}(?:[- ]?{_UNIT})?|{_TEENS}|{_FR_PAIR}|{_PL_PAIR}|{_HUNDRED})"
_TOKEN = rf"(?:(?:double|triple)[ -]?{_DIGIT}|{_PAIR}|{_WORD}{{2,4}}|\d{{1,5}}|{_MORE}|{_WORD}|{_GLUED})"
# Never empty: tokens joined by nothing would let a long failed run backtrack through every split.
_SEP = r"(?:\s*[,\-\u2010-\u2015\u2212/.()·•_|\u060c\u3001\uff0c]\s*|\s+(?:dash|hyphen|then)\s+|\s+)"
# The area code given in an aside after the number ("... 0 1 four 2 (area code two-oh-two)"), in words or digits.
_AREA_WORDS = (
    r"(?:area|country|city|dial(?:l?ing)?)\s+code|prefix|vorwahl|indicatif|prefijo|prefisso|c[óo]digo\s+de\s+[áa]rea|"
    r"netnummer|riktnummer|kierunkowy"
)
_AREA_ASIDE = rf"(?:\s*[,(]\s*(?:{_AREA_WORDS})\s*(?:is\s+|:\s*)?{_TOKEN}(?:{_SEP}{_TOKEN}){{0,4}}\)?)"
# "Plus" before a country code, in the languages of the digit words ("più", "más", "mais", "artı", "плюс", "συν").
_PLUS = r"(?:plus|pi[ùu]|m[áa]s|mais|art[ıi]|плюс|συν|\+)"
_RUN = re.compile(
    rf"(?i)(?<![\w])(?P<pii>(?:{_PLUS},?\s*)?\(?{_TOKEN}(?:{_SEP}{_TOKEN}){{2,18}}{_AREA_ASIDE}?)(?![\w])"
)
# Han or Korean numerals glued to the words around them ("电话一三八一二三四五六七八"): no word boundary to
# hold on to, so a run is bounded by the numerals themselves.
_GLUED_RUN = re.compile(rf"(?<![{GLUED_DIGITS}])(?P<pii>[{GLUED_DIGITS}](?:[ \-–—.,]{{0,2}}[{GLUED_DIGITS}]){{6,18}})(?![{GLUED_DIGITS}])")
# What each part of a run is worth in digits; a digit group counts digit by digit.
_COUNTED = re.compile(
    rf"(?i)(?P<mult>double|triple)[ -]?{_DIGIT}|(?P<hundred>{_HUNDRED})"
    rf"|(?P<pair>{_EUROPEAN_PAIR}|{_TENS}(?:[- ]?{_UNIT})?|{_TEENS}|{_FR_PAIR}|{_PL_PAIR})|(?<!\w){_MORE}(?!\w)|{_WORD}|[{GLUED_DIGITS}]|\d"
)
_SPELLED = re.compile(
    rf"(?i)(?:{_EUROPEAN_PAIR}|{_WORD}|{_TENS}|{_TEENS}|{_FR_TENS}|{_FR_TEENS}|{_PL_TENS}|{_PL_TEENS}|{_PL_HUNDREDS}|double|triple|hundred)+"
    rf"|{_MORE}|{_GLUED}"
)
_GROUP = re.compile(r"\d{2,5}")
_WORDS = re.compile(r"\w+")
_MIN_DIGITS = 7
_PHONE_START = re.compile(rf"(?i)\(?(?:\+|{_PLUS}(?!\w)|0|oh\b|(?:{'|'.join(ZERO_WORDS)})(?!\w))")
# Words for a phone, a number or calling in the languages of the digit words ("joindre au", "volat na",
# "número", "номер", "رقم", "फ़ोन"); a cue may be two words before the number.
_PHONE_WORDS = (
    r"tel|telephone|phone|mobile|cell|landline|whatsapp|call|ring|text|number|t[ée]l[ée]phone|t[ée]l|portable|joindre|"
    r"appel\w*|num[ée]ro|n[uú]mero|tel[ée]fono|llam\w+|m[óo]vil|celular|telefone|ligar|telefon\w*|handy|anruf\w*|"
    r"nummer|cellulare|chiam\w+|bellen|mobiel|numer|zadzwo\w*|kom[óo]rk\w*|[čc][íi]sl[oa]|volat|zavolat|mobil|puhelin|"
    r"numero|sz[áa]m|h[íi]v\w*|номер\w*|телефон\w*|звон\w+|позвон\w+|τηλ[έε]φωνο|κινητ[όο]|هاتف|رقم|جوال|טלפון|"
    r"מספר|फ़ोन|फोन|नंबर|नम्बर|電話|电话|手机|전화|번호"
)
_PHONE_CUE = re.compile(rf"(?i)(?<!\w)(?:{_PHONE_WORDS})(?!\w)\W{{0,3}}(?:\w+\W+){{0,2}}$")


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
    TRIGGER = re.compile(rf"(?i)\b(?:{_EUROPEAN_PAIR}|{_WORD}|{_TENS}|{_TEENS}|{_PL_TENS}|{_PL_HUNDREDS}|\d\b)|(?<!\w){_MORE}(?!\w)|{_GLUED}")
    PATTERNS = (RegexPattern("spelled-out number", _RUN, 0.75), RegexPattern("glued han or korean numerals", _GLUED_RUN, 0.7))

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
            ok = any(spelled) or all(len(t) == 1 or bool(re.fullmatch(_PLUS, t, re.I)) for t in tokens)
        return ok and digit_count(value) >= _MIN_DIGITS
