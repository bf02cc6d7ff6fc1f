"""The PEFT -> GGUF LoRA conversion: names, the rotary row order checked against the real model file, refusals."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tractatus_feedback.llm import gguf_path
from tractatus_feedback.llm.lora_gguf import AdapterError, convert_peft_adapter, gguf_tensor_name, peft_to_gguf_tensors

PREFIX = "base_model.model.model.layers"


def _gguf_weight(name: str) -> np.ndarray:
    import gguf

    tensor = next(t for t in gguf.GGUFReader(gguf_path()).tensors if t.name == name)
    return gguf.quants.dequantize(tensor.data, tensor.tensor_type)


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        (f"{PREFIX}.3.self_attn.q_proj.lora_A.weight", ("blk.3.attn_q.weight", "a")),
        (f"{PREFIX}.0.self_attn.o_proj.lora_B.weight", ("blk.0.attn_output.weight", "b")),
        (f"{PREFIX}.29.mlp.down_proj.lora_A.weight", ("blk.29.ffn_down.weight", "a")),
        ("model.layers.1.mlp.gate_proj.lora_B.default.weight", ("blk.1.ffn_gate.weight", "b")),
    ],
)
def test_peft_names_map_to_llama_cpp_names(key: str, expected: tuple[str, str]) -> None:
    assert gguf_tensor_name(key) == expected


@pytest.mark.parametrize("key", ["base_model.model.lm_head.lora_A.weight", f"{PREFIX}.0.self_attn.q_proj.weight"])
def test_weights_outside_the_blocks_linear_layers_are_refused(key: str) -> None:
    with pytest.raises(AdapterError, match="unsupported"):
        gguf_tensor_name(key)


@pytest.mark.parametrize("module", ["q_proj", "k_proj", "v_proj"])
def test_b_rows_follow_the_gguf_layout_of_the_same_weight(hf_model, module: str) -> None:  # noqa: ANN001
    """With A = identity, B x A is the HF weight itself: converted, it must equal the weight in the GGUF file.

    This pins the rotary permutation of q/k (and its absence for v) to what llama.cpp really loads.
    """
    model, _ = hf_model
    layer = 2
    weight = getattr(model.model.layers[layer].self_attn, module).weight.detach().numpy()
    converted = peft_to_gguf_tensors(
        {
            f"{PREFIX}.{layer}.self_attn.{module}.lora_A.weight": np.eye(weight.shape[1], dtype=np.float32),
            f"{PREFIX}.{layer}.self_attn.{module}.lora_B.weight": weight,
        },
        n_head=model.config.num_attention_heads,
        n_head_kv=model.config.num_key_value_heads,
    )
    by_name = {t.name: t.values for t in converted}
    gguf_name = {"q_proj": "attn_q", "k_proj": "attn_k", "v_proj": "attn_v"}[module]
    np.testing.assert_allclose(by_name[f"blk.{layer}.{gguf_name}.weight.lora_b"], _gguf_weight(f"blk.{layer}.{gguf_name}.weight"), atol=1e-6)


def test_unpaired_weights_are_refused() -> None:
    with pytest.raises(AdapterError, match="other half"):
        peft_to_gguf_tensors({f"{PREFIX}.0.mlp.up_proj.lora_A.weight": np.zeros((16, 576), np.float32)}, 9, 3)


@pytest.mark.parametrize(
    ("extra", "reason"),
    [({"use_dora": True}, "DoRA"), ({"modules_to_save": ["lm_head"]}, "modules_to_save"), ({"peft_type": "IA3"}, "not LoRA")],
)
def test_adapters_llama_cpp_cannot_serve_are_refused(adapters, tmp_path: Path, extra: dict, reason: str) -> None:  # noqa: ANN001
    adapter_a, _ = adapters
    config = json.loads((adapter_a / "adapter_config.json").read_text()) | extra
    target = tmp_path / "adapter"
    target.mkdir()
    (target / "adapter_config.json").write_text(json.dumps(config))
    (target / "adapter_model.safetensors").write_bytes((adapter_a / "adapter_model.safetensors").read_bytes())
    with pytest.raises(AdapterError, match=reason):
        convert_peft_adapter(target, tmp_path / "out.gguf", 9, 3)


def test_converted_file_is_a_gguf_lora_adapter(adapters, tmp_path: Path) -> None:  # noqa: ANN001
    import gguf

    adapter_a, _ = adapters
    out = convert_peft_adapter(adapter_a, tmp_path / "a.gguf", 9, 3)
    reader = gguf.GGUFReader(out)
    fields = {name: reader.fields[name].contents() for name in ("general.type", "adapter.type", "adapter.lora.alpha")}
    assert fields == {"general.type": "adapter", "adapter.type": "lora", "adapter.lora.alpha": 32.0}
    # 30 blocks x 7 linear layers x (A, B)
    assert len(reader.tensors) == 30 * 7 * 2
