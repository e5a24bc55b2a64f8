"""Red7's options on the new-game screen: players 2-4, advanced (rounds to a target) and the
action rule, each with one line saying what it does (a
:class:`~oh7_desktop.app.tables.options.GameOptions`); their labels and values are the game's
schema's (:func:`~oh7_desktop.app.tables.options.schema_choices`).

The form's logic is :class:`~oh7_desktop.app.tables.red7.form.Red7Draft` (it reads back the
choices remembered last time); this module only makes its widgets and writes the lines under
them (each option's ``<label>.desc`` message).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.tables.options import Label, OptionsColumn, SeatsChanged, Translate, schema_choices
from oh7_desktop.app.widgets import MUTED, Widget, px
from oh7_desktop.games import registry

from .form import GAME, PLAYERS, Red7Draft

ON_OFF = {False: "red7.off", True: "red7.on"}
"""How Red7's form names a flag's two values."""


class Red7Options(OptionsColumn):
    """The Red7 part of the form: its widgets and their explanations."""

    draft: Red7Draft

    def __init__(self, draft: Red7Draft, t: Translate, text: Label, seats_changed: SeatsChanged) -> None:
        self.draft = draft
        self.t = t
        self.seats_changed = seats_changed
        self.players = self.players_choice(text, PLAYERS)
        self.choices = schema_choices(registry.schema(GAME), draft.options, text, draft.set_option, ON_OFF)

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order."""
        return [self.players, *self.choices.values()]

    def draw_lines(self, surface: pygame.Surface, ui: float) -> None:
        """The line under each option saying what it does."""
        size, schema = px(16, ui), registry.schema(GAME)
        for key, choice in self.choices.items():
            widgets.blit_text(surface, self.t(f"{schema.option(key).label}.desc"), size, MUTED,
                              (choice.rect.x + px(4, ui), choice.rect.bottom + px(2, ui)), max_width=choice.rect.width)
