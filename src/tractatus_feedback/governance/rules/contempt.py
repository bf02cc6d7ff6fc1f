"""Contempt aimed at the people of a site, read word by word in any language: the abuse rule's second reading.

The abuse rule's patterns read set phrasings ("you are a moron", "bunch of clowns"). Abuse that slips past
them has a shape of its own, whatever its language or spelling: a word of contempt for a person, said of
someone the site has (its staff, its authors, "you"). This module reads that shape:

1. **Its own reading of the text**, undoing what people do to a word to get it past a filter, per word and
   for every script: small capitals ("ɪᴅɪᴏᴛ"), accents ("ηλίθιοι", "pr0şt1"), letters spaced or dotted
   out ("m.o.r.o.n.", "S T U P I D", "S-T-U-P-I-D"), leet digits for Latin, Cyrillic and Greek letters,
   and symbols standing for one letter ("sh!tst@ins", "д@лб0ёбы", "μ@λ@κ3ς", "ch*tiye"): a symbol is a
   wildcard, and a word is read as the lexicon word it fits, so that no symbol table is needed.
2. **A lexicon** (:mod:`.lexicon.contempt`) in two tiers: name-calling ("imbecile", "Vollpfosten",
   "pendejo", "gerizekalı", "병신") and contempt that is also criticism of work ("useless", "clown",
   "trash", "🤡").
3. **Aim**: name-calling counts when the nearest person named before it in its sentence is a target
   (second person, or a person of the site: "your comms people are ... b1mb0s", "the CEO is a total SOB",
   "el que escribió ese informe es un p3nd3j0"), or when a target is addressed after it ("Brain-dead, the
   lot of u"); contempt words only when linked to a target by "is"/"="/articles/intensifiers alone
   ("your staff = 💩", "your director is a pathetic little weasel") or put right before one ("useless
   interns"). A word spelled out on purpose ("S T U P I D") is aimed at any target of its text.

What stays allowed: criticism of the work ("this article is garbage": no person), insults named as words
or reported ("someone called your author a 'clueless shill'"), negated ("your staff are not idiots"),
comparisons ("you treat us like idiots"), and insults aimed at other people or oneself ("trolls who are
idiots", "I felt stupid").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from .insult_spelling import MISSPELLINGS
from .normalize import unhide
from .lexicon.contempt import (
    ACRONYMS, BYSTANDERS, CONTEMPT_WORDS, LINKS, NEGATORS, ORDINARY, PERSON_SLURS, POSSESSIVES, REPORTING,
    SECOND_PERSON, SIMILE, TARGETS, UNSPACED_CONTEMPT, UNSPACED_ORDINARY, UNSPACED_SLURS, UNSPACED_TARGETS,
)

__all__ = ["contempt_hits", "reading"]

# Small capitals, which NFKC leaves as they are: "ɪᴅɪᴏᴛ" is "idiot".
_SMALL_CAPS = str.maketrans(dict(zip("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ", "abcdefghijklmnoprstuvwyz")))
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e\u202a\u202b\u202c\u202d\u202e"))
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00ab": '"', "\u00bb": '"',
                         "\u201e": '"', "\u02bc": "'"})
# Emoji that call a person something: spaced out, so that each is a word of its own.
_EMOJI = {"🤡": "clown", "💩": "shit", "🐑": "sheep", "🐷": "pig", "🐖": "pig", "🐀": "rat", "🐍": "snake",
          "🐒": "monkey", "🫏": "donkey", "🐴": "donkey", "🐂": "ox"}
_EMOJI_RUN = re.compile("(" + "|".join(_EMOJI) + ")[\ufe0f\U0001f3fb-\U0001f3ff]*")
# Letters cut apart by one repeated separator: "m.o.r.o.n.", "S-T-U-P-I-D", "s a l a k".
_SPACED_OUT = re.compile(
    r"(?<![\w@$*!])[\w@$*!](?P<sep>[.\-_ ])[\w@$*!](?:(?P=sep)[\w@$*!])+(?P=sep)?(?![\w@$*]|[.\-_]\w)"
)
# "a waste of oxygen" and its kin, as one word.
_WASTE_OF = re.compile(r"\bwaste(?:s)? of (oxygen|space|air|skin)\b")
_SENTENCE_END = re.compile(r"[.!?;。！？\n]+(?=\s|$|[^\x00-\x7f])|[。！？\n]")
_TOKEN = re.compile(r"<-|->|[=—–:]|[^\s,;:()\[\]{}\"<>=—–、，]+")
_LEET_LATIN = str.maketrans("0134578@$!|", "oieastbasil")
_LEET_CYRILLIC = str.maketrans("03468@", "озчбва")
_LEET_GREEK = str.maketrans("034@", "οεαα")
_SYMBOL = re.compile(r"[@$*#%!_+|0-9€]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_GREEK = re.compile(r"[\u0370-\u03ff]")
_UNSPACED = re.compile(r"[\u0590-\u06ff\u0900-\u097f\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af]")
_STRETCH = re.compile(r"(\w)\1{2,}")
# Symbols that stand for one character inside a word of an unspaced script ("傻*", "ク@野郎", "〇ね").
_UNSPACED_WILDCARDS = "*@#%＊〇○xX×.·"
# A Turkish or Arabic possessive ending that makes a word "your ...": "editörleriniz", "موظفينكم".
_SUFFIX_TARGET = re.compile(r"\w{3,}(?:leriniz|lariniz|iniz|unuz|ünüz|kiniz)$|^[\u0600-\u06ff]{3,}كم$")
# Person nouns too general to be a target on their own ("people are idiots"), unless made someone's.
_GENERIC = frozenset("people person humans human guys folks ppl peeps dude bloke bunch gang log crew lot bon".split())
_MAKES_SOMEONES = frozenset("your ur yr you u whoever".split()) | POSSESSIVES
_RELATIVE = frozenset("who that which at behind running working".split())
# Relative pronouns that start a description of a person: "whoever wrote", "el que escribió", "wer das schrieb".
_WHOEVER = frozenset("whoever whomever wer quienquiera chiunque".split())
_RELATIVE_AFTER_ARTICLE = frozenset("que qui chi".split())
_RELATIVE_PRONOUNS = frozenset("who whoever whomever that which que qui chi wer der die das".split())
# Words before a verb of saying that make it the writer's own words or describe the target ("I'm just
# saying your editor is ...", "whoever wrote this").
_OWN_WORDS = _RELATIVE_PRONOUNS | frozenset("i i'm im we just i'd i'll ich".split())
_ARTICLE = frozenset("el la los las celui celle ceux quello quella quelli colui".split())
# Tokens between an insult and an addressee after it: "Brain-dead, the lot of u".
_VOCATIVE_GAP = frozenset("the lot of all every last single one each whole - you u ya ye".split())
_SECOND_PERSON_AFTER = frozenset("you u ya ye yall y'all vous voi ihr ustedes jullie вы".split())
# Contempt words that are, first of all, verdicts on things: not read on an obfuscation alone.
_THING_WORDS = frozenset("trash garbage rubbish filth shit crap joke jokes failure failures disgrace embarrassment".split())
# "is" and its kin, which say what a target is; "the", which makes an insult name someone else.
_COPULAS = frozenset(
    """is are r was were be been being 're 's 'm = == — – - -> <- : ist sind bist seid besteht bestehen es son eres sois
    sono sei siete est sont etes zijn bent jest sa sao e sunt este esti ar er jsou jste je jsi ειναι hain hai ho
    olan la""".split()
)
_DEFINITE = frozenset("the those these some other der die den los las les gli i het ces questi quei".split())
# Endings of insult adjectives ("idiotic", "retarded", "dumbest", "тупые"), which may describe a thing.
_ADJECTIVE_ENDING = re.compile(r"(?:ic|ed|est|ing|ые|ый|ой|ая|ое|ых)$")
# Words that may follow an insult that is said of a person: "and", "who", "at the institute".
_FOLLOWERS = frozenset(
    """and or & but who that which at in on of from behind with alive ever lol lmao no und oder y o e et ou en og och
    i и а και ve ile si și a hain hai ho sab""".split()
)
# Someone else's people: "my boss is an idiot" is not abuse of the site.
_OTHERS_POSSESSIVE = frozenset(
    """my our his her their mein meine unser unsere mi mis nuestro nuestra mon ma mes notre nos mio mia nostro mijn
    onze moj moja nasz мой моя мои наш наши""".split()
)
_PREPOSITIONS = frozenset(
    """of at in on from behind for with over under running at bei von vom im am de del della di du des van bij
    w na v в на из σε του της""".split()
)
# Words that may close a subject before its verb: "the moderators here are", "your editors too are".
_SUBJECT_TAILS = frozenset(
    "here there too also both all themselves yourselves especially aqui qui hier ici здесь da de".split()
)
_GROUP_WORDS = frozenset("stelletje stel bende banda bando bande haufen kupa sfora bunch pack lot de di of von".split())
_PERSON_NOUNS = frozenset("person people human humans man woman guy guys lot bunch".split())
_STEM_SLACK = 5
_TARGET_STEM_SLACK = 8


def _fold_char(ch: str) -> str:
    if ord(ch) >= 0x0530 and not 0x1E00 <= ord(ch) <= 0x1EFF:  # Latin Extended Additional: Vietnamese
        return ch
    decomposed = unicodedata.normalize("NFD", ch)
    return "".join(c for c in decomposed if not unicodedata.combining(c)) or ch


_FOLD_TABLE = {
    i: _fold_char(chr(i)) for i in (*range(0x00C0, 0x0530), *range(0x1E00, 0x1F00)) if _fold_char(chr(i)) != chr(i)
}
_FOLD_TABLE.update({ord("ł"): "l", ord("ı"): "i", ord("ø"): "o", ord("đ"): "d", ord("ß"): "ss", ord("ё"): "е"})


def _fold(text: str) -> str:
    """Lower case, accents off Latin, Greek and Cyrillic letters only (a kana's voicing mark is a letter)."""
    return text.casefold().translate(_FOLD_TABLE)


class _Lexicon:
    """Plain words and stems ("debil~"), looked up exactly, by stem, or by a word with wildcards."""

    def __init__(self, entries: frozenset[str], slack: int) -> None:
        folded = {_fold(e) for e in entries}
        self.words = frozenset(e for e in folded if not e.endswith("~"))
        self.stems = tuple(sorted(e[:-1] for e in folded if e.endswith("~")))
        self._by_head: dict[str, list[str]] = {}
        for stem in self.stems:
            self._by_head.setdefault(stem[:3], []).append(stem)
        self.slack = slack
        self._by_length: dict[int, list[str]] = {}
        for word in self.words:
            self._by_length.setdefault(len(word), []).append(word)
        #: First words of two-word entries ("oc-lon"), the only words worth pairing with the next.
        self.pair_heads = frozenset(e.split("-")[0] for e in folded if "-" in e)
        # Long Latin words with one vowel blanked, for a vowel swapped on purpose or by ear ("idiats").
        self._one_vowel_off = {
            v: w for w in self.words if len(w) >= 6 and w.isascii() and w.isalpha() for v in _vowel_blanks(w)
        }

    def find(self, word: str) -> str | None:
        if word in self.words:
            return word
        if word in ORDINARY:
            return None
        for stem in self._by_head.get(word[:3], ()):
            # "idiot-proof" is no "idiot~": a compound's ending is read only where the stem has a hyphen too
            if word.startswith(stem) and len(word) - len(stem) <= self.slack and ("-" in stem or "-" not in word):
                return stem
        return None

    def find_fuzzy(self, word: str) -> str | None:
        if len(word) >= 6 and word.isascii() and word.isalpha() and word not in ORDINARY:
            return next((self._one_vowel_off[v] for v in _vowel_blanks(word) if v in self._one_vowel_off), None)
        return None

    def find_wild(self, parts: list[frozenset[str] | None]) -> str | None:
        """The entry a word with wildcards spells: ``parts`` holds, per character of the word, the letters it
        may be (None: any letter); a stem needs its own letters matched, the word's further letters end it."""
        for word in self._by_length.get(len(parts), ()):
            if _fits(parts, word):
                return word
        for stem in self.stems:
            if len(stem) <= len(parts) <= len(stem) + self.slack and _fits(parts[: len(stem)], stem):
                return stem
        return None


def _fits(parts: list[frozenset[str] | None], word: str) -> bool:
    return all(ch.isalpha() if part is None else ch in part for part, ch in zip(parts, word))


def _wildcard(ch: str, table: dict[int, str]) -> frozenset[str] | None:
    """One character of a word as the letters it may be: a digit its leet letter, another symbol any letter."""
    if ch.isdigit():
        return frozenset(ch.translate(table))
    return None if _SYMBOL.match(ch) else frozenset(ch)


def _vowel_blanks(word: str) -> list[str]:
    """``word`` with each of its vowels in turn blanked: "idiots" gives "_diots", "id_ots", "idi_ts"."""
    return [word[:i] + "_" + word[i + 1 :] for i, ch in enumerate(word) if ch in "aeiou"]


_SLURS = _Lexicon(PERSON_SLURS, _STEM_SLACK)
_CONTEMPT = _Lexicon(CONTEMPT_WORDS | frozenset(_EMOJI), _STEM_SLACK)
_TARGET_WORDS = _Lexicon(TARGETS, _TARGET_STEM_SLACK)
_PAIR_HEADS = _SLURS.pair_heads | _CONTEMPT.pair_heads | _TARGET_WORDS.pair_heads
_LINKS = frozenset(_fold(w) for w in LINKS)
_POSSESSIVE = frozenset(_fold(w) for w in POSSESSIVES)
# Words that may stand between a target and what it is called: "is", "a total", "here", "σας".
_PASSABLE = _LINKS | _SUBJECT_TAILS | _POSSESSIVE
_NEGATORS = frozenset(_fold(w) for w in NEGATORS)
_BYSTANDERS = frozenset(_fold(w) for w in BYSTANDERS) - {"he", "she", "him", "her", "his"}
_REPORTING = frozenset(_fold(w) for w in REPORTING)
_SIMILE = frozenset(_fold(w) for w in SIMILE)
_SECOND = frozenset(_fold(w) for w in SECOND_PERSON)
_ACRONYMS = frozenset(a.casefold() for a in ACRONYMS)


def _unspaced_pattern(words: frozenset[str]) -> re.Pattern[str]:
    """Words of unspaced scripts, where any character may be written as a symbol ("傻*", "ク@野郎")."""
    def one(word: str) -> str:
        if len(word) < 2 or not _UNSPACED.search(word):
            return re.escape(word)
        return "".join(f"[{re.escape(ch + _UNSPACED_WILDCARDS)}]" if _UNSPACED.match(ch) and i else re.escape(ch)
                       for i, ch in enumerate(word))
    ordered = sorted({unicodedata.normalize("NFKC", w) for w in words}, key=len, reverse=True)
    latin = [w for w in ordered if not _UNSPACED.search(w)]
    parts = [one(w) for w in ordered if _UNSPACED.search(w)]
    if latin:  # "SB" beside Chinese, a word of its own
        parts.append(r"(?<![a-z])(?:" + "|".join(map(re.escape, latin)) + r")(?![a-z])")
    return re.compile("|".join(parts))


_UNSPACED_SLUR = _unspaced_pattern(UNSPACED_SLURS)
_UNSPACED_CONTEMPT_RE = _unspaced_pattern(UNSPACED_CONTEMPT)
_UNSPACED_ORDINARY_RE = re.compile("|".join(map(re.escape, sorted(UNSPACED_ORDINARY, key=len, reverse=True))))
_UNSPACED_TARGET = re.compile(
    "|".join(map(re.escape, sorted({unicodedata.normalize("NFKC", w) for w in UNSPACED_TARGETS}, key=len, reverse=True)))
)


@dataclass(frozen=True)
class _Word:
    """One word of a sentence as read: its reading, and what it is."""

    text: str
    folded: str
    slur: str | None = None
    contempt: str | None = None
    target: bool = False
    quoted: bool = False
    spelled_out: bool = False


def _join_spaced(m: re.Match[str]) -> str:
    """Letters cut apart joined, where that spells a word of the lexicon ("m.o.r.o.n." to "moron")."""
    run = m.group(0)
    letters = re.sub(r"[.\-_ ]", "", run)
    for start in (0, 1):  # "a m o r o n": an article may lead the run
        word = letters[start:]
        if len(word) >= 3 and any(_lookup(_fold(word))):
            end = "." if run.endswith(".") else ""  # "m.o.r.o.n." still ends its sentence
            return (letters[:start] + " " if start else "") + "\x01" + word + end
    return run


# Scripts written without spaces between words, where a symbol between two letters ("ग@धे", "उ.ल्लू") can
# only be there to hide the word it cuts.
_UNSPACED_LETTER = "\u0900-\u097f\u0980-\u09ff\u0a00-\u0a7f\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
_UNSPACED_CUT = re.compile(rf"(?<=[{_UNSPACED_LETTER}])[.@*#$_~^+|](?=[{_UNSPACED_LETTER}])")
# Kanji that look like katakana, put after katakana to hide a word ("バ力" for "バカ").
_KATAKANA_LOOKALIKE = re.compile("(?<=[\u30a1-\u30fa\u30fc])[力口工夕卜]")
_KATAKANA_OF = {"力": "カ", "口": "ロ", "工": "エ", "夕": "タ", "卜": "ト"}


# A Latin word with Cyrillic or Greek look-alikes in it ("ѕtuріd", "lаzy") is the Latin word in disguise.
_MIXED_SCRIPT_WORD = re.compile(r"\b(?=[^\W\d_]*[a-zA-Z])(?=[^\W\d_]*[\u0370-\u04ff])[^\W\d_]+\b")


def reading(text: str) -> str:
    """``text`` as this module reads it: NFKC, small capitals, invisible characters, quotes and emoji undone,
    lower case, and letters cut apart joined into the word they spell (marked with ``\\x01``)."""
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE).translate(_QUOTES).translate(_SMALL_CAPS)
    text = _EMOJI_RUN.sub(lambda m: f" {m.group(1)} ", text)
    text = _MIXED_SCRIPT_WORD.sub(lambda m: unhide(m.group(0)), text)
    text = _KATAKANA_LOOKALIKE.sub(lambda m: _KATAKANA_OF[m.group(0)], text)
    text = _fold(text)
    text = _WASTE_OF.sub(lambda m: f"waste-of-{m.group(1)}", text)
    return _SPACED_OUT.sub(_join_spaced, text)


