"""Keyboard only through the menus (issue 26, item 3): every screen reached from the main menu by
key presses alone, its keys listed by F1, and Esc back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from app_support import frames, key, make_app, top
from oh7_desktop.app.menus.keys_help import KeysHelp

MAIN_SHORTCUTS = {"new game": pygame.K_n, "saves": pygame.K_l, "options": pygame.K_o, "rules": pygame.K_r,
                  "statistics": pygame.K_s, "history": pygame.K_h, "replays": pygame.K_p}


def _keys_listed_then_back(app: Any, home: Any) -> str:
    """F1 lists the keys of the screen on top, Esc puts them away, Esc (twice from a text field)
    goes back to ``home``."""
    screen = top(app)
    name = type(screen).__name__
    assert screen is not home, name
    key(app, pygame.K_F1)
    frames(app, 1)
    listed = top(app)
    assert isinstance(listed, KeysHelp) and listed.keys, name
    key(app, pygame.K_ESCAPE)
    assert top(app) is screen
    for _ in range(2):  # a focused text field takes the first Esc (it leaves the field), by design
        if top(app) is not home:
            key(app, pygame.K_ESCAPE)
            frames(app, 1)
    assert top(app) is home, name
    return name


@pytest.mark.parametrize("screen_name", list(MAIN_SHORTCUTS))
def test_every_main_menu_screen_by_keys_and_back(screen_name: str, tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app, 2)
    home = top(app)
    key(app, MAIN_SHORTCUTS[screen_name])
    frames(app, 1)
    _keys_listed_then_back(app, home)
    app.close()


def _open_by_arrows(app: Any, label_start: str) -> None:
    """↓ until the focused entry's label starts with ``label_start``, then Enter."""
    menu: Any = top(app)
    for _ in range(len(menu.group.widgets) + 1):
        focused = menu.group.focused
        if focused is not None and str(focused.label()).startswith(label_start):
            key(app, pygame.K_RETURN)
            frames(app, 1)
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"no entry {label_start!r} reached by ↓")


@pytest.mark.parametrize("entry", ["Accessibility"])
def test_options_sub_screens_by_arrows_and_enter(entry: str, tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app, 2)
    key(app, pygame.K_o)
    frames(app, 1)
    options = top(app)
    _open_by_arrows(app, entry)
    _keys_listed_then_back(app, options)
    app.close()


def test_deal_code_entry_by_keys_and_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app, 2)
    key(app, pygame.K_n)
    frames(app, 1)
    new_game = top(app)
    key(app, pygame.K_k)
    frames(app, 1)
    _keys_listed_then_back(app, new_game)
    app.close()


def test_the_tutorial_by_t_lists_its_keys_and_esc_leaves(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app, 2)
    home = top(app)
    key(app, pygame.K_t)
    frames(app, 3)
    chooser = top(app)  # which game to learn: its keys too
    key(app, pygame.K_F1)
    chooser_keys = top(app)
    assert isinstance(chooser_keys, KeysHelp) and "Enter" in dict(chooser_keys.keys), type(chooser).__name__
    key(app, pygame.K_F1)
    assert top(app) is chooser
    key(app, pygame.K_RETURN)
    frames(app, 3)
    tutorial = top(app)
    assert tutorial is not home and tutorial is not chooser
    key(app, pygame.K_F1)
    listed = top(app)
    assert isinstance(listed, KeysHelp) and dict(listed.keys), type(tutorial).__name__
    key(app, pygame.K_F1)
    assert top(app) is tutorial
    for _ in range(3):  # Esc leaves the tutorial (through the game menu's Esc if one opens)
        if top(app) is not home:
            key(app, pygame.K_ESCAPE)
            frames(app, 2)
    assert top(app) is home
    app.close()
