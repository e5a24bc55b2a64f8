"""What every game's own options on the new-game screen share: a column of choices, the first
the number of players, each other one with a line under it saying what it does."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app.widgets import Choice, Widget, px

Translate = Callable[..., str]
"""Looks up a message now (``t(key, **fields)``)."""
Label = Callable[[str], Callable[[], str]]
"""Makes a label translated when drawn."""


class GameOptions:
    """A game's options column: ``players`` first, then the game's own choices."""

    players: Choice[int]

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order (``players`` first)."""
        raise NotImplementedError

    def height(self, ui: float) -> int:
        """How tall the options are with their lines (the last line included)."""
        return self.layout(0, 0, 0, ui) + px(4, ui)

    def layout(self, x: int, y: int, width: int, ui: float) -> int:
        """Place the options from ``(x, y)`` down, room for a line under each but the players;
        return the bottom."""
        row, line = px(42, ui), px(22, ui)
        for widget in self.widgets:
            widget.rect = pygame.Rect(x, y, width, row)
            y += row + (line if widget is not self.players else px(10, ui))
        return y
