"""Turn one text into the sparse feature vector the shipped sentiment model reads.

Why these features: VADER's scores carry the lexicon knowledge (intensifiers, emoji, "but"),
the feedback cues carry what the lexicon misses, and a negation-marked bag of words lets the
trained weights pick up domain words ("refund", "hold", "crash") that neither covers.
"""

from __future__ import annotations

import math
import re

from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

from .cues import CUE_NAMES, cue_counts

__all__ = ["DENSE_NAMES", "Featurizer", "tokens"]

DENSE_NAMES = ("bias", "vader_compound", "vader_pos", "vader_neg", "vader_neu", "exclaim", "qmark") + tuple(
    f"cue_{name}" for name in CUE_NAMES
)
_TOKEN = re.compile(r"[a-z][a-z']*[a-z]|[a-z]|[!?]")
_URL = re.compile(r"https?://\S+|www\.\S+")
_MENTION = re.compile(r"@\w+")  # who is addressed says nothing about tone (and "@united" would teach "united")
_NEGATORS = {"not", "no", "never", "cannot", "nothing", "nobody", "none", "without"}
_SCOPE_END = re.compile(r"[.,;:!?]")


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens without links or @handles (hashtags keep their word); words within
    three tokens after a negator are marked `not_`."""
    text = _MENTION.sub(" ", _URL.sub(" ", text.lower())).replace("#", " ")
    out: list[str] = []
    scope = 0
    for piece in re.split(r"(\s+|[.,;:])", text):
        if not piece or piece.isspace():
            continue
        if _SCOPE_END.fullmatch(piece):
            scope = 0
            continue
        for tok in _TOKEN.findall(piece):
            if tok in _NEGATORS or tok.endswith("n't"):
                out.append(tok)
                scope = 3
            elif scope:
                out.append("not_" + tok)
                scope -= 1
            else:
                out.append(tok)
    return out


class Featurizer:
    """Dense lexicon/cue features plus bag-of-words token ids from a fixed vocabulary."""

    def __init__(self, vocabulary: dict[str, int]) -> None:
        self._vader = SentimentIntensityAnalyzer()
        self.vocabulary = vocabulary

    def dense(self, text: str) -> list[float]:
        scores = self._vader.polarity_scores(text)
        cues = [math.log1p(c) for c in cue_counts(text)]
        return [
            1.0,
            scores["compound"],
            scores["pos"],
            scores["neg"],
            scores["neu"],
            min(text.count("!"), 3) / 3,
            1.0 if "?" in text else 0.0,
            *cues,
        ]

    def sparse(self, text: str) -> list[int]:
        """Vocabulary ids of the distinct tokens and bigrams in `text` (binary bag of words)."""
        toks = tokens(text)
        grams = set(toks) | {f"{a} {b}" for a, b in zip(toks, toks[1:])}
        vocab = self.vocabulary
        return sorted(vocab[g] for g in grams if g in vocab)
