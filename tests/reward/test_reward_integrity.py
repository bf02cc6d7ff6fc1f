"""The integrity component: hedges count only inside real phrases, saturate, and only where due."""

from __future__ import annotations

from tractatus_feedback.reward.integrity import hedge_phrases, hedge_spans, integrity_score


def test_real_hedging_phrases_count() -> None:
    assert hedge_phrases("Our results are preliminary.") == {"preliminary"}
    assert hedge_phrases("One limitation is the small sample.") == {"limitation"}
    assert hedge_phrases("We are not yet sure what causes the error.") == {"uncertainty"}
    assert hedge_phrases("It is too early to say whether the effect holds.") == {"uncertainty"}


def test_isolated_keywords_do_not_count() -> None:
    for stuffed in (
        "may may limitation preliminary",
        "preliminary limitation uncertain caveat may might",
        "The limitation. Preliminary. Uncertain.",
    ):
        assert hedge_phrases(stuffed) == set()
        assert integrity_score(stuffed, "research_critique") == 0.0


def test_score_saturates_after_two_kinds() -> None:
    one = "Our results are preliminary."
    two = one + " One limitation is the small sample."
    three = two + " We are not yet sure the effect generalises."
    assert integrity_score(one, "research_critique") == 0.7
    assert integrity_score(two, "research_critique") == 1.0
    assert integrity_score(three, "research_critique") == 1.0


def test_repeating_a_phrase_does_not_add() -> None:
    repeated = "Our results are preliminary. Our results are preliminary. Our results are preliminary."
    assert integrity_score(repeated, "research_critique") == 0.7


def test_hedging_is_not_due_in_replies_to_praise() -> None:
    assert integrity_score("Thank you for the kind words.", "praise") == 1.0
    assert integrity_score("Thank you. Our results are preliminary.", "praise") == 1.0
    assert integrity_score("Thank you for the report.", "bug_report") == 0.0


def test_hedge_spans_are_the_first_phrase_of_each_kind_where_one_is_due() -> None:
    draft = (
        "Our results are preliminary. One limitation is the sample. "
        "Our results are preliminary, as said, and we are not yet sure they generalise."
    )
    spans = hedge_spans(draft, "research_critique")
    assert [draft[start:end] for start, end in spans] == [
        "Our results are preliminary",
        "One limitation is",
        "we are not yet sure",
    ]
    # Praise owes no hedge, so none is a place that earned anything.
    assert hedge_spans(draft, "praise") == []
