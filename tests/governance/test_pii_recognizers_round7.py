"""PII written to get past filters, seventh round: e-mails broken by an aside or an announced domain,
names inside file names and URL slugs, surname-first names, multi-line and US address blocks, German
addresses with a floor, and phone numbers with one digit spelled. Also the German nouns and form words
the NER model took for names and places.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import found

from tractatus_feedback.governance.adversarial import masked_characters
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    ContinentalAddressRecognizer,
    CuedNameRecognizer,
    EmbeddedNameRecognizer,
    ObfuscatedEmailRecognizer,
    SpelledNumberRecognizer,
    StreetAddressRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.pii.recognizers.ner_name_recognizer import german_noun_phrase

CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    (ObfuscatedEmailRecognizer, "Username is priya_n, at, you guessed it, example dot com. Thanks",
     "priya_n, at, you guessed it, example dot com"),
    (ObfuscatedEmailRecognizer, "mail me: d_okafor, at, as usual, fastpost dot org", "d_okafor, at, as usual, fastpost dot org"),
    (ObfuscatedEmailRecognizer, "It's k.mensah — and after the at sign, lists dot test. The old one",
     "k.mensah — and after the at sign, lists dot test"),
    (ObfuscatedEmailRecognizer, "my email is ravi.k - then after the @, mailhub.example", "ravi.k - then after the @, mailhub.example"),
    (EmbeddedNameRecognizer, "the file comes out as report_tomasz_wierzbicki_final(3).pdf, stamped with my name",
     "tomasz_wierzbicki"),
    (EmbeddedNameRecognizer, "the certificate is saved as Certificate_Lucia_Ferreira.pdf with my name misspelled",
     "Lucia_Ferreira"),
    (EmbeddedNameRecognizer, "your site still links my old profile at /people/ingrid-solberg-2019 with an old bio",
     "ingrid-solberg"),
    (EmbeddedNameRecognizer, "my staff page https://example.org/staff/amara-okafor is out of date", "amara-okafor"),
    (CuedNameRecognizer, "the piece has NAKAMURA, Hiroshi in the PDF metadata but 'H. Nakamura' on the page", "NAKAMURA, Hiroshi"),
    (CuedNameRecognizer, "The citation lists OYELARAN, Kemi as author.", "OYELARAN, Kemi"),
    (StreetAddressRecognizer, "Delivery to:\nUnit 5\nBramley Trading Est.\nSheffield S3 8XJ\nGoods-in closes at 3pm.",
     "Unit 5\nBramley Trading Est.\nSheffield S3 8XJ"),
    (StreetAddressRecognizer, "Send to\nFlat 3\nHolloway Works\nLeeds LS9 8AB\n", "Flat 3\nHolloway Works\nLeeds LS9 8AB"),
    (StreetAddressRecognizer, "address:\nApt 4\n220 Granite Row\nBoston MA 02110", "Apt 4\n220 Granite Row\nBoston MA 02110"),
    (StreetAddressRecognizer, "Mine is 1402 W. Larchmont Ave, Apt 2B, Evanston IL 60201 and I",
     "1402 W. Larchmont Ave, Apt 2B, Evanston IL 60201"),
    (StreetAddressRecognizer, "ship to 88 N Oakview Blvd, Suite 310, Madison WI 53703.", "88 N Oakview Blvd, Suite 310, Madison WI 53703"),
    (ContinentalAddressRecognizer, "bitte an Lindenstr. 14, 2. OG, 10969 Berlin schicken", "Lindenstr. 14, 2. OG, 10969 Berlin"),
    (ContinentalAddressRecognizer, "an Birkenweg 3a, EG, 80331 München.", "Birkenweg 3a, EG, 80331 München"),
    (ContinentalAddressRecognizer, "Hauptstraße 7, Hinterhaus, 3. Stock, 50667 Köln bitte", "Hauptstraße 7, Hinterhaus, 3. Stock, 50667 Köln"),
    (ContinentalAddressRecognizer, "envíelo a Calle Mayor 14, 3º B, 28013 Madrid", "Calle Mayor 14, 3º B, 28013 Madrid"),
    (SpelledNumberRecognizer, "Edinburgh EH9 1HN, tel 0131 496 0 seven 32. Dietary", "0131 496 0 seven 32"),
    (SpelledNumberRecognizer, "call me on 07700 nine 00 123", "07700 nine 00 123"),
    (SpelledNumberRecognizer, "mobile 312 555 zero 134 4 thanks", "312 555 zero 134 4"),
    (SpelledNumberRecognizer, "or +44 20 seven 946 0123", "+44 20 seven 946 0123"),
]  # fmt: skip

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    (ObfuscatedEmailRecognizer, "We met in Paris, at, as you know, the dot com party"),
    (ObfuscatedEmailRecognizer, "look at this, at, you know, example dot com"),
    (EmbeddedNameRecognizer, "the file report_tomasz_wierzbicki_final(3).pdf is broken"),  # nobody's own name
    (EmbeddedNameRecognizer, "my name is in the file minutes_board_meeting_2021.pdf"),
    (EmbeddedNameRecognizer, "my profile links to /blog/climate-policy-2019 for some reason"),
    (EmbeddedNameRecognizer, "my name appears in summary_final_v2.docx"),
    (CuedNameRecognizer, "URGENT, Please fix the author page"),
    (CuedNameRecognizer, "The PDF, Word and metadata exports differ"),
    (CuedNameRecognizer, "The authors listed BBC, Guardian and others"),
    (StreetAddressRecognizer, "Thanks,\nJohn Smith\nSheffield S3 8XJ"),  # the postcode alone, no block
    (StreetAddressRecognizer, "Bramley Park\nDerby DE1 2AB\n17 apples"),
    (ContinentalAddressRecognizer, "Version 22, 2. OG"),
    (SpelledNumberRecognizer, "scores: one 100, two 200, three 300, four 400"),
    (SpelledNumberRecognizer, "pages 12 14 three 18 20 22 were blank"),
]  # fmt: skip


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    found_here = found(recognizer_cls(), text)
    if recognizer_cls is StreetAddressRecognizer:  # a bare postcode is still found, but never a block
        assert all("\n" not in value for value in found_here)
    else:
        assert found_here == set()


def test_german_noun_phrases_are_not_names() -> None:
    text = "Für die Unterlagen bitte an die neue Adresse schicken. Die Website zeigt übrigens noch die Sommer-Öffnungszeiten an."
    for value in ("Unterlagen", "Die Website", "Sommer-Öffnungszeiten"):
        start = text.index(value)
        assert german_noun_phrase(text, start, start + len(value))
    english = "Please send it to Die Antwoord and the rest of the band."
    start = english.index("Die Antwoord")
    assert not german_noun_phrase(english, start, start + len("Die Antwoord"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Please send the corrected CSV. Username is priya_n, at, you guessed it, example dot com. Thanks.",
         "priya_n, at, you guessed it, example dot com"),
        ("Could you move my newsletter to my work address? It's k.mensah — and after the at sign, lists dot test.",
         "k.mensah — and after the at sign, lists dot test"),
        ("Send it to my home one: b.adeyemi, at, believe it or not, postbox dot example.",
         "b.adeyemi, at, believe it or not, postbox dot example"),
        ("The export is named report_tomasz_wierzbicki_final(3).pdf for everyone, so it is stamped with my name.",
         "tomasz_wierzbicki"),
        ("Every download is saved as minutes_svetlana_kowalczyk_v2.docx — that's my name on other people's files.",
         "svetlana_kowalczyk"),
        ("Your page still links my old profile at /people/ingrid-solberg-2019 with an outdated bio.", "ingrid-solberg"),
        ("The article has NAKAMURA, Hiroshi in the PDF metadata but the byline is right.", "NAKAMURA, Hiroshi"),
        ("Delivery to:\nUnit 5\nBramley Trading Est.\nSheffield S3 8XJ\nGoods-in closes at 3pm.",
         "Unit 5\nBramley Trading Est.\nSheffield S3 8XJ"),
        ("Please post it to:\nUnit 12\nKestrel Business Park\nNorwich NR6 6BT\nThanks.", "Unit 12\nKestrel Business Park\nNorwich NR6 6BT"),
        ("Mine is 1402 W. Larchmont Ave, Apt 2B, Evanston IL 60201 and I never give a county.",
         "1402 W. Larchmont Ave, Apt 2B, Evanston IL 60201"),
        ("Ship it to 77 E. Hollister St, Unit 4, Boulder CO 80302 please.", "77 E. Hollister St, Unit 4, Boulder CO 80302"),
        ("Bitte an Lindenstr. 14, 2. OG, 10969 Berlin schicken, nicht an die alte Adresse.", "Lindenstr. 14, 2. OG, 10969 Berlin"),
        ("Die Unterlagen bitte an Ahornweg 9, 1. OG, 04109 Leipzig senden.", "Ahornweg 9, 1. OG, 04109 Leipzig"),
        ("My manager: Dr Fiona McAllister-Grant, 4/2 Marchmont Cres., Edinburgh EH9 1HN, tel 0131 496 0 seven 32. Dietary: vegetarian.",
         "0131 496 0 seven 32"),
        ("Best to ring me on 07700 900 four 561, evenings only.", "07700 900 four 561"),
    ],
    ids=["aside-email", "announced-domain", "aside-email-variant", "file-name", "file-name-variant", "url-slug",
         "surname-first", "uk-block", "uk-block-variant", "us-address", "us-address-variant", "german-floor",
         "german-floor-variant", "phone-one-word", "phone-one-word-variant"],
)  # fmt: skip
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, value: str) -> None:
    masked, total = masked_characters(text, value, pii_detector.detect(text))
    assert masked == total


@pytest.mark.parametrize(
    "text",
    [
        "The export names the file report_final_v3.pdf and my name is nowhere in it, which is fine.",
        "My profile page links to /blog/open-data-2019 and the link works.",
        "Look at the notes, at, you know, the bottom of the page.",
        "The order form has 3 fields and 12 options and one 2021 2022 checkbox.",
    ],
)
def test_detector_leaves_ordinary_feedback_unmasked(pii_detector: PiiDetector, text: str) -> None:
    assert pii_detector.detect(text) == []


def test_german_nouns_and_form_words_are_not_names(pii_detector: PiiDetector) -> None:
    text = (
        "Für die Konferenzunterlagen bitte an Lindenstr. 14, 2. OG, 10969 Berlin schicken, nicht an die alte "
        "Adresse. Die Website zeigt übrigens noch die Sommer-Öffnungszeiten an."
    )
    spans = pii_detector.detect(text)
    assert [text[s.start : s.end] for s in spans] == ["Lindenstr. 14, 2. OG, 10969 Berlin"]
    username = "Username is priya_n, at, you guessed it, example dot com."
    assert [s.type for s in pii_detector.detect(username)] == ["EMAIL_ADDRESS"]
