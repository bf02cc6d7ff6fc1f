"""``tractatus-feedback llm chat`` against a configured endpoint, and its failure when none answers."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path


def _chat(base_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = os.environ | {"TRACTATUS_FEEDBACK_LLM__BASE_URL": base_url, "TRACTATUS_FEEDBACK_LLM__MODEL": "smollm2-135m-instruct"}
    command = [str(Path(sys.executable).parent / "tractatus-feedback"), "llm", "chat", *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)


def test_chat_prints_the_reply_of_the_configured_endpoint(endpoint) -> None:  # noqa: ANN001
    result = _chat(endpoint.base_url, "Say hello.", "--max-tokens", "8", "--seed", "1", "--json")
    assert result.returncode == 0, result.stderr
    response = json.loads(result.stdout)
    assert response["usage"]["completion_tokens"] <= 8
    assert response["choices"][0]["message"]["content"]


def test_chat_fails_cleanly_when_the_endpoint_is_down() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        dead_port = sock.getsockname()[1]
    result = _chat(f"http://127.0.0.1:{dead_port}/v1", "Say hello.")
    assert result.returncode == 1
    assert "the model endpoint failed" in result.stderr
    assert "Traceback" not in result.stderr


def test_embedded_server_ends_when_its_parent_is_killed(tmp_path) -> None:  # noqa: ANN001
    """A caller killed mid-run must not leave the model server behind."""
    import signal
    import time

    script = tmp_path / "parent.py"
    script.write_text(
        "import os, time\n"
        "from tractatus_feedback.llm import EmbeddedEndpoint\n"
        "endpoint = EmbeddedEndpoint().start()\n"
        "print(endpoint._process.pid, flush=True)\n"
        "time.sleep(600)\n"
    )
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    server_pid = int(parent.stdout.readline())
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            os.kill(server_pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.3)
    os.kill(server_pid, signal.SIGKILL)
    raise AssertionError("the embedded server outlived its killed parent")
