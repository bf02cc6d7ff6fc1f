"""PII written to get past filters, twelfth round: dictated e-mail words of more languages ("full stop",
Turkish "et işareti", Greek "παπάκι" and "τελεία"), "plus" and two-digit number words of Italian,
Spanish, Portuguese and German in spelled phones, signatures after the closings and thanks of other
languages (Latin script in any case, and non-Latin closings such as "С уважением"), whole Japanese names
before an honorific, Japanese addresses with cities in kana, Turkish street addresses, and a detected
name read on over a hyphenated second surname or the surname after a particle.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import detected, found, unmasked

from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.name_tail import name_tails
from tractatus_feedback.governance.pii.recognizers import (
    CjkNameRecognizer,
    ContinentalAddressRecognizer,
    JapaneseAddressRecognizer,
    ObfuscatedEmailRecognizer,
    PersonNameRecognizer,
    ScriptNameRecognizer,
    SpelledNumberRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.types import PiiSpan

CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    # e-mail words of more languages
    (ObfuscatedEmailRecognizer, "Write to marta underscore lind at sign mailbox full stop org please.", "marta underscore lind at sign mailbox full stop org"),
    (ObfuscatedEmailRecognizer, "E-posta: ayse nokta kaya et işareti posta nokta net", "ayse nokta kaya et işareti posta nokta net"),
    (ObfuscatedEmailRecognizer, "Στείλτε στο kostas.m παπάκι mail τελεία gr ευχαριστώ", "kostas.m παπάκι mail τελεία gr"),
    (ObfuscatedEmailRecognizer, "Пишіть: oksana.b равлик ukr крапка net", "oksana.b равлик ukr крапка net"),
    # "plus" and number pairs of Italian, Spanish, Portuguese, German
    (SpelledNumberRecognizer, "Chiamatemi: più trentanove, tre tre otto, uno due tre, quattro cinque sei.", "più trentanove, tre tre otto, uno due tre, quattro cinque sei"),
    (SpelledNumberRecognizer, "Mi móvil: más treinta y cuatro, seis uno dos, tres cuatro cinco, seis siete.", "más treinta y cuatro, seis uno dos, tres cuatro cinco, seis siete"),
    (SpelledNumberRecognizer, "Liga para mais trinta e um, nove um dois, três quatro cinco.", "mais trinta e um, nove um dois, três quatro cinco"),
    (SpelledNumberRecognizer, "Telefon: plus neunundvierzig, null eins sieben zwei, drei drei vier.", "plus neunundvierzig, null eins sieben zwei, drei drei vier"),
    (SpelledNumberRecognizer, "Numaram artı doksan, beş üç iki, bir iki üç, dört beş.", "artı doksan, beş üç iki, bir iki üç, dört beş"),
    # signatures after another language's closing or thanks
    (PersonNameRecognizer, "Il corso era ottimo. Cordiali saluti, paolo de santis", "paolo de santis"),
    (PersonNameRecognizer, "La web no carga. Saludos cordiales, pilar ruiz-moreno", "pilar ruiz-moreno"),
    (PersonNameRecognizer, "Le lien est cassé. Cordialement,\nÉlise Marchand", "Élise Marchand"),
    (PersonNameRecognizer, "Die Anmeldung klappt nicht. Mit freundlichen Grüßen, jonas weber", "jonas weber"),
    (PersonNameRecognizer, "Dziękuję za pomoc. Pozdrawiam, ewa kowalczyk", "ewa kowalczyk"),
    (PersonNameRecognizer, "Bilet gelmedi. Saygılarımla, mehmet yıldız", "mehmet yıldız"),
    (ScriptNameRecognizer, "لم يصلني الرد. مع خالص التحية، كريم منصور", "كريم منصور"),
    (ScriptNameRecognizer, "Сайт не открывается.\nС уважением,\nИгорь Лебедев", "Игорь Лебедев"),
    (ScriptNameRecognizer, "Η σελίδα δεν φορτώνει. Με εκτίμηση, Ελένη Ραφαηλίδου", "Ελένη Ραφαηλίδου"),
    (ScriptNameRecognizer, "האתר לא עובד. בברכה, יעל כהן", "יעל כהן"),
    # Japanese names before an honorific, Japanese addresses with a kana city
    (CjkNameRecognizer, "案内係の東海林千尋さんが丁寧でした。", "東海林千尋"),
    (CjkNameRecognizer, "館長、勅使河原蓮様によろしくお伝えください。", "勅使河原蓮"),
    (JapaneseAddressRecognizer, "送り先は〒123-4567 東西県ひかり市あおば町2-8-11です。", "〒123-4567 東西県ひかり市あおば町2-8-11"),
    # Turkish street addresses, and "nº"/"Nr." before a house number
    (ContinentalAddressRecognizer, "Adres: Lale Sokak No: 7 Daire 2, Moda Mah., 34710 Kadıköy/İstanbul", "Lale Sokak No: 7 Daire 2, Moda Mah., 34710 Kadıköy/İstanbul"),
    (ContinentalAddressRecognizer, "Yeni adresim Cumhuriyet Cad. No:18 Kat 4, 35210 Konak/İzmir.", "Cumhuriyet Cad. No:18 Kat 4, 35210 Konak/İzmir"),
    (ContinentalAddressRecognizer, "Envíenlo a Calle Mayor nº 14, 28013 Madrid.", "Calle Mayor nº 14, 28013 Madrid"),
]  # fmt: skip

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    # "full stop" and Greek words in prose
    (ObfuscatedEmailRecognizer, "The video came to a full stop at minute 12, then the page froze."),
    (ObfuscatedEmailRecognizer, "Το παπάκι στο λογότυπο είναι χαριτωμένο."),
    # counts and "más"/"più" as "more"
    (SpelledNumberRecognizer, "Éramos más de cuarenta y cuatro personas y veinte sillas."),
    (SpelledNumberRecognizer, "Più di trenta persone, quaranta sedie e venti tavoli."),
    (SpelledNumberRecognizer, "Wir waren zweiundzwanzig Leute, dreißig Stühle, vierzig Tassen."),
    # thanks and closings followed by ordinary words
    (PersonNameRecognizer, "Il sito è lento. Grazie mille a tutti!"),
    (PersonNameRecognizer, "Merci beaucoup pour la visite."),
    (PersonNameRecognizer, "Muchas gracias por todo el trabajo."),
    (PersonNameRecognizer, "Danke schön für alles"),
    (PersonNameRecognizer, "Tack så mycket, vi ses snart"),
    (PersonNameRecognizer, "Grazie, tutto bene"),
    (PersonNameRecognizer, "Gracias por escribir. Saludos, el equipo"),
    (PersonNameRecognizer, "Cordiali saluti, la redazione"),
    (ScriptNameRecognizer, "شكرا لكم على كل شيء"),
    (ScriptNameRecognizer, "С уважением относимся к вашей работе, но сайт не работает."),
    # Japanese roles and polite nouns before さん
    (CjkNameRecognizer, "運転手さんとお医者さんと看護師さんにありがとう。"),
    (CjkNameRecognizer, "皆様、お客様、ありがとうございます。"),
    # a numbered version is no Turkish house number
    (ContinentalAddressRecognizer, "Version 2 No: 5 of the app crashes on Android 14."),
]  # fmt: skip


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


@pytest.mark.parametrize(
    ("text", "first", "whole"),
    [
        ("Ονομάζομαι ελένη κωστοπούλου-ραφαηλίδη.", "ελένη κωστοπούλου", "ελένη κωστοπούλου-ραφαηλίδη"),
        ("Bitte überweisen an j. van ommeren-tuinstra.", "j. van", "j. van ommeren-tuinstra"),
        ("Contact Ana de souza today.", "Ana de", "Ana de souza"),
    ],
    ids=["greek-hyphen", "dutch-particle-hyphen", "particle"],
)
def test_name_is_read_on_over_its_surname(text: str, first: str, whole: str) -> None:
    start = text.index(first)
    span = PiiSpan(start=start, end=start + len(first), type="PERSON", score=0.8, recognizer="SpacyRecognizer")
    assert [text[t.start : t.end] for t in name_tails(text, [span])] == [whole]


def test_name_tail_leaves_a_plain_name_alone() -> None:
    text = "Thanks to Maria for the tour - it was great."
    start = text.index("Maria")
    span = PiiSpan(start=start, end=start + 5, type="PERSON", score=0.8, recognizer="SpacyRecognizer")
    assert name_tails(text, [span]) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Il rimborso non è arrivato. Potete chiamarmi? Più trentanove, tre tre nove, uno due tre, quattro cinque sei. Grazie, chiara bellandi",
         ["Più trentanove, tre tre nove, uno due tre, quattro cinque sei", "chiara bellandi"]),
        ("Η εγγραφή χάθηκε. Ονομάζομαι ελένη κωστοπούλου-ραφαηλίδη, email eleni.k παπάκι example τελεία org.",
         ["eleni.k παπάκι example τελεία org"]),
        ("Fatura yanlış gitti. Adres: Lale Sokak No: 7 Daire 2, Moda Mah., 34710 Kadıköy/İstanbul. E-posta: ayse nokta kaya et işareti example nokta com",
         ["Lale Sokak No: 7 Daire 2, Moda Mah., 34710 Kadıköy/İstanbul", "ayse nokta kaya et işareti example nokta com"]),
    ],
    ids=["italian-phone-signature", "greek-email", "turkish-address-email"],
)  # fmt: skip
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, values: list[str]) -> None:
    assert unmasked(pii_detector, text, values) == []


@pytest.mark.parametrize(
    "text",
    [
        "Version 3.2 came out in 2025, costs €4.99 and 44 people use it; the page came to a full stop.",
        "Éramos más de treinta personas y pagamos veinte euros cada uno en 2024.",
        "Das Update 2.4 hat zweiundzwanzig Fehler behoben, Nr. 5 ist noch offen.",
    ],
    ids=["english-versions", "spanish-counts", "german-counts"],
)
def test_numbers_that_are_not_pii_stay_visible(pii_detector: PiiDetector, text: str) -> None:
    assert detected(pii_detector, text, {"PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "ADDRESS", "EMAIL_ADDRESS"}) == []
