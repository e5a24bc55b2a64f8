"""Red7's options on the new-game screen: players 2-4, advanced (rounds to a target) and the
action rule, each with one line saying what it does (a
:class:`~oh7_desktop.app.tables.options.GameOptions`).

The form's logic is :class:`~oh7_desktop.app.tables.red7.form.Red7Draft` (it reads back the
choices remembered last time); this module only makes its widgets and writes the lines under
them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.tables.options import Label, OptionsColumn, SeatsChanged, Translate
from oh7_desktop.app.widgets import MUTED, Choice, Widget, px

from .form import FLAGS, PLAYERS, Red7Draft


class Red7Options(OptionsColumn):
    """The Red7 part of the form: its widgets and their explanations."""

    def __init__(self, draft: Red7Draft, t: Translate, text: Label, seats_changed: SeatsChanged) -> None:
        self.draft = draft
        self.t = t
        self.seats_changed = seats_changed
        self.players: Choice[int] = Choice(text("setup.players"), on_change=self._players_changed, label_width=0.5)
        self.players.set_options([(n, self._count(n)) for n in range(PLAYERS[0], PLAYERS[1] + 1)], draft.players)
        self.flags: dict[str, Choice[bool]] = {}
        for flag in FLAGS:
            choice: Choice[bool] = Choice(text(f"red7.opt.{flag}"), label_width=0.5,
                                          options=[(False, text("red7.off")), (True, text("red7.on"))],
                                          on_change=self._flag_setter(flag))
            choice.select(bool(getattr(draft, flag)))
            self.flags[flag] = choice

    def _count(self, n: int) -> Callable[[], str]:
        return lambda: self.t("setup.player_count", count=n)

    def _players_changed(self, players: int) -> None:
        self.draft.set_players(players)
        self.seats_changed(self.players)

    def _flag_setter(self, flag: str) -> Callable[[bool], None]:
        def set_flag(on: bool) -> None:
            self.draft.set_flag(flag, on)
        return set_flag

    def to_setup(self) -> GameSetup:
        """The game of Red7 these options start."""
        return self.draft.to_setup()

    def remembered(self) -> dict[str, Any]:
        """The choices for next time (read back by :meth:`Red7Draft.from_remembered`)."""
        return self.draft.remembered()

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order."""
        return [self.players, *self.flags.values()]

    def draw_lines(self, surface: pygame.Surface, ui: float) -> None:
        """The line under each option saying what it does."""
        size = px(16, ui)
        for flag, choice in self.flags.items():
            widgets.blit_text(surface, self.t(f"red7.opt.{flag}.desc"), size, MUTED,
                              (choice.rect.x + px(4, ui), choice.rect.bottom + px(2, ui)), max_width=choice.rect.width)
