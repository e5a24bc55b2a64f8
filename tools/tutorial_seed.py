"""Find deals for Oh 7 ?'s tutorial whose scripted path shows a re-bet (the bets adding up to 7).

The scripted player bets and plays its first allowed card, as the tutorial's tests do; the easy bots
answer. For each seed it prints whether the first round's bets needed another attempt, so the
tutorial's ``SEED`` can be one whose lesson shows the sum-is-7 rule at work.

    .venv/bin/python tools/tutorial_seed.py 0 40
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.settings_bridge import FirstFrameSettings
from oh7_desktop.app.tutorial.oh7 import REBET, TutorialTable, tutorial_setup


def shows_rebet(seed: int, screen: pygame.Surface, frames: int = 6000) -> bool:
    """Whether the scripted path of the deal ``seed`` shows a re-bet before the first trick."""
    settings = FirstFrameSettings()
    scene = TutorialTable(Services(settings=settings, translator=Translator("en")), tutorial_setup(seed=seed))
    for _ in range(frames):
        scene.update(1 / 60)
        scene.draw(screen)
        if scene.phase_name() in ("tricks", "score-sheet", "game-over"):
            break
        if scene.acting_seat() == 0:
            scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    return REBET in scene.runner.shown


def main(argv: list[str]) -> int:
    """Print each seed of the range and whether its lesson shows a re-bet."""
    first, last = (int(argv[0]), int(argv[1])) if len(argv) == 2 else (0, 30)
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    for seed in range(first, last):
        print(seed, "re-bet" if shows_rebet(seed, screen) else "-", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
