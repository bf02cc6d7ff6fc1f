"""GRPO-style policy-gradient training of the embedded model's LoRA adapter, as an Agent Lightning algorithm.

Each iteration publishes the current policy as a new resource version (the embedded endpoint serving
the current adapter under a fresh model name), queues one rollout per task for the runners, each asking
the endpoint for the task's ``drafts_per_task`` drafts in one request (the group shares the prompt's
evaluation and decodes together), reads drafts and rewards back from the store's spans, and takes one
LoRA update with group-relative advantages and a KL guard. The runners never see torch: they only
call the endpoint, so they can live on other hosts.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import random
import shutil
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import agentlightning as agl

from tractatus_feedback.agent import FeedbackTask
from tractatus_feedback.agent.response_agent import LLM_RESOURCE, PROMPT_RESOURCE
from tractatus_feedback.reward import GATES
from tractatus_feedback.reward.acknowledgment import acknowledged_spans
from tractatus_feedback.reward.copying import copied_spans
from tractatus_feedback.reward.integrity import hedge_spans
from tractatus_feedback.reward.repetition import repeated_spans
from tractatus_feedback.reward.tone import register_spans, toned_spans
from tractatus_feedback.training.advantages import AdvantageScale, group_advantages
from tractatus_feedback.training.policy import LoraPolicy, PolicyConfig, PolicySample
from tractatus_feedback.training.rollouts import FinishedRollout, run_tasks, scored_by_task

__all__ = [
    "AdapterServer",
    "GRPOAlgorithm",
    "GRPOConfig",
    "IterationLog",
    "TaskCycle",
    "credited_spans",
    "looped",
    "quotations",
    "register_lapses",
    "repetitions",
    "split_blamed",
]

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class GRPOConfig:
    """Batch shape, sampling and budget of a run; the optimizer lives in :class:`PolicyConfig`."""

    tasks_per_iteration: int = 4
    drafts_per_task: int = 4
    max_iterations: int = 100
    time_budget_s: float | None = None  # training phase only; the loop stops before exceeding it
    temperature: float = 1.0
    top_p: float = 1.0
    max_tokens: int = 110
    advantage_scale: AdvantageScale = "batch"  # see training.advantages (measured in the README, training)
    seed: int = 0
    rollout_timeout_s: float = 300.0
    rollout_unresponsive_s: float = 120.0  # a runner silent this long is presumed dead; its rollout is retried
    policy: PolicyConfig = field(default_factory=PolicyConfig)

    def rollout_config(self) -> agl.RolloutConfig:
        """Two attempts per rollout: a crashed, hung or killed runner's work goes to another runner."""
        return agl.RolloutConfig(
            timeout_seconds=self.rollout_timeout_s,
            unresponsive_seconds=self.rollout_unresponsive_s,
            max_attempts=2,
            retry_condition=["failed", "timeout", "unresponsive"],
        )


@dataclass
class IterationLog:
    """What one iteration did and where its time went (the bench and the reward curve read these)."""

    iteration: int
    resources_id: str
    model: str
    mean_reward: float
    components: dict[str, float]
    drafts: int
    failed: int
    violations: int
    violations_by_rule: dict[str, int]
    rollout_resources_ids: list[str]
    generation_s: float
    update_s: float
    store_s: float
    publish_s: float
    loss: float
    kl: float
    grad_norm: float
    learned_from: int

    @property
    def seconds(self) -> float:
        return self.generation_s + self.update_s + self.store_s + self.publish_s


class AdapterServer:
    """What the algorithm needs from the embedded endpoint: switch the served adapter, say where it is."""

    def __init__(self, endpoint: Any) -> None:
        self.endpoint = endpoint  # a started tractatus_feedback.llm.EmbeddedEndpoint

    def publish(self, adapter: Path, name: str) -> agl.LLM:
        self.endpoint.set_adapter(adapter, name=name)
        return agl.LLM(endpoint=self.endpoint.base_url, model=name, api_key=self.endpoint.api_key)


