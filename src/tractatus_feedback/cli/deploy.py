"""``tractatus-feedback deploy RUN_ID`` / ``deploy --rollback``: choose the adapter the endpoint serves."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("deploy", help="serve a training run's adapter (or --rollback to the previous one)")
    parser.add_argument("run_id", nargs="?", help="run directory name under <home>/runs")
    parser.add_argument("--rollback", action="store_true", help="return to the previously deployed adapter")
    parser.set_defaults(handler=_deploy)


def _deploy(args: argparse.Namespace) -> int:
    from tractatus_feedback.training.deployment import DeploymentError, deploy, rollback

    settings = get_settings()
    home = settings.ensure_home()
    if args.rollback == bool(args.run_id):
        print("give either RUN_ID or --rollback")
        return 2
    try:
        if args.rollback:
            current = rollback(home)
            adapter = Path(current.adapter) if current else None
            print(f"now serving: {current.run_id if current else 'the base model'}")
        else:
            entry = deploy(home, args.run_id)
            adapter = Path(entry.adapter)
            print(f"deployed {entry.run_id}: {entry.adapter}")
    except DeploymentError as error:
        print(f"deploy failed: {error}")
        return 1
    _switch_standing_server(adapter)
    return 0


def _switch_standing_server(adapter: Path | None) -> None:
    """A running ``llm serve`` switches at once; servers started later read ``deployed.json``."""
    import httpx

    from tractatus_feedback.llm import EmbeddedEndpoint, EndpointError

    standing = EmbeddedEndpoint(get_settings(), port=get_settings().llm.embedded.port)
    try:
        standing.set_adapter(adapter, name="deployed")
        print(f"switched the running endpoint at {standing.base_url}")
    except (EndpointError, httpx.HTTPError) as error:  # nothing listening is the usual, fine case
        logger.debug("no standing endpoint switched: %s", error)
