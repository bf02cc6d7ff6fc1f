"""Bad input and hostile input: escaping, size and rate limits, malformed JSON, and no raw PII anywhere."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest
from service_helpers import LiveService, csrf_from

from tractatus_feedback.service.ratelimit import RateLimiter


def _submit(client, text: str, **extra) -> str:  # noqa: ANN001
    response = client.post("/api/feedback", json={"text": text, **extra})
    assert response.status_code == 202, response.text
    return response.json()["reference_id"]


def test_script_in_a_submission_renders_as_text(live: LiveService, moderator) -> None:  # noqa: ANN001
    with live.client() as client:
        reference = _submit(client, "Nice page <script>alert('x')</script> <img src=x onerror=alert(1)> thanks")
    page = moderator.get(f"/moderator/submissions/{reference}").text
    assert "<script>alert" not in page and "<img src=x" not in page
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in page
    queue = moderator.get("/moderator/?status=" + ("queued" if "ALLOW" in page else "blocked")).text
    assert "<script>alert" not in queue


def test_pages_carry_security_headers(live: LiveService) -> None:
    with live.client() as client:
        headers = client.get("/").headers
    assert "script-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff" and headers["x-frame-options"] == "DENY"


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b"{not json", "application/json"),
        (b"", "application/json"),
        (b'"just a string"', "application/json"),
        (b"[1, 2, 3]", "application/json"),
        (b'{"text": 42}', "application/json"),
        (b'{"text": null}', "application/json"),
        (b'{"text": ["a"]}', "application/json"),
        (b'{"text": "fine", "category": "nonsense"}', "application/json"),
        (b'{"text": "fine", "extra": 1}', "application/json"),
        (b'{"txt": "fine"}', "application/json"),
        (b'{"text": "\\u0000\\u0001binary"}', "application/json"),
        (b'{"text": "   "}', "application/json"),
        (b'{"text": "\\ud800"}', "application/json"),
        (b"\xff\xfe\x00garbage", "application/json"),
        (b"text=hello", "application/x-www-form-urlencoded"),
        (b'{"text": "fine"}', "text/plain"),
    ],
)
def test_malformed_requests_get_4xx_with_a_reason(live: LiveService, body: bytes, content_type: str) -> None:
    with live.client() as client:
        response = client.post("/api/feedback", content=body, headers={"content-type": content_type})
    assert 400 <= response.status_code < 500, (body, response.status_code, response.text)
    assert response.json()["detail"]


def test_text_over_the_governance_limit_is_refused(live: LiveService) -> None:
    limit = live.settings.governance.max_text_chars
    with live.client() as client:
        response = client.post("/api/feedback", json={"text": "a" * (limit + 1)})
    assert response.status_code == 422 and "too long" in response.json()["detail"]


def test_oversized_body_gets_413(live: LiveService) -> None:
    too_big = b'{"text": "' + b"a" * (live.settings.service.max_body_bytes + 10) + b'"}'
    with live.client() as client:
        declared = client.post("/api/feedback", content=too_big, headers={"content-type": "application/json"})

        def chunks():  # noqa: ANN202 - no Content-Length: the limit must count the bytes as they come
            for start in range(0, len(too_big), 8192):
                yield too_big[start : start + 8192]

        streamed = client.post("/api/feedback", content=chunks(), headers={"content-type": "application/json"})
    assert declared.status_code == 413 and streamed.status_code == 413


def test_intake_is_rate_limited_per_client(live: LiveService) -> None:
    state = live.state
    original, state.limiter = state.limiter, RateLimiter(per_minute=6, burst=3)
    try:
        with live.client() as client:
            codes = [client.post("/api/feedback", json={"text": f"Rate limit probe {i}"}).status_code for i in range(5)]
            limited = client.post("/api/feedback", json={"text": "one more"})
    finally:
        state.limiter = original
    assert codes[:3] == [202, 202, 202] and 429 in codes[3:]
    assert limited.status_code == 429 and int(limited.headers["retry-after"]) >= 1


def test_rate_limiter_refills_at_its_rate() -> None:
    limiter = RateLimiter(per_minute=60, burst=2)
    assert limiter.allow("a", now=0.0)[0] and limiter.allow("a", now=0.0)[0]
    allowed, retry = limiter.allow("a", now=0.0)
    assert not allowed and retry == pytest.approx(1.0)
    assert limiter.allow("a", now=1.01)[0]
    assert limiter.allow("b", now=0.0)[0]  # clients do not share buckets


def test_login_attempts_are_rate_limited(live: LiveService) -> None:
    state = live.state
    original, state.login_limiter = state.login_limiter, RateLimiter(per_minute=1, burst=2)
    try:
        with live.client() as client:
            token = csrf_from(client.get("/login").text)
            codes = [client.post("/login", data={"username": "mod", "password": "nope-nope", "csrf_token": token}).status_code
                     for _ in range(3)]
    finally:
        state.login_limiter = original
    assert codes == [401, 401, 429]


CANARY_NAME = "Zebulon Quibbleworth"
CANARY_EMAIL = "zq.canary.7731@example.net"
CANARY_PHONE = "+44 20 7946 0958"
CANARIES = (CANARY_EMAIL, "7946 0958", "Quibbleworth")


def _dump_sqlite(path: Path) -> str:
    connection = sqlite3.connect(path)
    try:
        tables = [row[0] for row in connection.execute("select name from sqlite_master where type='table'")]
        return "\n".join(repr(row) for table in tables for row in connection.execute(f'select * from "{table}"'))
    finally:
        connection.close()


def test_no_raw_pii_in_any_response_row_or_log(live: LiveService, moderator, caplog) -> None:  # noqa: ANN001
    """A canary name, e-mail and phone number go in; they must come out nowhere: not in answers, pages, rows, logs."""
    text = (f"Hello, this is {CANARY_NAME}. Write to me at {CANARY_EMAIL} or call {CANARY_PHONE}. "
            "Your dataset page is missing the licence file.")
    caplog.set_level(logging.DEBUG)
    seen: list[str] = []
    with live.client() as client:
        api = client.post("/api/feedback", json={"text": text})
        seen.append(api.text)
        token = csrf_from(client.get("/").text)
        form = client.post("/feedback", data={"text": text, "category": "general", "csrf_token": token})
        seen.append(form.text)
    reference = api.json()["reference_id"]
    for path in (f"/moderator/submissions/{reference}", "/moderator/?status=queued", "/moderator/?status=escalated",
                 "/moderator/dashboard/governance", "/moderator/audit", "/moderator/audit.csv"):
        seen.append(moderator.get(path).text)
    seen.append(_dump_sqlite(live.settings.home / "feedback.sqlite3"))
    seen.append(_dump_sqlite(live.settings.home / "store.sqlite3"))
    seen.append(caplog.text)
    audit_file = live.settings.home / "audit.jsonl"
    if audit_file.exists():
        seen.append(audit_file.read_text())
    everything = "\n".join(seen)
    assert "PERSON" in everything and "EMAIL_ADDRESS" in everything  # the flow did run and redact
    for canary in CANARIES:
        assert canary not in everything, f"raw PII {canary!r} leaked"
