"""Spam: promotional links, scam phrases, and floods of repeated characters or words: blocked.

A bug report with one link ("https://... returns 404") is feedback; a link is spam only together with
promotional wording, or when there are many of them.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from ...types import Decision
from ..base import BoundaryRule, any_of, excerpt

__all__ = ["SpamRule"]

_URL = re.compile(r"(?:https?://|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|biz|xyz|info|ru|top|shop|store|click|online)\b(?:/\S*)?", re.IGNORECASE)
_PROMO = any_of(
    r"buy (?:now|cheap|online|\d+)", r"cheap(?:est)? \w+", r"discount(?:s|ed)?", r"\d+ ?% off", r"promo(?:tion)? code",
    r"coupon", r"limited (?:time )?offer", r"click (?:here|the link|below)", r"sign up (?:now|today|free)", r"free (?:trial|gift|money|followers|download)",
    r"earn \$?\d+", r"make (?:\$?\d+|money)(?: fast| online| from home)?", r"work from home", r"casino", r"betting", r"viagra", r"cialis",
    r"crypto (?:signals|giveaway)", r"giveaway", r"followers", r"seo services?", r"backlinks?", r"best prices?", r"order now",
    r"visit (?:my|our) (?:site|website|channel|page|shop|store)", r"check out my", r"subscribe to my", r"dm me",
    r"whatsapp", r"telegram", r"investment opportunity", r"double your", r"act now", r"hot singles", r"dating site",
)
_SCAM = any_of(
    r"you(?:'ve| have) (?:won|been selected)", r"claim your (?:prize|reward|gift)", r"congratulations!? you",
    r"(?:100%|completely) free money", r"guaranteed (?:income|returns|profit)", r"nigerian prince", r"wire transfer fee",
)
#: Twelve of one letter or symbol in a row. Digits are left out: a card or account number such as the
#: test card 5555555555554444 is personal data for the PII layer to mask, not a flood (blind9).
_CHAR_RUN = re.compile(r"([^\s\d])\1{11,}")
_WORD = re.compile(r"\w+")
_URLS_ALONE = 3


class SpamRule(BoundaryRule):
    rule_id = "inbound.spam"
    decision = Decision.BLOCK
    description = "Spam: promotional links, scam phrases, or floods of repeated characters or words."
    patterns = (_SCAM,)
    triggers = ("won", "selected", "claim your", "congratulations", "free money", "guaranteed", "prince", "wire transfer")

    def find(self, view: str) -> Iterator[tuple[str, str]]:
        yield from super().find(view)
        urls = list(_URL.finditer(view)) if "." in view else []
        promo = _PROMO.search(view) if urls else None
        if promo:
            yield excerpt(view, promo.start(), promo.end()), "link with promotional wording"
        elif len(urls) >= _URLS_ALONE:
            yield excerpt(view, urls[0].start(), urls[-1].end(), 0)[:120], f"{len(urls)} links"
        run = _CHAR_RUN.search(view)
        if run:
            yield excerpt(view, run.start(), run.start() + 12), "repeated characters"
        words = [w.casefold() for w in _WORD.findall(view)]
        if len(words) >= 8:
            word, count = Counter(words).most_common(1)[0]
            if count >= 6 and count / len(words) >= 0.4 and len(word) > 2:
                yield word, "repeated words"
