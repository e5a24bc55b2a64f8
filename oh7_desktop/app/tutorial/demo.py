"""Headless pictures of the tutorials and the search for their seeds:
``python -m oh7_desktop.app.tutorial.demo OUT`` saves a PNG of each step of every tutorial (Oh 7 ?,
Oh Hell, Seven Up, Red7) and of Oh 7 ?'s advanced lesson at 1280x720 and 1920x1080 in English and
French (``--scale 200``: at that text size, and at 1024x640 too; ``--game``, ``--size``, ``--lang``:
only those); ``python -m oh7_desktop.app.tutorial.demo --seeds 0-20`` prints, for each seed, the
steps each tutorial shows (how each tutorial's ``SEED`` was chosen). ``--help`` says it all.

The player acts by keys only (digits, 1 and 2, ← →, ↑ ↓, Space, Enter, F), as the steps tell,
and goes on by Space from a step that waits to be read (saved once more, as ``-wait``):
:func:`act` is the scripted person the tests use too.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any, NoReturn

import pygame

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.kit import demo
from oh7_desktop.app.paint import UI_SCALES
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tutorial import oh7, oh7_advanced, oh_hell, red7, seven_up
from oh7_desktop.app.tutorial.hold import StepHold
from oh7_desktop.app.tutorial.lesson import Lesson

GAMES: dict[str, ModuleType] = {"oh7": oh7, "oh-hell": oh_hell, "seven-up": seven_up, "red7": red7,
                                "oh7-advanced": oh7_advanced}
"""Every tutorial, by game, and Oh 7 ?'s advanced lesson."""
ENDS = ("score-sheet", "game-over")
"""The phases that end a tutorial's first round."""


def press(scene: StepHold, key: int, typed: str = "") -> None:
    """A key pressed and released at the table (a key going on from a step is spent until released)."""
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=typed))
    scene.handle(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=typed))


def _focus_a_playable_card(scene: oh_hell.TutorialTable | seven_up.TutorialTable | oh7.TutorialTable) -> None:
    """→ until the focused card may be played."""
    cards = scene.choosable()
    for _ in range(len(cards)):
        if scene.card_reason(cards[scene.focus % len(cards)]) is None:
            return
        press(scene, pygame.K_RIGHT)


def _act_oh_hell(scene: oh_hell.TutorialTable) -> None:
    bids = scene.bid_choices()
    if bids:
        press(scene, pygame.K_0, str(next(n for n, reason in bids if reason is None)))
        return
    _focus_a_playable_card(scene)
    press(scene, pygame.K_RETURN)


def _act_oh7(scene: oh7.TutorialTable) -> None:
    """Y shows the ? when asked; else → to an allowed card and Enter (nothing while cards move:
    a key then only hurries the show)."""
    if scene.animator.busy:
        return
    if scene.state.phase.value == "interrobang":  # the ? question (the app never imports the game)
        press(scene, pygame.K_y, "y")
        return
    _focus_a_playable_card(scene)
    press(scene, pygame.K_RETURN)


def _act_seven_up(scene: seven_up.TutorialTable) -> None:
    if scene.answers():
        press(scene, pygame.K_2)  # beg (and, as a dealer, run): the lesson's longer way
    elif scene.setting_aside():
        for _ in range(3):
            press(scene, pygame.K_SPACE)
            press(scene, pygame.K_RIGHT)
        press(scene, pygame.K_RETURN)
    else:
        _focus_a_playable_card(scene)
        press(scene, pygame.K_RETURN)


def _pick_red7(scene: red7.TutorialTable, card: Any) -> None:
    """→ until ``card`` (the engine's) is the picked one."""
    for _ in range(len(scene.choosable()) + 1):
        if scene.selected == scene.key_of(card):
            return
        press(scene, pygame.K_RIGHT)


def _act_red7(scene: red7.TutorialTable, rng: random.Random) -> None:
    """A random legal move: → to the card, ↑ palette, ↓ canvas, Enter ends the turn; F twice
    folds when no move keeps the player winning."""
    choices = scene.choices()
    if choices is None:
        return
    if not choices.moves:
        press(scene, pygame.K_f, "f")
        press(scene, pygame.K_f, "f")
        return
    move = rng.choice(choices.moves)
    palette = getattr(move, "palette", None)  # a Move; the app reads the game's actions by their fields
    if palette is not None:
        _pick_red7(scene, palette)
        press(scene, pygame.K_UP)
    if move.canvas is not None and scene.acting_seat() is not None:
        _pick_red7(scene, move.canvas)
        press(scene, pygame.K_DOWN)
    elif scene.acting_seat() is not None and scene.can_end_turn():
        press(scene, pygame.K_RETURN)


def go_on(scene: StepHold) -> bool:
    """Space on a step that waits to be read (:mod:`.hold`); True if one did."""
    if scene.held() is None:
        return False
    press(scene, pygame.K_SPACE, " ")
    return True


