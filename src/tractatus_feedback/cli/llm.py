"""``tractatus-feedback llm``: serve the embedded model, or ask the configured endpoint one question."""

from __future__ import annotations

import argparse
import json
import logging
from pathlib import Path

from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("llm", help="the model endpoint: serve the embedded model, quick chat")
    commands = parser.add_subparsers(dest="llm_command", required=True, metavar="SUBCOMMAND")

    embedded = get_settings().llm.embedded
    serve = commands.add_parser("serve", help="serve SmolLM2 over an OpenAI-compatible API until interrupted")
    serve.add_argument("--host", default=embedded.host, help=f"address to bind (default {embedded.host})")
    serve.add_argument("--port", type=int, default=embedded.port, help=f"port (default {embedded.port})")
    serve.add_argument("--adapter", type=Path, default=None, help="PEFT LoRA adapter directory to serve")
    serve.set_defaults(handler=_serve)

    chat = commands.add_parser("chat", help="send one message to the configured (or embedded) endpoint")
    chat.add_argument("message")
    chat.add_argument("--max-tokens", type=int, default=get_settings().llm.max_tokens)
    chat.add_argument("--temperature", type=float, default=get_settings().llm.temperature)
    chat.add_argument("--seed", type=int, default=None)
    chat.add_argument("--json", action="store_true", help="print the whole response as JSON")
    chat.set_defaults(handler=_chat)


def _serve(args: argparse.Namespace) -> int:
    from tractatus_feedback.llm.server import serve

    serve(args.host, args.port, args.adapter, get_settings().llm.embedded.api_key)
    return 0


def _chat(args: argparse.Namespace) -> int:
    from openai import OpenAI, OpenAIError

    from tractatus_feedback.llm import EndpointError, open_endpoint

    try:
        with open_endpoint() as endpoint:
            client = OpenAI(base_url=endpoint.base_url, api_key=endpoint.api_key, timeout=get_settings().llm.timeout_s)
            response = client.chat.completions.create(
                model=endpoint.model,
                messages=[{"role": "user", "content": args.message}],
                max_tokens=args.max_tokens,
                temperature=args.temperature,
                seed=args.seed,
            )
    except (EndpointError, OpenAIError) as exc:
        logger.error("the model endpoint failed: %s", exc)
        return 1
    if args.json:
        print(json.dumps(response.model_dump(), indent=2))
    else:
        print(response.choices[0].message.content)
    return 0
