"""Play test 26, item 3: the keyboard stays on the card the player chose while the bots' bets are
shown (Oh 7 ?'s tutorial, second bet: End was undone each time a bot bet), unless that card leaves
the hand or may no longer be chosen. Simulated clock and the tutorial's fixed deal."""

from __future__ import annotations

from typing import Any

import pygame

from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.selection import Selection
from oh7_desktop.app.tutorial.oh7 import REBET
from table_support import key
from tutorial_support import DT, tutorial

HAND: list[CardKey] = [(0, 1), (0, 2), (0, 3), (0, 4)]


def test_focus_stays_on_its_card_while_nobody_acts_between() -> None:
    """End, then a bot's move shown (no decision), then the same decision: still the last card."""
    selection = Selection()
    selection.update((0, 1, 2, 0), HAND, set(HAND), DT)
    selection.moved(3, 0.0)
    selection.update(None, HAND, set(HAND), DT)
    selection.update((0, 1, 2, 0), HAND, set(HAND), DT)
    assert selection.focus == 3


def test_focus_follows_its_card_and_leaves_it_only_when_gone_or_barred() -> None:
    selection = Selection()
    selection.update((0, 1, 0, 0), HAND, set(HAND), DT)
    selection.moved(2, 0.0)
    selection.update((0, 1, 0, 0), HAND, set(HAND), DT)
    selection.update((0, 1, 0, 0), HAND[1:], set(HAND[1:]), DT)
    assert selection.focus == 1  # the same card, one place to the left
    selection.update((0, 1, 0, 0), HAND[1:], {HAND[1]}, DT)
    assert selection.focus == 0  # barred now: the first card that may be chosen
    selection.update((0, 2, 0, 0), HAND, set(HAND[2:]), DT)
    assert selection.focus == 2  # a new decision: the first card that may be chosen


def _to_second_bet(scene: Any, screen: pygame.Surface) -> None:
    """Play the tutorial (its first allowed bets, each held step read) until the second bet is the player's."""
    for _ in range(3000):
        scene.update(DT)
        scene.draw(screen)
        if scene.held() is not None:
            scene.runner.go_on()
        elif scene.acting_seat() == 0:
            if scene.runner.current() == REBET:
                return
            scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    raise AssertionError("the second bet never came")


def test_end_at_the_tutorials_second_bet_is_kept_while_the_bots_bet(screen: pygame.Surface) -> None:
    scene = tutorial("oh7")
    _to_second_bet(scene, screen)
    key(scene, pygame.K_END)
    last = scene.choosable()[-1]
    assert scene.choosable()[scene.focus] == last
    bots_bet = 0
    while len(scene.game.to_move(scene.state)) > 1:  # until every bot has bet
        scene.update(DT)
        scene.draw(screen)
        bots_bet += scene.acting_seat() is None
        if scene.acting_seat() == 0:
            assert scene.choosable()[scene.focus] == last
    assert bots_bet > 0
    assert scene.choosable()[scene.focus] == last
