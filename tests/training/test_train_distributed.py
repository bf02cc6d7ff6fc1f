"""Distributed training on loopback: the algorithm with the store server, and two runner processes.

One runner is killed while rollouts are in flight; its rollout is retried on the other runner (the
rollout config allows two attempts and presumes a silent runner dead) and training completes.
"""

from __future__ import annotations

import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

RUNNING = "select count(*) from rollouts where status = 'running'"
CLI = [sys.executable, "-c", "import sys; from tractatus_feedback.cli import main; sys.exit(main(sys.argv[1:]))"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _count(database: Path, query: str) -> int:
    """A count from the store's SQLite file (0 while the store has not created its tables yet)."""
    try:
        with sqlite3.connect(database, timeout=5) as db:
            return db.execute(query).fetchone()[0]
    except sqlite3.Error:
        return 0


def test_distributed_training_survives_a_killed_runner(home: Path) -> None:
    port = _free_port()
    database = home / "store.sqlite3"
    env = {**os.environ, "TRACTATUS_FEEDBACK_HOME": str(home), "TRACTATUS_FEEDBACK_TRAINING__ROLLOUT_UNRESPONSIVE_S": "30"}
    log_path = home / "algorithm.log"  # a file, not a pipe: nobody reads a pipe while the test waits
    log = log_path.open("w")
    algorithm = subprocess.Popen(
        [*CLI, "train", "--mode", "distributed", "--host", "127.0.0.1", "--port", str(port), "--limit", "2",
         "--train-limit", "4", "--iterations", "2", "--tasks", "2", "--drafts", "2", "--max-tokens", "32",
         "--lora-layers", "2"],
        env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    runner_command = [*CLI, "runner", "--store", f"http://127.0.0.1:{port}", "-n", "1"]
    runners = [subprocess.Popen(runner_command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True) for _ in range(2)]
    try:
        deadline = time.monotonic() + 600
        # Both runners busy: whichever is killed, it dies holding a rollout.
        while _count(database, RUNNING) < 2 and algorithm.poll() is None:
            assert time.monotonic() < deadline, "the runners never picked up work"
            time.sleep(0.2)
        os.killpg(runners[0].pid, signal.SIGKILL)
        algorithm.wait(timeout=900)
    finally:
        for runner in runners:
            if runner.poll() is None:
                os.killpg(runner.pid, signal.SIGTERM)
                runner.wait(timeout=30)
        if algorithm.poll() is None:
            algorithm.kill()
        log.close()
    output = log_path.read_text()
    assert algorithm.returncode == 0, output[-3000:]
    assert "run directory:" in output
    run_dir = Path(output.rsplit("run directory:", 1)[1].strip().splitlines()[0])
    assert (run_dir / "summary.json").is_file() and (run_dir / "adapter" / "adapter_config.json").is_file()
    # The killed runner's attempt was declared unresponsive and its rollout finished on a second attempt.
    assert _count(database, "select count(*) from attempts where status = 'unresponsive'") >= 1
    assert _count(database, "select count(*) from rollouts where status != 'succeeded'") == 0
