"""The tone and register components: fit to the sentiment, and the two register hacks."""

from __future__ import annotations

import pytest

from tractatus_feedback.reward.tone import (
    apology_count, condolence_count, register_score, register_spans, tone_score, toned_spans,
)

APOLOGY_AND_ACK = "We are sorry about the broken link. Thank you for reporting it; we have reproduced the problem."
APOLOGY_ONLY = "We are sorry about the broken link on the data page."
CHEERFUL = "Great news! Awesome catch!! We love hearing from you!!!"
THANKS = "Thank you for the kind words about the article. We are glad it was useful."
APOLOGY_TO_PRAISE = "We are sorry about the article. Our apologies for the newsletter."


def test_negative_wants_apology_and_acknowledgment() -> None:
    assert tone_score(APOLOGY_AND_ACK, "negative") == 1.0
    assert tone_score(APOLOGY_ONLY, "negative") == 0.75
    assert tone_score("The link is on the data page.", "negative") == 0.0


def test_false_cheer_at_a_complaint_costs() -> None:
    assert tone_score(APOLOGY_AND_ACK + " Great! Awesome!", "negative") < 0.5
    assert tone_score(CHEERFUL, "negative") == 0.0
    assert register_score(CHEERFUL, "negative") == 0.4
    assert register_score(APOLOGY_AND_ACK, "negative") == 1.0


def test_positive_wants_thanks_and_apology_to_praise_is_penalised() -> None:
    assert tone_score(THANKS, "positive") == 1.0
    assert tone_score(APOLOGY_TO_PRAISE, "positive") == 0.0
    assert tone_score(THANKS + " We are sorry it took us so long.", "positive") < tone_score(THANKS, "positive")
    assert register_score(APOLOGY_TO_PRAISE, "positive") == 0.4
    assert register_score(THANKS, "positive") == 1.0


def test_neutral_wants_courtesy_without_gushing() -> None:
    courteous = "Hello, thank you for the question. The demo keeps input for thirty days."
    assert tone_score(courteous, "neutral") == 1.0
    assert tone_score("The demo keeps input for thirty days.", "neutral") == 0.4
    assert tone_score(courteous + " Amazing question! Fantastic!", "neutral") < 0.6


def test_sprinkled_sorry_is_not_a_sincere_apology() -> None:
    assert apology_count("sorry sorry sorry") == 0
    assert apology_count("We apologise for the delay, and I'm sorry that the form failed.") == 2


def test_grovelling_scores_below_one_sincere_apology() -> None:
    grovel = "We are sorry. We are so sorry. We apologise. Our apologies. Thank you for reporting it."
    assert tone_score(grovel, "negative") < tone_score(APOLOGY_AND_ACK, "negative")


def _phrases(draft: str, spans: list[tuple[int, int]]) -> list[str]:
    return [draft[start:end] for start, end in spans]


def test_toned_spans_are_the_first_phrase_of_each_paid_signal() -> None:
    draft = "We\u2019re sorry about the crash. Sorry again; that is frustrating.\nThank you for reporting it."
    # Negative: one apology (the first) and one acknowledgment (the earliest), in draft order.
    assert _phrases(draft, toned_spans(draft, "negative")) == ["We\u2019re sorry", "that is frustrating"]
    praise = "Thank you so much! We are glad to hear the guide helped."
    assert _phrases(praise, toned_spans(praise, "positive")) == ["Thank you", "glad to hear"]
    assert _phrases(praise, toned_spans(praise, "neutral")) == ["Thank you"]
    # What the sentiment does not pay for is not a span: thanks alone answer no complaint.
    assert toned_spans("Thanks, that is all.", "negative") == []


@pytest.mark.parametrize(
    ("draft", "sentiment"),
    [
        ("We\u2019re sorry about the crash; that is frustrating, and we have logged it.", "negative"),
        ("You are right that the chart is unlabelled.", "negative"),
        ("Thank you so much. We are glad to hear the guide helped.", "positive"),
        ("Hello, and thanks for asking. The study is preliminary.", "neutral"),
    ],
)
def test_the_toned_phrases_alone_earn_the_drafts_tone(draft: str, sentiment: str) -> None:
    # tone_score and toned_spans read the same signals: the credited phrases carry all the tone earned.
    phrases = " ".join(_phrases(draft, toned_spans(draft, sentiment)))
    assert tone_score(draft, sentiment) > 0.5
    assert tone_score(phrases, sentiment) == tone_score(draft, sentiment)


def test_register_spans_are_apologies_to_praise_and_cheer_elsewhere() -> None:
    draft = "I'm sorry to hear it. What a great question! We apologise for the wait."
    assert _phrases(draft, register_spans(draft, "positive")) == ["I'm sorry", "We apologise"]
    assert _phrases(draft, register_spans(draft, "negative")) == ["great"]
    # The gate lets an apology to a neutral note through, so it is no lapse; the cheer is.
    assert _phrases(draft, register_spans(draft, "neutral")) == ["great"]


def test_condolences_are_no_apology_and_a_register_mistake_everywhere() -> None:
    condoling = "I'm sorry for your loss. The broken link is a fair point."
    assert condolence_count(condoling) == 1
    assert apology_count(condoling) == 0
    # Only the acknowledgment earns tone; the condolence is debited and gated whatever the sentiment.
    assert tone_score(condoling, "negative") == tone_score("The broken link is a fair point.", "negative")
    assert _phrases(condoling, toned_spans(condoling, "negative")) == ["a fair point"]
    for sentiment in ("negative", "positive", "neutral"):
        assert register_score(condoling, sentiment) == 0.4
        assert _phrases(condoling, register_spans(condoling, sentiment)) == ["I'm sorry for your loss"]
    assert _phrases("Our deepest condolences.", register_spans("Our deepest condolences.", "neutral")) == [
        "Our deepest condolences"
    ]


def test_an_apology_for_a_lost_thing_stays_an_apology() -> None:
    draft = "We're sorry for the loss of your saved drafts; that should not have happened."
    assert condolence_count(draft) == 0
    assert apology_count(draft) == 1
    assert register_score(draft, "negative") == 1.0
    assert tone_score(draft, "negative") == 1.0
