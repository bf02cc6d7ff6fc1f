"""The one-click run: baseline evaluation -> GRPO training -> final evaluation, on the embedded model.

Everything happens in one Agent Lightning ``Trainer`` session (client-server strategy, forked runners,
the persistent store), so the runners start and load governance once, and the baseline, the training
rollouts and the final evaluation go through exactly the same agent code path. The time budget covers
the whole run: training gets what is left after the baseline, minus the final evaluation's expected
time, which the training iterations keep re-estimating (:func:`final_evaluation_estimate`).
"""

from __future__ import annotations

import logging
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import agentlightning as agl
from tqdm.auto import tqdm

from tractatus_feedback.agent import FeedbackTask, default_prompt_template
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE
from tractatus_feedback.data import load_examples
from tractatus_feedback.governance import Governance
from tractatus_feedback.settings import Settings
from tractatus_feedback.store import open_store
from tractatus_feedback.training.evaluation import GovernedSplit, govern_examples
from tractatus_feedback.training.grpo import AdapterServer, GRPOAlgorithm, GRPOConfig, IterationLog
from tractatus_feedback.training.harness import run_algorithm
from tractatus_feedback.training.metrics import summarize
from tractatus_feedback.training.report import TrainingReport, new_run_dir, write_training_report
from tractatus_feedback.training.rollouts import FinishedRollout, run_tasks

__all__ = [
    "BASE_MODEL", "OneclickAlgorithm", "OneclickResult", "calls_per_rollout", "final_evaluation_estimate", "run_oneclick",
]

logger = logging.getLogger(__name__)

#: The embedded endpoint's name for the plain model, whatever adapter it serves.
BASE_MODEL = "base"
#: Seconds kept free at the end for the report.
REPORT_RESERVE_S = 15.0
#: The final evaluation's time reserved before training has measured anything, as a multiple of the
#: baseline's: final evaluations took 1.05-1.75x their baseline before evaluation redrafted (README).
FINAL_EVALUATION_RESERVE = 1.5
#: The margin on the measured estimate (:func:`final_evaluation_estimate`): what the training iterations
#: cannot show, the adapter's own cost against the plain model's, the policy's draft lengths, the
#: machine's drift and the evaluation's sampling noise.
FINAL_EVALUATION_MARGIN = 1.3
#: Iterations compared at each end of training for the estimate.
ESTIMATE_WINDOW = 3


@dataclass(frozen=True)
class OneclickResult:
    run_dir: Path
    report: TrainingReport

    @property
    def ok(self) -> bool:
        return self.report.after is not None and self.report.after.n_failed == 0