@lru_cache(maxsize=16384)
def _lookup(word: str) -> tuple[str | None, str | None, bool]:
    """(name-calling, contempt word, target) that one folded word reads as, spelling undone."""
    unstretched = (_STRETCH.sub(r"\1", word), _STRETCH.sub(r"\1\1", word))
    forms = list(dict.fromkeys([word, MISSPELLINGS.get(word, word), *unstretched]))
    table = _LEET_LATIN
    if _SYMBOL.search(word):
        table = _LEET_CYRILLIC if _CYRILLIC.search(word) else _LEET_GREEK if _GREEK.search(word) else _LEET_LATIN
        mapped = word.translate(table)
        forms += [mapped, MISSPELLINGS.get(mapped, mapped)]
    slur = next((hit for f in forms if (hit := _SLURS.find(f))), None)
    contempt = next((hit for f in forms if (hit := _CONTEMPT.find(f))), None)
    if "-" in word and not (slur or contempt):  # "4ss-cl0wns", "brain-dead": the compound as one word
        joined = [f.replace("-", "") for f in forms]
        slur = next((hit for w in joined if (hit := _SLURS.find(w)) and len(w) - len(hit) <= 2), None)
        contempt = next((w for w in joined if w in _CONTEMPT.words), None)
    target = any(_TARGET_WORDS.find(f) for f in forms[:2]) or bool(_SUFFIX_TARGET.search(word))
    letters = sum(ch.isalpha() for ch in word)
    if slur is None and contempt is None and _SYMBOL.search(word) and letters >= 3 and letters >= len(word) - letters:
        parts = [_wildcard(ch, table) for ch in word]
        slur = _SLURS.find_wild(parts)
        contempt = None if slur else _CONTEMPT.find_wild(parts)
    if slur is None and contempt is None:
        slur = next((hit for f in forms[:2] if (hit := _SLURS.find_fuzzy(f))), None)
    return slur, contempt, target


