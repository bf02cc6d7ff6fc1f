"""``tractatus-feedback eval``: measure governance against the shipped adversarial suite.

``eval adversarial`` governs every case of a split (audit records stay in memory, so an evaluation
never adds to the real audit log) and prints per-class catch rates, PII redaction recall, escalation
recall and the false-positive rate on ordinary feedback, with the issue-7 targets. The exit code is 1
when a target is missed, so CI can gate on it.
"""

from __future__ import annotations

import argparse
import json
import logging

from tractatus_feedback.data.adversarial import BLIND_SPLITS

__all__ = ["register", "adversarial_command"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("eval", help="evaluate governance against the adversarial suite")
    commands = parser.add_subparsers(dest="eval_command", required=True, metavar="SUBCOMMAND")
    adversarial = commands.add_parser("adversarial", help="per-class catch rates on the adversarial input suite")
    adversarial.add_argument(
        "--split", choices=("test", "holdout", *BLIND_SPLITS, "all"), default="test",
        help=(
            "which cases to run (holdout, blind11 and blind12 are never used to tune rules; blind to blind10 are spent; "
            "default: test)"
        ),
    )
    adversarial.add_argument("--json", action="store_true", help="print the report as JSON instead of a table")
    adversarial.set_defaults(handler=adversarial_command)


def adversarial_command(args: argparse.Namespace) -> int:
    from tractatus_feedback.data.adversarial import load_adversarial
    from tractatus_feedback.governance import Governance
    from tractatus_feedback.governance.adversarial import failures, format_table, score
    from tractatus_feedback.governance.audit import MemoryAuditSink

    cases = load_adversarial(args.split)
    governance = Governance(audit=MemoryAuditSink())
    results = governance.inbound_batch([case.text for case in cases])
    report = score(args.split, cases, results)
    print(json.dumps(report.model_dump(), indent=2) if args.json else format_table(report))
    return 1 if failures(report) else 0
