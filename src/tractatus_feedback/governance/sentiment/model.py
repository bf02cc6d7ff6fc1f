"""The shipped linear sentiment model: weights loaded once, a softmax over three labels per text."""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

from .features import DENSE_NAMES

__all__ = ["LABELS", "WEIGHTS_PATH", "LinearModel", "load_model"]

LABELS = ("negative", "neutral", "positive")
WEIGHTS_PATH = Path(__file__).with_name("weights.json")


class LinearModel:
    """Class probabilities from dense features and bag-of-words term weights."""

    def __init__(self, dense: dict[str, list[float]], vocabulary: dict[str, list[float]]) -> None:
        self.dense_weights = [dense[name] for name in DENSE_NAMES]
        self.terms = list(vocabulary)
        self.term_weights = [vocabulary[t] for t in self.terms]
        self.vocabulary = {t: i for i, t in enumerate(self.terms)}

    def probabilities(self, dense: list[float], term_ids: list[int]) -> tuple[float, float, float]:
        z = [0.0, 0.0, 0.0]
        for value, weights in zip(dense, self.dense_weights):
            if value:
                z[0] += value * weights[0]
                z[1] += value * weights[1]
                z[2] += value * weights[2]
        for i in term_ids:
            weights = self.term_weights[i]
            z[0] += weights[0]
            z[1] += weights[1]
            z[2] += weights[2]
        top = max(z)
        exp = [math.exp(v - top) for v in z]
        total = sum(exp)
        return exp[0] / total, exp[1] / total, exp[2] / total


@lru_cache(maxsize=1)
def load_model(path: Path = WEIGHTS_PATH) -> LinearModel:
    """Read the weights once per process; they are package data, never user input."""
    payload = json.loads(path.read_text(encoding="utf-8"))
    return LinearModel(payload["dense"], payload["vocabulary"])
