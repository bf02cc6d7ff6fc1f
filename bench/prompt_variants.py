"""Prints what the plain embedded model does with each prompt variant, before any training.

For the validation split, each variant's prompt is sent to the adapter-free model with the one-click
evaluation's sampling (the served temperature, its draft length, its drafts per task), and every draft
goes through outbound governance and the reward, as the agent would do. Per variant: the mean total
reward over tasks, the tone component, the unsendable drafts with their rules, and how many replies to
praise apologise. It answers "would a clearer prompt do what training does?" without a training run;
the base model's own run-to-run spread (about 0.05 in mean reward) is the yardstick for any difference.

Usage: ``.venv/bin/python bench/prompt_variants.py [--variants default per_sentiment ...]``.
"""

from __future__ import annotations

import argparse
import collections
import statistics
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from openai import OpenAI

    from tractatus_feedback.agent import FeedbackTask
    from tractatus_feedback.governance import Governance

#: The instruction a per-sentiment variant gives in place of "Thank them, or apologise ... if they report one".
OPENINGS = {
    "negative": "Apologise for the problem they report and acknowledge it",
    "positive": "Thank them warmly for their kind words",
    "neutral": "Thank them for their feedback",
}
SIGN_OFF = ' Sign it "The Tractatus research team".'
EITHER_OPENING = "Thank them, or apologise and acknowledge the problem if they report one"


def variant_template(name: str, sentiment: str) -> str:
    """The default template, its opening instruction made specific to the sentiment and/or a fixed signature."""
    from tractatus_feedback.agent import DEFAULT_PROMPT_TEMPLATE

    template = DEFAULT_PROMPT_TEMPLATE
    assert EITHER_OPENING in template, "the default template changed: update EITHER_OPENING"
    if name in ("per_sentiment", "per_sentiment_signed"):
        template = template.replace(EITHER_OPENING, OPENINGS[sentiment])
    if name in ("signed", "per_sentiment_signed"):
        template += SIGN_OFF
    return template


VARIANTS = ("default", "per_sentiment", "per_sentiment_signed", "signed")


def measure(
    name: str, client: OpenAI, tasks: list[FeedbackTask], governance: Governance, sampling: dict[str, Any]
) -> dict[str, Any]:
    import agentlightning as agl

    from tractatus_feedback.agent.prompts import render_prompt
    from tractatus_feedback.reward import ReplyContext, score_reply
    from tractatus_feedback.reward.tone import apology_count

    task_means, tones, rules = [], [], collections.Counter()
    unsendable = praise = apologised = 0
    for task in tasks:
        template = agl.PromptTemplate(template=variant_template(name, task.sentiment), engine="f-string")
        prompt = render_prompt(template, task)
        response = client.chat.completions.create(model="base", messages=[{"role": "user", "content": prompt}], **sampling)
        context = ReplyContext(feedback=task.feedback, sentiment=task.sentiment, category=task.category,
                               key_points=tuple(task.key_points))
        totals = []
        for choice in response.choices:
            draft = (choice.message.content or "").strip()
            outbound = governance.outbound(draft, feedback=task.feedback, subject_id="bench")
            scores = score_reply(draft, context, governance_violations=outbound.rule_ids).as_dict()
            totals.append(scores["total"])
            tones.append(scores["tone"])
            unsendable += not outbound.sendable
            rules.update(outbound.rule_ids)
            if task.sentiment == "positive":
                praise += 1
                apologised += apology_count(draft) > 0
        task_means.append(statistics.mean(totals))
    return {
        "variant": name, "mean_reward": statistics.mean(task_means), "tone": statistics.mean(tones),
        "unsendable": unsendable, "drafts": len(tones), "rules": dict(rules), "apologies_to_praise": f"{apologised}/{praise}",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="+", choices=VARIANTS, default=list(VARIANTS))
    args = parser.parse_args()

    from openai import OpenAI

    from tractatus_feedback.governance import Governance
    from tractatus_feedback.llm.endpoint import EmbeddedEndpoint
    from tractatus_feedback.settings import get_settings
    from tractatus_feedback.training.oneclick import governed_split

    settings = get_settings()
    sampling = {"temperature": settings.llm.temperature, "max_tokens": settings.training.max_tokens,
                "n": settings.training.eval_drafts_per_task}
    tasks = governed_split("val").tasks
    governance = Governance()
    with EmbeddedEndpoint(settings) as endpoint:
        client = OpenAI(base_url=endpoint.base_url, api_key="unused")
        print(f"{'variant':<22} {'reward':>7} {'tone':>6} {'unsendable':>11}  apologies to praise  rules")
        for name in args.variants:
            row = measure(name, client, tasks, governance, sampling)
            print(f"{row['variant']:<22} {row['mean_reward']:>7.3f} {row['tone']:>6.3f} {row['unsendable']:>4} / {row['drafts']:<4}"
                  f"  {row['apologies_to_praise']:>19}  {row['rules']}", flush=True)


if __name__ == "__main__":
    import os

    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    main()
