"""Each of our recognizers: what it must catch and what it must leave alone (no spaCy involved)."""

from __future__ import annotations

import pytest
from helpers_pii import found

from tractatus_feedback.governance.pii.recognizers import (
    AccountNumberRecognizer,
    DateOfBirthRecognizer,
    PersonNameRecognizer,
    PhoneNumberRecognizer,
    SocialHandleRecognizer,
    StreetAddressRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer


CASES: list[tuple[type[ContextRegexRecognizer], str, set[str]]] = [
    # names in sign-offs, introductions, greetings, titles, relations
    (PersonNameRecognizer, "Great site. Thanks, Rowena Blackwood", {"Rowena Blackwood"}),
    (PersonNameRecognizer, "Kind regards,\nIgor Stravinsky-Bell", {"Igor Stravinsky-Bell"}),
    (PersonNameRecognizer, "Hi there, I'm Dervla and the page is broken.", {"Dervla"}),
    (PersonNameRecognizer, "my name is Tobias Grunwald, I use the app daily", {"Tobias Grunwald"}),
    (PersonNameRecognizer, "Dear Anneliese,\nthe link is dead.", {"Anneliese"}),
    (PersonNameRecognizer, "Ms. Okonkwo answered my call quickly.", {"Okonkwo"}),
    (PersonNameRecognizer, "My grandson Eliot set this up for me.", {"Eliot"}),
    (PersonNameRecognizer, "I spoke to Brannagh at the desk.", {"Brannagh"}),
    (PersonNameRecognizer, "The forms are confusing.\n- Wendell", {"Wendell"}),
    (PersonNameRecognizer, "Cheers, Seamus O'Rourke.", {"Seamus O'Rourke"}),
    (PersonNameRecognizer, "Fix the search please.\nHortensia Vale", {"Hortensia Vale"}),
    # phone numbers: UK, US, international, separators, parentheses, extensions
    (PhoneNumberRecognizer, "ring 07700 900555 today", {"07700 900555"}),
    (PhoneNumberRecognizer, "office (020) 7946 0011", {"(020) 7946 0011"}),
    (PhoneNumberRecognizer, "+44 (0)161 496 0999 is my desk", {"+44 (0)161 496 0999"}),
    (PhoneNumberRecognizer, "cell 312-555-0177, home 312.555.0178", {"312-555-0177", "312.555.0178"}),
    (PhoneNumberRecognizer, "call (646) 555-0100 ext. 42", {"(646) 555-0100 ext. 42"}),
    (PhoneNumberRecognizer, "Paris: +33 6 12 34 56 78", {"+33 6 12 34 56 78"}),
    (PhoneNumberRecognizer, "toll free 1-888-555-0123", {"1-888-555-0123"}),
    (PhoneNumberRecognizer, "mobile 07700900777", {"07700900777"}),
    # street addresses, PO boxes, postcodes
    (StreetAddressRecognizer, "I live at 9 Juniper Close, Harrogate HG1 2AB now", {"9 Juniper Close, Harrogate HG1 2AB"}),
    (StreetAddressRecognizer, "ship to 4100 West Sunset Blvd, Los Angeles, CA 90029.", {"4100 West Sunset Blvd, Los Angeles, CA 90029"}),
    (StreetAddressRecognizer, "Flat 5, 21 Albion Road was flooded", {"Flat 5, 21 Albion Road"}),
    (StreetAddressRecognizer, "PO Box 7781, Halifax", {"PO Box 7781, Halifax"}),
    (StreetAddressRecognizer, "postcode is EH1 1YZ", {"EH1 1YZ"}),
    # account, order, ticket numbers
    (AccountNumberRecognizer, "order number 771-3390021 is late", {"771-3390021"}),
    (AccountNumberRecognizer, "Account no. 80441236 was locked", {"80441236"}),
    (AccountNumberRecognizer, "see ticket #88812 please", {"88812"}),
    (AccountNumberRecognizer, "booking ref: ZX4K9P2 failed", {"ZX4K9P2"}),
    (AccountNumberRecognizer, "it was SR-20231107 again", {"SR-20231107"}),
    # social handles
    (SocialHandleRecognizer, "DM me @lottie_writes thanks", {"@lottie_writes"}),
    (SocialHandleRecognizer, "(@bram.v) said it first", {"@bram.v"}),
    # dates of birth
    (DateOfBirthRecognizer, "DOB: 17/02/1971", {"17/02/1971"}),
    (DateOfBirthRecognizer, "I was born on 2nd August 1958.", {"2nd August 1958"}),
    (DateOfBirthRecognizer, "date of birth is 1983-11-30", {"1983-11-30"}),
    (DateOfBirthRecognizer, "my birthday: March 9, 2001", {"March 9, 2001"}),
]

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    (PersonNameRecognizer, "I'm very disappointed. Thanks, Team"),
    (PersonNameRecognizer, "Thanks again for the help!"),
    (PersonNameRecognizer, "Hi Support, the page is down."),
    (PersonNameRecognizer, "this is ridiculous, I'm not happy"),
    (PersonNameRecognizer, "Dear Sir, the download fails."),
    (PersonNameRecognizer, "The search is broken. Thank You."),
    (PersonNameRecognizer, "Loved it. Kind Regards"),
    (PhoneNumberRecognizer, "It cost $1,299.99 in 2021 and 2022."),
    (PhoneNumberRecognizer, "Server 192.168.100.200 is down"),
    (PhoneNumberRecognizer, "SSN 536-90-4399 leaked"),
    (PhoneNumberRecognizer, "card 4111 1111 1111 1111"),
    (PhoneNumberRecognizer, "version 10.2.3 on 12/05/2023, 3 users"),
    (PhoneNumberRecognizer, "ids 5551234567890123 and 12345"),
    (StreetAddressRecognizer, "We waited 45 minutes on the road."),
    (StreetAddressRecognizer, "Chapter 3 Park Rules explains it"),
    (AccountNumberRecognizer, "my order from 2024 was fine"),
    (AccountNumberRecognizer, "the case for more funding"),
    (AccountNumberRecognizer, "COVID-19 rules"),
    (SocialHandleRecognizer, "email me at pat@example.com"),
    (SocialHandleRecognizer, "meet @ 3pm, or @20 people"),
    (DateOfBirthRecognizer, "the event on 03/04/2024 was great"),
    (DateOfBirthRecognizer, "newborn photos from last May"),
]


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[c[1][:40] for c in CASES])
def test_recognizer_catches(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: set[str]) -> None:
    assert expected <= found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[c[1][:40] for c in LEAVE_ALONE])
def test_recognizer_leaves_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


def test_recognizers_report_presidio_style_types() -> None:
    recognizer = PhoneNumberRecognizer()
    [result] = recognizer.analyze("call 07700 900555", ["PHONE_NUMBER"])
    assert result.entity_type == "PHONE_NUMBER" and 0 < result.score <= 1
    assert recognizer.analyze("call 07700 900555", ["EMAIL_ADDRESS"]) == []
