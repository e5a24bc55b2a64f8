"""Room for the tutorials' panel (issue 26, items 2 and 5): where the table is crowded (200 % in a
small window) the panel tries other shapes and spots, then smaller words, never under the 100 %
size; it keeps clear of the others' face-down cards and the bet cards, which Oh 7 ?'s table now
records.

Fixed deals and a simulated clock: nothing timed.
"""

from __future__ import annotations

from typing import Any

import pygame

from oh7_desktop.app.drawn import Box, recording
from oh7_desktop.app.tutorial.placing import free, snug_spots
from oh7_desktop.app.tutorial.runner import FONT_PX
from oh7_desktop.app.tutorial.step_panel import PanelSpot, StepWords, choose, panel_px
from tutorial_support import play_until, tutorial

WINDOW = pygame.Rect(0, 0, 1024, 640)


def _words() -> StepWords:
    """A step's words as long as a lesson's (30 words)."""
    return StepWords("tutorial.test", "Learn to play", " ".join(["several words"] * 15))


def test_a_crowded_window_gets_smaller_words_at_a_free_spot_never_under_the_100_percent_size() -> None:
    # Everything is taken but a corner 560x260 at the top left: too small for 32 px words.
    taken = [pygame.Rect(560, 0, 464, 640), pygame.Rect(0, 260, 560, 380)]
    spot = PanelSpot()
    look, rect = choose(_words(), WINDOW, 2.0, spot, taken, [])
    assert FONT_PX <= look.size < panel_px(2.0)
    assert free(rect, taken) and WINDOW.contains(rect)
    assert choose(_words(), WINDOW, 2.0, spot, taken, []) == (look, rect)  # the same the next frame
    assert choose(_words(), WINDOW, 2.0, PanelSpot(), taken, []) == (look, rect)  # and from scratch


def test_a_window_with_no_room_keeps_the_100_percent_size() -> None:
    taken = [pygame.Rect(0, 50, 1024, 590)]  # a band 50 pixels high: no room for the words
    look, _ = choose(_words(), WINDOW, 2.0, PanelSpot(), taken, [])
    assert look.size == FONT_PX


def test_a_snug_spot_is_found_between_boxes_the_grid_of_spots_misses() -> None:
    # A free pocket 300x100 whose corners are on no grid line of the usual spots.
    taken = [pygame.Rect(0, 0, 1024, 257), pygame.Rect(0, 357, 1024, 283),
             pygame.Rect(0, 257, 333, 100), pygame.Rect(633, 257, 391, 100)]
    found = list(snug_spots(WINDOW, (290, 90), 12, taken))
    assert found and all(free(rect, taken) and pygame.Rect(333, 257, 300, 100).contains(rect) for rect in found)


def _lying(boxes: list[Box]) -> list[Box]:
    return [box for box in boxes if box.kind in ("back", "bet")]


def test_the_oh7_lesson_keeps_its_panel_clear_of_the_others_cards_and_the_bets_at_200_percent() -> None:
    scene: Any = tutorial("oh7")
    scene.services.settings.ui_scale = 200
    screen = pygame.Surface((1024, 640))
    checked: list[str] = []

    def sum_shown(table: Any) -> bool:
        """At each frame of the bets' sum: the others' cards and every bet are recorded, the panel covers none."""
        if table.runner.current() != "tutorial.oh7.sum" or table.panel is None:
            return False
        with recording(screen) as boxes:
            table.draw(screen)
        model, lying = table.model, _lying(boxes)
        bets = sum(len(row) for row in model.front) + sum(key is not None for key in model.pending)
        assert len([box for box in lying if box.kind == "bet"]) == bets > 0
        assert len([box for box in lying if box.kind == "back"]) == sum(len(hand) for hand in model.hands[1:])
        assert [box.rect for box in lying if table.panel.colliderect(box.rect)] == []
        assert all(box.label == "" for box in lying)  # a face-down card's name is never recorded
        checked.append(table.phase_name())
        return len(checked) >= 60

    play_until(scene, screen, sum_shown)
    scene.exit()
    assert len(checked) == 60


def test_the_shared_tables_record_the_others_face_down_cards_without_their_names() -> None:
    screen = pygame.Surface((1280, 720))
    for game in ("oh-hell", "seven-up", "red7"):
        scene: Any = tutorial(game)
        play_until(scene, screen, lambda table: table.acting_seat() == table.learner())  # the learner decides
        with recording(screen) as boxes:
            scene.draw(screen)
        backs = [box for box in boxes if box.kind == "back"]
        others = sum(len(hand) for seat, hand in enumerate(scene.model.hands) if seat != scene.viewer)
        assert len(backs) == others > 0, game
        assert all(box.label == "" for box in backs)
        scene.exit()


def test_spare_boxes_are_given_up_in_order_and_only_where_no_spot_is_free() -> None:
    """The learner's hand's area, then the score box: kept clear of unless nothing is free otherwise."""
    hand, score = pygame.Rect(0, 400, 700, 240), pygame.Rect(0, 0, 300, 200)
    taken = [pygame.Rect(300, 0, 724, 400), pygame.Rect(700, 400, 324, 240)]
    spot = PanelSpot()
    look, rect = choose(_words(), WINDOW, 1.0, spot, taken, [], spare=[[hand], [score]])
    assert free(rect, [*taken, hand, score]) and spot.given_up == 0  # room left of the taken boxes, above the hand
    crowded = [*taken, pygame.Rect(0, 200, 300, 200)]
    spot = PanelSpot()
    look, rect = choose(_words(), WINDOW, 1.0, spot, crowded, [], spare=[[hand], [score]])
    assert free(rect, [*crowded, score]) and not free(rect, [hand]) and spot.given_up == 1
    assert choose(_words(), WINDOW, 1.0, spot, crowded, [], spare=[[hand], [score]]) == (look, rect)  # kept
    full = [*crowded, pygame.Rect(0, 400, 700, 240)]
    spot = PanelSpot()
    _, rect = choose(_words(), WINDOW, 1.0, spot, full, [], spare=[[hand], [score]])
    assert free(rect, full) and not free(rect, [score]) and spot.given_up == 2  # smaller words first, then the score


def test_the_tables_record_their_score_boxes_and_face_up_cards() -> None:
    """Oh 7 ?'s score box, Seven Up's race, the learner's cards and Red7's palettes are recorded
    (``score``, ``face``): the tutorials' panel keeps clear of them."""
    screen = pygame.Surface((1280, 720))
    for game in ("oh7", "seven-up", "red7"):
        scene: Any = tutorial(game)
        play_until(scene, screen, lambda table: table.acting_seat() == table.setup.humans[0])
        with recording(screen) as boxes:
            scene.draw(screen)
        kinds = [box.kind for box in boxes]
        area = "score_panel" if game != "red7" else None
        if area is not None:
            assert scene.geo.area(area).rect.topleft in [box.rect.topleft for box in boxes if box.kind == "score"], game
        hand = scene.state.hands[scene.setup.humans[0]]
        choosable = len(scene.drawn.card_rects if game == "oh7" else scene.drawn.cards)
        assert kinds.count("face") >= len(hand) - choosable, game  # the learner's cards not choosable now
        if game == "red7":
            palettes = sum(len(palette) for palette in scene.model.palettes)
            assert kinds.count("face") >= palettes > 0
        scene.exit()
