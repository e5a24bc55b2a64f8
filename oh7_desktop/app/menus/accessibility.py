"""Options → Accessibility: the choices that make the table usable by every player.

Colour-safe cards (inks apart for colour-deficient vision, Red7's cards filled with their colour),
the high-contrast look (every text at least 7:1, :mod:`oh7_desktop.app.contrast`) and reduced
motion (cards fade instead of travelling, :mod:`oh7_desktop.app.anim`) and the spoken table (the
system's voice says what the screen shows, :mod:`oh7_desktop.app.speech`) and the scale of
every screen (75 % to 200 %, :mod:`oh7_desktop.app.canvas`; Left/Right change it). Each
change applies at once and is saved, as in the options (:class:`.options.OptionsScene`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from oh7_desktop.app.canvas import SCALES, shown_percent
from oh7_desktop.app.menus.base import MenuScene
from oh7_desktop.app.widgets import Button, Choice


class AccessibilityScene(MenuScene):
    """The accessibility options (from Options)."""

    panel_width = 760

    def build(self) -> None:
        """One choice per setting, then Back."""
        settings = self.services.settings
        on_off = [(False, self.text("options.off")), (True, self.text("options.on"))]
        self.colour_safe = self._choice("options.colour_safe", on_off, getattr(settings, "colour_safe", False),
                                        "colour_safe")
        self.high_contrast = self._choice("options.high_contrast", on_off,
                                          getattr(settings, "high_contrast", False), "high_contrast")
        self.reduced_motion = self._choice("options.reduced_motion", on_off,
                                           getattr(settings, "reduced_motion", False), "reduced_motion")
        self.speech = self._choice("options.speech", on_off, getattr(settings, "speech", False), "speech")
        self.scale: Choice[int] = Choice(self.text("options.ui_scale"),
                                         options=[(percent, self._scale_words(percent)) for percent in SCALES],
                                         on_change=lambda v: self._apply("ui_scale", v))
        self.scale.select(self.services.settings.ui_scale)
        self.done = Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back)
        self.group.set([self.colour_safe, self.high_contrast, self.reduced_motion, self.speech, self.scale,
                        self.done])

    def _scale_words(self, percent: int) -> Callable[[], str]:
        """"150 %", or "150 % (limited by the window: 113 %)" when the window has no room for it."""
        def words() -> str:
            window = pygame.display.get_surface()
            shown = percent if window is None else shown_percent(window.get_size(), percent)
            if shown == percent:
                return self.t("options.scale_percent", percent=percent)
            return self.t("options.scale_limited", percent=percent, shown=shown)
        return words

    def _choice(self, key: str, options: list[Any], value: bool, setting: str) -> Choice[Any]:
        choice: Choice[Any] = Choice(self.text(key), options=options, on_change=lambda v: self._apply(setting, v))
        choice.select(value)
        return choice

    def _apply(self, setting: str, value: bool | int) -> None:
        apply_settings = self.services.apply_settings
        if apply_settings is not None:
            apply_settings(**{setting: value})

    def title(self) -> str:
        """Accessibility."""
        return self.t("options.accessibility")
