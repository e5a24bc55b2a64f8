"""Reduced motion (issue 26): at every table, cards fade where they go instead of travelling or turning."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from app_support import make_app
from oh7_desktop.app import anim, tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from settings_support import table_settings

FRAME = 1 / 60


@pytest.fixture(autouse=True)
def motion_as_found() -> Iterator[None]:
    yield
    anim.set_reduced(False)  # one switch for the process: leave it as found


def _bots_table(game: str) -> Any:
    """``game``'s table with bots in every seat, at normal speed (the moves are animated)."""
    services = Services(settings=table_settings(speed="normal", four_colour=True, bot_pace="fast"),
                        translator=Translator("en"), bot_worker=BotWorker(in_process=True))
    entry = tables.get(game)
    if entry.command_line is None:  # Oh 7 ?: its own form
        from oh7_desktop.games.oh7 import Rules

        seats = tuple(SeatSetup(name, "bot", "easy") for name in ("Alice", "Bruno", "Chloé", "Daniel"))
        setup = GameSetup("oh7", Rules("base", 4, 21), 5, seats)
    else:
        players = 2 if game == "seven-up" else 3
        setup = entry.command_line(players, ["easy"] * players, None, True, 5)
    pygame.display.set_mode((1280, 720))
    return entry.make_table(services, setup, True)


@pytest.mark.parametrize("game", tables.playable())
def test_no_card_travels_or_turns_over_on_screen(game: str) -> None:
    anim.set_reduced(True)
    table = _bots_table(game)
    screen = pygame.Surface((1280, 720))
    faded = moving = 0
    try:
        for _ in range(900):  # 15 seconds of play: a deal and several moves
            table.update(FRAME)
            table.draw(screen)
            for _, motion in table.animator.items():
                if motion.done:
                    continue
                moving += 1
                place = motion.current()
                assert motion.fades and place in (motion.start, motion.target)
                assert motion.squeeze() == 1.0 and motion.duration <= anim.FADE
                faded += motion.opacity() < 1.0
    finally:
        table.exit()
    assert moving > 50 and faded > 0


def test_without_the_option_cards_travel(tmp_path: Path) -> None:
    """The check above can fail: by default a card passes between its start and its target."""
    table = _bots_table("oh-hell")
    screen = pygame.Surface((1280, 720))
    between = False
    try:
        for _ in range(600):
            table.update(FRAME)
            table.draw(screen)
            between = between or any(not m.done and m.current() not in (m.start, m.target)
                                     for _, m in table.animator.items())
    finally:
        table.exit()
    assert between


def test_the_option_is_saved_and_switches_motion(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert anim.reduced() is False
    app.apply_settings(reduced_motion=True)
    assert anim.reduced() is True
    app.close()
    again = make_app(tmp_path)
    assert again.services.settings.reduced_motion is True and anim.reduced() is True
    again.close()
