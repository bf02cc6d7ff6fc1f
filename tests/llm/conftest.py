"""Fixtures of the LLM tests: one real embedded endpoint per session, and LoRA adapters made with peft."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


def make_lora_adapter(model, out_dir: Path, seed: int) -> Path:  # noqa: ANN001 - a transformers model
    """Save a PEFT LoRA adapter (r=16, all linear layers, as training makes) whose B is not zero.

    A fresh LoRA has B = 0 and changes nothing; small random B values make an adapter that changes
    the model's greedy output while keeping it a working language model.
    """
    import torch
    from peft import LoraConfig, get_peft_model

    torch.manual_seed(seed)  # peft draws A from the global generator
    peft_model = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, target_modules="all-linear", lora_dropout=0.0))
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, param in peft_model.named_parameters():
            if "lora_B" in name:
                param.copy_(torch.randn(param.shape, generator=generator) * 0.02)
    peft_model.save_pretrained(out_dir)
    peft_model.unload()  # take the LoRA layers out again so the next adapter starts from the base model
    return out_dir


@pytest.fixture(scope="session")
def hf_model():  # noqa: ANN201
    """The transformers copy of the embedded model (float32), loaded once."""
    from tractatus_feedback.llm import load_hf_model

    return load_hf_model("float32")


@pytest.fixture(scope="session")
def adapters(hf_model, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:  # noqa: ANN001
    """Two different LoRA adapters for the embedded model."""
    model, _tokenizer = hf_model
    root = tmp_path_factory.mktemp("adapters")
    return make_lora_adapter(model, root / "adapter-a", seed=1), make_lora_adapter(model, root / "adapter-b", seed=2)


@pytest.fixture(scope="session")
def endpoint() -> Iterator:
    """The real embedded endpoint, started once for the whole session."""
    from tractatus_feedback.llm import EmbeddedEndpoint

    with EmbeddedEndpoint() as running:
        yield running


@pytest.fixture(scope="session")
def client(endpoint):  # noqa: ANN001, ANN201
    from openai import OpenAI

    return OpenAI(base_url=endpoint.base_url, api_key=endpoint.api_key, timeout=120, max_retries=0)
