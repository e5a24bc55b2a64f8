"""Oh Hell's table driven as a person would (mouse or keys): for its table tests and the couch and
layout tests that play it too."""

from __future__ import annotations

import random
from typing import Any

import pygame

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.games.oh_hell import Rules
from table_support import click, key, play_a_legal_card, play_to_the_end, seats_for, table_services


NAMES = ["Alice", "Bob", "Carole", "David", "Eve", "Fanny", "Gus"]


def make(rules: Rules, humans: int = 1, speed: str = "instant", seed: int = 3) -> HellTable:
    seats = seats_for(NAMES, rules.players, humans)
    services = table_services(speed)
    return HellTable(services, GameSetup("oh-hell", rules, seed, seats))


def bid_as_human(scene: HellTable, rng: random.Random, mouse: bool) -> None:
    """Bid through the picker: a click on a number, or the arrows and Enter."""
    bids = scene.bid_choices()
    allowed = [n for n, reason in bids if reason is None]
    target = rng.choice(allowed)
    if mouse:
        click(scene, dict(scene.drawn.bids)[target].center)
        return
    while bids[scene.focus % len(bids)][0] != target:
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RETURN)


def play_as_human(scene: HellTable, rng: random.Random, mouse: bool) -> None:
    """Play a legal card, by mouse or keys (the kit's driver)."""
    play_a_legal_card(scene, rng, mouse)


def act(scene: HellTable, rng: random.Random, mouse: bool) -> bool:
    """The acting human's move (or a sheet or hand-off dismissed) through events; True if any."""
    if scene.turns.settling():  # a hand just revealed ignores input for a moment
        return False
    if scene.turns.handoff is not None or scene.sheet_open:
        if mouse:
            name = "handoff" if scene.turns.handoff is not None else "continue"
            click(scene, scene.drawn.buttons[name].center)
        else:
            key(scene, pygame.K_RETURN)
        return True
    if scene.bid_choices():
        bid_as_human(scene, rng, mouse)
        return True
    if scene.choosable():
        play_as_human(scene, rng, mouse)
        return True
    return False


def run(scene: HellTable, screen: pygame.Surface, rng: random.Random, watch: Any = None,
        frames: int = 40000) -> int:
    """Play to the end, people acting through events (the kit's driver); returns their actions."""
    return play_to_the_end(scene, screen, lambda mouse: act(scene, rng, mouse), watch, frames)
