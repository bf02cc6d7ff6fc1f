"""The web application factory: ``create_app(settings)`` wires middleware, routers and the service state."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.sessions import SessionMiddleware

from tractatus_feedback.service.auth import LoginRequired
from tractatus_feedback.service.middleware import BodySizeLimit, SecurityHeaders
from tractatus_feedback.service.pages import STATIC_DIR, render
from tractatus_feedback.service.routes import admin, api, dashboards, health, login, moderator, public
from tractatus_feedback.service.state import ServiceState, resolve_secret_key
from tractatus_feedback.settings import Settings, get_settings

__all__ = ["create_app", "route_table", "worker_app"]

logger = logging.getLogger(__name__)


def create_app(
    settings: Settings | None = None, *, store: Any = None, endpoint: Any = None, publish: bool = True,
    warm_up_first: bool = False,
) -> FastAPI:
    """Build the app. ``store`` defaults to the persistent store at ``settings.store_url``; ``endpoint``
    (an ``EndpointConfig``) is the LLM the published resource points at, by default ``resolve_endpoint``'s.
    With ``publish=False`` the app queues with the version already deployed in the database (web
    workers of ``serve``, whose parent published once). With ``warm_up_first`` the server accepts
    connections only once governance is loaded: right for one of several workers sharing a socket
    (the others take the traffic meanwhile); otherwise ``/healthz`` answers during the warm-up.
    """
    settings = settings or get_settings()
    settings.ensure_home()
    state = ServiceState.build(settings, store=store, endpoint=endpoint, publish=publish)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if warm_up_first:
            await state.warm_up()
        warm_up = asyncio.get_running_loop().create_task(state.warm_up(), name="service-warm-up")  # no-op if warm
        try:
            yield
        finally:
            warm_up.cancel()
            await state.close()

    app = FastAPI(
        title="Tractatus Feedback",
        version="0.1.0",
        description="Governed website feedback: public intake, moderator review, dashboards.",
        lifespan=lifespan,
        docs_url=None,  # the interactive docs load scripts from a CDN; the schema stays at /openapi.json
        redoc_url=None,
    )
    app.state.service = state
    app.add_middleware(
        SessionMiddleware,
        secret_key=resolve_secret_key(settings),
        session_cookie="tf_session",
        max_age=settings.service.session_max_age_s,
        same_site="lax",
        https_only=settings.service.secure_cookies,
    )
    app.add_middleware(SecurityHeaders)
    app.add_middleware(BodySizeLimit, max_bytes=settings.service.max_body_bytes)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    for module in (health, public, api, login, moderator, dashboards, admin):
        app.include_router(module.router)
    _add_error_handlers(app)
    return app


def worker_app() -> FastAPI:
    """The app of one web worker process of ``serve --workers N`` (uvicorn factory; settings from the environment)."""
    return create_app(get_settings(), publish=False, warm_up_first=True)


def _add_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(LoginRequired)
    async def login_required(request: Request, error: LoginRequired) -> Response:
        if error.wants_html:
            return RedirectResponse(error.login_url, status_code=303)
        return JSONResponse({"detail": "login required"}, status_code=401)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, error: RequestValidationError) -> JSONResponse:
        """422 with where and why, but never the submitted value (it may be personal data)."""
        problems = [
            {"loc": list(problem.get("loc", ())), "msg": problem.get("msg", ""), "type": problem.get("type", "")}
            for problem in error.errors()
        ]
        return JSONResponse({"detail": problems}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, error: StarletteHTTPException) -> Response:
        headers = getattr(error, "headers", None)
        if "text/html" in request.headers.get("accept", "") and request.url.path.startswith(("/moderator", "/admin")):
            return render(request, "error.html", status_code=error.status_code, message=error.detail)
        return JSONResponse({"detail": error.detail}, status_code=error.status_code, headers=headers)


def route_table(app: FastAPI) -> list[tuple[str, frozenset[str]]]:
    """Every ``(path, methods)`` the app serves, routers included (for checks that must cover all routes)."""
    table: list[tuple[str, frozenset[str]]] = []

    def walk(routes: Any) -> None:
        for route in routes:
            if hasattr(route, "effective_route_contexts"):  # FastAPI >= 0.16x keeps included routers whole
                walk(route.effective_route_contexts())
            elif getattr(route, "methods", None):
                table.append((route.path, frozenset(route.methods)))

    walk(app.routes)
    return table
