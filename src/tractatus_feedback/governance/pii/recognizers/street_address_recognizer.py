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
_UNIT = r"(?:(?:Flat|Apt|Apartment|Unit|Suite|Ste|Room)\.?\s*#?\w{1,5},?\s+)"
_NUMBER = r"\d{1,5}[A-Za-z]?(?:[-–]\d{1,5})?,?"
_WORD = r"(?:[A-Z][a-z'’]+|[A-Z]{2,}|\d{1,3}(?:st|nd|rd|th))"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"
_US_ZIP_STATE = r"[A-Z]{2}\s+\d{5}(?:-\d{4})?"
_TAIL = (
    rf"(?:,?\s+(?:Apt|Unit|Suite|Ste|Flat|#)\.?\s*#?\w{{1,5}})?"
    rf"(?:,\s*(?!(?:and|but|so|which|thanks)\b)[A-Z][a-z]+(?:\s[A-Z][a-z]+)?){{0,2}}"
    rf"(?:,?\s+(?:{_US_ZIP_STATE}|{_UK_POSTCODE}|\d{{5}}(?:-\d{{4}})?))?"
)

_STREET = re.compile(rf"\b(?P<pii>{_UNIT}?{_NUMBER}\s+(?:{_WORD}\s+){{0,3}}{_WORD}\s+{_SUFFIX}{_TAIL})")
_PO_BOX = re.compile(rf"\b(?P<pii>(?i:P\.?\s?O\.?\s+Box)\s+\d{{1,6}}{_TAIL})")
_POSTCODE = re.compile(rf"\b(?P<pii>{_UK_POSTCODE})\b")


class StreetAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS: street addresses with number and street type, PO boxes, and UK postcodes."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"\d")
    PATTERNS = (
        RegexPattern("street address", _STREET, 0.85),
        RegexPattern("po box", _PO_BOX, 0.85),
        RegexPattern("uk postcode", _POSTCODE, 0.6),
    )
