"""Dashboards for moderators: governance over time, training and rewards, the audit log with CSV export."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import HTMLResponse, Response

from tractatus_feedback.service import charts
from tractatus_feedback.service.auth import require_moderator
from tractatus_feedback.service.dashboards import (
    AuditFilter,
    audit_csv,
    governance_figures,
    human_reward_by_day,
    query_audit,
    training_runs,
)
from tractatus_feedback.service.pages import render

__all__ = ["router"]

router = APIRouter(prefix="/moderator", tags=["pages"], include_in_schema=False, dependencies=[Depends(require_moderator)])


@router.get("/dashboard/governance", response_class=HTMLResponse)
async def governance_dashboard(request: Request, days: int = 14) -> HTMLResponse:
    figures = await asyncio.to_thread(governance_figures, request.app.state.service.database, days=max(1, min(days, 365)))
    return render(
        request, "dashboard_governance.html", figures=figures, days=days,
        decisions_chart=charts.stacked_bars(figures.days, figures.decisions_by_day, title="Decisions per day"),
        decision_totals=charts.bar_chart(figures.decisions, title="Decisions"),
        rules_chart=charts.bar_chart(figures.rules, title="Rules that fired"),
        pii_chart=charts.bar_chart(figures.pii_types, title="PII types found"),
        sentiment_chart=charts.bar_chart(figures.sentiment, title="Sentiment"),
    )


@router.get("/dashboard/training", response_class=HTMLResponse)
async def training_dashboard(request: Request) -> HTMLResponse:
    service = request.app.state.service
    runs = await asyncio.to_thread(training_runs, service.settings.runs_dir)
    human = await asyncio.to_thread(human_reward_by_day, service.database)
    return render(
        request, "dashboard_training.html", runs=runs, resources_id=service.resources_id,
        human_chart=charts.line_chart({"mean moderator reward": list(human.values())}, title="Moderator reward per day"),
        human_days=list(human),
        run_charts={run.name: charts.line_chart(run.curves, title=f"Curves of {run.name}") for run in runs if run.curves},
    )


def _audit_filter(request: Request) -> AuditFilter:
    params = request.query_params
    return AuditFilter(**{name: params.get(name, "")[:100] for name in AuditFilter.__dataclass_fields__})


@router.get("/audit", response_class=HTMLResponse)
async def audit_page(request: Request, page: int = 1) -> HTMLResponse:
    filters = _audit_filter(request)
    page = max(1, page)
    try:
        entries = await asyncio.to_thread(
            query_audit, request.app.state.service.database, filters, limit=100, offset=(page - 1) * 100
        )
    except ValueError as error:
        raise HTTPException(status_code=422, detail=str(error)) from None
    return render(request, "audit.html", entries=entries, filters=filters, page=page)


@router.get("/audit.csv")
async def audit_export(request: Request) -> Response:
    filters = _audit_filter(request)
    try:
        entries = await asyncio.to_thread(query_audit, request.app.state.service.database, filters, limit=100_000)
    except ValueError as error:
        raise HTTPException(status_code=422, detail=str(error)) from None
    return Response(
        audit_csv(entries), media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="audit.csv"'},
    )
