"""PII written to get past filters, eleventh round: digit words of twenty-odd more languages and scripts
(Czech, Hungarian, Finnish, Romanian, Indonesian, Russian, Greek, Arabic, Hindi, glued Han and Korean
numerals), a phone's area code in an aside, phone cues and a spelled zero in other languages, e-mail
addresses dictated with commas, with "at" translated ("op", "chez", "bei") or with emoji for brackets, card talk in other
languages, IBANs with slashes, addresses announced by the word "address" in any language and script,
"send it to" with a postcode beside a town, street words written apart ("Påhittade gatan", "Muster-Str."),
Indian addresses closed by a PIN code, lower-case US addresses read on to a
spelled ZIP, names spelled letter by letter in any case, quoted nicknames in any case, "Dr Surname, Given",
and names in non-Latin scripts after a name label.

Recognizer tests run without spaCy; the detector tests run the real engine.
"""

from __future__ import annotations

import pytest
from helpers_pii import detected, found, unmasked

from tractatus_feedback.governance.pii import PiiDetector
from tractatus_feedback.governance.pii.recognizers import (
    AnyCaseIbanRecognizer,
    ContinentalAddressRecognizer,
    CuedAddressRecognizer,
    LooseCardNumberRecognizer,
    ObfuscatedEmailRecognizer,
    PersonNameRecognizer,
    ScriptNameRecognizer,
    SpelledNumberRecognizer,
    StreetAddressRecognizer,
)
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer

