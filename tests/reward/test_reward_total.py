"""The total: good replies score high, every known hack scores low, governance floors, bounds hold."""

from __future__ import annotations

import random
import string

import pytest
from reward_samples import BAD, GOOD, PRAISE

from tractatus_feedback.reward import (
    COMPONENTS,
    GATES,
    WEIGHTS,
    ReplyContext,
    keyword_stuffing,
    score_reply,
    verbatim_copy,
)


@pytest.mark.parametrize("name", sorted(GOOD))
def test_good_human_replies_score_high(name: str) -> None:
    draft, context = GOOD[name]
    result = score_reply(draft, context)
    assert result.total > 0.7, result.as_dict()
    assert not keyword_stuffing(draft) and not verbatim_copy(draft, context.feedback)


@pytest.mark.parametrize("name", sorted(BAD))
def test_hacks_and_bad_replies_score_low(name: str) -> None:
    draft, context = BAD[name]
    assert score_reply(draft, context).total < 0.3


def test_every_good_reply_beats_every_bad_one() -> None:
    worst_good = min(score_reply(d, c).total for d, c in GOOD.values())
    best_bad = max(score_reply(d, c).total for d, c in BAD.values())
    assert worst_good - best_bad > 0.4


def test_the_hack_detectors_flag_their_hacks() -> None:
    assert keyword_stuffing(BAD["stuffing"][0])
    draft, context = BAD["copying"]
    assert verbatim_copy(draft, context.feedback)


def test_apology_to_praise_scores_below_thanks() -> None:
    thanks = score_reply(GOOD["praise"][0], PRAISE)
    apology = score_reply(BAD["apology_to_praise"][0], PRAISE)
    assert apology.total < thanks.total - 0.5
    assert apology.components["tone"] < thanks.components["tone"]


def test_governance_violation_floors_the_total_but_keeps_components() -> None:
    draft, context = GOOD["bug"]
    clean = score_reply(draft, context)
    floored = score_reply(draft, context, governance_violations=["outbound.absolute_assurance"])
    assert floored.total == 0.0 and floored.floored and not clean.floored
    assert floored.components == clean.components
    assert floored.violations == ("outbound.absolute_assurance",)


def test_as_dict_is_ready_for_emit_reward() -> None:
    draft, context = GOOD["critique"]
    result = score_reply(draft, context)
    data = result.as_dict()
    assert list(data) == [*COMPONENTS, "total"]
    assert data["total"] == result.total
    assert all(isinstance(value, float) for value in data.values())


def test_total_is_the_documented_formula() -> None:
    assert abs(sum(WEIGHTS.values()) - 1.0) < 1e-9
    for draft, context in [*GOOD.values(), *BAD.values()]:
        c = score_reply(draft, context).components
        expected = sum(w * c[name] for name, w in WEIGHTS.items())
        for gate in GATES:
            expected *= c[gate]
        assert abs(score_reply(draft, context).total - expected) < 1e-5


def test_everything_stays_in_bounds_on_random_text() -> None:
    rng = random.Random(0)
    vocabulary = [*string.printable, " ", " ", "sorry ", "may ", "guaranteed ", "thank you ", "!!! ", "limitation "]
    contexts = [
        ReplyContext(feedback=f, sentiment=s, category=c, key_points=k)
        for f, s, c, k in (
            ("", "neutral", "praise", ()),
            ("The link is broken.", "negative", "bug_report", ("broken link",)),
            ("Loved it!", "positive", "praise", ("loved it", "")),
            ("Your sample is tiny.", "negative", "research_critique", ("sample",)),
        )
    ]
    for _ in range(400):
        draft = "".join(rng.choice(vocabulary) for _ in range(rng.randint(0, 400)))
        result = score_reply(draft, rng.choice(contexts))
        assert 0.0 <= result.total <= 1.0
        assert all(0.0 <= value <= 1.0 for value in result.components.values())


def test_tone_without_any_acknowledged_point_earns_half_its_weight() -> None:
    from tractatus_feedback.reward import quality

    generic = dict.fromkeys(WEIGHTS, 1.0) | {"acknowledgment": 0.0}
    specific = dict.fromkeys(WEIGHTS, 1.0)
    assert quality(specific) == pytest.approx(1.0)
    assert quality(generic) == pytest.approx(1.0 - WEIGHTS["acknowledgment"] - WEIGHTS["tone"] / 2)

    # The boilerplate the one-click policy drifted to scores below a reply that names the problem.
    boilerplate = "I understand that you are not happy, and I appreciate your feedback. I'm sorry for the trouble you had."
    draft, context = GOOD["bug"]
    assert score_reply(boilerplate, context).total < score_reply(draft, context).total - 0.3
