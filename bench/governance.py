"""Prints governance figures measured side by side in one run: speed, PII accuracy, sentiment accuracy.

Speed: texts/s and p50/p95 latency of our full inbound call (validation, PII, sentiment, rules,
learned second opinion, audit record) against a bare Presidio ``AnalyzerEngine`` with the same spaCy
model, one text at a time and batched, on the same texts; and the second opinion's own share. PII:
span-overlap precision/recall/F1 and character-masking recall/precision on ``bench/data/pii_eval.jsonl``,
ours against Presidio's default recognizers.
Sentiment: macro-F1 of ours against VADER on every ``bench/data/sentiment/*.jsonl`` file.

Usage: ``.venv/bin/python bench/governance.py [--repeat N]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import yaml
from presidio_analyzer import AnalyzerEngine, BatchAnalyzerEngine
from presidio_analyzer.nlp_engine import NlpEngineProvider

from sentiment_eval import macro_f1, vader_label  # bench/ is on sys.path when run as a script

from tractatus_feedback.governance.audit import MemoryAuditSink
from tractatus_feedback.governance.engine import Governance
from tractatus_feedback.governance.pii.registry import patch_tldextract

DATA = Path(__file__).resolve().parent / "data"
THRESHOLD = 0.4  # our score threshold, also applied to Presidio in the "threshold 0.4" row
Span = tuple[int, int]


def bare_presidio(model_name: str) -> AnalyzerEngine:
    """Presidio's defaults (all default recognizers, its spacy.yaml NER mapping) on our offline model."""
    import presidio_analyzer

    conf = yaml.safe_load((Path(presidio_analyzer.__file__).parent / "conf" / "spacy.yaml").read_text())
    conf["models"] = [{"lang_code": "en", "model_name": model_name}]
    return AnalyzerEngine(nlp_engine=NlpEngineProvider(nlp_configuration=conf).create_engine(), supported_languages=["en"])


def timed(call: Callable[[str], object], texts: Sequence[str]) -> tuple[float, float, float]:
    """(texts/s, p50 ms, p95 ms) calling one text at a time."""
    latencies = []
    for text in texts:
        start = time.perf_counter()
        call(text)
        latencies.append(time.perf_counter() - start)
    ordered = sorted(latencies)
    return len(texts) / sum(latencies), 1000 * statistics.median(ordered), 1000 * ordered[int(0.95 * (len(ordered) - 1))]


def timed_batch(call: Callable[[list[str]], object], texts: list[str]) -> float:
    start = time.perf_counter()
    call(texts)
    return len(texts) / (time.perf_counter() - start)


def overlap_scores(gold: list[list[Span]], pred: list[list[Span]]) -> tuple[float, float, float]:
    """Span-overlap precision, recall, F1: a span counts when it overlaps any span on the other side."""
    def hits(a: list[Span], b: list[Span]) -> int:
        return sum(any(s < e2 and s2 < e for s2, e2 in b) for s, e in a)

    tp_pred = sum(hits(p, g) for g, p in zip(gold, pred))
    tp_gold = sum(hits(g, p) for g, p in zip(gold, pred))
    n_pred, n_gold = sum(map(len, pred)), sum(map(len, gold))
    precision, recall = tp_pred / max(n_pred, 1), tp_gold / max(n_gold, 1)
    return precision, recall, 2 * precision * recall / max(precision + recall, 1e-9)


def masking_scores(gold: list[list[Span]], pred: list[list[Span]]) -> tuple[float, float]:
    """Character-masking recall and precision: PII characters hidden, hidden characters that were PII."""
    both = n_gold = n_pred = 0
    for g, p in zip(gold, pred):
        gc = {i for s, e in g for i in range(s, e)}
        pc = {i for s, e in p for i in range(s, e)}
        both, n_gold, n_pred = both + len(gc & pc), n_gold + len(gc), n_pred + len(pc)
    return both / max(n_gold, 1), both / max(n_pred, 1)


