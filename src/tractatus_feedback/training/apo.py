"""Prompt optimization with Agent Lightning's APO: rewrite the agent's prompt template to raise the reward.

APO asks an OpenAI-compatible model for critiques ("textual gradients") of the template from scored
rollouts and for edited templates, and keeps a beam of the best ones. It publishes only the prompt
template as a resource, so the runners' agent here is given the drafting LLM as a fixed resource.
The run is baseline evaluation -> APO -> evaluation of the best template, with the same report as GRPO.
Any capable endpoint set in ``llm.base_url`` does the critiquing; the embedded 135 M model only proves
the plumbing (its critiques are poor).
"""

from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import agentlightning as agl
from openai import AsyncOpenAI

from tractatus_feedback.agent import FeedbackTask, default_prompt_template
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE, FeedbackResponseAgent
from tractatus_feedback.settings import Settings
from tractatus_feedback.store import open_store
from tractatus_feedback.training.harness import run_algorithm
from tractatus_feedback.training.metrics import summarize
from tractatus_feedback.training.oneclick import governed_split
from tractatus_feedback.training.report import TrainingReport, new_run_dir, write_training_report
from tractatus_feedback.training.rollouts import FinishedRollout, run_tasks

__all__ = ["APOConfig", "APOPipeline", "FixedLLMAgent", "run_apo"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class APOConfig:
    """APO's beam search; the defaults are small enough for a CPU endpoint, raise them for a hosted one."""

    beam_rounds: int = 2
    beam_width: int = 2
    branch_factor: int = 2
    gradient_batch_size: int = 4
    val_batch_size: int = 8
    max_tokens: int = 96
    seed: int = 0


class FixedLLMAgent(FeedbackResponseAgent):
    """The response agent with the drafting LLM fixed: APO's resource versions carry only the template."""

    def __init__(self, llm: agl.LLM) -> None:
        super().__init__()
        self.llm = llm

    def rollout(self, task: dict[str, Any], resources: agl.NamedResources, rollout: agl.Rollout) -> float | None:
        return super().rollout(task, {LLM_RESOURCE: self.llm, **resources}, rollout)


class APOPipeline(agl.Algorithm):
    """Baseline with the seed template, APO over the training split, final evaluation with the best template."""

    def __init__(self, apo: agl.APO, llm: agl.LLM, seed_template: agl.PromptTemplate, metadata: dict[str, object]) -> None:
        super().__init__()
        self.apo = apo
        self.llm = llm
        self.seed_template = seed_template
        self.metadata = metadata
        self.baseline: list[FinishedRollout] = []
        self.final: list[FinishedRollout] = []
        self.best_template: agl.PromptTemplate | None = None
        self.resources: dict[str, str] = {}
        self.phase_seconds: dict[str, float] = {}

    async def _evaluate(self, store: agl.LightningStore, tasks: list[FeedbackTask], template: agl.PromptTemplate, phase: str) -> list[FinishedRollout]:
        update = await store.add_resources({LLM_RESOURCE: self.llm, PROMPT_RESOURCE: template})
        self.resources[phase] = update.resources_id
        return await run_tasks(store, tasks, resources_id=update.resources_id, mode="val",
                               metadata={**self.metadata, "phase": phase}, progress=phase)

    async def run(
        self,
        train_dataset: agl.Dataset[FeedbackTask] | None = None,
        val_dataset: agl.Dataset[FeedbackTask] | None = None,
    ) -> None:
        store = self.get_store()
        train, val = list(train_dataset or []), list(val_dataset or [])
        clock = time.monotonic()
        self.baseline = await self._evaluate(store, val, self.seed_template, "baseline")
        self.phase_seconds["baseline"] = time.monotonic() - clock

        clock = time.monotonic()
        self.apo.set_store(store)
        self.trace_adapter = agl.TraceToMessages()  # the algorithm keeps only a weak reference
        self.apo.set_adapter(self.trace_adapter)
        self.apo.set_initial_resources({PROMPT_RESOURCE: self.seed_template})
        # APO enqueues its dataset items as rollout inputs as they are: give it the JSON form of the tasks.
        await self.apo.run(
            train_dataset=[task.model_dump(mode="json") for task in train],
            val_dataset=[task.model_dump(mode="json") for task in val],
        )
        self.best_template = self.apo.get_best_prompt()
        self.phase_seconds["train"] = time.monotonic() - clock

        clock = time.monotonic()
        self.final = await self._evaluate(store, val, self.best_template, "final")
        self.phase_seconds["final"] = time.monotonic() - clock


def run_apo(
    settings: Settings,
    *,
    runners: int,
    config: APOConfig,
    limit: int | None = None,
    train_limit: int | None = None,
) -> tuple[Path, TrainingReport]:
    """Optimize the prompt template against the configured endpoint (or the embedded one) and report."""
    from tractatus_feedback.llm import open_endpoint

    started = time.monotonic()
    run_dir = new_run_dir(settings.ensure_home() / "runs", "apo")
    val = governed_split("val", limit)
    train = governed_split("train", train_limit)
    store = open_store(settings.store_url)
    sampling = {"temperature": settings.llm.temperature, "max_tokens": config.max_tokens, "seed": config.seed}
    with open_endpoint(settings) as endpoint:
        llm = agl.LLM(endpoint=endpoint.base_url, model=endpoint.model, api_key=endpoint.api_key, sampling_parameters=sampling)
        apo = agl.APO(
            AsyncOpenAI(base_url=endpoint.base_url, api_key=endpoint.api_key, timeout=settings.llm.timeout_s * 5),
            gradient_model=endpoint.model,
            apply_edit_model=endpoint.model,
            beam_rounds=config.beam_rounds,
            beam_width=config.beam_width,
            branch_factor=config.branch_factor,
            gradient_batch_size=config.gradient_batch_size,
            val_batch_size=config.val_batch_size,
        )
        pipeline = APOPipeline(apo, llm, default_prompt_template(), {"run_id": run_dir.name})
        run_algorithm(pipeline, store=store, n_runners=runners, agent=FixedLLMAgent(llm),
                      train_dataset=train.tasks, val_dataset=val.tasks)
    best = pipeline.best_template
    if best is not None:
        (run_dir / "prompt_template.txt").write_text(best.template)
    report = TrainingReport(
        run_id=run_dir.name,
        algorithm="apo",
        config=asdict(config),
        runners=runners,
        before=summarize(pipeline.baseline, n_tasks=len(val.tasks), escalations=len(val.escalated), blocked=len(val.blocked)),
        after=summarize(pipeline.final, n_tasks=len(val.tasks), escalations=len(val.escalated), blocked=len(val.blocked)),
        before_rollouts=pipeline.baseline,
        after_rollouts=pipeline.final,
        resources=pipeline.resources,
        phase_seconds=pipeline.phase_seconds,
        wall_seconds=time.monotonic() - started,
        governance_decision_mismatches=val.decision_mismatches,
        extra={"endpoint": endpoint.base_url, "model": endpoint.model, "best_template": best.template if best else None},
    )
    write_training_report(run_dir, report)
    return run_dir, report
