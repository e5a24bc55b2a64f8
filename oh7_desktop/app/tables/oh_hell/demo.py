"""Headless screenshots of Oh Hell's table: ``python -m oh7_desktop.app.tables.oh_hell.demo OUT``.

Plays seat 0 as a human (its choices made in code) against easy bots at instant speed and
saves a PNG at the first bid, the first trick, the first score sheet and the game's end, for
3, 4 and 7 seats at 1280x720 and 1920x1080 in English and French (names in the file names).
The 3-seat game goes down from 15 cards, so its first bid shows a 15-card hand.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit import demo
from oh7_desktop.games.oh_hell import Rules

from .scene import HellTable

NAMES = ("Alice", "Bruno", "Chloé", "Daniel", "Emma", "Félix", "Gaspard")


def table(players: int, rules: dict[str, object], language: str, seed: int = 5) -> HellTable:
    """A table with seat 0 human and the others easy bots, at instant speed."""
    setup = GameSetup("oh-hell", Rules(players=players, **rules), seed, demo.seats(NAMES, players))  # type: ignore[arg-type]
    return HellTable(demo.services(language), setup)


def shoot(out: Path, players: int, rules: dict[str, object], size: tuple[int, int], language: str) -> list[Path]:
    """Play one game's opening and end, saving the pictures; returns their paths."""
    screen = pygame.display.set_mode(size)
    scene = table(players, rules, language)
    stem = f"hell-{players}p-{size[0]}x{size[1]}-{language}"

    def play() -> None:
        if scene.bid_choices():
            scene.choose_bid(next(n for n, reason in scene.bid_choices() if reason is None))
        elif scene.choosable():
            scene.choose_card(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    return demo.shoot_phases(scene, screen, out, stem, ["bid", "tricks", "score-sheet", "game-over"], play, steps=4000)


def main(argv: list[str]) -> int:
    """Save every picture under the folder given (default ``hell-shots``)."""
    out = demo.start(argv, "hell-shots")
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
