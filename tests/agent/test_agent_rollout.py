"""Real rollouts of the response agent through the Trainer, the persistent store and a runner process."""

from __future__ import annotations

import asyncio
import http.server
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import agentlightning as agl
import pytest

from tractatus_feedback.agent import FeedbackTask, default_prompt_template, outcome_from_spans
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE
from tractatus_feedback.governance.types import Decision
from tractatus_feedback.reward import COMPONENTS
from tractatus_feedback.store import open_store
from tractatus_feedback.training.evaluation import EvaluationAlgorithm, govern_examples
from tractatus_feedback.data import load_examples
from tractatus_feedback.training.harness import run_algorithm
from tractatus_feedback.training.rollouts import FinishedRollout

if TYPE_CHECKING:
    from tractatus_feedback.governance import Governance


def _run(store_url: str, llm: agl.LLM, tasks: list[FeedbackTask]) -> list[FinishedRollout]:
    algorithm = EvaluationAlgorithm({LLM_RESOURCE: llm, PROMPT_RESOURCE: default_prompt_template()}, deadline_s=240)
    run_algorithm(algorithm, store=open_store(store_url), n_runners=1, val_dataset=tasks)
    return algorithm.finished


@pytest.fixture(scope="module")
def allowed_task(governance: object) -> FeedbackTask:
    split = govern_examples([e for e in load_examples("val") if e.category == "bug_report"][:1], governance)
    assert split.tasks, "the first validation bug report must pass inbound governance"
    return split.tasks[0]


def test_spans_of_a_real_rollout_are_persisted(tmp_path: Path, embedded_llm: agl.LLM, allowed_task: FeedbackTask) -> None:
    store_url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    [finished] = _run(store_url, embedded_llm, [allowed_task])
    assert finished.rollout.status == "succeeded"

    # A fresh store object on the same file: what the runner wrote survived the trainer's exit.
    spans = asyncio.run(open_store(store_url).query_spans(finished.rollout.rollout_id, "latest"))
    outcome = outcome_from_spans(spans)
    assert outcome.prompt and allowed_task.feedback in outcome.prompt
    assert outcome.draft and len(outcome.draft.split()) > 3
    assert outcome.llm_calls >= 1, [span.name for span in spans]
    assert set(COMPONENTS) | {"total"} <= set(outcome.rewards)
    assert 0.0 <= outcome.rewards["total"] <= 1.0
    assert outcome.sendable is not None


def test_a_rollout_asking_for_n_drafts_scores_each_one(
    tmp_path: Path, embedded_llm: agl.LLM, allowed_task: FeedbackTask, governance: Governance
) -> None:
    group = embedded_llm.model_copy(update={"sampling_parameters": {**embedded_llm.sampling_parameters, "n": 3}})
    finished = _run(f"sqlite:///{tmp_path / 'store.sqlite3'}", group, [allowed_task])

    assert [item.choice for item in finished] == [0, 1, 2]
    assert len({item.rollout.rollout_id for item in finished}) == 1
    assert len({item.outcome.draft for item in finished}) == 3, "sampled drafts of one prompt should differ"
    for item in finished:
        assert item.outcome.prompt and allowed_task.feedback in item.outcome.prompt
        assert item.outcome.sendable is not None
        assert set(COMPONENTS) | {"total"} <= set(item.outcome.rewards)
        # Where governance located a draft's violations travels with the draft, through the store.
        outbound = governance.outbound(item.outcome.draft or "", feedback=allowed_task.feedback)
        assert (item.outcome.violations, item.outcome.located) == (outbound.rule_ids, outbound.located)
    # The three drafts come from one request; each round of redrafting blocked ones adds one.
    assert finished[0].outcome.llm_calls == 1 + max(len(item.outcome.redrafted_from) for item in finished)


def test_escalated_task_never_reaches_the_model(tmp_path: Path, embedded_llm: agl.LLM, allowed_task: FeedbackTask) -> None:
    escalated = allowed_task.model_copy(update={"task_id": "escalated", "decision": Decision.ESCALATE})
    [finished] = _run(f"sqlite:///{tmp_path / 'store.sqlite3'}", embedded_llm, [escalated])
    assert finished.outcome.refusal and "ESCALATE" in finished.outcome.refusal
    assert finished.outcome.llm_calls == 0 and finished.outcome.draft is None and not finished.outcome.rewards


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class _GarbageHandler(http.server.BaseHTTPRequestHandler):
    """An endpoint that answers every call with HTTP 200 and a body that is not a completion."""

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        self.rfile.read(int(self.headers.get("content-length", 0)))
        body = b"<html>definitely not json"
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def garbage_endpoint() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _GarbageHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


@pytest.mark.parametrize("endpoint_kind", ["unreachable", "garbage"])
def test_endpoint_faults_fail_the_rollout_with_a_recorded_exception(
    tmp_path: Path, allowed_task: FeedbackTask, endpoint_kind: str, request: pytest.FixtureRequest
) -> None:
    url = (
        f"http://127.0.0.1:{_closed_port()}/v1"
        if endpoint_kind == "unreachable"
        else request.getfixturevalue("garbage_endpoint")
    )
    other = allowed_task.model_copy(update={"task_id": "second"})
    finished = _run(f"sqlite:///{tmp_path / 'store.sqlite3'}", agl.LLM(endpoint=url, model="m"), [allowed_task, other])
    assert len(finished) == 2, "every rollout must end; a broken endpoint must not hang the run"
    for item in finished:
        assert item.rollout.status == "failed"
        assert any("DraftingError" in error for error in item.outcome.exceptions), item.outcome.exceptions
        assert item.outcome.draft is None and not item.outcome.rewards
