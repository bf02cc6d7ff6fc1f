"""The evaluation table every run reports: reward per component, violations, escalations, examples.

DESIGN.md fixes its shape so that a baseline, a trained policy and a study arm are always compared on
the same figures. Pure functions over finished rollouts; no I/O.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence

from pydantic import BaseModel, Field

from tractatus_feedback.agent import RolloutOutcome
from tractatus_feedback.reward import keyword_stuffing, verbatim_copy
from tractatus_feedback.reward.tone import apology_count, condolence_count
from tractatus_feedback.training.rollouts import FinishedRollout, scored_by_task

__all__ = [
    "ComponentStats",
    "EvaluationSummary",
    "ExampleDraft",
    "GainEstimate",
    "paired_bootstrap_gain",
    "summarize",
]


class ComponentStats(BaseModel):
    mean: float
    std: float


class ExampleDraft(BaseModel):
    task_id: str
    feedback: str
    draft: str
    total: float | None
    sendable: bool | None
    violations: list[str] = Field(default_factory=list)


class EvaluationSummary(BaseModel):
    """One evaluation pass over a split."""

    n_tasks: int
    drafts_per_task: int = 1
    n_drafted: int
    n_failed: int
    mean_reward: float
    components: dict[str, ComponentStats]
    violations: int
    violations_by_rule: dict[str, int]
    #: Drafts whose first attempt governance blocked, redrafted into a sendable one or not: what the
    #: policy itself writes, which ``violations`` (what is delivered) no longer shows.
    first_attempt_violations: int = 0
    escalations: int = 0
    blocked: int = 0
    keyword_stuffing_rate: float
    verbatim_copy_rate: float
    #: Of the drafts replying to praise, those that apologise: what a policy rewarded for apologising
    #: to complaints carries over (README, training). The register gate discounts them; this shows how often.
    apology_to_praise_rate: float = 0.0
    #: Of all drafts, those offering condolences ("sorry for your loss"): the apology a credited policy
    #: drifted into (README, training). The register gate discounts them; this shows how often.
    condolence_rate: float = 0.0
    rewards_by_task: dict[str, float]
    #: Each component's per-task means, for paired intervals on the component changes: five evaluations
    #: of the same plain model read tone 0.264-0.435 and register 0.923-0.974 (README, training), so a
    #: component's fall says little without one.
    components_by_task: dict[str, dict[str, float]] = Field(default_factory=dict)
    #: The same means with each redrafted draft at the floor its first attempt earned: the policy
    #: unaided, so that a gain is not hidden (or made) by what redrafting replaced.
    first_attempt_mean_reward: float = 0.0
    first_attempt_rewards_by_task: dict[str, float] = Field(default_factory=dict)
    examples: list[ExampleDraft]
    failures: list[str] = Field(default_factory=list)


def _stats(values: Sequence[float]) -> ComponentStats:
    return ComponentStats(mean=statistics.fmean(values), std=statistics.pstdev(values) if len(values) > 1 else 0.0)


def summarize(
    finished: Sequence[FinishedRollout],
    *,
    n_tasks: int | None = None,
    escalations: int = 0,
    blocked: int = 0,
    drafts_per_task: int = 1,
    n_examples: int = 4,
) -> EvaluationSummary:
    """Reduce finished rollouts to the evaluation table. Drafts that never finished count as failed.

    With several drafts per task, a task's score is the mean of its drafts: the paired before/after
    comparison is then over tasks, with less of each task's sampling noise in it.
    """
    drafted = [item for item in finished if item.outcome.scored]
    component_values: dict[str, list[float]] = {}
    for item in drafted:
        for name, value in item.outcome.rewards.items():
            component_values.setdefault(name, []).append(value)
    rule_counts: Counter[str] = Counter(rule for item in drafted for rule in item.outcome.violations)
    drafts = [item.outcome.draft or "" for item in drafted]
    total_tasks = n_tasks if n_tasks is not None else len({item.task.task_id for item in finished})
    by_task = scored_by_task(drafted)
    failures = [
        f"{item.task.task_id}: {'; '.join(item.outcome.exceptions) or item.rollout.status}"
        for item in finished
        if item not in drafted
    ]
    return EvaluationSummary(
        n_tasks=total_tasks,
        drafts_per_task=drafts_per_task,
        n_drafted=len(drafted),
        n_failed=total_tasks * drafts_per_task - len(drafted),
        mean_reward=statistics.fmean(component_values["total"]) if drafted else 0.0,
        components={name: _stats(values) for name, values in sorted(component_values.items())},
        violations=sum(1 for item in drafted if item.outcome.sendable is False),
        violations_by_rule=dict(rule_counts),
        first_attempt_violations=sum(1 for item in drafted if item.outcome.first_attempt_blocked),
        escalations=escalations,
        blocked=blocked,
        keyword_stuffing_rate=_rate(keyword_stuffing(draft) for draft in drafts),
        verbatim_copy_rate=_rate(verbatim_copy(draft, item.task.feedback) for draft, item in zip(drafts, drafted)),
        apology_to_praise_rate=_rate(
            apology_count(draft) > 0 for draft, item in zip(drafts, drafted) if item.task.sentiment == "positive"
        ),
        condolence_rate=_rate(condolence_count(draft) > 0 for draft in drafts),
        rewards_by_task=_task_means(by_task, lambda outcome: outcome.total),
        components_by_task={
            name: _task_means(by_task, lambda outcome, name=name: outcome.rewards.get(name))
            for name in sorted(component_values)
            if name != "total"
        },
        first_attempt_mean_reward=(
            statistics.fmean(item.outcome.first_attempt_total or 0.0 for item in drafted) if drafted else 0.0
        ),
        first_attempt_rewards_by_task=_task_means(by_task, lambda outcome: outcome.first_attempt_total),
        examples=[
            ExampleDraft(
                task_id=item.task.task_id,
                feedback=item.task.feedback,
                draft=item.outcome.draft or "",
                total=item.outcome.total,
                sendable=item.outcome.sendable,
                violations=item.outcome.violations,
            )
            for _, (item, *_) in sorted(by_task.items())[:n_examples]
        ],
        failures=failures,
    )


def _task_means(
    by_task: Mapping[str, Sequence[FinishedRollout]], value: Callable[[RolloutOutcome], float | None]
) -> dict[str, float]:
    return {task_id: statistics.fmean(value(item.outcome) or 0.0 for item in items) for task_id, items in by_task.items()}


def _rate(flags: Iterable[bool]) -> float:
    values = list(flags)
    return sum(values) / len(values) if values else 0.0


class GainEstimate(BaseModel):
    """Mean paired gain (after - before) over tasks scored in both, with a bootstrap 95% interval."""

    mean: float
    ci95_low: float
    ci95_high: float
    n_pairs: int


def paired_bootstrap_gain(
    before: Mapping[str, float], after: Mapping[str, float], *, resamples: int = 2000, seed: int = 0
) -> GainEstimate:
    shared = sorted(before.keys() & after.keys())
    if not shared:
        return GainEstimate(mean=0.0, ci95_low=0.0, ci95_high=0.0, n_pairs=0)
    gains = [after[key] - before[key] for key in shared]
    rng = random.Random(seed)
    means = sorted(statistics.fmean(rng.choices(gains, k=len(gains))) for _ in range(resamples))
    return GainEstimate(
        mean=statistics.fmean(gains),
        ci95_low=means[int(0.025 * resamples)],
        ci95_high=means[int(0.975 * resamples) - 1],
        n_pairs=len(shared),
    )
