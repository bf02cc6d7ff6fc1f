"""Undo the spellings people use to slip an insult past a word filter, for the abuse rule to read.

The deobfuscated view (:mod:`.normalize`) already undoes leetspeak, spacing and look-alike letters.
Insults have tricks of their own, and each is undone here in a general way rather than per word:

* stretched letters ("stuuupid", "mooorons", "fooools"): a run of three or more of one letter becomes
  two where that spells a known word ("fools", "stoopid"), else one;
* starred-out letters ("id**ts", "f*ck", "h*ll"): a word with stars becomes the insult or swear
  word it can be read as, when the stars stand for the letters of exactly such a word;
* deliberate misspellings ("idoits", "imbicile", "fcuk", "brainded", "brane ded"): a small lexicon of
  the spellings people actually use, mapped to the word they mean. It is a lexicon and not edit
  distance on purpose: one edit turns "fools" into "files" and "losers" into "lasers";
* doubled letters and sound-alike spellings ("bastardss", "fraauds", "azzhat", a "z" for a plural "s"
  in "moronz"): an unknown word becomes an insult word only if undoing them spells one exactly, so
  "quiz" and the Polish "wasz" stay as they are.

:func:`insult_view` also undoes what only abuse uses and the deobfuscated view, shared with the other
rules, leaves alone: "()" for "o" ("y()u"), a gesture or a clown drawn as an emoji, accents
("imbéciles", "otário", so that the word lists need one spelling), and a sentence cut into one-word
sentences ("Y0U. ARE. ALL. W0RTHL3SS.").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .lexicon.insults import INSULT_ADJECTIVES, PERSON_INSULTS, STRONG_INSULTS
from .normalize import deobfuscate

__all__ = ["INSULT_WORDS", "MISSPELLINGS", "canonical_insults", "insult_view"]

#: Swear words and insults in plain spelling, the words a starred-out word may stand for; where stars
#: fit several ("f***": "fuck" or "fool"), the first listed wins, so swear words come first, then the
#: insults of every language the abuse rule reads ("p*ta", "ch*j", "c*nne").
INSULT_WORDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        """fuck fucking fucked fucker fuckers shit shitty crap hell damn piss bloody asshole assholes arsehole
        arseholes bastard bastards bitch bitches dick dicks dickhead dickheads prick pricks twat twats wanker wankers
        tosser tossers cunt cunts idiot idiots moron morons imbecile imbeciles cretin cretins clown clowns loser
        losers fool fools jerk jerks muppet muppets dimwit dimwits nitwit nitwits halfwit halfwits dunce dunces
        buffoon buffoons numpty numpties prat prats pillock pillocks dumbass dumbasses scum scumbag scumbags stupid
        dumb pathetic useless incompetent puta putas merda mierda cazzo scheisse kurwa""".split()
        + [w for w in STRONG_INSULTS + PERSON_INSULTS + INSULT_ADJECTIVES if w.isalpha()]
    )
)
#: Misspellings people use on purpose, and what they stand for.
MISSPELLINGS: dict[str, str] = {
    "idoit": "idiot", "idoits": "idiots", "idjit": "idiot", "idjits": "idiots", "eejit": "idiot", "eejits": "idiots",
    "idiut": "idiot", "idiuts": "idiots", "moran": "moron", "morans": "morons", "morron": "moron", "morrons": "morons",
    "stoopid": "stupid", "stupd": "stupid", "stuipd": "stupid", "stupud": "stupid", "stewpid": "stupid",
    "imbicile": "imbecile", "imbiciles": "imbeciles", "imbecil": "imbecile", "imbeciles": "imbeciles",
    "loosers": "losers", "looser": "loser", "lusers": "losers", "brainded": "braindead", "braindedd": "braindead",
    "fcuk": "fuck", "phuck": "fuck", "fuk": "fuck", "fuq": "fuck", "fck": "fuck", "fak": "fuck", "fkn": "fucking",
    "fukin": "fucking", "fuking": "fucking", "fcking": "fucking", "effing": "fucking", "frickin": "fucking",
    "sht": "shit", "shyt": "shit", "shiit": "shit", "azzhole": "asshole", "azzholes": "assholes", "biatch": "bitch",
    "beyotch": "bitch", "dumass": "dumbass", "dumbas": "dumbass",
    "patheitc": "pathetic", "pathetik": "pathetic", "usless": "useless", "incompetant": "incompetent",
    "dimwitts": "dimwits", "cloens": "clowns", "klowns": "clowns", "muppetts": "muppets",
    "brane": "brain", "ded": "dead", "cnut": "cunt", "kunt": "cunt", "kunts": "cunts", "bich": "bitch",
    "biches": "bitches", "biatches": "bitches", "shite": "shit", "fkin": "fucking", "fking": "fucking",
    "fuggin": "fucking", "effin": "fucking", "phuk": "fuck", "phuq": "fuck", "retart": "retard",
    "retarts": "retards", "idyots": "idiots", "idyot": "idiot", "dumasses": "dumbasses",
}
_STRETCHED = re.compile(r"([a-z])\1{2,}")
_STRETCHED_WORD = re.compile(r"[a-z]*([a-z])\1{2,}[a-z]*")
_STARRED = re.compile(r"\b[a-z][a-z*]*\*[a-z*]*\b|\b[a-z][a-z*]*\*+(?=\W|$)")
_WORD = re.compile(r"[a-z]+")
# What a doubled letter or a sound-alike may be undone into: insults that are never ordinary words
# ("lull" must not become the Dutch "lul", nor "coons" the "cons" of "pros and cons").
# "you" is there too, for "yoouu" in "yoouu arrogant frauds".
_RESPELLABLE = (
    (frozenset(INSULT_WORDS) - frozenset(PERSON_INSULTS)) | frozenset(MISSPELLINGS) | {"you", "your", "youre"}
)
_DOUBLED = re.compile(r"([a-z])\1")
# Sound-alike spellings undone only where they give an insult word: "azzhat", "phuckers", "moronz".
_SOUND_ALIKES = (("azz", "ass"), ("ph", "f"), ("kk", "ck"), ("z", "s"))
# "()" drawn for an "o" ("y()u", "p()$t"), next to a letter or leet symbol.
_PAREN_O = re.compile(r"(?<=[\w$@!])\(\)|\(\)(?=[\w$@!])")
# Gestures and names drawn as emoji, spelled out unless the emoji itself is the subject ("the 🖕 emoji").
_EMOJI_WORDS = {"🖕": "fuck you", "🤡": "clown", "💩": "shit", "🐷": "pig", "🐖": "pig", "🐀": "rats"}
_EMOJI = re.compile(
    "(" + "|".join(_EMOJI_WORDS) + ")[\ufe0f\U0001f3fb-\U0001f3ff]*" + r"(?!\s*(?:emoji|icon|symbol|character|reaction))"
)
# Letters that decompose to no base letter, for accent stripping ("głupi", "aptalsın").
_UNACCENTED = str.maketrans({"ł": "l", "ı": "i", "ø": "o", "đ": "d", "ħ": "h"})
# Three or more one-word sentences in a row: "you. are. all. worthless."
_WORD_PER_SENTENCE = re.compile(r"(?<!\S)(?:[\w']+\. ){2,}[\w']+(?=[.!?])")


def _unstretch(word: str) -> str:
    """``word`` with each run of three or more letters cut to two if that spells a known insult, else to one."""
    doubled = _STRETCHED.sub(r"\1\1", word)
    return doubled if doubled in INSULT_WORDS or doubled in MISSPELLINGS else _STRETCHED.sub(r"\1", word)


@lru_cache(maxsize=512)
def _unstar(word: str) -> str:
    """The insult word that ``word`` (with stars for some letters) spells, or ``word`` unchanged."""
    pattern = re.compile(word.replace("*", "[a-z]"))
    return next((w for w in INSULT_WORDS if pattern.fullmatch(w)), word)


@lru_cache(maxsize=8192)
def _respell(word: str) -> str:
    """``word`` as written, its misspelling undone, or the insult word that undoing doubled letters or a
    sound-alike spelling makes of it ("bastardss", "azzhats"). Cached: it runs on every word of every
    text, and most words are common ones."""
    if word in MISSPELLINGS:
        return MISSPELLINGS[word]
    if word in INSULT_WORDS:
        return word
    candidates = [_DOUBLED.sub(r"\1", word)] + [word.replace(a, b) for a, b in _SOUND_ALIKES if a in word]
    return next((MISSPELLINGS.get(c, c) for c in candidates if c in _RESPELLABLE), word)


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_UNACCENTED))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def canonical_insults(deobfuscated: str) -> str:
    """The deobfuscated (lower-case) view with stretched, starred, misspelled, doubled-letter and z-plural
    insults written plainly; other words are left as they are."""
    text = _STRETCHED_WORD.sub(lambda m: _unstretch(m.group(0)), deobfuscated)
    text = _STARRED.sub(lambda m: _unstar(m.group(0)), text)
    return _WORD.sub(lambda m: _respell(m.group(0)), text)


def insult_view(text: str) -> str:
    """``text`` as the abuse rule reads it: deobfuscated, with emoji gestures spelled out, "()" read as "o",
    starred words read, accents stripped, one-word sentences joined and insult spellings undone
    (:func:`canonical_insults`)."""
    spelled = _EMOJI.sub(lambda m: f" {_EMOJI_WORDS[m.group(1)]} ", _PAREN_O.sub("o", text)).casefold()
    # Stars are read before deobfuscation joins "c*l*s" into "cls" and leaves "imb*cls" unreadable.
    plain_letters = _strip_accents(deobfuscate(_STARRED.sub(lambda m: _unstar(m.group(0)), spelled)))
    joined = _WORD_PER_SENTENCE.sub(lambda m: m.group(0).replace(". ", " "), plain_letters)
    return canonical_insults(joined)
