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
from typing import TYPE_CHECKING, Any

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
    kl_coef: float = 0.04  # weight of the k3 KL estimate against the adapter-free reference model
    max_grad_norm: float = 1.0
    micro_batch: int = 8  # sequences per forward pass; bounds the memory peak, not the result
    dtype: str = "auto"  # base weights: "auto" = float32 on CPU (bf16 matmuls are ~4x slower there), bfloat16 on CUDA
    seed: int = 0


@dataclass(frozen=True)
class PolicySample:
    """One draft to learn from: the user prompt it answered, the draft text, its advantage."""

    prompt: str
    draft: str
    advantage: float
    finished: bool = True  # the model ended the turn itself (so the end-of-turn token is learned too)


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

    def encode(self, sample: PolicySample) -> tuple[list[int], int]:
        """Token ids of prompt + draft (+ end of turn), and where the draft starts."""
        prompt_ids = self.tokenizer(self.chat_prompt(sample.prompt), add_special_tokens=False).input_ids
        draft_ids = self.tokenizer(sample.draft, add_special_tokens=False).input_ids
        if sample.finished:
            draft_ids = [*draft_ids, self.end_of_turn]
        return [*prompt_ids, *draft_ids], len(prompt_ids)

    # -- learning -----------------------------------------------------------------------------------

    def _frozen_prefix(self, ids: "torch.Tensor", mask: "torch.Tensor") -> tuple[Any, ...]:
        """Run the layers below the first adapted one once, without gradients.

        Their output is the same for the policy and for the reference (they carry no adapter), so the
        reference pass and the trained pass both start from it: about 3x less compute per update than
        two full forward passes plus a full backward pass, which is what makes CPU training practical.
        """
        import torch
        from transformers.masking_utils import create_causal_mask

        llama = self.model.get_base_model().model
        with torch.no_grad():
            hidden = llama.embed_tokens(ids)
            position_ids = torch.arange(ids.shape[1], device=ids.device).unsqueeze(0)
            causal = create_causal_mask(
                config=llama.config, inputs_embeds=hidden, attention_mask=mask, cache=None, position_ids=position_ids
            )
            rotary = llama.rotary_emb(hidden, position_ids=position_ids)
            for layer in llama.layers[: self.first_adapted_layer]:
                hidden = layer(hidden, attention_mask=causal, position_embeddings=rotary, position_ids=position_ids)
        return hidden, causal, rotary, position_ids

    def _token_logprobs(
        self, prefix: tuple[Any, ...], ids: "torch.Tensor", starts: list[int], lengths: list[int]
    ) -> list["torch.Tensor"]:
        """Log-probabilities of each draft token; the vocabulary projection runs on draft positions only."""
        import torch

        hidden, causal, rotary, position_ids = prefix
        base = self.model.get_base_model()
        for layer in base.model.layers[self.first_adapted_layer :]:
            hidden = layer(hidden, attention_mask=causal, position_embeddings=rotary, position_ids=position_ids)
        hidden = base.model.norm(hidden)
        out = []
        for row, (start, length) in enumerate(zip(starts, lengths)):
            logits = base.lm_head(hidden[row, start - 1 : length - 1]).float()
            out.append(torch.log_softmax(logits, dim=-1).gather(1, ids[row, start:length, None]).squeeze(1))
        return out

    def sequence_logprobs(self, samples: Sequence[PolicySample]) -> list[list[float]]:
        """Per-token log-probabilities of each draft under the current policy (for checks and tests)."""
        import torch

        result = []
        with torch.no_grad():
            for ids, mask, starts, lengths in self._batches(samples):
                prefix = self._frozen_prefix(ids, mask)
                result += [values.tolist() for values in self._token_logprobs(prefix, ids, starts, lengths)]
        return result

    def _batches(self, samples: Sequence[PolicySample]) -> Iterator[tuple[Any, Any, list[int], list[int]]]:
        import torch

        pad = self.tokenizer.pad_token_id
        for begin in range(0, len(samples), self.config.micro_batch):
            encoded = [self.encode(sample) for sample in samples[begin : begin + self.config.micro_batch]]
            width = max(len(seq) for seq, _ in encoded)
            ids = torch.tensor([seq + [pad] * (width - len(seq)) for seq, _ in encoded], device=self.device)
            mask = torch.tensor([[1] * len(seq) + [0] * (width - len(seq)) for seq, _ in encoded], device=self.device)
            yield ids, mask, [start for _, start in encoded], [len(seq) for seq, _ in encoded]

    def step(self, samples: Sequence[PolicySample]) -> StepStats:
        """One policy-gradient update: loss = -mean(advantage * mean token log-prob) + kl_coef * KL(k3).

        Samples with zero advantage carry no gradient and are skipped. The KL term (k3 estimator,
        per token, against the reference: the same model with the adapter switched off) keeps the
        policy near the model it started from, which is what stops a 135 M model from collapsing
        onto one reward-hacking phrase in a few steps.
        """
        import torch

        started = time.monotonic()
        useful = [sample for sample in samples if abs(sample.advantage) > 1e-8 and sample.draft.strip()]
        if not useful:
            return StepStats(0.0, 0.0, 0.0, 0.0, 0, 0, time.monotonic() - started)
        self.optimizer.zero_grad(set_to_none=True)
        policy_total = kl_total = 0.0
        tokens = 0
        for index, (ids, mask, starts, lengths) in enumerate(self._batches(useful)):
            chunk = useful[index * self.config.micro_batch : (index + 1) * self.config.micro_batch]
            prefix = self._frozen_prefix(ids, mask)
            with torch.no_grad(), self.model.disable_adapter():
                reference = self._token_logprobs(prefix, ids, starts, lengths)
            current = self._token_logprobs(prefix, ids, starts, lengths)
            loss = torch.zeros((), device=self.device)
            for sample, logprobs, ref in zip(chunk, current, reference):
                delta = ref - logprobs
                kl = (torch.exp(delta) - delta - 1.0).mean()
                policy = -sample.advantage * logprobs.mean()
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
