"""Finds account, order, ticket and other reference numbers that tie a message to one customer.

Such ids look like any other token; what marks them is the word before them ("order #", "account
no.", "ticket", "sort code") or a shop-style prefix ("ORD-2024-88812"). After such a word the digits
may come in groups split by spaces, hashes, stars or underscores ("acct # 83#56#43#67#65", "account
8356 4367 65"), as people copy them from a statement or break them up on purpose.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["AccountNumberRecognizer"]

_CONTEXT = (
    r"(?:order|account|acct|a/c|ticket|case|ref|reference|invoice|booking|customer|member|membership|policy|"
    r"reservation|tracking|confirmation|claim|subscription|loyalty|transaction|incident|complaint|parcel|"
    r"shipment|consignment|receipt|contract|licen[cs]e|serial|patient|student|employee|passport|user\s?id|"
    r"sort\s?code|routing)"
)
_LABEL = r"(?:\s*(?:no\.?|number|num|nr|#|id|code|ref)){0,2}"
_VALUE = r"(?=[A-Za-z0-9\-/]*\d)[A-Za-z0-9][A-Za-z0-9\-/]{3,29}[A-Za-z0-9]"

# Digit groups with a separator that ids are never printed with on purpose; at least six digits.
_GROUPED = r"(?=(?:\d[#*_ ]?){6})\d{1,8}(?:[#*_ ]\d{1,8}){1,7}(?![\w#*])"
_WITH_CONTEXT = re.compile(rf"\b(?i:{_CONTEXT}{_LABEL})\s*(?:is|was|:|=|-)?\s*#?\s*(?P<pii>{_GROUPED}|{_VALUE}\b)")
_HASH_ID = re.compile(r"(?<![\w&])#(?P<pii>[A-Za-z]{0,4}\d{4,})\b")
_PREFIXED_ID = re.compile(r"\b(?P<pii>[A-Z]{2,5}-(?:[A-Z]{0,3}\d{4,}|\d{2,4}-\d{3,}))\b")


class AccountNumberRecognizer(ContextRegexRecognizer):
    """ACCOUNT_NUMBER: account, order, ticket, booking and similar reference numbers."""

    ENTITY = "ACCOUNT_NUMBER"
    TRIGGER = re.compile(r"\d")
    PATTERNS = (
        RegexPattern("labelled reference", _WITH_CONTEXT, 0.9),
        RegexPattern("hash id", _HASH_ID, 0.75),
        RegexPattern("prefixed id", _PREFIXED_ID, 0.6),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        # Five or more characters and not a bare year: "order 2024" is a date, "order 20240" an id.
        return len(value) >= 5 and not re.fullmatch(r"(?:19|20)\d\d(?:s)?", value)
