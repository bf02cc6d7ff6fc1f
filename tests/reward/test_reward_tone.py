"""The tone and register components: fit to the sentiment, and the two register hacks."""

from __future__ import annotations

from tractatus_feedback.reward.tone import apology_count, register_score, tone_score

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