class GRPOAlgorithm(agl.Algorithm):
    """Policy-gradient training over ``train_dataset`` (a list of :class:`FeedbackTask`).

    After :meth:`run`, ``iterations`` holds one :class:`IterationLog` per update and ``adapter_dir``
    the final adapter. ``policy`` is built lazily inside ``run`` (after the Trainer forked its
    runners), so runner processes never carry the model or torch's threads.
    """

    def __init__(
        self,
        config: GRPOConfig,
        *,
        server: AdapterServer,
        prompt_template: agl.PromptTemplate,
        work_dir: Path,
        cache_dir: Path,
        metadata: dict[str, object] | None = None,
        on_iteration: Callable[[IterationLog], None] | None = None,
        on_rollouts: Callable[[int, Sequence[FinishedRollout]], None] | None = None,
        reserve_s: Callable[[Sequence[IterationLog]], float] | None = None,
    ) -> None:
        super().__init__()
        self.config = config
        self.server = server
        self.prompt_template = prompt_template
        self.work_dir = work_dir
        self.cache_dir = cache_dir
        self.metadata = metadata or {}
        self.on_iteration = on_iteration
        self.on_rollouts = on_rollouts  # sees every iteration's finished rollouts (the study tallies them)
        #: Seconds of ``time_budget_s`` to leave unused, re-estimated from the iterations so far (the
        #: one-click keeps its final evaluation's expected time free this way).
        self.reserve_s = reserve_s
        self.policy: LoraPolicy | None = None
        self.iterations: list[IterationLog] = []
        self.adapter_dir: Path | None = None
        self.initial_adapter_norm: float | None = None

    def sampling(self) -> dict[str, Any]:
        """Sampling of training drafts: a whole group per request (``n``), from the plain tempered
        distribution, which is what :class:`LoraPolicy` scores: no frequency penalty, whatever serving uses."""
        config = self.config
        return {
            "temperature": config.temperature, "top_p": config.top_p, "max_tokens": config.max_tokens,
            "n": config.drafts_per_task, "frequency_penalty": 0.0,
        }

    async def ensure_policy(self) -> LoraPolicy:
        if self.policy is None:
            # The policy scores drafts at the temperature they were sampled at (one source: this config).
            policy_config = replace(self.config.policy, temperature=self.config.temperature)
            self.policy = await asyncio.to_thread(LoraPolicy, policy_config, self.cache_dir)
            self.initial_adapter_norm = self.policy.adapter_norm()
        return self.policy

    async def publish(
        self, store: agl.LightningStore, name: str, sampling: dict[str, Any], directory: Path | None = None
    ) -> tuple[str, agl.LLM]:
        """Save the current adapter, serve it under ``name``, and add it to the store as a resource version.

        Intermediate adapters share one directory (``<run>/policy``), overwritten each iteration: the
        endpoint has converted and loaded one by the time this returns, and a run keeps only its final one.
        """
        policy = await self.ensure_policy()
        adapter = await asyncio.to_thread(policy.save, directory or self.work_dir / "policy")
        llm = await asyncio.to_thread(self.server.publish, adapter, name)
        llm.sampling_parameters = dict(sampling)
        update = await store.add_resources({LLM_RESOURCE: llm, PROMPT_RESOURCE: self.prompt_template})
        return update.resources_id, llm

    async def run(
        self,
        train_dataset: agl.Dataset[FeedbackTask] | None = None,
        val_dataset: agl.Dataset[FeedbackTask] | None = None,
    ) -> None:
        await self.train(self.get_store(), list(train_dataset or []))

    async def train(self, store: agl.LightningStore, tasks: Sequence[FeedbackTask]) -> Path:
        """The training loop; returns the final adapter directory."""
        if not tasks:
            raise ValueError("GRPO needs at least one training task")
        config = self.config
        started = time.monotonic()
        policy = await self.ensure_policy()
        order = TaskCycle(tasks, config.seed)
        durations: list[float] = []
        for iteration in range(config.max_iterations):
            elapsed = time.monotonic() - started
            expected = statistics.fmean(durations[-3:]) if durations else 0.0
            reserve = self.reserve_s(self.iterations) if self.reserve_s is not None else 0.0
            if config.time_budget_s is not None and elapsed + expected + reserve > config.time_budget_s:
                logger.info(
                    "time budget reached after %d iterations (%.0f s, %.0f s kept in reserve)", iteration, elapsed, reserve
                )
                break
            log = await self._iteration(store, policy, iteration, order.next(config.tasks_per_iteration))
            durations.append(log.seconds)
            self.iterations.append(log)
            if self.on_iteration is not None:
                self.on_iteration(log)
        self.adapter_dir = await asyncio.to_thread(policy.save, self.work_dir / "adapter")
        shutil.rmtree(self.work_dir / "policy", ignore_errors=True)  # the last intermediate copy, served already
        return self.adapter_dir

    async def _iteration(
        self, store: agl.LightningStore, policy: LoraPolicy, iteration: int, batch: list[FeedbackTask]
    ) -> IterationLog:
        config = self.config
        run_id = str(self.metadata.get("run_id", "run"))
        name = f"{run_id}-iter-{iteration:03d}"
        clock = time.monotonic()
        resources_id, _llm = await self.publish(store, name, self.sampling())
        publish_s = time.monotonic() - clock

        clock = time.monotonic()
        timings: dict[str, float] = {}
        finished = await run_tasks(
            store,
            batch,
            resources_id=resources_id,
            mode="train",
            metadata={**self.metadata, "phase": "train", "iteration": iteration},
            config=config.rollout_config(),
            timings=timings,
        )
        generation_s = timings.get("wait_s", 0.0)
        store_s = time.monotonic() - clock - generation_s
        if self.on_rollouts is not None:
            self.on_rollouts(iteration, finished)

        drafted = [item for item in finished if item.outcome.scored]
        samples = self._samples(policy, drafted)
        clock = time.monotonic()
        stats = await asyncio.to_thread(policy.step, samples)
        update_s = time.monotonic() - clock

        rewards = [item.outcome.total or 0.0 for item in drafted]
        components: dict[str, list[float]] = {}
        for item in drafted:
            for key, value in item.outcome.rewards.items():
                components.setdefault(key, []).append(value)
        violations_by_rule: dict[str, int] = {}
        for item in drafted:
            for rule in item.outcome.violations:
                violations_by_rule[rule] = violations_by_rule.get(rule, 0) + 1
        log = IterationLog(
            iteration=iteration,
            resources_id=resources_id,
            model=name,
            mean_reward=statistics.fmean(rewards) if rewards else 0.0,
            components={key: statistics.fmean(values) for key, values in sorted(components.items())},
            drafts=len(drafted),
            failed=len(batch) * config.drafts_per_task - len(drafted),
            violations=sum(1 for item in drafted if item.outcome.sendable is False),
            violations_by_rule=violations_by_rule,
            rollout_resources_ids=sorted({item.rollout.resources_id or "" for item in finished}),
            generation_s=generation_s,
            update_s=update_s,
            store_s=store_s,
            publish_s=publish_s,
            loss=stats.loss,
            kl=stats.kl,
            grad_norm=stats.grad_norm,
            learned_from=stats.samples,
        )
        logger.info(
            "iteration %d: reward %.3f, %d violations, %d/%d drafts, gen %.1fs update %.1fs store %.1fs publish %.1fs",
            iteration, log.mean_reward, log.violations, log.drafts, len(batch) * config.drafts_per_task,
            generation_s, update_s, store_s, publish_s,
        )
        return log

    def _samples(self, policy: LoraPolicy, drafted: Sequence[FinishedRollout]) -> list[PolicySample]:
        """Group the drafts by task, turn rewards into advantages, and pair them with their prompts.

        Drafts whose violations governance located leave their group (see :func:`split_blamed`) and
        are learned from through those places alone, with advantage zero; ``blame_coef`` 0 keeps them
        in their group at the reward they scored.
        """
        groups, blamed = scored_by_task(drafted), []
        if self.config.policy.blame_coef > 0:
            groups, blamed = split_blamed(groups)
        rewards = {key: [item.outcome.total or 0.0 for item in items] for key, items in groups.items()}
        advantages = group_advantages(rewards, scale=self.config.advantage_scale)
        # Credit sharpens the policy onto the phrases that paid, and a sharpened policy loops on the
        # visitor's words and apologises to everyone: a credited run blames the loops the repetition gate
        # discounted, and debits, as hard as it credits a phrase that paid, what the register gate
        # discounted, every quoted clause of the feedback and every repeat short of a gated loop.
        crediting = self.config.policy.credit_coef > 0
        samples = [
            self._sample(
                policy, item, advantage,
                blamed=repetitions(item) if crediting and looped(item) else (),
                credited=credited_spans(item) if crediting else (),
                debited=register_lapses(item) + quotations(item) + (() if looped(item) else repetitions(item))
                if crediting
                else (),
            )
            for key, items in groups.items()
            for item, advantage in zip(items, advantages[key])
        ]
        return samples + [self._sample(policy, item, 0.0, blamed=tuple(item.outcome.located)) for item in blamed]

    def _sample(
        self,
        policy: LoraPolicy,
        item: FinishedRollout,
        advantage: float,
        *,
        blamed: tuple[tuple[int, int], ...] = (),
        credited: tuple[tuple[int, int], ...] = (),
        debited: tuple[tuple[int, int], ...] = (),
    ) -> PolicySample:
        draft = item.outcome.draft or ""
        # The endpoint ends a reply either at the end-of-turn token or at max_tokens; only the former
        # teaches the model where to stop. Tokens are recounted from the text, hence the margin.
        finished = len(policy.tokenizer(draft, add_special_tokens=False).input_ids) < self.config.max_tokens - 2
        return PolicySample(item.outcome.prompt or "", draft, advantage, finished, blamed, credited, debited)


