"""A learned second opinion after the boundary rules: escalate or block what the rules let through.

Why: hand-written rules fit the phrasings they were shown, and a blind set written by someone else
finds the next ones (values questions put as opinions or dilemmas, legal and medical questions,
paraphrased injections). A classifier trained on many phrasings generalises differently. It may only
make a decision *stricter*, and only when the rules said ALLOW and it is confident (its probability
reaches the label's threshold, calibrated on held-out ordinary feedback when it was trained), so the
rules' decisions and evidence are never changed. Each of its decisions is a hit with its own rule id
(``classifier.<label>``) naming the model digest, so moderators see that a model, not a rule, fired.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..rules.base import excerpt
from ..types import Decision, RuleHit
from .features import scored_views
from .model import WEIGHTS_PATH, ClassifierModel, load_model

__all__ = ["LABEL_DECISIONS", "RULE_PREFIX", "SecondOpinion"]

logger = logging.getLogger(__name__)

RULE_PREFIX = "classifier."
#: What each label the classifier may act on asks for, and the rule id it is reported under. The model
#: also learns an ``abuse`` label, so that insults are not taught as ordinary feedback, but does not act
#: on it: on short friendly texts ("You rock!", "You lot are fab.") it fired, and the rules handle abuse.
LABEL_DECISIONS: dict[str, tuple[str, Decision]] = {
    "values": ("classifier.values_question", Decision.ESCALATE),
    "advice": ("classifier.legal_medical_advice", Decision.ESCALATE),
    "injection": ("classifier.prompt_injection", Decision.BLOCK),
}
_EVIDENCE_CHARS = 120


class SecondOpinion:
    """Scores a redacted submission sentence by sentence and as a whole; thread-safe after construction."""

    def __init__(self, model: ClassifierModel | None = None, *, weights: Path = WEIGHTS_PATH) -> None:
        self.model = model or load_model(weights)
        unknown = set(self.model.thresholds) - set(LABEL_DECISIONS)
        if unknown:
            raise ValueError(f"the model has labels this code cannot act on: {sorted(unknown)}")

    def scores(self, redacted_text: str) -> dict[str, tuple[float, str]]:
        """Per actionable label, the highest probability over the sentences and the whole text, and the
        part of the text that reached it."""
        best = {label: (0.0, "") for label in self.model.thresholds}
        for part, feats in scored_views(redacted_text):
            probs = dict(zip(self.model.labels, self.model.probabilities(feats)))
            for label in best:
                if probs[label] > best[label][0]:
                    best[label] = (probs[label], part)
        return best

    def check(self, redacted_text: str) -> list[RuleHit]:
        """A hit per label whose probability reaches its threshold; call it only on text the rules allowed.

        The evidence is the redacted sentence that scored highest, so it can hold no personal data.
        """
        hits = []
        for label, (prob, part) in self.scores(redacted_text).items():
            threshold = self.model.thresholds[label]
            if prob < threshold:
                continue
            rule_id, decision = LABEL_DECISIONS[label]
            detail = f"p={prob:.3f} >= {threshold:.3f}; model {self.model.version} sha256:{self.model.digest[:16]}"
            evidence = excerpt(part, 0, min(len(part), _EVIDENCE_CHARS), 0)
            hits.append(RuleHit(rule_id=rule_id, decision=decision, evidence=evidence, detail=detail))
        if hits:
            logger.debug("second opinion: %s", [hit.rule_id for hit in hits])
        return hits