def _plain(core: str) -> str:
    """A word with its leet undone for reading it as a link or a target ("1s" is "is", "h0st" is "host")."""
    if core in ("4", "@"):
        return "a"
    if _SYMBOL.search(core) and any(ch.isalpha() for ch in core):
        table = _LEET_CYRILLIC if _CYRILLIC.search(core) else _LEET_GREEK if _GREEK.search(core) else _LEET_LATIN
        return core.translate(table)
    return core


def _words(sentence: str, original: str) -> list[_Word]:
    """The words of one sentence of the reading, each looked up; two words that are one entry ("óc lợn",
    "các người") mark the first."""
    words = []
    for m in _TOKEN.finditer(sentence):
        raw = m.group(0)
        spelled_out = raw.startswith("\x01")
        raw = raw.lstrip("\x01")
        quoted = raw[:1] in "'\"" or raw[-1:] in "'\"" or (m.start() > 0 and sentence[m.start() - 1] in "'\"")
        core = raw.strip("'\"").rstrip(".?…,'\"")
        if core.endswith("!") and not _SYMBOL.search(core.rstrip("!")):
            core = core.rstrip("!")
        core = core or raw
        slur, contempt, target = _lookup(core)
        if core in _ACRONYMS and core.upper() in original:
            contempt = contempt or core
        plain = _plain(core)
        target = target or plain in _SECOND or (plain != core and _lookup(plain)[2])
        words.append(_Word(core, plain, slur, contempt, target, quoted, spelled_out))
    for i in range(len(words) - 1):
        if words[i].folded not in _PAIR_HEADS:
            continue
        slur, contempt, target = _lookup(f"{words[i].folded}-{words[i + 1].folded}")
        if slur or contempt or target:
            words[i] = replace(words[i], slur=words[i].slur or slur, contempt=words[i].contempt or contempt,
                               target=words[i].target or target)
            if target:  # "các người": both words name the target
                words[i + 1] = replace(words[i + 1], target=True)
    return words


