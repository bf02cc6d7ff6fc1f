"""Undo the spellings people use to slip an insult past a word filter, for the abuse rule to read.

The deobfuscated view (:mod:`.normalize`) already undoes leetspeak, spacing and look-alike letters.
Insults have tricks of their own, and each is undone here in a general way rather than per word:

* stretched letters ("stuuupid", "mooorons", "fooools"): a run of three or more of one letter becomes
  two where that spells a known word ("fools", "stoopid"), else one;
* a "z" for a plural "s" ("moronz", "idiotz");
* starred-out letters ("id**ts", "f*ck", "h*ll"): a word with stars becomes the insult or swear
  word it can be read as, when the stars stand for the letters of exactly such a word;
* deliberate misspellings ("idoits", "imbicile", "fcuk", "brainded"): a small lexicon of the
  spellings people actually use, mapped to the word they mean. It is a lexicon and not edit
  distance on purpose: one edit turns "fools" into "files" and "losers" into "lasers".
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["INSULT_WORDS", "MISSPELLINGS", "canonical_insults"]

#: Swear words and insults in plain spelling, the words a starred-out word may stand for; where stars
#: fit several ("f***": "fuck" or "fool"), the first listed wins, so swear words come first.
INSULT_WORDS: tuple[str, ...] = tuple(
    """fuck fucking fucked fucker fuckers shit shitty crap hell damn piss bloody asshole assholes arsehole arseholes
    bastard bastards bitch bitches dick dicks dickhead dickheads prick pricks twat twats wanker wankers tosser tossers
    idiot idiots moron morons imbecile imbeciles cretin cretins clown clowns loser losers fool fools jerk jerks
    muppet muppets dimwit dimwits nitwit nitwits halfwit halfwits dunce dunces buffoon buffoons numpty numpties
    prat prats pillock pillocks dumbass scum scumbag scumbags stupid dumb pathetic useless incompetent""".split()
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
}
_STRETCHED = re.compile(r"([a-z])\1{2,}")
_STRETCHED_WORD = re.compile(r"[a-z]*([a-z])\1{2,}[a-z]*")
_Z_PLURAL = re.compile(r"(?<=[a-y])z\b")
_STARRED = re.compile(r"\b[a-z][a-z*]*\*[a-z*]*\b|\b[a-z][a-z*]*\*+(?=\W|$)")
_WORD = re.compile(r"[a-z]+")


def _unstretch(word: str) -> str:
    """``word`` with each run of three or more letters cut to two if that spells a known insult, else to one."""
    doubled = _STRETCHED.sub(r"\1\1", word)
    return doubled if doubled in INSULT_WORDS or doubled in MISSPELLINGS else _STRETCHED.sub(r"\1", word)


@lru_cache(maxsize=512)
def _unstar(word: str) -> str:
    """The insult word that ``word`` (with stars for some letters) spells, or ``word`` unchanged."""
    pattern = re.compile(word.replace("*", "[a-z]"))
    return next((w for w in INSULT_WORDS if pattern.fullmatch(w)), word)


def canonical_insults(deobfuscated: str) -> str:
    """The deobfuscated (lower-case) view with stretched, z-plural, starred and misspelled insults
    written plainly; other words are left as they are."""
    text = _STRETCHED_WORD.sub(lambda m: _unstretch(m.group(0)), deobfuscated)
    text = _Z_PLURAL.sub("s", text)
    text = _STARRED.sub(lambda m: _unstar(m.group(0)), text)
    return _WORD.sub(lambda m: MISSPELLINGS.get(m.group(0), m.group(0)), text)
