"""Finds a payment card number in any grouping where the text speaks of a card: "4012 88 88 8888 18 81".

:class:`.CardNumberRecognizer` reads groups of three digits or more, since dates and times come in pairs;
a number typed "with weird spacing" to get past a filter ("555 5555 55555 444 4", "4012 88 88 8888 18 81")
or dotted in Amex's 4-6-5 ("3782.822463.10005") escapes it. In a text about a card or a payment the
grouping is no evidence either way: any 13 to 19 digits in groups of one to seven, with spaces, dots, dashes
or slashes between them, starting with a card network's digit (2 to 6) and passing the Luhn check, are a
card number. A card is talked about in the visitor's language too ("Karte", "tarjeta", "карта", "بطاقة",
"कार्ड", "卡"). The check lets one random digit string in ten through, and the card talk narrows the texts
it is tried on.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern
from tractatus_feedback.governance.pii.recognizers.card_number_recognizer import luhn_valid

__all__ = ["LooseCardNumberRecognizer"]

_LOOSE = re.compile(
    r"(?<![\w.\-/*+])(?P<pii>[2-6]\d{0,6}(?:(?:[ \t]{1,2}|[ \t]?[.\-/][ \t]?)\d{1,7}){2,9})(?![\w]|[.\-/*]\d)"
)
_CARD_TALK = re.compile(
    r"(?i)\b(?:card|cards|visa|master\s?card|amex|american\s+express|maestro|discover|debit|credit|payment|paying|pay|"
    r"paid|donation|donate|checkout|cvv|cvc|expiry|expires)\b"
    # The card named in the visitor's own language ("Karte", "tarjeta", "карта", "بطاقة", "कार्ड", "卡").
    r"|(?i:\w*(?:karte|carte|tarjeta|cart[ãa]o|kaart|karta|kartu|kortti|kartı|karty|kartę|kartou|карт|картк|κάρτ)\w*"
    r"|\b(?:kort|kart|th[ẻe]|carta|kredit\w*|zahlung|pago|paiement|pagamento|оплат\w*|платеж\w*|списа\w*)\b"
    r"|بطاقة|البطاقة|כרטיס|कार्ड|カード|信用卡|银行卡|卡号|카드)"
)
_NOT_DIGIT = re.compile(r"\D")
_YEAR = re.compile(r"(?:19|20)\d\d")


class LooseCardNumberRecognizer(ContextRegexRecognizer):
    """CREDIT_CARD: 13 to 19 digits in any grouping, Luhn-checked, in a text about a card or a payment."""

    ENTITY = "CREDIT_CARD"
    TRIGGER = _CARD_TALK
    PATTERNS = (RegexPattern("loosely grouped card number", _LOOSE, 0.7),)

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        digits = _NOT_DIGIT.sub("", value)
        if all(_YEAR.fullmatch(group) for group in re.findall(r"\d+", value)):  # "2023 2024 2025 2026": years
            return False
        return 13 <= len(digits) <= 19 and luhn_valid(digits)
