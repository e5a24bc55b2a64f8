"""Play test 26: over the lesson's score sheet the lesson's words covered the sheet's lines and
buttons (the sheet leaves no free room). W hides them, and shows them again; the panel's title
line says so and F1 lists the key. Simulated clock, each lesson's fixed deal (one play per lesson:
the suite's time)."""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.tutorial import runner, step_panel
from table_support import key
from tutorial_support import MODULES, at_sheet, play_until, tutorial


@pytest.mark.parametrize("game", sorted(MODULES))
def test_w_hides_and_shows_the_lessons_words_over_the_score_sheet(screen: pygame.Surface, game: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    hints: list[object] = []
    real = runner.draw_panel

    def spy(surface: pygame.Surface, title: str, body: str, **options: object) -> pygame.Rect:
        hints.append(options.get("hint"))
        return real(surface, title, body, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(step_panel, "draw_panel", spy)
    scene = tutorial(game, "fr")
    play_until(scene, screen, at_sheet)
    words = Translator("fr")
    hide = words.t("tutorial.words_hide")
    assert hints and hints[-1] == hide and hide not in hints[:-3]  # said over the sheet only
    assert scene.panel is not None and scene.panel.colliderect(screen.get_rect())
    assert ("W", words.t("keys.tutorial.words")) in scene.key_help()
    key(scene, pygame.K_w)
    scene.draw(screen)
    assert scene.sheet_open and scene.panel is None  # the whole sheet shows
    key(scene, pygame.K_w)
    scene.draw(screen)
    assert scene.panel is not None
