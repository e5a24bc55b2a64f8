"""Find deals for Oh 7 ?'s advanced lesson: the player holds the ?, a star and a naught, and the
round shows each special card in a trick whatever the player does.

For each seed of the range whose first deal gives the player (seat 0) the ?, at least one star
and at least one naught, the lesson is played twice over: by keys as the tests play it (the first
allowed card each time; its steps are printed), then ``--tries`` times by a player choosing a
random allowed card (how many of those rounds showed a star, the ? and a naught in a trick).
The lesson's ``SEED`` is one whose scripted round shows every step and whose random rounds do too.

    .venv/bin/python tools/tutorial_seed_advanced.py 0 300 --tries 10
"""

from __future__ import annotations

import argparse
import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from oh7_desktop.app.kit.demo import FRAME
from oh7_desktop.app.tutorial import demo, oh7_advanced
from oh7_desktop.games import registry
from oh7_desktop.games.oh7 import Card
from oh7_desktop.games.oh7.dealing import seeded_deal

SPECIALS = ("star", "wild", "naught")


def holds_every_kind(hand: tuple[Card, ...]) -> bool:
    """Whether a hand holds the ?, a star and a naught."""
    return any(c.is_interrobang for c in hand) and any(c.is_star for c in hand) and any(c.is_naught for c in hand)


def steps(seed: int, screen: pygame.Surface, rng: random.Random | None) -> list[str]:
    """The steps the lesson shows on deal ``seed``: the player acting by keys (``rng`` None), or
    choosing a random allowed card (and showing the ? when asked)."""
    scene = demo.lesson("oh7-advanced", seed=seed)
    assert isinstance(scene, oh7_advanced.TutorialTable)
    keys = random.Random(0)
    for _ in range(12000):
        scene.update(FRAME)
        if rng is None:  # the scripted round drawn as the tests draw it; the random ones faster, undrawn
            scene.draw(screen)
        else:
            scene.step()
        if scene.phase_name() in demo.ENDS:
            break
        if rng is None or scene.state.phase.name == "INTERROBANG":
            demo.act(scene, keys)
        elif scene.acting_seat() == 0:
            scene.choose(rng.choice([k for k in scene.choosable() if scene.card_reason(k) is None]))
    scene.exit()
    return [step.rsplit(".", 1)[1] for step in scene.runner.shown]


def main(argv: list[str]) -> int:
    """Print each fitting seed: the hand, the scripted steps, and the random rounds' specials shown."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=int)
    parser.add_argument("last", type=int)
    parser.add_argument("--tries", type=int, default=10, help="random rounds per seed")
    args = parser.parse_args(argv)
    rules = registry.get("oh7").rules_from_options(oh7_advanced.RULES)
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    for seed in range(args.first, args.last):
        hand = seeded_deal(rules, seed, 0).hands[0]
        if not holds_every_kind(hand):
            continue
        scripted = steps(seed, screen, None)
        shown = [steps(seed, screen, random.Random(t)) for t in range(args.tries)]
        counts = " ".join(f"{kind} {sum(kind in s for s in shown)}/{args.tries}" for kind in SPECIALS)
        print(seed, " ".join(c.symbol for c in hand), "|", " ".join(scripted), "|", counts, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
