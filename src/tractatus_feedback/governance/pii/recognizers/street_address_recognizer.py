"""Finds street addresses (house number, street, optional unit, town and postcode) and bare postcodes.

spaCy's small model splits "12 Baker Street, London NW1 6XE" into a number, a facility and an
organisation, and Presidio has no address recognizer; the house-number-plus-street-type shape is the
reliable signal. It holds in the other ways people write an address: in lower case ("42 elm st",
with a lower-case postcode), in capitals, with a unit as "3/45", with the number in words (the flat's
too: "apartment three B"), or as a letter's address block with the town and postcode on lines of their own.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["StreetAddressRecognizer"]

_SUFFIX_WORDS = (
    "Street St Road Rd Avenue Ave Av Lane Ln Drive Dr Boulevard Blvd Close Court Ct Way Place Pl Terrace Ter "
    "Crescent Cres Gardens Gdns Square Sq Parkway Pkwy Highway Hwy Row Mews Hill Grove Park Walk Circle Cir Trail "
    "Broadway Embankment Rise View Green Parade Quay Wharf Yard Alley Plaza Loop"
).split()
# Title case, or capitals for an address written in capitals ("105 QUEENS CRESCENT").
_CAPS_SUFFIX_WORDS = [w.upper() for w in _SUFFIX_WORDS if len(w) > 3 or w in ("St", "Rd")]
_SUFFIX = rf"(?:{'|'.join(_SUFFIX_WORDS)}|{'|'.join(_CAPS_SUFFIX_WORDS)})\b\.?"
# A house number as digits, digits spaced out ("4 2"), or words ("forty-two", "one hundred and five").
_UNITS = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_NUMBER_WORDS = (
    rf"(?<!\bthe )(?<!\bthat )(?<!\bthis )(?<!\bevery )(?i:(?:{_UNITS}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
    rf"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ]{_UNITS})?)"
    rf"(?:[- ]hundred(?:(?: and)? (?:{_UNITS}|ten|eleven|twelve|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ]{_UNITS})?))?)?)"
)
# A flat, apartment or unit, numbered in digits or words ("flat 2B", "apartment three B", "unit no. 4").
_UNIT_ID = rf"(?:(?i:Flat|Apt|Apartment|Unit|Suite|Ste|Room)\.?\s*(?:(?i:no\.?|number)\s*)?#?(?:{_NUMBER_WORDS}(?:[ -]?[A-Z]\b)?|(?=\w{{0,4}}\d)\w{{1,5}}|[A-Z]\b))"
# A floor, which an office address gives after the street ("second floor", "floor 3").
_FLOOR = r"(?i:(?:ground|first|second|third|fourth|fifth|sixth|top|\d{1,2}(?:st|nd|rd|th)) floor|floor \d{1,2})"
_UNIT = rf"(?:{_UNIT_ID},?\s+)"
# "3/45": unit 3 of number 45, as Australians and some Europeans write it.
_NUMBER = rf"(?:\d(?: \d){{1,3}}(?= [A-Z])|(?:\d{{1,4}}/)?\d{{1,5}}[A-Za-z]?(?:[-–]\d{{1,5}})?|{_NUMBER_WORDS}),?"
_CAPS_NOT_STREET = r"(?!(?:THE|AN|ON|OF|IN|TO|AT|BY|FOR|MY|OUR|YOUR|THIS|THAT|DOWN|UP|ALONG|ACROSS|MINUTES?|HOURS?|MILES?|KM|DAYS?|WEEKS?|TIMES?)\b)"
_WORD = rf"(?:[A-Z][a-z'’]+|{_CAPS_NOT_STREET}[A-Z]{{2,}}|\d{{1,3}}(?:st|nd|rd|th))"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"
_US_ZIP_STATE = r"[A-Z]{2}\s+\d{5}(?:-\d{4})?"
_TOWN = r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?"
_TAIL = (
    rf"(?:,?\s+(?:{_UNIT_ID}|{_FLOOR}|#\s*\w{{1,5}}))?"
    # A town after a comma, or on its own line when a postcode follows it (a letter's address block).
    rf"(?:,\s*(?!(?:and|but|so|which|thanks)\b){_TOWN}"
    rf"|\s*\n\s*{_TOWN}(?=\s+(?:{_UK_POSTCODE}|{_US_ZIP_STATE})\b)){{0,2}}"
    rf"(?:,?\s+(?:{_US_ZIP_STATE}|{_UK_POSTCODE}|\d{{5}}(?:-\d{{4}})?))?"
)

# Lower-case street names ("98 kings road") only before a full street word, and never through the
# small words of a sentence ("45 minutes on the road").
_LOWER_WORD = (
    r"(?!(?:the|a|an|on|of|in|to|at|by|for|my|our|your|this|that|down|up|along|across|minutes?|hours?|miles?|km|"
    r"long|winding|dirt|open|busy|quiet|empty|same|other|whole|entire|wrong|right)\b)[a-z][a-z'’]+"
)
_LOWER_SUFFIX = (
    r"(?:street|road|avenue|lane|drive|close|crescent|terrace|gardens|square|boulevard|"
    r"st|rd|ave|ln|dr|cres|blvd|sq)\b\.?"
)
# Town and postcode after a lower-case street only when the postcode is there to vouch for them.
_LOWER_TAIL = r"(?:(?:,\s*[a-z]+(?:\s[a-z]+)?)?,?\s+(?i:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})\b)?"
_LOWER_STREET = re.compile(
    rf"\b(?P<pii>{_UNIT}?(?:\d{{1,4}}/)?\d{{1,5}}[a-z]?\s+(?:{_LOWER_WORD}\s+){{1,2}}{_LOWER_SUFFIX}{_LOWER_TAIL})"
)
# A lower-case house number in words is rarer and riskier ("three different road closures"), so never
# a lone "one", and the street word must end the phrase: no lower-case noun may follow it.
_PHRASE_ENDS = (
    r"(?![ \t]+(?!(?:as|and|in|is|was|on|near|for|to|but|which|where|instead|please|now|since|because|by|or|so|"
    r"with|from|at)\b)[a-z])"
)
_LOWER_WORDED_STREET = re.compile(
    rf"\b(?P<pii>(?!one\s){_NUMBER_WORDS}\s+(?:{_LOWER_WORD}\s+){{1,2}}{_LOWER_SUFFIX}{_LOWER_TAIL}){_PHRASE_ENDS}"
)
_STREET = re.compile(rf"\b(?P<pii>{_UNIT}?{_NUMBER}\s+(?:{_WORD}\s+){{0,3}}{_WORD}\s+{_SUFFIX}{_TAIL})")
_PO_BOX = re.compile(rf"\b(?P<pii>(?i:P\.?\s?O\.?\s+Box)\s+\d{{1,6}}{_TAIL})")
_POSTCODE = re.compile(rf"\b(?P<pii>{_UK_POSTCODE})\b")


class StreetAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS: street addresses with number and street type, PO boxes, and UK postcodes."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"\d|(?i:teen|ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred)[- ,]")
    PATTERNS = (
        RegexPattern("street address", _STREET, 0.85),
        RegexPattern("lower-case street address", _LOWER_STREET, 0.7),
        RegexPattern("lower-case street address in words", _LOWER_WORDED_STREET, 0.7),
        RegexPattern("po box", _PO_BOX, 0.85),
        RegexPattern("uk postcode", _POSTCODE, 0.6),
    )
