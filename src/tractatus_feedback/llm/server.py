"""The embedded OpenAI-compatible HTTP server: chat completions, model list, health, and adapter switching.

``python -m tractatus_feedback.llm.server`` is what :class:`EmbeddedEndpoint` starts in a subprocess
and what ``tractatus-feedback llm serve`` runs in the foreground.

Which weights answer a request, first match wins: the request's ``adapter`` field (a PEFT adapter
directory, an extension passed through ``extra_body``); ``model`` naming a registered adapter
(``base`` always names the plain model); otherwise the adapter currently served, which
``POST /admin/adapter`` switches at run time without a restart (training publishes a new one each
iteration, ``deploy`` makes one permanent).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import secrets
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from tractatus_feedback.llm.api_schema import (
    AdapterRequest,
    ChatCompletionRequest,
    ChatCompletionResponse,
    ResponseChoice,
    ResponseMessage,
    Usage,
)
from tractatus_feedback.llm.engine import LlamaEngine, LoadedAdapter, RequestError, SamplingParams
from tractatus_feedback.llm.lora_gguf import AdapterError

__all__ = ["BASE_MODEL_ALIAS", "ServingState", "create_app", "main"]

logger = logging.getLogger(__name__)

#: ``model`` value that always means the plain model, whatever adapter is served.
BASE_MODEL_ALIAS = "base"
DEFAULT_MAX_TOKENS = 256


class ServingState:
    """Which adapter is served and which adapters have names; shared by all requests of one server."""

    def __init__(self, engine: LlamaEngine, model_name: str) -> None:
        self.engine = engine
        self.model_name = model_name
        self.served: LoadedAdapter | None = None
        self.named: dict[str, LoadedAdapter | None] = {BASE_MODEL_ALIAS: None}

    def serve(self, path: str | None, name: str | None = None) -> LoadedAdapter | None:
        adapter = self.engine.load_adapter(Path(path)) if path else None
        if adapter is not None:
            self.named[name or adapter.source.name] = adapter
        self.served = adapter
        logger.info("now serving %s", adapter.source if adapter else "the base model")
        return adapter

    def resolve(self, request: ChatCompletionRequest) -> LoadedAdapter | None:
        if request.adapter:
            return self.engine.load_adapter(Path(request.adapter))
        if request.model in (None, self.model_name):
            return self.served
        if request.model in self.named:
            return self.named[request.model]
        raise HTTPException(404, f"model {request.model!r} not found; available: {self.model_ids()}")

    def model_ids(self) -> list[str]:
        return [self.model_name, *self.named]

    def describe(self) -> dict[str, str] | None:
        adapter = self.served
        return {"id": adapter.id, "path": str(adapter.source)} if adapter else None


def _error(status: int, message: str, kind: str = "invalid_request_error") -> JSONResponse:
    """An error body in OpenAI's shape, so the openai client raises with our message."""
    return JSONResponse(status_code=status, content={"error": {"message": message, "type": kind}})


