"""Finds Japanese addresses written in Latin letters: "1-4-12 Nishi-Shinjuku, Shinjuku-ku, Tokyo 160-0023".

A Japanese address numbers blocks, not streets: the chōme, block and house ("1-4-12") before the
neighbourhood, then the ward, city or county with its suffix ("-ku", "-shi", "-cho", "-gun"), then the
prefecture and the seven-digit postcode ("Tokyo 160-0023", "Osaka-fu 530-0001"). None of it has a street
word for the other address recognizers to hold on to; the numbered block and a ward or city suffix are
this shape's own. The flat number after it is read on by the detector's address tail.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["JapaneseAddressRecognizer"]

_AREA = r"[A-Z][a-zāīūēō]+(?:-[A-Za-zāīūēō][a-zāīūēō]+)*"
_WARD = r"[A-Z][a-zāīūēō]+-(?:ku|shi|cho|chō|machi|mura|son|gun)"
_PREFECTURE = r"[A-Z][a-zāīūēō]+(?:-(?:to|fu|ken|dō|do))?"
_ADDRESS = re.compile(
    rf"(?<![\w-])(?P<pii>\d{{1,2}}(?:-chome)?[-–]\d{{1,3}}(?:[-–]\d{{1,3}})?,?\s+{_AREA}(?:,\s*{_WARD}){{1,2}}"
    rf"(?:,\s*{_PREFECTURE}(?:\s+\d{{3}}-\d{{4}})?)?)(?![\w-])"
)


class JapaneseAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS: a romanised Japanese address, block numbers first, with a ward or city and maybe a postcode."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"\d-\d")
    PATTERNS = (RegexPattern("japanese block address", _ADDRESS, 0.8),)