def looped(item: FinishedRollout) -> bool:
    """Whether the repetition gate discounted the draft (a loop, a repeated sentence, a stutter)."""
    return item.outcome.rewards.get("repetition", 1.0) < 1.0


def repetitions(item: FinishedRollout) -> tuple[tuple[int, int], ...]:
    """Where a draft repeats itself: each run of words completing a 3-gram it has said before, or stuttering.

    In a draft the gate discounted (:func:`looped`) the gate scales the whole reward down, so its
    advantage lowers the words before the loop as much as the loop; the loop's own words are blamed
    besides (:meth:`LoraPolicy.step`). Below the gate, a repeat ("Thank you for... thank you for")
    is how a loop starts, and it is debited: in a fresh clone's one-click run, blame for gated loops
    alone still ended with final drafts looping on "Thank you again" (repetition -0.142; README,
    training). Loops are what a policy sharpened onto the phrases that paid falls into, most at the
    served temperature.
    """
    return tuple(repeated_spans(item.outcome.draft or ""))


def register_lapses(item: FinishedRollout) -> tuple[tuple[int, int], ...]:
    """Where the register gate discounted a draft: an apology to praise, cheer at a complaint, condolences.

    A 135 M model reads the sentiment in its prompt weakly, so the apology credited in replies to
    complaints carries over: in two credited runs every reply to praise apologised, and in one blamed
    at 1.0, 35 of 84 final drafts offered condolences ("sorry for your loss"; README, training).
    These places are debited as hard as credit pays (:meth:`LoraPolicy.step`). Blamed at 0.25 instead,
    2.5 times harder, the policy stopped apologising to complaints too, and lost their tone.
    """
    return tuple(register_spans(item.outcome.draft or "", item.task.sentiment))


