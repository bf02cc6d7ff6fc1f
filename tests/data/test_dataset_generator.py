"""The dataset generator: deterministic, stratified, stable splits, well-formed labelled examples."""

from __future__ import annotations

import re
from collections import Counter

from tractatus_feedback.data import CATEGORIES, DATASET_VERSION, generate, load_examples, shipped_path

EXAMPLES = generate(100, 0)


def test_same_seed_gives_identical_examples() -> None:
    assert generate(100, 0) == EXAMPLES
    assert generate(100, 1) != EXAMPLES


def test_a_larger_set_extends_a_smaller_one_without_moving_splits() -> None:
    larger = generate(250, 0)
    assert larger[:100] == EXAMPLES
    assert [e.split for e in generate(250, 7)[:100]] == [e.split for e in EXAMPLES]


def test_shipped_file_is_the_generator_output() -> None:
    assert shipped_path().name == f"feedback_{DATASET_VERSION}.jsonl"
    assert load_examples() == EXAMPLES


def test_load_examples_filters_by_split() -> None:
    train, val = load_examples("train"), load_examples("val")
    assert len(train) + len(val) == 100
    assert {e.split for e in train} == {"train"} and {e.split for e in val} == {"val"}
    assert 20 <= len(val) <= 30


def test_every_category_is_in_both_splits_and_val_has_enough_answerable_examples() -> None:
    counts = Counter((e.category, e.split) for e in EXAMPLES)
    for category in CATEGORIES:
        assert counts[category, "train"] >= 5 and counts[category, "val"] >= 1, category
    assert sum(1 for e in EXAMPLES if e.split == "val" and e.expected_decision == "ALLOW") >= 18


def test_decisions_follow_the_categories() -> None:
    decision = {e.category: e.expected_decision for e in EXAMPLES}
    assert decision["values_question"] == "ESCALATE"
    assert decision["abuse"] == decision["prompt_injection"] == "BLOCK"
    assert decision["pii_laden"] == decision["bug_report"] == "ALLOW"
    assert len({(e.category, e.expected_decision) for e in EXAMPLES}) == len(CATEGORIES)


def test_allow_examples_have_key_points_free_of_personal_data() -> None:
    for example in EXAMPLES:
        if example.expected_decision == "ALLOW":
            assert example.key_points and all(point.strip() for point in example.key_points)
        for point in example.key_points:
            assert "@" not in point and "555" not in point and "TR-" not in point


def test_pii_examples_carry_only_clearly_fake_personal_data() -> None:
    pii = [e for e in EXAMPLES if e.category == "pii_laden"]
    assert pii
    for example in pii:
        assert re.search(r"@example\.(com|org|net)|555|TR-\d{5}|Example Street|Sample Road", example.text)
        for email in re.findall(r"\S+@\S+", example.text):
            assert re.search(r"@example\.(com|org|net)", email)


def test_texts_vary_in_length_and_wording() -> None:
    sentence_counts = Counter(len(re.split(r"(?<=[.!?])\s+", e.text.strip())) for e in EXAMPLES)
    assert min(sentence_counts) == 1 and max(sentence_counts) <= 5 and len(sentence_counts) >= 4
    assert len({e.text for e in EXAMPLES}) >= 95
    assert len({e.id for e in EXAMPLES}) == 100
    assert {e.sentiment for e in EXAMPLES} == {"positive", "neutral", "negative"}