CASES: list[tuple[type[ContextRegexRecognizer], str, str]] = [
    # digit words of more languages and scripts
    (SpelledNumberRecognizer, "Zavolejte mi: nula šest osm, dva dva jedna, pět pět čtyři.", "nula šest osm, dva dva jedna, pět pět čtyři"),
    (SpelledNumberRecognizer, "Hívjon: nulla hat három, négy öt egy, kilenc nyolc hét.", "nulla hat három, négy öt egy, kilenc nyolc hét"),
    (SpelledNumberRecognizer, "Puhelin nolla neljä viisi, kuusi kaksi yksi, kolme kolme.", "nolla neljä viisi, kuusi kaksi yksi, kolme kolme"),
    (SpelledNumberRecognizer, "Telefonul: zero sapte patru, unu doi trei, cinci opt.", "zero sapte patru, unu doi trei, cinci opt"),
    (SpelledNumberRecognizer, "Hubungi nol delapan satu tiga, dua dua empat sembilan.", "nol delapan satu tiga, dua dua empat sembilan"),
    (SpelledNumberRecognizer, "Звоните: восемь девять один шесть, два ноль ноль три.", "восемь девять один шесть, два ноль ноль три"),
    (SpelledNumberRecognizer, "Τηλέφωνο: έξι εννιά τρία, οκτώ ένα, δύο πέντε μηδέν.", "έξι εννιά τρία, οκτώ ένα, δύο πέντε μηδέν"),
    (SpelledNumberRecognizer, "هاتفي: صفر تسعة ستة، سبعة ثمانية، واحد اثنان ثلاثة", "صفر تسعة ستة، سبعة ثمانية، واحد اثنان ثلاثة"),
    (SpelledNumberRecognizer, "फोन: नौ आठ सात, छह पांच चार, तीन दो एक", "नौ आठ सात, छह पांच चार, तीन दो एक"),
    (SpelledNumberRecognizer, "我的手机是一五九零二二八七七六五，谢谢", "一五九零二二八七七六五"),
    # a spelled zero starts a French number in pairs; an area code in an aside
    (SpelledNumberRecognizer, "Appelez-moi au zéro 6 - 12 - 40 - 77 - 21 le soir.", "zéro 6 - 12 - 40 - 77 - 21"),
    (SpelledNumberRecognizer, "text me on six one two, 0 8 four 4 (area code three-one-two) please",
     "six one two, 0 8 four 4 (area code three-one-two)"),
    (SpelledNumberRecognizer, "Ruf an: vier vier drei, null eins zwei, Vorwahl 030.", "vier vier drei, null eins zwei, Vorwahl 030"),
    # e-mail dictated with pauses, or with "at" translated
    (ObfuscatedEmailRecognizer, "it's r underscore diaz, the at sign, post, dot, example, dot, net, lowercase",
     "r underscore diaz, the at sign, post, dot, example, dot, net"),
    (ObfuscatedEmailRecognizer, "Stuur het naar j.devries op example punt nl graag.", "j.devries op example punt nl"),
    (ObfuscatedEmailRecognizer, "Écrivez à m (point) leroy (chez) example (point) fr merci", "m (point) leroy (chez) example (point) fr"),
    (ObfuscatedEmailRecognizer, "Schreib an t.kraus bei example punkt de.", "t.kraus bei example punkt de"),
    # emoji for brackets and between the parts of the user name
    (ObfuscatedEmailRecognizer, "reach me: li.wei ✨at✨ mailbox ✨dot✨ org please", "li.wei ✨at✨ mailbox ✨dot✨ org"),
    (ObfuscatedEmailRecognizer, "contact: sam 🌿 okoro 📨 at 📨 example dot org — thanks", "sam 🌿 okoro 📨 at 📨 example dot org"),
    # card talk in the visitor's language, IBAN with slashes
    (LooseCardNumberRecognizer, "Моя карта 4 0 1 2 - 8888 - 8888 - 18 81 заблокирована.", "4 0 1 2 - 8888 - 8888 - 18 81"),
    (LooseCardNumberRecognizer, "Mi tarjeta 5 1 0 5 - 1051 - 0510 - 51 00 fue rechazada.", "5 1 0 5 - 1051 - 0510 - 51 00"),
    (AnyCaseIbanRecognizer, "Refund to AT61/19043/00234/573201 please.", "AT61/19043/00234/573201"),
    # an address announced by its word, in any language and script
    (CuedAddressRecognizer, "Moje adresa: Smyšlená 845/12, 602 00 Brno. Díky!", "Smyšlená 845/12, 602 00 Brno"),
    (CuedAddressRecognizer, "Dirección: Avda. de los Pinos, 14, 2º dcha., 41001 Sevilla. Gracias.", "Avda. de los Pinos, 14, 2º dcha., 41001 Sevilla"),
    (CuedAddressRecognizer, "Адрес: ул. Садовая, д. 7, кв. 3, Казань 420000.", "ул. Садовая, д. 7, кв. 3, Казань 420000"),
    (CuedAddressRecognizer, "मेरा पता: मकान 44, शांति नगर, जयपुर 302001। धन्यवाद", "मकान 44, शांति नगर, जयपुर 302001"),
    (CuedAddressRecognizer, "shipping address for the box → 19 oakview ct apt 4 reno nv 89501 usa. thanks", "19 oakview ct apt 4 reno nv 89501 usa"),
    # asked to be sent somewhere, with a postcode beside a town in what follows
    (CuedAddressRecognizer, "Envoyez-le à Claire Martin, 3 impasse des Lilas, 33000 Bordeaux. Merci", "Claire Martin, 3 impasse des Lilas, 33000 Bordeaux"),
    (CuedAddressRecognizer, "Skicka den till Vretgränd 4, 752 31 Uppsala. Tack!", "Vretgränd 4, 752 31 Uppsala"),
    # street words written apart from the name, floors after a slash
    (ContinentalAddressRecognizer, "Bitte an Linden-Str. 4 / 2. OG, D-04109 Leipzig senden.", "Linden-Str. 4 / 2. OG, D-04109 Leipzig"),
    (ContinentalAddressRecognizer, "Skicka till Gamla gatan 12 A tack.", "Gamla gatan 12 A"),
    # an Indian address: house number, cross and main roads, town and PIN code
    (StreetAddressRecognizer, "Courier it to No. 7, 3rd Cross, 1st Main, Jayanagar, Bengaluru 560011, thanks.",
     "No. 7, 3rd Cross, 1st Main, Jayanagar, Bengaluru 560011"),
    (StreetAddressRecognizer, "Deliver to #12, Park Road, Adyar, Chennai - 600 020.", "#12, Park Road, Adyar, Chennai - 600 020"),
    # names spelled letter by letter, nicknames in any case, "Dr Surname, Given"
    (PersonNameRecognizer, "from m-a-r-g-i-t h-o-l-m-b-e-r-g, sorry for the spelling", "m-a-r-g-i-t h-o-l-m-b-e-r-g"),
    (PersonNameRecognizer, "Regards, PRIYA 'pree' RAMASWAMY-IYER", "PRIYA 'pree' RAMASWAMY-IYER"),
    (PersonNameRecognizer, "Signed up as Prof O'Hara-Mbeki, Thandiwe.", "O'Hara-Mbeki, Thandiwe"),
    # names in non-Latin scripts after a label or a phrase
    (ScriptNameRecognizer, "الاسم الكامل: يوسف منصور، شكراً", "يوسف منصور"),
    (ScriptNameRecognizer, "नाम: सुनीता शर्मा। धन्यवाद", "सुनीता शर्मा"),
    (ScriptNameRecognizer, "Меня зовут Ольга Смирнова, спасибо.", "Ольга Смирнова"),
    (ScriptNameRecognizer, "Name: Νίκος Αλεξίου", "Νίκος Αλεξίου"),
]  # fmt: skip

