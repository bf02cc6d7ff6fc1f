"""The full PII detector: Presidio's kept recognizers, spaCy NER and ours together, offsets into the text."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.pii import PiiDetector


def detected(detector: PiiDetector, text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detector.detect(text)}


@pytest.mark.parametrize(
    "text,value,entity",
    [
        ("write to quentin.marsh@example.net please", "quentin.marsh@example.net", "EMAIL_ADDRESS"),
        ("paid with 4539 1488 0343 6467 yesterday", "4539 1488 0343 6467", "CREDIT_CARD"),
        ("blocked from 203.0.113.9 again", "203.0.113.9", "IP_ADDRESS"),
        ("my page https://example.org/u/hilde is gone", "https://example.org/u/hilde", "URL"),
        ("they asked for my SSN 536-90-4399", "536-90-4399", "US_SSN"),
        ("refund to GB33BUKB20201555555555 please", "GB33BUKB20201555555555", "IBAN_CODE"),
        ("Thanks, Maria Lopez", "Maria Lopez", "PERSON"),
        ("call 07700 900123 after six", "07700 900123", "PHONE_NUMBER"),
        ("I live at 12 Baker Street, London NW1 6XE.", "12 Baker Street, London NW1 6XE", "ADDRESS"),
        ("order #A12345 is missing", "A12345", "ACCOUNT_NUMBER"),
        ("tagged @dave_k in the post", "@dave_k", "SOCIAL_HANDLE"),
        ("born 03/04/1985 in a small town", "03/04/1985", "DATE_TIME"),
    ],
)
def test_detects_each_kind(pii_detector: PiiDetector, text: str, value: str, entity: str) -> None:
    assert detected(pii_detector, text).get(value) == entity


def test_generic_dates_and_organisations_are_not_pii(pii_detector: PiiDetector) -> None:
    text = "Last Tuesday the Microsoft Teams link on your site failed for 3 hours in 2024."
    assert detected(pii_detector, text) == {}


def test_overlapping_detections_resolve_to_the_longest(pii_detector: PiiDetector) -> None:
    # The email contains a URL-like domain and the address contains a town spaCy tags as LOCATION.
    spans = pii_detector.detect("mail bob.tester@example.com or visit 5 High Street, Oxford OX1 4AA")
    assert [s.type for s in spans] == ["EMAIL_ADDRESS", "ADDRESS"]
    assert all(a.end <= b.start for a, b in zip(spans, spans[1:]))


def test_a_name_found_once_is_masked_everywhere(pii_detector: PiiDetector) -> None:
    text = "Wozniak here: the app crashed on FLO@EXAMPLE.COM's phone. Regards, Florentyna Wozniak, flo@example.com"
    spans = pii_detector.detect(text)
    masked = [text[s.start : s.end] for s in spans]
    assert {"Wozniak", "Florentyna Wozniak", "FLO@EXAMPLE.COM", "flo@example.com"} <= set(masked)


def test_a_name_that_is_a_word_is_not_masked_in_lower_case(pii_detector: PiiDetector) -> None:
    text = "The form will not load. Thanks, Will Turner"
    masked = [text[s.start : s.end] for s in pii_detector.detect(text)]
    assert masked == ["Will Turner"]


def test_batch_detection_matches_single(pii_detector: PiiDetector) -> None:
    texts = ["Hi, I'm Dave, call 020 7946 0958", "no personal data here", "mail jo@example.com"]
    assert list(pii_detector.detect_batch(texts)) == [pii_detector.detect(t) for t in texts]
