"""Seven Up's options on the new-game screen (a :class:`~oh7_desktop.app.tables.options.GameOptions`):
the target (the sheet's game is to 7), with one line saying what it does and one saying how a
deal goes.

The form's logic is :class:`~oh7_desktop.app.tables.seven_up.form.SevenUpDraft` (it reads back
the choices remembered last time); this module only makes its widget, places it in the left
column and writes the lines under it. The seats are the new-game screen's own, two of them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.tables.options import DraftOptions, Label, Translate
from oh7_desktop.app.widgets import MUTED, Choice, Widget, px

from .form import TARGETS, SevenUpDraft


class SevenUpOptions(DraftOptions):
    """The Seven Up part of the form: its widget, its place and its explanations."""

    draft: SevenUpDraft

    def __init__(self, draft: SevenUpDraft, t: Translate, text: Label) -> None:
        self.draft = draft
        self.t = t
        self.target: Choice[int] = Choice(text("setup.target"), label_width=0.5,
                                          options=[(n, self._points(n)) for n in TARGETS],
                                          on_change=draft.set_target)
        if draft.target not in TARGETS:  # a target from the command line or an edited file
            self.target.set_options([(n, self._points(n)) for n in sorted({*TARGETS, draft.target})], draft.target)
        self.target.select(draft.target)

    def _points(self, n: int) -> Callable[[], str]:
        return lambda: self.t("target.points", points=n)

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order."""
        return [self.target]

    def height(self, ui: float) -> int:
        """How tall the options are with their lines."""
        return self.layout(0, 0, 0, ui) + px(110, ui)

    def layout(self, x: int, y: int, width: int, ui: float) -> int:
        """Place the options from ``(x, y)`` down; return the bottom."""
        self.target.rect = pygame.Rect(x, y, width, px(42, ui))
        return y + px(42, ui)

    def draw_lines(self, surface: pygame.Surface, ui: float) -> None:
        """What the target means, then the game in two lines."""
        size = px(16, ui)
        rect = self.target.rect
        y = rect.bottom + px(2, ui)
        for key in ("su.opt.target.desc", "su.opt.about"):
            for line in widgets.wrap(self.t(key, target=self.draft.target), size, rect.width):
                widgets.blit_text(surface, line, size, MUTED, (rect.x + px(4, ui), y), max_width=rect.width)
                y += round(size * 1.35)
            y += px(6, ui)
