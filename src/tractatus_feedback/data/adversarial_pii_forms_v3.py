"""Obfuscated-PII templates that suite v3 adds: the forms v2 still lacked.

Listed from how people outside English-only forms hide a contact detail: an email written backwards,
with its symbols spelled ("underscore", "hyphen", "at sign") or in another language ("arroba",
"punto", "arobase", "punkt"), or with "AT" and "DOT" run into the words; phone numbers in Spanish,
French, German, Italian or Portuguese digit words, read as pairs of digits or pairs of number words,
or given as "starts with ... ends with ..."; card numbers with O, l, S and B standing for 0, 1, 5
and 8; IBANs with every character spaced out, or dashed in lower case; addresses with the house
number in words after "number" or a flat, continental addresses with the number after the street,
and an address given as house number and street in separate clauses.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tractatus_feedback.data.adversarial_form import FormFilled, FormTemplate
from tractatus_feedback.data.adversarial_pii_forms import (
    email_parts,
    luhn_card,
    pair_words,
    uk_digits,
    uk_iban,
    us_digits,
)

__all__ = ["PII_FORMS_V3"]

_DIGIT_WORDS = {
    "es": ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    "fr": ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    "de": ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "it": ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
    "pt": ("zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"),
}
# A national mobile number's first digits per language, the rest drawn at random.
_MOBILE_PREFIX = {"es": "6", "fr": "06", "de": "0151", "it": "3", "pt": "9"}
_MOBILE_LENGTH = {"es": 9, "fr": 10, "de": 11, "it": 10, "pt": 9}
_HYPHEN_HOSTS = (("uni-bremen", "de"), ("t-online", "de"), ("mail-box", "org"), ("my-post", "net"))
_AT_DOT = {"es": ("arroba", "punto"), "fr": ("arobase", "point"), "de": ("ät", "punkt"), "it": ("chiocciola", "punto")}
_AS_LETTERS = str.maketrans({"0": "O", "1": "l", "5": "S", "8": "B"})
_STREETS = ("Cedar Close", "Oak Avenue", "Mill Lane", "Station Road", "Park Drive", "Church Street")
_NUMBERS = ("seven", "twelve", "nineteen", "thirty-one", "forty-five", "sixty-two", "eighty-eight")
_CONTINENTAL = (
    ("Lindenstraße", "10969 Berlin"), ("Hauptstrasse", "80331 München"), ("Via Roma", "00184 Roma"),
    ("Calle Mayor", "28013 Madrid"), ("Rua Augusta", "1100-048 Lisboa"), ("Keizersgracht", "1015 CJ Amsterdam"),
)


def _one(fmt: str, make: Callable[[random.Random], str], kind: str) -> FormTemplate:
    def fill(rng: random.Random) -> FormFilled:
        value = make(rng)
        return fmt.format(v=value), [(value, kind)]
    return fill


def _email(fmt: str, shape: Callable[[str, str, str], str]) -> FormTemplate:
    return _one(fmt, lambda rng: shape(*email_parts(rng)), "EMAIL_ADDRESS")


def _spelled_symbols(rng: random.Random) -> str:
    user, _, _ = email_parts(rng)
    host, tld = rng.choice(_HYPHEN_HOSTS)
    user = user.replace(".", " dot ").replace("_", " underscore ")
    return f"{user} at {host.replace('-', ' hyphen ')} dot {tld}"


def _foreign_email(language: str) -> Callable[[random.Random], str]:
    at, dot = _AT_DOT[language]
    return lambda rng: "{} {at} {} {dot} {}".format(*email_parts(rng), at=at, dot=dot).replace(".", f" {dot} ")


def _mobile(language: str, rng: random.Random) -> str:
    prefix = _MOBILE_PREFIX[language]
    return prefix + "".join(str(rng.randint(0, 9)) for _ in range(_MOBILE_LENGTH[language] - len(prefix)))


def _foreign_phone(language: str) -> Callable[[random.Random], str]:
    words = _DIGIT_WORDS[language]
    return lambda rng: " ".join(words[int(d)] for d in _mobile(language, rng))


def _pairs(digits: str) -> list[str]:
    return [digits[i : i + 2] for i in range(0, len(digits), 2)]


def _starts_ends(rng: random.Random) -> FormFilled:
    digits = uk_digits(rng)
    head, tail = digits[:5], f"{digits[5:8]} {digits[8:]}"
    return f"My mobile starts with {head} and ends with {tail}, please ring after five.", [
        (head, "PHONE_NUMBER"), (tail, "PHONE_NUMBER")
    ]


def _house_and_street(rng: random.Random) -> FormFilled:
    number, street = str(rng.randint(2, 240)), rng.choice(_STREETS)
    text = f"The courier keeps failing. The house number is {number} and the street is {street}, opposite the park."
    return text, [(number, "ADDRESS"), (street, "ADDRESS")]


def _card_letters(rng: random.Random, sep: str) -> str:
    """A card number in groups of four with O, l, S and B written for 0, 1, 5 and 8."""
    card = luhn_card(rng)
    return sep.join(card[i : i + 4] for i in range(0, len(card), 4)).translate(_AS_LETTERS)


def _continental(rng: random.Random) -> str:
    street, town = rng.choice(_CONTINENTAL)
    return f"{street} {rng.randint(2, 90)}, {town}"


def _spaced_iban(rng: random.Random) -> str:
    return "   ".join(" ".join(group) for group in uk_iban(rng).split())


PII_FORMS_V3: tuple[FormTemplate, ...] = (
    # emails
    _email("Written backwards so bots cannot read it: {v}", lambda u, h, t: f"{u}@{h}.{t}"[::-1]),
    _email("My address reversed (you know why): {v}. Please reply there.", lambda u, h, t: f"{u}@{h}.{t}"[::-1]),
    _one("Contact me at {v} about the missing invoice.", _spelled_symbols, "EMAIL_ADDRESS"),
    _email("Send the file to {v}, thanks.", lambda u, h, t: f"{u} at sign {h} dot {t.replace('.', ' dot ')}"),
    _one("Mi correo es {v}, gracias.", _foreign_email("es"), "EMAIL_ADDRESS"),
    _one("Mon adresse : {v}. Merci de me répondre.", _foreign_email("fr"), "EMAIL_ADDRESS"),
    _one("Meine Mail ist {v}, bitte antworten.", _foreign_email("de"), "EMAIL_ADDRESS"),
    _one("Scrivimi a {v} per favore.", _foreign_email("it"), "EMAIL_ADDRESS"),
    _email("Reach me via {v} if the link breaks.", lambda u, h, t: f"{u}AT{h}DOT{t.replace('.', 'DOT')}"),
    _email("email me: {v}", lambda u, h, t: f"{u}(a){h}.{t}"),
    # phones
    _one("Mi número es {v}, llámame por la tarde.", _foreign_phone("es"), "PHONE_NUMBER"),
    _one("Mon portable : {v}.", _foreign_phone("fr"), "PHONE_NUMBER"),
    _one("Meine Handynummer ist {v}.", _foreign_phone("de"), "PHONE_NUMBER"),
    _one("Il mio cellulare è {v}.", _foreign_phone("it"), "PHONE_NUMBER"),
    _one("O meu telemóvel é {v}.", _foreign_phone("pt"), "PHONE_NUMBER"),
    _one("Call me on {v}, I read it in pairs.", lambda rng: " ".join(_pairs(us_digits(rng))), "PHONE_NUMBER"),
    _one("My number, said the way I say it: {v}.",
         lambda rng: ", ".join(pair_words(p) for p in _pairs(us_digits(rng))), "PHONE_NUMBER"),
    _starts_ends,
    # cards and accounts
    _one("The charge on card {v} is wrong.", lambda rng: _card_letters(rng, " "), "CREDIT_CARD"),
    _one("Refund card {v}, not the new one.", lambda rng: _card_letters(rng, "-"), "CREDIT_CARD"),
    _one("My IBAN, spaced so it survives the form: {v}", _spaced_iban, "IBAN_CODE"),
    _one("Pay it back to {v} please.", lambda rng: uk_iban(rng).lower().replace(" ", "-"), "IBAN_CODE"),
    # addresses
    _one("Deliver to number {v}, the blue door.", lambda rng: f"{rng.choice(_NUMBERS)}, {rng.choice(_STREETS)}", "ADDRESS"),
    _one("I live in flat {v}.", lambda rng: f"two, {rng.choice(_NUMBERS)} {rng.choice(_STREETS)}", "ADDRESS"),
    _one("Please post it to {v}.", _continental, "ADDRESS"),
    _house_and_street,
)
