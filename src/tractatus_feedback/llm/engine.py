"""The serving engine: llama.cpp (through llama-cpp-python's C API) generating from the GGUF file.

Chosen on measurements (see ``bench/llm_engine.py``): on 2 CPU cores llama.cpp generates several times
faster than transformers on the same file. The C API is used directly, rather than the ``Llama``
convenience class, for what the class lacks:

- **continuous batching**: concurrent requests (parallel runners, the web service) are decoded
  together, one token per sequence per step, and a request that arrives mid-generation joins at the
  next step. A 135M model on 2 cores is bound by per-step overhead and weight reads, not arithmetic,
  so a step over eight sequences costs little more than a step over one (``bench/llm_engine.py``);
- ``n`` choices per request share one evaluation of the prompt in the KV cache;
- LoRA adapters switched per request without reloading the model (requests for another adapter wait
  until the running batch drains: llama.cpp applies one adapter set per context);
- a seeded sampler per choice, so a request is reproducible.
"""

from __future__ import annotations

import ctypes
import logging
import os
import threading
from collections import OrderedDict, deque
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path

# llama.cpp's OpenMP worker threads spin while they wait. On 2 cores shared with the runners and the
# trainer a spinning thread holds the core the other one needs: measured here under load, 2 threads
# made 0.5 tokens/s spinning and 11 tokens/s waiting passively. It must be set before the library loads.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import llama_cpp as ll  # noqa: E402 - after the OpenMP setting above

from tractatus_feedback.llm.chat_template import render_chat
from tractatus_feedback.llm.lora_gguf import adapter_fingerprint, convert_peft_adapter

__all__ = ["BatchStats", "Choice", "Generation", "LlamaEngine", "LoadedAdapter", "RequestError", "SamplingParams"]

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
    #: OpenAI's penalties: subtracted from a token's logit per time it was already generated (frequency)
    #: and once if it was at all (presence), before temperature. Prompt tokens do not count, as in OpenAI's.
    frequency_penalty: float = 0.0
    presence_penalty: float = 0.0


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


@dataclass
class BatchStats:
    """How much batching happened: decode steps taken and sequences they carried (for the bench and tests)."""

    steps: int = 0
    sequence_steps: int = 0
    peak_sequences: int = 0

    @property
    def mean_sequences(self) -> float:
        return self.sequence_steps / self.steps if self.steps else 0.0


class _Sequence:
    """One choice being generated: its KV-cache sequence id, sampler, position, tokens and text so far."""

    def __init__(self, seq_id: int, sampler: ll.llama_sampler_p, position: int) -> None:
        self.seq_id = seq_id
        self.sampler = sampler
        self.position = position
        self.raw = b""
        self.tokens = 0
        self.last_token = -1
        self.finish_reason: str | None = None
        self.text = ""


@dataclass
class _Request:
    """One ``generate`` call waiting for, or taking part in, the shared decode loop."""

    tokens: list[int]
    n: int
    params: SamplingParams
    adapter: LoadedAdapter | None
    seed: int
    future: Future[Generation] = field(default_factory=Future)
    sequences: list[_Sequence] = field(default_factory=list)

    @property
    def reserved(self) -> int:
        """KV cells this request may fill: its prompt once (shared by the choices) and every choice's tokens."""
        return len(self.tokens) + self.n * self.params.max_tokens

    @property
    def done(self) -> bool:
        return all(s.finish_reason is not None for s in self.sequences)


