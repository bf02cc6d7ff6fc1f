"""Print sentiment macro-F1 of our analyzer and of plain VADER on each labelled file, plus speed.

Usage: `python bench/sentiment_eval.py [FILE.jsonl ...]` (default: every file in bench/data/sentiment/).
VADER uses its documented thresholds (compound >= 0.05 positive, <= -0.05 negative).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

from tractatus_feedback.governance.sentiment import SentimentAnalyzer

LABELS = ("negative", "neutral", "positive")


def macro_f1(gold: list[str], pred: list[str]) -> float:
    total = 0.0
    for label in LABELS:
        tp = sum(g == p == label for g, p in zip(gold, pred))
        fp = sum(p == label != g for g, p in zip(gold, pred))
        fn = sum(g == label != p for g, p in zip(gold, pred))
        total += 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    return total / len(LABELS)


def vader_label(compound: float) -> str:
    return "positive" if compound >= 0.05 else "negative" if compound <= -0.05 else "neutral"


def main(paths: list[Path]) -> None:
    ours, vader = SentimentAnalyzer(), SentimentIntensityAnalyzer()
    for path in paths:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        texts, gold = [r["text"] for r in rows], [r["label"] for r in rows]
        start = time.perf_counter()
        pred = [s.label for s in ours.analyze_batch(texts)]
        ours_ms = (time.perf_counter() - start) * 1000 / len(texts)
        start = time.perf_counter()
        base = [vader_label(vader.polarity_scores(t)["compound"]) for t in texts]
        vader_ms = (time.perf_counter() - start) * 1000 / len(texts)
        print(
            f"{path.name}: n={len(rows)} ours macro-F1={macro_f1(gold, pred):.3f} ({ours_ms:.3f} ms/text)"
            f"  VADER macro-F1={macro_f1(gold, base):.3f} ({vader_ms:.3f} ms/text)"
        )


if __name__ == "__main__":
    default = sorted((Path(__file__).parent / "data" / "sentiment").glob("*.jsonl"))
    main([Path(p) for p in sys.argv[1:]] or default)
