"""The ``tractatus-feedback`` command line: one entry point, one module per command group.

Each command module exposes ``register(subparsers)`` and keeps its heavy imports (torch,
agentlightning, Presidio) inside the handlers, so ``--help`` and light commands start fast.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from importlib import import_module

from tractatus_feedback.settings import get_settings

__all__ = ["main", "build_parser"]

logger = logging.getLogger(__name__)

#: Command modules under ``tractatus_feedback.cli``, in the order ``--help`` lists them.
COMMAND_MODULES: tuple[str, ...] = (
    "oneclick",
    "train",
    "deploy",
    "runs",
    "rollout",
    "runner",
    "governance",
    "data",
    "store",
    "llm",
    "serve",
    "users",
    "eval",
    "study",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tractatus-feedback",
        description="Governed website feedback with an Agent Lightning-trained response agent.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug messages")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        import_module(f"{__name__}.{name}").register(subparsers)
    return parser


def configure_logging(verbose: bool) -> None:
    level = logging.DEBUG if verbose else getattr(logging, get_settings().log_level.upper(), logging.INFO)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr)
    # Libraries that log every request or lifecycle step at INFO; litellm's proxy logs to stdout,
    # which would corrupt ``--json`` output.
    for noisy in (
        "httpx", "httpx2", "urllib3", "presidio-analyzer", "opentelemetry", "LiteLLM", "LiteLLM Proxy", "LiteLLM Router",
        "agentops", "agentlightning",
    ):
        logging.getLogger(noisy).setLevel(max(level, logging.WARNING))


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command and return its exit code (non-zero when anything failed)."""
    args = build_parser().parse_args(argv)
    configure_logging(args.verbose)
    return int(args.handler(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
