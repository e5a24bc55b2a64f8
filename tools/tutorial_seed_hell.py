"""Find deals for Oh Hell's tutorial whose first hand gives the player a real bid to choose.

The player deals the first hand (one card each) under the hook and bids last: unless the bots'
bids add up to more than one, the hook leaves the player a single bid (a new player finished the
lesson without choosing one). The scripted player bids its first allowed number and plays its first
allowed card, as the tutorial's tests do; the easy bots answer. For each seed it prints the bids
the player may make in the first hand, and whether the hook refuses the second hand's dealer (a
bot) a bid, so the tutorial's ``SEED`` can be one that teaches both.

    .venv/bin/python tools/tutorial_seed_hell.py 0 20
"""

from __future__ import annotations

import os
import random
import sys
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from oh7_desktop.app.tutorial import demo
from oh7_desktop.games.oh_hell.bidding import hooked_bid


def first_bids_and_hook(seed: int, screen: pygame.Surface, frames: int = 20000) -> tuple[list[int], bool]:
    """The player's allowed bids in the first hand of the deal ``seed``, and whether the second
    hand's dealer is refused a bid by the hook."""
    scene: Any = demo.lesson("oh-hell", seed=seed)  # Oh Hell's table (the type covers every game's)
    rng, first, hooked = random.Random(0), list[int](), False
    for _ in range(frames):
        scene.update(1 / 60)
        scene.draw(screen)
        state = scene.state
        if not first and scene.acting_seat() == scene.learner() and scene.bid_choices():
            first = [bid for bid, reason in scene.bid_choices() if reason is None]
        if state.hand_index == 1 and len(state.bids) == state.players and None not in state.bids:
            others = sum(b for seat, b in enumerate(state.bids) if seat != state.dealer)
            hooked = hooked_bid(state.cards, others) is not None
            break
        if scene.sheet_open:
            demo.press(scene, pygame.K_SPACE, " ")
        demo.act(scene, rng)
    scene.exit()
    return first, hooked


def main(argv: list[str]) -> int:
    """Print each seed of the range, the player's first allowed bids and the second hand's hook."""
    first, last = (int(argv[0]), int(argv[1])) if len(argv) == 2 else (0, 20)
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    for seed in range(first, last):
        bids, hooked = first_bids_and_hook(seed, screen)
        print(seed, "bids", bids, "hook on the next dealer" if hooked else "-", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
