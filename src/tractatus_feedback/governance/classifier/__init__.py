"""A learned second opinion on inbound submissions the boundary rules allowed (see `SecondOpinion`)."""

from .model import WEIGHTS_PATH, ClassifierModel, load_model
from .second_opinion import LABEL_DECISIONS, RULE_PREFIX, SecondOpinion, decision_mass

__all__ = ["LABEL_DECISIONS", "RULE_PREFIX", "WEIGHTS_PATH", "ClassifierModel", "SecondOpinion", "decision_mass", "load_model"]
