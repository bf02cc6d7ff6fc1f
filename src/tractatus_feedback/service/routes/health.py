"""Liveness and readiness probes for process supervisors and load balancers."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

__all__ = ["router"]

router = APIRouter(tags=["operations"])


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    """The process is up and serving HTTP."""
    return {"status": "ok"}


@router.get("/readyz", responses={503: {"description": "still loading, or a dependency is down"}})
async def readyz(request: Request) -> JSONResponse:
    """Governance is loaded, the store and the feedback database answer: intake will succeed."""
    service = request.app.state.service
    checks = {"governance": service.ready.is_set(), "database": service.database.ping()}
    if service.startup_error:
        checks["governance"] = False
    ready = all(checks.values())
    body = {"status": "ready" if ready else "not ready", "checks": checks}
    if service.startup_error:
        body["error"] = service.startup_error.split(":")[0]
    return JSONResponse(body, status_code=200 if ready else 503)
