"""Sentiment analysis tuned for website feedback (see `SentimentAnalyzer`)."""

from .analyzer import SentimentAnalyzer

__all__ = ["SentimentAnalyzer"]
