"""Headless screenshots of Red7's table: ``python -m oh7_desktop.app.tables.red7.demo OUT``.

Plays seat 0 as a human through the table's own choices (pick a card, send it to the palette or
the canvas, end the turn, fold) against easy bots at instant speed, and saves a PNG at the first
turn, a previewed move, the first score sheet and the game's end, for 2, 3 and 4 seats (basic,
advanced with the action rule, advanced) at 1280x720 and 1920x1080 in English and French.
:func:`play_turn` is the scripted human the tests use too.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit import demo
from oh7_desktop.app.settings_bridge import Speed
from oh7_desktop.app.kit.demo import settle
from oh7_desktop.games.red7 import Move, Rules

from .model import key_of
from .scene import Red7Table

NAMES = ("Alice", "Bruno", "Chloé", "Daniel")


def table(rules: Rules, language: str = "en", seed: int = 5, speed: Speed = "instant") -> Red7Table:
    """A table with seat 0 human and the others easy bots."""
    return Red7Table(demo.services(language, speed), GameSetup("red7", rules, seed, demo.seats(NAMES, rules.players)))


def play_turn(scene: Red7Table, rng: random.Random) -> bool:
    """The acting human plays a random legal move through the table's choices; True if one."""
    choices = scene.choices()
    if choices is None:
        return False
    if not choices.moves:
        return scene.fold() or scene.fold()
    move = rng.choice(choices.moves)
    palette = move.palette if isinstance(move, Move) else None
    if palette is not None:
        scene.pick(key_of(palette))
        scene.send("palette")
        if scene.options:  # the action rule's pending action: the way this move carries it out
            scene.choose_option([getattr(o, "effects", ()) for o in scene.options].index(getattr(move, "effects", ())))
    if move.canvas is not None and scene.acting_seat() is not None and not scene.options:
        scene.pick(key_of(move.canvas))
        scene.send("canvas")
    elif scene.acting_seat() is not None and not scene.options and scene.can_end_turn():
        scene.end_turn()
    return True


def shoot(out: Path, rules: Rules, size: tuple[int, int], language: str) -> list[Path]:
    """Play one game, saving the pictures; returns their paths."""
    screen = pygame.display.set_mode(size)
    scene = table(rules, language)
    rng = random.Random(2)
    saved: list[Path] = []
    stem = f"red7-{rules.players}p{'-adv' if rules.advanced else ''}{'-act' if rules.actions else ''}-" \
           f"{size[0]}x{size[1]}-{language}"
    wanted = ["turn", "preview", "score-sheet", "game-over"]
    for _ in range(400):
        settle(scene, screen)
        phase = "preview" if scene.acting_seat() is not None and "turn" not in wanted else scene.phase_name()
        if phase == "preview" and phase in wanted:
            _hover_a_target(scene)
        if phase in wanted:
            wanted.remove(phase)
            demo.save(scene, screen, out / f"{stem}-{phase}.png", saved)
        if scene.finished or not wanted:
            break
        if scene.sheet_open:
            scene.close_sheet()
        else:
            play_turn(scene, rng)
    scene.exit()
    return saved


def _hover_a_target(scene: Red7Table) -> None:
    """Point at the first target the picked card may go to (the preview shows)."""
    for target in ("canvas", "palette"):
        if scene.selected is not None and scene.target_reason(target) is None:
            scene.hover_target = target
            return


def main(argv: list[str]) -> int:
    """Save every picture under the folder given (default ``red7-shots``)."""
    out = demo.start(argv, "red7-shots")
    for rules in (Rules(2), Rules(3, advanced=True, actions=True), Rules(4, advanced=True)):
        for size in ((1280, 720), (1920, 1080)):
            for language in ("en", "fr"):
                for path in shoot(out, rules, size, language):
                    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
