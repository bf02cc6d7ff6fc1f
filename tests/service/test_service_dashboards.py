"""Dashboards: governance counts, training runs, and the audit log with its filters and CSV export."""

from __future__ import annotations

import csv
import io
import json

from service_helpers import MEDICAL_TEXT, LiveService

from tractatus_feedback.service import charts


def test_governance_dashboard_counts_decisions(live: LiveService, moderator) -> None:  # noqa: ANN001
    def escalations() -> int:
        page = moderator.get("/moderator/dashboard/governance").text
        return int(page.split('id="count-escalate">')[1].split("<")[0])

    before = escalations()
    with live.client() as client:
        client.post("/api/feedback", json={"text": MEDICAL_TEXT})
    page = moderator.get("/moderator/dashboard/governance").text
    assert escalations() == before + 1
    assert "<svg" in page and "Decisions per day" in page and "Sentiment" in page


def test_audit_log_filters_and_exports_csv(live: LiveService, moderator) -> None:  # noqa: ANN001
    with live.client() as client:
        reference = client.post("/api/feedback", json={"text": MEDICAL_TEXT}).json()["reference_id"]
    page = moderator.get("/moderator/audit", params={"subject_id": reference}).text
    assert f"<code>{reference}</code>" in page and "ESCALATE" in page
    empty = moderator.get("/moderator/audit", params={"subject_id": reference, "stage": "outbound"}).text
    assert "No records match" in empty and f"<code>{reference}</code>" not in empty

    export = moderator.get("/moderator/audit.csv", params={"decision": "escalate"})
    assert export.headers["content-type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(export.text)))
    assert rows and all(row["decision"] == "ESCALATE" for row in rows)
    assert reference in {row["subject_id"] for row in rows}
    by_rule = moderator.get("/moderator/audit.csv", params={"rule": "inbound.medical_advice"}).text
    assert reference in by_rule
    assert moderator.get("/moderator/audit", params={"since": "not-a-date"}).status_code == 422


def test_training_dashboard_shows_runs_and_curves(live: LiveService, moderator) -> None:  # noqa: ANN001
    run = live.settings.runs_dir / "20261130-120000-probe"
    run.mkdir(parents=True, exist_ok=True)
    (run / "summary.json").write_text(json.dumps({"history": [{"reward": 0.4}, {"reward": 0.5}, {"reward": 0.62}]}))
    (run / "report.md").write_text("| figure | before | after |\n| mean total reward | 0.40 <b>x</b> | 0.62 |\n")
    page = moderator.get("/moderator/dashboard/training").text
    assert "20261130-120000-probe" in page and "<polyline" in page
    assert "0.40 &lt;b&gt;x&lt;/b&gt;" in page  # reports are text, not markup
    assert live.state.resources_id in page


def test_charts_escape_labels_and_scale_bars() -> None:
    svg = charts.bar_chart([("<b>rule</b>", 4.0), ("other", 2.0)], title="t & u")
    assert "<b>rule</b>" not in svg and "&lt;b&gt;rule&lt;/b&gt;" in svg and "t &amp; u" in svg
    assert charts.bar_chart([], title="none") .count("No data") == 1
    line = charts.line_chart({"a": [0.0, 1.0, 0.5]}, title="c")
    assert line.count("<polyline") == 1
