"""The LoRA policy on the real embedded model: packed groups give exact log-probabilities, and a step learns.

The update packs each GRPO group as one sequence (the shared prompt once, then every draft, each draft
masked from its siblings). The reference here is the plain transformers forward pass over prompt +
draft alone, so a wrong mask, position or read offset shows as a log-probability mismatch.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

PROMPT_A = "Someone wrote: the dataset download link on the audits page returns a 404. Reply in two sentences."
PROMPT_B = "Someone wrote: your explainer overstates its conclusion. Reply briefly."
DRAFTS_A = (
    "Thank you for telling us about the broken download link; we are looking into the audits page.",
    "Sorry about the 404.",
    "We appreciate the report and will check the link",  # cut at max_tokens: no end-of-turn token
)
DRAFTS_B = ("You are right that correlation is not causation, and our results are preliminary.", "Thanks!")


@pytest.fixture(scope="module")
def policy():
    from tractatus_feedback.settings import get_settings
    from tractatus_feedback.training.policy import LoraPolicy, PolicyConfig, PolicySample

    # The session's own cache, which the training tests share: the model is de-quantised once per run.
    cache = get_settings().home / "cache" / "hf-model"
    policy = LoraPolicy(PolicyConfig(lora_layers=2, learning_rate=5e-3), cache_dir=cache)
    # Move the adapter off its zero start, so the checks below cover the adapted layers too.
    policy.step([PolicySample(PROMPT_A, DRAFTS_A[0], 1.0), PolicySample(PROMPT_A, DRAFTS_A[1], -1.0)])
    return policy


def _samples(advantages: tuple[float, ...] = (0.0,) * 5) -> list:
    from tractatus_feedback.training.policy import PolicySample

    texts = [(PROMPT_A, d) for d in DRAFTS_A] + [(PROMPT_B, d) for d in DRAFTS_B]
    # Interleaved on purpose: packing must regroup by prompt and still answer in the callers' order.
    order = [0, 3, 1, 4, 2]
    return [PolicySample(texts[i][0], texts[i][1], advantages[i], finished=i != 2) for i in order]


def _credited_download():
    """A clean draft at advantage zero whose one credited word is "download", a point the visitor made."""
    from tractatus_feedback.training.policy import PolicySample

    draft = "Thank you for telling us about the broken download link on the audits page."
    start = draft.index("download")
    return PolicySample(PROMPT_A, draft, 0.0, credited=((start, start + len("download")),))


@contextmanager
def _adapter_at_start(policy) -> Iterator[None]:
    """The policy as training starts it (LoRA B at zero, so equal to the reference; no optimizer
    state), whatever the module's earlier tests did to it; their adapter and optimizer come back after."""
    import copy

    import torch

    weights = [param.detach().clone() for param in policy.trainable]
    optimizer = copy.deepcopy(policy.optimizer.state_dict())
    with torch.no_grad():
        for name, param in policy.model.named_parameters():
            if "lora_B" in name:
                param.zero_()
    policy.optimizer.state.clear()
    try:
        yield
    finally:
        with torch.no_grad():
            for param, saved in zip(policy.trainable, weights):
                param.copy_(saved)
        policy.optimizer.load_state_dict(optimizer)


def _unpacked_logprobs(policy, sample, temperature: float = 1.0) -> list[float]:
    import torch

    prompt = policy.tokenizer(policy.chat_prompt(sample.prompt), add_special_tokens=False).input_ids
    draft = policy.draft_ids(sample)
    ids = torch.tensor([prompt + draft])
    with torch.no_grad():
        logits = policy.model(input_ids=ids).logits[0, len(prompt) - 1 : -1].float() / temperature
    return torch.log_softmax(logits, -1).gather(1, torch.tensor(draft)[:, None]).squeeze(1).tolist()


@pytest.mark.parametrize("micro_batch", [1, 2, 8])
def test_packed_groups_give_the_log_probabilities_of_each_draft_alone(policy, micro_batch: int) -> None:
    from dataclasses import replace

    policy.config = replace(policy.config, micro_batch=micro_batch)
    samples = _samples()
    packed = policy.sequence_logprobs(samples)
    assert [len(values) for values in packed] == [len(policy.draft_ids(s)) for s in samples]
    for sample, values in zip(samples, packed):
        assert values == pytest.approx(_unpacked_logprobs(policy, sample), abs=2e-4)


def test_drafts_sampled_below_temperature_one_are_scored_by_the_tempered_distribution(policy) -> None:
    """Training drafts drawn at temperature T are learned as samples of softmax(logits / T): on-policy."""
    from dataclasses import replace

    policy.config = replace(policy.config, temperature=0.7)
    try:
        samples = _samples()
        for sample, values in zip(samples, policy.sequence_logprobs(samples)):
            tempered = _unpacked_logprobs(policy, sample, temperature=0.7)
            assert values == pytest.approx(tempered, abs=2e-4)
            assert values != pytest.approx(_unpacked_logprobs(policy, sample), abs=1e-2)
    finally:
        policy.config = replace(policy.config, temperature=1.0)


def test_a_step_raises_the_better_draft_against_its_sibling(policy) -> None:
    samples = _samples(advantages=(1.0, -1.0, 0.0, 1.0, -1.0))  # per text: A0 up, A1 down, B0 up, B1 down

    def margin() -> float:
        values = dict(zip((s.draft for s in samples), (sum(v) / len(v) for v in policy.sequence_logprobs(samples))))
        return values[DRAFTS_A[0]] - values[DRAFTS_A[1]] + values[DRAFTS_B[0]] - values[DRAFTS_B[1]]

    before = margin()
    for _ in range(3):
        stats = policy.step(samples)
    assert stats.samples == 4  # the zero-advantage draft carries no gradient
    assert margin() > before + 0.1


