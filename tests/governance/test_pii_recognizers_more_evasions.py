"""PII written to get past filters, third round: reversed and foreign-language emails, digit words in
five languages, numbers read in pairs or in pieces, letters for digits in cards, spaced IBANs,
continental and split addresses; and spaCy's names that were really obfuscated words.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import found

from tractatus_feedback.governance.adversarial import masked_characters
from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    ContinentalAddressRecognizer,
    ObfuscatedEmailRecognizer,
    PhoneNumberRecognizer,
    ReversedEmailRecognizer,
    SpelledNumberRecognizer,
    SplitAddressRecognizer,
    SplitPhoneNumberRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.pii.recognizers.ner_name_recognizer import implausible_name
from tractatus_feedback.governance.pii.recognizers.normalised_text_recognizer import normalise
from tractatus_feedback.governance.pii.recognizers.spelled_number_recognizer import digit_count


CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    (ReversedEmailRecognizer, "backwards so bots miss it: moc.liamg@zepol.airam", "moc.liamg@zepol.airam"),
    (ReversedEmailRecognizer, "ed.nemerb-inu@zamliy.ivar, please", "ed.nemerb-inu@zamliy.ivar"),
    (ObfuscatedEmailRecognizer, "Mi correo es ana punto ruiz arroba gmail punto com.", "ana punto ruiz arroba gmail punto com"),
    (ObfuscatedEmailRecognizer, "Mon adresse : luc_morel arobase free point fr.", "luc_morel arobase free point fr"),
    (ObfuscatedEmailRecognizer, "Meine Mail: jan.kurz ät web punkt de", "jan.kurz ät web punkt de"),
    (ObfuscatedEmailRecognizer, "scrivimi a gio_rossi chiocciola libero punto it", "gio_rossi chiocciola libero punto it"),
    (ObfuscatedEmailRecognizer, "send it to ana.ruiz at sign posteo dot de", "ana.ruiz at sign posteo dot de"),
    (ObfuscatedEmailRecognizer, "write to ana at t hyphen online dot de", "ana at t hyphen online dot de"),
    (ObfuscatedEmailRecognizer, "reach me via anaDOTruizATposteoDOTde", "anaDOTruizATposteoDOTde"),
    (ObfuscatedEmailRecognizer, "email me: ana.ruiz(a)posteo.de", "ana.ruiz(a)posteo.de"),
    (ObfuscatedEmailRecognizer, "my gmail is ana.ruiz84, write there", "ana.ruiz84"),
    (SpelledNumberRecognizer, "llámame al seis uno dos tres cuatro cinco seis siete ocho", "seis uno dos tres cuatro cinco seis siete ocho"),
    (SpelledNumberRecognizer, "c'est le zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit", "zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit"),
    (SpelledNumberRecognizer, "Handy: null eins fünf eins zwei drei vier fünf sechs", "null eins fünf eins zwei drei vier fünf sechs"),
    (SpelledNumberRecognizer, "chiamami al tre quattro sette uno due nove otto", "tre quattro sette uno due nove otto"),
    (SpelledNumberRecognizer, "liga para nove um dois três quatro cinco seis", "nove um dois três quatro cinco seis"),
    (SpelledNumberRecognizer, "ring oh seven seven, nine hundred and twelve, three four", "oh seven seven, nine hundred and twelve, three four"),
    (PhoneNumberRecognizer, "call me on 41 55 55 01 34 tonight", "41 55 55 01 34"),
    (PhoneNumberRecognizer, "portable 06.12.34.56.78", "06.12.34.56.78"),
    (SplitPhoneNumberRecognizer, "My mobile starts with 07700 and ends with 900 123.", "07700"),
    (SplitPhoneNumberRecognizer, "My mobile starts with 07700 and ends with 900 123.", "900 123"),
    (ContinentalAddressRecognizer, "Bitte an Lindenstraße 8, 10969 Berlin schicken.", "Lindenstraße 8, 10969 Berlin"),
    (ContinentalAddressRecognizer, "post it to Via Roma 22, 00184 Roma please", "Via Roma 22, 00184 Roma"),
    (ContinentalAddressRecognizer, "Vivo en Calle de Alcalá 42, Madrid", "Calle de Alcalá 42"),
    (ContinentalAddressRecognizer, "our office: Keizersgracht 123, 1015 CJ Amsterdam", "Keizersgracht 123, 1015 CJ Amsterdam"),
    (ContinentalAddressRecognizer, "J'habite au 5 rue de la Paix, 75002 Paris.", "5 rue de la Paix, 75002 Paris"),
    (SplitAddressRecognizer, "The house number is 42 and the street is Mill Lane.", "42"),
    (SplitAddressRecognizer, "The house number is 42 and the street is Mill Lane.", "Mill Lane"),
    (SplitAddressRecognizer, "I live on Elm Street, number 12, the blue door.", "12"),
]

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    (ReversedEmailRecognizer, "mail maria.lopez@gmail.com today"),
    (ReversedEmailRecognizer, "tag v1.2@beta is broken"),
    (ObfuscatedEmailRecognizer, "my gmail is broken since Tuesday"),
    (ObfuscatedEmailRecognizer, "option (a) or (b), whichever"),
    (ObfuscatedEmailRecognizer, "I looked at the point of the essay"),
    (SpelledNumberRecognizer, "The report is due 12 05 2024, and Sept 3 too."),
    (SpelledNumberRecognizer, "In the French demo, un deux trois is read wrongly."),
    (SpelledNumberRecognizer, "It returns null null for two fields"),
    (PhoneNumberRecognizer, "crash dump: 4d 5a 90 00 03 00 00 00 04 00 00 00 ff ff 00 00"),
    (PhoneNumberRecognizer, "the meeting moved to 05/06/2024"),
    (SplitPhoneNumberRecognizer, "The sale ends on 2024 and starts with 100 items."),
    (ContinentalAddressRecognizer, "Found you via Twitter 2 days ago."),
    (ContinentalAddressRecognizer, "Version 22 of the app is broken."),
    (SplitAddressRecognizer, "Street Fighter 2 was my favourite game."),
    (SplitAddressRecognizer, "The street is busy at night."),
    (SplitAddressRecognizer, "Version number 12 broke the map."),
]


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


def test_digit_count_reads_french_pairs_and_hundreds_with_and() -> None:
    assert digit_count("zéro six, soixante-dix-huit") == 4
    assert digit_count("nine hundred and twelve") == 3


@pytest.mark.parametrize(
    ("text", "copy"),
    [("card 4S39 l488 O343 6467", "card 4539 1488 0343 6467"), ("IBAN G B 8 2   W E S T   1 2", "IBAN GB82WEST12")],
)
def test_normalise_reads_s_and_b_as_digits_and_joins_wide_spaced_runs(text: str, copy: str) -> None:
    normalised = normalise(text)
    assert normalised is not None and normalised.text == copy


@pytest.mark.parametrize(
    ("value", "implausible"),
    [
        ("іgnоrе yоur рrеvіоus", True),  # Cyrillic look-alikes among Latin letters
        ("m3$$4g3", True),
        ("Cnl ab nggragvba gb lbhe", True),  # ROT13: more lower-case words than a name has
        ("Maria de la Cruz", False),
        ("Jean-Luc Picard", False),
        ("Anna van der Berg", False),
    ],
)
def test_obfuscated_words_are_not_names(value: str, implausible: bool) -> None:
    assert implausible_name(value) is implausible


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Written backwards: moc.liamtoh@etorom.cul", "moc.liamtoh@etorom.cul"),
        ("Mon adresse : luc_morel arobase free point fr. Merci.", "luc_morel arobase free point fr"),
        ("The charge on card 4S39 l4BB O343 6467 is wrong.", "4S39 l4BB O343 6467"),
        ("My IBAN: G B 8 2   W E S T   1 2 3 4   5 6 9 8   7 6 5 4   3 2", "G B 8 2   W E S T   1 2 3 4   5 6 9 8   7 6 5 4   3 2"),
        ("Please post it to Calle Mayor 13, 28013 Madrid.", "Calle Mayor 13, 28013 Madrid"),
        ("O meu telemóvel é nove um dois três quatro cinco seis sete oito.", "nove um dois três quatro cinco seis sete oito"),
    ],
    ids=["reversed-email", "french-email", "letters-for-digits-card", "spaced-iban", "continental-address", "portuguese-phone"],
)
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, value: str) -> None:
    masked, total = masked_characters(text, value, pii_detector.detect(text))
    assert masked == total
