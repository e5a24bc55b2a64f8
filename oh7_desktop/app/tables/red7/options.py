"""Red7's options on the new-game screen: players 2-4, advanced (rounds to a target) and the
action rule, each with one line saying what it does (a
:class:`~oh7_desktop.app.tables.options.GameOptions`).

The form's logic is :class:`~oh7_desktop.app.tables.red7.form.Red7Draft` (it reads back the
choices remembered last time); this module only makes its widgets and writes the lines under
them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.tables.options import Label, OptionsColumn, SeatsChanged, Translate
from oh7_desktop.app.widgets import MUTED, Choice, Widget, px

from .form import FLAGS, PLAYERS, Red7Draft


class Red7Options(OptionsColumn):
    """The Red7 part of the form: its widgets and their explanations."""

    draft: Red7Draft

    def __init__(self, draft: Red7Draft, t: Translate, text: Label, seats_changed: SeatsChanged) -> None:
        self.draft = draft
        self.t = t
        self.seats_changed = seats_changed
        self.players = self.players_choice(text, PLAYERS)
        self.flags: dict[str, Choice[bool]] = {}
        for flag in FLAGS:
            choice: Choice[bool] = Choice(text(f"red7.opt.{flag}"), label_width=0.5,
                                          options=[(False, text("red7.off")), (True, text("red7.on"))],
                                          on_change=self._flag_setter(flag))
            choice.select(bool(getattr(draft, flag)))
            self.flags[flag] = choice

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
