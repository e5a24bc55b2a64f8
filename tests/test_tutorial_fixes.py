"""Defects found by play tests of the tutorials (issue 26, item 5), each checked on the real
tables: the finished lesson's sheet button, when Seven Up's run step comes, Red7's seven rules.

Simulated clock (frames of 1/60 s) and each tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app.drawn import recording
from oh7_desktop.app.i18n import Translator
from tutorial_support import MODULES, at_sheet, play_until, tutorial

NEXT_ROUND = ("table.next_round", "hell.sheet.next", "su.sheet.next", "red7.sheet.next", "red7.sheet.end",
              "hell.sheet.end", "su.sheet.end", "table.finish")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", MODULES)
def test_the_finished_lessons_sheet_button_says_enter_finishes_it(game: str, language: str,
                                                                  screen: pygame.Surface) -> None:
    scene = tutorial(game, language)
    play_until(scene, screen, at_sheet)
    with recording(screen) as boxes:
        scene.draw(screen)
    scene.exit()
    translator = Translator(language)
    captions = [box.label for box in boxes if box.kind == "button"]
    assert f"{translator.t('tutorial.sheet.finish')}  [{translator.t('key.enter')}]" in captions, captions
    labels = {caption.split("  [")[0] for caption in captions}
    assert not labels & {translator.t(other) for other in NEXT_ROUND}


def test_seven_ups_run_step_comes_once_the_run_is_dealt_and_the_player_may_set_aside(screen: pygame.Surface) -> None:
    scene = tutorial("seven-up")
    play_until(scene, screen, lambda s: s.runner.current() == "tutorial.seven-up.run")
    scene.exit()
    # The step tells the player to put 3 of 9 cards aside: it comes when they can, not while dealt.
    assert not scene.director.busy and scene.setting_aside()
    assert len(scene.choosable()) == 9
