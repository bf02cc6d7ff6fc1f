"""Carries a found address on over the parts around it: a flat or floor, a district, a town, a region, a postcode.

The address recognizers match a street and a house number and what usually follows them in the shapes
they know; the rest of an address written in another country's order escapes them, and half an address
still locates its owner ("7 bis rue des Tanneurs" found, ", bât. B, 69002 Lyon" left; "Rua das
Palmeiras, 321" found, ", apto 54, Vila Madalena, São Paulo - SP, 05432-010" left). Each detected
address is therefore read on, part by part, over commas, line breaks and spaced dashes or slashes
("flat 2b / 17 marlowe crescent / sheffield"), while each part
reads as an address part: a flat, suite, floor, staircase or side ("apto 54", "bât. B", "second floor",
"3º izquierda", "3.º esq.", "3ος όροφος", "(third floor)", "lgh 1102"), a district after its abbreviation
("Col. Del Valle"), a house number, a state and a ZIP said in words ("IL six two seven oh four"), a postcode with or without its town ("69002 Lyon",
"80-827 Gdańsk", "4050-262 Porto", "123 45 Farsta", "Glasgow G3 8NU", "Mumbai 400006"), a state with or without a ZIP ("SP", "IL 62704"),
or a town, district, region or country in capitals ("Vila Madalena", "Maharashtra, India"). Towns with
no postcode after them are kept only where the address ends its line or sentence, and a part that
opens with a word of a sign-off, a greeting or a contact line ("Thanks", "Attn", "Tel") ends it. A flat
given just before the street ("Flat 2/1, 47 Kelvinhaugh St") is taken too.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import NOT_NAMES
from tractatus_feedback.governance.types import PiiSpan

__all__ = ["address_tails"]

# Latin with its accents, and Greek ("105 51 Αθήνα").
_UP, _LO = "A-ZÀ-ÖØ-Þ\u0386-\u038f\u0391-\u03ab", "a-zß-öø-ÿ\u0100-\u017f\u03ac-\u03ce"
# A unit word and its number or letter ("apto 54", "bât. B", "m. 4", "Suite 4C", "No. 18").
_UNIT = (
    r"(?i:flat|apt|apartment|apto|apartamento|suite|ste|unit|room|level|floor|fl|piso|planta|puerta|door|étage|etage"
    r"|b[âa]t|b[âa]timent|esc|escalera|escalier|scala|interno|int|m|lok|block|bloco|bl|no|nr|lgh|lejl|leil|whg|dpto|depto|dept)(?:\.[ \t]?|[ \t])#?"
    r"(?:[\w/]{0,3}\d[\w/]{0,3}|[A-Za-z](?![\w/]))"
)
_FLOOR = (
    r"(?i:(?:ground|first|second|third|fourth|fifth|sixth|top|\d{1,2}(?:st|nd|rd|th|e|er|ème))[ \t]+(?:floor|étage|etage)"
    r"|\d{1,2}\.?[ \t]?[º°ª][ \t]?(?:izquierda|derecha|izq(?:da)?\.?|izda\.?|dcha\.?|esq\.?|dto\.?|dta\.?|dir\.?|[A-Z]\b)?"
    r"|\d{1,2}(?:ος|ο|η)?[ \t]+όροφος)"
)
_SIDE = r"(?i:izquierda|derecha|izda|dcha|izq|centro|esquerdo|esquerda|esq|direito|direita|dto|gauche|droite)\.?"
# A district named after its abbreviation ("Col. Del Valle", "Bairro Alto", "Urb. Los Olivos").
_DISTRICT = r"(?i:col|colonia|bairro|barrio|urb|urbanizaci[óo]n|quartier|qtr)\.?[ \t]+"
_POSTCODE = (
    r"(?:\d{2}-\d{3}|\d{3}-\d{4}|\d{4}-\d{3}|\d{5}-\d{3}|\d{3}[ \t]\d{2}(?!\d)|\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}"
    r"|[AC-FHKNPRTV-Y]\d{2}[ \t]?[0-9AC-FHKNPRTV-Y]{4})"
)
_PLACE_WORD = rf"[{_UP}][{_LO}'’]+(?:-[{_UP}{_LO}][{_LO}'’]+)*"
_PLACE = rf"{_PLACE_WORD}(?:[ \t](?:(?:de|do|da|dos|das|del|la|le|di|upon|on|am)[ \t])?{_PLACE_WORD}){{0,2}}"
# A ZIP code said digit by digit after its state ("IL six two seven oh four").
_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SPELLED_ZIP = rf"(?i:{_DIGIT_WORD}(?:[ \t-]+{_DIGIT_WORD}){{4}})"
_STATE = r"[A-Z]{2,4}"  # "IL", "NSW", "CDMX"
# A part must end where the address goes on or stops: a separator, the end of a sentence, a bracket or the end.
_PART_END = r"(?=,|[ \t]*\r?\n|[ \t]+[-–—/][ \t]|[ \t]*[.!?;)]|[ \t]*$|[ \t]+\()"
# One part of an address, the longest reading first; "strong" parts (units, numbers, postcodes, states) vouch
# for the towns before them.
_PART = re.compile(
    rf"(?:(?P<strong>\([^()\n]{{0,12}}(?i:floor|flat|apt|suite|unit|étage|piso|level)[^()\n]{{0,12}}\)"
    rf"|{_FLOOR}|{_UNIT}|{_POSTCODE}[ \t]{_PLACE}|{_PLACE}[ \t]{_POSTCODE}|{_STATE}[ \t]{_POSTCODE}|{_POSTCODE}|{_STATE}"
    rf"|{_STATE}[ \t]{_SPELLED_ZIP}|{_DISTRICT}{_PLACE}|\d{{1,5}}[A-Za-z]?|{_SIDE})|(?P<place>{_PLACE})"
    rf"|(?P<lower>[a-z]{{3,}}(?:[ \t][a-z]{{3,}})?)){_PART_END}"
)
# What may separate two parts: a comma, a line break, a spaced dash, a space before a bracket or a side.
_SEPARATOR = re.compile(rf",[ \t]*|\.?[ \t]+[-–—/][ \t]+|[ \t]*\r?\n[ \t]*|[ \t]+[-–—/][ \t]+|[ \t]+(?=\()|[ \t]+(?={_SIDE}(?!\w))")
# Where a town may end the address: its line, its sentence or the text ends.
_LINE_END = re.compile(r"[ \t]*(?:$|\r?\n|[.!?;)])")
_NOT_PLACES = NOT_NAMES | frozenset(
    "attn attention tel phone fax email mobile cell ph please ask call note ps also but and so sorry cheers best "
    "kind regards thanks thank love sent from to".split()
)
_UNIT_BEFORE = re.compile(
    r"(?:^|(?<=[\s:(]))(?P<unit>(?i:flat|apt|apartment|unit|suite|no\.?)[ \t]?#?[\w/]{1,5})(?:,|[ \t]+[/–—])?[ \t]+$"
)
_MAX_PARTS = 7


def address_tails(text: str, spans: list[PiiSpan]) -> list[PiiSpan]:
    """Each ADDRESS span that reads on over more address parts, as a new, longer span of the same type."""
    out = []
    for span in spans:
        if span.type != "ADDRESS":
            continue
        start, end = _head(text, span.start), _tail(text, span.end)
        if (start, end) != (span.start, span.end):
            out.append(span.model_copy(update={"start": start, "end": end, "recognizer": "address tail"}))
    return out


def _head(text: str, start: int) -> int:
    """The start of a flat or unit given just before the address, else ``start``."""
    before = _UNIT_BEFORE.search(text[max(0, start - 24) : start])
    return start - (len(text[max(0, start - 24) : start]) - before.start("unit")) if before else start


def _tail(text: str, end: int) -> int:
    """Where the address ends, read on from ``end`` part by part."""
    pos = vouched = end
    lower = False
    for _ in range(_MAX_PARTS):
        separator = _SEPARATOR.match(text, pos)
        if separator is None:
            break
        part = _PART.match(text, separator.end())
        if part is None:
            break
        place = part.group("place") or part.group("lower")
        if place:
            if place.split()[0].lower() in _NOT_PLACES:
                break
        else:
            vouched = part.end()
        lower = bool(part.group("lower"))
        pos = part.end()
    # Towns after the last vouched part stay only where the address ends its line or sentence; a town in
    # lower case ("— springfield, IL ...") only where a state or postcode after it vouches for it.
    return pos if _LINE_END.match(text, pos) and not lower else vouched
