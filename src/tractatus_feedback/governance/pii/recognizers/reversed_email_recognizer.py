"""Finds email addresses written backwards: "moc.liamg@zepol.airam" is maria.lopez@gmail.com.

Reversing an address keeps its "@" and dots, so it still looks like an address to a person told to
read it backwards, while no email pattern matches it: the top-level domain comes first and the
user name last. A token with an "@" whose reversal is a well-formed address ending in a known
top-level domain is taken; a token that is already a well-formed address forwards is left to the
email recognizers, so "ed.moc@x.io" is not read both ways. The top-level domains are the ones the
obfuscated-email recognizer knows, reserved ones ("elpmaxe.", "tset.") included.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern
from tractatus_feedback.governance.pii.recognizers.obfuscated_email_recognizer import TOP_LEVEL_DOMAINS

__all__ = ["ReversedEmailRecognizer"]

# A reversed address: the reversed top-level domain, more dot-separated labels, "@", the reversed user.
_CANDIDATE = re.compile(r"(?<![\w.@+-])(?P<pii>[A-Za-z]{2,9}(?:\.[\w-]{1,40}){1,4}@[\w.+-]{1,64}[A-Za-z0-9])(?![\w@])")
_FORWARD = re.compile(r"^[\w.+-]+@(?:[\w-]+\.)+([A-Za-z]{2,9})$")


def _is_address(value: str) -> bool:
    match = _FORWARD.match(value)
    return bool(match) and match.group(1).lower() in TOP_LEVEL_DOMAINS


class ReversedEmailRecognizer(ContextRegexRecognizer):
    """EMAIL_ADDRESS written backwards, character by character."""

    ENTITY = "EMAIL_ADDRESS"
    TRIGGER = re.compile(r"\.[\w.-]*@")
    PATTERNS = (RegexPattern("reversed email", _CANDIDATE, 0.75),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        return _is_address(value[::-1]) and not _is_address(value)
