"""The trainable policy: SmolLM2 with a LoRA adapter, its token log-probabilities, one update, a save.

The drafts a policy-gradient step learns from were sampled by the embedded endpoint (llama.cpp on the
GGUF file); the log-probabilities are recomputed here on the transformers copy of the same weights,
for the exact prompt text the endpoint built with the model's own chat template. Same code on CPU and
CUDA: the device is the only switch.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tractatus_feedback.llm.chat_template import render_chat

if TYPE_CHECKING:
    import torch

__all__ = ["LoraPolicy", "PolicyConfig", "PolicySample", "StepStats", "load_base_model"]

logger = logging.getLogger(__name__)

#: Every linear layer of a Llama decoder block (peft's "all-linear" cannot be combined with a layer range).
LINEAR_MODULES = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")


@dataclass(frozen=True)
class PolicyConfig:
    """LoRA shape and optimizer; defaults follow the measurements in shared/FACTS.md."""

    lora_rank: int = 16
    lora_layers: int | None = 8  # adapt only the top N decoder layers (None: all); see _frozen_prefix
    lora_alpha: int = 32
    learning_rate: float = 5e-4
    kl_coef: float = 0.04  # weight of the KL penalty (k2, see LoraPolicy.step) against the adapter-free reference
    blame_coef: float = 0.25  # the negative advantage of each blamed span (PolicySample.blamed)
    credit_coef: float = 0.0  # the positive advantage of each credited span (PolicySample.credited)
    max_grad_norm: float = 1.0
    epochs: int = 1  # optimizer steps over each batch of drafts (PPO epochs); see LoraPolicy.step
    clip_ratio: float = 0.2  # PPO's clip on each token's probability ratio in epochs after the first
    micro_batch: int = 8  # drafts per forward pass (packed with their prompt); bounds the memory peak, not the result
    dtype: str = "auto"  # base weights: "auto" = float32 on CPU (bf16 matmuls are ~4x slower there), bfloat16 on CUDA
    # The temperature the learned-from drafts were sampled at (GRPO sets it from its own config): scores
    # are log-probabilities of the tempered distribution, so the update is on-policy for the policy that
    # drafted them, and the KL guard compares tempered distributions too.
    temperature: float = 1.0
    seed: int = 0


@dataclass(frozen=True)
class PolicySample:
    """One draft to learn from: the user prompt it answered, the draft text, its advantage."""

    prompt: str
    draft: str
    advantage: float
    finished: bool = True  # the model ended the turn itself (so the end-of-turn token is learned too)
    #: Character spans of the draft that broke a rule on their own (an invented name, a promise): their
    #: tokens are pushed down instead of the whole draft by its advantage.
    blamed: tuple[tuple[int, int], ...] = ()
    #: Character spans that earned reward on their own (the words naming a point the visitor raised):
    #: their tokens are pushed up, whatever the draft's advantage.
    credited: tuple[tuple[int, int], ...] = ()
    #: Character spans a gate discounted that credit pays for elsewhere (an apology, in a reply to
    #: praise): their tokens are pushed down as hard as credited ones are pushed up.
    debited: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class _Packed:
    """Token ids, positions and attention mask of packed groups, and where each draft's tokens are read."""

    ids: "torch.Tensor"
    positions: "torch.Tensor"
    mask: "torch.Tensor"  # (rows, 1, width, width), additive: 0 where a query may attend, the dtype's min elsewhere
    reads: list[tuple[int, list[int], list[int]]]  # per draft: (row, hidden positions, target token ids)


@dataclass(frozen=True)
class StepStats:
    loss: float
    policy_loss: float
    kl: float
    grad_norm: float
    samples: int
    tokens: int
    seconds: float


