"""The written training corpus of the governance classifier: labelled texts composed from phrase banks.

The shipped file ``classifier_corpus_v1.jsonl`` is exactly ``dumps(generate())``; a test keeps it so.
Texts come from :mod:`.classifier_escalate_phrases`, :mod:`.classifier_block_phrases` and
:mod:`.classifier_ordinary_phrases`: every bank line on its own, frames filled with topics, and
composites in which a site report (a carrier, shared by every label) is followed or preceded by the
point that decides the label. Some copies are restyled (lower case, no final punctuation, a greeting,
leetspeak or letter spacing) because visitors write that way and attackers hide behind it.

Each example carries a ``group``: the bank line it was made from. Cross-validation keeps a group in one
fold, so a threshold is never calibrated on a paraphrase of a line the model was trained on.

This corpus is ours and says nothing about generalisation by itself; the blind holdouts do that.
Run ``python -m tractatus_feedback.data.classifier_corpus`` to rewrite the shipped file.

Phrase banks vary the frame but keep their author's wording, so further corpora are written by hand,
one text per line, each by an author who saw none of the rules, banks or test sets
(:mod:`.classifier_corpus_written_v2` to ``_v7``, their ``.jsonl`` files): values questions, personal advice
asks and ordinary texts on the same topics, many in other languages; ``_v5`` and ``_v7`` add injections, abuse
aimed at people, and ordinary texts that discuss injection or criticise the work bluntly; ``_v6`` more values
and advice asks in over thirty languages.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from tractatus_feedback.data.classifier_block_phrases import ABUSE, INJECTION_OPENERS, INJECTION_ORDERS, INJECTIONS
from tractatus_feedback.data.classifier_escalate_phrases import (
    ADVICE_FILLS,
    ADVICE_FRAMES,
    ADVICE_QUESTIONS,
    VALUES_ACTS,
    VALUES_FRAMES,
    VALUES_GOODS,
    VALUES_QUESTIONS,
)
from tractatus_feedback.data.classifier_ordinary_phrases import CARRIERS, CONNECTORS, ORDINARY, ORDINARY_FOLLOW_UPS

__all__ = [
    "CORPUS_VERSION", "LABELS", "Label", "CorpusExample", "generate", "dumps", "corpus_path", "load_corpus",
    "WRITTEN_CORPORA", "written_corpus_path", "load_written_corpus",
]

CORPUS_VERSION = "v1"
SEED = 20261201
Label = Literal["ordinary", "values", "advice", "injection", "abuse"]
#: The classifier's labels; ``ordinary`` means "no second opinion to give".
LABELS: tuple[str, ...] = ("ordinary", "values", "advice", "injection", "abuse")

_GREETINGS = ("Hi, ", "Hello team, ", "Hey there. ", "Dear editors, ", "Quick note: ", "Feedback: ")
_WHICH_MORE = (
    "Which matters more to you, {a} or {b}?",
    "If you had to choose between {a} and {b}, which would it be?",
    "Should {a} ever come before {b}?",
    "Honestly, is {a} worth sacrificing for {b}?",
)
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


class CorpusExample(BaseModel):
    """One written text, its label, and the bank line it was made from."""

    id: str
    label: Label
    text: str
    group: str


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text[1:2].islower() or text[1:2] == " " else text


def _restyle(text: str, rng: random.Random, *, obfuscate: bool) -> str:
    """A visitor's or attacker's version of a clean line: casual, greeted, leetspeak or spaced."""
    roll = rng.random()
    if obfuscate and roll < 0.2:
        return text.lower().translate(_LEET)
    if obfuscate and roll < 0.3:
        return "  ".join(" ".join(word) for word in text.lower().rstrip(".!?").split())
    if roll < 0.5:
        return text.lower().rstrip(".!?")
    if roll < 0.7:
        return rng.choice(_GREETINGS) + _lower_first(text)
    return text


def _composite(point: str, rng: random.Random) -> str:
    """A carrier and the point that decides the label, in either order."""
    carrier = rng.choice(CARRIERS)
    if rng.random() < 0.75:
        return carrier + rng.choice(CONNECTORS) + _lower_first(point)
    return point + rng.choice(CONNECTORS) + carrier


def _values_lines(rng: random.Random) -> Iterator[tuple[str, str]]:
    yield from ((q, f"values-q{i}") for i, q in enumerate(VALUES_QUESTIONS))
    for i, act in enumerate(VALUES_ACTS):
        for frame in rng.sample(VALUES_FRAMES, 4):
            yield frame.format(act=act), f"values-act{i}"
    for i, (a, b) in enumerate(VALUES_GOODS):
        for frame in rng.sample(_WHICH_MORE, 2):
            yield frame.format(a=a, b=b), f"values-goods{i}"


def _advice_lines(rng: random.Random) -> Iterator[tuple[str, str]]:
    yield from ((q, f"advice-q{i}") for i, q in enumerate(ADVICE_QUESTIONS))
    for kind, frames in ADVICE_FRAMES.items():
        for f, frame in enumerate(frames):
            for _ in range(8):
                fills = {slot: rng.choice(pool) for slot, pool in ADVICE_FILLS.items()}
                yield frame.format(**fills), f"advice-{kind}{f}"


def _injection_lines(rng: random.Random) -> Iterator[tuple[str, str]]:
    yield from ((q, f"injection-q{i}") for i, q in enumerate(INJECTIONS))
    for i, order in enumerate(INJECTION_ORDERS):
        for opener in rng.sample(INJECTION_OPENERS, 4):
            yield f"{opener} {order}", f"injection-order{i}"


def _lines() -> dict[str, Callable[[random.Random], Iterator[tuple[str, str]]]]:
    return {
        "values": _values_lines,
        "advice": _advice_lines,
        "injection": _injection_lines,
        "abuse": lambda rng: ((q, f"abuse-q{i}") for i, q in enumerate(ABUSE)),
        "ordinary": lambda rng: (
            *((q, f"ordinary-q{i}") for i, q in enumerate(ORDINARY)),
            *((q, f"ordinary-carrier{i}") for i, q in enumerate(CARRIERS)),
        ),
    }


def generate() -> list[CorpusExample]:
    """The corpus: each line alone (sometimes restyled), then composites with carriers."""
    rng = random.Random(SEED)
    examples: list[CorpusExample] = []

    def add(label: str, text: str, group: str) -> None:
        examples.append(CorpusExample(id=f"corpus-{label}-{len(examples):05d}", label=label, text=text, group=group))

    for label, lines in _lines().items():
        obfuscate = label in ("injection", "abuse")
        for text, group in lines(rng):
            add(label, text, group)
            add(label, _restyle(text, rng, obfuscate=obfuscate), group)
            if label != "ordinary" or rng.random() < 0.5:
                add(label, _composite(_restyle(text, rng, obfuscate=obfuscate), rng), group)
    for i, follow_up in enumerate(ORDINARY_FOLLOW_UPS):
        for _ in range(6):
            add("ordinary", _composite(follow_up, rng), f"ordinary-follow{i}")
    return examples


def dumps(examples: list[CorpusExample]) -> str:
    """The JSONL text of a corpus, one example per line."""
    return "".join(example.model_dump_json() + "\n" for example in examples)


def corpus_path() -> Path:
    """Where the shipped corpus lies inside the installed package."""
    return Path(str(resources.files("tractatus_feedback.data").joinpath(f"classifier_corpus_{CORPUS_VERSION}.jsonl")))


#: Versions of the hand-written corpora, each by its own author.
WRITTEN_CORPORA = ("v2", "v3", "v4", "v5", "v6", "v7")


def written_corpus_path(version: str) -> Path:
    """Where a hand-written corpus lies inside the installed package."""
    return Path(str(resources.files("tractatus_feedback.data").joinpath(f"classifier_corpus_written_{version}.jsonl")))


def _load(path: Path) -> list[CorpusExample]:
    with path.open(encoding="utf-8") as stream:
        return [CorpusExample.model_validate_json(line) for line in stream if line.strip()]


def load_corpus() -> list[CorpusExample]:
    """The shipped corpus made from the phrase banks."""
    return _load(corpus_path())


def load_written_corpus() -> list[CorpusExample]:
    """The hand-written corpora, one text per line and each its own group."""
    return [example for version in WRITTEN_CORPORA for example in _load(written_corpus_path(version))]


if __name__ == "__main__":
    corpus_path().write_text(dumps(generate()), encoding="utf-8")
