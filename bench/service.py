"""Load test of the feedback intake: requests/s and latency at 1, 10 and 50 concurrent clients, then a loss check.

The service runs in its own process (the real app: governance, feedback database, store queue; no
runners, so drafting does not compete for the two cores); this process is the load generator, on
loopback, with aiohttp. Each level is bounded by a request count and a time limit. Texts are the
100 examples of the shipped dataset (praise, bug reports, PII-laden, abuse, injections...), cycled.
Afterwards every acknowledged reference id is looked up in the feedback database, and every allowed
one must have its rollout in the store: an acknowledgment that is not stored counts as lost.

"max" levels are closed loops (each client sends again as soon as it is answered): they measure the
most the service sustains, and by Little's law their mean latency is clients / throughput (50 clients
at 100 req/s cannot wait less than 500 ms on average). The paced level offers a fixed arrival rate
spread over its clients, which is how visitors arrive, and measures latency at that load.

The per-client rate limit is switched off for the run (one loopback address would hit it at once);
it is tested in tests/service/test_service_security.py.

Usage: ``.venv/bin/python bench/service.py [--workers 2] [--levels 1,10,50] [--requests 300,1500,3000] [--seconds 60]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
import httpx

from tractatus_feedback.data.loader import load_examples

SERVER = """
import logging, sys
logging.basicConfig(level=logging.WARNING)
from tractatus_feedback.cli.serve import run_service
from tractatus_feedback.settings import get_settings
sys.exit(run_service(get_settings(), host="127.0.0.1", port=int(sys.argv[1]), runners=0, store_port=0,
                     workers=int(sys.argv[2])))
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


async def load_level(
    url: str, texts: list[str], clients: int, count: int, seconds: float, rate: float = 0.0
) -> dict[str, object]:
    """``clients`` concurrent clients; closed loop (each sends as soon as its answer arrives) when ``rate`` is 0,
    else request k is due at ``k / rate`` seconds and its latency counts from then (no coordinated omission).
    """
    latencies: list[float] = []
    errors: dict[str, int] = {}
    acknowledged: list[str] = []
    issued = 0
    deadline = time.monotonic() + seconds
    origin = time.perf_counter()

    async def client(session: aiohttp.ClientSession) -> None:
        nonlocal issued
        while issued < count and time.monotonic() < deadline:
            index = issued
            issued += 1
            body = {"text": texts[index % len(texts)]}
            start = time.perf_counter()
            if rate > 0:
                due = origin + index / rate
                if due > start:
                    await asyncio.sleep(due - start)
                start = due
            try:
                async with session.post(f"{url}/api/feedback", json=body) as response:
                    payload = await response.read()
                    elapsed = time.perf_counter() - start
                    if response.status == 202:
                        acknowledged.append(json.loads(payload)["reference_id"])
                        latencies.append(elapsed)
                    else:
                        errors[str(response.status)] = errors.get(str(response.status), 0) + 1
            except aiohttp.ClientError as error:
                errors[type(error).__name__] = errors.get(type(error).__name__, 0) + 1

    connector = aiohttp.TCPConnector(limit=clients)
    async with aiohttp.ClientSession(connector=connector) as session:
        started = time.perf_counter()
        await asyncio.gather(*(client(session) for _ in range(clients)))
        wall = time.perf_counter() - started
    return {
        "clients": clients,
        "offered": f"{rate:g}/s" if rate else "max",
        "requests": len(latencies) + sum(errors.values()),
        "ok": len(latencies),
        "errors": errors,
        "req_per_s": len(latencies) / wall if wall else 0.0,
        "p50_ms": 1000 * percentile(latencies, 50) if latencies else float("nan"),
        "p95_ms": 1000 * percentile(latencies, 95) if latencies else float("nan"),
        "p99_ms": 1000 * percentile(latencies, 99) if latencies else float("nan"),
        "mean_ms": 1000 * statistics.fmean(latencies) if latencies else float("nan"),
        "acknowledged": acknowledged,
    }


