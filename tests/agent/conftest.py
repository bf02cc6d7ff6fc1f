"""Fixtures for agent tests: the real embedded endpoint and real governance, built once per session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tractatus_feedback.settings import Settings


@pytest.fixture(scope="session")
def embedded_llm() -> Iterator[object]:
    """The embedded SmolLM2 endpoint as an Agent Lightning LLM resource."""
    from tractatus_feedback.training.harness import serving_llm

    with serving_llm(Settings()) as llm:
        yield llm


@pytest.fixture(scope="session")
def governance() -> object:
    from tractatus_feedback.governance import Governance

    return Governance()
