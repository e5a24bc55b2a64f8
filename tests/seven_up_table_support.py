"""Seven Up's table driven as a person would (mouse or keys): for its table tests and the couch
tests that play it too."""

from __future__ import annotations

import random
from typing import Any

import pygame

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.games.seven_up import Rules
from table_support import click, key, play_a_legal_card, play_to_the_end, seats_for, table_services


NAMES = ["Ana", "Ben"]


def make(humans: int = 1, speed: str = "instant", seed: int = 3, target: int = 7) -> SevenUpTable:
    seats = seats_for(NAMES, 2, humans)
    services = table_services(speed)
    return SevenUpTable(services, GameSetup("seven-up", Rules(target), seed, seats))


def answer(scene: SevenUpTable, rng: random.Random, mouse: bool) -> None:
    """Stand / beg or give / run: a click on a button, the arrows and Enter, or the number key."""
    answers = scene.answers()
    choice = rng.choice(answers)
    if mouse:
        click(scene, dict(scene.drawn.answers)[choice].center)
    elif rng.random() < 0.5:
        key(scene, pygame.K_1 if choice == answers[0] else pygame.K_2)
    else:
        while answers[scene.focus % 2] != choice:
            key(scene, pygame.K_RIGHT)
        key(scene, pygame.K_RETURN)


def set_aside(scene: SevenUpTable, rng: random.Random, mouse: bool, watch: Any = None) -> None:
    """Pick three cards (clicks, or the arrows and Space), then confirm (button or Enter)."""
    cards = scene.choosable()
    chosen = rng.sample(cards, 3)
    for target in chosen:
        if mouse:
            rect = dict(scene.drawn.cards)[target]
            click(scene, (rect.left + 4, rect.centery))
        else:
            while cards[scene.focus % len(cards)] != target:
                key(scene, pygame.K_RIGHT)
            key(scene, pygame.K_SPACE)
        surface = pygame.display.get_surface()
        assert surface is not None
        scene.draw(surface)
        if watch is not None:
            watch(scene)
    assert sorted(scene.picked) == sorted(chosen)
    if mouse:
        click(scene, scene.drawn.buttons["aside"].center)
    else:
        key(scene, pygame.K_RETURN)


def play(scene: SevenUpTable, rng: random.Random, mouse: bool) -> None:
    """Play a legal card, by mouse or keys (the kit's driver)."""
    play_a_legal_card(scene, rng, mouse)


def act(scene: SevenUpTable, rng: random.Random, mouse: bool, watch: Any = None) -> bool:
    """The acting human's move (or a sheet or hand-off dismissed) through events; True if any."""
    if scene.turns.settling():  # a hand just revealed ignores input for a moment
        return False
    if scene.turns.handoff is not None or scene.sheet_open:
        if mouse:
            click(scene, scene.drawn.buttons["handoff" if scene.turns.handoff is not None else "continue"].center)
        else:
            key(scene, pygame.K_RETURN)
        return True
    if scene.answers():
        answer(scene, rng, mouse)
    elif scene.setting_aside():
        set_aside(scene, rng, mouse, watch)
    elif scene.choosable():
        play(scene, rng, mouse)
    else:
        return False
    return True


def run(scene: SevenUpTable, screen: pygame.Surface, rng: random.Random, watch: Any = None,
        frames: int = 40000) -> int:
    """Play to the end, people acting through events (the kit's driver); returns their actions."""
    return play_to_the_end(scene, screen, lambda mouse: act(scene, rng, mouse, watch=watch), watch, frames)
