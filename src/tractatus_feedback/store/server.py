"""Serve a store over HTTP with Agent Lightning's ``LightningStoreServer``, optionally behind a shared token.

The stock server has no authentication. When a token is configured, every request except the
health probe must carry ``Authorization: Bearer <token>``; :class:`TokenLightningStoreClient` is
the stock client plus that header. Without a token the server should stay on 127.0.0.1.
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Awaitable, Callable

import aiohttp
from agentlightning.store.base import LightningStore
from agentlightning.store.client_server import LightningStoreClient, LightningStoreServer
from fastapi import Request, Response
from fastapi.responses import JSONResponse

__all__ = ["AUTH_HEADER", "build_server", "TokenLightningStoreClient", "open_client"]

logger = logging.getLogger(__name__)

AUTH_HEADER = "Authorization"
_HEALTH_PATH = "/v1/agl/health"


def build_server(store: LightningStore, *, host: str, port: int, token: str | None = None) -> LightningStoreServer:
    """A ``LightningStoreServer`` over ``store`` (run in this process's event loop) that checks ``token``."""
    server = LightningStoreServer(store, host=host, port=port, launch_mode="asyncio")
    if token:
        assert server.app is not None
        expected = f"Bearer {token}".encode()

        @server.app.middleware("http")
        async def _require_token(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
            if request.url.path != _HEALTH_PATH:
                given = request.headers.get(AUTH_HEADER, "").encode()
                if not hmac.compare_digest(given, expected):
                    return JSONResponse(status_code=401, content={"detail": "missing or wrong store token"})
            return await call_next(request)

    elif host not in ("127.0.0.1", "localhost", "::1"):
        logger.warning("Store server bound to %s without a token: anyone who can reach it can write to it", host)
    return server


class TokenLightningStoreClient(LightningStoreClient):
    """The stock HTTP client, sending the shared token with every request."""

    def __init__(self, server_address: str, *, token: str | None = None, **kwargs: object) -> None:
        super().__init__(server_address, **kwargs)  # type: ignore[arg-type]
        self._token = token

    def __getstate__(self) -> dict[str, object]:
        return {**super().__getstate__(), "_token": self._token}

    def __setstate__(self, state: dict[str, object]) -> None:
        super().__setstate__(state)
        self._token = state.get("_token")  # type: ignore[assignment]

    async def _get_session(self) -> aiohttp.ClientSession:
        session = await super()._get_session()
        if self._token:
            session.headers[AUTH_HEADER] = f"Bearer {self._token}"
        return session


def open_client(url: str, token: str | None = None) -> LightningStoreClient:
    """A client for a store server; ``token`` defaults to none (the stock client)."""
    return TokenLightningStoreClient(url, token=token) if token else LightningStoreClient(url)
