"""The serving engine: llama.cpp (through llama-cpp-python's C API) generating from the GGUF file.

Chosen on measurements (see ``bench/llm_engine.py``): on 2 CPU cores llama.cpp generates several times
faster than transformers on the same file. The C API is used directly, rather than the ``Llama``
convenience class, for three things the class lacks: ``n`` choices decoded together in one batch
(the prompt is evaluated once and shared in the KV cache), LoRA adapters switched per request
without reloading the model, and a seeded sampler per choice so a request is reproducible.
"""

from __future__ import annotations

import ctypes
import logging
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

# llama.cpp's OpenMP worker threads spin while they wait. On 2 cores shared with the runners and the
# trainer a spinning thread holds the core the other one needs: measured here under load, 2 threads
# made 0.5 tokens/s spinning and 11 tokens/s waiting passively. It must be set before the library loads.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import llama_cpp as ll  # noqa: E402 - after the OpenMP setting above

from tractatus_feedback.llm.chat_template import render_chat
from tractatus_feedback.llm.lora_gguf import adapter_fingerprint, convert_peft_adapter

__all__ = ["Choice", "Generation", "LlamaEngine", "LoadedAdapter", "RequestError", "SamplingParams"]

logger = logging.getLogger(__name__)

_LOG_LEVELS = {1: logging.DEBUG, 2: logging.DEBUG, 3: logging.WARNING, 4: logging.ERROR}


@ll.llama_log_callback
def _log_to_logging(level: int, text: bytes, _user_data: ctypes.c_void_p) -> None:
    """Route llama.cpp's console chatter into ``logging`` (debug level) instead of stderr."""
    logger.log(_LOG_LEVELS.get(level, logging.DEBUG), "llama.cpp: %s", text.decode("utf-8", "replace").rstrip())


class RequestError(ValueError):
    """A request the engine cannot serve as asked (too long for the context, too many choices...)."""


@dataclass(frozen=True)
class SamplingParams:
    """How to sample: ``temperature`` 0 means greedy; ``seed`` None means a fresh random seed."""

    max_tokens: int
    temperature: float = 1.0
    top_p: float = 1.0
    seed: int | None = None
    stop: tuple[str, ...] = ()


@dataclass(frozen=True)
class Choice:
    text: str
    finish_reason: str  # "stop" (end of turn or a stop string) or "length"
    completion_tokens: int


@dataclass(frozen=True)
class Generation:
    choices: list[Choice]
    prompt_tokens: int


@dataclass(frozen=True)
class LoadedAdapter:
    """A LoRA adapter converted and loaded into llama.cpp; ``id`` is a hash of its content."""

    id: str
    source: Path
    handle: int


class _Sequence:
    """One choice being generated: its sampler, its tokens and text so far."""

    def __init__(self, sampler: ll.llama_sampler_p) -> None:
        self.sampler = sampler
        self.raw = b""
        self.tokens = 0
        self.last_token = -1
        self.finish_reason: str | None = None
        self.text = ""


