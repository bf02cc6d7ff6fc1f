"""Finds street addresses (house number, street, optional unit, town and postcode) and bare postcodes.

spaCy's small model splits "12 Baker Street, London NW1 6XE" into a number, a facility and an
organisation, and Presidio has no address recognizer; the house-number-plus-street-type shape is the
reliable signal.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["StreetAddressRecognizer"]

_SUFFIX = (
    r"(?:Street|St|Road|Rd|Avenue|Ave|Av|Lane|Ln|Drive|Dr|Boulevard|Blvd|Close|Court|Ct|Way|Place|Pl|"
    r"Terrace|Ter|Crescent|Cres|Gardens|Gdns|Square|Sq|Parkway|Pkwy|Highway|Hwy|Row|Mews|Hill|Grove|Park|"
    r"Walk|Circle|Cir|Trail|Broadway|Embankment|Rise|View|Green|Parade|Quay|Wharf|Yard|Alley|Plaza|Loop)\b\.?"
)
_UNIT = r"(?:(?i:Flat|Apt|Apartment|Unit|Suite|Ste|Room)\.?\s*#?\w{1,5},?\s+)"
# A house number as digits, digits spaced out ("4 2"), or words ("forty-two", "one hundred and five").
_UNITS = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_NUMBER_WORDS = (
    rf"(?<!\bthe )(?<!\bthat )(?<!\bthis )(?<!\bevery )(?i:(?:{_UNITS}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
    rf"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ]{_UNITS})?)"
    rf"(?:[- ]hundred(?:(?: and)? (?:{_UNITS}|ten|eleven|twelve|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ]{_UNITS})?))?)?)"
)
_NUMBER = rf"(?:\d(?: \d){{1,3}}(?= [A-Z])|\d{{1,5}}[A-Za-z]?(?:[-–]\d{{1,5}})?|{_NUMBER_WORDS}),?"
_WORD = r"(?:[A-Z][a-z'’]+|[A-Z]{2,}|\d{1,3}(?:st|nd|rd|th))"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"
_US_ZIP_STATE = r"[A-Z]{2}\s+\d{5}(?:-\d{4})?"
_TAIL = (
    rf"(?:,?\s+(?:Apt|Unit|Suite|Ste|Flat|#)\.?\s*#?\w{{1,5}})?"
    rf"(?:,\s*(?!(?:and|but|so|which|thanks)\b)[A-Z][a-z]+(?:\s[A-Z][a-z]+)?){{0,2}}"
    rf"(?:,?\s+(?:{_US_ZIP_STATE}|{_UK_POSTCODE}|\d{{5}}(?:-\d{{4}})?))?"
)

# Lower-case street names ("98 kings road") only before a full street word, and never through the
# small words of a sentence ("45 minutes on the road").
_LOWER_WORD = r"(?!(?:the|a|an|on|of|in|to|at|by|for|my|our|your|this|that|down|up|along|across|minutes?|hours?|miles?|km)\b)[a-z][a-z'’]+"
_LOWER_SUFFIX = r"(?:street|road|avenue|lane|drive|close|crescent|terrace|gardens|square|boulevard)\b"
_LOWER_STREET = re.compile(rf"\b(?P<pii>{_UNIT}?\d{{1,5}}[a-z]?\s+(?:{_LOWER_WORD}\s+){{1,2}}{_LOWER_SUFFIX})")
_STREET = re.compile(rf"\b(?P<pii>{_UNIT}?{_NUMBER}\s+(?:{_WORD}\s+){{0,3}}{_WORD}\s+{_SUFFIX}{_TAIL})")
_PO_BOX = re.compile(rf"\b(?P<pii>(?i:P\.?\s?O\.?\s+Box)\s+\d{{1,6}}{_TAIL})")
_POSTCODE = re.compile(rf"\b(?P<pii>{_UK_POSTCODE})\b")


class StreetAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS: street addresses with number and street type, PO boxes, and UK postcodes."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"\d|(?i:teen|ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred)[- ]")
    PATTERNS = (
        RegexPattern("street address", _STREET, 0.85),
        RegexPattern("lower-case street address", _LOWER_STREET, 0.7),
        RegexPattern("po box", _PO_BOX, 0.85),
        RegexPattern("uk postcode", _POSTCODE, 0.6),
    )
