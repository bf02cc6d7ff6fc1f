"""PII written to get past filters, tenth round: digits of other scripts (Arabic-Indic, Persian, Devanagari)
and full-width digits, digit words in Turkish and the Scandinavian languages, digit groups joined by dashes
of any width, bullets, bars or underscores, a short number with one digit spelled after a word for a phone,
IBANs whose check digits stand apart from the country code, Scandinavian and Greek streets, addresses read on
over spaced slashes, Portuguese and Greek floors, Mexican districts and Swedish flats, and names with the
surname in capitals first, addresses in kanji and Japanese names with a space between the parts.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import detected, found, unmasked

from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    AnyCaseIbanRecognizer,
    CjkNameRecognizer,
    ContinentalAddressRecognizer,
    GazetteerNameRecognizer,
    JapaneseAddressRecognizer,
    SpelledNumberRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.pii.recognizers.normalised_text_recognizer import normalise

CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    # Turkish and Scandinavian digit words
    (SpelledNumberRecognizer, "Numaram: beş sıfır sekiz dört dört iki yedi, teşekkürler.", "beş sıfır sekiz dört dört iki yedi"),
    (SpelledNumberRecognizer, "Ring mig på noll sju tre, fyra fem sex, åtta nio noll.", "noll sju tre, fyra fem sex, åtta nio noll"),
    (SpelledNumberRecognizer, "Mit nummer er to otte seks syv, fem fem nul nul.", "otte seks syv, fem fem nul nul"),
    # separators of any kind between spelled groups
    (SpelledNumberRecognizer, "call four one five — two two three — nine nine eight one", "four one five — two two three — nine nine eight one"),
    (SpelledNumberRecognizer, "text seven seven one • three four • five five six two", "seven seven one • three four • five five six two"),
    (SpelledNumberRecognizer, "it's six one two | eight eight | four four one", "six one two | eight eight | four four one"),
    # a short number with a digit word in it, after a word for a phone
    (SpelledNumberRecognizer, "my mobile: 612 4 seven 0 3, evenings", "612 4 seven 0 3"),
    (SpelledNumberRecognizer, "phone 31 eight 7 2 90 anytime", "31 eight 7 2 90"),
    # IBAN with the check digits set apart from the country code
    (AnyCaseIbanRecognizer, "Bitte überweisen an DE 89 37040044 0532013000, danke.", "DE 89 37040044 0532013000"),
    (AnyCaseIbanRecognizer, "refund to GB-82 WEST 1234 5698 7654 32 please", "GB-82 WEST 1234 5698 7654 32"),
    # Scandinavian street suffixes and Greek street words
    (ContinentalAddressRecognizer, "Adressen är Storgatan 12 och Lindvägen 3 A.", "Lindvägen 3 A"),
    (ContinentalAddressRecognizer, "Min adresse er Nørrebrogade 14, 2200 København.", "Nørrebrogade 14, 2200 København"),
    (ContinentalAddressRecognizer, "Στείλτε το στη Λεωφόρος Συγγρού 140, ευχαριστώ.", "Λεωφόρος Συγγρού 140"),
    # the surname in capitals before a known given name
    (GazetteerNameRecognizer, "Cordialement, LEFEBVRE Hélène", "LEFEBVRE Hélène"),
    (GazetteerNameRecognizer, "Firmado: GARCÍA Lucía", "GARCÍA Lucía"),
    # addresses in kanji, largest unit first, with arabic, full-width or kanji block numbers
    (JapaneseAddressRecognizer, "送り先は〒060-0042 北海道札幌市中央区大通西四丁目1番2号 みどりビル801号室です。",
     "〒060-0042 北海道札幌市中央区大通西四丁目1番2号 みどりビル801号室"),
    (JapaneseAddressRecognizer, "住所：福岡県福岡市博多区博多駅前２−３−４", "福岡県福岡市博多区博多駅前２−３−４"),
    (JapaneseAddressRecognizer, "地址：上海市浦东新区世纪大道100号，谢谢", "上海市浦东新区世纪大道100号"),
    # a known surname, a space and a given name in kana or Han
    (CjkNameRecognizer, "受取人は鈴木 まさみ、電話は後で送ります。", "鈴木 まさみ"),
    (CjkNameRecognizer, "担当の高橋　健さんによろしく", "高橋　健"),
]  # fmt: skip

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    # digits with a digit word but no phone cue, or a tally
    (SpelledNumberRecognizer, "We ordered 120 copies, then one 40 and 12 more boxes."),
    (SpelledNumberRecognizer, "Version 2.4 one-click install failed on 3 of 5 machines."),
    (SpelledNumberRecognizer, "phone case price 12.99, one 5 pack for 40"),
    # ordinary Turkish and Scandinavian prose
    (SpelledNumberRecognizer, "Bir iki gün içinde rapor hazır olacak, teşekkürler."),
    (SpelledNumberRecognizer, "Vi var sex personer och fem barn på mötet."),
    # two-letter words before numbers, and codes that are no IBAN country
    (AnyCaseIbanRecognizer, "IN 20 minutes we shipped 4500 units across 12 regions and 300 stores"),
    (AnyCaseIbanRecognizer, "ISBN 978 3 16 148410 0 and DOI 10.1000 182 are both in the bibliography"),
    (AnyCaseIbanRecognizer, "DE 12 34567890 1234567890 is not a valid account"),
    # acronyms before a capitalised word are no surname
    (GazetteerNameRecognizer, "I read it in USA Today and on BBC News."),
    (GazetteerNameRecognizer, "The PDF Reader crashed and the NASA Mars page too."),
    (GazetteerNameRecognizer, "PLEASE FIX THE LINK"),
    # numbers with no ward or city before them, and spaced Japanese words that are no name
    (JapaneseAddressRecognizer, "第3号の報告書は2025年4月1日に公開されました。"),
    (JapaneseAddressRecognizer, "市場の規模は12番目です。"),
    (CjkNameRecognizer, "東京 ほかの地域でも 資料 これです"),
    (CjkNameRecognizer, "田中 さんに聞いてください"),
]  # fmt: skip


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


@pytest.mark.parametrize(
    ("text", "digits"),
    [("٤٢٠١ ٣٣", "4201 33"), ("۰۹۱۲ ۳۴۵", "0912 345"), ("४२ ७७", "42 77"), ("５５５－０１", "555-01")],
    ids=["arabic-indic", "persian", "devanagari", "full-width"],
)
def test_digits_of_other_scripts_are_read_as_ascii(text: str, digits: str) -> None:
    copy = normalise(text)
    assert copy is not None and copy.text == digits


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Please refund my card ٥٥٥٥ ٥٥٥٥ ٥٥٥٥ ٤٤٤٤ — charged twice.", ["٥٥٥٥ ٥٥٥٥ ٥٥٥٥ ٤٤٤٤"]),
        ("Kartım ４０１２ ８８８８ ８８８８ １８８１ iki kez çekildi.", ["４０１２ ８８８８ ８８８８ １８８１"]),
        ("Telefon numaram sıfır beş üç iki – yedi yedi altı – dokuz sekiz, lütfen arayın.",
         ["sıfır beş üç iki – yedi yedi altı – dokuz sekiz"]),
        ("Przelew proszę na PL 61 1090 1014 0000 0712 1981 2874, dziękuję.", ["PL 61 1090 1014 0000 0712 1981 2874"]),
        ("reach me on my phone 448 2 nine 1 6 after six", ["448 2 nine 1 6"]),
        ("send it to apt 3c / 48 hollins road / leeds / ls6 2qr. cheers", ["apt 3c / 48 hollins road / leeds / ls6 2qr"]),
        ("A morada é Avenida da Liberdade, 110, 2.º dto., 1250-146 Lisboa.", ["Avenida da Liberdade, 110, 2.º dto., 1250-146 Lisboa"]),
        ("Envíenlo a Calle Pino 15, int. 2, Col. Roma Norte, 06700 Ciudad de México, por favor.",
         ["Calle Pino 15, int. 2, Col. Roma Norte, 06700 Ciudad de México"]),
        ("Adress: Sveavägen 44, lgh 1203, 113 59 Stockholm. Tack!", ["Sveavägen 44, lgh 1203, 113 59 Stockholm"]),
        ("Διεύθυνση: Οδός Αιόλου 21, 2ος όροφος, 105 59 Αθήνα.", ["Οδός Αιόλου 21, 2ος όροφος, 105 59 Αθήνα"]),
    ],
    ids=["arabic-indic-card", "full-width-card", "turkish-phone", "spaced-check-digits-iban", "cued-short-phone",
         "slashed-uk-address", "portuguese-floor-side", "mexican-district", "swedish-flat", "greek-floor"],
)  # fmt: skip
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, values: list[str]) -> None:
    assert unmasked(pii_detector, text, values) == []


@pytest.mark.parametrize(
    "text",
    [
        "Upgraded from version 3.12.4 to 4.0.1 on 2026-11-30; the price went from $49.99 to $59.99.",
        "Order 3 boxes of 250, one pack of 12 and 40 more; ISBN 978-0-306-40615-7, doi:10.1038/nphys1170.",
        "The meeting is on 12 March 2026 at 10.30, room 4 one floor up.",
    ],
    ids=["versions-dates-prices", "quantities-isbn-doi", "date-room"],
)
def test_numbers_that_are_not_pii_stay_visible(pii_detector: PiiDetector, text: str) -> None:
    assert detected(pii_detector, text, {"PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE"}) == []
