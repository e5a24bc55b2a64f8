"""A game's own options on the new-game screen, as each game's table provides them.

The new-game screen shows the game chooser, then the chosen game's options in the left column
and its seats on the right. Oh 7 ? keeps the screen's own form; every other game gives a
factory (:attr:`~oh7_desktop.app.tables.TableEntry.new_game_options`) that builds a
:class:`GameOptions` from what the player chose last time (the settings' ``game_options``,
checked by the game: anything that does not fit falls back to the defaults).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.widgets import Widget

Translate = Callable[..., str]
"""Looks up a message now (``t(key, **fields)``)."""
Label = Callable[..., Callable[[], str]]
"""Makes a label translated when drawn (``text(key, **fields)``)."""


class SeatsDraft(Protocol):
    """The seats as the player fills them in: a kind (``human`` or a bot level) and a name each."""

    seats: list[str]
    names: list[str]

    @property
    def players(self) -> int:
        """The number of seats."""
        ...


class GameOptions(Protocol):
    """One game's options on the new-game screen."""

    @property
    def draft(self) -> SeatsDraft:
        """The seats being filled in (the screen edits their kinds and names)."""
        ...

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order (the seats are the screen's)."""
        ...

    def height(self, ui: float) -> int:
        """How tall the options are with their explanations."""
        ...

    def layout(self, x: int, y: int, width: int, ui: float) -> int:
        """Place the options from ``(x, y)`` down; return the bottom."""
        ...

    def draw_lines(self, surface: pygame.Surface, ui: float) -> None:
        """The line under each option saying what it does."""
        ...

    def to_setup(self) -> GameSetup:
        """The game to start (a new random seed)."""
        ...

    def remembered(self) -> dict[str, Any]:
        """The choices as the settings keep them (JSON), read back by the factory next time."""
        ...


SeatsChanged = Callable[["Widget"], None]
"""Called by the options after the number of seats changed (the widget to keep focused)."""
OptionsFactory = Callable[[Translate, Label, SeatsChanged, Mapping[str, Any], SeatsDraft], GameOptions]
"""``(t, text, seats_changed, remembered, seats_like) -> options``: ``remembered`` is what
:meth:`GameOptions.remembered` wrote last time (may be empty or stale); ``seats_like`` is the
Oh 7 ? form's seats, a start for a game never played."""
