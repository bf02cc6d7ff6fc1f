"""Finds an email address given in pieces: "the name part is kwame.s and the domain is proton.me".

Splitting an address across a sentence defeats every pattern that needs "@" or "at" between its
halves, which is why people do it. The halves are found by the words that introduce them ("user
name part", "before the @", "domain", "my email is ... and the domain"), and only in a text that
talks about email or an address, so "the domain is down" alone is left alone. The user name may also
be announced as the mailbox's own name ("my mailbox name is fmoreau73", "the username for my email
is ..."), with the host said in words or left to the reader, or come after the domain ("the domain
is example.net and the user name before it is t.berg").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["ABOUT_EMAIL", "SplitEmailRecognizer"]

_IS = r"\s*(?:(?:it|that)\s*(?:is|'s|’s)|is|was|reads|:|=)?\s*['\"“‘]?"
_LOCAL = r"(?P<pii>[A-Za-z0-9](?:[\w.+-]{0,40}[A-Za-z0-9])?)"
_USER_PART = re.compile(
    r"(?i:(?:user\s?name|user|local|name|mailbox)\s+part|(?:the\s+)?(?:part\s+)?before\s+the\s+(?:@|at\b(?:\s+sign)?)"
    # "the domain is example.net and my user name before it is t.berg"
    r"|(?:user\s?name|user|name|part|bit)\s+(?:before|in\s+front\s+of)\s+(?:it|that|the\s+domain))"
    rf"(?:\s+of\s+(?:it|my\s+(?:e-?mail|address)|the\s+(?:e-?mail|address)))?{_IS}{_LOCAL}"
)
_DOMAIN_PART = re.compile(
    r"(?i:domain(?:\s+(?:part|name))?|(?:the\s+)?(?:part\s+)?after\s+the\s+(?:@|at\b(?:\s+sign)?))"
    rf"{_IS}@?(?P<pii>[A-Za-z0-9][\w-]*(?:\.[A-Za-z0-9][\w-]*)+)"
)
# "my email is kwame.s and the domain is ...": the user name alone, with the domain still to come.
_EMAIL_THEN_DOMAIN = re.compile(
    rf"(?i:e-?mail(?:\s+address)?|address){_IS}{_LOCAL}"
    r"(?=\s*(?:,|;|-)?\s*(?:and|but|then|with)?\s*(?:the\s+|its\s+)?domain\b)"
)
# "my mailbox name is ...", "inbox username: ...", "the user name for my email is ...".
_MAILBOX_NAME = re.compile(
    r"(?i:\b(?:e-?mail|mailbox|inbox)\s+(?:user\s?name|name|handle|login|alias|prefix|id)"
    r"|\buser\s?name\s+(?:for|of|on)\s+(?:the\s+|my\s+)?(?:e-?mail|mailbox|inbox))"
    rf"{_IS}{_LOCAL}(?![\w@]|\.\w)"
)
#: Whether a text talks about email at all: halves given apart are an address only then.
ABOUT_EMAIL = re.compile(r"(?i)e-?mail|\baddress|inbox|mailbox|\bmail\b|@")


class SplitEmailRecognizer(ContextRegexRecognizer):
    """EMAIL_ADDRESS halves introduced separately: the user name part and the domain part."""

    ENTITY = "EMAIL_ADDRESS"
    TRIGGER = re.compile(r"(?i)\bdomain\b|\b(?:before|after)\s+the\s+(?:@|at\b)|mailbox|inbox|user\s?name|e-?mail\s+(?:name|handle|login|alias|prefix|id)")
    PATTERNS = (
        RegexPattern("email user part", _USER_PART, 0.7),
        RegexPattern("mailbox name", _MAILBOX_NAME, 0.7),
        RegexPattern("email domain part", _DOMAIN_PART, 0.6),
        RegexPattern("email then domain", _EMAIL_THEN_DOMAIN, 0.7),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        return bool(ABOUT_EMAIL.search(text))
