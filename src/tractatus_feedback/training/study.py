"""The governance study: the same agent trained from the same start with governance enforced, and without.

For every seed, two runs (arms) start from the same LoRA initialisation and the same task order and get
the same number of GRPO iterations: *governed* (outbound governance enforced, violating drafts at the
floor reward and never sent, escalated and blocked submissions never drafted) and *ungoverned* (reward
only: governance runs and is recorded on every draft but enforces nothing). Both train on the same
ALLOWed training submissions; each run ends with an evaluation on the whole validation split, escalated
and blocked submissions included. ``study_agent`` explains how one rollout is treated in each arm.

Everything happens in one Agent Lightning ``Trainer`` session, as in ``oneclick``: runners, governance
and the endpoint start once; each run only builds a fresh policy.

Budget: ``budget_s`` covers the whole study. The base model is evaluated once per arm first (which also
measures what an evaluation costs); unless ``iterations`` is given, the first run trains for its share
of what is left and every later run gets the same number of iterations, so the arms are compared at an
equal budget. A later run that is slower stops early rather than overrun, and the report says so.
"""

from __future__ import annotations

import gc
import logging
import statistics
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import agentlightning as agl
from tqdm.auto import tqdm

from tractatus_feedback.agent import FeedbackTask
from tractatus_feedback.agent.prompts import default_prompt_template
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE
from tractatus_feedback.data import load_examples
from tractatus_feedback.governance import Governance
from tractatus_feedback.governance.types import Decision
from tractatus_feedback.settings import Settings
from tractatus_feedback.store import open_store
from tractatus_feedback.training.grpo import AdapterServer, GRPOAlgorithm, GRPOConfig, IterationLog
from tractatus_feedback.training.harness import run_algorithm
from tractatus_feedback.training.oneclick import BASE_MODEL, governed_split
from tractatus_feedback.training.report import new_run_dir
from tractatus_feedback.training.rollouts import FinishedRollout, run_tasks
from tractatus_feedback.training.study_agent import GovernanceStudyAgent, RewardVariant, StudyArm
from tractatus_feedback.training.study_metrics import Tally, tally

__all__ = ["ArmRun", "StudyAlgorithm", "StudyConfig", "StudyResult", "run_study", "study_tasks"]

logger = logging.getLogger(__name__)

#: Seconds kept free at the end for the report and plots.
REPORT_RESERVE_S = 20.0
#: A final evaluation also publishes an adapter and may draft longer than the base model: plan 20% more.
EVALUATION_MARGIN = 1.2
#: ``max_iterations`` of a run whose length the time budget decides.
UNBOUNDED = 100_000
#: The first run fits its iteration count, which every later run repeats, into this part of its share:
#: later runs draft from drifted policies, often slower (the 2026-12-01 rerun gave one run 21 of 34
#: iterations when the first run had used its whole share).
FIRST_RUN_SHARE = 0.8


@dataclass(frozen=True)
class StudyConfig:
    """What the study compares and for how long; ``grpo`` is each run's batch shape and optimizer."""

    grpo: GRPOConfig = field(default_factory=GRPOConfig)
    seeds: tuple[int, ...] = (0, 1, 2)
    reward: RewardVariant = "adversarial"
    iterations: int | None = None  # None: the budget decides, through the first run
    budget_s: float = 45 * 60.0
    eval_limit: int | None = None  # only the first N ALLOWed validation submissions (the others always)
    train_limit: int | None = None

    def arms(self) -> tuple[StudyArm, StudyArm]:
        return StudyArm("enforced", self.reward), StudyArm("measured", self.reward)


@dataclass
class ArmRun:
    """One arm trained with one seed: what every iteration did, and the final evaluation."""

    seed: int
    arm: StudyArm
    run_id: str
    iterations: list[Tally] = field(default_factory=list)
    logs: list[IterationLog] = field(default_factory=list)
    final: Tally | None = None
    final_rollouts: list[FinishedRollout] = field(default_factory=list)
    adapter_dir: Path | None = None
    seconds: dict[str, float] = field(default_factory=dict)


@dataclass
class StudyResult:
    run_dir: Path
    config: StudyConfig
    baseline: dict[str, Tally]
    runs: list[ArmRun]
    phase_seconds: dict[str, float]
    wall_seconds: float = 0.0

    def runs_of(self, arm: str) -> list[ArmRun]:
        """The runs of one arm ("governed" or "ungoverned"), by seed."""
        return sorted((run for run in self.runs if run.arm.name == arm), key=lambda run: run.seed)

    @property
    def equal_budget(self) -> bool:
        """Whether every run got the same number of iterations (a slow run may have been cut short)."""
        return len({len(run.logs) for run in self.runs}) <= 1

    @property
    def ok(self) -> bool:
        """Every planned run finished with a final evaluation and no failed drafts."""
        planned = len(self.config.seeds) * 2
        return len(self.runs) == planned and all(run.final is not None and run.final.failed == 0 for run in self.runs)


