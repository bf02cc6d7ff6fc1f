"""Finds people's names by the names themselves: a known given name next to a known surname.

The other name recognizers read the words around a name ("Thanks,", "my name is", "Mr"), and spaCy's
small model reads its shape in English prose; a plain name in the middle of a sentence with no cue
("It's under Siobhan O'Leary", "Kontoinhaberin Annika Vogt", a name alone above an address), in lower
case ("thanks - priya ramaswamy"), surname first, or in Cyrillic, Greek or Arabic escapes all of them.
Here the evidence is the gazetteer (:mod:`..lexicon.names`, Faker's names of 86 locales): two to four
words in a row, one a known given name and another a known surname, in either order, with particles
between them ("Joost van der Berg", "femke de jong-van der berg"), apostrophes ("O'Leary", "de'Medici")
and hyphens ("Okonkwo-Bright"), declined in Russian or Greek ("Ивановой Марины Сергеевны"), or after an
initial ("j. okonkwo-bright", "R. Venkataraman"), or with the surname in capitals first ("FERRI Giulia").

Every word is a set lookup, never a regex of thousands of names; what costs thought is the words that
are names and ordinary words at once (:mod:`..lexicon.words`):

* Capitalised: at most one common word in the name ("Grace Hughes", never "Will Young"), no stop
  word ("May", "Will", "Can"), and no common word or other language's function word opening a
  sentence ("Will the page load?", "En España ..."; "Mark Evans wrote" is left to spaCy). A name that runs into an organisation or place word ("Johns Hopkins
  University", "Grace Hopper Celebration", "Morgan & Morgan", "Santa Clara") or sits in a run of
  capitalised English words (a heading or a paper's title) is not a person. Lines in capitals are
  headings and are skipped; so are web addresses, e-mail addresses and file names, whose parts are no
  words of the text.
* Lower case: every word must be a known name, none a common English word or a function word of
  another common language ("ben", "can", "sara"), at most one an English noun, and the given name
  comes first in a pair ("luz da costa" aside, a pair of foreign words is rarely both).
* One known given name and an unknown word make a name only after a cue ("spotted by priya
  raghunathan", "contact: Annika Vogtmann"), and only if the unknown word is no English word.
* Scripts without case (Arabic, Hebrew, Devanagari ...) need both words known, given name first.
* After a title, a surname typed in lower case stands alone ("ask for mrs oyelaran-baptiste") if it is a
  known surname or no English word at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from tractatus_feedback.governance.pii.lexicon import name_lists, word_lists
from tractatus_feedback.governance.pii.lexicon.names import PARTICLES, NameLists, name_key
from tractatus_feedback.governance.pii.lexicon.words import WordLists
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer

__all__ = ["GazetteerNameRecognizer"]

# A letter of any script, or a combining mark (Arabic vowels, Devanagari and Thai vowel signs are marks).
_LETTER = r"(?:[^\W\d_]|[\u0300-\u036f\u0483-\u0489\u064b-\u065f\u0670\u0900-\u0dff\u0e31-\u0e4e])"
_PLAIN_WORD = rf"{_LETTER}+(?:['’]{_LETTER}+)*"
# A word not inside a web or e-mail address, a path or a file name: nothing of those touches it ("@", "/", "\\",
# a dot or a hyphen before it, "@", "/" or ".pdf" after it), and their words are never one space apart.
_TOKEN = re.compile(
    rf"(?<![\w@'’./\\:-])(?:(?P<initial>[^\W\d_]\.)(?=\s)|(?P<word>{_PLAIN_WORD}(?:-{_PLAIN_WORD})*))(?![\w@/\\]|\.\w)"
)
# An apostrophe after a surname's prefix ("O'Leary", "D'Angelo", "de'Medici", "dell'Acqua").
_APOSTROPHE_PREFIX = re.compile(r"^(?:o|d|de|dell|dall|l|mc)['’](?=\w{2})", re.IGNORECASE)
# Arabic surnames are often the article and a name ("AlZahra", "Al-Hashimi", "El Amrani").
_ARTICLE_PREFIX = re.compile(r"^(?:al|el)(?=[A-Z])|^ال(?=\w{2})")
# Words that make a name before them an organisation's, a prize's or a place's ("Johns Hopkins University").
_ORG_WORDS = frozenset(
    """
    university universität universidad université college school academy institute institut foundation
    fund trust society association council hospital clinic centre center museum library gallery theatre
    theater hall house building tower street road avenue lane drive park square station airport bridge
    award awards prize medal lecture lectures fellowship fellowships scholarship memorial stadium arena group
    partners associates company co corp corporation inc ltd llc llp plc gmbh ag sa srl bv nv holdings
    capital ventures labs lab studio studios records press publishing media books report review journal
    celebration conference festival challenge cup trophy show project initiative program programme method
    algorithm theorem index scale effect syndrome disease equation principle law bank church cathedral
    chapel street st rd ave
    """.split()
)
# Words before a name that make it a place's ("Santa Clara", "Fort William", "Lake Louise", "St Helens").
_PLACE_WORDS = frozenset(
    "saint st san santa santo são sao sankt sainte fort port mount mt lake cape point glen los las del".split()
)
# Small words that may sit inside a title or an organisation's name in capitals ("Bank of England").
_TITLE_FILLERS = frozenset("of the and for in on at to a an & de du la le von van der".split())
# Words after which a name is being handed over: then one unknown word beside a known given name may be a surname.
_CUES = frozenset(
    """
    by from thanks thank cheers regards wishes best contact name named called i'm im i’m am is was ask
    attn attention dear hi hello hey cc signed mr mrs ms mx dr prof professor with to for
    firmato firmado signé signée gezeichnet unterschrift assinado ondertekend podpisano
    """.split()
)
# Articles: a name follows none ("la luz da costa", "the Morgan Library"); words after one are a thing.
_ARTICLES = frozenset(
    "the a an la le les el los las il lo gli der die das den dem des ein eine un una uno une os as het".split()
)
_MAX_NAMES = 4
_LOWER_TITLE = re.compile(r"(?<![\w.])(?i:mr|mrs|ms|mx|dr|prof)\.?[ \t]+")
# Letters only Vietnamese writes (a hook, a dot below, a horn): "Nguyễn", "Thị"; a text with them is Vietnamese.
_VIETNAMESE = re.compile(r"[\u1ea0-\u1ef9ơưƠƯ]")
# An ampersand or a company's suffix after a name makes it a firm's ("Morgan & Morgan", "Baker Ltd").
_COMPANY_AFTER = re.compile(r"\s?&|\s(?:Ltd|Inc|LLC|GmbH|AG|plc|PLC|Co|Corp)\b")
# A dash after the end of a sentence opens a signature ("... a 404. -- j. okonkwo").
_DASH_AFTER_SENTENCE = re.compile(r"[.!?]\s*[-–—~]{1,2}$")


@dataclass
class _Token:
    """One word of the text, or an initial, and what the word lists say of it."""

    text: str
    start: int
    end: int
    initial: bool
    names: NameLists
    words: WordLists

    @cached_property
    def key(self) -> str:
        return name_key(self.text)

    @cached_property
    def parts(self) -> list[str]:
        return self.text.split("-")

    @property
    def particle(self) -> bool:
        return not self.initial and self.key in PARTICLES and not self.text.isupper()

    @cached_property
    def given(self) -> bool:
        return not self.initial and all(self.names.is_given(part) for part in self.parts)

    @cached_property
    def surname(self) -> bool:
        if self.initial:
            return False
        known = [self._surname_part(part) for part in self.parts]
        if len(known) == 1:
            return known[0]
        # A double-barrelled surname: one part a surname that is no English word vouches for the rest
        # ("Okonkwo-Bright", "jong-van"); otherwise every part must be a known name ("Hughes-Park", not "Short-Term").
        if any(k and not self.words.is_english(p) for k, p in zip(known, self.parts)):
            return True
        return any(known) and all(
            k or name_key(p) in PARTICLES or self.names.is_given(p) for k, p in zip(known, self.parts)
        )

    def _surname_part(self, part: str) -> bool:
        if self.names.is_surname(part):
            return True
        # "O'Leary", "de'Medici", and "D'Angelo", "D'Amico": a prefix with a surname or a given name
        bare = _APOSTROPHE_PREFIX.sub("", part)
        if bare != part and (self.names.is_surname(bare) or self.names.is_given(bare)):
            return True
        article = _ARTICLE_PREFIX.match(part)
        rest = part[article.end() :] if article else ""
        return bool(rest) and (self.names.is_surname(rest) or self.names.is_given(rest))

    @cached_property
    def known(self) -> bool:
        return self.given or self.surname

    @cached_property
    def common(self) -> bool:
        return self.latin and all(self.words.is_common(part) for part in self.parts)

    @cached_property
    def english(self) -> bool:
        return self.latin and all(self.words.is_english(part) for part in self.parts)

    @cached_property
    def stop_word(self) -> bool:
        return self.words.is_stop_word(self.text)

    @cached_property
    def function_word(self) -> bool:
        return self.words.is_function_word(self.text)

    @cached_property
    def case(self) -> str:
        """"title", "lower", "upper", "mixed" ("mAria") or "none" (a script without case)."""
        cased = [ch for ch in self.text if ch.isupper() or ch.islower()]
        if not cased:
            return "none"
        if all(ch.islower() for ch in cased):
            return "lower"
        if self.initial or not cased[0].isupper():
            return "title" if cased[0].isupper() else "mixed"
        return "upper" if len(cased) > 1 and all(ch.isupper() for ch in cased) else "title"

    @cached_property
    def latin(self) -> bool:
        return all(ch < "\u0250" for ch in self.text if ch.isalpha())

    @property
    def plausible_surname(self) -> bool:
        """Whether an unknown word could be a surname: three letters or more, no word of English or of function."""
        letters = sum(ch.isalpha() for ch in self.text)
        return letters >= 3 and not self.known and not self.english and not self.function_word


class GazetteerNameRecognizer(ContextRegexRecognizer):
    """PERSON: a known given name and a known surname in a row, in any case or script with word breaks."""

    ENTITY = "PERSON"
    PATTERNS = ()

    def __init__(self) -> None:
        super().__init__()
        self.names = name_lists()
        self.words = word_lists()

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if self.ENTITY not in entities:
            return []
        results: list[RecognizerResult] = []
        for group in self._groups(text):
            i = 0
            while i < len(group):
                found = self._name_at(text, group, i)
                if found is None:
                    i += 1
                    continue
                end, score = found
                results.append(self.result(group[i].start, group[end - 1].end, score))
                i = end
        results += self._after_lower_title(text)
        return results

    def _after_lower_title(self, text: str) -> list[RecognizerResult]:
        """A surname in lower case after a title ("ask for mrs oyelaran-baptiste"): a known surname, or a word
        that is no English word; "ms word" and "dr pepper" are things."""
        results = []
        for title in _LOWER_TITLE.finditer(text):
            match = _TOKEN.match(text, title.end())
            if not match or not match.group("word") or not match.group().islower():
                continue
            token = _Token(match.group(), *match.span(), False, self.names, self.words)
            if token.common or token.function_word or not (token.surname or token.plausible_surname):
                continue
            results.append(self.result(token.start, token.end, 0.55))
        return results

    def _groups(self, text: str) -> list[list[_Token]]:
        """Runs of two or more words one space apart."""
        groups: list[list[_Token]] = []
        current: list[_Token] = []
        for match in _TOKEN.finditer(text):
            start, end = match.span()
            if current and text[current[-1].end : start] not in (" ", "\u00a0"):
                groups.append(current)
                current = []
            initial = match.group("initial") is not None
            current.append(_Token(match.group(), start, end, initial, self.names, self.words))
        groups.append(current)
        return [g for g in groups if len(g) >= 2]

    def _name_at(self, text: str, group: list[_Token], i: int) -> tuple[int, float] | None:
        """(end index, score) of the longest name that starts at ``group[i]``, or None."""
        # Every name this recognizer reads starts with a known name or an initial: one set lookup rules out most words.
        first = group[i]
        if first.case == "upper" and i + 1 < len(group):
            pair = _caps_surname_first(first, group[i + 1], cued=_after_cue(text, group, i, line_start=True))
            return (i + pair[0], pair[1]) if pair else None
        if not (first.initial or _maybe_name(first.text)) or first.particle or first.case in ("upper", "mixed"):
            return None
        for end, names in reversed(_windows(group, i)):
            score = self._judge(text, group, i, end, names)
            if score is not None:
                return end, score
        return None

    def _judge(self, text: str, group: list[_Token], i: int, end: int, names: list[_Token]) -> float | None:
        """The score of ``names`` as a person's name, or None when they are not one."""
        words = [t for t in names if not t.initial]
        if not words or names[-1].initial or (i > 0 and group[i - 1].key in _ARTICLES):
            return None
        cases = {t.case for t in words}
        if cases == {"title"}:
            return self._title(text, group, i, end, names, words)
        if cases == {"lower"} and not any(t.initial for t in names[1:]):
            return self._lower(text, group, i, end, names, words)
        if cases == {"none"} and not names[0].initial:
            return 0.6 if all(t.known for t in words) and _pair(words, given_first=True) else None
        return None

    def _title(
        self, text: str, group: list[_Token], i: int, end: int, names: list[_Token], words: list[_Token]
    ) -> float | None:
        if any(t.key in _PLACE_WORDS for t in words) or (i > 0 and group[i - 1].key in _PLACE_WORDS):
            return None
        if any(t.stop_word for t in words) or _org_follows(text, group, end) or _in_title_run(group, i, end):
            return None
        # A sentence's first word is capitalised whatever it is: a common word or another language's function
        # word there ("Will Hughes ...", "En España ...") is not read as a name.
        common = [t for t in words if t.common]
        opening = names[0].common or names[0].function_word
        if len(common) > 1 or (opening and _sentence_start(text, names[0].start)):
            return None
        # Every word English ("Paul Smith", "Lincoln Park", "Jordan Hall"): spaCy knows the people among them.
        if all(t.english for t in words) or (words[-1].key in _ORG_WORDS and any(t.english for t in words[:-1])):
            return None
        if names[0].initial:
            return 0.6 if len(words) == 1 and words[0].surname and not words[0].common else None
        unknown = [t for t in words if not t.known]
        if not unknown:
            return 0.7 if _pair(words, given_first=False) else None
        if len(unknown) > 1 or not unknown[0].plausible_surname:
            return None
        known = [t for t in words if t.known]
        if len(words) >= 3 and unknown[0] not in (words[0], words[-1]) and _pair(known, given_first=False):
            return 0.6  # a middle name the lists lack
        # A known given name and an unknown word: a name only where a cue hands one over.
        if words[0].given and not words[0].english and unknown[0] is words[-1] and _after_cue(text, group, i):
            return 0.55
        return None

    def _lower(
        self, text: str, group: list[_Token], i: int, end: int, names: list[_Token], words: list[_Token]
    ) -> float | None:
        # English nouns include proper ones ("hughes", "albuquerque"), so one may stand in a name, and one more
        # for each particle, which only names have ("femke de jong-van der berg"); two alone are a thing.
        particles = sum(t.particle for t in group[i:end])
        if any(t.common or t.function_word for t in words) or sum(t.english for t in words) > 1 + particles:
            return None
        vietnamese = bool(_VIETNAMESE.search(text))
        if vietnamese and not _vietnamese_name(words):
            return None
        if names[0].initial:  # "j. okonkwo-bright": an initial and a surname after a cue or a dash
            only = words[0]
            fine = len(words) == 1 and only.surname and not only.english and len(only.parts[0]) >= 4
            return 0.55 if fine and _after_cue(text, group, i, line_start=True) else None
        unknown = [t for t in words if not t.known]
        if not unknown:  # a pair's given name comes first, but a Vietnamese name starts with the surname
            return 0.6 if _pair(words, given_first=len(words) == 2 and not vietnamese) else None
        if len(unknown) > 1 or not unknown[0].plausible_surname:
            return None
        known = [t for t in words if t.known]
        # A middle name the lists lack ("nguyễn thị thu hà"); in other languages three lower-case words with an
        # unknown one inside are as often a clause ("kristen etik borde"), so only after a cue there.
        if len(words) >= 3 and unknown[0] not in (words[0], words[-1]) and (vietnamese or _after_cue(text, group, i)):
            return 0.55 if _pair(known, given_first=False) else None
        only_given = words[0].given and not words[0].surname and not words[0].english
        if len(words) == 2 and unknown[0] is words[1] and only_given and _after_cue(text, group, i):
            return 0.5
        return None


