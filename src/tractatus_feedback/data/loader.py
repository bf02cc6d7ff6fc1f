"""Reading and writing datasets as JSONL, and loading the shipped seed-size set."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import TextIO

from tractatus_feedback.data.schema import DATASET_VERSION, FeedbackExample

__all__ = ["SHIPPED_FILE", "SHIPPED_SIZE", "SHIPPED_SEED", "load_examples", "read_jsonl", "write_jsonl", "shipped_path"]

logger = logging.getLogger(__name__)

#: The shipped set is exactly ``generate(SHIPPED_SIZE, SHIPPED_SEED)``; a test keeps it that way.
SHIPPED_FILE = f"feedback_{DATASET_VERSION}.jsonl"
SHIPPED_SIZE = 100
SHIPPED_SEED = 0


def shipped_path() -> Path:
    """Where the shipped dataset file lies inside the installed package."""
    return Path(str(resources.files("tractatus_feedback.data").joinpath(SHIPPED_FILE)))


def read_jsonl(path: Path) -> list[FeedbackExample]:
    """Parse one :class:`FeedbackExample` per non-empty line of ``path`` (validated)."""
    with path.open(encoding="utf-8") as stream:
        return [FeedbackExample.model_validate_json(line) for line in stream if line.strip()]


def write_jsonl(examples: Iterable[FeedbackExample], stream: TextIO) -> int:
    """Write one JSON object per line to ``stream``; return how many were written."""
    count = 0
    for example in examples:
        stream.write(example.model_dump_json() + "\n")
        count += 1
    return count


def load_examples(split: str | None = None) -> list[FeedbackExample]:
    """The shipped dataset, optionally only its ``"train"`` or ``"val"`` split."""
    if split not in (None, "train", "val"):
        raise ValueError(f"split must be 'train', 'val' or None, got {split!r}")
    examples = read_jsonl(shipped_path())
    logger.debug("loaded %d examples from %s", len(examples), SHIPPED_FILE)
    return [example for example in examples if split is None or example.split == split]
