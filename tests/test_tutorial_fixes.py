"""Defects found by play tests of the tutorials (issue 26, item 5), each checked on the real
tables: the finished lesson's sheet button, when Seven Up's run step comes, Red7's seven rules,
Seven Up's sheet's race pips recorded (the panel keeps clear of them);
and play test 26: over the lesson's score sheet the lesson's words covered the sheet's lines and
buttons (where the sheet left no free room): W hides them, and shows them again; the panel's title
line says so and F1 lists the key.

Simulated clock (frames of 1/60 s) and each tutorial's fixed deal: nothing here times the machine.
Each lesson is played once per language to its first score sheet (:func:`tutorial_support.played`),
and every test here reads that play (the suite's time).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from oh7_desktop.app.i18n import Translator
from table_support import key
from tutorial_support import MODULES, exit_played, played

NEXT_ROUND = ("table.next_round", "hell.sheet.next", "su.sheet.next", "red7.sheet.next", "red7.sheet.end",
              "hell.sheet.end", "su.sheet.end", "table.finish")
RUN = "tutorial.seven-up.run"


@pytest.fixture(scope="module", autouse=True)
def _close_the_lessons() -> Iterator[None]:
    """The lessons played here are closed once the module is done with them."""
    yield
    exit_played()


def _setting_aside(scene: Any) -> tuple[bool, bool, int]:
    """Whether the table is dealing, whether the player may set cards aside, and how many they may choose."""
    return scene.director.busy, scene.setting_aside(), len(scene.choosable())


def _play(game: str, language: str, screen: pygame.Surface) -> Any:
    """``game``'s lesson in ``language`` played to its first score sheet (once); Seven Up's steps'
    first frames read by :func:`_setting_aside` (its run step's is checked)."""
    return played(game, language, screen, _setting_aside if game == "seven-up" else lambda _: None)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", MODULES)
def test_the_finished_lessons_sheet_button_says_enter_finishes_it(game: str, language: str,
                                                                  screen: pygame.Surface) -> None:
    boxes = _play(game, language, screen).sheet_boxes
    translator = Translator(language)
    captions = [box.label for box in boxes if box.kind == "button"]
    assert f"{translator.t('tutorial.sheet.finish')}  [{translator.t('key.enter')}]" in captions, captions
    labels = {caption.split("  [")[0] for caption in captions}
    assert not labels & {translator.t(other) for other in NEXT_ROUND}


def test_seven_ups_run_step_comes_once_the_run_is_dealt_and_the_player_may_set_aside(screen: pygame.Surface) -> None:
    firsts = _play("seven-up", "en", screen).first_frames
    # The step tells the player to put 3 of 9 cards aside: it comes when they can, not while dealt.
    assert RUN in firsts
    busy, setting_aside, choosable = firsts[RUN]
    assert not busy and setting_aside
    assert choosable == 9


def test_seven_ups_sheet_records_its_race_pips_and_the_panel_leaves_them_in_view(screen: pygame.Surface) -> None:
    play = _play("seven-up", "en", screen)
    # The pips of each seat's race to the target were drawn unrecorded: at 200 % the panel lay over them.
    races = [box.rect for box in play.sheet_boxes if (box.kind, box.label) == ("text", "race")]
    assert len(races) == 2 and all(race.width > race.height > 0 for race in races), races
    assert play.scene.panel is not None and play.scene.panel.collidelist(races) < 0


@pytest.mark.parametrize("game", sorted(MODULES))
def test_w_hides_and_shows_the_lessons_words_over_the_score_sheet(screen: pygame.Surface, game: str) -> None:
    play = _play(game, "fr", screen)
    scene, hints = play.scene, play.hints
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
