"""Every game's table at the end of a whole game (many rounds on its score sheet), for 2..7
players where the game allows them, and what its score sheet drew where.

``python tests/sheet_support.py OUT`` saves each game's final sheet at 100 % and 200 % text
size (1280x720, English) as PNGs to look at.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pygame

from layout_tour import FRAME, act
from oh7_desktop.app import drawn, tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.games import registry
from settings_support import table_settings

TARGETS = {"oh7": 99, "seven-up": 21}
"""Long games: many rounds on the sheet (Oh Hell plays its hands up and down again, Red7 its
advanced game to its target)."""


def player_counts(game: str) -> list[int]:
    """Every number of players ``game`` allows, at most 6."""
    low, high = registry.entry(game).players
    return list(range(low, min(high, 6) + 1))


def make(game: str, players: int, seed: int = 5) -> Any:
    """``game``'s table for ``players`` (seat 0 a person, the others easy bots), at instant speed."""
    services = Services(settings=table_settings(speed="instant", four_colour=True),
                        translator=Translator("en"), bot_worker=BotWorker(in_process=True))
    entry = tables.get(game)
    if entry.command_line is None:  # Oh 7 ?: its own form
        from oh7_desktop.games.oh7 import Rules

        seats = tuple(SeatSetup("You" if i == 0 else f"Bot {i}", "human" if i == 0 else "bot",
                                None if i == 0 else "easy") for i in range(players))
        mode = "advanced" if players == 6 else "base"  # the base game is for 2 to 5
        setup = GameSetup("oh7", Rules(mode, players, TARGETS["oh7"]), seed, seats)
    else:
        long_game: dict[str, dict[str, object]] = {"seven-up": {"target": TARGETS["seven-up"]},
                                                   "oh-hell": {"sequence": "up-down"}, "red7": {"advanced": True}}
        rules = long_game[game]
        setup = entry.command_line(players, ["human"] + ["easy"] * (players - 1), rules, False, seed)
    return entry.make_table(services, setup, False)


def play_to_the_end(table: Any, seed: int = 1, frames: int = 200_000) -> None:
    """Play the whole game (the person at random), then open its final score sheet."""
    rng = random.Random(seed)
    for _ in range(frames):
        if table.game.is_over(table.state):
            break
        if table.sheet_open:
            table.close_sheet()
        elif table.acting_seat() is not None:
            act(table, rng)
        table.update(FRAME)
    else:
        raise AssertionError("the game did not end")
    for _ in range(600):
        if table.sheet_open:
            break
        table.update(FRAME)
    table.animator.finish()
    if not table.sheet_open:
        table.open_sheet(manual=True)


def draw_sheet(table: Any, scale: int, size: tuple[int, int] = (1280, 720)) -> tuple[pygame.Surface, list[drawn.Box]]:
    """Draw ``table`` (its sheet up) at ``scale`` % text size: the picture and what it drew."""
    table.services.settings.ui_scale = scale
    surface = pygame.Surface(size)
    with drawn.recording(surface) as boxes:
        table.draw(surface)
    return surface, list(boxes)


def main(argv: list[str]) -> int:
    """Save every game's final score sheet at 100 % and 200 % under ``argv[0]``."""
    out = Path(argv[0] if argv else "sheets")
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((1280, 720))
    for game in argv[1:] or tables.playable():
        for players in player_counts(game):
            table = make(game, players)
            play_to_the_end(table)
            for scale in (100, 200):
                surface, _ = draw_sheet(table, scale)
                pygame.image.save(surface, str(out / f"{game}-{players}p-{scale}.png"))
            table.exit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