def load_base_model(cache_dir: Path, dtype: str) -> tuple[object, object]:
    """The transformers model and tokenizer, from a float copy cached after the first GGUF load.

    De-quantising the GGUF takes 12 s on an idle 2-core machine and over a minute on a busy one; the
    cached ``save_pretrained`` copy loads in about a second, which matters inside a 12-minute run.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from tractatus_feedback.llm import gguf_path, load_hf_model

    torch_dtype = getattr(torch, dtype)
    stamp = cache_dir / "source.txt"
    source = f"{gguf_path()}:{gguf_path().stat().st_size}"
    if stamp.is_file() and stamp.read_text() == source:
        tokenizer = AutoTokenizer.from_pretrained(cache_dir)
        model = AutoModelForCausalLM.from_pretrained(cache_dir, dtype=torch_dtype)
        return model, tokenizer
    model, tokenizer = load_hf_model("float32")
    cache_dir.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(cache_dir)
    tokenizer.save_pretrained(cache_dir)
    stamp.write_text(source)
    logger.info("cached the de-quantised model in %s", cache_dir)
    return model.to(torch_dtype), tokenizer


class LoraPolicy:
    """The embedded model with one trainable LoRA adapter (all linear layers) and its optimizer."""

    def __init__(self, config: PolicyConfig, cache_dir: Path, device: str | None = None) -> None:
        import torch
        from peft import LoraConfig, get_peft_model

        self.config = config
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        torch.manual_seed(config.seed)
        dtype = config.dtype if config.dtype != "auto" else ("bfloat16" if self.device == "cuda" else "float32")
        base, self.tokenizer = load_base_model(cache_dir, dtype)
        n_layers = base.config.num_hidden_layers
        self.first_adapted_layer = max(0, n_layers - (config.lora_layers or n_layers))
        lora = LoraConfig(
            r=config.lora_rank,
            lora_alpha=config.lora_alpha,
            target_modules=list(LINEAR_MODULES),
            layers_to_transform=list(range(self.first_adapted_layer, n_layers)),
            lora_dropout=0.0,
        )
        # autocast_adapter_dtype keeps the LoRA weights in float32 over a bfloat16 base.
        self.model = get_peft_model(base, lora, autocast_adapter_dtype=True).to(self.device)
        self.model.train()
        self.trainable = [param for param in self.model.parameters() if param.requires_grad]
        self.optimizer = torch.optim.AdamW(self.trainable, lr=config.learning_rate, weight_decay=0.0)
        self.chat_template: str = self.tokenizer.chat_template
        self.end_of_turn: int = self.tokenizer.convert_tokens_to_ids("<|im_end|>")
        self.steps = 0

    # -- what the endpoint sees ---------------------------------------------------------------------

    def chat_prompt(self, prompt: str) -> str:
        """The prompt text the endpoint generates from: the model's chat template, as the endpoint applies it."""
        return render_chat(self.chat_template, [{"role": "user", "content": prompt}])

    def draft_ids(self, sample: PolicySample) -> list[int]:
        """Token ids of the draft, with the end-of-turn token when the model ended the reply itself."""
        ids = self.tokenizer(sample.draft, add_special_tokens=False).input_ids
        return [*ids, self.end_of_turn] if sample.finished else ids

    def span_weights(self, sample: PolicySample, spans: Sequence[tuple[int, int]]) -> dict[int, float]:
        """Index into :meth:`draft_ids` of each token of ``spans`` (character offsets), and its share.

        Each span's tokens share one unit between them, so a one-token name and a six-token promise
        weigh the same in the update.
        """
        if not spans:
            return {}
        offsets = self.tokenizer(sample.draft, add_special_tokens=False, return_offsets_mapping=True).offset_mapping
        weights: dict[int, float] = {}
        for start, end in spans:
            inside = [index for index, (token_start, token_end) in enumerate(offsets) if token_end > start and token_start < end]
            for index in inside:
                weights[index] = weights.get(index, 0.0) + 1.0 / len(inside)
        return dict(sorted(weights.items()))

    # -- learning -----------------------------------------------------------------------------------

    def _micro_batches(self, samples: Sequence[PolicySample]) -> Iterator[list[list[PolicySample]]]:
        """Samples grouped by prompt (a GRPO group), split and packed into ``micro_batch``-draft passes."""
        groups: dict[str, list[PolicySample]] = {}
        for sample in samples:
            groups.setdefault(sample.prompt, []).append(sample)
        size = self.config.micro_batch
        chunks = [group[i : i + size] for group in groups.values() for i in range(0, len(group), size)]
        batch: list[list[PolicySample]] = []
        for chunk in chunks:
            if batch and sum(map(len, batch)) + len(chunk) > size:
                yield batch
                batch = []
            batch.append(chunk)
        if batch:
            yield batch

    def _pack(self, groups: Sequence[Sequence[PolicySample]]) -> _Packed:
        """One row per group: its prompt once, then each draft, every draft seeing only the prompt and itself.

        The drafts of a group share their prompt, which is about two thirds of each sequence; packing
        runs it through the model once per group instead of once per draft. Each draft keeps the
        positions it had when sampled (right after the prompt), so its log-probabilities are exactly
        those of the prompt + draft sequence alone (tests/training/test_policy.py checks this).
        """
        import torch

        rows: list[tuple[list[int], list[int], list[int]]] = []
        reads: list[tuple[int, list[int], list[int]]] = []
        for row, group in enumerate(groups):
            prompt = self.tokenizer(self.chat_prompt(group[0].prompt), add_special_tokens=False).input_ids
            ids, positions, segments = list(prompt), list(range(len(prompt))), [0] * len(prompt)
            for segment, sample in enumerate(group, start=1):
                draft = self.draft_ids(sample)
                start = len(ids)
                # Draft token j is predicted from the hidden state before it: the prompt's last one for j = 0.
                reads.append((row, [len(prompt) - 1, *range(start, start + len(draft) - 1)], draft))
                ids += draft
                positions += range(len(prompt), len(prompt) + len(draft))
                segments += [segment] * len(draft)
            rows.append((ids, positions, segments))
        width = max(len(ids) for ids, _, _ in rows)
        pad = self.tokenizer.pad_token_id
        ids = torch.tensor([r[0] + [pad] * (width - len(r[0])) for r in rows], device=self.device)
        positions = torch.tensor([r[1] + [0] * (width - len(r[1])) for r in rows], device=self.device)
        segments = torch.tensor([r[2] + [-1] * (width - len(r[2])) for r in rows], device=self.device)
        index = torch.arange(width, device=self.device)
        causal = index[:, None] >= index[None, :]
        # A query sees the prompt (segment 0) and its own draft; padding sees the prompt, so no row is empty.
        visible = (segments[:, None, :] == 0) | (segments[:, :, None] == segments[:, None, :])
        allowed = (causal & visible)[:, None]
        dtype = self.model.get_base_model().dtype
        mask = torch.zeros(allowed.shape, dtype=dtype, device=self.device).masked_fill(~allowed, torch.finfo(dtype).min)
        return _Packed(ids=ids, positions=positions, mask=mask, reads=reads)

    def _frozen_prefix(self, packed: _Packed) -> tuple["torch.Tensor", tuple["torch.Tensor", "torch.Tensor"]]:
        """Run the layers below the first adapted one once, without gradients.

        Their output is the same for the policy and for the reference (they carry no adapter), so the
        reference pass and the trained pass both start from it: about 3x less compute per update than
        two full forward passes plus a full backward pass, which is what makes CPU training practical.
        """
        import torch

        llama = self.model.get_base_model().model
        with torch.no_grad():
            hidden = llama.embed_tokens(packed.ids)
            rotary = llama.rotary_emb(hidden, position_ids=packed.positions)
            for layer in llama.layers[: self.first_adapted_layer]:
                hidden = layer(hidden, attention_mask=packed.mask, position_embeddings=rotary, position_ids=packed.positions)
        return hidden, rotary

    def _token_logprobs(
        self, prefix: tuple["torch.Tensor", tuple["torch.Tensor", "torch.Tensor"]], packed: _Packed
    ) -> list["torch.Tensor"]:
        """Log-probabilities of each draft token; the vocabulary projection runs on draft positions only."""
        import torch

        hidden, rotary = prefix
        base = self.model.get_base_model()
        for layer in base.model.layers[self.first_adapted_layer :]:
            hidden = layer(hidden, attention_mask=packed.mask, position_embeddings=rotary, position_ids=packed.positions)
        hidden = base.model.norm(hidden)
        out = []
        for row, reading, targets in packed.reads:
            logits = base.lm_head(hidden[row, reading]).float() / self.config.temperature
            target = torch.tensor(targets, device=self.device)[:, None]
            out.append(torch.log_softmax(logits, dim=-1).gather(1, target).squeeze(1))
        return out

    def sequence_logprobs(self, samples: Sequence[PolicySample]) -> list[list[float]]:
        """Per-token log-probabilities of each draft under the current policy, in the order of ``samples``."""
        import torch

        by_sample: dict[int, list[float]] = {}
        with torch.no_grad():
            for groups in self._micro_batches(samples):
                packed = self._pack(groups)
                values = self._token_logprobs(self._frozen_prefix(packed), packed)
                for sample, logprobs in zip((s for g in groups for s in g), values):
                    by_sample[id(sample)] = logprobs.tolist()
        return [by_sample[id(sample)] for sample in samples]

    def token_advantages(self, sample: PolicySample, logprobs: "torch.Tensor") -> "torch.Tensor":
        """Each draft token's share of the update: the draft's advantage spread evenly, plus its spans.

        A sample with blamed spans gets ``-blame_coef`` for each span, shared among its tokens
        (:meth:`span_weights`): it lowers the decisions that broke the rule, where a negative
        advantage would lower every token of a draft that was otherwise fine. In expectation over
        sampled drafts this lowers the total probability of starting a name or a promise, which
        unlikelihood (``-log(1 - p)``) does only weakly when that mass is spread over many names.
        Credited spans work the other way, ``+credit_coef`` each: they raise the words that earned a
        quality component (a point the visitor made, an apology, a hedge), which a draft's single
        advantage credits to every token alike; debited spans, ``-credit_coef`` each, lower what a
        gate discounted where credit pays for it elsewhere. A credited token's share is scaled by 1 - p,
        p its probability under the policy before this update (``logprobs``), so credit stops pushing a
        word once the policy says it anyway: undamped, a credited word of the visitor's point rose
        until fresh clones' drafts looped on it ("dataset dataset dataset", README, training).
        """
        import torch

        length = len(logprobs)
        advantages = torch.full((length,), sample.advantage / length, device=self.device)
        for spans, coef, fades in (
            (sample.blamed, -self.config.blame_coef, False),
            (sample.credited, self.config.credit_coef, True),
            (sample.debited, -self.config.credit_coef, False),
        ):
            shares = self.span_weights(sample, spans)
            if shares and coef:
                positions = list(shares)
                values = coef * torch.tensor(list(shares.values()), device=self.device)
                if fades:
                    values = values * (1.0 - torch.exp(logprobs[positions]))
                advantages[positions] += values
        return advantages

    def step(self, samples: Sequence[PolicySample]) -> StepStats:
        """One policy-gradient update of ``epochs`` optimizer steps over the same drafts.

        Loss per draft: ``-sum_t min(r_t a_t, clip(r_t) a_t) + kl_coef * mean_t k2_t``, averaged over drafts,
        with ``a_t`` from :meth:`token_advantages` and ``r_t`` the token's probability ratio to the
        policy before this update (PPO's clipped surrogate). The first epoch has ``r_t = 1``, so its
        gradient is the plain policy gradient ``-sum_t a_t grad log p_t``; later epochs learn more from
        the same drafts, which cost 60% of an iteration to sample, while the clip stops any token's
        probability moving more than ``clip_ratio`` from where the drafts were sampled.
        Samples with zero advantage and no spans carry no gradient and are skipped. The KL term keeps
        the policy near the reference (the same model with the adapter switched off), which is what
        stops a 135 M model from collapsing onto one reward-hacking phrase in a few steps. It is
        ``k2_t = d_t^2 / 2`` per sampled token, ``d_t = log p_t - log ref_t``, whose gradient over drafts
        the policy sampled is that of KL(policy || reference). The k3 estimate ``exp(-d_t) + d_t - 1`` has
        the right value but, as a loss, the gradient of the other direction, KL(reference || policy),
        which grows as ``exp(log ref_t - log p_t)`` on a token the policy made rare: three of 39 updates
        of the fourth session of 2026-12-07 read 27, 311 and 2969 nats per token, and that one token's
        pull took the clipped gradient (README, training). k2's pull grows linearly. The frozen prefix
        and the reference are computed once and serve every epoch. The returned loss and KL (the mean
        k2, close to the KL while the policy stays near the reference) are the last epoch's.
        """
        import torch

        started = time.monotonic()
        useful = [
            s for s in samples if (abs(s.advantage) > 1e-8 or s.blamed or s.credited or s.debited) and s.draft.strip()
        ]
        if not useful:
            return StepStats(0.0, 0.0, 0.0, 0.0, 0, 0, time.monotonic() - started)
        batches = []
        for groups in self._micro_batches(useful):
            packed = self._pack(groups)
            prefix = self._frozen_prefix(packed)
            with torch.no_grad(), self.model.disable_adapter():
                reference = self._token_logprobs(prefix, packed)
            batches.append((packed, prefix, reference, [s for g in groups for s in g], [], []))
        clip = self.config.clip_ratio
        for epoch in range(self.config.epochs):
            self.optimizer.zero_grad(set_to_none=True)
            policy_total = kl_total = 0.0
            tokens = 0
            for packed, prefix, reference, drafts, sampled, advantages in batches:
                current = self._token_logprobs(prefix, packed)
                if epoch == 0:
                    sampled.extend(logprobs.detach() for logprobs in current)
                    advantages.extend(self.token_advantages(s, old) for s, old in zip(drafts, sampled))
                loss = torch.zeros((), device=self.device)
                for logprobs, ref, old, advantage in zip(current, reference, sampled, advantages):
                    kl = 0.5 * (logprobs - ref).pow(2).mean()
                    ratio = torch.exp(logprobs - old)
                    policy = -torch.minimum(ratio * advantage, ratio.clamp(1.0 - clip, 1.0 + clip) * advantage).sum()
                    loss = loss + (policy + self.config.kl_coef * kl) / len(useful)
                    policy_total += float(policy.detach()) / len(useful)
                    kl_total += float(kl.detach()) / len(useful)
                    tokens += int(logprobs.numel())
                loss.backward()
            grad_norm = float(torch.nn.utils.clip_grad_norm_(self.trainable, self.config.max_grad_norm))
            if math.isfinite(grad_norm):
                self.optimizer.step()
            else:
                logger.warning("skipped an update with a non-finite gradient norm")
        self.steps += 1
        return StepStats(
            loss=policy_total + self.config.kl_coef * kl_total,
            policy_loss=policy_total,
            kl=kl_total,
            grad_norm=grad_norm,
            samples=len(useful),
            tokens=tokens,
            seconds=time.monotonic() - started,
        )

    # -- persistence --------------------------------------------------------------------------------

    def save(self, directory: Path) -> Path:
        """Save the adapter as a PEFT directory (what the endpoint converts and serves)."""
        directory.mkdir(parents=True, exist_ok=True)
        self.model.save_pretrained(directory)
        return directory

    def adapter_norm(self) -> float:
        """Sum of the LoRA weights' norms: zero-B at the start, so any change shows training happened."""
        return float(sum(param.detach().float().norm() for name, param in self.model.named_parameters() if "lora_B" in name))