class LlamaEngine:
    """One loaded model and context; a scheduler thread decodes all running requests together."""

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
        self._lock = threading.Lock()  # guards the context, the adapters and the queues
        self._wakeup = threading.Condition(self._lock)
        self.max_choices = max_choices
        self._adapter_cache_dir = adapter_cache_dir
        self._max_adapters = max_adapters
        self._adapters: OrderedDict[str, LoadedAdapter] = OrderedDict()
        self._waiting: deque[_Request] = deque()
        self._running: list[_Request] = []
        self._free_seq_ids = list(range(max_choices))
        self._applied: LoadedAdapter | None = None
        self._closed = False
        self.stats = BatchStats()

        model_params = ll.llama_model_default_params()
        self._model = ll.llama_model_load_from_file(str(model_path).encode(), model_params)
        if not self._model:
            raise RuntimeError(f"llama.cpp could not load {model_path}")
        self._vocab = ll.llama_model_get_vocab(self._model)
        self._vocab_size = ll.llama_vocab_n_tokens(self._vocab)
        template = ll.llama_model_chat_template(self._model, None)
        if not template:
            raise RuntimeError(f"{model_path} carries no chat template")
        self.chat_template = template.decode()

        ctx_params = ll.llama_context_default_params()
        ctx_params.n_ctx = n_ctx
        ctx_params.n_batch = min(n_ctx, 2048)
        ctx_params.n_seq_max = max_choices
        # One KV buffer shared by all sequences: a copied prompt is stored once, and n_ctx bounds the
        # total of all running requests rather than being split evenly across max_choices.
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
        self._scheduler = threading.Thread(target=self._schedule, name="llama-scheduler", daemon=True)
        self._scheduler.start()
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
            self._evict_adapters()
            logger.info("loaded LoRA adapter %s from %s", key, adapter_dir)
            return adapter

    def _evict_adapters(self) -> None:
        """Free the least recently loaded adapters beyond ``max_adapters``, never one a request still uses.

        Their converted files go too: training publishes a new adapter every iteration (~20 MB each), and
        an evicted adapter asked for again is converted again from its source directory in about a second.
        """
        in_use = {r.adapter.id for r in (*self._running, *self._waiting) if r.adapter is not None}
        for key in list(self._adapters):
            if len(self._adapters) <= self._max_adapters:
                break
            if key not in in_use:
                ll.llama_adapter_lora_free(self._adapters.pop(key).handle)
                (self._adapter_cache_dir / f"{key}.gguf").unlink(missing_ok=True)

    def _apply_adapter(self, adapter: LoadedAdapter | None) -> None:
        if adapter == self._applied:
            return
        if adapter is None:
            ll.llama_set_adapters_lora(self._ctx, None, 0, None)
        else:
            handles = (ll.llama_adapter_lora_p_ctypes * 1)(adapter.handle)
            scales = (ctypes.c_float * 1)(1.0)
            ll.llama_set_adapters_lora(self._ctx, handles, 1, scales)
        self._applied = adapter

    # -- generation -------------------------------------------------------------------------------

    def generate(
        self, prompt: str, n: int, params: SamplingParams, adapter: LoadedAdapter | None = None
    ) -> Generation:
        """Generate ``n`` choices for ``prompt`` (already templated); blocks until they are all finished.

        Safe to call from many threads at once: that is how requests get batched together.
        """
        tokens = self.tokenize(prompt)
        if not 1 <= n <= self.max_choices:
            raise RequestError(f"n must be between 1 and {self.max_choices}")
        seed = params.seed if params.seed is not None else int.from_bytes(os.urandom(4), "little")
        request = _Request(tokens=tokens, n=n, params=params, adapter=adapter, seed=seed)
        if request.reserved > self.n_ctx:
            raise RequestError(
                f"prompt ({len(tokens)} tokens) + n ({n}) x max_tokens ({params.max_tokens}) = {request.reserved} "
                f"exceeds the context of {self.n_ctx} tokens"
            )
        with self._lock:
            if self._closed:
                raise RuntimeError("the engine is closed")
            if adapter is not None and adapter.id not in self._adapters:
                raise RequestError(f"adapter {adapter.id} was unloaded; load it again")
            self._waiting.append(request)
            self._wakeup.notify()
        return request.future.result()

    def _schedule(self) -> None:
        """The decode loop: admit waiting requests, take one step for every running sequence, finish requests."""
        while True:
            with self._lock:
                while not self._closed and not self._waiting and not self._running:
                    self._wakeup.wait()
                if self._closed:
                    return
                try:
                    self._admit()
                    if self._running:
                        self._step()
                except Exception as error:  # noqa: BLE001 - every caller must hear of a failed decode
                    logger.exception("generation failed")
                    for request in self._running:
                        self._release(request)
                        request.future.set_exception(error)
                    self._running.clear()
                    ll.llama_memory_clear(self._memory, True)

    def _admit(self) -> None:
        """Start waiting requests, in arrival order, while they fit and use the adapter already applied."""
        while self._waiting:
            request = self._waiting[0]
            if self._running and request.adapter != self._applied:
                return  # llama.cpp applies one adapter set per context: wait for the batch to drain
            if len(self._free_seq_ids) < request.n:
                return
            if sum(r.reserved for r in self._running) + request.reserved > self.n_ctx:
                return
            self._waiting.popleft()
            if not self._running:
                ll.llama_memory_clear(self._memory, True)  # a clean cache, so no stale cells count against n_ctx
            self._start(request)

    def _start(self, request: _Request) -> None:
        """Evaluate a request's prompt once, share it with its other choices, and sample their first tokens."""
        self._apply_adapter(request.adapter)
        seq_ids = [self._free_seq_ids.pop() for _ in range(request.n)]
        position = len(request.tokens)
        request.sequences = [
            _Sequence(seq_id, self._sampler(request.params, request.seed + i), position)
            for i, seq_id in enumerate(seq_ids)
        ]
        self._running.append(request)
        self._decode_prompt(request.tokens, seq_ids[0])
        for seq_id in seq_ids[1:]:
            ll.llama_memory_seq_cp(self._memory, seq_ids[0], seq_id, -1, -1)
        for seq in request.sequences:
            self._advance(seq, ll.llama_sampler_sample(seq.sampler, self._ctx, -1), request.params)
        self._finish_done()

    def _step(self) -> None:
        """Decode one token for every unfinished sequence of every running request, in one batch."""
        active = [(r, s) for r in self._running for s in r.sequences if s.finish_reason is None]
        self._set_batch([(s.last_token, s.position, s.seq_id) for _, s in active])
        self._decode()
        self.stats.steps += 1
        self.stats.sequence_steps += len(active)
        self.stats.peak_sequences = max(self.stats.peak_sequences, len(active))
        for row, (request, seq) in enumerate(active):
            seq.position += 1
            self._advance(seq, ll.llama_sampler_sample(seq.sampler, self._ctx, row), request.params)
        self._finish_done()

    def _finish_done(self) -> None:
        for request in [r for r in self._running if r.done]:
            self._running.remove(request)
            self._release(request)
            choices = [Choice(s.text, s.finish_reason or "length", s.tokens) for s in request.sequences]
            request.future.set_result(Generation(choices=choices, prompt_tokens=len(request.tokens)))

    def _release(self, request: _Request) -> None:
        """Give back a request's KV cells, sequence ids and samplers."""
        for seq in request.sequences:
            ll.llama_memory_seq_rm(self._memory, seq.seq_id, -1, -1)
            ll.llama_sampler_free(seq.sampler)
            self._free_seq_ids.append(seq.seq_id)

    def _sampler(self, params: SamplingParams, seed: int) -> ll.llama_sampler_p:
        chain = ll.llama_sampler_chain_init(ll.llama_sampler_chain_default_params())
        if params.frequency_penalty or params.presence_penalty:
            # The sampler counts the tokens it accepts, which are this choice's own: the whole reply fits
            # in its window of max_tokens. A repeat penalty of 1.0 is llama.cpp's "off".
            penalties = ll.llama_sampler_init_penalties(
                self._vocab_size, params.max_tokens, 1.0,
                params.frequency_penalty, params.presence_penalty,
            )
            ll.llama_sampler_chain_add(chain, penalties)
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

    def _decode_prompt(self, tokens: list[int], seq_id: int) -> None:
        for start in range(0, len(tokens), self._n_batch):
            chunk = tokens[start : start + self._n_batch]
            self._set_batch([(t, start + j, seq_id) for j, t in enumerate(chunk)], logits_last_only=True)
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
        """Stop the scheduler (failing requests still waiting) and free the model, context and adapters."""
        with self._lock:
            self._closed = True
            self._wakeup.notify_all()
        self._scheduler.join()
        with self._lock:
            for request in self._running:
                self._release(request)
            for request in [*self._waiting, *self._running]:
                request.future.set_exception(RuntimeError("the engine was closed"))
            self._waiting.clear()
            self._running.clear()
            for adapter in self._adapters.values():
                ll.llama_adapter_lora_free(adapter.handle)
            self._adapters.clear()
            ll.llama_batch_free(self._batch)
            ll.llama_free(self._ctx)
            ll.llama_model_free(self._model)
