"""Options → Accessibility: the choices that make the table usable by every player.

Colour-safe cards (inks apart for colour-deficient vision, Red7's cards filled with their colour),
the high-contrast look (every text at least 7:1, :mod:`oh7_desktop.app.contrast`) and reduced
motion (cards fade instead of travelling, :mod:`oh7_desktop.app.anim`), the spoken table (the
system's voice says what the screen shows, :mod:`oh7_desktop.app.speech`) and the text size (the
menus' measure times 75 % to 200 %, :meth:`.scene.Services.measure`). Each
change applies at once and is saved, as in the options (:class:`.options.OptionsScene`).
"""

from __future__ import annotations

from oh7_desktop.app.menus.base import MenuScene
from oh7_desktop.app.paint import UI_SCALES
from oh7_desktop.app.widget_base import Text
from oh7_desktop.app.widgets import Button, Choice


class AccessibilityScene(MenuScene):
    """The accessibility options (from Options)."""

    panel_width = 760

    def build(self) -> None:
        """One choice per setting, then Back."""
        settings = self.services.settings
        on_off = [(False, self.text("options.off")), (True, self.text("options.on"))]
        self.colour_safe = self._choice("options.colour_safe", on_off, settings.colour_safe,
                                        "colour_safe")
        self.high_contrast = self._choice("options.high_contrast", on_off,
                                          settings.high_contrast, "high_contrast")
        self.reduced_motion = self._choice("options.reduced_motion", on_off,
                                           settings.reduced_motion, "reduced_motion")
        self.speech = self._choice("options.speech", on_off, settings.speech, "speech")
        self.text_size: Choice[int] = Choice(self.text("options.text_size"),
                                             options=[(p, _per_cent(p)) for p in UI_SCALES],
                                             on_change=lambda v: self._apply("ui_scale", v))
        self.text_size.select(getattr(settings, "ui_scale", 100))
        self.done = Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back)
        self.group.set([self.colour_safe, self.high_contrast, self.reduced_motion, self.speech, self.text_size,
                        self.done])

    def _choice(self, key: str, options: list[tuple[bool, Text]], value: bool, setting: str) -> Choice[bool]:
        choice: Choice[bool] = Choice(self.text(key), options=options, on_change=lambda v: self._apply(setting, v))
        choice.select(value)
        return choice

    def _apply(self, setting: str, value: object) -> None:
        apply_settings = self.services.apply_settings
        if apply_settings is not None:
            apply_settings(**{setting: value})

    def title(self) -> str:
        """Accessibility."""
        return self.t("options.accessibility")


def _per_cent(value: int) -> Text:
    """The label of a text size ("150 %")."""
    return lambda: f"{value} %"
