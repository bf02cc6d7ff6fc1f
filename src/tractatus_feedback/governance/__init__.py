"""Governance: what a machine may see, decide and say, checked before and after the model.

``Governance`` (the engine) and ``InvalidSubmission`` are exported lazily: importing this package for
its types must not load Presidio and spaCy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["Governance", "InvalidSubmission"]

if TYPE_CHECKING:
    from tractatus_feedback.governance.engine import Governance
    from tractatus_feedback.governance.validation import InvalidSubmission


def __getattr__(name: str) -> Any:
    if name == "Governance":
        from tractatus_feedback.governance.engine import Governance

        return Governance
    if name == "InvalidSubmission":
        from tractatus_feedback.governance.validation import InvalidSubmission

        return InvalidSubmission
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
