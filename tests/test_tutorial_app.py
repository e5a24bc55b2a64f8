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
