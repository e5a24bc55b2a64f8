"""The tutorial offered on the very first launch (once, whatever the answer, keys or mouse), and the
registry of tutorials with its chooser (issue 26, item 5)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app import tutorial
from oh7_desktop.app.menus.main_menu import MainMenu
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.tutorial.offer import OfferNotice
from oh7_desktop.app.tutorial.oh7 import TutorialTable
from oh7_desktop.persistence import Settings
from app_support import frames, key, make_app, top


def _settings_file(app: Any) -> Path:
    return Path(app.services.dirs.settings_file)


def _stored_offered(app: Any) -> bool:
    return bool(json.loads(_settings_file(app).read_text(encoding="utf-8"))["tutorial_offered"])


def test_first_launch_offers_the_tutorial_and_not_now_is_remembered(tmp_path: Path) -> None:
    app = make_app(tmp_path, gui=True)
    frames(app)
    offer = top(app)
    assert isinstance(offer, OfferNotice)
    key(app, pygame.K_ESCAPE)  # Esc: "Not now"
    frames(app)
    assert isinstance(top(app), MainMenu)
    assert _stored_offered(app)
    second = make_app(tmp_path, gui=True)
    frames(second, 3)
    assert isinstance(top(second), MainMenu)


def test_a_real_first_launch_offers_once_the_settings_are_read(tmp_path: Path) -> None:
    # The first frame draws the menu with a quick stand-in for the settings, which never offers;
    # the file is read before the second frame, and only then can the offer be decided.
    app = make_app(tmp_path, gui=True, as_launched=True)
    frames(app)
    assert isinstance(top(app), MainMenu)
    frames(app, 2)
    assert isinstance(top(app), OfferNotice)


def test_learning_from_the_offer_opens_the_tutorial_by_key(tmp_path: Path) -> None:
    app = make_app(tmp_path, gui=True)
    frames(app)
    assert isinstance(top(app), OfferNotice)
    key(app, pygame.K_t, unicode="t")
    frames(app)
    assert isinstance(top(app), Notice)  # which game: Oh 7 ? first
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(top(app), TutorialTable)
    assert _stored_offered(app)


def test_learning_from_the_offer_by_mouse(tmp_path: Path) -> None:
    app = make_app(tmp_path, gui=True)
    frames(app)
    offer = top(app)
    assert isinstance(offer, OfferNotice)
    frames(app)  # drawn once: the buttons have their places
    button = offer.buttons[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
    frames(app)
    assert isinstance(top(app), Notice)  # which game: Oh 7 ? first
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(top(app), TutorialTable)
    assert _stored_offered(app)


def test_headless_runs_never_offer(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app, 3)
    assert isinstance(top(app), MainMenu)


def test_old_settings_files_load_without_the_flag() -> None:
    data = Settings().model_dump(mode="json")
    del data["tutorial_offered"]
    assert Settings.model_validate(data).tutorial_offered is False


def test_learn_lists_the_games_when_several_have_a_tutorial(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tutorial, "TUTORIALS", {"oh7": "oh7", "red7": "oh7"})
    app = make_app(tmp_path)
    key(app, pygame.K_t, unicode="t")
    frames(app)
    chooser = top(app)
    assert isinstance(chooser, Notice)
    assert [b.label() for b in chooser.buttons] == ["Oh 7 ?", "Red7", "Back"]
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(top(app), TutorialTable)


def test_one_tutorial_opens_directly_and_factories_are_lazy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tutorial, "TUTORIALS", {"oh7": "oh7"})
    assert tutorial.factories()["oh7"]() is TutorialTable
    app = make_app(tmp_path)
    key(app, pygame.K_t, unicode="t")
    frames(app)
    assert isinstance(top(app), TutorialTable)
