"""Finds social-media handles (@user), which identify a person as surely as a name does."""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["SocialHandleRecognizer"]

# Not part of an email (no word character or dot before the @) and not followed by a domain.
_HANDLE = re.compile(r"(?<![\w.@/])(?P<pii>@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)(?![\w@])(?!\.[A-Za-z])")


class SocialHandleRecognizer(ContextRegexRecognizer):
    """SOCIAL_HANDLE: @-prefixed user names as used on X/Twitter, Instagram, TikTok, GitHub."""

    ENTITY = "SOCIAL_HANDLE"
    TRIGGER = re.compile("@")
    PATTERNS = (RegexPattern("at handle", _HANDLE, 0.8),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        return not value[1:].isdigit()  # "@3pm", "@20" are times and quantities
