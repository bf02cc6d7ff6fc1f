"""``tractatus-feedback serve``: the web app, the model endpoint, the store server and N runners, in one command.

The web app runs in this process. The embedded model endpoint, the store server and the runners
are child processes (a crash in one does not take the site down); they share the store's database
with the app, which queues rollouts in it directly. All children stop when the app stops.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from importlib import import_module
from typing import Any

from tractatus_feedback.settings import Settings, get_settings

__all__ = ["child_command", "register", "run_command", "run_service"]

logger = logging.getLogger(__name__)

_PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>

_CHILD = "import sys; from tractatus_feedback.cli.serve import run_command; sys.exit(run_command(sys.argv[1:]))"


def run_command(argv: list[str]) -> int:
    """Run one ``tractatus-feedback`` command loading only its own module.

    The children of ``serve`` start this way so that a fault in an unrelated command module (or its
    imports) can never stop the store server or the runners from starting.
    """
    from tractatus_feedback.cli import configure_logging

    parser = argparse.ArgumentParser(prog="tractatus-feedback")
    parser.add_argument("-v", "--verbose", action="store_true")
    import_module(f"tractatus_feedback.cli.{argv[0]}").register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    configure_logging(args.verbose)
    return int(args.handler(args) or 0)


def child_command(argv: list[str]) -> list[str]:
    """The command line that runs ``tractatus-feedback ARGV...`` in a child process (see :func:`run_command`)."""
    return [sys.executable, "-c", _CHILD, *argv]


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    service = get_settings().service
    parser = subparsers.add_parser("serve", help="run the web service with its model endpoint, store server and runners")
    parser.add_argument("--host", default=service.host, help="interface of the web app (default %(default)s)")
    parser.add_argument("--port", type=int, default=service.port, help="port of the web app (default %(default)s)")
    parser.add_argument("--runners", type=int, default=service.runners, help="runner processes (default %(default)s)")
    parser.add_argument("--workers", type=int, default=service.workers, help="web worker processes (default %(default)s)")
    parser.add_argument("--store-port", type=int, default=None, help="port of the store server (default: settings; 0 picks a free one)")
    parser.add_argument("--no-endpoint", action="store_true", help="do not start the embedded model (use the configured or a standing one)")
    parser.add_argument("--json-logs", action="store_true", help="log one JSON object per line")
    parser.add_argument("--workers-log", default=None, help="file for the children's output (default <home>/logs/serve-children.log)")
    parser.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    if args.json_logs:
        from tractatus_feedback.service.logs import use_json_logs

        use_json_logs()
    settings = get_settings()
    store_port = settings.store.server_port if args.store_port is None else args.store_port
    return run_service(
        settings, host=args.host, port=args.port, runners=max(0, args.runners), workers=max(1, args.workers),
        store_port=store_port,
        start_endpoint=not args.no_endpoint, children_log=args.workers_log,
    )


def run_service(
    settings: Settings, *, host: str, port: int, runners: int, store_port: int, workers: int = 1,
    start_endpoint: bool = True, children_log: str | None = None,
) -> int:
    """Start everything, serve until interrupted, stop the children; returns an exit code."""
    import uvicorn

    from tractatus_feedback.service.app import create_app
    from tractatus_feedback.service.database import FeedbackDatabase
    from tractatus_feedback.llm import resolve_endpoint
    from tractatus_feedback.service.deployment import record_deployment

    settings.ensure_home()
    # uvicorn re-raises SIGTERM/SIGINT after its graceful shutdown; with this handler that becomes an
    # exception, so the ExitStack below still stops the children instead of the process dying at once.
    signal.signal(signal.SIGTERM, _exit_on_signal)
    log_path = children_log or str(settings.home / "logs" / "serve-children.log")
    os.makedirs(os.path.dirname(log_path), exist_ok=True)
    with contextlib.ExitStack() as stack:
        endpoint = None
        if runners and start_endpoint and not settings.llm.base_url:
            from tractatus_feedback.llm import EmbeddedEndpoint

            endpoint = stack.enter_context(EmbeddedEndpoint(settings)).config
            logger.info("embedded model endpoint at %s", endpoint.base_url)
        if runners:
            from tractatus_feedback.llm.endpoint import free_port

            store_port = store_port or free_port()
            store_url = f"http://127.0.0.1:{store_port}"
            log = stack.enter_context(open(log_path, "ab"))
            stack.enter_context(_child(["store", "serve", "--host", "127.0.0.1", "--port", str(store_port)], log))
            _wait_for_port(store_port, timeout_s=120)
            stack.enter_context(_child(["runner", "--store", store_url, "-n", str(runners)], log))
            logger.info("store server at %s with %d runner(s); their output goes to %s", store_url, runners, log_path)
        resources_id = asyncio.run(_publish(settings, endpoint or resolve_endpoint(settings)))
        database = FeedbackDatabase(settings.database_url, busy_timeout_s=settings.store.busy_timeout_s)
        record_deployment(database, resources_id, "serve")
        database.dispose()
        logger.info("web app on http://%s:%d (%d worker%s)", host, port, workers, "s" if workers > 1 else "")
        if workers == 1:
            app = create_app(settings, endpoint=endpoint, publish=False)
            config = uvicorn.Config(app, host=host, port=port, log_config=None, access_log=False, lifespan="on")
            uvicorn.Server(config).run()
        else:  # each worker process builds its app (and its governance) from the same environment
            uvicorn.run("tractatus_feedback.service.app:worker_app", factory=True, workers=workers, host=host,
                        port=port, log_config=None, access_log=False)
    return 0


async def _publish(settings: Settings, endpoint: Any) -> str:
    """Publish the serving resources once, before any web worker starts (an ``EndpointConfig``)."""
    from tractatus_feedback.service.deployment import publish_resources
    from tractatus_feedback.store import open_store

    store = open_store(settings.store_url)
    try:
        return await publish_resources(store, endpoint)
    finally:
        await store.close()


@contextlib.contextmanager
def _child(args: list[str], log) -> Iterator[subprocess.Popen[bytes]]:  # noqa: ANN001 - a binary file
    """A child ``tractatus-feedback`` command in its own process group, stopped (then killed) on exit."""
    process = subprocess.Popen(
        child_command(args), stdout=log, stderr=subprocess.STDOUT, start_new_session=True, preexec_fn=_die_with_parent
    )
    try:
        yield process
    finally:
        _stop(process)


def _exit_on_signal(signum: int, _frame: object) -> None:
    raise SystemExit(0)


def _die_with_parent() -> None:
    """In the child, before exec: ask Linux to send SIGTERM if ``serve`` dies without stopping it (SIGKILL, OOM)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def _wait_for_port(port: int, *, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            return
        time.sleep(0.25)
    raise RuntimeError(f"the store server did not open port {port} within {timeout_s:.0f}s")