def _caps_surname_first(surname: _Token, given: _Token, *, cued: bool) -> tuple[int, float] | None:
    """(2, score) for the surname in capitals before the given name ("DUPONT Marie", "FERRI Giulia"), as French and Italian
    forms and sign-offs write it: a known given name after a known surname, or after an unknown one where a
    cue hands the name over ("Firmato: FERRI Giulia"). Neither may be a common or English word, so that an
    acronym before a word ("BBC News", "USA Today") is no name. ``None`` for anything else."""
    if given.case != "title" or given.initial or not given.given or len(surname.text) < 3:
        return None
    for token in (surname, given):
        if token.common or token.english or token.function_word or token.stop_word:
            return None
    return (2, 0.6) if surname.surname or (surname.plausible_surname and cued) else None


@lru_cache(maxsize=65536)
def _maybe_name(word: str) -> bool:
    """Whether some part of ``word`` is a known name, or a surname prefix, memoised: the test every word meets first."""
    lists = name_lists()
    return any(
        lists.is_given(part) or lists.is_surname(part) or _APOSTROPHE_PREFIX.match(part) or _ARTICLE_PREFIX.match(part)
        for part in word.split("-")
    )


def _vietnamese_name(words: list[_Token]) -> bool:
    """Every Vietnamese syllable is some name once its accents are gone, so a Vietnamese name is read with them:
    its surname first, accented as Vietnamese surnames mostly are ("Nguyễn", "Trần", "Lê"), and every known
    word known as written ("nguyễn thị thu hà", not "hãy gọi cho chúng tôi")."""
    known = [t for t in words if t.known]
    first = words[0]
    return first.surname and not first.text.isascii() and all(t.names.is_written_name(t.text) for t in known)