def study_tasks(split: str, limit: int | None = None, governance: Governance | None = None) -> list[FeedbackTask]:
    """Every submission of ``split`` as a task carrying its inbound decision: the ALLOWed ones (the first
    ``limit``), then the escalated and blocked ones, which only the ungoverned arm drafts."""
    examples = load_examples(split)
    results = (governance or Governance()).inbound_batch([example.text for example in examples])
    tasks = [
        FeedbackTask.from_inbound(example.id, inbound, category=example.category, key_points=tuple(example.key_points))
        for example, inbound in zip(examples, results)
    ]
    allowed = [task for task in tasks if task.decision == Decision.ALLOW]
    return allowed[:limit] + [task for task in tasks if task.decision != Decision.ALLOW]


class StudyAlgorithm(agl.Algorithm):
    """Baselines, then for every seed a governed and an ungoverned GRPO run, each with its final evaluation."""

    def __init__(
        self,
        config: StudyConfig,
        *,
        server: AdapterServer,
        run_dir: Path,
        cache_dir: Path,
        eval_sampling: dict[str, Any],
        started: float,
    ) -> None:
        super().__init__()
        self.config = config
        self.server = server
        self.prompt_template = default_prompt_template()
        self.run_dir = run_dir
        self.cache_dir = cache_dir
        self.eval_sampling = eval_sampling
        self.started = started
        self.baseline: dict[str, Tally] = {}
        self.runs: list[ArmRun] = []
        self.phase_seconds: dict[str, float] = {}
        self.progress = tqdm(desc="study", unit="it", leave=False)

    async def run(
        self,
        train_dataset: agl.Dataset[FeedbackTask] | None = None,
        val_dataset: agl.Dataset[FeedbackTask] | None = None,
    ) -> None:
        store = self.get_store()
        train, val = list(train_dataset or []), list(val_dataset or [])
        clock = time.monotonic()
        endpoint = self.server.endpoint
        base = agl.LLM(endpoint=endpoint.base_url, model=BASE_MODEL, api_key=endpoint.api_key,
                       sampling_parameters=dict(self.eval_sampling))
        update = await store.add_resources({LLM_RESOURCE: base, PROMPT_RESOURCE: self.prompt_template})
        for arm in self.config.arms():
            finished = await self._evaluate(store, val, update.resources_id, arm, f"{self.run_dir.name}-base", "baseline")
            self.baseline[arm.name] = tally(finished, arm)
        self.phase_seconds["baseline"] = time.monotonic() - clock
        evaluation_s = [self.phase_seconds["baseline"] / 2]

        clock = time.monotonic()
        plan = [(seed, arm) for seed in self.config.seeds for arm in self.config.arms()]
        iterations = self.config.iterations
        if iterations is not None:
            self.progress.reset(total=iterations * len(plan))
        for index, (seed, arm) in enumerate(plan):
            remaining = len(plan) - index
            left = (self.config.budget_s - (time.monotonic() - self.started)
                    - remaining * EVALUATION_MARGIN * statistics.fmean(evaluation_s) - REPORT_RESERVE_S)
            trained = [run.seconds["train"] for run in self.runs]
            # The first run takes most of its share; later ones whatever the remaining runs will not need.
            if trained:
                limit_s = left - (remaining - 1) * statistics.fmean(trained)
            else:
                limit_s = FIRST_RUN_SHARE * left / remaining
            run = await self._run_arm(store, seed, arm, train, val, iterations or UNBOUNDED, max(1.0, limit_s))
            self.runs.append(run)
            evaluation_s.append(run.seconds["evaluate"])
            if iterations is None:
                iterations = max(1, len(run.logs))
                logger.info("every run gets %d iterations (what the first run fitted in %.0f s)", iterations, limit_s)
                self.progress.reset(total=iterations * len(plan))
                self.progress.update(len(run.logs))
        self.phase_seconds["runs"] = time.monotonic() - clock
        self.progress.close()

    async def _evaluate(
        self, store: agl.LightningStore, tasks: list[FeedbackTask], resources_id: str, arm: StudyArm, run_id: str, phase: str
    ) -> list[FinishedRollout]:
        return await run_tasks(
            store,
            tasks,
            resources_id=resources_id,
            mode="val",
            metadata={"run_id": run_id, "study_id": self.run_dir.name, "phase": phase, **arm.metadata()},
            config=self.config.grpo.rollout_config(),
            progress=f"{phase} {arm.name}",
        )

    async def _run_arm(
        self, store: agl.LightningStore, seed: int, arm: StudyArm, train: list[FeedbackTask], val: list[FeedbackTask],
        max_iterations: int, limit_s: float,
    ) -> ArmRun:
        """Train a fresh policy for ``seed`` in ``arm``, evaluate it, and free it before the next run."""
        run = ArmRun(seed=seed, arm=arm, run_id=f"{self.run_dir.name}-seed{seed}-{arm.name}")
        grpo_config = self.config.grpo
        # Blame is governance's credit assignment: the ungoverned arm, whose reward governance must not
        # shape, learns from its name-inventing drafts by their reward like any other. Credit for the
        # quality reward's phrases stays off in both arms: the study optimizes the adversarial reward. One
        # optimizer step per batch, as in the study's recorded runs (the one-click's second PPO epoch was
        # measured with credit on, README).
        blame_coef = grpo_config.policy.blame_coef if arm.enforced else 0.0
        grpo_config = replace(
            grpo_config, seed=seed, max_iterations=max_iterations, time_budget_s=limit_s,
            policy=replace(grpo_config.policy, seed=seed, blame_coef=blame_coef, credit_coef=0.0, epochs=1),
        )

        def on_iteration(log: IterationLog) -> None:
            latest = run.iterations[-1]
            self.progress.update(1)
            self.progress.set_postfix(seed=seed, arm=arm.name, task_reward=f"{latest.task_reward:.3f}",
                                      attempted=f"{latest.per_draft(latest.attempted):.2f}", s=f"{log.seconds:.0f}")

        grpo = GRPOAlgorithm(
            grpo_config,
            server=self.server,
            prompt_template=self.prompt_template,
            work_dir=self.run_dir / f"seed{seed}-{arm.name}",
            cache_dir=self.cache_dir,
            metadata={"run_id": run.run_id, "study_id": self.run_dir.name, "seed": seed, **arm.metadata()},
            on_iteration=on_iteration,
            on_rollouts=lambda _iteration, finished: run.iterations.append(tally(finished, arm)),
        )
        logger.info("run %s: up to %d iterations in %.0f s", run.run_id, max_iterations, limit_s)
        clock = time.monotonic()
        run.adapter_dir = await grpo.train(store, train)
        run.logs = list(grpo.iterations)
        run.seconds["train"] = time.monotonic() - clock

        clock = time.monotonic()
        resources_id, _ = await grpo.publish(store, f"{run.run_id}-final", self.eval_sampling, directory=run.adapter_dir)
        run.final_rollouts = await self._evaluate(store, val, resources_id, arm, run.run_id, "final")
        run.final = tally(run.final_rollouts, arm)
        run.seconds["evaluate"] = time.monotonic() - clock
        grpo.policy = None  # the next run builds its own from the same base weights
        gc.collect()
        return run


