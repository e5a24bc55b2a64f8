"""F1 anywhere lists the keys of the screen in front (issue 26: every key findable without a mouse)."""

from __future__ import annotations

from pathlib import Path

import pygame

from app_support import frames, key, make_app, top
from oh7_desktop.app.menus.keys_help import KeysHelp


def test_f1_lists_the_menu_s_keys_and_puts_them_away(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app, 2)
    menu = top(app)
    key(app, pygame.K_F1)
    frames(app, 1)
    shown = top(app)
    assert isinstance(shown, KeysHelp)
    keys = dict(shown.keys)
    assert "F11" in keys and "N" in keys and len(keys) >= 6  # the hints, then each button's own key
    key(app, pygame.K_F1)
    assert top(app) is menu
    key(app, pygame.K_F1)
    key(app, pygame.K_ESCAPE)
    assert top(app) is menu  # Esc puts the list away, it does not leave the menu
    app.close()


def test_every_menu_screen_has_its_keys(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app, 2)
    for shortcut in (pygame.K_n, pygame.K_o, pygame.K_r, pygame.K_l):
        key(app, shortcut)
        frames(app, 1)
        screen = top(app)
        assert screen.key_help(), type(screen).__name__
        key(app, pygame.K_F1)
        frames(app, 1)
        surface = pygame.display.get_surface()
        assert surface is not None
        app.stack.draw(surface)
        assert isinstance(top(app), KeysHelp)
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_ESCAPE)
        frames(app, 1)
    app.close()
