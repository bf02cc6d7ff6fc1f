"""Finds an address by the word that announces it, in any language and any country's format.

The shape recognizers know how streets are written in some countries; the next address may be Czech
("Vymyšlená 1234/5, 110 00 Praha 1"), Spanish with an abbreviated street ("C/ de la Amapola, 7, 3º izda."),
Indian in Devanagari ("फ़्लैट 12, काल्पनिक नगर, सेक्टर 9, नई दिल्ली 110099") or anything else. What all of them
share is that the visitor says an address is coming: "address:", "Dirección:", "na adresu", "इस पते पर भेजें:",
"mailing address for the report →", or, with a postcode in what follows, "send it to", "skicka ... till",
"envoyez-le à". After such a word (and, within the same clause, a colon, an arrow or
nothing at all) the text up to the end of the sentence is taken as the address when it reads as one: it
holds a digit, it has parts (two or more between commas, slashes or dashes, or a house number and three
words), it is short, and it is not a sentence of common words ("address: I moved in 2024, please fix").

The sentence ends at a line break, a semicolon, "!" or "?", a danda or an ideographic full stop, or a full
stop after a word or a number; a full stop after an initial or an abbreviation that addresses use ("Terr.",
"izda.", "St.", "ул.") ends none, nor does one before a floor word, which makes an ordinal ("3. OG").
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from tractatus_feedback.governance.pii.lexicon import word_lists
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["CuedAddressRecognizer", "ADDRESS_WORDS"]

#: The word "address" (postal) in the languages visitors write in, with its case endings where they vary.
ADDRESS_WORDS = (
    r"address(?:es)?|addr|adresse|adressen|\w*anschrift|lieferadresse|rechnungsadresse|postadresse|direcci[óo]n|domicilio|"
    r"indirizzo|endere[çc]o|morada|adres|adresa|adresu|adrese|adresy|adresie|adress|adressen|adressi|osoite|osoitteeseen|"
    r"osoitteeni|c[íi]m(?:em|re|emre)?|adres[aă]|adresim|adresime|адрес\w*|адреса|адресу|διεύθυνση|διεύθυνσή|"
    r"عنوان|العنوان|عنواني|כתובת|पता|पते|ঠিকানা|住所|地址|주소|đ[ịi]a\s+ch[ỉi]|alamat|anwani"
)
_CUE = re.compile(
    rf"(?i)(?<!\w)(?:{ADDRESS_WORDS})(?!\w)"
    # the clause that may stand between the word and the address, closed by a colon, an arrow or a dash
    r"(?P<intro>\s*(?:[:：=→⇒]|->)|[^\n.:：!?;→\d@]{0,60}?(?:[:：=→⇒]|->|\s[-–—]\s))?\s*"
)
# Asking for something to be sent somewhere ("ship the book to", "skicka ... till", "envoyez-le à",
# "schicken Sie es an"): weaker than the word "address", so what follows must hold a postcode too.
_SEND_VERBS = (
    r"send|ship|post|mail|deliver|forward|courier|skicka|sänd|send\w*|stuur|zend|envoy\w*|exp[ée]di\w*|"
    r"envi[ae]\w*|mand[ae]\w*|invia\w*|spedi\w*|schick\w*|sende\w*|liefer\w*|wy[sś]lij\w*|po[sš]lete|zašlete|"
    r"отправ\w*|пришлите|доставьте"
)
_SEND_CUE = re.compile(
    rf"(?i)(?<!\w)(?:{_SEND_VERBS})(?!\w)"
    r"[^\n.:!?;\d@]{0,40}?(?<!\w)(?:to|at|an|à|a|al|till|naar|na|do|на|по\s+адресу)(?!\w)\s*:?\s*"
)
# A postcode: four to six digits, maybe split ("123 45", "110 00", "D-10115", "80-827"), or a UK or Canadian one.
_POSTCODE = re.compile(
    r"(?<![\w-])(?:[A-Z]{1,2}-)?(?:\d{4,6}|\d{3}\s\d{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{5}-\d{4})(?![\w-])"
    r"|(?i:\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b)"
)
# Where an address cannot run on: a line break, a clause or sentence end that is no abbreviation.
_HARD_END = re.compile(r"[\n;!?。।]|:\s")
_STOP = re.compile(r"\.(?=\s|$)")
_TOKEN_BEFORE = re.compile(r"(\w+)\W*$")
_FLOOR_AFTER = re.compile(r"\s+(?i:OG|UG|EG|DG|Stock|Etage|étage|piso|planta|floor|patro|emelet|kerros)\b")
_PARTS = re.compile(r",|\s[/–—-]\s|\s/|/\s")
_WORDS = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")
_HOUSE_FIRST = re.compile(r"^\d{1,5}[A-Za-z]?\s")
_NOT_ADDRESS = re.compile(r"@|https?:|www\.|\.(?:com|org|net)\b", re.IGNORECASE)
# Abbreviations an address is written with, whose full stop ends no sentence ("Terr.", "Avda.", "ул.", "кв.").
_ABBREVIATIONS = frozenset(
    "st str rd ave av avda avd terr ter blvd bd ln dr ct cres pl pza plz sq hwy pkwy cir ctra ca c apt apto dpto "
    "no nr int izq izda izqda dcha dcho esq dto col co mt ft n s e w ne nw se sw bldg fl flr ste bis ul al os nám "
    "ул пр пер д кв корп стр обл г пл".split()
)
_MAX_LEN = 120
_MAX_WORDS = 18


class CuedAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS after a word that announces one, in any script, up to the end of its sentence."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(rf"(?i)(?<!\w)(?:{ADDRESS_WORDS}|{_SEND_VERBS})(?!\w)")
    PATTERNS = (RegexPattern("address after its cue", _CUE, 0.7),)

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if self.ENTITY not in entities or not self.TRIGGER.search(text):
            return []
        results = []
        for cue in _CUE.finditer(text):
            start = cue.end()
            end = _sentence_end(text, start)
            while end > start and text[end - 1] in " \t,.":
                end -= 1
            value = text[start:end]
            # Straight after the word ("na adresu Vymyšlená 1234/5"), with no colon to say so, the address
            # must start like one: a number or a capital ("the address bar shows..." is no address).
            if not cue.group("intro") and value and not (value[0].isdigit() or value[0].isupper() or not value[0].isascii()):
                continue
            if _reads_as_address(value):
                results.append(self.result(start, end, 0.7))
        for cue in _SEND_CUE.finditer(text):
            start = cue.end()
            end = _sentence_end(text, start)
            while end > start and text[end - 1] in " \t,.":
                end -= 1
            value = text[start:end]
            if value and (value[0].isdigit() or value[0].isupper() or not value[0].isascii()):
                if _has_postcode_and_town(value) and len(_PARTS.split(value)) >= 2 and _reads_as_address(value):
                    results.append(self.result(start, end, 0.6))
        return results


def _sentence_end(text: str, start: int) -> int:
    """Where the sentence that begins at ``start`` ends (at most ``_MAX_LEN`` characters on)."""
    limit = min(len(text), start + _MAX_LEN + 1)
    hard = _HARD_END.search(text, start, limit)
    end = hard.start() if hard else limit
    for stop in _STOP.finditer(text, start, end):
        before = _TOKEN_BEFORE.search(text, start, stop.start())
        token = before.group(1) if before else ""
        if token.isdigit():
            if not _FLOOR_AFTER.match(text, stop.end()):
                return stop.start()
        elif len(token) > 1 and token.lower() not in _ABBREVIATIONS:
            return stop.start()
    return end


def _has_postcode_and_town(value: str) -> bool:
    """Whether a postcode stands beside a capitalised town or state ("69003 Lyon", "Bengaluru 560038", "IL 62700")."""
    for match in _POSTCODE.finditer(value):
        after = value[match.end() :].lstrip(" ,")
        before = value[: match.start()].rstrip(" ,").split()
        if after[:1].isupper() or (before and before[-1][:1].isupper()):
            return True
    return False


def _reads_as_address(value: str) -> bool:
    """Whether the text after a cue is an address: a digit, parts, few words, not ordinary prose."""
    if len(value) < 6 or len(value) > _MAX_LEN or not _DIGIT.search(value) or _NOT_ADDRESS.search(value):
        return False
    if not value[0].isalnum():
        return False
    words = _WORDS.findall(value)
    if not 2 <= len(words) <= _MAX_WORDS:
        return False
    if len(_PARTS.split(value)) < 2 and not (_HOUSE_FIRST.match(value) and len(words) >= 3):
        return False
    lists = word_lists()
    first = value.split()[0].lower().rstrip(",.")
    if lists.is_stop_word(first) or lists.is_function_word(first):  # "I moved in 2024, ...", "im Profil ..."
        return False
    common = sum(1 for w in words if len(w) > 1 and lists.is_common(w.lower()))
    return common * 2 <= len(words)