def create_app(state: ServingState, api_key: str | None = None) -> FastAPI:
    """The FastAPI application serving ``state``; ``api_key`` set means every route but /healthz needs it."""
    app = FastAPI(title="Tractatus Feedback embedded LLM", docs_url=None, redoc_url=None)

    @app.middleware("http")
    async def require_key(request: Request, call_next):  # noqa: ANN202 - starlette middleware signature
        if api_key and request.url.path != "/healthz":
            given = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
            if not secrets.compare_digest(given, api_key):
                return _error(401, "missing or wrong API key", "authentication_error")
        return await call_next(request)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        reasons = "; ".join(f"{'.'.join(str(p) for p in e['loc'][1:]) or 'body'}: {e['msg']}" for e in exc.errors())
        return _error(400, reasons)

    @app.exception_handler(HTTPException)
    async def http_error(_request: Request, exc: HTTPException) -> JSONResponse:
        return _error(exc.status_code, str(exc.detail), "not_found_error" if exc.status_code == 404 else "invalid_request_error")

    @app.exception_handler(RequestError)
    @app.exception_handler(AdapterError)
    async def bad_request(_request: Request, exc: ValueError) -> JSONResponse:
        return _error(400, str(exc))

    @app.get("/healthz")
    def healthz() -> dict[str, object]:
        stats = state.engine.stats
        batching = {"steps": stats.steps, "mean_sequences": round(stats.mean_sequences, 3), "peak_sequences": stats.peak_sequences}
        return {"status": "ok", "model": state.model_name, "adapter": state.describe(), "batching": batching}

    @app.get("/v1/models")
    def models() -> dict[str, object]:
        data = [{"id": m, "object": "model", "created": 0, "owned_by": "tractatus-feedback"} for m in state.model_ids()]
        return {"object": "list", "data": data}

    @app.get("/admin/adapter")
    def current_adapter() -> dict[str, object]:
        return {"adapter": state.describe()}

    @app.post("/admin/adapter")
    async def switch_adapter(body: AdapterRequest) -> dict[str, object]:
        await run_in_threadpool(state.serve, body.path, body.name)
        return {"adapter": state.describe()}

    @app.post("/v1/chat/completions")
    async def chat_completions(body: ChatCompletionRequest) -> ChatCompletionResponse:
        if body.stream:
            raise HTTPException(400, "stream=true is not supported by the embedded endpoint")
        adapter = await run_in_threadpool(state.resolve, body)
        params = SamplingParams(
            max_tokens=body.max_completion_tokens or body.max_tokens or DEFAULT_MAX_TOKENS,
            temperature=body.temperature,
            top_p=body.top_p,
            seed=body.seed,
            stop=body.stop_strings(),
            frequency_penalty=body.frequency_penalty,
            presence_penalty=body.presence_penalty,
        )
        prompt = state.engine.chat_prompt([m.as_template_message() for m in body.messages])
        result = await run_in_threadpool(state.engine.generate, prompt, body.n, params, adapter)
        completion_tokens = sum(c.completion_tokens for c in result.choices)
        return ChatCompletionResponse(
            id=f"chatcmpl-{secrets.token_hex(12)}",
            created=int(time.time()),
            model=body.model or state.model_name,
            choices=[
                ResponseChoice(index=i, message=ResponseMessage(content=c.text), finish_reason=c.finish_reason)
                for i, c in enumerate(result.choices)
            ],
            usage=Usage(
                prompt_tokens=result.prompt_tokens,
                completion_tokens=completion_tokens,
                total_tokens=result.prompt_tokens + completion_tokens,
            ),
            system_fingerprint=adapter.id if adapter else BASE_MODEL_ALIAS,
        )

    return app


def deployed_adapter(home: Path) -> Path | None:
    """The adapter ``tractatus-feedback deploy`` recorded in ``<home>/deployed.json`` (its last entry serves).

    Read as plain JSON so serving needs no training code; the file's owner is ``training.deployment``.
    """
    path = home / "deployed.json"
    if not path.is_file():
        return None
    history = json.loads(path.read_text()).get("history") or []
    return Path(history[-1]["adapter"]) if history else None


def build_state(adapter: Path | None = None) -> ServingState:
    """Load the engine as the settings describe it and serve ``adapter`` (or the configured one)."""
    from tractatus_feedback.llm.model_files import gguf_path
    from tractatus_feedback.settings import get_settings

    settings = get_settings()
    embedded = settings.llm.embedded
    engine = LlamaEngine(
        gguf_path(),
        n_ctx=embedded.n_ctx,
        threads=embedded.threads,
        max_choices=embedded.max_choices,
        adapter_cache_dir=settings.home / "cache" / "lora-gguf",
    )
    state = ServingState(engine, embedded.model_name)
    initial = adapter or embedded.adapter or deployed_adapter(settings.home)
    if initial:
        state.serve(str(initial))
    return state


def serve(host: str, port: int, adapter: Path | None = None, api_key: str | None = None) -> None:
    """Run the server in the foreground until interrupted."""
    import uvicorn

    state = build_state(adapter)
    app = create_app(state, api_key)
    logger.info("serving %s on http://%s:%d/v1", state.model_name, host, port)
    uvicorn.run(app, host=host, port=port, log_level="warning", access_log=False)


def _exit_when_orphaned(parent_pid: int) -> None:
    """End this server when the process that started it is gone, however it died (even by SIGKILL).

    An on-demand server belongs to its parent; without this, a parent killed mid-run leaves the
    server holding a port, ~400 MB and CPU time on a 2-core machine.
    """

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(1.0)
        logger.warning("parent process %d is gone; stopping the embedded LLM server", parent_pid)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m tractatus_feedback.llm.server`` (the subprocess EmbeddedEndpoint starts)."""
    from tractatus_feedback.settings import get_settings

    embedded = get_settings().llm.embedded
    parser = argparse.ArgumentParser(description="Serve the embedded model over an OpenAI-compatible API.")
    parser.add_argument("--host", default=embedded.host)
    parser.add_argument("--port", type=int, default=embedded.port)
    parser.add_argument("--adapter", type=Path, default=None, help="PEFT LoRA adapter directory to serve")
    parser.add_argument("--parent-pid", type=int, default=None, help="exit when this process is gone")
    args = parser.parse_args(argv)
    if args.parent_pid is not None:
        _exit_when_orphaned(args.parent_pid)
    logging.basicConfig(level=get_settings().log_level.upper(), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    serve(args.host, args.port, args.adapter, embedded.api_key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
