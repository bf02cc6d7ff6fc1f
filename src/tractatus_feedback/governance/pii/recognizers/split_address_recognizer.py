"""Finds an address given in pieces: "the house number is 42 and the street is Mill Lane".

Saying the house number and the street apart keeps each below what an address pattern needs, which
is why people do it. The pieces are found by the words that introduce them: a house, flat or door
number, the name of the street (capitalised, as street names are written), or a number given after
the street ("Elm Street, number 12").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["SplitAddressRecognizer"]

_IS = r"\s*(?:is|was|:|=|-)?\s*"
_HOUSE_NUMBER = re.compile(
    rf"(?i:\b(?:house|home|building|flat|apartment|apt|door|street)\s+(?:number|no\.?|nr\.?|#)){_IS}(?P<pii>\d{{1,4}}[A-Za-z]?)\b"
)
# "The street is Mill Lane", "street name: ...": a verb or colon must say that a name follows.
_STREET_NAME = re.compile(
    r"(?i:\b(?:street|road)(?:\s+name)?(?:\s+(?:is|was)(?:\s+called)?|\s+called|\s*[:=]))\s*"
    r"(?P<pii>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,3})"
)

_NUMBER_AFTER_STREET = re.compile(
    r"\b(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Way|Place|Court|Crescent|Terrace|Gardens|Square|Grove|Row)\.?,?"
    r"\s+(?i:number|no\.?|nr\.?|#)\s*(?P<pii>\d{1,4}[A-Za-z]?)\b"
)


class SplitAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS pieces: a house or flat number and a street name, each introduced by what it is."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"(?i)\b(?:number|no\.?|nr\.?|street|road)\b")
    PATTERNS = (
        RegexPattern("house number", _HOUSE_NUMBER, 0.6),
        RegexPattern("street name", _STREET_NAME, 0.6),
        RegexPattern("number after the street", _NUMBER_AFTER_STREET, 0.6),
    )
