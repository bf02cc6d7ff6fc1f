"""``tractatus-feedback data``: generate synthetic feedback sets and show what a set holds."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

__all__ = ["register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("data", help="generate and inspect the synthetic feedback dataset")
    commands = parser.add_subparsers(dest="data_command", required=True, metavar="SUBCOMMAND")

    generate = commands.add_parser("generate", help="write N labelled examples as JSONL (deterministic per seed)")
    generate.add_argument("--n", type=int, default=100, help="number of examples (default 100)")
    generate.add_argument("--seed", type=int, default=0, help="random seed (default 0, the shipped set)")
    generate.add_argument("--out", type=Path, help="output file (default: standard output)")
    generate.set_defaults(handler=_generate)

    show = commands.add_parser("show", help="counts by category, split and decision")
    show.add_argument("--file", type=Path, help="a JSONL dataset (default: the shipped set)")
    show.set_defaults(handler=_show)


def _generate(args: argparse.Namespace) -> int:
    from tractatus_feedback.data import generate, write_jsonl

    if args.n < 0:
        print("error: --n must be >= 0", file=sys.stderr)
        return 2
    examples = generate(args.n, args.seed)
    if args.out is None:
        write_jsonl(examples, sys.stdout)
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as stream:
        count = write_jsonl(examples, stream)
    print(f"wrote {count} examples to {args.out}", file=sys.stderr)
    return 0


def _show(args: argparse.Namespace) -> int:
    from tractatus_feedback.data import SHIPPED_FILE, load_examples, read_jsonl

    if args.file is not None and not args.file.is_file():
        print(f"error: no such file: {args.file}", file=sys.stderr)
        return 2
    examples = read_jsonl(args.file) if args.file else load_examples()
    print(f"{args.file or SHIPPED_FILE}: {len(examples)} examples")
    by_category = Counter((e.category, e.split) for e in examples)
    print(f"\n{'category':<20}{'train':>7}{'val':>7}")
    for category in sorted({e.category for e in examples}):
        print(f"{category:<20}{by_category[category, 'train']:>7}{by_category[category, 'val']:>7}")
    for label, key in (("split", "split"), ("decision", "expected_decision"), ("sentiment", "sentiment")):
        counts = Counter(getattr(e, key) for e in examples)
        print(f"\n{label}: " + ", ".join(f"{name}={count}" for name, count in sorted(counts.items())))
    return 0
