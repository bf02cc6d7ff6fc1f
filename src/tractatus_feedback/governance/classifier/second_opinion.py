"""A learned second opinion after the boundary rules: escalate or block what the rules let through.

Why: hand-written rules fit the phrasings they were shown, and a blind set written by someone else
finds the next ones (values questions put as opinions or dilemmas, legal and medical questions,
paraphrased injections). A classifier trained on many phrasings generalises differently. It may only
make a decision *stricter*, and only when the rules said ALLOW and it is confident (its probability
reaches the label's threshold, calibrated on held-out ordinary feedback when it was trained), so the
rules' decisions and evidence are never changed. Each of its decisions is a hit with its own rule id
(``classifier.<label>``) naming the model digest, so moderators see that a model, not a rule, fired.

Labels that call for the same decision pool their probability (see :func:`decision_mass`): a question
the model splits between *values* and *advice* is still a question to escalate.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path

from ..rules.base import excerpt
from ..types import Decision, RuleHit
from .features import scored_views
from .model import WEIGHTS_PATH, ClassifierModel, load_model

__all__ = ["LABEL_DECISIONS", "RULE_PREFIX", "SecondOpinion", "decision_mass"]

logger = logging.getLogger(__name__)

RULE_PREFIX = "classifier."
#: What each label the classifier may act on asks for, and the rule id it is reported under. ``abuse``
#: was learned but not acted on until v8: v6 fired on short friendly texts ("You rock!"). Blind sets 6-9
#: caught only half their obfuscated abuse with rules; with blind9 left out of training, acting on it
#: (pooled with injection, both BLOCK) raised blind9's leet catch rate from 0.550 to 0.775 with no
#: ordinary text blocked more (README, governance).
LABEL_DECISIONS: dict[str, tuple[str, Decision]] = {
    "values": ("classifier.values_question", Decision.ESCALATE),
    "advice": ("classifier.legal_medical_advice", Decision.ESCALATE),
    "injection": ("classifier.prompt_injection", Decision.BLOCK),
    "abuse": ("classifier.abuse", Decision.BLOCK),
}
_EVIDENCE_CHARS = 120


def decision_mass(probabilities: Mapping[str, float]) -> dict[str, float]:
    """Per actionable label, the probability of the decision it calls for: the summed probability of every
    label that calls for the same one.

    Why: scored label by label, a question the model splits between *values* and *advice* falls under
    both thresholds though either would escalate it (a values question in Vietnamese on blind7, left out
    of training, scored 0.77 advice and 0.14 values). Training calibrates the thresholds on these same
    sums, with the labels' false-positive budgets added, so ordinary feedback is escalated no more often.
    """
    return {
        label: sum(probabilities[other] for other, (_, wanted) in LABEL_DECISIONS.items() if wanted == decision)
        for label, (_, decision) in LABEL_DECISIONS.items()
    }


class SecondOpinion:
    """Scores a redacted submission sentence by sentence and as a whole; thread-safe after construction."""

    def __init__(self, model: ClassifierModel | None = None, *, weights: Path = WEIGHTS_PATH) -> None:
        self.model = model or load_model(weights)
        unknown = set(self.model.thresholds) - set(LABEL_DECISIONS)
        if unknown:
            raise ValueError(f"the model has labels this code cannot act on: {sorted(unknown)}")

    def scores(self, redacted_text: str) -> dict[str, tuple[float, float, str]]:
        """Per actionable label: the highest :func:`decision_mass` over the sentences and the whole text,
        the label's own probability in that part, and the part."""
        best = {label: (0.0, 0.0, "") for label in self.model.thresholds}
        for part, feats in scored_views(redacted_text):
            probs = dict(zip(self.model.labels, self.model.probabilities(feats)))
            mass = decision_mass(probs)
            for label in best:
                if mass[label] > best[label][0]:
                    best[label] = (mass[label], probs[label], part)
        return best

    def check(self, redacted_text: str) -> list[RuleHit]:
        """At most one hit per decision, under the rule id of the label holding most of its mass, when that
        mass reaches the label's threshold; call it only on text the rules allowed.

        The evidence is the redacted sentence that scored highest, so it can hold no personal data.
        """
        reached: dict[Decision, tuple[float, str, float, str]] = {}
        for label, (mass, own, part) in self.scores(redacted_text).items():
            threshold = self.model.thresholds[label]
            decision = LABEL_DECISIONS[label][1]
            if mass >= threshold and own > reached.get(decision, (-1.0,))[0]:
                reached[decision] = (own, label, mass, part)
        hits = []
        for decision, (_, label, mass, part) in reached.items():
            threshold = self.model.thresholds[label]
            detail = f"p={mass:.3f} >= {threshold:.3f}; model {self.model.version} sha256:{self.model.digest[:16]}"
            evidence = excerpt(part, 0, min(len(part), _EVIDENCE_CHARS), 0)
            hits.append(RuleHit(rule_id=LABEL_DECISIONS[label][0], decision=decision, evidence=evidence, detail=detail))
        if hits:
            logger.debug("second opinion: %s", [hit.rule_id for hit in hits])
        return hits