LEAVE_ALONE: list[tuple[type[ContextRegexRecognizer], str]] = [
    # counting in prose, short runs, tallies
    (SpelledNumberRecognizer, "Tôi có hai con mèo và ba con chó, năm nay rất vui."),
    (SpelledNumberRecognizer, "我们三个人一起用了两年，非常好。"),
    (SpelledNumberRecognizer, "Lima was nice; the set had 12 pieces and 30 more."),
    (SpelledNumberRecognizer, "Mám dva psy a tři kočky."),
    # translated "at" without a spelled dot, or words that are no user
    (ObfuscatedEmailRecognizer, "Ik werk op example punt org niet meer."),
    (ObfuscatedEmailRecognizer, "Version 2.1 op example.com is stuck."),
    (ObfuscatedEmailRecognizer, "Je travaille chez Renault depuis 2019."),
    (ObfuscatedEmailRecognizer, "Loved the talk 👏 at the conference, see you 🎉 next year."),
    # digits in a text about a card that fail the Luhn check
    (LooseCardNumberRecognizer, "Meine Karte 1234 5678 9012 3456 ist abgelaufen."),
    # the word address in ordinary sentences
    (CuedAddressRecognizer, "The address field is broken: I moved in 2024, please fix it."),
    (CuedAddressRecognizer, "We will address this in 2 weeks: first the login bug, then 3 others."),
    (CuedAddressRecognizer, "The address bar shows version 3.2, build 45, on Windows 11."),
    (CuedAddressRecognizer, "Die alte Adresse im Profil stimmt nicht mehr, seit 2023."),
    (CuedAddressRecognizer, "Email address: jo@example.com, phone 555."),
    # a numbered list of towns and a count, or an order line, is no Indian address
    (StreetAddressRecognizer, "We tested No. 3, Berlin, Paris, London 123456 times."),
    (StreetAddressRecognizer, "Order No. 18, Blue Shirt, Size M 123456"),
    # asked to be sent somewhere with no postcode beside a town
    (CuedAddressRecognizer, "Ship to Berlin, Paris and Rome in 2025, 12000 units total."),
    (CuedAddressRecognizer, "We'll send it to you within 2 days, via post."),
    (CuedAddressRecognizer, "Send the report to Marketing, Finance and HR by 2026."),
    # articles before a street word are no street name
    (ContinentalAddressRecognizer, "Der Ring 3 war toll."),
    # spelled ordinary words, quoted words between capitals, a title and a thank-you
    (PersonNameRecognizer, "p-l-e-a-s-e h-e-l-p me"),
    (PersonNameRecognizer, "i.g.n.o.r.a t.o.d.a.s las reglas"),
    (PersonNameRecognizer, "y-o-u g-u-y-s s-u-c-k"),
    (PersonNameRecognizer, "PLEASE 'fix' THIS NOW"),
    (PersonNameRecognizer, "The 'new' Button is broken"),
    # a non-Latin word after a label that is a file, a sentence in Chinese
    (ScriptNameRecognizer, "The file name: отчет.pdf is broken"),
    (ScriptNameRecognizer, "我是学生，我喜欢这个网站。"),
    (ScriptNameRecognizer, "Name: John Smith"),
]  # fmt: skip


