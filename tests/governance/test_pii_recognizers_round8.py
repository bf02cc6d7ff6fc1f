"""PII written to get past filters, eighth round: e-mails dictated with asides ("followed by the at sign",
"and the domain is"), "at" and "dot" in more languages, names surname first, in capitals, with particles
or a quoted nickname, phone numbers with other dashes or dotted pairs, IBANs wrapped or split by words,
card numbers split by words, and Australian, Canadian, Irish, Kenyan and rural UK addresses.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import found, unmasked

from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    AnyCaseIbanRecognizer,
    CardNumberRecognizer,
    ContinentalAddressRecognizer,
    CuedNameRecognizer,
    ObfuscatedEmailRecognizer,
    PersonNameRecognizer,
    PhoneNumberRecognizer,
    StreetAddressRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.pii.recognizers.normalised_text_recognizer import normalise

CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    # e-mails dictated in words, with the halves joined by an aside
    (ObfuscatedEmailRecognizer, "my mailbox is tomas dot berglund, and the domain is nordlys.example. Thanks",
     "tomas dot berglund, and the domain is nordlys.example"),
    (ObfuscatedEmailRecognizer, "my mail is s.kimura and the host is example.jp", "s.kimura and the host is example.jp"),
    (ObfuscatedEmailRecognizer, "my email is john.smith, domain: example.org", "john.smith, domain: example.org"),
    (ObfuscatedEmailRecognizer, "write to h.tanaka at the domain kyoto-u.example", "h.tanaka at the domain kyoto-u.example"),
    (ObfuscatedEmailRecognizer, "it is ines_m82 followed by an @ and then correo.example - thanks",
     "ines_m82 followed by an @ and then correo.example"),
    (ObfuscatedEmailRecognizer, "It's t.okonkwo, then the @ symbol, then mailbox.example", "t.okonkwo, then the @ symbol, then mailbox.example"),
    (ObfuscatedEmailRecognizer, "user s.mbeki and then you add the at-sign and uct dot example",
     "s.mbeki and then you add the at-sign and uct dot example"),
    (ObfuscatedEmailRecognizer, "ivan.petrov, the at sign, mail.example", "ivan.petrov, the at sign, mail.example"),
    (ObfuscatedEmailRecognizer, "ping me: noor_h — after the at, it's lab dot example", "noor_h — after the at, it's lab dot example"),
    # "at" and "dot" in other languages, bare or in brackets
    (ObfuscatedEmailRecognizer, "Bitte an jonas.weber (at) beispiel (punkt) de schicken", "jonas.weber (at) beispiel (punkt) de"),
    (ObfuscatedEmailRecognizer, "jens.larsen (snabel-a) firma (punkt) dk", "jens.larsen (snabel-a) firma (punkt) dk"),
    (ObfuscatedEmailRecognizer, "anna.kowalska [małpa] poczta [kropka] pl", "anna.kowalska [małpa] poczta [kropka] pl"),
    (ObfuscatedEmailRecognizer, "piet.jansen [apenstaartje] voorbeeld [punt] nl", "piet.jansen [apenstaartje] voorbeeld [punt] nl"),
    (ObfuscatedEmailRecognizer, "my email: jan.kowalski małpa poczta kropka pl", "jan.kowalski małpa poczta kropka pl"),
    # names: surname first, capitals, particles, nicknames
    (CuedNameRecognizer, "Registration: Name: Kowalczyk, Agnieszka. Phone below.", "Kowalczyk, Agnieszka"),
    (CuedNameRecognizer, "Name: de Souza, Mariana", "de Souza, Mariana"),
    (CuedNameRecognizer, "From: Okonkwo, Chidi <c.okonkwo@example.org>", "Okonkwo, Chidi"),
    (CuedNameRecognizer, "Pick-up from Ó CEALLAIGH, Niamh - Unit 3, the yard", "Ó CEALLAIGH, Niamh"),
    (CuedNameRecognizer, "Please update the record for LÓPEZ GARCÍA, María José before Friday.", "LÓPEZ GARCÍA, María José"),
    (CuedNameRecognizer, "please pay the fee into Maarten van den Broek's account", "Maarten van den Broek"),
    (CuedNameRecognizer, "The booking is under \"Bobbie\" McAllister, party of four.", "\"Bobbie\" McAllister"),
    (CuedNameRecognizer, "The reviewer signed as \"Tash\" Okonjo-Iweala in the margin.", "\"Tash\" Okonjo-Iweala"),
    (CuedNameRecognizer, "Ask Margaret ‘Peggy’ O'Neill about it", "Margaret ‘Peggy’ O'Neill"),
    (CuedNameRecognizer, "The parcel should go to Saoirse Ní Bhriain at the office.", "Saoirse Ní Bhriain"),
    (CuedNameRecognizer, "Happy to help.\nDUBOIS Marie-Claire\nm.dubois at lab dot example", "DUBOIS Marie-Claire"),
    (CuedNameRecognizer, "Kwame Osei-Bonsu\nAccessibility Lead, Example Council\nkwame@example.org", "Kwame Osei-Bonsu"),
    (PersonNameRecognizer, "Please send it.\n\nWITH THANKS, MARTA KOWALSKA-NOWAK", "MARTA KOWALSKA-NOWAK"),
    (PersonNameRecognizer, "Kind regards,\nSEÁN Ó BRIAIN", "SEÁN Ó BRIAIN"),
    (PersonNameRecognizer, "Surname HERNÁNDEZ, first name Lucía, on file.", "HERNÁNDEZ"),
    (PersonNameRecognizer, "my colleague 'Kit' Marlowe-Hughes asked", "'Kit' Marlowe-Hughes"),
    (PersonNameRecognizer, "Regards,\nŁukasz Wójcik", "Łukasz Wójcik"),
    (PersonNameRecognizer, "thanks — siobhán ní dhomhnaill", "siobhán ní dhomhnaill"),
    # phone numbers: dotted pairs that are no IP address, dashes with spaces
    (PhoneNumberRecognizer, "our producer is on 415.555.02.19 most mornings", "415.555.02.19"),
    (PhoneNumberRecognizer, "My mobile: 0412 – 555 – 678 (Australia).", "0412 – 555 – 678"),
    # IBANs wrapped onto a new line or split by words; card numbers split by words
    (AnyCaseIbanRecognizer, "The right one is\nde89 3704 0044\n0532 0130 00\nthanks", "de89 3704 0044\n0532 0130 00"),
    (AnyCaseIbanRecognizer, "IBAN: DE89-3704-0044-\n0532-0130-00 thanks", "DE89-3704-0044-\n0532-0130-00"),
    (AnyCaseIbanRecognizer, "the IBAN is GB82 WEST 1234 and the rest is 5698 7654 32, thanks",
     "GB82 WEST 1234 and the rest is 5698 7654 32"),
    (CardNumberRecognizer, "my visa starts 4111 1111, then 1111 1111 thanks", "4111 1111, then 1111 1111"),
    (CardNumberRecognizer, "The card starts 5425 2334, continues 3010 9903 — expiry 08/27.", "5425 2334, continues 3010 9903"),
    (CardNumberRecognizer, "the first eight digits of my card are 40128888 and the last eight 88881881",
     "40128888 and the last eight 88881881"),
    # addresses from Australia, Canada, Ireland, Kenya, New Zealand and the English countryside
    (StreetAddressRecognizer, "Please post the book to 7/22 Banksia Ave, Randwick NSW 2031.", "7/22 Banksia Ave, Randwick NSW 2031"),
    (StreetAddressRecognizer, "I'm at U2/9 Kurrajong St Brunswick VIC 3056 these days", "U2/9 Kurrajong St Brunswick VIC 3056"),
    (StreetAddressRecognizer, "send to Level 2, 50 Bridge St, Sydney NSW 2000 please", "Level 2, 50 Bridge St, Sydney NSW 2000"),
    (StreetAddressRecognizer, "Lot 4 Wattle Creek Rd, Bellingen NSW 2454", "Lot 4 Wattle Creek Rd, Bellingen NSW 2454"),
    (StreetAddressRecognizer, "Our studio is at 3-401 Queen St W, Toronto ON M5V 2A8.", "3-401 Queen St W, Toronto ON M5V 2A8"),
    (StreetAddressRecognizer, "Deliver to Unit 2, Ballyhaise Enterprise Centre, Main Street, Co. Cavan.",
     "Unit 2, Ballyhaise Enterprise Centre, Main Street, Co. Cavan"),
    (StreetAddressRecognizer, "Apt 4, The Maltings, Bray, Co. Wicklow, A98 X2Y3", "Apt 4, The Maltings, Bray, Co. Wicklow, A98 X2Y3"),
    (StreetAddressRecognizer, "Flat 1, 22 Leinster Road, Rathmines, Dublin 6", "Flat 1, 22 Leinster Road, Rathmines, Dublin 6"),
    (StreetAddressRecognizer, "It's 2 Keepers Cottages, Great Snoring and the post is slow", "2 Keepers Cottages, Great Snoring"),
    (StreetAddressRecognizer, "Rose Cottage, Mill Lane, Upper Tysoe", "Rose Cottage, Mill Lane, Upper Tysoe"),
    (StreetAddressRecognizer, "Rose Cottage, Lower Slaughter, Cheltenham GL54 2HP", "Rose Cottage, Lower Slaughter, Cheltenham GL54 2HP"),
    (StreetAddressRecognizer, "Our office: P.O. Box 30197-00100, Westlands, Nairobi.", "P.O. Box 30197-00100, Westlands, Nairobi"),
    (StreetAddressRecognizer, "Mail the certificate to Private Bag 92019, Auckland 1142.", "Private Bag 92019, Auckland 1142"),
    (StreetAddressRecognizer, "RR 2 Box 15, Dorset, VT 05251", "RR 2 Box 15, Dorset, VT 05251"),
    (StreetAddressRecognizer, "Postfach 12 34 56, Berlin", "Postfach 12 34 56, Berlin"),
    (ContinentalAddressRecognizer, "Ship to: 45-2210 Rue Sainte-Catherine Ouest, Montréal QC H3H 1M6 (ring twice)",
     "45-2210 Rue Sainte-Catherine Ouest, Montréal QC H3H 1M6"),
]  # fmt: skip

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    (ObfuscatedEmailRecognizer, "He looked at me, then at the dot com boom"),
    (ObfuscatedEmailRecognizer, "Version 2.0 and the domain is example.org"),
    (ObfuscatedEmailRecognizer, "the server is web01 and the host is example.org"),  # a server, no email in sight
    (ObfuscatedEmailRecognizer, "the site is down, and the domain is example.net since May"),
    (ObfuscatedEmailRecognizer, "We met in Paris, then the at sign was broken"),
    (ObfuscatedEmailRecognizer, "Our domain expertise is in health policy, followed by the at-risk groups."),
    (CuedNameRecognizer, "I read Tolstoy's \"War\" Peace edition."),
    (CuedNameRecognizer, "Steve Jobs 'Testifies' In Court"),
    (CuedNameRecognizer, "on behalf of Amnesty International, thanks"),
    (CuedNameRecognizer, "on behalf of local residents, thanks"),
    (CuedNameRecognizer, "Product Team\n+44 20 7946 0958"),
    (CuedNameRecognizer, "Head Office\n+44 20 7946 0958"),
    (CuedNameRecognizer, "Das Verbot von Gesichtserkennung ist richtig."),
    (CuedNameRecognizer, "The Van der Waals forces and the Rio de Janeiro summit."),
    (CuedNameRecognizer, "Funding from UNESCO, Paris office and the OECD."),
    (PersonNameRecognizer, "the \"Save\" Button is broken"),
    (PersonNameRecognizer, "Vielen Dank für die schnelle Antwort. Schöne Grüße"),
    (PersonNameRecognizer, "thanks in advance"),
    (PersonNameRecognizer, "The surname PDF field is broken."),
    (PhoneNumberRecognizer, "server at 192.168.1.254 and 10.0.0.12"),
    (PhoneNumberRecognizer, "scores 12 - 14 - 16 - 18 - 20 - 22"),
    (PhoneNumberRecognizer, "the years 2019 – 2020 – 2021 were hard"),
    (CardNumberRecognizer, "In 2023 2024 and 2025 2026 payment volumes rose"),
    (CardNumberRecognizer, "between 2019 and 2021 we saw 4000 users and then 5000 1234 visitors"),
    (CardNumberRecognizer, "4012 8888 and the rest is 8888 1881"),  # no card or payment in the text
    (AnyCaseIbanRecognizer, "version 2.1 of ab12 cdef 1234\n5678 9012 34 fake"),
    (StreetAddressRecognizer, "We visited Cork, Kerry and Clare, County Galway too"),
    (StreetAddressRecognizer, "Our team is in Co. Cork."),
    (StreetAddressRecognizer, "The Guardian, Observer, and BBC reported it"),
    (StreetAddressRecognizer, "Chapter 7 covers the random walk and Level 3 covers Markov chains."),
]  # fmt: skip


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


@pytest.mark.parametrize(
    ("text", "copy"),
    [
        ("Mobile 07700–900–561 please", "Mobile 07700-900-561 please"),
        ("call 312·555·0138 today", "call 312-555-0138 today"),
        ("card 4012−8888−8888−1881", "card 4012-8888-8888-1881"),
    ],
)
def test_dashes_and_dots_between_digits_are_read_as_hyphens(text: str, copy: str) -> None:
    normalised = normalise(text)
    assert normalised is not None and normalised.text == copy


def test_dashes_between_words_need_no_copy() -> None:
    assert normalise("The report — in short — was fine, 2019 – 2021.") is None


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("My work address follows the pattern, priya dot raman, and the domain is northfield.example. Can you resend?",
         ["priya dot raman, and the domain is northfield.example"]),
        ("Use my personal inbox: o.mensah followed by the at sign and then mailhub.example - the work one bounces.",
         ["o.mensah followed by the at sign and then mailhub.example"]),
        ("Hallo, bitte an jonas.weber (at) beispiel (punkt) de schicken.", ["jonas.weber (at) beispiel (punkt) de"]),
        ("Please register me for the briefing. Name: Mbatha, Thandiwe. Phone 202/555/0199.", ["Mbatha, Thandiwe"]),
        ("Return the poster by courier. Collection from Ó CEALLAIGH, Niamh - Unit 4, Derrylin Business Park, "
         "Mill Road, Co. Leitrim. Friday works.",
         ["Ó CEALLAIGH, Niamh", "Unit 4, Derrylin Business Park, Mill Road, Co. Leitrim"]),
        ("Please send the brochure to my flat.\n\nMANY THANKS, MARTA KOWALSKA-NOWAK", ["MARTA KOWALSKA-NOWAK"]),
        ("For the honorarium, please transfer it into Jolien van der Berg's account: NL91 ABNA 0417 1643 00.",
         ["Jolien van der Berg", "NL91 ABNA 0417 1643 00"]),
        ("The finance office says the account changed to\nde89 3704 0044\n0532 0130 00\nCan you confirm?",
         ["de89 3704 0044\n0532 0130 00"]),
        ("My colleague \"Fitz\" Okonkwo-Hale cannot log in, her address is fitz.oh[at]lab[dot]example.",
         ["\"Fitz\" Okonkwo-Hale", "fitz.oh[at]lab[dot]example"]),
        ("Hi from Perth! I'm at U3/27 Jacaranda St Subiaco WA 6008 and the form wants a ZIP code.",
         ["U3/27 Jacaranda St Subiaco WA 6008"]),
        ("Our desk line is 415.555.02.19, weekdays only.", ["415.555.02.19"]),
        ("Mobile 07700–900–482 (the form turns my hyphens into dashes).", ["07700–900–482"]),
        ("old: 12 Willow Cottages, Marsh Gibbon\nnew: 4 Station Road, Bicester, OX26 6HU", ["12 Willow Cottages, Marsh Gibbon"]),
        ("Ship to: 45-2210 Rue Sainte-Catherine Ouest, Montréal QC H3H 1M6 (ring twice).",
         ["45-2210 Rue Sainte-Catherine Ouest, Montréal QC H3H 1M6"]),
        ("The payment failed. First part of the card is 5425 2334 and the rest is 3010 9903, expiry soon.",
         ["5425 2334 and the rest is 3010 9903"]),
        ("my dad's newsletter (he's brendan mcgrath-oduya) stopped after the migration", ["brendan mcgrath-oduya"]),
        ("Send the hard copies to P.O. Box 30197-00100, Westlands, Nairobi. Attn: Achieng Odhiambo",
         ["P.O. Box 30197-00100, Westlands, Nairobi"]),
        ("Audit notes attached; happy to help further.\nMENSAH-BONSU Efua\nefua.mb at council dot example\ntel 020 7946 0721",
         ["MENSAH-BONSU Efua", "efua.mb at council dot example"]),
    ],
    ids=["domain-aside", "followed-by-at-sign", "german-punkt", "surname-first", "irish-caps-and-county",
         "caps-signoff", "dutch-particle-payee", "wrapped-iban", "nickname", "australian-unit", "dotted-pairs",
         "en-dashes", "rural-cottages", "quebec", "card-split-by-words", "lower-case-hyphenated", "kenyan-po-box",
         "signature-block"],
)  # fmt: skip
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, values: list[str]) -> None:
    assert unmasked(pii_detector, text, values) == []


@pytest.mark.parametrize(
    "text",
    [
        "Version 4.12.1 of the app crashes; 2.0.3 was fine. Section 3.2, para 4 is unclear.",
        "The report (doi:10.1234/abcd.5678) cites 1,234,567 respondents across 2019–2023.",
        "Prices went from £1,299.99 to £1,499 — a 15.3% rise — in Q3 2024.",
        "Our domain expertise is in health policy, and the domain is huge, followed by the at-risk groups.",
        "I looked at the chart, then at the table dot points, and they disagree.",
        "Payment volumes were 2023 2024 and 2025 2026 in the card report.",
        "The vote was 4–3, and pages 112–118 are blank; 1·5 million people saw it.",
        "The ISBN is 978-0-12-345678-9 and the ISSN 1234-5678.",
        "Thanks, NASA and the BBC, for the data. Great podcast on the ethics of AI regulation.",
        "Your explainer on the EU AI Act was blunt and biased; section 5 ignores the medical device rules.",
    ],
)
def test_detector_leaves_ordinary_feedback_unmasked(pii_detector: PiiDetector, text: str) -> None:
    assert pii_detector.detect(text) == []
