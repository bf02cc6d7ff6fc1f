"""``tractatus-feedback governance``: run inbound governance over a JSONL export, or check one text.

``analyze`` streams: it reads a chunk of lines, governs the valid ones with batched NLP, writes one
output line per input line in order, and moves on, so memory stays flat on large exports. A bad line
(not JSON, no text, empty, oversized, binary, not UTF-8) becomes ``{"id", "error"}`` and the rest
goes on; the exit code is 1 if any line failed.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

__all__ = ["register", "parse_line", "result_row"]

logger = logging.getLogger(__name__)

CHUNK_LINES = 256
PROGRESS_MIN_LINES = 200


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("governance", help="inbound/outbound governance over files or one text")
    commands = parser.add_subparsers(dest="governance_command", required=True, metavar="SUBCOMMAND")

    analyze = commands.add_parser("analyze", help="govern every {id, text} line of a JSONL file")
    analyze.add_argument("--in", dest="input", type=Path, required=True, help="input JSONL, one {id, text} per line")
    analyze.add_argument("--out", dest="output", type=Path, required=True, help="output JSONL, one result per line")
    analyze.set_defaults(handler=analyze_command)

    check = commands.add_parser("check", help="govern one text (inbound) or one draft reply (outbound)")
    what = check.add_mutually_exclusive_group(required=True)
    what.add_argument("--text", help="a submission: prints the inbound decision as JSON")
    what.add_argument("--draft", help="a drafted reply: prints the outbound verdict as JSON")
    check.set_defaults(handler=check_command)


def parse_line(raw: bytes, number: int) -> tuple[Any, str | None, str | None]:
    """``(id, text, error)`` for one input line; exactly one of text and error is set."""
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return number, None, "line is not valid UTF-8"
    try:
        row = json.loads(decoded)
    except json.JSONDecodeError:
        return number, None, "line is not valid JSON"
    if not isinstance(row, dict):
        return number, None, "line is not a JSON object"
    row_id = row.get("id", number)
    if "text" not in row:
        return row_id, None, "missing 'text'"
    if not isinstance(row["text"], str):
        return row_id, None, "'text' must be a string"
    return row_id, row["text"], None


def result_row(row_id: Any, result: Any) -> dict[str, Any]:
    """The output line for one governed submission (offsets point into the original text)."""
    return {
        "id": row_id,
        "decision": result.decision.value,
        "rules": [hit.model_dump(mode="json") for hit in result.rules],
        "sentiment": {"label": result.sentiment.label, "score": result.sentiment.score},
        "pii_spans": [{"start": s.start, "end": s.end, "type": s.type} for s in result.pii_spans],
        "redacted_text": result.redacted_text,
    }


def _chunks(handle: IO[bytes]) -> Iterator[list[tuple[int, bytes]]]:
    chunk: list[tuple[int, bytes]] = []
    for number, raw in enumerate(handle, start=1):
        if not raw.strip():
            continue  # blank lines separate nothing and carry no id
        chunk.append((number, raw.rstrip(b"\r\n")))
        if len(chunk) >= CHUNK_LINES:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def analyze_command(args: argparse.Namespace) -> int:
    if not args.input.is_file():
        print(f"error: input file not found: {args.input}", file=sys.stderr)
        return 2
    from tqdm import tqdm

    from tractatus_feedback.governance.engine import Governance
    from tractatus_feedback.governance.validation import InvalidSubmission

    with args.input.open("rb") as counting:
        total = sum(1 for raw in counting if raw.strip())
    governance = Governance()
    failed = done = 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    progress = tqdm(total=total, unit="text", file=sys.stderr, disable=total < PROGRESS_MIN_LINES)
    with args.input.open("rb") as source, args.output.open("w", encoding="utf-8") as sink, progress:
        for chunk in _chunks(source):
            rows: list[dict[str, Any] | None] = []
            valid: list[tuple[int, Any, str]] = []
            for number, raw in chunk:
                row_id, text, error = parse_line(raw, number)
                if error is None:
                    try:
                        valid.append((len(rows), row_id, governance.validate(text)))
                        rows.append(None)
                        continue
                    except InvalidSubmission as exc:
                        error = exc.reason
                rows.append({"id": row_id, "error": error})
                logger.warning("line %d (id %s): %s", number, row_id, error)
                failed += 1
            results = governance.iter_inbound_batch([t for _, _, t in valid], subject_ids=[str(i) for _, i, _ in valid])
            for (slot, row_id, _), result in zip(valid, results):
                rows[slot] = result_row(row_id, result)
            for row in rows:
                sink.write(json.dumps(row, ensure_ascii=False) + "\n")
            done += len(rows)
            progress.update(len(rows))
    logger.info("governed %d lines into %s; %d failed", done, args.output, failed)
    return 1 if failed else 0


def check_command(args: argparse.Namespace) -> int:
    from tractatus_feedback.governance.engine import Governance
    from tractatus_feedback.governance.validation import InvalidSubmission

    governance = Governance()
    try:
        if args.text is not None:
            result = governance.inbound(args.text)
        else:
            result = governance.outbound(args.draft)
    except InvalidSubmission as exc:
        print(json.dumps({"error": exc.reason}))
        return 1
    print(json.dumps(result.model_dump(mode="json"), ensure_ascii=False, indent=2))
    return 0
