"""The one list of games: find a game by its name or by the format of its records.

Games are imported lazily, so ``oh7 replay`` of an Oh 7 record never loads the other games.
Adding a game is one line in :data:`GAMES` (see the README's developer section).

>>> get("oh7").title
'Oh 7 ?'
>>> by_record_format("oh7-record").name
'oh7'
>>> get("chess")
Traceback (most recent call last):
...
oh7_desktop.games.registry.UnknownGame: unknown game 'chess' (expected one of: ...)
"""

from __future__ import annotations

import importlib
from typing import Any

from .interface import Game, GameError

GAMES: dict[str, tuple[str, str]] = {
    "oh7": ("oh7_desktop.games.oh7.adapter", "oh7-record"),
    "oh-hell": ("oh7_desktop.games.oh_hell.adapter", "oh-hell-record"),
    "seven-up": ("oh7_desktop.games.seven_up.adapter", "seven-up-record"),
    "red7": ("oh7_desktop.games.red7.adapter", "red7-record"),
}
"""name -> (module holding ``GAME``, record format)."""


class UnknownGame(GameError):
    """No registered game has this name or record format."""


def names() -> tuple[str, ...]:
    """Return every registered game's name, in menu order."""
    return tuple(GAMES)


def get(name: str) -> Game[Any, Any, Any, Any]:
    """Return the game registered under ``name``."""
    entry = GAMES.get(name) if isinstance(name, str) else None
    if entry is None:
        raise UnknownGame(f"unknown game {_short(name)} (expected one of: {', '.join(GAMES)})")
    game: Game[Any, Any, Any, Any] = importlib.import_module(entry[0]).GAME
    return game


def by_record_format(record_format: object) -> Game[Any, Any, Any, Any]:
    """Return the game whose records have this ``format``."""
    for name, (_, fmt) in GAMES.items():
        if fmt == record_format:
            return get(name)
    formats = ", ".join(fmt for _, fmt in GAMES.values())
    found = "no 'format' field" if record_format is None else f"format is {_short(record_format)}"
    raise UnknownGame(f"not a game record ({found}; expected one of: {formats})")


def _short(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
