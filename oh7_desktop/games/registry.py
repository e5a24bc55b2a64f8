"""The one list of games: find a game by its name or by the format of its records.

Each game is declared once, in :data:`ENTRIES`: its name, title, record format, where its
adapter and its option schema live, and what it can do beside the :class:`~.interface.Game`
protocol (its capabilities). Games are imported lazily, so ``oh7 replay`` of an Oh 7 record
never loads the other games. Adding a game is one entry (see the README's developer section).

>>> get("oh7").title
'Oh 7 ?'
>>> by_record_format("oh7-record").name
'oh7'
>>> entry("red7").players, schema("seven-up").keys, entry("oh7").can("hindsight")
((2, 4), ('target',), True)
>>> offers("oh-hell", "hint"), offers("chess", "hint")
(True, False)
>>> get("chess")
Traceback (most recent call last):
...
oh7_desktop.games.registry.UnknownGame: unknown game 'chess' (expected one of: ...)
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, cast

from .capabilities import ADVISED, CAPABILITIES, Advisers, Replayer
from .interface import Game, GameError
from .schema import Number, Schema

EVERY_CAPABILITY = frozenset(CAPABILITIES)
"""Hint, explain, hindsight and replay: what each of the four games offers."""


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game, declared once."""

    name: str
    """Registry key (``oh-hell``)."""
    title: str
    """What players call it (``Oh Hell``)."""
    record_format: str
    """The ``format`` of its records."""
    package: str
    """Its package: ``adapter`` there holds ``GAME``, ``rules`` its ``SCHEMA``."""
    capabilities: frozenset[str] = frozenset()
    """Which of :data:`~.capabilities.CAPABILITIES` it offers."""

    def can(self, capability: str) -> bool:
        """True if the game offers ``capability`` (one of :data:`~.capabilities.CAPABILITIES`)."""
        if capability not in CAPABILITIES:
            raise KeyError(capability)
        return capability in self.capabilities

    def advisers(self) -> Advisers | None:
        """The game's advisers (``<package>.bots.advice``; None when it offers none of hint,
        explain or hindsight). Imports the bots: call it where they run (the bot worker)."""
        if not self.capabilities & set(ADVISED):
            return None
        return cast(Advisers, importlib.import_module(f"{self.package}.bots.advice"))

    def replayer(self) -> Replayer | None:
        """The game's adapter as a replay viewer steps through it (None: it offers no replay)."""
        return cast(Replayer, get(self.name)) if self.can("replay") else None

    @property
    def schema(self) -> Schema:
        """The game's option schema (imports only its rules)."""
        schema: Schema = importlib.import_module(f"{self.package}.rules").SCHEMA
        return schema

    @property
    def players(self) -> tuple[int, int]:
        """The fewest and the most seats the game is for."""
        schema = self.schema
        if schema.fixed_players is not None:
            return schema.fixed_players, schema.fixed_players
        option = schema.option("players")
        assert isinstance(option, Number)
        return option.low, option.high


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry("oh7", "Oh 7 ?", "oh7-record", "oh7_desktop.games.oh7", EVERY_CAPABILITY),
    GameEntry("oh-hell", "Oh Hell", "oh-hell-record", "oh7_desktop.games.oh_hell", EVERY_CAPABILITY),
    GameEntry("seven-up", "Seven Up", "seven-up-record", "oh7_desktop.games.seven_up", EVERY_CAPABILITY),
    GameEntry("red7", "Red7", "red7-record", "oh7_desktop.games.red7", EVERY_CAPABILITY),
)
"""Every game, in menu order."""

GAMES: dict[str, tuple[str, str]] = {e.name: (f"{e.package}.adapter", e.record_format) for e in ENTRIES}
"""name -> (module holding ``GAME``, record format), from :data:`ENTRIES`."""


class UnknownGame(GameError):
    """No registered game has this name or record format."""


def names() -> tuple[str, ...]:
    """Return every registered game's name, in menu order."""
    return tuple(e.name for e in ENTRIES)


def entry(name: str) -> GameEntry:
    """Return the declaration of the game registered under ``name``."""
    for found in ENTRIES:
        if found.name == name:
            return found
    raise UnknownGame(f"unknown game {_short(name)} (expected one of: {', '.join(GAMES)})")


def offers(name: str, capability: str) -> bool:
    """True if a game is registered under ``name`` and offers ``capability``."""
    found = next((e for e in ENTRIES if e.name == name), None)
    return found is not None and found.can(capability)


def schema(name: str) -> Schema:
    """Return the option schema of the game registered under ``name``."""
    return entry(name).schema


def get(name: str) -> Game[Any, Any, Any, Any]:
    """Return the game registered under ``name``."""
    found = next((e for e in ENTRIES if e.name == name), None) if isinstance(name, str) else None
    if found is None:
        raise UnknownGame(f"unknown game {_short(name)} (expected one of: {', '.join(names())})")
    game: Game[Any, Any, Any, Any] = importlib.import_module(f"{found.package}.adapter").GAME
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
