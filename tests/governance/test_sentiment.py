"""Sentiment: clear cases, the feedback-domain cases VADER gets wrong, score bounds and batching."""

from __future__ import annotations

import pytest
from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

from tractatus_feedback.governance.sentiment import SentimentAnalyzer
from tractatus_feedback.governance.types import Sentiment


@pytest.fixture(scope="module")
def analyzer() -> SentimentAnalyzer:
    return SentimentAnalyzer()


CLEAR = [
    ("I love the new design, it is so much easier to read. Thank you!", "positive"),
    ("Great job on the accessibility fixes, really appreciated.", "positive"),
    ("This is the worst website I have ever used. Terrible.", "negative"),
    ("I am very disappointed and angry about how my data was handled.", "negative"),
    ("The conference starts at 9am in room 4.", "neutral"),
]

# Complaints without negative words, and questions: what a general lexicon misreads in a feedback box.
FEEDBACK_DOMAIN = [
    ("The page doesn't load on my phone.", "negative"),
    ("The export stopped working after the last update.", "negative"),
    ("I can't find the unsubscribe link anywhere.", "negative"),
    ("Still waiting for a reply to my email from two weeks ago.", "negative"),
    ("The app keeps crashing when I open the settings.", "negative"),
    ("How do I export my data as CSV?", "neutral"),
]


@pytest.mark.parametrize(("text", "label"), CLEAR + FEEDBACK_DOMAIN)
def test_labels(analyzer: SentimentAnalyzer, text: str, label: str) -> None:
    result = analyzer.analyze(text)
    assert isinstance(result, Sentiment)
    assert result.label == label, (text, result)


def test_score_is_signed_and_agrees_with_the_label(analyzer: SentimentAnalyzer) -> None:
    positive = analyzer.analyze("Brilliant work, thank you so much!")
    negative = analyzer.analyze("Awful. Nothing works and support never answers.")
    assert -1.0 <= negative.score < 0 < positive.score <= 1.0


def test_beats_vader_on_complaints_without_negative_words(analyzer: SentimentAnalyzer) -> None:
    vader = SentimentIntensityAnalyzer()
    complaints = [text for text, label in FEEDBACK_DOMAIN if label == "negative"]
    vader_negative = sum(vader.polarity_scores(t)["compound"] <= -0.05 for t in complaints)
    ours_negative = sum(analyzer.analyze(t).label == "negative" for t in complaints)
    assert ours_negative == len(complaints) > vader_negative


def test_empty_and_odd_input(analyzer: SentimentAnalyzer) -> None:
    assert analyzer.analyze("") == Sentiment(label="neutral", score=0.0)
    assert analyzer.analyze("   \n").label == "neutral"
    assert analyzer.analyze("<PERSON_1> <EMAIL_1> 🙂🙂🙂").label in {"positive", "neutral"}
    long = analyzer.analyze("The form is broken. " * 2000)
    assert long.label == "negative"


def test_batch_matches_single_calls(analyzer: SentimentAnalyzer) -> None:
    texts = [text for text, _ in CLEAR + FEEDBACK_DOMAIN]
    assert analyzer.analyze_batch(texts) == [analyzer.analyze(t) for t in texts]
    assert analyzer.analyze_batch([]) == []