def test_blame_lowers_an_invented_name_and_leaves_the_rest(policy) -> None:
    """A draft blocked for a name it invented: the name's first token goes down, most other tokens move far less."""
    from tractatus_feedback.training.policy import PolicySample

    draft = "Dear Sarah, thank you for telling us about the broken download link on the audits page."
    start = draft.index("Sarah")
    sample = PolicySample(PROMPT_A, draft, 0.0, blamed=((start, start + len("Sarah")),))
    [position] = policy.span_weights(sample, sample.blamed)
    assert policy.tokenizer.decode(policy.draft_ids(sample)[position]).strip() == "Sarah"

    [before] = policy.sequence_logprobs([sample])
    for _ in range(3):
        stats = policy.step([sample])
    [after] = policy.sequence_logprobs([sample])
    assert stats.samples == 1  # a blamed draft is learned from although its advantage is zero
    assert after[position] < before[position] - 0.5
    others = sorted(abs(a - b) for index, (a, b) in enumerate(zip(after, before)) if index != position)
    assert others[len(others) // 2] < abs(after[position] - before[position]) / 2, "the typical token moves far less"


def test_a_blamed_phrase_shares_one_unit_of_blame_among_its_tokens(policy) -> None:
    from tractatus_feedback.training.policy import PolicySample

    draft = "Thank you. We will fix the export button by Friday, and Sarah will write to you."
    promise, name = draft.index("We will fix"), draft.index("Sarah")
    sample = PolicySample(PROMPT_A, draft, 0.0, blamed=((promise, promise + len("We will fix")), (name, name + 5)))
    weights = policy.span_weights(sample, sample.blamed)
    ids = policy.draft_ids(sample)
    assert policy.tokenizer.decode([ids[i] for i in weights]).split() == ["We", "will", "fix", "Sarah"]
    assert sum(weights.values()) == pytest.approx(2.0)
    assert weights[max(weights)] == pytest.approx(1.0)  # the one-token name weighs as much as the whole promise


def test_credit_raises_the_acknowledging_words(policy) -> None:
    """A clean draft's credited words go up even at advantage zero, far more than the typical token.

    From the adapter's start, as in training: from wherever the module's earlier steps left the
    adapter and Adam's moments, the typical token's move measured those steps' momentum as much as
    this credit.
    """
    from dataclasses import replace

    sample = _credited_download()
    positions = list(policy.span_weights(sample, sample.credited))
    config, policy.config = policy.config, replace(policy.config, credit_coef=0.25)
    try:
        with _adapter_at_start(policy):
            [before] = policy.sequence_logprobs([sample])
            for _ in range(3):
                stats = policy.step([sample])
            [after] = policy.sequence_logprobs([sample])
    finally:
        policy.config = config
    assert stats.samples == 1
    lift = min(after[i] - before[i] for i in positions)
    assert lift > 1.0
    others = sorted(abs(a - b) for index, (a, b) in enumerate(zip(after, before)) if index not in positions)
    # Measured: 5.7 nats up for the credited word, 0.10 for the typical token (0.66 with the k3 KL term).
    assert others[len(others) // 2] < 0.25, "the typical token moves far less"


def test_credit_fades_as_the_policy_comes_to_say_the_word(policy) -> None:
    """A credited token's share is scaled by 1 - p: whole for a word the policy rarely says, none once it is sure."""
    import math
    from dataclasses import replace

    import torch

    sample = _credited_download()
    shares = policy.span_weights(sample, sample.credited)
    unlikely = torch.full((len(policy.draft_ids(sample)),), math.log(1e-6))
    certain = unlikely.clone()
    certain[list(shares)] = 0.0  # p = 1
    config, policy.config = policy.config, replace(policy.config, credit_coef=0.25)
    try:
        rare, sure = policy.token_advantages(sample, unlikely), policy.token_advantages(sample, certain)
    finally:
        policy.config = config
    for position, share in shares.items():
        assert rare[position].item() == pytest.approx(0.25 * share, rel=1e-4)
        assert sure[position].item() == pytest.approx(0.0, abs=1e-6)


def test_a_second_epoch_learns_more_from_the_same_drafts(policy) -> None:
    """PPO epochs: from the same adapter, two optimizer steps over one batch move it about twice as far.

    At a small learning rate no token's ratio reaches the clip, so the second step is a full one.
    Each trial starts from the adapter's start without the KL guard: the momentum and the distance
    from the reference that earlier tests left in the shared fixture would otherwise steer the step.
    """
    from dataclasses import replace

    samples = _samples(advantages=(1.0, -1.0, 0.0, 1.0, -1.0))

    def margin() -> float:
        values = dict(zip((s.draft for s in samples), (sum(v) / len(v) for v in policy.sequence_logprobs(samples))))
        return values[DRAFTS_A[0]] - values[DRAFTS_A[1]] + values[DRAFTS_B[0]] - values[DRAFTS_B[1]]

    config, gains = policy.config, {}
    try:
        for epochs in (1, 2):
            with _adapter_at_start(policy):
                for group in policy.optimizer.param_groups:
                    group["lr"] = 5e-4  # the fixture's rate comes back with the optimizer's state
                policy.config = replace(config, epochs=epochs, kl_coef=0.0)  # the loss is then -margin itself
                before = margin()
                policy.step(samples)
                gains[epochs] = margin() - before
    finally:
        policy.config = config
    assert gains[1] > 0
    assert gains[2] > gains[1] * 1.5
