"""The acknowledgment and copying components: address the points, do not parrot the feedback."""

from __future__ import annotations

import pytest

from tractatus_feedback.reward.acknowledgment import acknowledged_spans, acknowledgment_score
from tractatus_feedback.reward.copying import copied_spans, copy_stats, copying_score, verbatim_copy

FEEDBACK = (
    "The download link on the dataset download page is broken. I get a 404 error every time I click it, "
    "and I need the files for my thesis."
)
POINTS = ("broken download link", "404 error")


def test_paraphrase_acknowledges_the_points() -> None:
    assert acknowledgment_score("Sorry the link to download the files is broken and shows an error.", POINTS, FEEDBACK) == 1.0


def test_half_acknowledged_points_score_half() -> None:
    assert acknowledgment_score("We are sorry about the error.", POINTS, FEEDBACK) == 0.5


def test_generic_reply_acknowledges_nothing() -> None:
    assert acknowledgment_score("Thank you for writing to us. We hope you enjoy the site.", POINTS, FEEDBACK) == 0.0


def test_without_key_points_the_feedback_words_are_used() -> None:
    assert acknowledgment_score("The thesis files: the download link is broken.", (), FEEDBACK) == 1.0
    assert acknowledgment_score("Thanks for writing.", (), FEEDBACK) == 0.0


@pytest.mark.parametrize(
    ("draft", "points"),
    [
        ("Sorry the Link to download the files is broken; the link shows an error.", POINTS),
        ("We are sorry about the error.", POINTS),
        ("Thank you for writing to us.", POINTS),
        ("The thesis files: the download link is broken.", ()),
    ],
)
def test_the_acknowledged_words_alone_earn_the_whole_score(draft: str, points: tuple[str, ...]) -> None:
    """Training credits these words: they must be exactly what the score counts, each stem once."""
    spans = acknowledged_spans(draft, points, FEEDBACK)
    credited = [draft[start:end] for start, end in spans]
    assert acknowledgment_score(" ".join(credited), points, FEEDBACK) == acknowledgment_score(draft, points, FEEDBACK)
    assert len({word.lower() for word in credited}) == len(credited), "a repeated word earns nothing more"


def test_acknowledged_spans_point_into_the_draft_as_written() -> None:
    draft = "Thanks \u2014  the  DOWNLOAD\n link isn\u2019t working; it's broken."
    assert [draft[start:end] for start, end in acknowledged_spans(draft, POINTS, FEEDBACK)] == ["DOWNLOAD", "link", "broken"]


def test_quoting_a_short_phrase_is_not_copying() -> None:
    draft = "We are sorry that the dataset download page shows a 404 error; we are fixing it."
    assert copying_score(draft, FEEDBACK) == 1.0
    assert not verbatim_copy(draft, FEEDBACK)


def test_echoing_the_feedback_is_copying() -> None:
    draft = "Thank you. " + FEEDBACK + " We will fix it."
    longest, coverage = copy_stats(draft, FEEDBACK)
    assert longest == len(FEEDBACK.split()) and coverage == 1.0
    assert copying_score(draft, FEEDBACK) == 0.0
    assert verbatim_copy(draft, FEEDBACK)


def test_copying_one_long_sentence_is_caught() -> None:
    draft = "Noted: I get a 404 error every time I click it, and I need the files. We will look."
    assert verbatim_copy(draft, FEEDBACK)
    assert copying_score(draft, FEEDBACK) < 0.5


def test_copied_spans_are_the_quoted_runs_and_nothing_else() -> None:
    """Training debits these places: the words the copying score counts, as the draft spells them."""
    short = "We are sorry that the dataset download page shows a 404 error; we are fixing it."
    assert copied_spans(short, FEEDBACK) == []
    draft = "Noted:  I get a 404 ERROR every time I click it, and we will look at the thesis files."
    assert [draft[start:end] for start, end in copied_spans(draft, FEEDBACK)] == [
        "I get a 404 ERROR every time I click it, and"
    ]
    twice = "Thank you. " + FEEDBACK + " We will fix it. " + FEEDBACK
    assert [twice[start:end] for start, end in copied_spans(twice, FEEDBACK)] == [FEEDBACK[:-1]] * 2