#: A run of this many of the visitor's words is a quoted clause: debited (:func:`quotations`) and never
#: credited (:func:`credited_spans`). The copying gate discounts runs of 8, but acknowledgment credited
#: inside shorter quotes drew the policy towards them: in two one-click runs at lr 4e-3, copying fell
#: by 0.051 and 0.057 while acknowledgment rose by 0.6 (README, training).
QUOTED_RUN = 6


def quotations(item: FinishedRollout) -> tuple[tuple[int, int], ...]:
    """Where a draft quotes a clause of the feedback: each run of :data:`QUOTED_RUN` or more of its words.

    Acknowledgment is credited word by word, and the visitor's own sentence holds all of those words:
    in a fresh clone's one-click run, 5 of 84 final drafts quoted the visitor (copying -0.065) while
    acknowledgment rose by 0.6 (README, training). The quote is debited as hard as credit pays, from
    six words on, in every draft: debited only once the copying gate (8 words) discounted a draft,
    quoting still cost copying 0.053 in one of three runs of a third session.
    """
    return tuple(copied_spans(item.outcome.draft or "", item.task.feedback, run=QUOTED_RUN))


def credited_spans(item: FinishedRollout) -> tuple[tuple[int, int], ...]:
    """The places where a clean draft earned its quality components; none for any other draft.

    A sendable draft that no gate discounted (no copying, stuffing, repetition...) has credited on
    its own (:meth:`LoraPolicy.step`) each word that acknowledged one of the visitor's points in its
    own words (not inside a :data:`QUOTED_RUN`-word quote of the feedback), the first phrase of each
    tone signal its sentiment pays for, and the first hedge of each kind where a hedge is due. What
    the model's best drafts do better than its mean ones (README, training) sits in a handful of
    tokens, and a draft's single advantage spreads it over all of them; the phrases are the ones the
    components count once, so repeating them earns no more credit than score. A floored or gated
    draft earns no credit, so no violation or hack is ever pushed up.
    """
    outcome, task = item.outcome, item.task
    if outcome.sendable is not True or any(outcome.rewards.get(gate, 0.0) < 1.0 for gate in GATES):
        return ()
    draft = outcome.draft or ""
    quoted = quotations(item)
    spans = (
        [
            (start, end)
            for start, end in acknowledged_spans(draft, task.key_points, task.feedback)
            if not any(q_start <= start and end <= q_end for q_start, q_end in quoted)
        ]
        + toned_spans(draft, task.sentiment)
        + hedge_spans(draft, task.category)
    )
    return tuple(sorted(spans))


