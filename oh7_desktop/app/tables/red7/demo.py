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
    if isinstance(move, Move) and move.palette is not None:
        scene.pick(key_of(move.palette))
        scene.send("palette")
        if scene.options:  # the action rule's pending action: the way this move carries it out
            ways = [option.effects if isinstance(option, Move) else () for option in scene.options]
            scene.choose_option(ways.index(move.effects))
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
    stem = f"red7-{rules.players}p{'-adv' if rules.advanced else ''}{'-act' if rules.actions else ''}-" \
           f"{size[0]}x{size[1]}-{language}"
    wanted = ["turn", "preview", "score-sheet", "game-over"]

    def phase() -> str:
        """After the turn's picture, the next turn of the person shows the preview (a target pointed at)."""
        if scene.acting_seat() is None or "turn" in wanted:
            return scene.phase_name()
        if "preview" in wanted:
            _hover_a_target(scene)
        return "preview"
    return demo.shoot_phases(scene, screen, out, stem, wanted, lambda: play_turn(scene, rng), steps=400,
                             phase=phase)


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
