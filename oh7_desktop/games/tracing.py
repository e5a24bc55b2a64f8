"""Which actions a record reader applied, in order: what a replay viewer steps through.

A game's record reader calls :func:`note` with every action it applies (chance actions
included); :func:`traced` runs a reader and returns those actions. Outside :func:`traced`
:func:`note` does nothing, so reading a record costs nothing more.

>>> def reader(data: list[int]) -> int:
...     for action in data:
...         note(action)
...     return len(data)
>>> traced(reader, [3, 1, 2])
[3, 1, 2]
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

_TRACE: ContextVar[list[Any] | None] = ContextVar("record_trace", default=None)


def note(action: object) -> None:
    """Add an applied action to the trace being taken (if any)."""
    trace = _TRACE.get()
    if trace is not None:
        trace.append(action)


def traced(reader: Callable[[Any], object], data: Any) -> list[Any]:
    """Run ``reader(data)`` (a record reader; its errors propagate) and return the actions it applied."""
    trace: list[Any] = []
    token = _TRACE.set(trace)
    try:
        reader(data)
    finally:
        _TRACE.reset(token)
    return trace


__all__ = ["note", "traced"]
