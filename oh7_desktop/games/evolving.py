"""Copies of frozen states with some fields replaced, a misspelled field refused.

The engines' states are frozen dataclasses replaced on every action, so the copy must be cheap
(:func:`dataclasses.replace` re-runs ``__init__``); but a field name written wrong must not
pass silently as a new attribute that nothing reads.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Point(Evolving):
...     x: int = 0
...     y: int = 0
>>> Point(1, 2).evolve(y=5)
Point(x=1, y=5)
>>> Point().evolve(z=3)
Traceback (most recent call last):
...
TypeError: Point has no field 'z' (its fields: x, y)
"""

from __future__ import annotations

from typing import Any, ClassVar, Self


class Evolving:
    """Base of a frozen dataclass whose :meth:`evolve` copies it with fields replaced by name."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Any]]

    def evolve(self, **changes: Any) -> Self:
        """Return a copy with some fields replaced; raise ``TypeError`` for a name not a field."""
        fields = type(self).__dataclass_fields__
        if not fields.keys() >= changes.keys():
            unknown = ", ".join(repr(name) for name in sorted(changes.keys() - fields.keys()))
            raise TypeError(f"{type(self).__name__} has no field {unknown} (its fields: {', '.join(fields)})")
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new


__all__ = ["Evolving"]
