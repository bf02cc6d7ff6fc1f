"""Finds email addresses written to dodge scrapers: "maria at gmail dot com", "maria[at]gmail[dot]com".

People write their address this way precisely because it is theirs, and Presidio's email recognizer
only knows the ``user@host.tld`` shape. The address must end in a dotted top-level domain from a
short list of common ones, so "look at this dot point" is not taken for an address.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["ObfuscatedEmailRecognizer"]

_AT = r"(?:\s*[\[({<]\s*(?i:at)\s*[\])}>]\s*|\s+(?:at|AT|At)\s+|\s*@\s*)"
_DOT = r"(?:\s*[\[({<]\s*(?i:dot)\s*[\])}>]\s*|\s+(?:dot|DOT|Dot)\s+|\s*\.\s*)"
_TLD = r"(?i:com|org|net|edu|gov|io|me|co|uk|de|fr|es|it|nl|ie|au|ca|us|info|biz|dev|app|email|mail)"
_EMAIL = re.compile(
    rf"(?<![\w.@])(?P<pii>[A-Za-z0-9][\w.+-]{{0,40}}{_AT}[A-Za-z0-9][\w-]{{0,40}}(?:{_DOT}[A-Za-z0-9][\w-]{{0,20}})*{_DOT}{_TLD})(?![\w@])"
)
# Words that come before a plain "at" in ordinary sentences ("look at google dot com"), not user names.
_NOT_USERS = frozenset("look looked looking looks stare staring glance laugh laughing aim aimed good bad best "
                       "arrive arrived arriving site page it this that is are was were me us them him her here "
                       "there work home".split())


class ObfuscatedEmailRecognizer(ContextRegexRecognizer):
    """EMAIL_ADDRESS written with "at"/"dot" words or brackets instead of "@" and "."."""

    ENTITY = "EMAIL_ADDRESS"
    TRIGGER = re.compile(r"(?i)\bdot\b|\[dot\]|\(dot\)")
    PATTERNS = (RegexPattern("obfuscated email", _EMAIL, 0.8),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        user = re.split(r"\s*[\[({<]|\s+|@", value, maxsplit=1)[0]
        return user.casefold() not in _NOT_USERS
