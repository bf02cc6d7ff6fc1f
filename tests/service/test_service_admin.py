"""Admin: deploying and rolling back the resource version that drafts new submissions; database migrations."""

from __future__ import annotations

import asyncio

import pytest
from service_helpers import LiveService, csrf_from
from sqlalchemy import select, text

from tractatus_feedback.service.database import SCHEMA_VERSION, FeedbackDatabase, SchemaTooNewError
from tractatus_feedback.service.models import SchemaVersion, Submission


def _queued_version(live: LiveService, client) -> str:  # noqa: ANN001
    reference = client.post("/api/feedback", json={"text": "The glossary page is very helpful, thank you."}).json()["reference_id"]
    with live.state.database.session() as session:
        rollout_id = session.get(Submission, reference).rollout_id
    return asyncio.run(live.state.store.get_rollout_by_id(rollout_id)).resources_id


def test_deploy_and_roll_back_a_resource_version(live: LiveService, admin) -> None:  # noqa: ANN001
    store = live.state.store
    original = live.state.resources_id
    resources = asyncio.run(store.get_resources_by_id(original)).resources
    newer = asyncio.run(store.add_resources(resources)).resources_id  # as training publishes a new version

    page = admin.get("/admin/").text
    assert newer in page and original in page
    token = csrf_from(page)
    assert admin.post("/admin/deploy", data={"resources_id": "rs-missing", "csrf_token": token}).status_code == 422
    assert admin.post("/admin/deploy", data={"resources_id": newer, "csrf_token": token}).status_code == 303
    with live.client() as client:
        assert _queued_version(live, client) == newer
        assert admin.post("/admin/deploy", data={"resources_id": original, "csrf_token": token}).status_code == 303
        assert _queued_version(live, client) == original
    audit = admin.get("/moderator/audit", params={"decision": "DEPLOY"}).text
    assert newer in audit and original in audit


def test_migrations_are_recorded_and_a_newer_schema_refuses_to_open(tmp_path) -> None:  # noqa: ANN001
    url = f"sqlite:///{tmp_path / 'feedback.sqlite3'}"
    database = FeedbackDatabase(url)
    with database.session() as session:
        assert list(session.scalars(select(SchemaVersion.version).order_by(SchemaVersion.version))) == list(
            range(1, SCHEMA_VERSION + 1))
    assert {"submissions", "users", "audit", "deployments"} <= set(database.table_names())
    assert FeedbackDatabase(url).migrate() == SCHEMA_VERSION  # re-opening applies nothing twice
    with database.engine.begin() as connection:
        connection.execute(text("insert into schema_version (version, applied_at) values (:v, '2030-01-01')"),
                           {"v": SCHEMA_VERSION + 1})
    database.dispose()
    with pytest.raises(SchemaTooNewError):
        FeedbackDatabase(url)
