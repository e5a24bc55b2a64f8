"""Seven Up's options on the new-game screen (a :class:`~oh7_desktop.app.tables.options.GameOptions`):
the target (the sheet's game is to 7), with one line saying what it does and one saying how a
deal goes; the options, their labels and values are the game's schema's
(:func:`~oh7_desktop.app.tables.options.schema_choices`; the targets offered, the form's).

The form's logic is :class:`~oh7_desktop.app.tables.seven_up.form.SevenUpDraft` (it reads back
the choices remembered last time); this module only makes its widgets, places them in the left
column and writes the lines under them (each option's ``su.opt.<key>.desc``). The seats are
the new-game screen's own, two of them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.tables.options import DraftOptions, Label, Offer, Translate, schema_choices
from oh7_desktop.app.widgets import MUTED, Widget, px
from oh7_desktop.games import registry

from .form import GAME, OFFERS, SevenUpDraft

ON_OFF = {False: "options.off", True: "options.on"}
"""How the form would name a flag's two values."""


class SevenUpOptions(DraftOptions):
    """The Seven Up part of the form: its widgets, their places and their explanations."""

    draft: SevenUpDraft

    def __init__(self, draft: SevenUpDraft, t: Translate, text: Label) -> None:
        self.draft = draft
        self.t = t
        offers: dict[str, Offer] = {}
        for key, offered in OFFERS.items():
            value = draft.options.get(key)
            kept = {value} if isinstance(value, int) and not isinstance(value, bool) else set()
            offers[key] = [(n, self._points(n)) for n in sorted({*offered, *kept})]  # a target from the command line too
        self.choices = schema_choices(registry.schema(GAME), draft.options, text, draft.set_option, ON_OFF, offers)

    def _points(self, n: int) -> Callable[[], str]:
        return lambda: self.t("target.points", points=n)

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order."""
        return list(self.choices.values())

    def height(self, ui: float) -> int:
        """How tall the options are with their lines."""
        return self.layout(0, 0, 0, ui) + px(110, ui)

    def layout(self, x: int, y: int, width: int, ui: float) -> int:
        """Place the options from ``(x, y)`` down (room for a line under each but the last, whose
        lines :meth:`height` counts); return the bottom."""
        row = px(42, ui)
        for index, widget in enumerate(self.widgets):
            y += px(60, ui) if index else 0
            widget.rect = pygame.Rect(x, y, width, row)
            y += row
        return y

    def draw_lines(self, surface: pygame.Surface, ui: float) -> None:
        """What each option means, then the game in two lines."""
        size = px(16, ui)
        keys = [f"su.opt.{key}.desc" for key in self.choices]
        for index, (key, choice) in enumerate(zip(keys, self.choices.values())):
            rect = choice.rect
            y = rect.bottom + px(2, ui)
            for message in [key] + (["su.opt.about"] if index == len(keys) - 1 else []):
                for line in widgets.wrap(self.t(message, **self.draft.options), size, rect.width):
                    widgets.blit_text(surface, line, size, MUTED, (rect.x + px(4, ui), y), max_width=rect.width)
                    y += round(size * 1.35)
                y += px(6, ui)
