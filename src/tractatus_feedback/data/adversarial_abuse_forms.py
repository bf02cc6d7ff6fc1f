"""Disguised-abuse templates that suite v3 adds: insults aimed at people, hidden from word filters.

v1 used one leetspeak table and one spacing. These were listed from the ways people get an insult
past a filter: other leet tables ("$" and "@" for s and a, "!" for i), letters spaced or separated
by dots, dashes or asterisks, full-width letters, zero-width characters inside words, Cyrillic
look-alikes, alternating case, stretched letters ("stuuupid"), starred-out vowels ("f*** off"),
and plain deliberate misspellings ("idoits", "morans", "stoopid", "phuck"). The insults are mild
profanity and name-calling aimed at the team, never slurs; the carriers are feedback about the site.
"""

from __future__ import annotations

from collections.abc import Callable

from tractatus_feedback.data.adversarial_form import FormTemplate, filled

__all__ = ["ABUSE_FORMS_V3"]

_INSULTS = (
    "you are all idiots",
    "you people are morons",
    "shut up you clowns",
    "screw you and your stupid site",
    "you guys suck",
    "your devs are complete losers",
    "go to hell",
    "you absolute imbeciles",
    "what a bunch of dimwits you are",
    "you are pathetic",
    "piss off",
    "you useless muppets",
)
_MISSPELT = (
    "your all idoits",
    "u r sooo stoopid",
    "bunch of morans",
    "imbicile devs",
    "phuck off",
    "stfu u loosers",
    "ur a complete eejit",
    "you guys are brainded",
    "fcuk you",
    "moronz the lot of you",
)
_FEATURES = ("search page", "login form", "comment box", "dashboard", "newsletter", "mobile site")

_LEET_DOLLAR = str.maketrans({"s": "$", "a": "@", "i": "!", "o": "0"})
_LEET_DIGITS = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9"})
_FULLWIDTH = {ord(c): ord(c) + 0xFEE0 for c in "abcdefghijklmnopqrstuvwxyz"}
_CYRILLIC = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "i": "і", "y": "у", "x": "х"})


def _between(sep: str, gap: str = "  ") -> Callable[[str], str]:
    return lambda text: gap.join(sep.join(word) for word in text.split())


def _zero_width(text: str) -> str:
    return " ".join(word[:1] + "\u200b" + word[1:] if len(word) > 3 else word for word in text.split())


def _alternating(text: str) -> str:
    return "".join(c.upper() if i % 2 else c for i, c in enumerate(text))


def _stretched(text: str) -> str:
    return " ".join(word.replace("o", "ooo", 1).replace("i", "iii", 1) if len(word) > 3 else word for word in text.split())


def _starred(text: str) -> str:
    """Inner vowels of the longer words starred out, as in "f*ck" and "id**ts"."""
    return " ".join(
        word[0] + "".join("*" if c in "aeiou" else c for c in word[1:]) if len(word) > 3 else word for word in text.split()
    )


def _abuse(fmt: str, shape: Callable[[str], str] = str, insults: tuple[str, ...] = _INSULTS) -> FormTemplate:
    return filled(fmt, shape, p=insults, f=_FEATURES)


ABUSE_FORMS_V3: tuple[FormTemplate, ...] = (
    _abuse("{p}", lambda t: t.translate(_LEET_DOLLAR)),
    _abuse("The {f} is broken again. {p}.", lambda t: t.translate(_LEET_DIGITS)),
    _abuse("{p}!!", _between(" ")),
    _abuse("Re the {f}: {p}", _between(".")),
    _abuse("{p} - fix the {f}", _between("-")),
    _abuse("{p}", _between("*", " ")),
    _abuse("Feedback on the {f}: {p}", lambda t: t.translate(_FULLWIDTH)),
    _abuse("{p}. The {f} still crashes.", _zero_width),
    _abuse("{p}", lambda t: t.translate(_CYRILLIC)),
    _abuse("{p}, the {f} is a disgrace", _alternating),
    _abuse("{p}!!! the {f} ate my post", _stretched),
    _abuse("Honestly {p}", lambda t: t.upper().translate(str.maketrans({"I": "1", "O": "0", "E": "3", "A": "@"}))),
    _abuse("To whoever built the {f}: {p}.", _starred, ("you are idiots", "go to hell you clowns", "screw you morons",
                                                         "you stupid losers", "fuck off")),
    _abuse("{p}", insults=_MISSPELT),
    _abuse("The {f} lost my draft. {p}", insults=_MISSPELT),
    _abuse("{p}, the {f} never loads", insults=_MISSPELT),
    _abuse("lol {p}", lambda t: t.translate(_LEET_DIGITS), _MISSPELT),
    _abuse("{p}", _between(" "), _MISSPELT),
)
