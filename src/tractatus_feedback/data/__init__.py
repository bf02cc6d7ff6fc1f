"""The synthetic labelled feedback dataset: its schema, deterministic generator and shipped file.

``load_examples(split)`` reads the shipped seed-size set (``feedback_v1.jsonl``, which equals
``generate(100, 0)``); ``generate(n, seed)`` makes larger ones. The CLI is ``tractatus-feedback data``.
"""

from __future__ import annotations

from tractatus_feedback.data.generator import generate, split_for
from tractatus_feedback.data.loader import (
    SHIPPED_FILE,
    SHIPPED_SEED,
    SHIPPED_SIZE,
    load_examples,
    read_jsonl,
    shipped_path,
    write_jsonl,
)
from tractatus_feedback.data.schema import CATEGORIES, DATASET_VERSION, FeedbackExample

__all__ = [
    "CATEGORIES",
    "DATASET_VERSION",
    "SHIPPED_FILE",
    "SHIPPED_SEED",
    "SHIPPED_SIZE",
    "FeedbackExample",
    "generate",
    "split_for",
    "load_examples",
    "read_jsonl",
    "shipped_path",
    "write_jsonl",
]
