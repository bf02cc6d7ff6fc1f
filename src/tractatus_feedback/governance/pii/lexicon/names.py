"""Given names and surnames of many countries, gathered once from Faker's person providers.

spaCy's small English model tags a name it has seen in context ("Thanks, Maria Lopez"); it misses plain
names from elsewhere ("Siobhan O'Leary", "Annika Vogt"), names in lower case and names in other scripts.
Faker ships the given names and surnames of its 86 locales (some 31,000 of each, in Latin, Cyrillic,
Greek, Arabic, Devanagari, CJK ...) as tuples or weighted dicts on each locale's ``Provider``; read once
into sets, they make a gazetteer that costs one set lookup per word, whatever its size.

Names are compared by a key: case-folded, accents and other marks stripped ("Siobhán" and "siobhan" are
one key), and the few letters that do not decompose ("ł", "ø", "đ") mapped by hand. Cyrillic and Greek
names decline ("от Ивановой Марины Сергеевны", "της Ελένης"), so a word in those scripts is also looked
up with its case ending swapped for the nominative one. Polish surnames have a feminine form
("Wiśniewski", "Wiśniewska") that Faker builds with a function, so it is added here. Names written in
Han, kana or Hangul have no word breaks around them and are kept apart, unfolded, for the CJK recognizer.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["NameLists", "PARTICLES", "is_cjk", "name_key", "name_keys", "name_lists"]

logger = logging.getLogger(__name__)

#: The small words inside surnames ("van der Berg", "de la Cruz", "bin Laden"): never names themselves.
PARTICLES = frozenset(
    "de da del della dei degli do dos das du des van von der den ter ten te la le lo di bin ibn bint al el "
    "y e zu af av ní nic mac ó ua uí".split()
)
_UNDECOMPOSED = str.maketrans(
    {"ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i", "’": "'"}
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3]+")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_GREEK = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
# Case endings of Russian, Ukrainian and Bulgarian names, and the nominative endings that may replace them:
# "Ивановой" -> "Иванова", "Марины" -> "Марина", "Сергея" -> "Сергей". Keys fold "й" to "и" (its breve is a mark),
# so the endings are folded the same way below.
_CYRILLIC_CASE_ENDINGS = (
    "ого", "его", "ому", "ему", "ами", "ой", "ей", "ою", "ею", "ом", "ем", "ым", "им", "ах",
    "ы", "и", "е", "у", "ю", "а", "я",
)  # fmt: skip
_CYRILLIC_NOMINATIVE_ENDINGS = ("", "а", "я", "й", "ь", "ий")
# Greek genitives and accusatives: "Ελένης" -> "Ελένη", "Γιώργου" -> "Γιώργος", "Νίκο" -> "Νίκος".
_GREEK_ENDINGS = (("ου", ("οσ", "ασ", "ησ")), ("σ", ("",)), ("α", ("ασ",)), ("η", ("ησ",)), ("ο", ("οσ",)))
_POLISH_FEMININE = (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka"))


def is_cjk(text: str) -> bool:
    """Whether ``text`` is written wholly in Han, kana or Hangul."""
    return bool(text) and _CJK.fullmatch(text) is not None


@lru_cache(maxsize=65536)
def name_key(word: str) -> str:
    """The form a name is compared by: case-folded, without accents or other marks, curly apostrophes straightened."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return plain.translate(_UNDECOMPOSED)


def _folded(endings: tuple[str, ...]) -> tuple[str, ...]:
    """Endings folded as keys are, longest first."""
    return tuple(sorted({name_key(ending) for ending in endings}, key=len, reverse=True))


_CYRILLIC_ENDINGS = _folded(_CYRILLIC_CASE_ENDINGS)
_CYRILLIC_NOMINATIVES = _folded(_CYRILLIC_NOMINATIVE_ENDINGS)


