"""ASGI middleware: a hard request-size limit, and security headers on every response."""

from __future__ import annotations

import json
import logging

from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["BodySizeLimit", "SecurityHeaders"]

logger = logging.getLogger(__name__)

#: Pages load only our own files: no inline scripts, no framing, nothing from elsewhere.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)


class BodySizeLimit:
    """Answers 413 when the declared or the actual body exceeds ``max_bytes`` (chunked bodies are counted)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            await _reject(send, 413 if declared.isdigit() else 400)
            return
        received = 0
        started = rejected = False

        async def limited_receive() -> Message:
            # Past the limit the app is told the client left (so it stops reading) and answered 413 here:
            # an exception would be swallowed by the framework's body parsing and turned into a 400.
            nonlocal received, rejected
            if rejected:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    rejected = True
                    if not started:
                        await _reject(send, 413)
                    return {"type": "http.disconnect"}
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if rejected:
                return  # the 413 has been sent; whatever the app answers after the disconnect is dropped
            started = started or message["type"] == "http.response.start"
            await send(message)

        await self.app(scope, limited_receive, tracking_send)


async def _reject(send: Send, status: int) -> None:
    reason = "request body too large" if status == 413 else "malformed Content-Length"
    body = json.dumps({"detail": reason}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class SecurityHeaders:
    """Adds CSP, no-sniff, no-referrer-leak and no-framing headers to every HTTP response."""

    HEADERS = [
        (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"same-origin"),
        (b"x-frame-options", b"DENY"),
    ]

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *self.HEADERS]}
            await send(message)

        await self.app(scope, receive, with_headers)