def check_nothing_lost(home: Path, acknowledged: list[str]) -> dict[str, int]:
    """Every acknowledged id must be a row; every allowed row must have its rollout in the store."""
    feedback = sqlite3.connect(home / "feedback.sqlite3")
    store = sqlite3.connect(home / "store.sqlite3")
    try:
        rows = dict(feedback.execute("select id, rollout_id from submissions where decision = 'ALLOW'").fetchall())
        stored = {row[0] for row in feedback.execute("select id from submissions")}
        rollout_ids = {row[0] for row in store.execute("select rollout_id from rollouts")}
    finally:
        feedback.close()
        store.close()
    missing_rows = [ref for ref in acknowledged if ref not in stored]
    missing_rollouts = [ref for ref, rollout in rows.items() if ref in set(acknowledged) and rollout not in rollout_ids]
    return {
        "acknowledged": len(acknowledged),
        "in_database": len(acknowledged) - len(missing_rows),
        "allowed_queued": len([r for r in rows if r in set(acknowledged)]) - len(missing_rollouts),
        "lost": len(missing_rows) + len(missing_rollouts),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="1,10,50", help="concurrent clients per level")
    parser.add_argument("--requests", default="300,1500,3000", help="request budget per level")
    parser.add_argument("--seconds", type=float, default=60.0, help="time limit per level")
    parser.add_argument("--workers", type=int, default=2, help="web worker processes of the service")
    parser.add_argument("--paced", default="50@100", help="also CLIENTS@RATE: that many clients offering RATE req/s in total ('' to skip)")
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    budgets = [int(x) for x in args.requests.split(",")]
    texts = [example.text for example in load_examples()]

    home = Path(tempfile.mkdtemp(prefix="bench-service-"))
    port = free_port()
    env = {**os.environ, "TRACTATUS_FEEDBACK_HOME": str(home), "TRACTATUS_FEEDBACK_SERVICE__RATE_LIMIT_PER_MINUTE": "0"}
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(port), str(args.workers)], env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        started = time.monotonic()
        ready_in_a_row = 0  # every worker must be ready, and each probe may reach any of them
        while time.monotonic() - started < 300:
            try:
                ready_in_a_row = ready_in_a_row + 1 if httpx.get(f"{url}/readyz", timeout=2).status_code == 200 else 0
            except httpx.HTTPError:
                ready_in_a_row = 0
            if ready_in_a_row >= 10:
                break
            if server.poll() is not None:
                raise SystemExit("the service exited during start-up")
            time.sleep(0.5 if ready_in_a_row == 0 else 0.05)
        else:
            raise SystemExit("the service was not ready within 300 s")
        print(f"service ready after {time.monotonic() - started:.1f} s (home {home})")
        asyncio.run(load_level(url, texts, 10, 100, 30))  # warm-up, not reported
        results = [asyncio.run(load_level(url, texts, c, n, args.seconds)) for c, n in zip(levels, budgets)]
        if args.paced:
            clients, rate = (float(x) for x in args.paced.split("@"))
            count = int(rate * min(args.seconds, 15))
            results.append(asyncio.run(load_level(url, texts, int(clients), count, args.seconds, rate=rate)))
        time.sleep(1.0)
        acknowledged = [ref for result in results for ref in result.pop("acknowledged")]  # type: ignore[union-attr]
        loss = check_nothing_lost(home, acknowledged)
    finally:
        server.terminate()
        server.wait(timeout=30)

    print(f"\nintake load test on {os.cpu_count()} cores, {args.workers} web worker(s); server and client share the cores")
    print(f"{'clients':>7} {'offered':>8} {'requests':>8} {'errors':>6} {'req/s':>7} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'mean ms':>7}")
    for r in results:
        print(f"{r['clients']:>7} {r['offered']:>8} {r['requests']:>8} {sum(r['errors'].values()):>6} {r['req_per_s']:>7.1f} "  # type: ignore[union-attr]
              f"{r['p50_ms']:>7.1f} {r['p95_ms']:>7.1f} {r['p99_ms']:>7.1f} {r['mean_ms']:>7.1f}")
        if r["errors"]:
            print(f"        errors by kind: {r['errors']}")
    print(f"\nloss check: {json.dumps(loss)}")
    return 0 if loss["lost"] == 0 and all(not r["errors"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
