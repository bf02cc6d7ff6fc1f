"""The repetition and stuffing components, and the exported hack detectors."""

from __future__ import annotations

from tractatus_feedback.reward import keyword_stuffing
from tractatus_feedback.reward.repetition import degenerate, repeated_spans, repetition_score
from tractatus_feedback.reward.stuffing import stuffing_score

CLEAN = (
    "Thank you for reporting the broken link. We have reproduced the problem on the dataset page and a fix "
    "is on its way. We are not yet sure whether older mirrors are affected, so we are checking those too."
)


def test_clean_prose_is_not_penalised() -> None:
    assert repetition_score(CLEAN) == 1.0
    assert stuffing_score(CLEAN) == 1.0
    assert not keyword_stuffing(CLEAN)


def test_repeated_sentences_are_penalised() -> None:
    looped = "We will fix the link. " * 4
    assert repetition_score(looped) == 0.0
    assert repetition_score(CLEAN + " We will fix the link. We will fix the link.") < 0.8


def test_stutters_are_penalised() -> None:
    assert repetition_score("We may may fix the the link soon.") == 0.5


def test_repeated_spans_cover_the_loop_and_the_stutter_and_nothing_else() -> None:
    assert repeated_spans(CLEAN) == []
    looped = "Sorry about the server error confirmation error confirmation error confirmation error."
    [loop] = repeated_spans(looped)
    # Blamed from the word that first repeats a 3-gram ("error confirmation error" again) to the end.
    assert looped[loop[0] : loop[1]] == "error confirmation error"
    assert looped[: loop[0]].endswith("server error confirmation error confirmation ")
    stutter = "We may may fix it."
    assert [stutter[a:b] for a, b in repeated_spans(stutter)] == ["may"]


def test_degenerate_output_scores_zero() -> None:
    for text in ("", "   ", "!!!!!!!! ???? ....", "a" * 60, " ".join(["link"] * 40)):
        assert degenerate(text)
        assert repetition_score(text) == 0.0


def test_keyword_stuffing_is_caught() -> None:
    assert keyword_stuffing("may may limitation preliminary")
    assert stuffing_score("may may limitation preliminary") == 0.0
    # A stuffed tail on fluent prose is caught by the fragment test.
    assert stuffing_score(CLEAN + " Limitation, preliminary, uncertain, sorry.") <= 0.5
