"""Red7's options on the new-game screen: players 2-4, advanced (rounds to a target) and the
action rule, each with one line saying what it does.

The form's logic is :class:`~oh7_desktop.app.tables.red7.form.Red7Draft`; this module only
makes its widgets, places them in the left column and writes the lines under them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.tables.red7.form import FLAGS, PLAYERS, Red7Draft
from oh7_desktop.app.menus.new_game_options import GameOptions, Label, Translate
from oh7_desktop.app.widgets import MUTED, Choice, Widget, px


class Red7Options(GameOptions):
    """The Red7 part of the form: its widgets, their places and their explanations."""

    def __init__(self, draft: Red7Draft, t: Translate, text: Label, on_players: Callable[[int], None]) -> None:
        self.draft = draft
        self.t = t
        self.players: Choice[int] = Choice(text("setup.players"), on_change=on_players, label_width=0.5)
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

    def _flag_setter(self, flag: str) -> Callable[[bool], None]:
        def set_flag(on: bool) -> None:
            self.draft.set_flag(flag, on)
        return set_flag

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
