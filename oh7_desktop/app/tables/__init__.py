"""The app's tables, one per game: a game's name leads to its table, its card faces and its pages.

A table is the only app code that knows its game: it lives in ``app/tables/<game>/`` and imports
only its game's public package (``oh7_desktop.games.oh7``, never a module inside it); the rest
of the app talks to games through :mod:`oh7_desktop.games.interface` and this registry (a test
walks the imports). Adding a game's table is one line in :data:`TABLES` and a package exposing
``TABLE`` (see the README's developer section).

>>> get("oh7").game, playable()
('oh7', ('oh7', 'oh-hell', 'seven-up', 'red7'))
>>> get("chess")
Traceback (most recent call last):
...
oh7_desktop.app.tables.UnknownTable: no table for the game 'chess' (tables: oh7, oh-hell, seven-up, red7)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from oh7_desktop.games import registry

if TYPE_CHECKING:
    from oh7_desktop.app.faces import FaceSet
    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.review.scene import DealPainter
    from oh7_desktop.app.review.stepper import Replay
    from oh7_desktop.app.scene import Services, Table
    from oh7_desktop.app.tables.options import OptionsFactory

TableFactory = Callable[["Services", "GameSetup", bool], "Table"]
"""Builds a game's table scene: ``(services, setup, autoplay) -> scene``."""
CommandLineSetup = Callable[[int | None, list[str] | None, dict[str, object] | None, bool, int | None], "GameSetup"]
"""A new game from ``oh7 play --game G``: ``(players, seats, rules, autoplay, seed) -> setup``;
raises ``ValueError`` (one line for the player) for choices that do not fit."""

ReviewFactory = Callable[["Services", "Replay", Sequence[str], Sequence[int]], "DealPainter"]
"""Builds a game's painter of replayed deals: ``(services, replay, names, human seats) -> painter``."""

OptionsWords = Callable[[Mapping[str, object], Callable[..., str]], list[str]]
"""Says a game's options in the player's words for the lists of saves: ``(options, translate) ->
words`` (the mode and the number of players, which every list shows, are left out)."""

HOUSE_GAME = "oh7"
"""The game the app is named after: its pack decorates the menus and is the art's first pack."""

TABLES: dict[str, str] = {
    "oh7": "oh7_desktop.app.tables.oh7",
    "oh-hell": "oh7_desktop.app.tables.oh_hell",
    "seven-up": "oh7_desktop.app.tables.seven_up",
    "red7": "oh7_desktop.app.tables.red7",
}
"""game name -> the package holding that game's ``TABLE`` (imported only when asked for)."""


@dataclass(frozen=True)
class TableEntry:
    """What the app needs of one game besides its rules: how to seat it and draw it."""

    game: str
    """The game's name in :mod:`oh7_desktop.games.registry`."""
    title_key: str
    """Translation key of the game's name in menus (the game chooser)."""
    make_table: TableFactory
    """Builds the table scene that plays a :class:`~oh7_desktop.app.game_setup.GameSetup`."""
    faces: FaceSet
    """The game's card faces (every card's corner, symbol, colours and centre art)."""
    rules_page: str
    """File name of the game's rules page (bilingual Markdown, see ``menus.rules_text``)."""
    command_line: CommandLineSetup | None = None
    """Starts a game from ``oh7 play --game``'s options (None: Oh 7 ?'s own options, or not offered)."""
    new_game_options: OptionsFactory | None = None
    """The game's options on the new-game screen (None: the screen's own form, Oh 7 ?'s)."""
    review: ReviewFactory | None = None
    """Draws a deal of a replay, step by step (None: the game has no replay viewer yet)."""
    options_words: OptionsWords | None = None
    """Its options in words for Load, Replays and Continue (None: the lists name none)."""


class UnknownTable(ValueError):
    """No table is registered for this game."""


def get(game: str) -> TableEntry:
    """Return the table entry of ``game``."""
    module = TABLES.get(game)
    if module is None:
        raise UnknownTable(f"no table for the game {game!r} (tables: {', '.join(TABLES)})")
    entry: TableEntry = importlib.import_module(module).TABLE
    return entry


def playable() -> tuple[str, ...]:
    """The games a player can start: registered as a game and with a table, in menu order."""
    return tuple(name for name in registry.names() if name in TABLES)


def house_faces() -> FaceSet:
    """The house game's card faces (the menus' cards)."""
    return get(HOUSE_GAME).faces


__all__ = ["CommandLineSetup", "HOUSE_GAME", "house_faces", "TABLES", "TableEntry", "TableFactory", "UnknownTable", "get", "playable"]
