"""Headless screenshots of Seven Up's table: ``python -m oh7_desktop.app.tables.seven_up.demo OUT``.

Plays seat 0 as a human (its choices made in code: it begs, and runs when it deals) against an
easy bot at instant speed and saves a PNG at the first question, the first set-aside, the
first trick, the first score sheet and the game's end, at 1280x720 and 1920x1080 in English
and French (in the file names), plus the deal's points being awarded and a couch game's
hand-off screen.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.kit import demo
from oh7_desktop.app.settings_bridge import Speed
from oh7_desktop.app.kit.demo import FRAME, settle
from oh7_desktop.games.seven_up import Rules

from .scene import SevenUpTable

WANTED = ("trump", "set-aside", "tricks", "points", "score-sheet", "game-over")


def table(language: str, seed: int = 5, speed: Speed = "instant", couch: bool = False) -> SevenUpTable:
    """A table with seat 0 human and seat 1 an easy bot (or a second human on the couch)."""
    seats = (SeatSetup("Alice", "human", None),
             SeatSetup("Bruno", "human", None) if couch else SeatSetup("Bruno", "bot", "easy"))
    return SevenUpTable(demo.services(language, speed), GameSetup("seven-up", Rules(), seed, seats))


def human_move(scene: SevenUpTable) -> None:
    """The scripted human: beg and run (to see runs), pick the three lowest, play a legal card."""
    if scene.sheet_open:
        scene.close_sheet()
    elif scene.answers():
        scene.choose_answer(scene.answers()[1])
    elif scene.setting_aside():
        for key in scene.choosable()[:3]:
            scene.pick(key)
        scene.confirm_aside()
    elif scene.choosable():
        scene.choose_card(next(k for k in scene.choosable() if scene.card_reason(k) is None))


def points_shot(scene: SevenUpTable, screen: pygame.Surface, path: Path) -> bool:
    """At normal speed, stop the show while the deal's points are awarded and save it."""
    scene.services.settings.speed = "normal"
    try:
        for _ in range(6000):
            scene.update(FRAME)
            scene.draw(screen)
            scored = [a for a in scene.model.awards if a.kind in ("high", "low", "jack", "game")]
            if len(scored) >= 2:
                pygame.image.save(screen, str(path))
                return True
            if scene.sheet_open or scene.acting_seat() is not None:
                human_move(scene)
    finally:
        scene.services.settings.speed = "instant"
    return False


def shoot(out: Path, size: tuple[int, int], language: str) -> list[Path]:
    """Play one game's opening and end, saving the pictures; returns their paths."""
    screen = pygame.display.set_mode(size)
    scene = table(language)
    saved: list[Path] = []
    stem = f"seven-up-{size[0]}x{size[1]}-{language}"
    wanted = list(WANTED)
    for _ in range(4000):
        settle(scene, screen)
        phase = scene.phase_name()
        if phase == "tricks" and "points" in wanted and scene.model.tricks_won == [0, 0] and scene.state.history:
            wanted.remove("points")
        if phase == "tricks" and "points" in wanted and sum(scene.model.tricks_won) == 5:
            wanted.remove("points")
            path = out / f"{stem}-points.png"
            if points_shot(scene, screen, path):
                saved.append(path)
            continue
        if phase in wanted:
            wanted.remove(phase)
            demo.save(scene, screen, out / f"{stem}-{phase}.png", saved)
        if scene.finished or not wanted:
            break
        human_move(scene)
    scene.exit()
    couch = table(language, couch=True)
    for _ in range(600):
        couch.update(FRAME)
        couch.draw(screen)
        if couch.turns.handoff is not None:
            saved.append(out / f"{stem}-handoff.png")
            pygame.image.save(screen, str(saved[-1]))
            break
    couch.exit()
    return saved


def main(argv: list[str]) -> int:
    """Save every picture under the folder given (default ``seven-up-shots``)."""
    out = demo.start(argv, "seven-up-shots")
    for size in ((1280, 720), (1920, 1080)):
        for language in ("en", "fr"):
            for path in shoot(out, size, language):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
