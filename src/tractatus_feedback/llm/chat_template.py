"""Render chat messages into the prompt text the model was trained on, with its own Jinja template."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from jinja2.sandbox import ImmutableSandboxedEnvironment

__all__ = ["render_chat"]


@lru_cache(maxsize=4)
def _compile(template: str):  # noqa: ANN202 - a jinja2 Template
    # The template comes from the model file, so it runs sandboxed like transformers runs it.
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    return env.from_string(template)


def render_chat(template: str, messages: Sequence[dict[str, str]], add_generation_prompt: bool = True) -> str:
    """The prompt for ``messages`` (role/content dicts), ending where the assistant's reply starts."""
    return _compile(template).render(messages=list(messages), add_generation_prompt=add_generation_prompt)
