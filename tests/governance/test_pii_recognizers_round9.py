"""PII written to get past filters, ninth round: plain names that only a gazetteer knows (capitalised, in lower
case, surname first, declined in Russian or Greek, in Arabic, Chinese, Japanese and Korean), names joined into
user names and file names, short phone numbers in odd groupings after a word for a phone, card numbers in any
grouping in a text about a card, IBANs grouped unevenly, "at" and "dot" in Asian languages, Polish and Dutch
digit words, Polish and Japanese addresses, and addresses read on over the parts another country puts after
the street.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import found, unmasked

from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.lexicon import name_keys, name_lists, word_lists
from tractatus_feedback.governance.pii.recognizers import (
    AnyCaseIbanRecognizer,
    CjkNameRecognizer,
    ContinentalAddressRecognizer,
    CuedPhoneNumberRecognizer,
    GazetteerNameRecognizer,
    JapaneseAddressRecognizer,
    JoinedNameRecognizer,
    LooseCardNumberRecognizer,
    ObfuscatedEmailRecognizer,
    PersonNameRecognizer,
    SpelledNumberRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer

CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    # capitalised given name and surname with no cue around them, in either order, with particles
    (GazetteerNameRecognizer, "The refund went to Katarzyna Nowak instead of me.", "Katarzyna Nowak"),
    (GazetteerNameRecognizer, "Kontoinhaber Lukas Brandt, bitte prüfen.", "Lukas Brandt"),
    (GazetteerNameRecognizer, "Please forward the certificate:\nKofi Boateng\n12 Ash Grove", "Kofi Boateng"),
    (GazetteerNameRecognizer, "the poster credits Maarten de Vries as designer", "Maarten de Vries"),
    (GazetteerNameRecognizer, "sent by Aoife O'Donnell-Byrne yesterday", "Aoife O'Donnell-Byrne"),
    (GazetteerNameRecognizer, "my supervisor Tanaka Hiroshi wrote the foreword", "Tanaka Hiroshi"),
    (GazetteerNameRecognizer, "The booking says Carlos Eduardo Pereira, which is right.", "Carlos Eduardo Pereira"),
    (GazetteerNameRecognizer, "ask Grace Okafor about the venue", "Grace Okafor"),
    (GazetteerNameRecognizer, "receipt for R. Subramanian attached", "R. Subramanian"),
    # lower case: every word a known name and no English word, given name first in a pair
    (GazetteerNameRecognizer, "the volunteer was ingrid halvorsen, very kind", "ingrid halvorsen"),
    (GazetteerNameRecognizer, "cheers -- tomasz kaczmarek", "tomasz kaczmarek"),
    (GazetteerNameRecognizer, "o pagamento foi de ana beatriz carvalho ontem", "ana beatriz carvalho"),
    (GazetteerNameRecognizer, "graag naar sanne de graaf sturen", "sanne de graaf"),
    (GazetteerNameRecognizer, "grazie mille, giorgia d'amico", "giorgia d'amico"),
    # one known given name and an unknown word only after a cue; an initial and a surname after a dash
    (GazetteerNameRecognizer, "the typo was reported by chinedu anyaoku-bello last week", "chinedu anyaoku-bello"),
    (GazetteerNameRecognizer, "the link is dead.\n— p. venkatesh", "p. venkatesh"),
    (GazetteerNameRecognizer, "please ask for ms wojciechowska at reception", "wojciechowska"),
    # Vietnamese surname first with a middle name; Cyrillic and Greek declined; Arabic
    (GazetteerNameRecognizer, "Liên hệ: trần văn minh nhé", "trần văn minh"),
    (GazetteerNameRecognizer, "Письмо для Смирновой Анны Петровны, пожалуйста.", "Смирновой Анны Петровны"),
    (GazetteerNameRecognizer, "Ευχαριστώ, Νίκος Παπαδάκης", "Νίκος Παπαδάκης"),
    (GazetteerNameRecognizer, "مع الشكر، خالد العلي", "خالد العلي"),
    # Chinese, Japanese and Korean names beside an introduction or honorific
    (CjkNameRecognizer, "您好，我叫李伟，想报名参加讲座。", "李伟"),
    (CjkNameRecognizer, "联系人：张丽娟，电话见下。", "张丽娟"),
    (CjkNameRecognizer, "資料の件でご連絡しました。佐藤健一です。", "佐藤健一"),
    (CjkNameRecognizer, "受付の鈴木さんに渡しました。", "鈴木"),
    (CjkNameRecognizer, "박지훈님께 전달 부탁드립니다.", "박지훈"),
    (CjkNameRecognizer, "안녕하세요, 저는 최서연입니다.", "최서연"),
    # user names whole, file names by their name part only
    (JoinedNameRecognizer, "my login is IngridHalvorsen77 and it is locked", "IngridHalvorsen77"),
    (JoinedNameRecognizer, "find me as kofi_boateng_gh on the forum", "kofi_boateng_gh"),
    (JoinedNameRecognizer, "mail it to tomasz.kaczmarek (you know the domain)", "tomasz.kaczmarek"),
    (JoinedNameRecognizer, "attached: Application_Katarzyna_Nowak_final.docx", "Katarzyna_Nowak"),
    (JoinedNameRecognizer, "the scan is Passport-Aisha-ElMansouri.jpg", "Aisha-ElMansouri"),
    # short phone numbers after, or before, a word for a phone
    (CuedPhoneNumberRecognizer, "my mobile is 555 - 0 1 8 3 most days", "555 - 0 1 8 3"),
    (CuedPhoneNumberRecognizer, "office tel 555.02.47 (ask for the desk)", "555.02.47"),
    (CuedPhoneNumberRecognizer, "Ring me: +33 (0)1 / 42 68 53 00 after six.", "+33 (0)1 / 42 68 53 00"),
    (CuedPhoneNumberRecognizer, "the phone field rejected mine, (555) 0-3-9-1, twice", "(555) 0-3-9-1"),
    (CuedPhoneNumberRecognizer, "-- r. okafor | 555 0 2 8 4 ext. 31", "555 0 2 8 4 ext. 31"),
    (CuedPhoneNumberRecognizer, "555 . 04 . 17 (text only please)", "555 . 04 . 17"),
    # card numbers in any grouping, Luhn-checked, in a text about a card or a payment
    (LooseCardNumberRecognizer, "my card 4539 14 88 0343 64 67 was charged twice", "4539 14 88 0343 64 67"),
    (LooseCardNumberRecognizer, "the donation form ate my visa 45 3914 880 34 36467", "45 3914 880 34 36467"),
    (LooseCardNumberRecognizer, "paid with amex 3714.496353.98431 at the desk", "3714.496353.98431"),
    # IBANs grouped unevenly, or with a comma before the words between the groups
    (AnyCaseIbanRecognizer, "bitte auf de8937040044 0532 013000 überweisen", "de8937040044 0532 013000"),
    (AnyCaseIbanRecognizer, "it is GB33 BUKB, then 2020 1555 5555 55 for the rest", "GB33 BUKB, then 2020 1555 5555 55"),
    # "at" and "dot" in Chinese, Vietnamese, Russian and Korean; an aside in brackets
    (ObfuscatedEmailRecognizer, "邮箱：li.wei 艾特 example 点 com", "li.wei 艾特 example 点 com"),
    (ObfuscatedEmailRecognizer, "email: minh.tran (a còng) example chấm vn", "minh.tran (a còng) example chấm vn"),
    (ObfuscatedEmailRecognizer, "почта anna.smirnova собака example точка ru", "anna.smirnova собака example точка ru"),
    (ObfuscatedEmailRecognizer, "write to k.osei (the usual at sign) example.org", "k.osei (the usual at sign) example.org"),
    # digit words in Polish and Dutch, and "then" between them
    (SpelledNumberRecognizer, "Tel.: sześćset zero dwa, trzysta czterdzieści, dwanaście",
     "sześćset zero dwa, trzysta czterdzieści, dwanaście"),
    (SpelledNumberRecognizer, "bel me op nul zes een twee drie vier vijf zes", "nul zes een twee drie vier vijf zes"),
    (SpelledNumberRecognizer, "my cell is 555 then 0, two, four, one", "555 then 0, two, four, one"),
    # a full name spelled out with accents and a one-letter particle
    (PersonNameRecognizer, "It is spelled M-Á-I-R-E  Ó  D-Ó-N-A-I-L-L please.", "M-Á-I-R-E  Ó  D-Ó-N-A-I-L-L"),
    # Polish and Japanese addresses
    (ContinentalAddressRecognizer, "nowy adres: ul. Lipowa 8 m. 12, 30-001 Kraków", "ul. Lipowa 8 m. 12, 30-001 Kraków"),
    (ContinentalAddressRecognizer, "al. Niepodległości 21, 02-653 Warszawa", "al. Niepodległości 21, 02-653 Warszawa"),
    (JapaneseAddressRecognizer, "Send it to 2-3-5 Umeda, Kita-ku, Osaka 530-0001 please.", "2-3-5 Umeda, Kita-ku, Osaka 530-0001"),
]  # fmt: skip

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    # common words that are names, sentence-initial capitals, organisations, places and titles
    (GazetteerNameRecognizer, "Will the page load faster after the update?"),
    (GazetteerNameRecognizer, "May I ask why the search box ignores accents?"),
    (GazetteerNameRecognizer, "Grace Period And Late Fees Explained"),
    (GazetteerNameRecognizer, "Mark Down Every Change In The Changelog"),
    (GazetteerNameRecognizer, "I interned at Morgan Stanley and later at Johns Hopkins University."),
    (GazetteerNameRecognizer, "The Ada Lovelace Institute and the Alan Turing Institute replied."),
    (GazetteerNameRecognizer, "The Santa Clara office moved to Fort William."),
    (GazetteerNameRecognizer, "We read \"Long Short-Term Memory\" and \"Attention Is All You Need\" in class."),
    (GazetteerNameRecognizer, "Procter & Gamble and Marks & Spencer sponsor it."),
    (GazetteerNameRecognizer, "The Victoria Station entrance near Lincoln Park is closed."),
    (GazetteerNameRecognizer, "can you see the white box? it is long and young readers miss it."),
    (GazetteerNameRecognizer, "please bill the department and mark it urgent"),
    (GazetteerNameRecognizer, "ANNUAL REPORT BY JOHN SMITH AND MARIA GARCIA"),
    (GazetteerNameRecognizer, "See https://example.org/team/katarzyna-nowak or katarzyna.nowak@example.org"),
    (GazetteerNameRecognizer, "Open Katarzyna Nowak.pdf from /home/Katarzyna Nowak/docs"),
    (GazetteerNameRecognizer, "Thank you for the feedback on our framework; we will fix the link."),
    # foreign lower-case text full of words that are names somewhere
    (GazetteerNameRecognizer, "quiero la luz da costa y la paz del mar"),
    (GazetteerNameRecognizer, "Cảm ơn, hãy gọi cho chúng tôi khi cần liên hệ."),
    (GazetteerNameRecognizer, "ben can deniz kenarında oturdu"),
    (GazetteerNameRecognizer, "Ich nutze ms word und ms teams, nicht dr pepper."),
    (GazetteerNameRecognizer, "Jag tycker att kristen tro borde lämnas utanför."),
    (GazetteerNameRecognizer, "¿Y en Chile? En Santiago ya funciona."),
    (GazetteerNameRecognizer, "Vreau ca echipa să facă ceva util."),
    # CJK words that start with a surname's character
    (CjkNameRecognizer, "联系方式在网站上，致谢大家。"),
    (CjkNameRecognizer, "この様々な仕様について、お客様と皆さんに感謝します。私は東京に住んでいます。"),
    (CjkNameRecognizer, "신청서입니다. 고객님 감사합니다."),
    # product names and code identifiers
    (JoinedNameRecognizer, "I use JavaScript, PowerPoint and LinkedIn every day."),
    (JoinedNameRecognizer, "set first_name and user.email in the config, then open report_final_v2.pdf"),
    (JoinedNameRecognizer, "the site is example.com and mail.example.org"),
    # numbers near a phone word that are dates, ids, times, versions or an SSN
    (CuedPhoneNumberRecognizer, "Phone support said ticket 2024 03 15 is closed."),
    (CuedPhoneNumberRecognizer, "My order number is 555 01 71 and the phone line was busy."),
    (CuedPhoneNumberRecognizer, "Call us: version 10.2.3 on 12/05/2023, 3 users"),
    (CuedPhoneNumberRecognizer, "tel: SSN 536-90-4399 leaked"),
    (CuedPhoneNumberRecognizer, "call between 10.30 am and 12.45 pm on 3 May"),
    (CuedPhoneNumberRecognizer, "the page numbers 1 2 3 4 5 6 7 are missing"),
    # card-like digits that fail the checks, or are years
    (LooseCardNumberRecognizer, "The payment of the 2023 2024 2025 2026 invoices is late."),
    (LooseCardNumberRecognizer, "my card 4539 14 88 0343 64 68 (the last digit is off)"),
    (LooseCardNumberRecognizer, "order 4539 14 88 0343 64 67 shipped"),  # no card or payment in the text
    (AnyCaseIbanRecognizer, "the ticket is ab12 cdef 1234 5678 9012 34 for you"),
    (ObfuscatedEmailRecognizer, "I was at the meeting (at noon) yesterday, then at home."),
    (SpelledNumberRecognizer, "Mam dwa koty i trzy psy, siedem lat temu."),
    (JapaneseAddressRecognizer, "The score was 3-2 Arsenal, then 1-1 at home."),
    (ContinentalAddressRecognizer, "see pl. 5 of the report and ul. 3 of the list"),
]  # fmt: skip


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


@pytest.mark.parametrize(
    ("word", "key"),
    [("Ивановой", "иванова"), ("Марины", "марина"), ("Ελένης", "ελενη"), ("Siobhán", "siobhan"), ("Łukasz", "lukasz")],
)
def test_declined_and_accented_names_are_looked_up_by_their_nominative_key(word: str, key: str) -> None:
    assert key in name_keys(word)


def test_name_lists_cover_many_locales_and_scripts() -> None:
    lists = name_lists()
    assert len(lists.given) > 20_000 and len(lists.surnames) > 20_000
    assert lists.is_given("Siobhan") and lists.is_surname("O'Leary") and lists.is_surname("Wiśniewska")
    assert "王" in lists.cjk_surnames and "김" in lists.cjk_surnames


@pytest.mark.parametrize("word", ["will", "may", "mark", "grace", "bill", "page", "long", "young", "white", "rose", "hope"])
def test_names_that_are_common_words_are_known_as_such(word: str) -> None:
    assert word_lists().is_common(word)


@pytest.mark.parametrize("word", ["darnell", "siobhan", "okafor", "dieter", "priya"])
def test_plain_names_are_not_common_words(word: str) -> None:
    assert not word_lists().is_common(word)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("The certificate should read Katarzyna Nowak, not my maiden name.", ["Katarzyna Nowak"]),
        ("Merci pour l'atelier ! Envoyez le livre au 12 bis rue des Lilas, esc. C, 31000 Toulouse. Bonne journée.",
         ["12 bis rue des Lilas, esc. C, 31000 Toulouse"]),
        ("Deliver to Flat 3/2, 18 Dalhousie St, Edinburgh EH3 6QF, ring twice.", ["Flat 3/2, 18 Dalhousie St, Edinburgh EH3 6QF"]),
        ("Endereço: Avenida Paulista, 1000, apto 71, Bela Vista, São Paulo - SP, 01310-100. Valeu!",
         ["Avenida Paulista, 1000, apto 71, Bela Vista, São Paulo - SP, 01310-100"]),
        ("Post the kit to:\n9 Orchard Way\nFlat 2, first floor\nYork YO10 5DD\nUnited Kingdom\nThanks, Ingrid",
         ["9 Orchard Way\nFlat 2, first floor\nYork YO10 5DD\nUnited Kingdom"]),
        ("Our office: 77 Pine Street, Suite 9B (second floor), Portland, OR 97205. Ask at the desk.",
         ["77 Pine Street, Suite 9B (second floor), Portland, OR 97205"]),
        ("Nowy adres: ul. Lipowa 8 m. 12, 30-001 Kraków, Polska. Dziękuję!", ["ul. Lipowa 8 m. 12, 30-001 Kraków, Polska"]),
        ("My forum handle is IngridHalvorsen77, and my phone is 555 . 03 . 58 (text only).",
         ["IngridHalvorsen77", "555 . 03 . 58"]),
        ("我叫李伟，邮箱是 li.wei 艾特 example 点 com，谢谢。", ["李伟", "li.wei 艾特 example 点 com"]),
        ("Refund to NL91abna 0417 1643 00 please, t.n.v. Sanne van der Meer.", ["NL91abna 0417 1643 00", "Sanne van der Meer"]),
        ("Call me about the role on 555-O2O8 (letter O's, sorry).", ["555-O2O8"]),
    ],
    ids=["plain-name", "french-tail", "glasgow-flat-before", "brazilian-tail", "uk-block-tail", "us-suite-floor",
         "polish-address", "handle-and-dotted-phone", "chinese-name-and-email", "uneven-iban", "letter-o-phone"],
)  # fmt: skip
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, values: list[str]) -> None:
    assert unmasked(pii_detector, text, values) == []


@pytest.mark.parametrize(
    "text",
    [
        "Thank you for writing in. We have fixed the broken link on the events page and will review the PDF layout.",
        "Will the new dataset include the 2025 survey? May we cite it in our report on Long Covid?",
        "We are grateful for your feedback on the Grace Hopper Celebration panel and the Johns Hopkins study.",
        "The address is 12 Mill Lane, London, but the office in Paris is closed on Mondays.",
    ],
)
def test_replies_that_name_no_one_hold_no_person(pii_detector: PiiDetector, text: str) -> None:
    assert [text[s.start : s.end] for s in pii_detector.detect(text) if s.type == "PERSON"] == []