def split_blamed(
    groups: Mapping[str, Sequence[FinishedRollout]],
) -> tuple[dict[str, list[FinishedRollout]], list[FinishedRollout]]:
    """The groups without the drafts whose every violation governance located, and those drafts.

    Such a draft is one that invented a name ("Dear Sarah") or made a promise ("we will fix it by
    Friday") in a place governance recorded (``RolloutOutcome.located``). At the floor reward inside
    its group it would push down every token of a reply that may otherwise be the group's best, and
    hand its siblings advantage for merely not saying that phrase; taken out, the siblings are
    compared on what they said, and the policy lowers only the tokens of the phrase
    (:meth:`LoraPolicy.step`). Drafts with a violation that has no place (a "yes" that is wrong only
    because of the question it answers) keep the floor reward in their group.
    """
    kept: dict[str, list[FinishedRollout]] = {}
    blamed: list[FinishedRollout] = []
    for key, items in groups.items():
        kept[key] = []
        for item in items:
            located = bool(item.outcome.violations) and bool(item.outcome.located)
            (blamed if located else kept[key]).append(item)
    return kept, blamed


class TaskCycle:
    """Endless shuffled epochs over the training tasks, every batch mixing complaints with other feedback.

    Each complaint (negative sentiment) has its own shuffled epoch, and so has the rest, so every task
    is seen before any of its kind repeats, and half of each batch (rounded up) is complaints. An
    apology is what a complaint's reply is credited for and what a reply to praise is debited for
    (:func:`credited_spans`, :func:`register_lapses`), and a 135 M model reads the sentiment in its
    prompt weakly: final drafts apologised to all praise in some runs and to no complaint in others
    (README, training). Drawn at random, two tasks of one kind make an update that moves apologies
    one way for every reply; with both kinds in every update, the two pushes meet in one step, where
    only the sentiment tells them apart. Alone this did not settle it (in one run 31 of 32 final replies
    to complaints opened "Thank you"); with each sentiment's own opening in the prompt
    (:data:`tractatus_feedback.agent.prompts.OPENINGS`), no component fell by more than 0.019 in four of five runs.
    """

    def __init__(self, tasks: Sequence[FeedbackTask], seed: int) -> None:
        self._rng = random.Random(seed)
        self._size = len(tasks)
        complaints = [task for task in tasks if task.sentiment == "negative"]
        others = [task for task in tasks if task.sentiment != "negative"]
        # Each kind with its queue: what is left of its current shuffled epoch.
        self._kinds: list[tuple[list[FeedbackTask], list[FeedbackTask]]] = [
            (pool, []) for pool in (complaints, others) if pool
        ]

    def next(self, count: int) -> list[FeedbackTask]:
        batch: list[FeedbackTask] = []
        for pool, queue in itertools.cycle(self._kinds):
            if len(batch) == min(count, self._size):
                break
            if all(task in batch for task in pool):
                continue
            if not queue:
                queue.extend(self._rng.sample(pool, len(pool)))
            candidate = queue.pop()
            if candidate not in batch:
                batch.append(candidate)
        return batch
