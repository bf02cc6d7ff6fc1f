"""Redrafting what outbound governance blocks, against a scripted OpenAI-compatible endpoint.

The endpoint is a stand-in for a third-party model (it answers with the replies it is given, in
order); the agent, governance, the store and the runner are the real ones.
"""

from __future__ import annotations

import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import agentlightning as agl
import pytest

from tractatus_feedback.agent import FeedbackTask, default_prompt_template
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE, FeedbackResponseAgent
from tractatus_feedback.data import load_examples
from tractatus_feedback.settings import get_settings
from tractatus_feedback.store import open_store
from tractatus_feedback.training.evaluation import EvaluationAlgorithm, govern_examples
from tractatus_feedback.training.harness import run_algorithm
from tractatus_feedback.training.rollouts import FinishedRollout

PROMISE = "Thank you for the report. We will fix the download link by Friday."
CLEAN = (
    "Thank you for telling us about the broken download link. We are looking into the error you saw, "
    "and a moderator will follow up here once we know more about its cause."
)


class _ScriptedEndpoint(http.server.ThreadingHTTPServer):
    """Answers each chat completion with the next ``n`` replies of its script (the last one repeats)."""

    def __init__(self, script: list[str]) -> None:
        super().__init__(("127.0.0.1", 0), _ScriptedHandler)
        self.script = list(script)
        self.requests: list[dict[str, object]] = []


class _ScriptedHandler(http.server.BaseHTTPRequestHandler):
    server: _ScriptedEndpoint

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        request = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))))
        self.server.requests.append(request)
        replies = [self.server.script.pop(0) if len(self.server.script) > 1 else self.server.script[0]
                   for _ in range(int(request.get("n") or 1))]
        body = json.dumps({
            "id": "scripted", "object": "chat.completion", "created": 0, "model": request["model"],
            "choices": [
                {"index": index, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}
                for index, text in enumerate(replies)
            ],
        }).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def _serve(script: list[str]) -> Iterator[_ScriptedEndpoint]:
    server = _ScriptedEndpoint(script)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()


@pytest.fixture(scope="module")
def bug_report(governance: object) -> FeedbackTask:
    return govern_examples([e for e in load_examples("val") if e.category == "bug_report"][:1], governance).tasks[0]


def _evaluate(tmp_path: Path, server: _ScriptedEndpoint, task: FeedbackTask, n: int) -> list[FinishedRollout]:
    llm = agl.LLM(endpoint=f"http://127.0.0.1:{server.server_address[1]}/v1", model="scripted",
                  sampling_parameters={"n": n})
    algorithm = EvaluationAlgorithm({LLM_RESOURCE: llm, PROMPT_RESOURCE: default_prompt_template()}, deadline_s=120)
    run_algorithm(algorithm, store=open_store(f"sqlite:///{tmp_path / 'store.sqlite3'}"), n_runners=1, val_dataset=[task])
    return algorithm.finished


def test_a_blocked_draft_is_replaced_and_its_rules_kept(tmp_path: Path, bug_report: FeedbackTask) -> None:
    # Choice 0 is blocked twice before a clean draft; choice 1 is clean from the start.
    for server in _serve([PROMISE, CLEAN, PROMISE, CLEAN]):
        first, second = _evaluate(tmp_path, server, bug_report, n=2)
        assert [request.get("n", 1) for request in server.requests] == [2, 1, 1], "only the blocked choice is redrafted"

    assert (first.outcome.draft, first.outcome.sendable) == (CLEAN, True)
    assert first.outcome.redrafted_from == [["outbound.unauthorized_promise"]] * 2
    assert first.outcome.first_attempt_blocked and first.outcome.total and first.outcome.total > 0
    assert (second.outcome.draft, second.outcome.redrafted_from) == (CLEAN, [])
    assert not second.outcome.first_attempt_blocked
    # What the policy wrote unaided: the blocked first attempt at the floor, the clean one as delivered.
    assert (first.outcome.first_attempt_total, second.outcome.first_attempt_total) == (0.0, second.outcome.total)


def test_a_draft_still_blocked_when_the_budget_is_spent_is_delivered_blocked(
    tmp_path: Path, bug_report: FeedbackTask
) -> None:
    budget = get_settings().llm.redrafts
    for server in _serve([PROMISE]):
        [item] = _evaluate(tmp_path, server, bug_report, n=1)
        assert len(server.requests) == 1 + budget

    assert item.outcome.draft == PROMISE and item.outcome.sendable is False
    assert item.outcome.total == 0.0, "a violation is never rewarded"
    assert len(item.outcome.redrafted_from) == budget


def test_training_rollouts_are_never_redrafted(bug_report: FeedbackTask) -> None:
    rollout = agl.Rollout(rollout_id="ro", input=bug_report.model_dump(mode="json"), start_time=0.0, mode="train")
    assert FeedbackResponseAgent().redraft_budget(rollout) == 0
    assert FeedbackResponseAgent().redraft_budget(rollout.model_copy(update={"mode": "val"})) == get_settings().llm.redrafts > 0
