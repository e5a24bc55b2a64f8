"""Shared by the tutorial tests: a tutorial at fast speed, played by keys to a moment.

Simulated clock (frames of 1/60 s) and each tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tutorial import oh7, oh_hell, red7, seven_up
from oh7_desktop.app.tutorial.demo import act, go_on
from settings_support import table_settings

DT = 1 / 60
MODULES = {"oh7": oh7, "oh-hell": oh_hell, "seven-up": seven_up, "red7": red7}
"""Every game's tutorial module."""
ENDS = ("score-sheet", "game-over")


def tutorial(game: str, language: str = "en") -> Any:
    """``game``'s tutorial table at fast speed in ``language`` (nothing saved)."""
    settings = table_settings(speed="fast", bot_pace="normal", four_colour=True)
    return MODULES[game].TutorialTable(Services(settings=settings, translator=Translator(language)))


def _act(scene: Any, rng: random.Random) -> None:
    """The player's move by keys (Oh 7 ?: its first allowed card), after Space on a held step."""
    if isinstance(scene, oh7.TutorialTable) and not go_on(scene):
        if scene.acting_seat() == 0:
            scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
        return
    act(scene, rng)


def play_until(scene: Any, screen: pygame.Surface, done: Callable[[Any], bool], frames: int = 12000) -> None:
    """Update and draw the tutorial, the player acting, until ``done(scene)`` after a frame drawn."""
    rng = random.Random(0)
    for _ in range(frames):
        scene.update(DT)
        scene.draw(screen)
        if done(scene):
            return
        if scene.phase_name() not in ENDS:
            _act(scene, rng)
    raise AssertionError("the moment was not reached")


def at_sheet(scene: Any) -> bool:
    """True once the lesson's first score sheet (or the game's end) is up."""
    return scene.phase_name() in ENDS and bool(scene.sheet_open)