class OneclickAlgorithm(agl.Algorithm):
    """Baseline on ``val_dataset``, GRPO on ``train_dataset``, final evaluation on ``val_dataset``."""

    def __init__(
        self,
        grpo: GRPOAlgorithm,
        *,
        eval_sampling: dict[str, Any],
        budget_s: float,
        started: float,
    ) -> None:
        super().__init__()
        self.grpo = grpo
        self.eval_sampling = eval_sampling  # its "n" is the drafts scored per validation task
        self.budget_s = budget_s
        self.started = started
        self.baseline: list[FinishedRollout] = []
        self.final: list[FinishedRollout] = []
        self.baseline_resources_id = ""
        self.final_resources_id = ""
        self.phase_seconds: dict[str, float] = {}
        self.final_estimate_s: float | None = None  # what training kept free for the final evaluation

    async def _evaluate(self, store: agl.LightningStore, tasks: list[FeedbackTask], resources_id: str, phase: str) -> list[FinishedRollout]:
        return await run_tasks(
            store,
            tasks,
            resources_id=resources_id,
            mode="val",
            metadata={**self.grpo.metadata, "phase": phase},
            config=self.grpo.config.rollout_config(),
            progress=phase,
        )

    async def run(
        self,
        train_dataset: agl.Dataset[FeedbackTask] | None = None,
        val_dataset: agl.Dataset[FeedbackTask] | None = None,
    ) -> None:
        store = self.get_store()
        val = list(val_dataset or [])
        train = list(train_dataset or [])
        server = self.grpo.server
        # The policy loads before the baseline, not beside it: the reserve for the final evaluation is
        # a multiple of the baseline's seconds, and a new checkout's first load de-quantises the weights
        # (31 s alone, over a minute beside drafting): sharing the cores, it stretched a baseline to
        # 152 s and the reserve to 217 s for a final evaluation of 94 s, two updates' worth (README).
        clock = time.monotonic()
        await self.grpo.ensure_policy()
        self.phase_seconds["policy_load"] = time.monotonic() - clock

        clock = time.monotonic()
        base = agl.LLM(
            endpoint=server.endpoint.base_url, model=BASE_MODEL, api_key=server.endpoint.api_key,
            sampling_parameters=dict(self.eval_sampling),
        )
        update = await store.add_resources({LLM_RESOURCE: base, PROMPT_RESOURCE: self.grpo.prompt_template})
        self.baseline_resources_id = update.resources_id
        self.baseline = await self._evaluate(store, val, update.resources_id, "baseline")
        evaluation_s = time.monotonic() - clock
        self.phase_seconds["baseline"] = evaluation_s

        clock = time.monotonic()
        left = self.budget_s - (time.monotonic() - self.started) - REPORT_RESERVE_S
        baseline_calls = calls_per_rollout(self.baseline)
        self.grpo.config = replace(self.grpo.config, time_budget_s=max(0.0, left))
        self.grpo.reserve_s = lambda iterations: final_evaluation_estimate(evaluation_s, baseline_calls, iterations)
        logger.info(
            "training for up to %.0f s less the final evaluation's (%.0f s before training)",
            max(0.0, left), self.grpo.reserve_s([]),
        )
        await self.grpo.train(store, train)
        self.phase_seconds["train"] = time.monotonic() - clock
        self.final_estimate_s = self.grpo.reserve_s(self.grpo.iterations)

        clock = time.monotonic()
        self.final_resources_id, _ = await self.grpo.publish(
            store, f"{self.grpo.metadata['run_id']}-final", self.eval_sampling, directory=self.grpo.adapter_dir
        )
        self.final = await self._evaluate(store, val, self.final_resources_id, "final")
        self.phase_seconds["final"] = time.monotonic() - clock