class LlamaEngine:
    """One loaded model and context; requests are served one at a time under a lock."""

    def __init__(
        self,
        model_path: Path,
        *,
        n_ctx: int = 8192,
        threads: int = 0,
        max_choices: int = 16,
        adapter_cache_dir: Path,
        max_adapters: int = 8,
    ) -> None:
        ll.llama_log_set(_log_to_logging, ctypes.c_void_p())
        ll.llama_backend_init()
        self._lock = threading.Lock()
        self.max_choices = max_choices
        self._adapter_cache_dir = adapter_cache_dir
        self._max_adapters = max_adapters
        self._adapters: OrderedDict[str, LoadedAdapter] = OrderedDict()

        model_params = ll.llama_model_default_params()
        self._model = ll.llama_model_load_from_file(str(model_path).encode(), model_params)
        if not self._model:
            raise RuntimeError(f"llama.cpp could not load {model_path}")
        self._vocab = ll.llama_model_get_vocab(self._model)
        template = ll.llama_model_chat_template(self._model, None)
        if not template:
            raise RuntimeError(f"{model_path} carries no chat template")
        self.chat_template = template.decode()

        ctx_params = ll.llama_context_default_params()
        ctx_params.n_ctx = n_ctx
        ctx_params.n_batch = min(n_ctx, 2048)
        ctx_params.n_seq_max = max_choices
        # One KV buffer shared by all sequences: the copied prompt is stored once, and n_ctx bounds the
        # total (prompt + all choices) rather than being split evenly across max_choices.
        ctx_params.kv_unified = True
        n_threads = threads or os.cpu_count() or 1
        ctx_params.n_threads = n_threads
        ctx_params.n_threads_batch = n_threads
        ctx_params.no_perf = True
        self._ctx = ll.llama_init_from_model(self._model, ctx_params)
        if not self._ctx:
            raise RuntimeError("llama.cpp could not create a context")
        self.n_ctx = ll.llama_n_ctx(self._ctx)
        self._n_batch = ctx_params.n_batch
        self._memory = ll.llama_get_memory(self._ctx)
        self._batch = ll.llama_batch_init(max(self._n_batch, max_choices), 0, 1)
        logger.info("llama.cpp loaded %s: n_ctx %d, %d threads", model_path.name, self.n_ctx, n_threads)

    # -- text -------------------------------------------------------------------------------------

    def chat_prompt(self, messages: list[dict[str, str]]) -> str:
        return render_chat(self.chat_template, messages)

    def tokenize(self, text: str) -> list[int]:
        """Token ids of prompt text whose special tokens (``<|im_start|>``...) are written out."""
        data = text.encode()
        capacity = len(data) + 8
        buffer = (ll.llama_token * capacity)()
        count = ll.llama_tokenize(self._vocab, data, len(data), buffer, capacity, False, True)
        if count < 0:
            raise RuntimeError(f"tokenizer needed {-count} slots, had {capacity}")
        return list(buffer[:count])

    def _piece(self, token: int) -> bytes:
        buffer = ctypes.create_string_buffer(64)
        count = ll.llama_token_to_piece(self._vocab, token, buffer, len(buffer), 0, False)
        return buffer.raw[:count]

    # -- adapters ---------------------------------------------------------------------------------

    def load_adapter(self, adapter_dir: Path) -> LoadedAdapter:
        """Convert (once per content) and load a PEFT LoRA adapter directory; cached by content hash."""
        adapter_dir = Path(adapter_dir).resolve()
        key = adapter_fingerprint(adapter_dir)
        with self._lock:
            if key in self._adapters:
                self._adapters.move_to_end(key)
                return self._adapters[key]
            gguf_file = self._adapter_cache_dir / f"{key}.gguf"
            if not gguf_file.is_file():
                n_head = ll.llama_model_n_head(self._model)
                n_head_kv = ll.llama_model_n_head_kv(self._model)
                convert_peft_adapter(adapter_dir, gguf_file, n_head, n_head_kv)
            handle = ll.llama_adapter_lora_init(self._model, str(gguf_file).encode())
            if not handle:
                raise RequestError(f"llama.cpp rejected the adapter {adapter_dir} (does it match this model?)")
            adapter = LoadedAdapter(id=key, source=adapter_dir, handle=handle)
            self._adapters[key] = adapter
            while len(self._adapters) > self._max_adapters:
                _, evicted = self._adapters.popitem(last=False)
                ll.llama_adapter_lora_free(evicted.handle)
            logger.info("loaded LoRA adapter %s from %s", key, adapter_dir)
            return adapter

    def _use_adapter(self, adapter: LoadedAdapter | None) -> None:
        if adapter is None:
            ll.llama_set_adapters_lora(self._ctx, None, 0, None)
            return
        if adapter.id not in self._adapters:
            raise RequestError(f"adapter {adapter.id} was unloaded; load it again")
        handles = (ll.llama_adapter_lora_p_ctypes * 1)(adapter.handle)
        scales = (ctypes.c_float * 1)(1.0)
        ll.llama_set_adapters_lora(self._ctx, handles, 1, scales)

    # -- generation -------------------------------------------------------------------------------

    def generate(
        self, prompt: str, n: int, params: SamplingParams, adapter: LoadedAdapter | None = None
    ) -> Generation:
        """Generate ``n`` choices for ``prompt`` (already templated), decoded together in one batch."""
        tokens = self.tokenize(prompt)
        if not 1 <= n <= self.max_choices:
            raise RequestError(f"n must be between 1 and {self.max_choices}")
        needed = len(tokens) + n * params.max_tokens
        if needed > self.n_ctx:
            raise RequestError(
                f"prompt ({len(tokens)} tokens) + n ({n}) x max_tokens ({params.max_tokens}) = {needed} "
                f"exceeds the context of {self.n_ctx} tokens"
            )
        seed = params.seed if params.seed is not None else int.from_bytes(os.urandom(4), "little")
        with self._lock:
            sequences = [_Sequence(self._sampler(params, seed + i)) for i in range(n)]
            try:
                self._use_adapter(adapter)
                ll.llama_memory_clear(self._memory, True)
                self._decode_prompt(tokens)
                for i in range(1, n):
                    ll.llama_memory_seq_cp(self._memory, 0, i, -1, -1)
                for seq in sequences:
                    self._advance(seq, ll.llama_sampler_sample(seq.sampler, self._ctx, -1), params)
                position = len(tokens)
                while active := [(i, s) for i, s in enumerate(sequences) if s.finish_reason is None]:
                    self._set_batch([(s.last_token, position, i) for i, s in active])
                    self._decode()
                    for row, (_, seq) in enumerate(active):
                        self._advance(seq, ll.llama_sampler_sample(seq.sampler, self._ctx, row), params)
                    position += 1
            finally:
                for seq in sequences:
                    ll.llama_sampler_free(seq.sampler)
        choices = [Choice(s.text, s.finish_reason or "length", s.tokens) for s in sequences]
        return Generation(choices=choices, prompt_tokens=len(tokens))

    def _sampler(self, params: SamplingParams, seed: int) -> ll.llama_sampler_p:
        chain = ll.llama_sampler_chain_init(ll.llama_sampler_chain_default_params())
        if params.temperature <= 0:
            ll.llama_sampler_chain_add(chain, ll.llama_sampler_init_greedy())
            return chain
        if params.top_p < 1.0:
            ll.llama_sampler_chain_add(chain, ll.llama_sampler_init_top_p(params.top_p, 1))
        ll.llama_sampler_chain_add(chain, ll.llama_sampler_init_temp(params.temperature))
        # 0xFFFFFFFF means "random" to llama.cpp, so seeds are kept below it.
        ll.llama_sampler_chain_add(chain, ll.llama_sampler_init_dist(seed % 0xFFFFFFFF))
        return chain

    def _advance(self, seq: _Sequence, token: int, params: SamplingParams) -> None:
        """Append one sampled token to a choice and decide whether that choice is finished."""
        if ll.llama_vocab_is_eog(self._vocab, token):
            seq.finish_reason = "stop"
            return
        seq.tokens += 1
        seq.last_token = token
        seq.raw += self._piece(token)
        seq.text = seq.raw.decode("utf-8", "ignore")
        for stop in params.stop:
            cut = seq.text.find(stop)
            if cut >= 0:
                seq.text = seq.text[:cut]
                seq.finish_reason = "stop"
                return
        if seq.tokens >= params.max_tokens:
            seq.finish_reason = "length"

    def _decode_prompt(self, tokens: list[int]) -> None:
        for start in range(0, len(tokens), self._n_batch):
            chunk = tokens[start : start + self._n_batch]
            self._set_batch([(t, start + j, 0) for j, t in enumerate(chunk)], logits_last_only=True)
            self._decode()

    def _set_batch(self, entries: list[tuple[int, int, int]], logits_last_only: bool = False) -> None:
        """Fill the batch with (token, position, sequence) entries; every entry yields logits unless told."""
        batch = self._batch
        batch.n_tokens = len(entries)
        for j, (token, position, seq_id) in enumerate(entries):
            batch.token[j] = token
            batch.pos[j] = position
            batch.n_seq_id[j] = 1
            batch.seq_id[j][0] = seq_id
            batch.logits[j] = not logits_last_only
        batch.logits[len(entries) - 1] = True

    def _decode(self) -> None:
        status = ll.llama_decode(self._ctx, self._batch)
        if status != 0:
            raise RuntimeError(f"llama_decode failed with status {status}")

    def close(self) -> None:
        with self._lock:
            for adapter in self._adapters.values():
                ll.llama_adapter_lora_free(adapter.handle)
            self._adapters.clear()
            ll.llama_batch_free(self._batch)
            ll.llama_free(self._ctx)
            ll.llama_model_free(self._model)
