"""Options: language, animation speed, bots' pace, volume, sound on/off, fullscreen, deck colours,
Accessibility (:mod:`.accessibility`), auto-play (forced cards, the rest of a round with no choice left).

Every change applies at once and is saved (``services.apply_settings``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pygame

from oh7_desktop.app.i18n import default_language
from oh7_desktop.app.menus.base import Action, MenuScene
from oh7_desktop.userfiles import LANGUAGES
from oh7_desktop.app.run_options import SPEEDS
from oh7_desktop.app.kit.pace import BOT_PACES
from oh7_desktop.app.widgets import Button, Choice

VOLUMES = tuple(step / 10 for step in range(11))
Value = TypeVar("Value")


class OptionsScene(MenuScene):
    """The options screen (from the main menu or the in-game menu)."""

    panel_width = 760
    row_height = 46
    row_gap = 8  # nine rows clear the key hints at 1280x720

    def build(self) -> None:
        """One choice per setting, then Back."""
        settings = self.services.settings
        self.language = self._choice("options.language", [(None, self._system_language)] + [
            (code, self._fixed(name)) for code, name in LANGUAGES.items()], settings.language, "language")
        self.speed = self._choice("options.animation_speed", [(s, self.text(f"speed.{s}")) for s in SPEEDS],
                                  settings.speed, "speed")
        self.bot_pace = self._choice("options.bot_pace", [(p, self.text(f"pace.{p}")) for p in BOT_PACES],
                                     settings.bot_pace, "bot_pace")
        self.volume = self._choice("options.volume", [(v, self._fixed(f"{round(v * 100)} %")) for v in VOLUMES],
                                   _nearest(settings.volume), "volume")
        on_off = [(False, self.text("options.off")), (True, self.text("options.on"))]
        self.sound = self._choice("options.sound", [(False, self.text("options.on")), (True, self.text("options.off"))],
                                  settings.muted, "muted")
        self.fullscreen = self._choice("options.fullscreen", on_off, settings.fullscreen, "fullscreen")
        self.four_colour = self._choice("options.four_colour", on_off, settings.four_colour, "four_colour")
        self.accessibility = Button(self.text("options.accessibility"), on_press=self._accessibility)
        automatic = [((False, False), self.text("options.off")), ((True, False), self.text("options.auto.forced")),
                     ((True, True), self.text("options.auto.finish"))]
        self.auto_play: Choice[tuple[bool, bool]] = Choice(self.text("options.auto_play"), options=automatic,
                                                           on_change=self._auto_play)
        self.auto_play.select((settings.auto_forced, settings.auto_finish))
        self.done = Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back)
        self.group.set([self.language, self.speed, self.bot_pace, self.volume, self.sound, self.fullscreen,
                        self.four_colour, self.accessibility, self.auto_play, self.done])

    def _choice(self, key: str, options: list[tuple[Value, Callable[[], str]]], value: Value,
                setting: str) -> Choice[Value]:
        choice: Choice[Value] = Choice(self.text(key), options=options, on_change=lambda v: self.apply(setting, v))
        choice.select(value)
        return choice

    @staticmethod
    def _fixed(text: str) -> Callable[[], str]:
        return lambda: text

    def _system_language(self) -> str:
        return self.t("options.language.system", language=LANGUAGES[default_language()])

    def apply(self, setting: str, value: object) -> None:
        """Apply and save one setting."""
        apply_settings = self.services.apply_settings
        if apply_settings is not None:
            apply_settings(**{setting: value})
        if setting == "muted" and not value and self.services.sounds is not None:
            self.services.sounds.play("flip")  # let the player hear the sound is back

    def _auto_play(self, value: tuple[bool, bool]) -> None:
        """Auto-play: off, forced cards, or forced cards and a round's end with no choice left."""
        apply_settings = self.services.apply_settings
        if apply_settings is not None:
            apply_settings(auto_forced=value[0], auto_finish=value[1])

    def _accessibility(self) -> None:
        """Open Options → Accessibility (colour-safe cards, high contrast)."""
        from oh7_desktop.app.menus.accessibility import AccessibilityScene

        if self.stack is not None:
            self.stack.push(AccessibilityScene(self.services))

    def _toggle_sound(self) -> None:
        self.sound.step(1)

    def enter(self) -> None:
        """F11 may have changed fullscreen while away: show the current value."""
        self.fullscreen.select(bool(self.services.settings.fullscreen))

    def update(self, dt: float) -> None:
        """F11 pressed on this screen: the choice follows at once (F11 and the option agree)."""
        self.enter()

    def title(self) -> str:
        """Options."""
        return self.t("options.title")

    def phase_name(self) -> str:
        """Screenshots call this screen ``options``."""
        return "options"

    def hints(self) -> list[tuple[str, str]]:
        """Left/Right change a value."""
        return [("↑ ↓", self.t("hint.move")), ("← →", self.t("hint.change")), (self.t("key.esc"), self.t("hint.back")),
                ("F11", self.t("hint.fullscreen"))]

    def shortcuts(self) -> dict[int, Action]:
        """M mutes or unmutes."""
        return {pygame.K_m: self._toggle_sound}


def _nearest(volume: float) -> float:
    """The volume step closest to ``volume``."""
    return min(VOLUMES, key=lambda step: abs(step - volume))