@lru_cache(maxsize=65536)
def name_keys(word: str) -> tuple[str, ...]:
    """The keys to look ``word`` up by: its own, and in Cyrillic or Greek its nominative guesses too."""
    key = name_key(word)
    keys = [key]
    if _CYRILLIC.search(key):
        for ending in _CYRILLIC_ENDINGS:
            if key.endswith(ending) and len(key) - len(ending) >= 3:
                stem = key[: -len(ending)]
                keys += [stem + nominative for nominative in _CYRILLIC_NOMINATIVES]
    elif _GREEK.search(key):
        for ending, nominatives in _GREEK_ENDINGS:
            if key.endswith(ending) and len(key) - len(ending) >= 3:
                keys += [key[: -len(ending)] + nominative for nominative in nominatives]
    return tuple(dict.fromkeys(keys))


@dataclass(frozen=True)
class NameLists:
    """Keys of known given names and surnames, the names case-folded only (accents kept), and CJK names as written."""

    given: frozenset[str]
    surnames: frozenset[str]
    accented: frozenset[str]
    cjk_given: frozenset[str]
    cjk_surnames: frozenset[str]

    def is_given(self, word: str) -> bool:
        """Whether ``word`` is a given name (or a patronymic) in some locale."""
        return any(key in self.given for key in name_keys(word))

    def is_surname(self, word: str) -> bool:
        """Whether ``word`` is a surname in some locale."""
        return any(key in self.surnames for key in name_keys(word))

    def is_written_name(self, word: str) -> bool:
        """Whether ``word`` is a name with its accents as written ("Thị" is, "Hãy" is not, though "Hay" is)."""
        return word.casefold() in self.accented


def _provider_lists() -> Iterator[tuple[str, Iterable[object]]]:
    """("given" or "surname", entries) for every name list of every Faker person provider."""
    import faker.providers.person as person

    for module in pkgutil.iter_modules(person.__path__):
        if not module.ispkg:
            continue
        provider = importlib.import_module(f"{person.__name__}.{module.name}").Provider
        for attribute in dir(provider):
            parts = set(attribute.split("_"))
            if not parts & {"name", "names"} or not parts & {"first", "middle", "last"}:
                continue
            entries = getattr(provider, attribute, None)
            if isinstance(entries, (tuple, list, dict)):  # functions and properties are skipped
                yield ("surname" if "last" in parts else "given"), entries


def _strings(entries: Iterable[object]) -> Iterator[str]:
    """The names in a list: plain strings, or every string of a tuple (kanji, kana and romanised forms)."""
    for entry in entries:
        if isinstance(entry, str):
            yield entry
        elif isinstance(entry, tuple):
            yield from (part for part in entry if isinstance(part, str))


def _words(name: str) -> Iterator[str]:
    """The keys a written name contributes: the whole of each word, and the parts of a hyphenated one."""
    for word in name.split():
        key = name_key(word)
        if key in PARTICLES or len(key) < 2:
            continue
        yield key
        if "-" in key:
            yield from (part for part in key.split("-") if len(part) >= 2 and part not in PARTICLES)


@lru_cache(maxsize=1)
def name_lists() -> NameLists:
    """Every given name and surname Faker knows, read once per process (about 0.4 s)."""
    found: dict[str, set[str]] = {"given": set(), "surname": set(), "cjk_given": set(), "cjk_surname": set()}
    accented: set[str] = set()
    for kind, entries in _provider_lists():
        for name in _strings(entries):
            name = name.strip()
            if is_cjk(name):
                found[f"cjk_{kind}"].add(name)
                continue
            found[kind].update(_words(name))
            accented.update(word.casefold() for word in name.split())
    for key in list(found["surname"]):
        for masculine, feminine in _POLISH_FEMININE:
            if key.endswith(masculine):
                found["surname"].add(key[: -len(masculine)] + feminine)
    lists = NameLists(
        given=frozenset(found["given"]),
        surnames=frozenset(found["surname"]),
        accented=frozenset(accented),
        cjk_given=frozenset(found["cjk_given"]),
        cjk_surnames=frozenset(found["cjk_surname"]),
    )
    logger.info("name lists: %d given names, %d surnames", len(lists.given), len(lists.surnames))
    return lists
