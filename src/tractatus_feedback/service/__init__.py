"""The feedback web service: public intake, the moderator loop that turns verdicts into rewards, dashboards."""

from __future__ import annotations

from typing import Any

__all__ = ["create_app"]


def create_app(*args: Any, **kwargs: Any) -> Any:
    """See :func:`tractatus_feedback.service.app.create_app` (imported on call to keep ``--help`` fast)."""
    from tractatus_feedback.service.app import create_app as _create_app

    return _create_app(*args, **kwargs)
