"""Generated requests (hypothesis) against the live app: whatever arrives, the answer is never a 5xx."""

from __future__ import annotations

import json
from collections import Counter

import httpx
from service_helpers import LiveService, csrf_from
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=50),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=12,
)
CATEGORIES = st.sampled_from(["general", "praise", "bug_report"]) | st.text(max_size=20) | st.integers() | st.none()
FEEDBACK_OBJECTS = st.fixed_dictionaries(
    {"text": st.text(max_size=300) | JSON_VALUES},
    optional={"category": CATEGORIES, "extra": JSON_VALUES},
)
CONTENT_TYPES = st.sampled_from(
    ["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "", "application/json; charset=latin-1"]
)
QUERY = st.dictionaries(
    st.sampled_from(["status", "page", "days", "stage", "decision", "rule", "actor", "subject_id", "since", "until", "next"]),
    st.text(max_size=30),
    max_size=4,
)
GET_PATHS = st.sampled_from([
    "/", "/login", "/healthz", "/readyz", "/openapi.json", "/moderator/", "/moderator/audit", "/moderator/audit.csv",
    "/moderator/dashboard/governance", "/moderator/dashboard/training", "/admin/",
]) | st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126, exclude_characters="?#%"), max_size=30).map(
    lambda s: "/moderator/submissions/" + s
)

FUZZ = settings(max_examples=250, deadline=None, database=None, suppress_health_check=list(HealthCheck))


def test_generated_requests_never_get_a_server_error(live: LiveService, admin: httpx.Client) -> None:
    statuses: Counter[int] = Counter()

    def check(response: httpx.Response) -> None:
        statuses[response.status_code] += 1
        assert response.status_code < 500, (response.request.method, response.request.url, response.status_code)

    with live.client() as anonymous:

        @FUZZ
        @given(body=FEEDBACK_OBJECTS | JSON_VALUES)
        def json_intake(body: object) -> None:
            check(anonymous.post("/api/feedback", json=body))

        @FUZZ
        @given(raw=st.binary(max_size=200) | st.text(max_size=200).map(str.encode), content_type=CONTENT_TYPES)
        def raw_intake(raw: bytes, content_type: str) -> None:
            check(anonymous.post("/api/feedback", content=raw, headers={"content-type": content_type}))

        token = csrf_from(anonymous.get("/").text)

        @FUZZ
        @given(fields=st.dictionaries(st.sampled_from(["text", "category", "csrf_token", "username", "password", "next"]),
                                      st.text(max_size=100), max_size=5), with_token=st.booleans(),
               path=st.sampled_from(["/feedback", "/login"]))
        def forms(fields: dict[str, str], with_token: bool, path: str) -> None:
            if with_token:
                fields = {**fields, "csrf_token": token}
            check(anonymous.post(path, data=fields))

        @FUZZ
        @given(path=GET_PATHS, query=QUERY)
        def moderator_pages(path: str, query: dict[str, str]) -> None:
            check(admin.get(path, params=query))

        for fuzz in (json_intake, raw_intake, forms, moderator_pages):
            fuzz()

    total = sum(statuses.values())
    assert total >= 1000, total
    assert any(400 <= code < 500 for code in statuses) and any(code < 300 for code in statuses)
    print("fuzz statuses:", json.dumps(dict(sorted(statuses.items()))))