def real_pii_counts(governance: Governance, presidio: AnalyzerEngine, files: list[Path]) -> None:
    """How often each PII type fires on real, unlabelled text (the sentiment files): a false-positive smell test."""
    texts = [json.loads(line)["text"] for path in files for line in path.read_text(encoding="utf-8").splitlines() if line]
    ours: dict[str, int] = {}
    for spans in governance.detector.detect_batch(texts):
        for span in spans:
            ours[span.type] = ours.get(span.type, 0) + 1
    theirs: dict[str, int] = {}
    for text in texts:
        for result in presidio.analyze(text, language="en", score_threshold=THRESHOLD):
            theirs[result.entity_type] = theirs.get(result.entity_type, 0) + 1
    print(f"\n== spans flagged on {len(texts)} real tweets (no PII labels; most are @company handles and names)")
    for name, counts in (("ours", ours), (f"presidio (threshold {THRESHOLD})", theirs)):
        print(f"{name:28} " + ", ".join(f"{t} {n}" for t, n in sorted(counts.items(), key=lambda kv: -kv[1])))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="copies of the eval texts in the speed runs")
    args = parser.parse_args()

    rows = [json.loads(line) for line in (DATA / "pii_eval.jsonl").read_text(encoding="utf-8").splitlines()]
    texts = [r["text"] for r in rows]
    gold = [[(s["start"], s["end"]) for s in r["spans"]] for r in rows]

    patch_tldextract()
    started = time.perf_counter()
    governance = Governance(audit=MemoryAuditSink())
    governance.inbound("warm-up text from Dave at dave@example.com")
    ours_build = time.perf_counter() - started
    started = time.perf_counter()
    presidio = bare_presidio(governance.settings.governance.spacy_model)
    presidio.analyze("warm-up text from Dave at dave@example.com", language="en")
    presidio_build = time.perf_counter() - started
    batch_presidio = BatchAnalyzerEngine(presidio)
    bs = governance.settings.governance.batch_size

    speed_texts = texts * args.repeat
    print(f"== speed: {len(speed_texts)} texts (mean {statistics.mean(map(len, texts)):.0f} chars), "
          f"build ours {ours_build:.1f}s, presidio {presidio_build:.1f}s")
    p_single = timed(lambda t: presidio.analyze(t, language="en"), speed_texts)
    o_single = timed(governance.inbound, speed_texts)
    p_batch = timed_batch(lambda ts: batch_presidio.analyze_iterator(ts, "en", batch_size=bs), speed_texts)
    o_batch = timed_batch(governance.inbound_batch, speed_texts)
    print(f"{'':38} {'texts/s':>8} {'p50 ms':>7} {'p95 ms':>7}")
    print(f"{'bare Presidio analyze (single)':38} {p_single[0]:8.1f} {p_single[1]:7.2f} {p_single[2]:7.2f}")
    print(f"{'our full inbound (single)':38} {o_single[0]:8.1f} {o_single[1]:7.2f} {o_single[2]:7.2f}")
    print(f"{'bare Presidio BatchAnalyzerEngine':38} {p_batch:8.1f}")
    print(f"{'our full inbound_batch':38} {o_batch:8.1f}")
    print(f"ratio ours/presidio: single {o_single[0] / p_single[0]:.2f}, batch {o_batch / p_batch:.2f}")
    redacted = [result.redacted_text for result in governance.inbound_batch(texts)]
    c_single = timed(governance.second_opinion.check, redacted * args.repeat)
    print(f"{'learned second opinion alone (single)':38} {c_single[0]:8.1f} {c_single[1]:7.2f} {c_single[2]:7.2f}")

    print(f"\n== PII on {len(rows)} labelled texts ({sum(map(len, gold))} spans), type-agnostic matching")
    ours_pred = [[(s.start, s.end) for s in spans] for spans in governance.detector.detect_batch(texts)]
    raw = [presidio.analyze(t, language="en") for t in texts]
    systems = {
        "ours": ours_pred,
        "presidio defaults (threshold 0)": [[(r.start, r.end) for r in rs] for rs in raw],
        f"presidio defaults (threshold {THRESHOLD})": [[(r.start, r.end) for r in rs if r.score >= THRESHOLD] for rs in raw],
    }
    print(f"{'':34} {'span P':>7} {'span R':>7} {'span F1':>7} {'mask R':>7} {'mask P':>7}")
    for name, pred in systems.items():
        p, r, f = overlap_scores(gold, pred)
        mr, mp = masking_scores(gold, pred)
        print(f"{name:34} {p:7.3f} {r:7.3f} {f:7.3f} {mr:7.3f} {mp:7.3f}")
    per_type: dict[str, list[int]] = {}
    for row, pred in zip(rows, ours_pred):
        for s in row["spans"]:
            counts = per_type.setdefault(s["type"], [0, 0])
            counts[0] += any(s["start"] < e and b < s["end"] for b, e in pred)
            counts[1] += 1
    print("ours, span recall by type: " + ", ".join(f"{t} {h}/{n}" for t, (h, n) in sorted(per_type.items())))

    files = sorted((DATA / "sentiment").glob("*.jsonl"))
    if not files:
        print("\n== sentiment: no files in bench/data/sentiment/")
        return
    real_pii_counts(governance, presidio, files)
    from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

    vader = SentimentIntensityAnalyzer()
    print(f"\n== sentiment macro-F1 (3 classes; VADER compound >= 0.05 positive, <= -0.05 negative)")
    print(f"{'file':28} {'n':>5} {'ours':>6} {'VADER':>6}")
    for path in files:
        srows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        stexts, sgold = [r["text"] for r in srows], [r["label"] for r in srows]
        ours = [s.label for s in governance.sentiment.analyze_batch(stexts)]
        vad = [vader_label(vader.polarity_scores(t)["compound"]) for t in stexts]
        print(f"{path.name:28} {len(srows):5d} {macro_f1(sgold, ours):6.3f} {macro_f1(sgold, vad):6.3f}")


if __name__ == "__main__":
    main()
