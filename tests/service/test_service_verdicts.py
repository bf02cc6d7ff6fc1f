"""The human reward of a verdict, and the verdict rules that do not need a draft."""

from __future__ import annotations

import pytest
from service_helpers import MEDICAL_TEXT, LiveService, csrf_from

from tractatus_feedback.service.human_reward import EDIT_FLOOR, edit_similarity, human_reward


def test_approve_is_high_reject_is_low_and_edits_lie_between() -> None:
    draft = "Thank you for the report. We will look into the broken link on the results page."
    small = draft.replace("broken link", "broken download link")
    rewrite = "Sorry. Fixed soon maybe."
    assert human_reward("approve", draft, draft) == 1.0
    assert human_reward("reject", draft) == 0.0
    assert 1.0 > human_reward("edit", draft, small) > human_reward("edit", draft, rewrite) >= EDIT_FLOOR
    assert human_reward("edit", draft, draft) == pytest.approx(1.0)


def test_edit_similarity_ignores_whitespace_only_changes() -> None:
    assert edit_similarity("a  b\nc", "a b c") == 1.0
    assert edit_similarity("a b c d", "w x y z") == 0.0


def test_escalated_submission_is_resolved_by_a_human_without_draft(live: LiveService, moderator) -> None:  # noqa: ANN001
    with live.client() as client:
        reference = client.post("/api/feedback", json={"text": MEDICAL_TEXT}).json()["reference_id"]
    page = moderator.get(f"/moderator/submissions/{reference}").text
    assert "Human only" in page and 'name="action"' not in page  # no machine draft, no verdict form
    queue = moderator.get("/moderator/?status=escalated").text
    assert reference in queue
    token = csrf_from(page)
    assert moderator.post(f"/moderator/submissions/{reference}/resolve", data={"csrf_token": token}).status_code == 303
    assert moderator.post(f"/moderator/submissions/{reference}/resolve", data={"csrf_token": token}).status_code == 409
    audit = moderator.get("/moderator/audit", params={"subject_id": reference}).text
    assert "RESOLVED" in audit


def test_verdict_on_a_submission_without_draft_is_refused(live: LiveService, moderator) -> None:  # noqa: ANN001
    with live.client() as client:
        reference = client.post("/api/feedback", json={"text": "The search box ignores accents."}).json()["reference_id"]
    token = csrf_from(moderator.get(f"/moderator/submissions/{reference}").text)
    response = moderator.post(f"/moderator/submissions/{reference}/verdict", data={"action": "approve", "csrf_token": token})
    assert response.status_code == 409 and "not ready" in response.text
    assert moderator.post("/moderator/submissions/fb-missing/verdict",
                          data={"action": "approve", "csrf_token": token}).status_code == 404