def _reported(words: list[_Word]) -> bool:
    """Whether a sentence reports or names an insult ("someone called your author a moron", "the slur
    'Vollidiot'"); a verb after a relative ("whoever wrote this") describes the target instead, and one
    after "I" is the writer's own."""
    return any(
        w.folded in _REPORTING and not (i and words[i - 1].folded in _OWN_WORDS) for i, w in enumerate(words)
    )


def _is_target(words: list[_Word], i: int) -> bool:
    """Whether word ``i`` names someone of the site (or "you")."""
    word = words[i]
    prev = words[i - 1].folded if i else ""
    nxt = words[i + 1].folded if i + 1 < len(words) else ""
    if word.folded in _WHOEVER:
        return True
    if word.folded in _RELATIVE_AFTER_ARTICLE and prev in _ARTICLE:
        return True
    if word.folded in ("ur", "yr") and nxt in _LINKS:  # "ur a moron": "you're"
        return True
    if not word.target or prev in _OTHERS_POSSESSIVE:  # "my boss is an idiot" is not the site's
        return False
    if word.folded in _GENERIC:
        return i == 0 or prev in _MAKES_SOMEONES or nxt in _RELATIVE or prev in _SECOND
    return True


def _aimed_before(words: list[_Word], i: int, *, linked_only: bool) -> bool:
    """Whether a target is named before word ``i`` and the insult is theirs.

    ``linked_only``: only links ("is", "=", "a total") may stand between (for contempt words);
    otherwise any words may, but no other person, negation or comparison (for name-calling), and an
    insult with "the" before it names someone else unless a verb like "is" links it ("have you seen the
    idiots in the comments" against "your editor is the biggest idiot").
    """
    definite = any(words[k].folded in _DEFINITE for k in range(max(0, i - 2), i))
    linked = False
    adjacent = True  # nothing but articles and intensifiers so far: "you absolute idiots", "tam bir salak"
    for j in range(i - 1, max(-1, i - (7 if linked_only else 11)), -1):
        word = words[j]
        if word.folded in _NEGATORS and i - j <= 4:
            return False
        if word.folded in _SIMILE and i - j <= 2:
            return False
        if _is_target(words, j):
            # "your host is a moron", "you idiots"; not "your host interviewed a self-described moron"
            return linked or (adjacent and not definite)
        if word.folded in _BYSTANDERS and not _in_relative_clause(words, j):
            return False
        # A word disguised with symbols ("tam bir 4m1n4 k0y4y1m gerizekalı") is more abuse, not a verb.
        adjacent = adjacent and (word.folded in _PASSABLE or bool(word.slur or word.contempt) or word.text != word.folded)
        if linked_only and not adjacent:  # contempt words: nothing but links between ("your staff = trash")
            return False
        # After "is", the subject comes next; only its article, adjectives, a prepositional phrase ("the
        # editor of the newsletter is") or a relative clause may stand before it, not another subject
        # ("your researchers think the public are idiots").
        if linked and not _may_precede_subject(words, j):
            return False
        linked = linked or word.folded in _COPULAS
    return False


