"""Oh 7 ?'s tutorial: the real table against bots, a panel explaining each phase as it comes.

Simulated clock (frames of 1/60 s) and the tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations


import pygame
import pytest

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services, Table
from oh7_desktop.app.tutorial.oh7 import REBET, SCRIPT, TutorialTable
from oh7_desktop.app.tutorial.runner import wrap
from settings_support import table_settings

DT = 1 / 60


def _tutorial(language: str, saved: list[Table]) -> TutorialTable:
    settings = table_settings(speed="fast", bot_pace="normal", four_colour=True)
    return TutorialTable(Services(settings=settings, translator=Translator(language), on_action=saved.append))


def _play_round(scene: TutorialTable, screen: pygame.Surface, frames: int = 8000) -> None:
    """Play until the first round's score sheet is up, the player choosing its first allowed move."""
    for _ in range(frames):
        scene.update(DT)
        scene.draw(screen)
        if scene.phase_name() == "score-sheet":
            return
        if scene.acting_seat() == 0:
            scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tutorial_shows_each_step_in_order_and_saves_nothing(screen: pygame.Surface, language: str) -> None:
    saved: list[Table] = []
    scene = _tutorial(language, saved)
    _play_round(scene, screen)
    shown = scene.runner.shown
    assert shown[0] == "tutorial.oh7.deal"
    assert shown[-1] == "tutorial.oh7.score"
    for step in ("tutorial.oh7.bet", "tutorial.oh7.sum", "tutorial.oh7.tricks"):
        assert step in shown
    assert shown.index("tutorial.oh7.bet") < shown.index("tutorial.oh7.sum") < shown.index("tutorial.oh7.tricks")
    assert set(shown) <= set(SCRIPT.values())
    # The fixed deal's bets add up to 7 once: the lesson shows the rule at work and the re-bet.
    assert shown.index("tutorial.oh7.sum") < shown.index(REBET) < shown.index("tutorial.oh7.tricks")
    assert saved == []  # the tutorial is never autosaved as a game
    translator = Translator(language)
    assert all(translator.t(step) != step for step in shown)


def test_the_panel_stays_clear_of_the_hand_and_of_the_sheets_rows(screen: pygame.Surface) -> None:
    scene = _tutorial("fr", [])
    for _ in range(600):  # to the player's bet: the panel sits in the top half, above the hand
        scene.update(DT)
        scene.draw(screen)
        if scene.acting_seat() == 0:
            break
    assert scene.panel is not None and scene.panel.bottom < screen.get_height() // 2
    _play_round(scene, screen)
    assert scene.panel.top >= screen.get_height() // 2  # the score sheet's rows stay readable


def test_wrap_breaks_long_words_into_lines_within_the_width() -> None:
    lines = wrap("one two three four five six", 9, len)
    assert lines == ["one two", "three", "four five", "six"]
