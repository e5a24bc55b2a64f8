"""Red7's tutorial as play tests saw it: the seven colours' rules told when the rule first
changes, the panel clear of the deck and of every name at 1024x640, 1280x720 and 1920x1080,
and a thinking bot's name plate that does not read as a name cut short.

Simulated clock (frames of 1/60 s) and the tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

import random

import pygame
import pytest

from oh7_desktop.app.drawn import recording
from oh7_desktop.app.faces import RED7_COLOURS
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.tutorial import runner, step_panel
from oh7_desktop.app.tutorial.demo import act
from tutorial_support import DT, ENDS, play_until, tutorial

KEPT_CLEAR = ("deck", "canvas", "rule", "note", "prompt", "buttons", "seat", "palette", "label")
"""The table's areas the panel never covers (Red7's score piles hold cards in the advanced game only)."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_first_rule_change_lists_each_colour_with_its_rule(language: str, screen: pygame.Surface,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    bodies: list[str] = []
    real = runner.draw_panel

    def spy(surface: pygame.Surface, title: str, body: str, **options: object) -> pygame.Rect:
        bodies.append(body)
        return real(surface, title, body, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(step_panel, "draw_panel", spy)
    scene = tutorial("red7", language)
    play_until(scene, screen, lambda s: s.runner.current() == "tutorial.red7.rule")
    canvas = list(scene.model.canvas)
    scene.exit()
    assert len(canvas) == 1  # the moment the rule first changes
    t = Translator(language).t
    lines = bodies[-1].split("\n")
    marks = [t(f"red7.letter.{colour}") for colour in RED7_COLOURS]  # the letters the cards carry (fr: J, Ve, Vi)
    listed = [line for line in lines if line.split(" ")[0] in marks]
    assert [line.split(" ")[0] for line in listed] == marks  # R O Y G B I V, strongest first
    for line, colour in zip(listed, RED7_COLOURS):
        assert t(f"red7.rule.{colour}") in line and t(f"tutorial.red7.counts.{colour}") in line
    assert not any(bodies[-1] in body for body in bodies[:bodies.index(bodies[-1])])  # not before


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_panel_keeps_clear_of_the_deck_and_every_name(size: tuple[int, int], language: str) -> None:
    pygame.display.init()
    screen = pygame.display.set_mode(size)
    scene = tutorial("red7", language)
    window, rng, checked = screen.get_rect(), random.Random(0), 0
    steps: set[str | None] = set()
    for _ in range(12000):
        scene.update(DT)
        with recording(screen) as boxes:
            scene.draw(screen)
        if scene.phase_name() in ENDS:
            break
        panel = scene.panel
        if panel is not None and not scene.sheet_open:
            assert window.contains(panel)
            for name in scene.geo.layout.names():
                if name.startswith(KEPT_CLEAR):
                    assert not panel.colliderect(scene.geo.layout.rect(name, size)), (name, scene.runner.current())
            covered = [box.label for box in boxes if box.kind == "pill" and panel.colliderect(box.rect)]
            assert covered == [], (covered, panel, [b.rect for b in boxes if b.kind == "pill"])  # names, counting lines, the note
            assert not any(panel.colliderect(rect) for _, rect in scene.drawn.cards)
            checked, steps = checked + 1, steps | {scene.runner.current()}
        act(scene, rng)
    scene.exit()
    pygame.display.quit()
    assert checked > 0 and {"tutorial.red7.deal", "tutorial.red7.rule", "tutorial.red7.fold"} <= steps


def test_a_thinking_bots_plate_says_so_in_words(screen: pygame.Surface) -> None:
    scene = tutorial("red7", "fr")
    plates: list[str] = []

    def thinking(table: object) -> bool:
        with recording(screen) as boxes:
            scene.draw(screen)
        plates[:] = [box.label for box in boxes if box.kind == "pill" and box.label.startswith(("Al", "Bo"))]
        return bool(scene.turns.thinking())

    play_until(scene, screen, thinking)
    scene.exit()
    word = Translator("fr").t("table.thinking_short")
    assert any(plate.endswith(word) for plate in plates), plates
    assert not any(plate.endswith("…") for plate in plates)


def test_your_turn_is_told_on_the_players_first_turn_not_while_a_bot_thinks(screen: pygame.Surface) -> None:
    scene = tutorial("red7")
    seats: list[int | None] = []

    def your_turn(table: object) -> bool:
        if scene.runner.current() == "tutorial.red7.play" and scene.held() is None:
            seats.append(scene.acting_seat())
            return True
        return False

    play_until(scene, screen, your_turn)
    scene.exit()
    assert seats == [0]  # the first frame it is drawn, the player decides (a play test saw it under "Al · thinking")
