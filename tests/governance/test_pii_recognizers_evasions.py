"""PII written to get past filters, second round: what each recognizer must now catch and still leave alone.

The forms are those of adversarial suite v2 and more of the same kind (never the suite's holdout).
Recognizer tests run without spaCy; the look-alike and invisible-character tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import found

from tractatus_feedback.governance.adversarial import masked_characters
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    AccountNumberRecognizer,
    AnyCaseIbanRecognizer,
    CardNumberRecognizer,
    ObfuscatedEmailRecognizer,
    PersonNameRecognizer,
    PhoneNumberRecognizer,
    SpelledNumberRecognizer,
    SplitEmailRecognizer,
    SplitPhoneNumberRecognizer,
    StreetAddressRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.any_case_iban_recognizer import iban_valid
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.pii.recognizers.card_number_recognizer import luhn_valid
from tractatus_feedback.governance.pii.recognizers.normalised_text_recognizer import normalise
from tractatus_feedback.governance.pii.recognizers.spelled_number_recognizer import digit_count


CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    # emails: other spellings of "@" and ".", dotted user names, provider names, spaced symbols
    (ObfuscatedEmailRecognizer, "reach ada.k{at}posteo{dot}de today", "ada.k{at}posteo{dot}de"),
    (ObfuscatedEmailRecognizer, "I typed ada_k@@posteo.de by mistake", "ada_k@@posteo.de"),
    (ObfuscatedEmailRecognizer, "mail ada [at] posteo [dot] de", "ada [at] posteo [dot] de"),
    (ObfuscatedEmailRecognizer, "it is ada dot kovacs at posteo dot de", "ada dot kovacs at posteo dot de"),
    (ObfuscatedEmailRecognizer, "ada at posteo period de works", "ada at posteo period de"),
    (ObfuscatedEmailRecognizer, "Contact: ada.k @ posteo . de", "ada.k @ posteo . de"),
    (ObfuscatedEmailRecognizer, "updates to ada -at- posteo -dot- de", "ada -at- posteo -dot- de"),
    (ObfuscatedEmailRecognizer, "add ada_k(at)posteo.de please", "ada_k(at)posteo.de"),
    (ObfuscatedEmailRecognizer, "send it to ADA At Posteo Dot De", "ADA At Posteo Dot De"),
    (ObfuscatedEmailRecognizer, "you can write to adakovacs at posteo.de", "adakovacs at posteo.de"),
    (ObfuscatedEmailRecognizer, "it is ada.k at fastmail.fm", "ada.k at fastmail.fm"),
    (ObfuscatedEmailRecognizer, "just email adakovacs at gmail, I check it", "adakovacs at gmail"),
    (ObfuscatedEmailRecognizer, "defanged: ada.k [@] posteo [.] de", "ada.k [@] posteo [.] de"),
    (ObfuscatedEmailRecognizer, "write ada.k at posteo d0t de", "ada.k at posteo d0t de"),
    (SplitEmailRecognizer, "My email fails. The name part is ada.k and the domain is posteo.de.", "ada.k"),
    (SplitEmailRecognizer, "My email fails. The name part is ada.k and the domain is posteo.de.", "posteo.de"),
    (SplitEmailRecognizer, "my email is adakovacs and the domain is posteo.de", "adakovacs"),
    (SplitEmailRecognizer, "my address: before the @ it is ada.k, after the @ it is posteo.de", "ada.k"),
    # phones: pairs, joined and doubled words, separators, pieces
    (SpelledNumberRecognizer, "ring five nine nine, five one two, thirty-five twenty-three", "five nine nine, five one two, thirty-five twenty-three"),
    (SpelledNumberRecognizer, "call four-one-five five-five-five zero-one-three-four", "four-one-five five-five-five zero-one-three-four"),
    (SpelledNumberRecognizer, "on fivethreezero fivethreesix sevenfiveoneseven ok", "fivethreezero fivethreesix sevenfiveoneseven"),
    (SpelledNumberRecognizer, "CELL: SEVEN ZERO NINE ONE EIGHT THREE FIVE", "SEVEN ZERO NINE ONE EIGHT THREE FIVE"),
    (SpelledNumberRecognizer, "whatsapp plus four four seven seven double oh nine", "plus four four seven seven double oh nine"),
    (SpelledNumberRecognizer, "oh seven seven hundred, nine hundred, one two three", "oh seven seven hundred, nine hundred, one two three"),
    (SpelledNumberRecognizer, "my number is four one five 555 0134.", "four one five 555 0134"),
    (SpelledNumberRecognizer, "on (four one five) five five five, oh one three four", "(four one five) five five five, oh one three four"),
    (PhoneNumberRecognizer, "number 752/236/3295 please", "752/236/3295"),
    (PhoneNumberRecognizer, "try 920_664_8775 instead", "920_664_8775"),
    (PhoneNumberRecognizer, "here:\n339\n618\n7340\nthanks", "339\n618\n7340"),
    (SplitPhoneNumberRecognizer, "The area code is 722, and the rest is 982 2084.", "722"),
    (SplitPhoneNumberRecognizer, "The area code is 722, and the rest is 982 2084.", "982 2084"),
    (SplitPhoneNumberRecognizer, "the last four digits are 0134", "0134"),
    # cards and bank accounts
    (CardNumberRecognizer, "card 4539.1488.0343.6467 failed", "4539.1488.0343.6467"),
    (CardNumberRecognizer, "cancel 4539_1488_0343_6467 now", "4539_1488_0343_6467"),
    (CardNumberRecognizer, "card 4539/1488/0343/6467 failed", "4539/1488/0343/6467"),
    (AnyCaseIbanRecognizer, "my iban is gb82 west 1234 5698 7654 32, thanks", "gb82 west 1234 5698 7654 32"),
    (AnyCaseIbanRecognizer, "iban GB82.WEST.1234.5698.7654.32 please", "GB82.WEST.1234.5698.7654.32"),
    (AccountNumberRecognizer, "sort code 20-45-77, account 41739205", "20-45-77"),
    # addresses: units, abbreviations, capitals, letter blocks, lower case with postcode, words
    (StreetAddressRecognizer, "I live at 4/66 High Street now", "4/66 High Street"),
    (StreetAddressRecognizer, "Address: 221 high st", "221 high st"),
    (StreetAddressRecognizer, "Deliver to 105 QUEENS CRESCENT please", "105 QUEENS CRESCENT"),
    (StreetAddressRecognizer, "Post it to\n235 Cedar Close\nBristol\nBS8 1TH\nThanks", "235 Cedar Close\nBristol\nBS8 1TH"),
    (StreetAddressRecognizer, "we moved to 106 victoria road, london se15 4qs last month", "106 victoria road, london se15 4qs"),
    (StreetAddressRecognizer, "The map shows thirty-seven victoria road as a field.", "thirty-seven victoria road"),
    # names: lower case, spelled out, capitals closing the message
    (PersonNameRecognizer, "hi, my name is oliver ahmed and I cannot log in", "oliver ahmed"),
    (PersonNameRecognizer, "My name is Y-U-S-U-F C-H-E-N, spelled out", "Y-U-S-U-F C-H-E-N"),
    (PersonNameRecognizer, "my name is MARIA LOPEZ and I want a refund", "MARIA LOPEZ"),
    (PersonNameRecognizer, "That is all for now.\nKWAME MENSAH", "KWAME MENSAH"),
]

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    (ObfuscatedEmailRecognizer, "The docs at readthedocs.io are out of date."),
    (ObfuscatedEmailRecognizer, "the form at example.org is blank"),
    (ObfuscatedEmailRecognizer, "I have an account at outlook and one at gmail"),
    (ObfuscatedEmailRecognizer, "I clicked the dot at google dot com"),
    (SplitEmailRecognizer, "Our company domain is acme.io, but the site is slow."),
    (SplitPhoneNumberRecognizer, "The area code field rejects everything."),
    (SpelledNumberRecognizer, "Twenty, thirty, forty people use it at work."),
    (SpelledNumberRecognizer, "nineteen ninety-nine was a good year for two or three things"),
    (SpelledNumberRecognizer, "Scores: one 100, two 200, three 300 in the test."),
    (PhoneNumberRecognizer, "the meeting moved to 05/06/2024 10:30"),
    (PhoneNumberRecognizer, "The 2019/2020/2021 reports are missing."),
    (PhoneNumberRecognizer, "report_2024_01_15_final.pdf fails to upload"),
    (CardNumberRecognizer, "Order 1234.5678.9012.3456 is not a card."),
    (CardNumberRecognizer, "placeholder 0000 0000 0000 0000 in the form"),
    (AnyCaseIbanRecognizer, "the field rejects gb00 test 0000 0000 0000 00"),
    (StreetAddressRecognizer, "There were three different road closures on the map."),
    (StreetAddressRecognizer, "It was one long road trip to get the form to work."),
    (StreetAddressRecognizer, "I WAITED 45 MINUTES ON THE ROAD"),
    (PersonNameRecognizer, "my name is missing from the list"),
    (PersonNameRecognizer, "my name is spelled wrong on the certificate"),
    (PersonNameRecognizer, "Please call me back tomorrow."),
    (PersonNameRecognizer, "That is all.\nFIX IT NOW"),
    (PersonNameRecognizer, "name: REQUIRED, email: required"),
]


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


def test_digit_count_reads_pairs_and_hundreds() -> None:
    assert digit_count("thirty-five twenty-three") == 4
    assert digit_count("nine hundred, fivethree") == 5


def test_a_long_run_of_joined_digit_words_ending_in_a_non_digit_is_not_a_number() -> None:
    # Joined words are one token and tokens need a separator, so a run that fails at its end is not
    # retried in every way of splitting it (with empty separators this text took seconds).
    assert found(SpelledNumberRecognizer(), "one" * 24 + "x") == set()


def test_check_digit_helpers() -> None:
    assert luhn_valid("4539148803436467") and not luhn_valid("4539148803436468")
    assert iban_valid("GB82 WEST 1234 5698 7654 32") and not iban_valid("GB83 WEST 1234 5698 7654 32")


@pytest.mark.parametrize(
    "text,copy",
    [
        ("a\u200bd\u200ba@x.de", "ada@x.de"),
        ("ada\uff20x\uff0ede", "ada@x.de"),
        ("ada&#64;x&#46;de", "ada@x.de"),
        ("4\ufe0f\u20e31\ufe0f\u20e35", "415"),
        ("m\u0430ri\u0430@x.de", "maria@x.de"),
        ("text O77OO 9OO l23", "text 07700 900 123"),
        ("mail a d a @ x . d e now", "mail ada@x.de now"),
    ],
)
def test_normalise_undoes_look_alikes(text: str, copy: str) -> None:
    normalised = normalise(text)
    assert normalised is not None and normalised.text == copy


def test_normalised_spans_map_back_to_the_original_characters() -> None:
    text = "mail a\u200bd\u200ba&#64;x\uff0ede now"
    normalised = normalise(text)
    assert normalised is not None
    start = normalised.text.index("ada@x.de")
    # Invisible characters and whole entities inside the value are covered; nothing past it is.
    assert normalised.original_span(start, start + len("ada@x.de")) == (text.index("a\u200b"), text.index(" now"))


@pytest.mark.parametrize("text", ["plain ascii feedback, 12 items", "the café’s menu — “lovely”", "Q & A   at 5 pm, room B"])
def test_normalise_leaves_ordinary_text(text: str) -> None:
    assert normalise(text) is None


ZW, KEYCAP = "\u200b", "\ufe0f\u20e3"
FULL_WIDTH_DIGITS = str.maketrans({str(d): chr(0xFF10 + d) for d in range(10)})


@pytest.mark.parametrize(
    "carrier,value",
    [
        ("My address is {v} and the form refused it.", "hannah.dubois\uff20icloud\uff0ecom"),
        ("My email {v} keeps bouncing.", ZW.join("ravi@web.de")),
        ("The unsubscribe link does nothing for {v}.", "chloe_y&#64;hotmail&#46;co&#46;uk"),
        ("Mail is {v} (spaced).", " ".join("ada.k@posteo.de")),
        ("Call {v} any time.", "".join(d + KEYCAP for d in "2278406728")),
        ("Text {v} with the code.", "O7867 662462"),
        ("Write to {v} please.", "m\u0430ri\u0430.k@gm\u0430il.com"),
        ("Number: {v}", "714 318 3233".translate(FULL_WIDTH_DIGITS)),
    ],
    ids=["full-width", "zero-width", "html-entities", "spaced-letters", "keycaps", "letters-for-digits", "cyrillic",
         "full-width-digits"],
)
def test_detector_sees_through_look_alike_characters(pii_detector: PiiDetector, carrier: str, value: str) -> None:
    text = carrier.format(v=value)
    masked, total = masked_characters(text, value, pii_detector.detect(text))
    assert masked == total
