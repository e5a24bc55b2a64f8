"""Shared by the tutorial tests: a tutorial at fast speed, played by keys to a moment.

Simulated clock (frames of 1/60 s) and each tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from unittest import mock

import pygame

from oh7_desktop.app.drawn import Box, recording
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tutorial import oh7, oh_hell, red7, runner, seven_up, step_panel
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


@dataclass
class Played:
    """A lesson played by :func:`play_until` to its first score sheet, what tests read of it (the
    suite's time: a play takes a minute on a loaded machine; each is played once per process)."""

    scene: Any
    hints: list[object]
    """The ``hint`` of every panel drawn during the play, in order."""
    sheet_boxes: list[Box]
    """What one more frame drawn with the sheet up drew (recorded)."""
    first_frames: dict[str, Any]
    """Each step's first frame drawn: what ``watch`` read of the scene then."""


_PLAYED: dict[tuple[str, str], Played] = {}


def played(game: str, language: str, screen: pygame.Surface,
           watch: Callable[[Any], Any] = lambda _: None) -> Played:
    """``game``'s tutorial in ``language`` played to its first score sheet, once per process (the
    scene is left open: :func:`exit_played` closes them); ``watch`` reads each step's first frame
    (the first play's ``watch`` counts: pass the same one for a lesson)."""
    if (game, language) not in _PLAYED:
        scene, hints, firsts = tutorial(game, language), [], {}
        real = runner.draw_panel

        def spy(surface: pygame.Surface, title: str, body: str, **options: Any) -> pygame.Rect:
            hints.append(options.get("hint"))
            return real(surface, title, body, **options)

        def done(scene: Any) -> bool:
            step = scene.runner.current()
            if step is not None and step not in firsts:
                firsts[step] = watch(scene)
            return at_sheet(scene)

        with mock.patch.object(step_panel, "draw_panel", spy):
            play_until(scene, screen, done)
        with recording(screen) as boxes:
            scene.draw(screen)
        _PLAYED[(game, language)] = Played(scene, hints, list(boxes), firsts)
    return _PLAYED[(game, language)]


def exit_played() -> None:
    """Close every lesson :func:`played` left open, and forget them."""
    for play in _PLAYED.values():
        play.scene.exit()
    _PLAYED.clear()
