"""The engine's error for actions the rules forbid."""

from __future__ import annotations


class IllegalAction(ValueError):
    """Raised by the checked ``apply`` for an action the rules forbid; the message says why."""
