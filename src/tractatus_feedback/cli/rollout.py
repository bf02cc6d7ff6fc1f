"""``tractatus-feedback rollout``: one submission end to end, the whole pipeline in one command.

Inbound governance, then (if allowed) the agent through the Trainer, the store and a runner, outbound
governance and the reward; it prints what a moderator would see and how many spans the store holds.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from uuid import uuid4

from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("rollout", help="run one submission through governance, the agent and the reward")
    parser.add_argument("--text", required=True, help="the feedback text")
    parser.add_argument("--category", default="general", help="category label passed to the prompt")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=_rollout)


def _rollout(args: argparse.Namespace) -> int:
    from tractatus_feedback.agent import FeedbackTask, default_prompt_template
    from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE
    from tractatus_feedback.governance import Governance
    from tractatus_feedback.governance.validation import InvalidSubmission
    from tractatus_feedback.store import open_store
    from tractatus_feedback.training.evaluation import EvaluationAlgorithm
    from tractatus_feedback.training.harness import run_algorithm, serving_llm

    settings = get_settings()
    try:
        inbound = Governance().inbound(args.text)
    except InvalidSubmission as error:
        print(f"rejected: {error}", file=sys.stderr)
        return 2
    report: dict[str, object] = {
        "decision": inbound.decision.value,
        "rules": [hit.rule_id for hit in inbound.rules],
        "sentiment": inbound.sentiment.model_dump(),
        "redacted_text": inbound.redacted_text,
        "pii_types": inbound.pii_types,
    }
    if inbound.decision.value == "ALLOW":
        task = FeedbackTask.from_inbound(f"cli-{uuid4().hex[:8]}", inbound, category=args.category)
        store = open_store(settings.store_url)
        with serving_llm(settings) as llm:
            algorithm = EvaluationAlgorithm(
                {LLM_RESOURCE: llm, PROMPT_RESOURCE: default_prompt_template()}, metadata={"source": "cli"}
            )
            run_algorithm(algorithm, store=store, n_runners=1, val_dataset=[task])
        finished = algorithm.finished[0] if algorithm.finished else None
        outcome = finished.outcome if finished else None
        report.update(
            rollout_id=finished.rollout.rollout_id if finished else None,
            status=finished.rollout.status if finished else "unfinished",
            draft=outcome.draft if outcome else None,
            sendable=outcome.sendable if outcome else None,
            violations=outcome.violations if outcome else [],
            redrafted_from=outcome.redrafted_from if outcome else [],
            reward=outcome.rewards if outcome else {},
            spans=outcome.span_count if outcome else 0,
            llm_calls=outcome.llm_calls if outcome else 0,
            errors=outcome.exceptions if outcome else [],
        )
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0 if report.get("status", "succeeded") == "succeeded" else 1