def act(scene: Lesson | oh7.TutorialTable, rng: random.Random) -> None:
    """The player's move by keys, when it is theirs to make (Seven Up: always beg, and run);
    Space first on a step that waits to be read."""
    if go_on(scene) or scene.acting_seat() is None:
        return
    if isinstance(scene, oh7.TutorialTable):
        _act_oh7(scene)
    elif isinstance(scene, oh_hell.TutorialTable):
        _act_oh_hell(scene)
    elif isinstance(scene, seven_up.TutorialTable):
        _act_seven_up(scene)
    elif isinstance(scene, red7.TutorialTable):
        _act_red7(scene, rng)


def lesson(game: str, language: str = "en", seed: int | None = None, scale: int = 100) -> Lesson | oh7.TutorialTable:
    """A game's tutorial at fast speed (``seed``: another deal than the tutorial's; ``scale``: the
    text size in %)."""
    module = GAMES[game]
    setup = module.tutorial_setup()
    settings = SimpleNamespace(speed="fast", bot_pace="normal", four_colour=True, colour_safe=False, ui_scale=scale,
                               auto_forced=False, auto_finish=False, reduced_motion=False)  # the settings a table reads
    scene: Lesson | oh7.TutorialTable = module.TutorialTable(Services(settings=settings, translator=Translator(language)),
                                         setup if seed is None else replace(setup, seed=seed))
    return scene


def play(scene: Lesson | oh7.TutorialTable, screen: pygame.Surface, shot: Path | None = None, frames: int = 12000) -> list[str]:
    """Play the tutorial to its first score sheet; each new step saved as ``shot``-N-step.png,
    and once more as ``shot``-N-step-wait.png when it waits to be read."""
    rng, last = random.Random(0), None
    for _ in range(frames):
        scene.update(demo.FRAME)
        scene.draw(screen)
        current, held = scene.runner.current(), scene.held() is not None
        if shot is not None and current is not None and (current, held) != last:
            wait = "-wait" if held else ""
            pygame.image.save(screen, f"{shot}-{len(scene.runner.shown)}-{current.rsplit('.', 1)[1]}{wait}.png")
        last = current, held
        if scene.phase_name() in ENDS:
            break
        act(scene, rng)
    scene.exit()
    return [step.rsplit(".", 1)[1] for step in scene.runner.shown]


class _OneLineParser(argparse.ArgumentParser):
    """An argument parser whose error is one line and exit 2 (argparse printed its usage first)."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message} (see --help)", file=sys.stderr)
        raise SystemExit(2)


def _seed_range(value: str) -> range:
    """``FIRST-LAST`` (or one seed) as the range of seeds it names."""
    first, _, last = value.partition("-")
    try:
        return range(int(first), int(last or first) + 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a range of seeds such as 0-20: {value!r}") from None


def _size(value: str) -> tuple[int, int]:
    """``WxH`` as a window size in pixels."""
    width, _, height = value.partition("x")
    try:
        size = int(width), int(height)
    except ValueError:
        size = (0, 0)
    if min(size) < 320:
        raise argparse.ArgumentTypeError(f"not a window size such as 1024x640: {value!r}")
    return size


def parser() -> argparse.ArgumentParser:
    """The demo's command line."""
    p = _OneLineParser(prog="python -m oh7_desktop.app.tutorial.demo", description="Save a picture of each step of the tutorials, or print the steps of a range of seeds.")
    p.add_argument("out", nargs="?", type=Path, default=Path("tutorial-shots"),
                   help="the folder the pictures go in, made if needed (default: tutorial-shots)")
    p.add_argument("--scale", type=int, choices=UI_SCALES, default=100, metavar="PERCENT",
                   help="the text size in %% (75-200 by 25; default 100; other than 100: at 1024x640 too)")
    p.add_argument("--game", action="append", choices=tuple(GAMES), help="only this tutorial (may be repeated)")
    p.add_argument("--size", action="append", type=_size, metavar="WxH", help="only this window size (may be repeated)")
    p.add_argument("--lang", action="append", choices=("en", "fr"), help="only this language (may be repeated)")
    p.add_argument("--seeds", nargs="?", const=range(0, 11), type=_seed_range, metavar="FIRST-LAST",
                   help="print the steps each tutorial shows for each seed (default 0-10); no picture saved")
    return p


def main(argv: list[str]) -> int:
    """Save every step's picture under the folder given, or print the steps of a range of seeds."""
    args = parser().parse_args(argv)
    games = args.game or list(GAMES)
    if args.seeds is not None:
        screen = (demo.start(["."], "."), pygame.display.set_mode((1280, 720)))[1]
        for game in games:
            for seed in args.seeds:
                print(game, seed, " ".join(play(lesson(game, seed=seed), screen)))
        return 0
    scale = args.scale
    out = demo.start([str(args.out)], "tutorial-shots")
    sizes = args.size or (((1024, 640), (1280, 720), (1920, 1080)) if scale != 100 else ((1280, 720), (1920, 1080)))
    for size in sizes:
        screen = pygame.display.set_mode(size)
        for language in args.lang or ("en", "fr"):
            for game in games:
                name = f"{game}-{size[0]}x{size[1]}-{language}" + (f"-{scale}" if scale != 100 else "")
                play(lesson(game, language, scale=scale), screen, out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
