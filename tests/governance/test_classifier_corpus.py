"""The classifier's written training corpus: reproducible, labelled, and rich in ordinary feedback."""

from __future__ import annotations

import hashlib
from collections import Counter

from tractatus_feedback.data.classifier_corpus import (
    LABELS, WRITTEN_CORPORA, corpus_path, dumps, generate, load_corpus, load_written_corpus, written_corpus_path,
)


def test_shipped_corpus_is_the_generator_output() -> None:
    assert corpus_path().read_text(encoding="utf-8") == dumps(generate())


def test_every_label_is_present_and_ids_are_unique() -> None:
    corpus = load_corpus()
    counts = Counter(example.label for example in corpus)
    assert set(counts) == set(LABELS) and all(counts[label] >= 200 for label in LABELS if label != "abuse")
    assert len({example.id for example in corpus}) == len(corpus)


def test_carriers_appear_under_every_label() -> None:
    # A site report is shared by every label, so it cannot tell the model which label a text has.
    carrier = "The search page times out whenever I add a second filter."
    labels = {example.label for example in load_corpus() if carrier in example.text}
    assert {"ordinary", "values", "advice", "injection"} <= labels


#: sha256 of the hand-written corpora as shipped; each is rewritten only by its own generator.
WRITTEN_DIGESTS = {
    "v2": "44b3b6156c15a065e53004e569e254cc3889338055ead0ac1df3ef0dbdde191e",
    "v3": "0ef16cdd745c35c1b90f26e8377c2c783415c878cb1ca88d770757ff780cd4d7",
    "v4": "7abc9975b89cadb7cb58eadae2c43ea15ba9bf5730d776f0c374d53f0ce59388",
    "v5": "0fd157d72055a1f3754b880fbfe6220a24d19a51a599cc9b1044c97f9973e016",
    "v6": "336d176b0cb170cbcfcb5bc607f75361bb056b7ef949b7f5253642ab59ca19f5",
    "v7": "d5fd8f7be72e3c8c273e4000bdb703dabfa238d915ca475bca8218a5a06ff722",
}


def test_the_hand_written_corpora_are_pinned_and_one_group_per_text() -> None:
    assert {v: hashlib.sha256(written_corpus_path(v).read_bytes()).hexdigest() for v in WRITTEN_CORPORA} == WRITTEN_DIGESTS
    corpus = load_written_corpus()
    assert Counter(example.label for example in corpus) == {"values": 740, "advice": 1080, "ordinary": 1940, "injection": 560, "abuse": 320}
    assert len({example.group for example in corpus}) == len(corpus)
