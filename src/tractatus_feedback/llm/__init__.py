"""OpenAI-compatible model endpoints: a configured remote one, or SmolLM2 served on loopback by llama.cpp.

Light to import: the engine (llama.cpp) and the training model (torch) load only when used.
"""

from tractatus_feedback.llm.endpoint import (
    EmbeddedEndpoint,
    EndpointConfig,
    EndpointError,
    open_endpoint,
    resolve_endpoint,
)
from tractatus_feedback.llm.hf_model import load_hf_model
from tractatus_feedback.llm.model_files import gguf_path

__all__ = [
    "EmbeddedEndpoint",
    "EndpointConfig",
    "EndpointError",
    "gguf_path",
    "load_hf_model",
    "open_endpoint",
    "resolve_endpoint",
]