@pytest.mark.parametrize("recognizer_cls,text,expected", CASES, ids=[f"{c[0].__name__}:{c[2][:30]}" for c in CASES])
def test_evasion_is_found(recognizer_cls: type[ContextRegexRecognizer], text: str, expected: str) -> None:
    assert expected in found(recognizer_cls(), text)


@pytest.mark.parametrize("recognizer_cls,text", LEAVE_ALONE, ids=[f"{c[0].__name__}:{c[1][:30]}" for c in LEAVE_ALONE])
def test_ordinary_text_is_left_alone(recognizer_cls: type[ContextRegexRecognizer], text: str) -> None:
    assert found(recognizer_cls(), text) == set()


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Bitte an: HOFFMANN Lena, Beispiel-Str. 9 / 4. OG, D-80331 München. Danke!", ["Beispiel-Str. 9 / 4. OG, D-80331 München"]),
        ("Skicka till Erik Lund, Påhittade vägen 7 C, lgh 1201, 412 58 Göteborg. Tack!", ["Påhittade vägen 7 C, lgh 1201, 412 58 Göteborg"]),
        ("Mailing address: 310 Maple Terr. (side door), Dayton, OH 45402. Thanks", ["310 Maple Terr. (side door), Dayton, OH 45402"]),
        ("moved! now at apt 2C — 88 w. birch ave. — fairview, TX seven five oh one two. cheers",
         ["apt 2C — 88 w. birch ave. — fairview, TX seven five oh one two"]),
        ("Please ship to Calle Olmo 21, int. 3, Col. Centro, 06000 Ciudad de México, CDMX. Gracias",
         ["Calle Olmo 21, int. 3, Col. Centro, 06000 Ciudad de México, CDMX"]),
        ("Kontakt: nula sedm sedm, nula nula devět, tři dva jedna; email a.novak op example punt cz",
         ["nula sedm sedm, nula nula devět, tři dva jedna", "a.novak op example punt cz"]),
    ],
    ids=["german-hyphen-street", "swedish-separate-street", "us-terr-aside", "lower-us-spelled-zip", "cdmx", "czech-phone-dutch-at"],
)  # fmt: skip
def test_detector_masks_every_character(pii_detector: PiiDetector, text: str, values: list[str]) -> None:
    assert unmasked(pii_detector, text, values) == []


@pytest.mark.parametrize(
    "text",
    [
        "Version 3.2 shipped in 2025; the address bar now shows 12 tabs and costs $4.99.",
        "Mám dva psy a tři kočky, a platil jsem 250 Kč za 3 lístky.",
        "Nous avons reçu deux cents réponses en 2024, soit 12 % de plus.",
    ],
    ids=["english-versions", "czech-counts", "french-counts"],
)
def test_numbers_that_are_not_pii_stay_visible(pii_detector: PiiDetector, text: str) -> None:
    assert detected(pii_detector, text, {"PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "ADDRESS"}) == []
