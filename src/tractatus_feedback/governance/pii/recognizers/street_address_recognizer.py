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

Other English-speaking countries shape the same parts differently. Australians put the unit before a
slash ("U3/27 Jacaranda St Subiaco WA 6008") and the suburb, state and four-digit postcode after the
street without a comma; Canadians put the suite before a dash ("3-401 Queen St W, Toronto ON M5V
2A8"); the Irish give a county ("Co. Cavan") or an Eircode, and a business park's unit stands in for a
house number ("Unit 2, Ballyhaise Enterprise Centre, Main Street"). In the country a row of cottages is
the street ("12 Willow Cottages, Marsh Gibbon"), a named house may have no number ("Rose Cottage, Mill
Lane"), and parts between commas with no street word are vouched for by a postcode, an Eircode or a
county at the end. A post-office box goes by many names ("P.O. Box 30197-00100", "Private Bag",
"Locked Bag", "PMB", "Postfach", "Apartado", "RR 2 Box 15"). An Indian address numbers the house and names
its cross and main roads between commas, and closes with a six-digit PIN code ("No. 18, 2nd Cross, 4th Main,
Indiranagar, Bengaluru 560038").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["StreetAddressRecognizer"]

_SUFFIX_WORDS = (
    "Street St Road Rd Avenue Ave Av Lane Ln Drive Dr Boulevard Blvd Close Court Ct Way Place Pl Terrace Ter "
    "Crescent Cres Gardens Gdns Square Sq Parkway Pkwy Highway Hwy Row Mews Hill Grove Park Walk Circle Cir Trail "
    "Broadway Embankment Rise View Green Parade Quay Wharf Yard Alley Plaza Loop Vale Gate Meadows Heights Croft Chase "
    # A row of cottages or villas is a street in the country; Scottish, fenland and Australian street words.
    "Cottages Villas Buildings Wynd Brae Drove Causeway Approach Circus Esplanade Promenade Circuit Cct Fold Garth "
    "Pde Tce Esp Bvd Cl Gr Terr Trl Crt Pky"
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
_UNIT_ID = rf"(?:(?i:Flat|Apt|Apartment|Unit|Suite|Ste|Room|Level|Shop|Lot)\.?\s*(?:(?i:no\.?|number)\s*)?#?(?:{_NUMBER_WORDS}(?:[ -]?[A-Z]\b)?|(?=\w{{0,4}}\d)\w{{1,5}}|[A-Z]\b))"
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
# "3/45", "U3/45" or "Unit 3/45": unit 3 of number 45, as Australians and some Europeans write it;
# "45-2210": suite 45 at number 2210, as Canadians write it.
_NUMBER = (
    rf"(?:\d(?: \d){{1,3}}(?= [A-Z])|(?:(?:(?i:unit|flat|shop|apt)\.?\s?)?[A-Z]{{0,2}}\d{{1,4}}[A-Za-z]?/)?\d{{1,5}}[A-Za-z]?"
    rf"(?:[-–]\d{{1,5}})?|{_NUMBER_WORDS}),?"
)
_CAPS_NOT_STREET = r"(?!(?:THE|AN|ON|OF|IN|TO|AT|BY|FOR|MY|OUR|YOUR|THIS|THAT|DOWN|UP|ALONG|ACROSS|MINUTES?|HOURS?|MILES?|KM|DAYS?|WEEKS?|TIMES?)\b)"
# Capitals and small letters with accents ("Montréal", "Sainte-Catherine", "Dún Laoghaire").
_UP, _LO = "A-ZÀ-ÖØ-Þ", "a-zß-öø-ÿ"
_WORD = rf"(?:[{_UP}][{_LO}'’]+(?:-[{_UP}][{_LO}'’]+)*|{_CAPS_NOT_STREET}[A-Z]{{2,}}|\d{{1,3}}(?:st|nd|rd|th))"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"
# Any case, with the inward code's real letters (never C, I, K, M, O, V), so "v2 3rd" or "a1 2nd" is no postcode.
_ANY_CASE_POSTCODE = r"(?i:[A-Z]{1,2}\d[A-Z\d]?\s?\d[ABD-HJLNP-UW-Z]{2})(?<!\d(?i:st|nd|rd|th))"
_US_ZIP_STATE = r"[A-Z]{2}\s+\d{5}(?:-\d{4})?"
# A town or suburb, or an Irish county ("Co. Cavan") or Dublin district ("Dublin 8").
_TOWN = (
    rf"(?:(?:Co\.|County)\s[A-Z][a-z]+|Dublin\s\d{{1,2}}W?\b|[{_UP}][{_LO}]+(?:-[{_UP}{_LO}][{_LO}]+)*"
    rf"(?:\s[{_UP}][{_LO}]+(?:-[{_UP}{_LO}][{_LO}]+)*)?)"
)
# A state or province and its postcode: Australian ("WA 6008"), Canadian ("QC H3H 1M6"), or US ("IL 60201").
_AU_STATE = r"(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}(?!\d)"
_CA_POSTAL = r"[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d"
_CA_PROVINCE = rf"(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+{_CA_POSTAL}"
_REGION_POSTCODE = rf"(?:{_AU_STATE}|{_CA_PROVINCE}|{_US_ZIP_STATE})"
# An Irish Eircode ("F91 YK7P").
_EIRCODE = r"[AC-FHKNPRTV-Y]\d{2}\s?[0-9AC-FHKNPRTV-Y]{4}"
_TAIL = (
    rf"(?:,?\s+(?:{_UNIT_ID}|{_FLOOR}|#\s*\w{{1,5}}))?"
    # A town after a comma, or on its own line when a postcode follows it (a letter's address block).
    # A New Zealand town keeps its four-digit postcode after it ("Mount Maunganui 3116").
    rf"(?:,\s*(?!(?:and|but|so|which|thanks)\b){_TOWN}(?:\s\d{{4}}(?![\d/:–-]))?"
    rf"|\s*\n\s*{_TOWN}(?=\s+(?:{_UK_POSTCODE}|{_REGION_POSTCODE})\b)"
    # A suburb without a comma before its state and postcode ("27 Jacaranda St Subiaco WA 6008").
    rf"|\s+{_TOWN}(?=,?\s+{_REGION_POSTCODE}\b)){{0,2}}"
    rf"(?:,?\s+(?:{_REGION_POSTCODE}|{_UK_POSTCODE}|{_EIRCODE}|{_CA_POSTAL}|\d{{5}}(?:-\d{{4}})?))?"
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
    rf"\b(?P<pii>{_UNIT}?(?:\d{{1,4}}/)?\d{{1,5}}[a-z]?\s+(?:[nsew]\.\s+)?(?:{_LOWER_WORD}\s+){{1,2}}"
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
# A unit with no house number stands in for one ("Unit 2, Ballyhaise Enterprise Centre").
_UNIT_AS_NUMBER = r"(?:(?i:Flat|Apt|Apartment|Unit|Suite|Ste|Shop|Lot|Plot)\.?\s*#?\d{1,4}[A-Za-z]?,?)"
# A compass point after the street word, as Canadian and US addresses give it ("King St W", "Main St NE").
_AFTER_SUFFIX = r"(?:\s+(?:NE|NW|SE|SW|N|S|E|W|Est|Ouest)\b\.?)?"
_STREET = re.compile(
    rf"\b(?P<pii>(?:{_UNIT}?{_HOUSE_NAME}?{_NUMBER}|{_UNIT_AS_NUMBER})\s+(?:{_DIRECTION}\s+)?(?:{_WORD}\s+){{0,3}}{_WORD}\s+"
    rf"{_SUFFIX}{_AFTER_SUFFIX}{_TAIL})"
)
# A named house with no number, then its street: "Rose Cottage, Mill Lane, Upper Tysoe".
_NAMED_HOUSE = re.compile(
    rf"\b(?P<pii>(?:[A-Z][a-z'’]+\s+){{1,2}}{_BUILDING},\s+(?:{_WORD}\s+){{0,3}}{_WORD}\s+{_SUFFIX}{_AFTER_SUFFIX}{_TAIL})"
)
# An address block, one part a line, ending in a town and a postcode (or a state and ZIP). The lines
# above must read as address lines: a flat or unit, a house number and words, or capitalised words
# only, never a sentence; at least one must carry a number or a unit.
_BLOCK_WORD = r"(?:[A-Z][\w'’&.-]*|\d{1,5}[A-Za-z]?(?:[-/]\d{1,5})?,?|&|of|the|on|upon|in)"
_BLOCK_LINE = rf"[ \t]*(?:{_UNIT_ID}|{_BLOCK_WORD}(?:[ \t]+{_BLOCK_WORD}){{0,5}}),?[ \t]*"
_NUMBERED_LINE = rf"[ \t]*(?:{_UNIT_ID}|(?:{_UNIT_ID},?[ \t]+)?\d{{1,5}}[A-Za-z]?\b)"
_BLOCK_LAST = rf"[ \t]*{_TOWN},?[ \t]+(?:{_UK_POSTCODE}|{_REGION_POSTCODE})\b"
_BLOCK = re.compile(
    rf"(?:^|\n)(?P<pii>(?:{_BLOCK_LINE}\n){{0,2}}(?={_NUMBERED_LINE}){_BLOCK_LINE}\n(?:{_BLOCK_LINE}\n){{0,2}}{_BLOCK_LAST})"
)
# The parts of an address joined by slashes, in any order, with a postcode first or last to vouch for them.
_SLASH_PART = r"(?:\d{1,4}[A-Za-z]?\s+)?[A-Za-z][A-Za-z'’-]+(?:\s+[A-Za-z][A-Za-z'’-]+){0,3}"
_SLASHED = re.compile(
    rf"(?<![\w/])(?P<pii>{_ANY_CASE_POSTCODE}(?:\s*/\s*{_SLASH_PART}){{1,3}}"
    rf"|(?:{_SLASH_PART}\s*/\s*){{1,3}}{_ANY_CASE_POSTCODE})(?![\w/])"
)
# A post-office box under its many names: "P.O. Box", "GPO Box", "Locked Bag", "Private Bag", "PMB" (Nigeria),
# "Postfach", "Postbus", "Apartado", "Casilla", "Caixa Postal"; Kenyan boxes add the post office's code
# ("P.O. Box 30197-00100").
_BOX_WORDS = (
    r"(?i:(?:G\.?P\.?O\.?|P\.?\s?O\.?)\s+Box|Post\s+Office\s+Box|(?:Locked|Private)\s+Bag|P\.?M\.?B\.?|Postfach|Postbus"
    r"|Apartado(?:\s+de\s+Correos)?|Casilla(?:\s+de\s+Correos?)?|Caixa\s+Postal|RMB|RSD"
    r"|(?:Rural\s+Route|R\.?R\.?)\s*\d{1,3},?\s+Box)"
)
_PO_BOX = re.compile(rf"\b(?P<pii>{_BOX_WORDS}\s+(?:[A-Z]\s?)?\d{{1,6}}(?:[-–]\d{{3,5}}|(?: \d\d){{1,2}}(?!\d))?{_TAIL})")
# Parts of an address between commas, with no street word, vouched for by a UK postcode, an Eircode or an
# Irish county at the end: "Apt 4, The Maltings, Bray, Co. Wicklow, A98 X2Y3", "Rose Cottage, Lower
# Slaughter, Cheltenham GL54 2HP". A county alone vouches only after a house and a town: "Clare, County
# Galway" is just two places.
_COMMA_PART = (
    rf"(?!(?i:thanks|thank|regards|cheers|dear|hi|hello|best|from|to|and|or|in|at)\b)"
    rf"(?:\d{{1,4}}[A-Za-z]?\s+)?(?:The\s+)?{_WORD}(?:\s+{_WORD}){{0,3}}"
)
_COMMA_PARTS = re.compile(
    rf"(?<![\w,])(?P<pii>(?:{_UNIT_ID},\s+)?(?:(?:{_COMMA_PART},\s+){{1,4}}(?:{_COMMA_PART},?\s+)?(?:{_UK_POSTCODE}|{_EIRCODE})"
    rf"|(?:{_COMMA_PART},\s+){{2,4}}(?:Co\.|County)\s[A-Z][a-z]+(?:,?\s+{_EIRCODE})?)(?![\w-]))"
)
# An Indian address: a house number ("No. 18", "#42", "H.No. 7/3"), then cross, main road, layout and
# town between commas, closed by the six-digit PIN code ("No. 18, 2nd Cross, 4th Main, Indiranagar,
# Bengaluru 560038"). The house number first and the PIN last keep a list of towns and an order number out.
_PIN_PARTS = re.compile(
    rf"(?<![\w,])(?P<pii>(?:(?i:No|H\.?\s?No|Flat|Door\s+No)\.?\s?|#\s?)\d{{1,4}}[A-Za-z]?(?:/\d{{1,4}})?,\s+"
    rf"(?:{_COMMA_PART},\s+){{1,5}}{_TOWN}\s*[-–]?\s*[1-9]\d{{2}}\s?\d{{3}})(?=\s*(?:[.,;:!?)\n]|$)|\s+(?i:india|please|thanks)\b)"
)
_POSTCODE = re.compile(rf"\b(?P<pii>{_UK_POSTCODE})\b")
# In lower case only where the word "postcode" says so: "nr6 3fb" could be a model or part number.
_NAMED_POSTCODE = re.compile(rf"(?i:\bpost(?:al)?\s?code)\W{{0,3}}(?:is\s+)?(?P<pii>{_ANY_CASE_POSTCODE})\b")


class StreetAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS: street addresses with number and street type, PO boxes, and UK postcodes."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(
        rf"\d|(?i:teen|ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred)[- ,]|{_BUILDING},"
    )
    PATTERNS = (
        RegexPattern("street address", _STREET, 0.85),
        RegexPattern("named house and street", _NAMED_HOUSE, 0.8),
        RegexPattern("lower-case street address", _LOWER_STREET, 0.7),
        RegexPattern("lower-case street address in words", _LOWER_WORDED_STREET, 0.7),
        RegexPattern("po box", _PO_BOX, 0.85),
        RegexPattern("address parts between slashes", _SLASHED, 0.8),
        RegexPattern("address block ending in a postcode", _BLOCK, 0.75),
        RegexPattern("address parts between commas", _COMMA_PARTS, 0.75),
        RegexPattern("numbered parts ending in a pin code", _PIN_PARTS, 0.75),
        RegexPattern("uk postcode", _POSTCODE, 0.6),
        RegexPattern("postcode in any case", _NAMED_POSTCODE, 0.6),
    )
