"""PII written to get past filters, sixth round (machine-readable values): addresses under the reserved
top-level domains ("example", "test") with spelled or spaced separators, reversed addresses and phone
numbers, unevenly grouped card numbers, and IBANs with some digits spelled out.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import found

from tractatus_feedback.governance.adversarial import masked_characters
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    CardNumberRecognizer,
    ObfuscatedEmailRecognizer,
    ReversedEmailRecognizer,
    ReversedPhoneNumberRecognizer,
    SpelledIbanRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer


CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    (ObfuscatedEmailRecognizer, "write to jo.bloggs at gmail dot com", "jo.bloggs at gmail dot com"),
    (ObfuscatedEmailRecognizer, "mail me: jo[at]uni[dot]ac[dot]uk", "jo[at]uni[dot]ac[dot]uk"),
    (ObfuscatedEmailRecognizer, "jo (at) domain (dot) org please", "jo (at) domain (dot) org"),
    (ObfuscatedEmailRecognizer, "reach me: jo @ example . test", "jo @ example . test"),
    (ObfuscatedEmailRecognizer, "contact mo_17 at mail dot test", "mo_17 at mail dot test"),
    (ObfuscatedEmailRecognizer, "ping me: achterberg.yusra AT post DOT example", "achterberg.yusra AT post DOT example"),
    (ObfuscatedEmailRecognizer, "it is ana (at sign) host period invalid", "ana (at sign) host period invalid"),
    (ObfuscatedEmailRecognizer, "mail c underscore okonjo dash hale at inbox dot example.", "c underscore okonjo dash hale at inbox dot example"),
    (ReversedEmailRecognizer, "backwards: elpmaxe.tsopnref@37etireugram", "elpmaxe.tsopnref@37etireugram"),
    (ReversedEmailRecognizer, "read it right to left: tset.niamod@oj", "tset.niamod@oj"),
    (CardNumberRecognizer, "The card used was 542-81725-0404-4231 (Mastercard)", "542-81725-0404-4231"),
    (CardNumberRecognizer, "Amex 3782 822463 10005 was charged twice", "3782 822463 10005"),
    (SpelledIbanRecognizer, "use GB11 XQBK three four four six four four two seven seven two three zero zero two, thanks",
     "GB11 XQBK three four four six four four two seven seven two three zero zero two"),
    (SpelledIbanRecognizer, "PAY TO IBAN ES05 six one three one 8482 five three one six 2074 eight one two six. OK",
     "ES05 six one three one 8482 five three one six 2074 eight one two six"),
    (SpelledIbanRecognizer, "I sent it from D E three nine 3730 7683 4932 7651 82 on Tuesday", "D E three nine 3730 7683 4932 7651 82"),
    (SpelledIbanRecognizer, "FR76 three zero zero zero six 00001 12345678901 89 is mine", "FR76 three zero zero zero six 00001 12345678901 89"),
    (ReversedPhoneNumberRecognizer, "My number, written backwards: 563009 00770", "563009 00770"),
    (ReversedPhoneNumberRecognizer, "number reversed so bots miss it: 5910-555-212", "5910-555-212"),
]  # fmt: skip

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    (ObfuscatedEmailRecognizer, "look at the chart dot by dot"),
    (ObfuscatedEmailRecognizer, "see you at 3 pm, version 2.1 dot release"),
    (ObfuscatedEmailRecognizer, "I looked at example dot test results"),
    (ObfuscatedEmailRecognizer, "I work at example.test labs"),
    (ObfuscatedEmailRecognizer, "we met at the test. It went fine"),
    (ObfuscatedEmailRecognizer, "I'm at home dot com most evenings"),
    (ReversedEmailRecognizer, "mail test.user@mail.example today"),
    (CardNumberRecognizer, "order 542-81725-0404-4232 never came"),  # fails Luhn
    (CardNumberRecognizer, "the log says 2024-05-06 12:30"),
    (CardNumberRecognizer, "call +49 301 234 567 894 after six"),
    (SpelledIbanRecognizer, "OK one two three four five six seven eight nine"),
    (SpelledIbanRecognizer, "GB two two XQBK 1234 is not an account"),
    (ReversedPhoneNumberRecognizer, "the charge on order 4455667780 was reversed"),
    (ReversedPhoneNumberRecognizer, "it is backwards compatible with build 0161 496 0001"),
    (ReversedPhoneNumberRecognizer, "My number is 563009 00770"),  # no cue: digits are read forwards
]


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my email's evander83＠quillmail.example", "evander83＠quillmail.example"),
        ("Please remove me from the mailing list: tlindgren @ fernpost . example. Thanks.", "tlindgren @ fernpost . example"),
        ("here it is the old-fashioned way: ottoline.venkataraman [at] quillmail [dot] example",
         "ottoline.venkataraman [at] quillmail [dot] example"),
        ("It's henrike dot whitcombe at research dot example (spelled out so the scrapers don't get it).",
         "henrike dot whitcombe at research dot example"),
        ("or at lucan.gallowglass(at)research(dot)example. Deadline is Friday noon.", "lucan.gallowglass(at)research(dot)example"),
        ("hey it's me again (bartholomewthistlewaite11(at)post(dot)example) - the RSS feed",
         "bartholomewthistlewaite11(at)post(dot)example"),
        ("the other is fenellabrackenridge15 (at sign) research period example. I only want",
         "fenellabrackenridge15 (at sign) research period example"),
        ("here it is reversed to sneak past the filter: elpmaxe.liam@86sikarvatsytreffar. Read it right to left.",
         "elpmaxe.liam@86sikarvatsytreffar"),
        ("The card used was 542-81725-0404-4231 (Mastercard), can you check?", "542-81725-0404-4231"),
        ("here you go: ES05 six one three one 8482 five three one six 2074 eight one two six.",
         "ES05 six one three one 8482 five three one six 2074 eight one two six"),
        ("My number, written backwards because I'm paranoid about scrapers: 563009 00770", "563009 00770"),
    ],
    ids=["fullwidth-at", "spaced-at-and-dot", "bracketed-words", "dotted-user-words", "parenthesised-words",
         "glued-parentheses", "at-sign-and-period", "reversed-email", "uneven-card", "spelled-iban", "reversed-phone"],
)  # fmt: skip
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, value: str) -> None:
    masked, total = masked_characters(text, value, pii_detector.detect(text))
    assert masked == total


@pytest.mark.parametrize(
    "text",
    [
        "Look at the chart dot by dot, the labels overlap at 3 pm on Tuesdays.",
        "Version 2.1 dot release broke the export; build 4539 1488 0343 6468 shows twice.",
        "The refund was reversed and the page is backwards compatible since build 4455 6677 80.",
        "On Chrome 131.0.6778.86 the chart is blank.",  # a version, not a phone number
    ],
)
def test_detector_leaves_ordinary_feedback_unmasked(pii_detector: PiiDetector, text: str) -> None:
    assert pii_detector.detect(text) == []