def run_study(settings: Settings, config: StudyConfig, *, runners: int, label: str = "study") -> StudyResult:
    """Run the whole study and write ``<home>/runs/<id>/`` (study.md, study.json, plots); see the module docstring."""
    from tractatus_feedback.llm import EmbeddedEndpoint
    from tractatus_feedback.training.study_report import write_study_report

    started = time.monotonic()
    run_dir = new_run_dir(settings.ensure_home() / "runs", label)
    logger.info("study directory: %s", run_dir)
    governance = Governance()
    train = governed_split("train", config.train_limit)
    val = study_tasks("val", config.eval_limit, governance)
    eval_sampling = {"temperature": settings.llm.temperature, "max_tokens": config.grpo.max_tokens, "seed": 0}
    with EmbeddedEndpoint(settings) as endpoint:
        algorithm = StudyAlgorithm(
            config,
            server=AdapterServer(endpoint),
            run_dir=run_dir,
            cache_dir=settings.home / "cache" / "hf-model",
            eval_sampling=eval_sampling,
            started=started,
        )
        run_algorithm(
            algorithm, store=open_store(settings.store_url), n_runners=runners, agent=GovernanceStudyAgent(),
            train_dataset=train.tasks, val_dataset=val,
        )
    result = StudyResult(
        run_dir=run_dir,
        config=config,
        baseline=algorithm.baseline,
        runs=algorithm.runs,
        phase_seconds=algorithm.phase_seconds,
    )
    result.wall_seconds = time.monotonic() - started
    write_study_report(result)
    return result