def final_evaluation_estimate(
    baseline_s: float, baseline_calls_per_rollout: float, iterations: Sequence[IterationLog]
) -> float:
    """Seconds to keep free for the final evaluation, re-estimated as training goes.

    The final evaluation is the baseline again with the policy changed, and what training measures
    of that change is how often governance blocks a draft (each blocked evaluation draft is
    redrafted, an extra call); the baseline's calls per rollout say how much of its time redrafts
    took. A fixed multiple of the baseline reserved about twice what final evaluations used once they
    redrafted (212 s for 107 s, README), two iterations' worth; the blocked counts are smoothed by one
    so that a window without violations does not promise a free evaluation. The iterations' drafting
    seconds are not used: they followed the machine more than the policy (a one-click run of the fourth
    session of 2026-12-07: training drafts went from 19 to 35 s an iteration and its updates, which
    the endpoint has no part in, from 25 to 32 s, while the final evaluation took 0.84x the baseline),
    and their ratio reserved 214 s for a 102 s evaluation.
    """
    if len(iterations) < 2:
        return FINAL_EVALUATION_RESERVE * baseline_s
    window = min(ESTIMATE_WINDOW, len(iterations) // 2)
    first, last = iterations[:window], iterations[-window:]
    blocked = (sum(log.violations for log in last) + 1) / (sum(log.violations for log in first) + 1)
    redrafts = max(baseline_calls_per_rollout - 1.0, 0.0)
    calls = (1.0 + redrafts * blocked) / (1.0 + redrafts)
    return FINAL_EVALUATION_MARGIN * baseline_s * calls


def calls_per_rollout(finished: Sequence[FinishedRollout]) -> float:
    """LLM calls per rollout (a rollout's drafts share its calls): 1.0 when nothing was redrafted."""
    calls = {item.rollout.rollout_id: item.outcome.llm_calls for item in finished}
    return statistics.fmean(calls.values()) if calls else 1.0


@dataclass
class _Progress:
    """A progress bar over training iterations that shows the reward as it moves."""

    bar: tqdm = field(default_factory=lambda: tqdm(desc="train", unit="it", leave=False))

    def __call__(self, log: IterationLog) -> None:
        self.bar.update(1)
        self.bar.set_postfix(reward=f"{log.mean_reward:.3f}", violations=log.violations, s=f"{log.seconds:.0f}")


def governed_split(name: str, limit: int | None = None) -> GovernedSplit:
    split = govern_examples(load_examples(name), Governance())
    for mismatch in split.decision_mismatches:
        logger.warning("governance decision differs from the dataset label: %s", mismatch)
    if limit:
        split.tasks = split.tasks[:limit]
    return split


def run_oneclick(
    settings: Settings,
    *,
    runners: int,
    config: GRPOConfig,
    budget_s: float,
    limit: int | None = None,
    train_limit: int | None = None,
    label: str = "oneclick",
    serve_at: tuple[str, int] | None = None,
) -> OneclickResult:
    """Run baseline -> train -> final evaluation and write ``<home>/runs/<id>/``; see the module docstring."""
    from tractatus_feedback.llm import EmbeddedEndpoint

    started = time.monotonic()
    run_dir = new_run_dir(settings.ensure_home() / "runs", label)
    logger.info("run directory: %s", run_dir)
    val = governed_split("val", limit)
    train = governed_split("train", train_limit)
    store = open_store(settings.store_url)
    # No fixed seed: a task's evaluation drafts must differ, or drafting it several times would add nothing.
    eval_drafts = settings.training.eval_drafts_per_task
    eval_sampling = {"temperature": settings.llm.temperature, "max_tokens": config.max_tokens, "n": eval_drafts}
    progress = _Progress()
    with EmbeddedEndpoint(settings) as endpoint:
        grpo = GRPOAlgorithm(
            config,
            server=AdapterServer(endpoint),
            prompt_template=default_prompt_template(),
            work_dir=run_dir,
            cache_dir=settings.home / "cache" / "hf-model",
            metadata={"run_id": run_dir.name},
            on_iteration=progress,
        )
        algorithm = OneclickAlgorithm(
            grpo, eval_sampling=eval_sampling, budget_s=budget_s, started=started
        )
        run_algorithm(
            algorithm, store=store, n_runners=runners, train_dataset=train.tasks, val_dataset=val.tasks, serve_at=serve_at
        )
    progress.bar.close()

    table_shape = {
        "n_tasks": len(val.tasks), "drafts_per_task": eval_drafts, "escalations": len(val.escalated), "blocked": len(val.blocked)
    }
    report = TrainingReport(
        run_id=run_dir.name,
        algorithm="grpo",
        config=config,
        runners=runners,
        before=summarize(algorithm.baseline, **table_shape),
        after=summarize(algorithm.final, **table_shape),
        before_rollouts=algorithm.baseline,
        after_rollouts=algorithm.final,
        iterations=grpo.iterations,
        resources={"baseline": algorithm.baseline_resources_id, "final": algorithm.final_resources_id},
        phase_seconds=algorithm.phase_seconds,
        adapter_dir=grpo.adapter_dir,
        adapter_norm_before=grpo.initial_adapter_norm,
        adapter_norm_after=grpo.policy.adapter_norm() if grpo.policy else None,
        wall_seconds=time.monotonic() - started,
        governance_decision_mismatches=val.decision_mismatches,
        extra={"final_evaluation_estimate_s": algorithm.final_estimate_s},
    )
    write_training_report(run_dir, report)
    return OneclickResult(run_dir=run_dir, report=report)
