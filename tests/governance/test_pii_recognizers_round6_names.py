"""Names and street addresses written so that capitalisation gives them away no longer: lower case,
capitals, surname first, initials, and names handed over by cue words ("this is", "X here", "account
holder", "should read"); addresses with a flat and a house name before the number, a lower-case
postcode vouching for the town, the number read in pairs, or the parts given in reverse with slashes.

Recognizer tests run without spaCy; the detector tests run the real engine. Each form has a test of
the ordinary feedback it must leave alone.
"""

from __future__ import annotations

import pytest
from helpers_pii import found

from tractatus_feedback.governance.adversarial import masked_characters
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    CuedNameRecognizer,
    PersonNameRecognizer,
    StreetAddressRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.pii.recognizers.ner_name_recognizer import implausible_name


CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    (CuedNameRecognizer, "this is mirela stanescu from the allotment society - can you help?", "mirela stanescu"),
    (CuedNameRecognizer, "hi, this is OKONJO-HALE, Blessing (surname first).", "OKONJO-HALE, Blessing"),
    (CuedNameRecognizer, "Reported by DRUMMOND, Fiona on behalf of the team.", "DRUMMOND, Fiona"),
    (CuedNameRecognizer, "ignatius pemberton here - the menu is broken on tablets", "ignatius pemberton"),
    (CuedNameRecognizer, "Please refund it, account holder PRIYA RAMACHANDRAN.", "PRIYA RAMACHANDRAN"),
    (CuedNameRecognizer, "The contact is Oswin Tregarthen, who handles press.", "Oswin Tregarthen"),
    (CuedNameRecognizer, "my badge says 'guest' instead of Hester Vandermolen, please fix", "Hester Vandermolen"),
    (CuedNameRecognizer, "The name on my certificate should read T Adeyemi (no full stop).", "T Adeyemi"),
    (CuedNameRecognizer, "the name on the envelope should be rosalind achterberg. thanks", "rosalind achterberg"),
    (CuedNameRecognizer, "Signed, one grumpy subscriber (Dorian Blackwood, since you ask)", "Dorian Blackwood"),
    (PersonNameRecognizer, "the download link is dead. -- m.k. oduya-brandt", "m.k. oduya-brandt"),
    (StreetAddressRecognizer, "send it to flat 3 14 larkspur terrace york yo1 7hh please", "flat 3 14 larkspur terrace york yo1 7hh"),
    (StreetAddressRecognizer, "Unit 4, Tanner House, 9 Weaver Road, Bristol BS1 4DJ", "Unit 4, Tanner House, 9 Weaver Road, Bristol BS1 4DJ"),
    (StreetAddressRecognizer, "post to The Cobbles, 3 Mill Street, Upper Dunsby QX2 5LT.", "The Cobbles, 3 Mill Street, Upper Dunsby QX2 5LT"),
    (StreetAddressRecognizer, "it's twenty-two forty-one birch avenue, apartment six b, spokane washington.", "twenty-two forty-one birch avenue, apartment six b, spokane washington"),
    (StreetAddressRecognizer, "flat eleven, thirty-two rowan road, york YO10 3BD", "flat eleven, thirty-two rowan road, york YO10 3BD"),
    (StreetAddressRecognizer, "We moved to Flat 2, 8 Hazel Vale, Derby DE1 3QT last month.", "Flat 2, 8 Hazel Vale, Derby DE1 3QT"),
    (StreetAddressRecognizer, "it's 7 tanner's yard millbrook qx4 2ld if you need it", "7 tanner's yard millbrook qx4 2ld"),
    (StreetAddressRecognizer, "ship to: QX9 1AB / MILLBROOK / 12 HERON WAY", "QX9 1AB / MILLBROOK / 12 HERON WAY"),
    (StreetAddressRecognizer, "ship to 12 heron way / millbrook / qx9 1ab", "12 heron way / millbrook / qx9 1ab"),
    (StreetAddressRecognizer, "my postcode is yo1 7hh if that helps", "yo1 7hh"),
]


@pytest.mark.parametrize(("recognizer_cls", "text", "expected"), CASES)
def test_form_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


ORDINARY: list[tuple[type[ContextRegexRecognizer], str]] = [
    (CuedNameRecognizer, "this is great, thanks for the update"),
    (CuedNameRecognizer, "This is dark mode, from what I can tell."),
    (CuedNameRecognizer, "this is so slow here - every page takes ages"),
    (CuedNameRecognizer, "this is absolutely ridiculous from start to finish"),
    (CuedNameRecognizer, "Thanks here for the quick fix."),
    (CuedNameRecognizer, "same problem here - the page is blank"),
    (CuedNameRecognizer, "new user here - how do I log in"),
    (CuedNameRecognizer, "data scientist here - the charts are wrong"),
    (CuedNameRecognizer, "long time reader here, first time commenting"),
    (CuedNameRecognizer, "the contact page is broken"),
    (CuedNameRecognizer, "the contact is broken on mobile"),
    (CuedNameRecognizer, "reported by several users on the forum"),
    (CuedNameRecognizer, "Grace period ended too soon and the May release broke search"),
    (CuedNameRecognizer, "my profile shows Home instead of Dashboard"),
    (CuedNameRecognizer, "my username should be lower case instead of upper case"),
    (CuedNameRecognizer, "the title should read Annual Report instead of Yearly Report"),
    (CuedNameRecognizer, "account holder name field is missing"),
    (CuedNameRecognizer, "signed in (Google Chrome, latest) but nothing loads"),
    (CuedNameRecognizer, "THIS IS NOT OK, fix it"),
    (PersonNameRecognizer, "this is Version Two of the brief"),
    (StreetAddressRecognizer, "it costs 5 pounds each way, and 2 car park spaces"),
    (StreetAddressRecognizer, "we walked 3 miles up the hill"),
    (StreetAddressRecognizer, "upgrade to v2 3rd time lucky"),
    (StreetAddressRecognizer, "the m2 2tb drive is the one I bought"),
    (StreetAddressRecognizer, "In March, 12 people came to The Old Granary."),
    (StreetAddressRecognizer, "version 3 / build 45 / beta"),
]


