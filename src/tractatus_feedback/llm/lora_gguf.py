"""Turn a PEFT LoRA adapter directory (what training saves) into a GGUF LoRA file for llama.cpp.

llama.cpp serves LoRA adapters only in its own GGUF adapter format. The conversion is small for a
Llama model: rename each tensor to llama.cpp's name, keep A and B as they are, and permute the rows
of B for the query and key projections, because llama.cpp stores those weights with the rotary
halves interleaved differently from Hugging Face (transformers undoes the same permutation when it
loads the GGUF, so the HF model we train has the HF layout).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

__all__ = [
    "AdapterError",
    "LoraTensor",
    "adapter_fingerprint",
    "convert_peft_adapter",
    "gguf_tensor_name",
    "peft_to_gguf_tensors",
]

logger = logging.getLogger(__name__)

#: Hugging Face Llama module name -> llama.cpp tensor name inside block ``blk.N``.
_MODULE_NAMES = {
    "self_attn.q_proj": "attn_q",
    "self_attn.k_proj": "attn_k",
    "self_attn.v_proj": "attn_v",
    "self_attn.o_proj": "attn_output",
    "mlp.gate_proj": "ffn_gate",
    "mlp.up_proj": "ffn_up",
    "mlp.down_proj": "ffn_down",
}
_PEFT_KEY = re.compile(r"^(?:base_model\.model\.)?model\.layers\.(\d+)\.(.+)\.lora_([AB])(?:\.default)?\.weight$")


class AdapterError(ValueError):
    """The directory is not a LoRA adapter that llama.cpp can serve (a clear reason in the message)."""


@dataclass(frozen=True)
class LoraTensor:
    """One converted tensor: its llama.cpp name and its values in PyTorch (out, in) orientation."""

    name: str
    values: np.ndarray


def gguf_tensor_name(peft_key: str) -> tuple[str, str]:
    """Map a PEFT weight key to (llama.cpp base tensor name, "a" or "b")."""
    match = _PEFT_KEY.match(peft_key)
    if match is None or match.group(2) not in _MODULE_NAMES:
        raise AdapterError(f"unsupported LoRA weight {peft_key!r}: only the Llama blocks' linear layers are served")
    layer, module, side = match.groups()
    return f"blk.{layer}.{_MODULE_NAMES[module]}.weight", side.lower()


def _permute_rows(rows: np.ndarray, n_head: int) -> np.ndarray:
    """Reorder output rows from Hugging Face's rotary layout to llama.cpp's (per head, interleave halves)."""
    return rows.reshape(n_head, 2, rows.shape[0] // n_head // 2, *rows.shape[1:]).swapaxes(1, 2).reshape(rows.shape)


def peft_to_gguf_tensors(weights: dict[str, np.ndarray], n_head: int, n_head_kv: int) -> list[LoraTensor]:
    """Rename and permute PEFT LoRA weights into llama.cpp's ``<tensor>.lora_a`` / ``.lora_b`` tensors."""
    tensors = []
    for key in sorted(weights):
        base, side = gguf_tensor_name(key)
        values = np.asarray(weights[key], dtype=np.float32)
        if side == "b" and ".attn_q." in base:
            values = _permute_rows(values, n_head)
        elif side == "b" and ".attn_k." in base:
            values = _permute_rows(values, n_head_kv)
        tensors.append(LoraTensor(f"{base}.lora_{side}", np.ascontiguousarray(values)))
    names = {t.name for t in tensors}
    unpaired = sorted(n for n in names if n[:-1] + ("b" if n.endswith("a") else "a") not in names)
    if unpaired:
        raise AdapterError(f"LoRA weights without their other half: {unpaired[:3]}")
    return tensors


def _effective_alpha(config: dict) -> float:
    """The alpha that gives llama.cpp's scale (alpha / r) the value PEFT uses."""
    if config.get("use_dora"):
        raise AdapterError("DoRA adapters are not supported by llama.cpp")
    if config.get("modules_to_save"):
        raise AdapterError("adapters with modules_to_save (full extra layers) cannot be served as LoRA")
    if config.get("rank_pattern") or config.get("alpha_pattern"):
        raise AdapterError("per-layer rank or alpha patterns are not supported")
    rank, alpha = int(config["r"]), float(config["lora_alpha"])
    # rsLoRA scales by alpha / sqrt(r); llama.cpp always divides by r.
    return alpha * math.sqrt(rank) if config.get("use_rslora") else alpha


def adapter_fingerprint(adapter_dir: Path) -> str:
    """A content hash of the adapter, so a directory overwritten in place is converted again."""
    digest = hashlib.sha256()
    for name in ("adapter_config.json", "adapter_model.safetensors"):
        path = adapter_dir / name
        if not path.is_file():
            raise AdapterError(f"{adapter_dir} is not a PEFT adapter directory: {name} is missing")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def convert_peft_adapter(adapter_dir: Path, out_path: Path, n_head: int, n_head_kv: int) -> Path:
    """Write ``adapter_dir`` (a saved PEFT LoRA adapter) as a GGUF LoRA file at ``out_path``."""
    import gguf
    from safetensors.torch import load_file  # the torch loader reads bf16, which numpy cannot hold

    config = json.loads((adapter_dir / "adapter_config.json").read_text())
    if config.get("peft_type", "LORA") != "LORA":
        raise AdapterError(f"{adapter_dir} holds a {config.get('peft_type')} adapter, not LoRA")
    alpha = _effective_alpha(config)
    try:
        weights = {k: v.float().numpy() for k, v in load_file(str(adapter_dir / "adapter_model.safetensors")).items()}
    except Exception as exc:  # safetensors raises its own error types for damaged files
        raise AdapterError(f"cannot read {adapter_dir / 'adapter_model.safetensors'}: {exc}") from exc
    tensors = peft_to_gguf_tensors(weights, n_head, n_head_kv)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    partial = out_path.with_suffix(".partial")
    writer = gguf.GGUFWriter(partial, arch="llama")
    writer.add_type(gguf.GGUFType.ADAPTER)
    writer.add_string(gguf.Keys.Adapter.TYPE, "lora")
    writer.add_float32(gguf.Keys.Adapter.LORA_ALPHA, alpha)
    for tensor in tensors:
        writer.add_tensor(tensor.name, tensor.values)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    partial.replace(out_path)
    logger.info("converted %s (%d tensors, alpha %.3g) to %s", adapter_dir, len(tensors), alpha, out_path)
    return out_path