def _describes_a_thing(words: list[_Word], i: int) -> bool:
    """Whether an insult adjective modifies the word after it, a thing ("idiotic captcha", "тупые вопросы")."""
    if i + 1 >= len(words) or not _ADJECTIVE_ENDING.search(words[i].folded):
        return False
    nxt = words[i + 1]
    return not (nxt.slur or nxt.contempt or nxt.target or nxt.folded in _LINKS or nxt.folded in _FOLLOWERS
                or nxt.folded.endswith("ing") or not any(ch.isalpha() for ch in nxt.folded))


def _in_relative_clause(words: list[_Word], j: int) -> bool:
    """Whether word ``j`` stands in a relative clause after a target: "the staffer who replied to me"."""
    for k in range(j - 1, max(-1, j - 6), -1):
        if words[k].folded in _RELATIVE_PRONOUNS and (_is_target(words, k) or (k and _is_target(words, k - 1))):
            return True
    return False


def _may_precede_subject(words: list[_Word], j: int) -> bool:
    """Whether word ``j``, met between "is" and its subject, belongs to the subject's phrase."""
    word = words[j]
    if (word.folded in _LINKS or word.folded in _PREPOSITIONS or word.folded in _RELATIVE_PRONOUNS or word.folded in _POSSESSIVE or word.folded in _GENERIC
            or word.folded in _SUBJECT_TAILS or word.slur or word.contempt or word.quoted):
        return True
    if any(words[k].folded in _PREPOSITIONS for k in range(max(0, j - 2), j)):
        return True
    return _in_relative_clause(words, j)


