"""Finds street addresses (house number, street, optional unit, town and postcode) and bare postcodes.

spaCy's small model splits "12 Baker Street, London NW1 6XE" into a number, a facility and an
organisation, and Presidio has no address recognizer; the house-number-plus-street-type shape is the
reliable signal. It holds in the other ways people write an address: in lower case ("42 elm st",
with a lower-case postcode), in capitals, with a unit as "3/45", with the number in words (the flat's
too: "apartment three B"), or as a letter's address block with the town and postcode on lines of their own.
A flat and a house name may come first ("Apartment 9, Foundry House, 15 Quillmore Road"), and the
parts may be given in reverse order with slashes ("XW4 3YX / NORTHALLOW / 55 KESTREL WAY"). A UK
postcode in any case vouches for the words before it: "38 cobbler's yard northallow zx7 1sn".
A US street may carry a compass point before its name ("1402 W. Larchmont Ave, Apt 2B, Evanston IL
60201"). An address block whose lines hold no street word ("Unit 5 / Bramley Trading Est. / Sheffield
S3 8XJ", one part a line) is vouched for by its last line, a town and a postcode or a state and ZIP,
when the lines above it read as address lines: a unit or house number, or capitalised words only.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["StreetAddressRecognizer"]

_SUFFIX_WORDS = (
    "Street St Road Rd Avenue Ave Av Lane Ln Drive Dr Boulevard Blvd Close Court Ct Way Place Pl Terrace Ter "
    "Crescent Cres Gardens Gdns Square Sq Parkway Pkwy Highway Hwy Row Mews Hill Grove Park Walk Circle Cir Trail "
    "Broadway Embankment Rise View Green Parade Quay Wharf Yard Alley Plaza Loop Vale Gate Meadows Heights Croft Chase"
).split()
# Title case, or capitals for an address written in capitals ("105 QUEENS CRESCENT").
_CAPS_SUFFIX_WORDS = [w.upper() for w in _SUFFIX_WORDS if len(w) > 3 or w in ("St", "Rd", "Way")]
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
# A named building before the house number ("Foundry House, ", "The Old Granary, "): a word that names a
# building ends it, or "The" starts it; the comma after it is required, as addresses write it.
_BUILDING = (
    r"(?:House|Cottage|Cottages|Lodge|Barn|Granary|Mill|Farm|Farmhouse|Hall|Manor|Grange|Building|Buildings|Mansions|"
    r"Villa|Works|Chambers|Tower|Court|Flats|Apartments|Studios|Rectory|Vicarage|Croft|Oast)"
)
_HOUSE_NAME = rf"(?:(?:The\s+(?:[A-Z][a-z'’]+\s+){{0,2}}[A-Z][a-z'’]+|(?:[A-Z][a-z'’]+\s+){{1,2}}{_BUILDING}),\s+)"
# "3/45": unit 3 of number 45, as Australians and some Europeans write it.
_NUMBER = rf"(?:\d(?: \d){{1,3}}(?= [A-Z])|(?:\d{{1,4}}/)?\d{{1,5}}[A-Za-z]?(?:[-–]\d{{1,5}})?|{_NUMBER_WORDS}),?"
_CAPS_NOT_STREET = r"(?!(?:THE|AN|ON|OF|IN|TO|AT|BY|FOR|MY|OUR|YOUR|THIS|THAT|DOWN|UP|ALONG|ACROSS|MINUTES?|HOURS?|MILES?|KM|DAYS?|WEEKS?|TIMES?)\b)"
_WORD = rf"(?:[A-Z][a-z'’]+|{_CAPS_NOT_STREET}[A-Z]{{2,}}|\d{{1,3}}(?:st|nd|rd|th))"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"
# Any case, with the inward code's real letters (never C, I, K, M, O, V), so "v2 3rd" or "a1 2nd" is no postcode.
_ANY_CASE_POSTCODE = r"(?i:[A-Z]{1,2}\d[A-Z\d]?\s?\d[ABD-HJLNP-UW-Z]{2})(?<!\d(?i:st|nd|rd|th))"
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
    r"(?:street|road|avenue|lane|drive|close|crescent|terrace|gardens|square|boulevard|mews|grove|quay|wharf|"
    r"st|rd|ave|ln|dr|cres|blvd|sq)\b\.?"
)
# Street words that are everyday words too ("5 pounds each way", "the 2 car park"): only before a postcode.
_LOWER_COMMON_SUFFIX = r"(?:way|yard|vale|row|place|court|park|hill|green|walk|rise|view|gate|parade)\b"
_US_STATES = (
    r"(?:alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|"
    r"illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|"
    r"missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|"
    r"oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|"
    r"washington|west virginia|wisconsin|wyoming)"
)
# A flat after a lower-case street ("apartment two e", "flat 3b").
_LOWER_AFTER_UNIT = rf"(?:,?\s+(?i:flat|apt|apartment|unit|suite)\.?\s+(?:{_NUMBER_WORDS}|\d{{1,4}})(?:[ -]?[a-z]\b)?)"
# Town and postcode after a lower-case street only when a postcode or a US state is there to vouch for them.
_LOWER_VOUCHED_TOWN = (
    rf"(?:(?:,\s*|\s+)[a-z]+(?:\s[a-z]+)?)?,?\s+(?:{_ANY_CASE_POSTCODE}|(?i:{_US_STATES})(?:\s+\d{{5}})?)\b"
)
_LOWER_TAIL = rf"{_LOWER_AFTER_UNIT}?(?:{_LOWER_VOUCHED_TOWN})?"
_LOWER_STREET = re.compile(
    rf"\b(?P<pii>{_UNIT}?(?:\d{{1,4}}/)?\d{{1,5}}[a-z]?\s+(?:{_LOWER_WORD}\s+){{1,2}}"
    rf"(?:{_LOWER_SUFFIX}{_LOWER_TAIL}|{_LOWER_COMMON_SUFFIX}{_LOWER_AFTER_UNIT}?{_LOWER_VOUCHED_TOWN}))"
)
# A lower-case house number in words is rarer and riskier ("three different road closures"), so never
# a lone "one", and the street word must end the phrase: no lower-case noun may follow it.
_PHRASE_ENDS = (
    r"(?![ \t]+(?!(?:as|and|in|is|was|on|near|for|to|but|which|where|instead|please|now|since|because|by|or|so|"
    r"with|from|at)\b)[a-z])"
)
# The number may be read in pairs ("fifty-one ninety-four" for 5194).
_LOWER_WORDED_STREET = re.compile(
    rf"\b(?P<pii>{_UNIT}?(?!one\s){_NUMBER_WORDS}(?:[ -]{_NUMBER_WORDS})?\s+(?:{_LOWER_WORD}\s+){{1,2}}"
    rf"{_LOWER_SUFFIX}{_LOWER_TAIL}){_PHRASE_ENDS}"
)
# A compass point before a US street's name ("1402 W. Larchmont Ave", "55 North Elm St").
_DIRECTION = r"(?:(?:[NSEW]|NE|NW|SE|SW)\.?|North|South|East|West)"
_STREET = re.compile(
    rf"\b(?P<pii>{_UNIT}?{_HOUSE_NAME}?{_NUMBER}\s+(?:{_DIRECTION}\s+)?(?:{_WORD}\s+){{0,3}}{_WORD}\s+{_SUFFIX}{_TAIL})"
)
# An address block, one part a line, ending in a town and a postcode (or a state and ZIP). The lines
# above must read as address lines: a flat or unit, a house number and words, or capitalised words
# only, never a sentence; at least one must carry a number or a unit.
_BLOCK_WORD = r"(?:[A-Z][\w'’&.-]*|\d{1,5}[A-Za-z]?(?:[-/]\d{1,5})?,?|&|of|the|on|upon|in)"
_BLOCK_LINE = rf"[ \t]*(?:{_UNIT_ID}|{_BLOCK_WORD}(?:[ \t]+{_BLOCK_WORD}){{0,5}}),?[ \t]*"
_NUMBERED_LINE = rf"[ \t]*(?:{_UNIT_ID}|(?:{_UNIT_ID},?[ \t]+)?\d{{1,5}}[A-Za-z]?\b)"
_BLOCK_LAST = rf"[ \t]*{_TOWN},?[ \t]+(?:{_UK_POSTCODE}|{_US_ZIP_STATE})\b"
_BLOCK = re.compile(
    rf"(?:^|\n)(?P<pii>(?:{_BLOCK_LINE}\n){{0,2}}(?={_NUMBERED_LINE}){_BLOCK_LINE}\n(?:{_BLOCK_LINE}\n){{0,2}}{_BLOCK_LAST})"
)
# The parts of an address joined by slashes, in any order, with a postcode first or last to vouch for them.
_SLASH_PART = r"(?:\d{1,4}[A-Za-z]?\s+)?[A-Za-z][A-Za-z'’-]+(?:\s+[A-Za-z][A-Za-z'’-]+){0,3}"
_SLASHED = re.compile(
    rf"(?<![\w/])(?P<pii>{_ANY_CASE_POSTCODE}(?:\s*/\s*{_SLASH_PART}){{1,3}}"
    rf"|(?:{_SLASH_PART}\s*/\s*){{1,3}}{_ANY_CASE_POSTCODE})(?![\w/])"
)
_PO_BOX = re.compile(rf"\b(?P<pii>(?i:P\.?\s?O\.?\s+Box)\s+\d{{1,6}}{_TAIL})")
_POSTCODE = re.compile(rf"\b(?P<pii>{_UK_POSTCODE})\b")
# In lower case only where the word "postcode" says so: "nr6 3fb" could be a model or part number.
_NAMED_POSTCODE = re.compile(rf"(?i:\bpost(?:al)?\s?code)\W{{0,3}}(?:is\s+)?(?P<pii>{_ANY_CASE_POSTCODE})\b")


class StreetAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS: street addresses with number and street type, PO boxes, and UK postcodes."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"\d|(?i:teen|ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred)[- ,]")
    PATTERNS = (
        RegexPattern("street address", _STREET, 0.85),
        RegexPattern("lower-case street address", _LOWER_STREET, 0.7),
        RegexPattern("lower-case street address in words", _LOWER_WORDED_STREET, 0.7),
        RegexPattern("po box", _PO_BOX, 0.85),
        RegexPattern("address parts between slashes", _SLASHED, 0.8),
        RegexPattern("address block ending in a postcode", _BLOCK, 0.75),
        RegexPattern("uk postcode", _POSTCODE, 0.6),
        RegexPattern("postcode in any case", _NAMED_POSTCODE, 0.6),
    )
