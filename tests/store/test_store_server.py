"""``tractatus-feedback store serve`` as a separate process: token check, and no acknowledged write lost to SIGKILL."""

from __future__ import annotations

import asyncio
import multiprocessing
import socket
import time
from pathlib import Path

import httpx
import pytest
from agentlightning.emitter.reward import get_reward_value
from agentlightning.types import RolloutConfig
from helpers_store import make_reward_span, make_span

from tractatus_feedback.store.server import TokenLightningStoreClient

pytestmark = pytest.mark.anyio

TOKEN = "s3cret-test-token"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _serve(url: str, port: int) -> None:
    """``tractatus-feedback store serve``, parsed by our command group alone (other groups may be mid-edit)."""
    import argparse

    from tractatus_feedback.cli import store as store_cli

    parser = argparse.ArgumentParser()
    store_cli.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["store", "--url", url, "serve", "--port", str(port), "--token", TOKEN])
    args.handler(args)


def _start_server(url: str, port: int) -> multiprocessing.process.BaseProcess:
    """``store serve`` in a forked child (it inherits the loaded modules, so it starts in a second)."""
    proc = multiprocessing.get_context("fork").Process(target=_serve, args=(url, port), daemon=True)
    proc.start()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/v1/agl/health", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        assert proc.is_alive(), f"store server exited with {proc.exitcode}"
        time.sleep(0.1)
    proc.kill()
    raise AssertionError("store server did not become healthy")


def _client(port: int) -> TokenLightningStoreClient:
    # No client-side retries: a write either is acknowledged or raises, so "acknowledged" is exact.
    return TokenLightningStoreClient(
        f"http://127.0.0.1:{port}", token=TOKEN, retry_delays=(), health_retry_delays=()
    )


async def test_sigkill_loses_no_acknowledged_span_or_reward(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    port = _free_port()
    server = _start_server(url, port)
    try:
        assert httpx.get(f"http://127.0.0.1:{port}/v1/agl/statistics").status_code == 401
        wrong = httpx.get(f"http://127.0.0.1:{port}/v1/agl/statistics", headers={"Authorization": "Bearer nope"})
        assert wrong.status_code == 401

        client = _client(port)
        config = RolloutConfig(timeout_seconds=1.0, max_attempts=2, retry_condition=["timeout"])
        rollout = await client.enqueue_rollout(input={"feedback": "[REDACTED] thanks"}, config=config)
        attempted = await client.dequeue_rollout(worker_id="runner-1")
        rid, aid = rollout.rollout_id, attempted.attempt.attempt_id

        acknowledged: list = []

        async def write_until_failure() -> None:
            seq = 1
            while True:
                span = make_reward_span(rid, aid, seq, seq / 100) if seq % 3 == 0 else make_span(rid, aid, seq)
                await client.add_span(span)
                acknowledged.append(span)
                seq += 1

        writer = asyncio.create_task(write_until_failure())
        while len(acknowledged) < 30:
            await asyncio.sleep(0.01)
        server.kill()  # SIGKILL while the writer is mid-request
        with pytest.raises(Exception):
            await asyncio.wait_for(writer, timeout=60)
        await client.close()
        server.join(10)
        assert server.exitcode == -9
    finally:
        if server.is_alive():
            server.kill()

    server = _start_server(url, port)
    try:
        client = _client(port)
        stored = {s.span_id: s for s in await client.query_spans(rid)}
        missing = [s.span_id for s in acknowledged if s.span_id not in stored]
        assert not missing, f"{len(missing)} acknowledged spans lost"
        rewards = [get_reward_value(s) for s in acknowledged if get_reward_value(s) is not None]
        assert rewards and [get_reward_value(stored[s.span_id]) for s in acknowledged if get_reward_value(s) is not None] == rewards

        # The dead runner's attempt times out and, per its RolloutConfig, the rollout is retried.
        # The store scans for timed-out attempts at most every scan_debounce_seconds (10 s), so
        # the status is polled for longer than that rather than read once.
        deadline = time.monotonic() + 15
        status = (await client.get_rollout_by_id(rid)).status
        while status != "requeuing" and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
            status = (await client.get_rollout_by_id(rid)).status
        assert status == "requeuing"
        retry = await client.dequeue_rollout(worker_id="runner-2")
        assert retry.rollout_id == rid and retry.attempt.sequence_id == 2
        await client.update_attempt(rid, retry.attempt.attempt_id, status="succeeded")
        assert (await client.wait_for_rollouts(rollout_ids=[rid], timeout=0))[0].status == "succeeded"
        await client.close()
    finally:
        server.kill()
        server.join(10)
