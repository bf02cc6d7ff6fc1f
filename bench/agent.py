"""Benchmark of the response agent: the draft on the embedded endpoint, and rollouts/s through the Trainer.

Prints, side by side in one run:
  * tokens/s and p50/p95 latency of a 120-token draft on the embedded endpoint against llama.cpp
    in-process on the same GGUF file (``bench/llm_engine.py`` measures; see it for the method);
  * rollouts/s of the real agent (governance, draft, outbound checks, reward, spans in the SQLite
    store) through ``agl.Trainer`` with 1, 2 and 4 runner processes, on the same validation tasks
    (the endpoint batches the runners' concurrent requests together).

Usage: ``.venv/bin/python bench/agent.py [--runs 8] [--tasks 12]``.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

from llm_engine import bench_endpoint, bench_llama_cpp  # bench/ is on sys.path when run as a script

from tractatus_feedback.agent import default_prompt_template
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE
from tractatus_feedback.data import load_examples
from tractatus_feedback.governance import Governance
from tractatus_feedback.settings import Settings
from tractatus_feedback.store import open_store
from tractatus_feedback.training.evaluation import EvaluationAlgorithm, govern_examples
from tractatus_feedback.training.harness import run_algorithm, serving_llm


def bench_trainer(n_tasks: int) -> dict[int, float]:
    tasks = govern_examples(load_examples("val"), Governance()).tasks[:n_tasks]
    rates: dict[int, float] = {}
    with serving_llm(Settings()) as llm, tempfile.TemporaryDirectory() as scratch:
        for runners in (1, 2, 4):
            algorithm = EvaluationAlgorithm({LLM_RESOURCE: llm, PROMPT_RESOURCE: default_prompt_template()})
            store = open_store(f"sqlite:///{scratch}/store-{runners}.sqlite3")
            started = time.perf_counter()
            run_algorithm(algorithm, store=store, n_runners=runners, val_dataset=tasks)
            elapsed = time.perf_counter() - started
            done = sum(item.succeeded for item in algorithm.finished)
            rates[runners] = done / elapsed
            print(f"Trainer, {runners} runner(s): {done}/{len(tasks)} rollouts in {elapsed:6.1f} s "
                  f"= {rates[runners]:.3f} rollouts/s (includes runner start-up)")
    return rates


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8, help="draft timings per engine")
    parser.add_argument("--tasks", type=int, default=12, help="validation tasks per Trainer run")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores")
    one, _, _ = bench_endpoint(args.runs)
    reference = bench_llama_cpp(args.runs)
    rates = bench_trainer(args.tasks)
    print(f"embedded / llama.cpp tokens/s ratio: {one['tok_s'] / reference['tok_s']:.2f} (target >= 0.8)")
    print(f"120-token draft p50: {one['p50']:.2f} s (target <= 3 s)")
    for runners in (2, 4):
        print(f"{runners} runners / 1 runner rollouts/s: {rates[runners] / rates[1]:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
