"""Auto-play of forced choices (Options → Auto-play) at every table on the shared loop: Oh Hell,
Seven Up and Red7. With the option on, every action the table plays for a person is that
person's only legal action (and some are played); with it off, the table plays nothing for a
person and waits for them, even with one card left."""

from __future__ import annotations

from collections.abc import Callable

import random
from typing import Any

import pygame
import pytest

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.loop import AnyLoop
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.games import oh_hell, red7, seven_up
from settings_support import table_settings

DT = 1 / 60
NAMES = ["Alice", "Bob", "Carole"]


def make(game: str, forced: bool, seed: int) -> AnyLoop:
    """One person (seat 0) against easy bots, at instant speed, auto-play of forced choices on or off."""
    makers: dict[str, Callable[[], Any]] = {"oh-hell": lambda: oh_hell.Rules(3, sequence="up"), "seven-up": lambda: seven_up.Rules(3),
                  "red7": lambda: red7.Rules(3, advanced=True, actions=True)}
    rules = makers[game]()
    table: Any = {"oh-hell": HellTable, "seven-up": SevenUpTable, "red7": Red7Table}[game]
    players = 2 if game == "seven-up" else 3
    seats = tuple(SeatSetup(NAMES[i], "human" if i == 0 else "bot", None if i == 0 else "easy")
                  for i in range(players))
    settings = table_settings(speed="instant", four_colour=True, auto_forced=forced)
    scene: AnyLoop = table(Services(settings=settings), GameSetup(game, rules, seed, seats))
    return scene


class Watched:
    """Every action applied for the person: whether the test chose it, and how many were legal."""

    def __init__(self, scene: AnyLoop) -> None:
        self.scene = scene
        self.by_test = False
        self.applied: list[tuple[bool, int]] = []
        original = scene.apply_action

        def apply(action: Any) -> None:
            game, state = scene.game, scene.state
            if game.chance_action(state) is None and 0 in game.to_move(state) \
                    and action in game.legal_actions(state, 0):
                self.applied.append((self.by_test, len(game.legal_actions(state, 0))))
            original(action)
        scene.apply_action = apply  # type: ignore[method-assign]

    def choose(self, rng: random.Random) -> bool:
        """The person's choice when there is one (a random legal action); True if made."""
        scene = self.scene
        if scene.acting_seat() != 0:
            return False
        legal = scene.game.legal_actions(scene.state, 0)
        if len(legal) < 2:
            return False
        self.by_test = True
        scene.apply_action(rng.choice(list(legal)))
        self.by_test = False
        return True


def play(scene: AnyLoop, screen: pygame.Surface, watched: Watched, rng: random.Random, frames: int) -> int:
    """Run frames, dismissing sheets and making the person's real choices; return the frames the
    table sat waiting for the person with one legal action."""
    stuck = 0
    for _ in range(frames):
        if scene.finished:
            break
        scene.update(DT)
        scene.draw(screen)
        if scene.sheet_open:
            scene.close_sheet()
        elif not watched.choose(rng) and scene.acting_seat() == 0:
            stuck += 1
    return stuck


@pytest.mark.parametrize("game", ["oh-hell", "seven-up", "red7"])
def test_auto_play_plays_only_forced_choices_and_only_when_asked(screen: pygame.Surface, game: str) -> None:
    on = make(game, True, seed=5)
    watched = Watched(on)
    stuck = play(on, screen, watched, random.Random(1), 6000)
    auto = [count for by_test, count in watched.applied if not by_test]
    assert auto, "some forced choice was played for the person"
    assert set(auto) == {1}, "only a person's only legal action is played for them"
    assert stuck == 0, "the table never waits for a person who has no choice"

    off = make(game, False, seed=5)
    watched = Watched(off)
    stuck = play(off, screen, watched, random.Random(1), 1500)
    assert all(by_test for by_test, _ in watched.applied), "nothing is played for the person"
    assert stuck > 0, "the table waited for the person's forced choice"
