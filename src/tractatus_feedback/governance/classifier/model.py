"""The shipped governance classifier: a linear softmax model over sparse text features, loaded once.

Why linear and why JSON: it needs no new dependency, scores a sentence in microseconds with dictionary
look-ups, and its weights are readable ("w:ethical" pushes towards *values*), so a moderator or
reviewer can see why it fired. The file also holds the per-label thresholds chosen when it was
trained (see ``scripts/train_governance_classifier.py``), and its SHA-256 digest is what audit records
cite, so a decision can be traced to the exact weights that made it.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

__all__ = ["WEIGHTS_PATH", "ClassifierModel", "load_model"]

WEIGHTS_PATH = Path(__file__).with_name("weights.json")


class ClassifierModel:
    """Label probabilities for a feature set; thresholds say when a label is confident enough to act on."""

    def __init__(
        self,
        *,
        labels: list[str],
        bias: list[float],
        weights: dict[str, list[float]],
        thresholds: dict[str, float],
        version: str,
        digest: str,
    ) -> None:
        if any(len(w) != len(labels) for w in (bias, *weights.values())):
            raise ValueError("every weight vector must have one entry per label")
        if not set(thresholds) <= set(labels) - {labels[0]}:
            raise ValueError("thresholds apply to the labels after the first (the 'no opinion' label) only")
        self.labels = labels
        self.bias = bias
        self.weights = weights
        self.thresholds = thresholds
        self.version = version
        self.digest = digest

    def probabilities(self, features: Iterable[str]) -> list[float]:
        """Softmax over labels. Features are binary and the vector is L2-normalised by the number of
        features present, known or not, so long and short texts score on the same scale."""
        summed = [0.0] * len(self.labels)
        count = 0
        for feature in features:
            count += 1
            w = self.weights.get(feature)
            if w is not None:
                for i, value in enumerate(w):
                    summed[i] += value
        scale = 1.0 / math.sqrt(count) if count else 0.0
        z = [b + scale * s for b, s in zip(self.bias, summed)]
        top = max(z)
        exp = [math.exp(v - top) for v in z]
        total = sum(exp)
        return [e / total for e in exp]


@lru_cache(maxsize=4)
def load_model(path: Path = WEIGHTS_PATH) -> ClassifierModel:
    """Read a weights file once per process; they are package data, never user input."""
    raw = Path(path).read_bytes()
    payload = json.loads(raw)
    return ClassifierModel(
        labels=payload["labels"],
        bias=payload["bias"],
        weights=payload["weights"],
        thresholds=payload["thresholds"],
        version=payload["version"],
        digest=hashlib.sha256(raw).hexdigest(),
    )
