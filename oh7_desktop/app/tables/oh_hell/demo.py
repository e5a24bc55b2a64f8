"""Headless screenshots of Oh Hell's table: ``python -m oh7_desktop.app.tables.oh_hell.demo OUT``.

Plays seat 0 as a human (its choices made in code) against easy bots at instant speed and
saves a PNG at the first bid, the first trick, the first score sheet and the game's end, for
3, 4 and 7 seats at 1280x720 and 1920x1080 in English and French (names in the file names).
The 3-seat game goes down from 15 cards, so its first bid shows a 15-card hand.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.games.oh_hell import Rules

from .scene import HellTable

NAMES = ("Alice", "Bruno", "Chloé", "Daniel", "Emma", "Félix", "Gaspard")
FRAME = 1 / 60


def table(players: int, rules: dict[str, object], language: str, seed: int = 5) -> HellTable:
    """A table with seat 0 human and the others easy bots, at instant speed."""
    seats = tuple(SeatSetup(NAMES[i], "human" if i == 0 else "bot", None if i == 0 else "easy")
                  for i in range(players))
    services = Services(settings=SimpleNamespace(speed="instant", four_colour=True),
                        translator=Translator(language))
    setup = GameSetup("oh-hell", Rules(players=players, **rules), seed, seats)  # type: ignore[arg-type]
    return HellTable(services, setup)


def settle(scene: HellTable, screen: pygame.Surface, frames: int = 600) -> None:
    """Run frames until the table waits for the human (or a sheet is up)."""
    for _ in range(frames):
        scene.update(FRAME)
        scene.draw(screen)
        if scene.sheet_open or scene.acting_seat() is not None:
            return


def shoot(out: Path, players: int, rules: dict[str, object], size: tuple[int, int], language: str) -> list[Path]:
    """Play one game's opening and end, saving the pictures; returns their paths."""
    screen = pygame.display.set_mode(size)
    scene = table(players, rules, language)
    saved: list[Path] = []
    stem = f"hell-{players}p-{size[0]}x{size[1]}-{language}"
    wanted = ["bid", "tricks", "score-sheet", "game-over"]
    for _ in range(4000):
        settle(scene, screen)
        phase = scene.phase_name()
        if phase in wanted:
            wanted.remove(phase)
            scene.draw(screen)
            path = out / f"{stem}-{phase}.png"
            pygame.image.save(screen, str(path))
            saved.append(path)
        if scene.finished or not wanted:
            break
        if scene.sheet_open:
            scene.close_sheet()
        elif scene.bid_choices():
            scene.choose_bid(next(n for n, reason in scene.bid_choices() if reason is None))
        elif scene.choosable():
            scene.choose_card(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    scene.exit()
    return saved


def main(argv: list[str]) -> int:
    """Save every picture under the folder given (default ``hell-shots``)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(argv[0] if argv else "hell-shots")
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    games: list[tuple[int, dict[str, object]]] = [(3, {"sequence": "down", "hook": True}),
                                                  (4, {"sequence": "up-down"}), (7, {"simultaneous": True})]
    for players, rules in games:
        for size in ((1280, 720), (1920, 1080)):
            for language in ("en", "fr"):
                for path in shoot(out, players, rules, size, language):
                    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
