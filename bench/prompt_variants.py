"""Prints what the embedded model does with each prompt variant and frequency penalty.

For the validation split, each variant's prompt is sent to the adapter-free model (and, with
``--adapter``, to a trained adapter too) with the one-click evaluation's sampling (the served
temperature, its draft length, its drafts per task) at each ``--frequency-penalties`` value, and every
draft goes through outbound governance and the reward, as the agent would do, without redrafting. Per
row, reduced by the one-click report's own ``summarize``: the mean total reward (blocked drafts at the
floor), the mean of the sendable drafts alone (about what redrafting delivers), the tone and
repetition components, the unsendable drafts with their rules, and the share of replies to praise that
apologise. It answers "would a clearer prompt do what training does?" and "what does the served
frequency penalty change?" without a training run; the base model's own run-to-run spread (about 0.05
in mean reward) is the yardstick for any difference.

Usage: ``.venv/bin/python bench/prompt_variants.py [--variants default ...] [--frequency-penalties 0 0.5]
[--adapter var/runs/ID/adapter]``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from openai import OpenAI

    from tractatus_feedback.agent import FeedbackTask
    from tractatus_feedback.governance import Governance
    from tractatus_feedback.training.metrics import EvaluationSummary

#: The one instruction the template gave every sentiment before ``{opening}`` (agent.prompts.OPENINGS).
EITHER_OPENING = "Thank them, or apologise and acknowledge the problem if they report one"
SIGN_OFF = ' Sign it "The Tractatus research team".'


def variant_template(name: str) -> str:
    """The default template, with one opening instruction for every sentiment and/or a fixed signature."""
    from tractatus_feedback.agent import DEFAULT_PROMPT_TEMPLATE

    template = DEFAULT_PROMPT_TEMPLATE
    assert "{opening}" in template, "the default template changed: update variant_template"
    if name in ("either", "either_signed"):
        template = template.replace("{opening}", EITHER_OPENING)
    if name in ("signed", "either_signed"):
        template += SIGN_OFF
    return template


VARIANTS = ("default", "either", "either_signed", "signed")


def measure(
    name: str, client: OpenAI, tasks: list[FeedbackTask], governance: Governance, sampling: dict[str, Any],
    model: str = "base",
) -> EvaluationSummary:
    """Draft every task with the variant's prompt; govern and score each draft as the agent would."""
    import agentlightning as agl

    from tractatus_feedback.agent.outcome import RolloutOutcome
    from tractatus_feedback.agent.prompts import render_prompt
    from tractatus_feedback.reward import score_reply
    from tractatus_feedback.training.metrics import summarize
    from tractatus_feedback.training.rollouts import FinishedRollout

    finished = []
    for task in tasks:
        template = agl.PromptTemplate(template=variant_template(name), engine="f-string")
        prompt = render_prompt(template, task)
        response = client.chat.completions.create(model=model, messages=[{"role": "user", "content": prompt}], **sampling)
        # Not a store rollout: the record summarize() reduces, so the figures are the report's own.
        rollout = agl.Rollout(rollout_id=f"{name}-{task.task_id}", input={}, start_time=0.0, status="succeeded")
        for choice, message in enumerate(response.choices):
            draft = (message.message.content or "").strip()
            outbound = governance.outbound(draft, feedback=task.feedback, subject_id="bench")
            rewards = score_reply(draft, task.reply_context(), governance_violations=outbound.rule_ids).as_dict()
            outcome = RolloutOutcome(draft=draft, sendable=outbound.sendable, violations=list(outbound.rule_ids), rewards=rewards)
            finished.append(FinishedRollout(task=task, rollout=rollout, outcome=outcome, choice=choice))
    return summarize(finished, n_tasks=len(tasks), drafts_per_task=sampling["n"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="+", choices=VARIANTS, default=list(VARIANTS))
    parser.add_argument("--frequency-penalties", nargs="+", type=float, default=None,
                        help="frequency penalties to sample with (default: the served one)")
    parser.add_argument("--adapter", type=Path, default=None,
                        help="a trained adapter to measure beside the plain model")
    args = parser.parse_args()

    from openai import OpenAI

    from tractatus_feedback.governance import Governance
    from tractatus_feedback.llm.endpoint import EmbeddedEndpoint
    from tractatus_feedback.settings import get_settings
    from tractatus_feedback.training.oneclick import governed_split

    settings = get_settings()
    penalties = args.frequency_penalties or [settings.llm.frequency_penalty]
    tasks = governed_split("val").tasks
    governance = Governance()
    with EmbeddedEndpoint(settings) as endpoint:
        client = OpenAI(base_url=endpoint.base_url, api_key="unused")
        models = ["base"]
        if args.adapter is not None:
            endpoint.set_adapter(args.adapter, name="trained")
            models.append("trained")
        print(f"{'model':<8} {'variant':<22} {'penalty':>7} {'reward':>7} {'sendable':>8} {'tone':>6} {'repet.':>6} "
              f"{'unsendable':>11}  apology-to-praise rate  rules")
        for model in models:
            for penalty in penalties:
                sampling = {"temperature": settings.llm.temperature, "max_tokens": settings.training.max_tokens,
                            "n": settings.training.eval_drafts_per_task, "frequency_penalty": penalty}
                for name in args.variants:
                    summary = measure(name, client, tasks, governance, sampling, model)
                    components = summary.components
                    sendable = summary.mean_reward * summary.n_drafted / max(summary.n_drafted - summary.violations, 1)
                    print(f"{model:<8} {name:<22} {penalty:>7.2f} {summary.mean_reward:>7.3f} {sendable:>8.3f} "
                          f"{components['tone'].mean:>6.3f} {components['repetition'].mean:>6.3f} "
                          f"{summary.violations:>4} / {summary.n_drafted:<4}  {summary.apology_to_praise_rate:>22.2f}  "
                          f"{summary.violations_by_rule}", flush=True)


if __name__ == "__main__":
    import os

    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    main()
