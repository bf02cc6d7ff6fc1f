"""Placeholders: typed, numbered per type, the same value always the same placeholder; overlap resolution."""

from __future__ import annotations

from tractatus_feedback.governance.pii import PiiDetector, redact
from tractatus_feedback.governance.pii.overlap import resolve_overlaps
from tractatus_feedback.governance.types import PiiSpan


def span(start: int, end: int, type_: str, score: float = 0.8, recognizer: str = "x") -> PiiSpan:
    return PiiSpan(start=start, end=end, type=type_, score=score, recognizer=recognizer)


def test_placeholders_number_per_type_and_repeat_for_the_same_value() -> None:
    text = "Ann met Bob; ann@x.io wrote to Ann"
    spans = [span(0, 3, "PERSON"), span(8, 11, "PERSON"), span(13, 21, "EMAIL_ADDRESS"), span(31, 34, "PERSON")]
    assert redact(text, spans) == "<PERSON_1> met <PERSON_2>; <EMAIL_ADDRESS_1> wrote to <PERSON_1>"


def test_same_value_matches_across_case_and_spacing() -> None:
    text = "07700  900123 or 07700 900123"
    spans = [span(0, 13, "PHONE_NUMBER"), span(17, 29, "PHONE_NUMBER")]
    assert redact(text, spans) == "<PHONE_NUMBER_1> or <PHONE_NUMBER_1>"


def test_no_spans_leaves_text_unchanged() -> None:
    assert redact("nothing to hide", []) == "nothing to hide"


def test_longest_pattern_span_wins_then_the_higher_score() -> None:
    text = "a@example.io then Kim"
    longest = resolve_overlaps(text, [span(2, 12, "URL"), span(0, 12, "EMAIL_ADDRESS"), span(18, 21, "PERSON")])
    assert [(s.start, s.end, s.type) for s in longest] == [(0, 12, "EMAIL_ADDRESS"), (18, 21, "PERSON")]
    surer = resolve_overlaps("A12345", [span(0, 6, "PHONE_NUMBER", 0.6), span(0, 6, "ACCOUNT_NUMBER", 0.9)])
    assert [s.type for s in surer] == ["ACCOUNT_NUMBER"]


def test_ner_spans_are_clipped_around_pattern_spans() -> None:
    text = "Email kim@example.io or 5 Mill Lane, York today"
    ner = "SpacyRecognizer"
    spans = [
        span(0, 20, "PERSON", 0.85, ner),  # "Email kim@example.io": NER swallowed the email and a field word
        span(6, 20, "EMAIL_ADDRESS", 1.0, "EmailRecognizer"),
        span(24, 35, "ADDRESS", 0.85, "StreetAddressRecognizer"),
        span(26, 41, "LOCATION", 0.85, ner),  # "Mill Lane, York" sticks out of the address by ", York"
    ]
    resolved = resolve_overlaps(text, spans)
    assert [(text[s.start : s.end], s.type) for s in resolved] == [
        ("kim@example.io", "EMAIL_ADDRESS"),
        ("5 Mill Lane", "ADDRESS"),
        ("York", "LOCATION"),
    ]


def test_redacted_submission_is_stable_end_to_end(pii_detector: PiiDetector) -> None:
    text = "I'm Dave. Email dave.r@example.com. Dave again: dave.r@example.com, or call 0161 496 0123."
    redacted = redact(text, pii_detector.detect(text))
    assert redacted == (
        "I'm <PERSON_1>. Email <EMAIL_ADDRESS_1>. <PERSON_1> again: <EMAIL_ADDRESS_1>, or call <PHONE_NUMBER_1>."
    )
