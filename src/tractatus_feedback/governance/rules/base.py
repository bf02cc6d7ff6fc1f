"""The shape every boundary rule takes: an id, the decision it calls for, its patterns and a `check`.

Modelled on Presidio's recognizers: one small class per rule holding its own patterns, context words
and negation cues, composed by a registry. A rule reads the (already redacted) text through the views
in `normalize`, so that "1gn0re pr3vious instructions" and "i g n o r e" match like the plain phrase,
and a hit carries a short excerpt of that text as evidence for the moderator.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from typing import ClassVar

from ..types import Decision, RuleHit
from .normalize import deobfuscate, native, plain

__all__ = ["BoundaryRule", "FallbackRule", "ScriptPattern", "any_of", "any_script_of", "excerpt", "sentence_at", "word_group"]

EVIDENCE_WIDTH = 40
_WORD_START = r"(?:(?<!\w)(?=\w)|(?=\W))"
_WORD_END = r"(?:(?<=\w)(?!\w)|(?<=\W))"
_SENTENCE_END = re.compile(r"[.!?\n]")
_CLAUSE_END = re.compile(r"[.!?;\n]|\bbut\b|\bhowever\b", re.IGNORECASE)
# Set phrases that contain a negator but negate nothing that follows them.
_IDLE_NEGATIONS = re.compile(r"\b(?:don'?t|do not|never) (?:worry|fear|hesitate)\b|\bno (?:worries|problem|doubt)\b", re.IGNORECASE)


def any_of(*alternatives: str) -> re.Pattern[str]:
    """One case-insensitive pattern matching any of the alternatives as whole words (a word boundary is
    required only where the match starts or ends with a word character, so "<|im_start|>x" matches)."""
    return re.compile(_WORD_START + "(?:" + "|".join(alternatives) + ")" + _WORD_END, re.IGNORECASE)


# Scripts written without spaces between words (or whose words take their particles and pronouns as
# affixes): Hebrew, Arabic, Devanagari, kana, CJK ideographs, Hangul.
_UNSPACED_SCRIPT = re.compile(r"[\u0590-\u06ff\u0900-\u097f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_PUNCTUATION_ENTRY = re.compile(r"\\?[?;？؟]")
# Letters no plain-ASCII text holds: Greek, Cyrillic and the unspaced scripts.
_NON_LATIN = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af？؟]")


class ScriptPattern:
    """A word list in many scripts, compiled twice: whole, and without its Greek, Cyrillic and unspaced-script
    entries for a text in plain ASCII (most English feedback), which then pays nothing for them."""

    def __init__(self, alternatives: Iterable[str]) -> None:
        alternatives = tuple(alternatives)
        self._all = _compile_scripts(alternatives)
        self._ascii = _compile_scripts(tuple(part for a in alternatives for part in _top_level_parts(a) if not _NON_LATIN.search(part)))

    def _for(self, text: str) -> re.Pattern[str]:
        return self._ascii if text.isascii() else self._all

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        return self._for(text).search(text, pos, len(text) if endpos is None else endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int | None = None) -> Iterator[re.Match[str]]:
        return self._for(text).finditer(text, pos, len(text) if endpos is None else endpos)


def _top_level_parts(alternative: str) -> list[str]:
    """``alternative`` split at the "|" that are not inside a group or a character class."""
    parts, depth, start, escaped, in_class = [], 0, 0, False, False
    for i, ch in enumerate(alternative):
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(alternative[start:i])
            start = i + 1
    return [*parts, alternative[start:]]


def _compile_scripts(alternatives: tuple[str, ...]) -> re.Pattern[str]:
    spaced = [a for a in alternatives if not _UNSPACED_SCRIPT.search(a) and not _PUNCTUATION_ENTRY.match(a)]
    unspaced = [a for a in alternatives if a not in spaced]
    parts = ([rf"(?<!\w)(?:{'|'.join(spaced)})(?!\w)"] if spaced else []) + ([f"(?:{'|'.join(unspaced)})"] if unspaced else [])
    return re.compile("|".join(parts) or "(?!)", re.IGNORECASE)


def any_script_of(*alternatives: str) -> ScriptPattern:
    """Like `any_of`, for word lists in many scripts: an entry in a script that spaces its words matches
    as whole words, one in Chinese, Japanese, Korean, Arabic, Hebrew or Hindi (or a question mark)
    anywhere, since there a word runs into its neighbours or takes its pronoun as an ending ("يمكنني")."""
    return ScriptPattern(alternatives)


def word_group(words: Iterable[str]) -> str:
    """One regex group matching any of a list of plain words or phrases, longest first, so that a list
    can hold "idioten" and "vollidioten" and the longer one wins."""
    return "(?:" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) + ")"


def excerpt(text: str, start: int, end: int, width: int = EVIDENCE_WIDTH) -> str:
    """The match with up to `width` characters either side, cut at word boundaries."""
    left, right = max(0, start - width), min(len(text), end + width)
    if left > 0 and " " in text[left:start]:
        left = text.index(" ", left) + 1
    if right < len(text) and " " in text[end:right]:
        right = text.rindex(" ", end, right)
    return ("…" if left > 0 else "") + text[left:right].strip() + ("…" if right < len(text) else "")


def sentence_at(text: str, start: int, end: int) -> str:
    """The sentence around a match, where context words are looked for."""
    before = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    after = _SENTENCE_END.search(text, end)
    return text[before[-1] if before else 0 : after.end() if after else len(text)]


@functools.lru_cache(maxsize=256)
def _heads(folded: str) -> frozenset[str]:
    """The three-character substrings of a text, computed once however many rules read it."""
    return frozenset(folded[i : i + 3] for i in range(len(folded) - 2))


class _TriggerIndex:
    """Lower-case substrings, any of which a text must hold for a rule to read it.

    Testing a few hundred substrings one by one costs more than the rule itself (the abuse lexicon
    alone brings about 900), so a substring is looked for only in a text that holds its first three
    characters.
    """

    def __init__(self, triggers: Iterable[str]) -> None:
        self._short = tuple(t for t in triggers if len(t) < 3)
        self._by_head: dict[str, list[str]] = {}
        for trigger in triggers:
            if len(trigger) >= 3:
                self._by_head.setdefault(trigger[:3], []).append(trigger)

    def found_in(self, folded: str) -> bool:
        if any(t in folded for t in self._short):
            return True
        return any(t in folded for head in _heads(folded) & self._by_head.keys() for t in self._by_head[head])


class BoundaryRule:
    """One boundary rule. Subclasses set the class attributes; a few override `find` to add
    checks that are not a single pattern (decoding, counting)."""

    rule_id: ClassVar[str]
    decision: ClassVar[Decision]
    description: ClassVar[str]
    patterns: ClassVar[tuple[re.Pattern[str], ...]] = ()
    # Patterns that fire only when a context word occurs in the same sentence (Presidio's context).
    context_patterns: ClassVar[tuple[re.Pattern[str], ...]] = ()
    context_words: ClassVar[re.Pattern[str] | None] = None
    # Negation or hedge cues that, found in the same clause just before a match, cancel it.
    negations: ClassVar[re.Pattern[str] | None] = None
    negation_window: ClassVar[int] = 45
    max_hits: ClassVar[int] = 3
    # Lower-case substrings of which every match contains at least one. A view with none of them is
    # skipped: a substring test costs microseconds, a large alternation regex a fraction of a millisecond.
    triggers: ClassVar[tuple[str, ...]] = ()

    _trigger_index: ClassVar[_TriggerIndex]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._trigger_index = _TriggerIndex(cls.triggers)

    def triggered(self, view: str) -> bool:
        return not self.triggers or self._trigger_index.found_in(view.casefold())

    def views(self, text: str) -> list[str]:
        readable = plain(text)
        decoded = deobfuscate(text)
        return [readable] if decoded == readable.casefold() else [readable, decoded]

    def negated(self, view: str, start: int) -> bool:
        if self.negations is None:
            return False
        window = _IDLE_NEGATIONS.sub(" ", view[max(0, start - self.negation_window) : start])
        clause_starts = [m.end() for m in _CLAUSE_END.finditer(window)]
        return bool(self.negations.search(window[clause_starts[-1] if clause_starts else 0 :]))

    def find(self, view: str) -> Iterator[tuple[str, str]]:
        """(evidence, detail) for each match in one view of the text."""
        if not self.triggered(view):
            return
        for pattern in self.patterns:
            for m in pattern.finditer(view):
                if not self.negated(view, m.start()):
                    yield excerpt(view, m.start(), m.end()), m.group(0)
        for pattern in self.context_patterns:
            for m in pattern.finditer(view):
                sentence = sentence_at(view, m.start(), m.end())
                if self.context_words is not None and self.context_words.search(sentence):
                    if not self.negated(view, m.start()):
                        yield excerpt(view, m.start(), m.end()), m.group(0)

    def check(self, text: str, *, feedback: str | None = None) -> list[RuleHit]:
        """Hits for this rule in `text` (already redacted), at most `max_hits`, one per distinct match.

        `feedback` is the visitor's text that a draft replies to; only outbound rules that judge a
        draft against its question read it.
        """
        hits: list[RuleHit] = []
        seen: set[str] = set()
        for view in self.views(text):
            for evidence, detail in self.find(view):
                key = detail.casefold()
                if key in seen:
                    continue
                seen.add(key)
                hits.append(RuleHit(rule_id=self.rule_id, decision=self.decision, evidence=evidence, detail=detail))
                if len(hits) >= self.max_hits:
                    return hits
        return hits


class FallbackRule(BoundaryRule):
    """A rule whose set phrasings are read first, and a looser second reading only when none matched.

    The second reading (the text's questions, the letters with spacing squashed out) finds what the
    phrasings missed; where a phrasing matched, it would only add a second hit for the same sentence.
    A rule that reads Greek or Cyrillic words (``reads_native``) also reads such a text as written
    (`normalize.native`), where the plain view has mapped its Latin-looking words ("να" to "va").
    """

    reads_native: ClassVar[bool] = False

    def views(self, text: str) -> list[str]:
        views = super().views(text)
        written = native(text) if self.reads_native else None
        return views if written is None or written in views else [*views, written]

    def find(self, view: str) -> Iterator[tuple[str, str]]:
        found = False
        for hit in super().find(view):
            found = True
            yield hit
        if not found:
            yield from self.fallback_hits(view)

    def fallback_hits(self, view: str) -> Iterator[tuple[str, str]]:
        """(evidence, detail) for what the second reading of ``view`` finds."""
        raise NotImplementedError