@pytest.mark.parametrize(("recognizer_cls", "text"), ORDINARY)
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


def test_surname_first_needs_a_cue_word() -> None:
    assert found(CuedNameRecognizer(), "Logged by DRUMMOND, Fiona on behalf of the team.") == set()


@pytest.mark.parametrize(("value", "implausible"), [("P.S.", True), ("N.B", True), ("Lorcan P. Nakamura", False)])
def test_abbreviations_are_not_names(value: str, implausible: bool) -> None:
    assert implausible_name(value) is implausible


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("this is evander quennell from the reading group at the library - we'd love one of your team to come and speak.", "evander quennell"),
        ("Reported by ABERNETHY, Tomasz on behalf of the Thursday reading group.", "ABERNETHY, Tomasz"),
        ("the audio on podcast episode 7 cuts out at 14:32 and never comes back. -- y.n. okafor-lindqvist", "y.n. okafor-lindqvist"),
        ("Refund for the cancelled seminar please. IBAN gb63 wexa 5761 7846 6865 69, account holder ALISTAIR FAIRCLOTH.", "ALISTAIR FAIRCLOTH"),
        ("Signed, a very tired reader (Isolde Abernethy, if that matters)", "Isolde Abernethy"),
        ("posting address again: 38 cobbler's yard northallow zx7 1sn and the name on the parcel should be marisol harrowgate. thanks", "marisol harrowgate"),
        ("posting address again: 38 cobbler's yard northallow zx7 1sn and the name on the parcel should be marisol harrowgate. thanks", "38 cobbler's yard northallow zx7 1sn"),
        ("this is PELLEGREW, Saoirse (surname first, sorry, habit from filling in visa forms).", "PELLEGREW, Saoirse"),
        ("Press enquiry for your comms team: the contact is Lucan Gallowglass, you can reach her on the usual line.", "Lucan Gallowglass"),
        ("It currently shows my username; it should read K Oyelaran (initial then surname, no full stop).", "K Oyelaran"),
        ("thaddeus fairweather here - quick one, the search bar overlaps the logo on mobile", "thaddeus fairweather"),
        ("Thanks! P.S. my profile still shows 'user_8812' instead of Wilhelmina Lindqvist-Moor, not sure where to change that.", "Wilhelmina Lindqvist-Moor"),
        ("For reimbursement please use GB11 XQBK 3446 4427 7230 02, account holder Jovan Castellane.", "Jovan Castellane"),
        ("please update my postal address for the printed report to flat 16 92 marrowbone terrace norwich nr6 3fb thanks", "flat 16 92 marrowbone terrace norwich nr6 3fb"),
        ("Regards from Yuki Okafor-Lindqvist, Apartment 9, Foundry House, 15 Quillmore Road, Leeds LS1 5YF", "Apartment 9, Foundry House, 15 Quillmore Road, Leeds LS1 5YF"),
        ("The correct address is fifty-one ninety-four elmbrook avenue, apartment two e, tacoma washington.", "fifty-one ninety-four elmbrook avenue, apartment two e, tacoma washington"),
        ("He lives at Flat 17, 76 Alder Vale, Norwich NR9 6UX and would like a printed copy.", "Flat 17, 76 Alder Vale, Norwich NR9 6UX"),
        ("Please send the pack to:\nflat twenty-nine, sixty-four quillmore road, leeds LS11 2WT", "flat twenty-nine, sixty-four quillmore road, leeds LS11 2WT"),
        ("Correspondence may be sent to Flat 7, 55 Alder Vale, Leeds LS17 3ES.", "Flat 7, 55 Alder Vale, Leeds LS17 3ES"),
        ("or by post to The Old Granary, 12 Mallowby Street, Little Brimley ZQ3 4BN.", "The Old Granary, 12 Mallowby Street, Little Brimley ZQ3 4BN"),
        ("Address for the book giveaway winner (that's me!!): XW4 3YX / NORTHALLOW / 55 KESTREL WAY", "XW4 3YX / NORTHALLOW / 55 KESTREL WAY"),
    ],
)
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, value: str) -> None:
    masked, total = masked_characters(text, value, pii_detector.detect(text))
    assert masked == total


@pytest.mark.parametrize(
    "text",
    [
        "this is great, thanks for the update",
        "Thanks here for the quick fix.",
        "the contact page is broken on mobile",
        "Grace period ended too soon.",
        "The May release broke the search.",
        "same problem here - the page is blank",
        "my username should be lower case instead of upper case",
        "Thanks for fixing the login! P.S. the footer is still grey.",
        "I paid with Mastercard, then tried Visa and PayPal.",
    ],
)
def test_detector_leaves_ordinary_feedback_alone(pii_detector: PiiDetector, text: str) -> None:
    assert pii_detector.detect(text) == []
