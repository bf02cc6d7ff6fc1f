"""The shape of a template that the adversarial suite appends after v1, shared by every class's forms.

A template draws from a random stream and returns the text and its personal values as plain
``(value, type)`` pairs (none outside ``obfuscated_pii``), so the modules that hold templates need
nothing from :mod:`.adversarial`, which wraps the pairs into cases.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

__all__ = ["FormFilled", "FormTemplate", "filled"]

FormFilled = tuple[str, list[tuple[str, str]]]
FormTemplate = Callable[[random.Random], FormFilled]


def filled(fmt: str, shape: Callable[[str], str] = str, **pools: Sequence[str]) -> FormTemplate:
    """A template without personal data: each ``{name}`` in ``fmt`` is drawn from ``pools[name]``, in the
    order the pools are given; ``shape`` (an obfuscation) is applied to the ``{p}`` slot only, when present."""

    def fill(rng: random.Random) -> FormFilled:
        values = {name: rng.choice(pool) for name, pool in pools.items()}
        if "p" in values:
            values["p"] = shape(values["p"])
        return fmt.format(**values), []

    return fill
