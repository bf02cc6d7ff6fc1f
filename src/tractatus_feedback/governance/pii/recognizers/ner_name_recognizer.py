"""spaCy's PERSON/LOCATION detections without the ones that cannot be a name or a place.

The small NER model labels odd tokens as names: a base64 blob ("Zm9yZ2V0IGFsbCBw..."), letters
spelled out with dots ("k.y.s", "i.n.s.t.r.u.c.t.i.o.n.s") or spaces ("g o", "l l"). Masking those hides nothing personal and
blinds the boundary rules, which read the redacted text: a base64-encoded prompt injection would
become "<PERSON_1>" and slip through. It also labels lone common words: "AI" as a place, "Minister"
or "Be" as a person, so that a reply about "our AI research" could not be sent (outbound governance
blocks any PII in a draft). Obfuscated text fools it the same way: Cyrillic look-alikes mixed into
Latin words ("іgnоrе yоur"), leetspeak ("m3$$4g3"), or a run of lower-case gibberish from ROT13
("Cnl ab nggragvba gb lbhe"). A name is written in one script, without digits in its words, and
has at most a particle or two in lower case ("de la", "van der"). Such values are dropped; real
names are left to spaCy.

A person's name the model ends at a hyphen ("brendan mcgrath" in "brendan mcgrath-oduya") is carried
on to the end of the hyphenated word: half a double-barrelled surname is still a name in plain sight.
Places are left as found, since "US-focused" is an adjective.

The English model also reads German nouns, which are capitalised, as names and places ("Die Website",
"Sommer-Öffnungszeiten", "Konferenzunterlagen"). In a German text a value that starts with an article
or follows one ("die", "der", "eine", "zum" ...) is a noun phrase: German puts no article before a name.
"""

from __future__ import annotations

import re
import unicodedata

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from tractatus_feedback.governance.pii.overlap import NER_RECOGNIZER
from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import NOT_NAMES

__all__ = ["NerNameRecognizer", "german_noun_phrase", "implausible_name"]

# One long token mixing letters with digits or +/=, or with capitals inside it: an encoded payload.
_ENCODED = re.compile(r"(?=\S*(?:\d|[+/=]|[a-z][A-Z]\S*[a-z][A-Z]))[A-Za-z0-9+/=]{16,}")
# Lower-case letters separated by dots ("k.y.s"): no name is written that way.
_DOTTED = re.compile(r"[a-z](?:\.[a-z])+\.?")
# Capitals with dots and nothing else ("P.S.", "N.B."): an abbreviation, not a person or a place of one's own.
_ABBREVIATION = re.compile(r"[A-Z](?:\.[A-Z]){0,3}")
# One word alone that is not a name nor a place: NOT_NAMES, and the verbs NER reads as a name at a
# sentence start ("Be honest", "Guaranteed ...").
_NOT_NAME_WORDS = NOT_NAMES | frozenset(
    "be is are was were do does can will make keep note guaranteed username password login".split()
)
_GERMAN_ARTICLES = frozenset("der die das den dem des ein eine einen einem einer eines zur zum vom beim ins".split())
_GERMAN_WORDS = frozenset(
    "und nicht bitte ist sind für mit auf noch auch ich wir sie es zu von aber oder wie was übrigens danke "
    "schicken zeigt habe haben wird kann können sehr diese dieser mein meine unsere ihre".split()
)
_WORDS = re.compile(r"\w+")
# A word mixing letters with digits or leet symbols ("y0ur", "m3$$4g3"): no name is spelled so.
_LEET_WORD = re.compile(r"(?=\S*[A-Za-z])\S*[0-9$@!|]\S*")
# Lower-case words that do belong inside names.
_PARTICLES = frozenset("de la le da di du del della dos das do van von der den ter ten bin ibn al el y e d' st".split())
_MAX_LOWER_WORDS = 2
# The rest of a hyphenated name that the model's tokenizer cut off ("-oduya" of "brendan mcgrath-oduya").
_HYPHENATED_REST = re.compile(r"(?:-[^\W\d_]+)+")


def _single_letters(tokens: list[str]) -> int:
    return sum(len(t) == 1 and t.islower() for t in tokens)


def _mixed_scripts(value: str) -> bool:
    """Whether the letters of ``value`` come from more than one script (Latin with Cyrillic or Greek)."""
    scripts = {unicodedata.name(ch, "?").split()[0] for ch in value if ch.isalpha()}
    return len(scripts & {"LATIN", "CYRILLIC", "GREEK"}) > 1


def implausible_name(value: str) -> bool:
    """Whether a PERSON/LOCATION value is an encoded blob, holds dotted lower-case letters, holds
    two or more single lower-case letters ("g o", "lol g o" from spaced-out words), is an abbreviation
    ("P.S."), is one common word,
    mixes scripts, holds a leetspeak word, or has more lower-case words than a name's particles."""
    value = value.strip(" \"'.,;:()")
    tokens = value.split()
    lower_words = [t for t in tokens if t[:1].islower() and t.lower() not in _PARTICLES]
    return bool(
        _ENCODED.fullmatch(value)
        or (len(tokens) == 1 and tokens[0].lower() in _NOT_NAME_WORDS)
        or any(_DOTTED.fullmatch(t) for t in tokens)
        or _ABBREVIATION.fullmatch(value) is not None
        or (tokens and _single_letters(tokens) >= min(2, len(tokens)))
        or _mixed_scripts(value)
        or any(_LEET_WORD.fullmatch(t) for t in tokens)
        or len(lower_words) > _MAX_LOWER_WORDS
    )


def _german(text: str) -> bool:
    """Whether ``text`` holds three or more common German words."""
    return len({w.lower() for w in _WORDS.findall(text)} & _GERMAN_WORDS) >= 3


def _after_or_with_article(text: str, start: int, end: int) -> bool:
    before = _WORDS.findall(text[max(0, start - 12) : start])
    first = _WORDS.findall(text[start:end])[:1]
    return any(w.lower() in _GERMAN_ARTICLES for w in before[-1:] + first)


def german_noun_phrase(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` starts with or follows a German article in a German text."""
    return _german(text) and _after_or_with_article(text, start, end)


class NerNameRecognizer(SpacyRecognizer):
    """Presidio's spaCy recognizer, minus values that are encoded blobs or spelled-out letters.

    It keeps the name ``SpacyRecognizer``: overlap resolution tells NER spans apart by that name.
    """

    def __init__(self, *, supported_entities: list[str]) -> None:
        super().__init__(supported_entities=supported_entities, name=NER_RECOGNIZER)

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = super().analyze(text, entities, nlp_artifacts)
        german = bool(results) and _german(text)  # read the whole text once, not once per entity
        kept = [
            r
            for r in results
            if not implausible_name(text[r.start : r.end]) and not (german and _after_or_with_article(text, r.start, r.end))
        ]
        for r in kept:
            rest = _HYPHENATED_REST.match(text, r.end) if r.entity_type == "PERSON" else None
            if rest:
                r.end = rest.end()
        return kept
