"""Play test 26, item 5: at 200 % in a 1280x720 window every entry of the main menu, Learn to play
(T) among them, is on screen without scrolling (one column showed three rows); in English and
French, with Continue shown (a game saved) or not."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from app_support import make_app
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.menus.main_menu import MainMenu
from test_window_sizes import _menu_shots


@pytest.mark.parametrize("saved", [False, True])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_main_menu_entry_is_visible_at_200_in_1280x720(tmp_path: Path, language: str, saved: bool) -> None:
    app = make_app(tmp_path)
    try:
        if saved:
            _menu_shots()._seed_saves(app)
        app.services.translator = Translator(language)
        app.services.settings = app.services.settings.model_copy(update={"ui_scale": 200})
        menu = MainMenu(app.services)
        surface = pygame.Surface((1280, 720))
        menu.draw(surface)
        entries = menu.group.widgets
        assert any(entry.shortcut == "T" for entry in entries)
        assert len(entries) == (10 if saved else 9)
        assert not menu.scrolled.active
        window = surface.get_rect()
        assert all(window.contains(entry.rect) for entry in entries), [entry.rect for entry in entries]
        for index, entry in enumerate(entries):  # no two entries on top of each other
            assert not any(entry.rect.colliderect(other.rect) for other in entries[index + 1:])
    finally:
        app.close()
