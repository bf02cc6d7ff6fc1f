"""``tractatus-feedback runner``: runner processes that draft replies for a store served elsewhere.

This is the scale-out unit: start ``store serve`` once, then runners on any host that can reach it.
Each runner claims queued rollouts, drafts with whatever resource version the rollout names, and
writes spans and rewards back; a runner that dies has its rollout retried per its RolloutConfig.
"""

from __future__ import annotations

import argparse
import logging
from urllib.parse import urlparse

from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:
    settings = get_settings()
    default_url = f"http://{settings.store.server_host}:{settings.store.server_port}"
    parser = subparsers.add_parser("runner", help="run agent runner processes against a store server")
    parser.add_argument("--store", default=default_url, help=f"store server URL (default {default_url})")
    parser.add_argument("-n", "--runners", type=int, default=settings.service.runners or 1, help="runner processes")
    parser.set_defaults(handler=_runner)


def _runner(args: argparse.Namespace) -> int:
    import agentlightning as agl

    from tractatus_feedback.agent.response_agent import FeedbackResponseAgent
    from tractatus_feedback.training.harness import runner_spec

    url = urlparse(args.store)
    if not url.hostname or not url.port:
        raise SystemExit(f"--store must look like http://HOST:PORT, got {args.store!r}")
    strategy = agl.ClientServerExecutionStrategy(
        role="runner", server_host=url.hostname, server_port=url.port, n_runners=args.runners
    )
    trainer = agl.Trainer(
        strategy=strategy,
        runner=runner_spec(),
    )
    logger.info("%d runner(s) polling %s", args.runners, args.store)
    trainer.fit(FeedbackResponseAgent())
    return 0
