"""The engine's error for actions the rules forbid."""

from __future__ import annotations

from ..interface import IllegalAction as _GameIllegalAction


class IllegalAction(_GameIllegalAction):
    """Raised by the checked ``apply`` for an action the rules forbid; the message says why."""
