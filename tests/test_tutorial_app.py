"""The tutorials from the main menu ("Learn to play", key T, then the game by keys) and leaving one
at any moment with Esc: back at the menu, no error, nothing saved as a game."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app.menus.main_menu import MainMenu
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.tutorial import TUTORIALS, scene_class
from app_support import frames, key, make_app, top


@pytest.mark.parametrize("seed", range(20))
def test_leaving_the_tutorial_at_a_random_moment_goes_back_to_the_menu(tmp_path: Path, seed: int) -> None:
    games = list(TUTORIALS)
    game = games[seed % len(games)]  # every game's tutorial, chosen by keys
    app = make_app(tmp_path)
    key(app, pygame.K_t, unicode="t")
    frames(app)
    assert isinstance(top(app), Notice)
    for _ in range(games.index(game)):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app)
    tutorial = top(app)
    assert isinstance(tutorial, scene_class(game))
    frames(app, random.Random(seed).randrange(0, 240))
    while top(app) is tutorial:  # an open view keeps Esc to close itself first
        key(app, pygame.K_ESCAPE)
        frames(app)
    assert isinstance(top(app), MainMenu)
    assert not app.flow.has_autosave()
    assert not list((tmp_path).rglob("*history*.json*"))


@pytest.mark.parametrize("seed", range(3))
def test_leaving_oh7s_first_lesson_at_a_random_moment_of_play_keeps_nothing(tmp_path: Path, seed: int) -> None:
    """Oh 7 ?'s base lesson, played by keys (bets, the re-bet, tricks) to a random moment up to its
    score sheet (about 2500 frames), then Esc: the other lessons have this check with play
    (test_tutorial_games), this one had it only in its first seconds, before any bet."""
    from oh7_desktop.app.tutorial import oh7
    from oh7_desktop.app.tutorial.demo import act

    app = make_app(tmp_path)
    menu = top(app)
    rng = random.Random(seed)
    tutorial = oh7.TutorialTable(app.services)
    app.stack.push(tutorial)
    moment = (400, 1900, 2800)[seed] + rng.randrange(0, 200)  # the bets, the tricks, the score sheet
    for _ in range(moment):
        frames(app)
        if top(app) is tutorial:
            act(tutorial, rng)
    assert len(tutorial.runner.shown) >= (2, 4, 6)[seed]  # it got that far before leaving (6: the tricks)
    while top(app) is tutorial:  # an open view keeps Esc to close itself first
        key(app, pygame.K_ESCAPE)
        frames(app)
    assert top(app) is menu
    assert not app.flow.has_autosave()
    assert not list(tmp_path.rglob("*history*.json*"))
    app.close()