def _aimed_after(words: list[_Word], i: int) -> bool:
    """Whether "you" is addressed right after word ``i``: "Brain-dead, the lot of u", "clowns, all of you"."""
    for j in range(i + 1, min(len(words), i + 6)):
        if words[j].folded in _SECOND_PERSON_AFTER:
            return True
        if words[j].folded not in _VOCATIVE_GAP:
            return False
    return False


def _before_target(words: list[_Word], i: int) -> bool:
    """Whether a contempt word stands right before a target: "useless interns", "stupd fukin staf"."""
    for j in range(i + 1, min(len(words), i + 4)):
        if _is_target(words, j) and words[j].folded not in _SECOND:
            return True
        if words[j].folded not in _LINKS and not words[j].contempt and not words[j].slur:
            return False
    return False


def _calls_out(words: list[_Word], i: int) -> bool:
    """Whether name-calling opens its sentence as an address: "Stelletje idioten, ...", "Cretins!"."""
    before = words[:i]
    if len(before) > 2 or any(
        w.folded not in _LINKS and w.folded not in _GROUP_WORDS and not (k and before[0].folded in _GROUP_WORDS)
        for k, w in enumerate(before)
    ):
        return False
    return i + 1 == len(words) or words[i + 1].folded in _SECOND_PERSON_AFTER or words[i].text != words[i].folded