def _windows(group: list[_Token], i: int) -> list[tuple[int, list[_Token]]]:
    """(end index, names) of each name-shaped window from ``group[i]``: two to four names, particles between."""
    windows: list[tuple[int, list[_Token]]] = []
    names = [group[i]]
    j = i + 1
    while j < len(group) and len(names) < _MAX_NAMES + (1 if group[i].initial else 0):
        k = j
        while k < len(group) and group[k].particle and k - j < 2:
            k += 1
        if k >= len(group) or group[k].particle or group[k].case in ("upper", "mixed"):
            break
        names.append(group[k])
        j = k + 1
        windows.append((j, list(names)))
    return windows


def _pair(words: list[_Token], *, given_first: bool) -> bool:
    """Whether one word is a given name and a later word a surname, or (surname first) an earlier one.

    Surname first ("Ivanova Marina", "Nguyễn Thu") the surname must be no English word ("Fort William").
    """
    for a, given in enumerate(words):
        if not given.given:
            continue
        for b, surname in enumerate(words):
            if a == b or not surname.surname:
                continue
            if a < b or (not given_first and not surname.english):
                return True
    return False


def _org_follows(text: str, group: list[_Token], end: int) -> bool:
    """Whether an organisation's or place's word, an ampersand or a company suffix follows the name."""
    if end < len(group) and group[end].case == "title" and group[end].key in _ORG_WORDS:
        return True
    return bool(_COMPANY_AFTER.match(text, group[end - 1].end))


def _in_title_run(group: list[_Token], i: int, end: int) -> bool:
    """Whether the name sits among two or more other capitalised English words: a title or an organisation."""
    others = 0
    for side in (range(i - 1, -1, -1), range(end, len(group))):
        for index in side:
            token = group[index]
            if token.key in _TITLE_FILLERS:
                continue
            if token.case != "title" or token.known:
                break
            others += token.english
    return others >= 2


def _sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\"'“‘(")
    return not before or before[-1] in ".!?:;\n-–—~*•"


def _after_cue(text: str, group: list[_Token], i: int, *, line_start: bool = False) -> bool:
    """Whether the words before the name hand one over ("spotted by", "thanks -", "contact:"), or a dash
    opens its line or follows a sentence ("-- j. okonkwo"); with ``line_start``, a line's start does too."""
    line = text[: group[i].start].rsplit("\n", 1)[-1].strip()
    if (line and not line.strip("-–—~")) or (line_start and not line) or _DASH_AFTER_SENTENCE.search(line):
        return True
    word = re.search(r"[\w'’]+$", line.rstrip(":-–—~, "))
    return bool(word) and word.group().lower() in _CUES
