"""Oh Hell's options on the new-game screen: players 3-7, the hands' sequence and five variants,
each with one line saying what it does (a :class:`~oh7_desktop.app.tables.options.GameOptions`);
their labels, ranges and choices are the game's schema's.

The form's logic is :class:`~oh7_desktop.app.tables.oh_hell.form.HellDraft` (``hook`` and
secret bids exclude each other there, and it reads back the choices remembered last time);
this module only makes its widgets, places them in the left column and writes the lines under
them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.tables.options import Label, OptionsColumn, SeatsChanged, Translate, option_values
from oh7_desktop.app.widgets import MUTED, Choice, Widget, px

from .form import FLAGS, SCHEMA, HellDraft


class HellOptions(OptionsColumn):
    """The Oh Hell part of the form: its widgets, their places and their explanations."""

    draft: HellDraft

    def __init__(self, draft: HellDraft, t: Translate, text: Label, seats_changed: SeatsChanged) -> None:
        self.draft = draft
        self.t = t
        self.seats_changed = seats_changed
        players, sequence = SCHEMA.option("players"), SCHEMA.option("sequence")
        self.players: Choice[int] = Choice(text(players.label), on_change=self._players_changed, label_width=0.5)
        self.players.set_options(option_values(players, text), draft.players)
        self.sequence: Choice[str] = Choice(text(sequence.label), label_width=0.5,
                                            options=option_values(sequence, text), on_change=self._sequence_changed)
        self.sequence.select(draft.sequence)
        self.flags: dict[str, Choice[bool]] = {}
        for flag in FLAGS:
            option = SCHEMA.option(flag)
            choice: Choice[bool] = Choice(text(option.label), label_width=0.5, on_change=self._flag_setter(flag),
                                          options=option_values(option, text, {False: "hell.off", True: "hell.on"}))
            choice.select(draft.flags[flag])
            self.flags[flag] = choice

    def _sequence_changed(self, sequence: str) -> None:
        self.draft.sequence = sequence

    def _flag_setter(self, flag: str) -> Callable[[bool], None]:
        def set_flag(on: bool) -> None:
            self.draft.set_flag(flag, on)
            for name, choice in self.flags.items():
                choice.select(self.draft.flags[name])  # the excluded variant turns off
        return set_flag

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order."""
        return [self.players, self.sequence, *self.flags.values()]

    def draw_lines(self, surface: pygame.Surface, ui: float) -> None:
        """The line under each option saying what it does."""
        size = px(16, ui)
        rules = self.draft.rules()
        lines: list[tuple[Widget, str]] = [(self.sequence, self.t("hell.seq.desc", most=rules.max_cards,
                                                                 players=rules.players, hands=rules.hands))]
        lines += [(choice, self.t(f"hell.opt.{flag}.desc")) for flag, choice in self.flags.items()]
        for widget, line in lines:
            widgets.blit_text(surface, line, size, MUTED, (widget.rect.x + px(4, ui), widget.rect.bottom + px(2, ui)),
                              max_width=widget.rect.width)
