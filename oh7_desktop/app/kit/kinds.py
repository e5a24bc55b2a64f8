"""Small names every table uses: a physical card, a line of text to translate, a model that
follows the engine's events."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, SupportsInt

CardKey = tuple[int, int]
"""A physical card: ``(code, copy)`` (two copies of one card are ``(c, 0)`` and ``(c, 1)``)."""

Line = tuple[str, dict[str, object]]
"""A line of text to show: a translation key and its arguments."""


def key_of(card: SupportsInt) -> CardKey:
    """The physical card showing ``card`` (a pack with one copy of each card, its cards
    numbered by ``int``)."""
    return (int(card), 0)


def take(place: list[CardKey], card: SupportsInt) -> CardKey | None:
    """Take ``card``'s physical card out of ``place`` (None: it is not there)."""
    key = key_of(card)
    if key in place:
        place.remove(key)
        return key
    return None


class FollowsEvents:
    """A table's model that follows the engine's events one at a time: :attr:`HANDLERS` names
    each event type's handler (filled after the class, whose methods they are); other events
    change nothing on the table."""

    HANDLERS: ClassVar[Mapping[type, Callable[[Any, Any], None]]] = {}

    def step(self, event: object) -> None:
        """Apply one engine event."""
        handler = self.HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)