def _before_person(words: list[_Word], i: int) -> bool:
    """Whether a contempt word stands right before a person ("the dumbest person alive", "stupid people")."""
    return i + 1 < len(words) and words[i + 1].folded in _PERSON_NOUNS


def _sentences(text: str) -> list[str]:
    return [s for s in (part.strip() for part in _SENTENCE_END.split(text)) if s]


def contempt_hits(text: str) -> list[str]:
    """The insults in ``text`` aimed at a person of the site, as read here (empty when there are none)."""
    read = reading(text)
    sentences = _sentences(read)
    parsed = [_words(s, text) for s in sentences]
    text_has_target = any(_is_target(ws, i) for ws in parsed for i in range(len(ws)))
    hits: list[str] = []
    for sentence, words in zip(sentences, parsed):
        if _UNSPACED.search(sentence):
            hits += _unspaced_hits(sentence, words)
        if not _reported(words):
            hits += [w.text for i, w in enumerate(words) if (w.slur or w.contempt) and _aimed(words, i, text_has_target)]
    return hits


def _aimed(words: list[_Word], i: int, text_has_target: bool) -> bool:
    """Whether the insult word ``i`` of a sentence is aimed at a person of the site."""
    word = words[i]
    if word.quoted or (word.slur and _describes_a_thing(words, i)):
        return False
    if _aimed_after(words, i) or (_before_person(words, i) and _has_target(words, but=i + 1)):
        return True
    if word.slur:
        aimed = _aimed_before(words, i, linked_only=False) or (text_has_target and _calls_out(words, i))
    else:
        aimed = (
            _aimed_before(words, i, linked_only=True)
            or _before_target(words, i)
            or (word.folded in _EMOJI and _has_target(words))
        )
    # A word spelled out letter by letter ("S T U P I D") is meant for whoever the text names.
    return aimed or (word.spelled_out and text_has_target and word.contempt not in _THING_WORDS)


def _has_target(words: list[_Word], but: int = -1) -> bool:
    return any(_is_target(words, j) for j in range(len(words)) if j != but)


def _unspaced_hits(sentence: str, words: list[_Word]) -> list[str]:
    """Name-calling in Chinese, Japanese, Korean, Arabic, Hindi or Hebrew, with a target in its sentence."""
    targeted = _UNSPACED_TARGET.search(sentence) or any(_is_target(words, i) for i in range(len(words)))
    if not targeted or _reported(words):
        return []
    # A symbol may stand for a letter ("ク@野郎": the lexicon's wildcards) or be cut into a word ("ग@धे"):
    # the sentence is read both as written and with such cuts taken out.
    for variant in dict.fromkeys((sentence, _UNSPACED_CUT.sub("", sentence))):
        variant = _UNSPACED_ORDINARY_RE.sub(" ", variant)
        found = _UNSPACED_SLUR.search(variant) or _UNSPACED_CONTEMPT_RE.search(variant)
        if found:
            return [found.group(0)]
    return []
