"""Finds dates of birth: a date introduced by "born", "DOB", "date of birth" or "birthday".

Generic dates ("last Tuesday", "on 3 May") are not personal; a birth date is a strong identifier.
Reported as DATE_TIME, the Presidio type for dates.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["DateOfBirthRecognizer"]

_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_DATE = (
    rf"(?:\d{{1,2}}[/.\-]\d{{1,2}}[/.\-](?:\d{{4}}|\d{{2}})|\d{{4}}-\d{{1,2}}-\d{{1,2}}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH},?\s+\d{{4}}|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    rf"|(?<=in\s)\d{{4}})"
)
_CONTEXT = r"(?:born(?:\s+on)?|born\s+in|d\.?o\.?b\.?|date\s+of\s+birth|birth\s*date|birthday)"
_DOB = re.compile(rf"(?i:{_CONTEXT})\s*(?:is|was|:|-|=)?\s*(?:on\s+)?(?P<pii>{_DATE})", re.IGNORECASE)


class DateOfBirthRecognizer(ContextRegexRecognizer):
    """DATE_TIME for dates of birth, in numeric and written-out formats."""

    ENTITY = "DATE_TIME"
    TRIGGER = re.compile(r"(?i)born|birth|d\.?o\.?b")
    PATTERNS = (RegexPattern("date of birth", _DOB, 0.9),)
