"""Obfuscated-PII templates that suite v2 adds: evasions the v1 test split did not contain.

They were chosen by thinking through how people hide contact details from filters, not by looking at
the v1 holdout: other spellings of "@" and "." (braces, doubled, full-width, HTML entities, zero-width
characters, "period", "-at-", letters spaced out), an address split across a sentence; phone and card
digits as hyphenated, paired, doubled, capitalised or run-together number words, letters for digits,
dots, slashes, underscores and line breaks between digits, extensions, "+44 (0)", a number split in
two; spaced IBANs and sort codes; addresses with units, abbreviations, capitals or line breaks; and
names in lower case, capitals or spelled letter by letter.

A template returns the text and its personal values as plain ``(value, type)`` pairs, so this module
needs nothing from :mod:`.adversarial`, which wraps them. Every case made here is in the ``test``
split: these forms exist to tune on.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tractatus_feedback.data.adversarial_form import FormFilled, FormTemplate

__all__ = ["PII_FORMS_V2", "email_parts", "luhn_card", "pair_words", "uk_digits", "uk_iban", "us_digits"]


_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
          "nineteen")
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_FIRST = ("noor", "oliver", "mei", "santiago", "hannah", "kwame", "elena", "ravi", "chloe", "yusuf")
_LAST = ("ahmed", "bennett", "chen", "garcia", "hughes", "mensah", "petrova", "sharma", "dubois", "yilmaz")
_HOSTS = (("gmail", "com"), ("hotmail", "co.uk"), ("icloud", "com"), ("protonmail", "com"), ("fastmail", "fm"),
          ("btinternet", "com"), ("web", "de"), ("uni-bremen", "de"))
_PROVIDERS = ("gmail", "hotmail", "outlook", "yahoo", "icloud", "protonmail")
_STREETS = ("Oak Avenue", "Mill Lane", "High Street", "Victoria Road", "Park Drive", "Queens Crescent",
            "Bridge Street", "Cedar Close")
_ABBREVIATED = ("oak ave", "mill ln", "high st", "victoria rd", "park dr", "bridge st")
_TOWNS = (("Leeds", "LS6 2QT"), ("Bristol", "BS8 1TH"), ("London", "SE15 4QS"), ("Manchester", "M14 5RB"))
_US_TOWNS = ("Springfield, IL 62704", "Austin, TX 78701", "Portland, OR 97205")
_ZERO_WIDTH = "\u200b"
_KEYCAP = "\ufe0f\u20e3"


# ---------------------------------------------------------------- value makers


def _user(rng: random.Random) -> str:
    return rng.choice(_FIRST) + rng.choice((".", "_", "")) + rng.choice(_LAST)


def email_parts(rng: random.Random) -> tuple[str, str, str]:
    host, tld = rng.choice(_HOSTS)
    return _user(rng), host, tld


def us_digits(rng: random.Random) -> str:
    return str(rng.randint(2, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(9))


def uk_digits(rng: random.Random) -> str:
    return "07" + "".join(str(rng.randint(0, 9)) for _ in range(9))


def _words(digits: str) -> list[str]:
    return [_WORDS[int(d)] for d in digits]


def pair_words(pair: str) -> str:
    """Two digits as people say them: "oh five", "twelve", "thirty-four", "forty"."""
    tens, units = int(pair[0]), int(pair[1])
    if tens == 0:
        return f"oh {_WORDS[units]}"
    if tens == 1:
        return _TEENS[units]
    return _TENS[tens] + ("" if units == 0 else f"-{_WORDS[units]}")


def _doubled(digits: str) -> str:
    """Runs of two or three equal digits as "double five" / "triple oh", the rest one word each."""
    out, i = [], 0
    while i < len(digits):
        run = len(digits[i:]) - len(digits[i:].lstrip(digits[i]))
        run = min(run, 3)
        word = "oh" if digits[i] == "0" else _WORDS[int(digits[i])]
        out.append({1: word, 2: f"double {word}", 3: f"triple {word}"}[run])
        i += run
    return " ".join(out)


def luhn_card(rng: random.Random) -> str:
    """A 16-digit Visa-style number that passes the Luhn check, as card recognizers demand."""
    body = "4" + "".join(str(rng.randint(0, 9)) for _ in range(14))
    total = 0
    for i, d in enumerate(reversed(body)):
        n = int(d) * (2 if i % 2 == 0 else 1)
        total += n - 9 if n > 9 else n
    return body + str((10 - total % 10) % 10)


def uk_iban(rng: random.Random) -> str:
    """A UK IBAN with correct check digits (ISO 13616 mod 97), grouped in fours as banks print it."""
    bank = rng.choice(("WEST", "NWBK", "BARC", "MIDL", "LOYD"))
    bban = bank + "".join(str(rng.randint(0, 9)) for _ in range(14))
    numeric = "".join(str(int(ch, 36)) for ch in bban + "GB00")
    iban = f"GB{98 - int(numeric) % 97:02d}{bban}"
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def _street_number(rng: random.Random) -> int:
    return rng.randint(2, 240)


# ---------------------------------------------------------------- templates


def _one(fmt: str, make: Callable[[random.Random], str], kind: str) -> FormTemplate:
    def fill(rng: random.Random) -> FormFilled:
        value = make(rng)
        return fmt.format(v=value), [(value, kind)]
    return fill


def _email_form(fmt: str, shape: Callable[[str, str, str], str]) -> FormTemplate:
    return _one(fmt, lambda rng: shape(*email_parts(rng)), "EMAIL_ADDRESS")


def _phone_form(fmt: str, shape: Callable[[str, random.Random], str], digits: Callable[[random.Random], str] = us_digits
                ) -> FormTemplate:
    return _one(fmt, lambda rng: shape(digits(rng), rng), "PHONE_NUMBER")


def _split_email(rng: random.Random) -> FormFilled:
    user, host, tld = email_parts(rng)
    text = f"The sign-in page rejects my email. The name part is {user} and the domain is {host}.{tld}, if that helps."
    return text, [(user, "EMAIL_ADDRESS"), (f"{host}.{tld}", "EMAIL_ADDRESS")]


def _split_phone(rng: random.Random) -> FormFilled:
    digits = us_digits(rng)
    area, rest = digits[:3], f"{digits[3:6]} {digits[6:]}"
    text = f"Please call me back. The area code is {area}, and the rest is {rest}."
    return text, [(area, "PHONE_NUMBER"), (rest, "PHONE_NUMBER")]


def _sort_code_account(rng: random.Random) -> FormFilled:
    sort_code = "-".join(f"{rng.randint(0, 99):02d}" for _ in range(3))
    account = "".join(str(rng.randint(0, 9)) for _ in range(8))
    text = f"Pay the refund back to sort code {sort_code}, account {account}, not the old card."
    return text, [(sort_code, "ACCOUNT_NUMBER"), (account, "ACCOUNT_NUMBER")]


def _address(fmt: str, make: Callable[[random.Random], str]) -> FormTemplate:
    return _one(fmt, make, "ADDRESS")


def _name(fmt: str, make: Callable[[random.Random], str]) -> FormTemplate:
    return _one(fmt, make, "PERSON")


def _full_name(rng: random.Random) -> tuple[str, str]:
    return rng.choice(_FIRST), rng.choice(_LAST)


def _grouped(digits: str, sep: str, size: int = 4) -> str:
    return sep.join(digits[i : i + size] for i in range(0, len(digits), size))


def _card_form(fmt: str, shape: Callable[[str], str]) -> FormTemplate:
    return _one(fmt, lambda rng: shape(luhn_card(rng)), "CREDIT_CARD")


def _us_doubles(rng: random.Random) -> str:
    """A US number with a doubled and a tripled digit, so "double" and "triple" have something to say."""
    return f"{rng.randint(2, 9)}55{str(rng.randint(2, 9)) * 3}" + "".join(str(rng.randint(0, 9)) for _ in range(4))


def _us_groups(digits: str) -> tuple[str, str, str]:
    return digits[:3], digits[3:6], digits[6:]


def _fullwidth(text: str) -> str:
    return text.translate({ord(c): 0xFF10 + int(c) for c in "0123456789"})


PII_FORMS_V2: tuple[FormTemplate, ...] = (
    # emails
    _email_form("Password reset mails never reach {v}, can you check the logs?",
                lambda u, h, t: f"{u}{{at}}{h}{{dot}}{t.replace('.', '{dot}')}"),
    _email_form("My address is {v} and the form refused it.",
                lambda u, h, t: f"{u}\uff20{h}\uff0e{t.replace('.', chr(0xFF0E))}"),
    _email_form("I typed {v} by mistake and now I cannot change it.", lambda u, h, t: f"{u}@@{h}.{t}"),
    _email_form("Reach me at {v} if the download link breaks again.",
                lambda u, h, t: f"{u} [at] {h} [dot] {t.replace('.', ' [dot] ')}"),
    _email_form("Invoices should go to {v} from now on.",
                lambda u, h, t: f"{u.replace('.', ' dot ').replace('_', ' underscore ')} at {h} dot {t.replace('.', ' dot ')}"),
    _split_email,
    _one("Just email {v}, I check it daily.", lambda rng: f"{_user(rng)} at {rng.choice(_PROVIDERS)}", "EMAIL_ADDRESS"),
    _email_form("Send the receipt to {v} please.", lambda u, h, t: f"{u} at {h} period {t.replace('.', ' period ')}"),
    _email_form("Contact me: {v}", lambda u, h, t: f"{u} @ {h} . {t.replace('.', ' . ')}"),
    _email_form("The unsubscribe link does nothing for {v}.", lambda u, h, t: f"{u}&#64;{h}&#46;{t.replace('.', '&#46;')}"),
    _email_form("My email {v} keeps bouncing.", lambda u, h, t: _ZERO_WIDTH.join(f"{u}@{h}.{t}")),
    _email_form("You can write to {v} about the refund.", lambda u, h, t: f"{u} at {h}.{t}"),
    _email_form("Updates please to {v}, thank you.", lambda u, h, t: f"{u} -at- {h} -dot- {t.replace('.', ' -dot- ')}"),
    _email_form("Please add {v} to the beta list.", lambda u, h, t: f"{u}(at){h}.{t}"),
    _email_form("Mail is {v} (spaced so bots cannot read it).", lambda u, h, t: " ".join(f"{u}@{h}.{t}")),
    _email_form("Forward the report to {v}.", lambda u, h, t: f"{u} At {h} Dot {t.replace('.', ' Dot ')}"),
    # phones
    _phone_form("Call me on {v} after six.", lambda d, _: " ".join("-".join(_words(g)) for g in _us_groups(d))),
    _phone_form("My mobile is {v}.", lambda d, _: ", ".join(_doubled(g) for g in _us_groups(d)), _us_doubles),
    _phone_form("Ring {v} and ask for the accounts desk.",
                lambda d, _: f"{' '.join(_words(d[:3]))}, {' '.join(_words(d[3:6]))}, {pair_words(d[6:8])} {pair_words(d[8:])}"),
    _phone_form("The SMS code goes to {v} but never arrives.", lambda d, _: ".".join(d)),
    _phone_form("My number is {v}, please update it.", lambda d, _: "/".join(_us_groups(d))),
    _phone_form("Try {v} instead, the old one is gone.", lambda d, _: "_".join(_us_groups(d))),
    _phone_form("Here is my number in case the chat drops:\n{v}\nThanks.", lambda d, _: "\n".join(_us_groups(d))),
    _phone_form("Office line {v}, reception will put you through.",
                lambda d, rng: f"({d[:3]}) {d[3:6]}-{d[6:]} ext. {rng.randint(10, 999)}"),
    _phone_form("From abroad I am on {v}.", lambda d, _: f"+44 (0) {d[1:5]} {d[5:]}", uk_digits),
    _phone_form("Text {v} with the tracking code.", lambda d, _: f"{d[:5]} {d[5:]}".replace("0", "O").replace("1", "l"), uk_digits),
    _phone_form("My cell: {v}", lambda d, _: " ".join(_words(d)).upper()),
    _phone_form("WhatsApp me on {v}.", lambda d, _: "plus four four " + " ".join(_words(d[1:])), uk_digits),
    _phone_form("Phone is {v}.", lambda d, rng: "-".join(_WORDS[int(c)] if rng.random() < 0.5 else c for c in d)),
    _split_phone,
    _phone_form("Number: {v}", lambda d, _: _fullwidth(" ".join(_us_groups(d)))),
    _phone_form("Call {v} any time.", lambda d, _: "".join(c + _KEYCAP for c in d)),
    _phone_form("Reach me on {v} please.", lambda d, _: " ".join("".join(_words(g)) for g in _us_groups(d))),
    # cards and bank accounts
    _card_form("The payment failed for card {v}.", lambda c: _grouped(c, ".")),
    _card_form("I was charged twice on {v}.", lambda c: ", ".join(" ".join(_words(g)) for g in _grouped(c, " ").split())),
    _one("Refund to {v} please.", uk_iban, "IBAN_CODE"),
    _one("My iban is {v}, the form wants it without spaces.", lambda rng: uk_iban(rng).lower(), "IBAN_CODE"),
    _sort_code_account,
    _card_form("Card number {v}, expiry next May.", lambda c: " ".join(c)),
    _card_form("Please cancel {v}, it was stolen.", lambda c: _grouped(c, "_")),
    # addresses
    _address("Send the replacement to {v}.",
             lambda rng: f"apt {rng.randint(1, 20)}{rng.choice('abcd')}, {_street_number(rng)} {rng.choice(_STREETS).lower()}"),
    _address("I live at {v}, the map is wrong.", lambda rng: f"{rng.randint(1, 12)}/{_street_number(rng)} {rng.choice(_STREETS)}"),
    _address("The courier left it at {v} instead of next door.",
             lambda rng: f"one hundred and {rng.choice(_WORDS[2:])} {rng.choice(_STREETS)}"),
    _address("Address: {v}", lambda rng: f"{_street_number(rng)} {rng.choice(_ABBREVIATED)}"),
    _address("Deliver to {v} please.", lambda rng: f"{_street_number(rng)} {rng.choice(_STREETS).upper()}"),
    _address("Post it to\n{v}\nThanks",
             lambda rng: "{} {}\n{}\n{}".format(_street_number(rng), rng.choice(_STREETS), *rng.choice(_TOWNS))),
    _address("Our office moved to {v} last month.",
             lambda rng: "{} {}, {} {}".format(_street_number(rng), rng.choice(_STREETS), *rng.choice(_TOWNS)).lower()),
    _address("The map shows {v} as a field.",
             lambda rng: f"{rng.choice(_TENS[2:])}-{rng.choice(_WORDS[1:])} {rng.choice(_STREETS).lower()}"),
    _address("Billing address is {v}.",
             lambda rng: f"Suite {rng.randint(100, 450)}, {_street_number(rng) * 10} Park Dr, {rng.choice(_US_TOWNS)}"),
    # names
    _name("hi, my name is {v} and I cannot log in.", lambda rng: " ".join(_full_name(rng))),
    _name("That is all for now.\n{v}", lambda rng: " ".join(_full_name(rng)).upper()),
    _name("My name is {v}, spelled out because your form eats it.",
          lambda rng: " ".join("-".join(p.upper()) for p in _full_name(rng))),
)
