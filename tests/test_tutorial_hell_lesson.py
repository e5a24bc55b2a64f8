"""Oh Hell's lesson makes the learner choose a bid, and a key that closes a tip acts nowhere else
(a new player's play test, keyboard only: the first hand, one card, the learner dealing under the
hook, left one bid to make; once one Space both went on from the "Bidding" tip and bid 0, the bid
prompt never seen).

Simulated clock (frames of 1/60 s) and the lesson's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

from typing import Any

import pygame

from oh7_desktop.app.tutorial.demo import press
from tutorial_support import DT, play_until, tutorial

BID = "tutorial.oh-hell.bid"


def _key(scene: Any, kind: int, key: int = pygame.K_SPACE) -> None:
    scene.handle(pygame.event.Event(kind, key=key, mod=0, unicode=" " if key == pygame.K_SPACE else "", scancode=0))


def _frame(scene: Any, screen: pygame.Surface) -> None:
    scene.update(DT)
    scene.draw(screen)


def _held_before_the_learners_bid(screen: pygame.Surface) -> Any:
    """The lesson drawn at the moment the others' bidding step waits to be read, the learner's bid next."""
    scene = tutorial("oh-hell")
    for _ in range(3000):
        _frame(scene, screen)
        if scene.held() == BID and scene.deciding_seat() == scene.learner():
            return scene
        if scene.held() is not None:
            press(scene, pygame.K_SPACE, " ")
    raise AssertionError("the bidding step was never held before the learner's bid")


def test_the_learners_first_bid_in_the_lesson_offers_at_least_two_bids(screen: pygame.Surface) -> None:
    scene = tutorial("oh-hell")
    play_until(scene, screen, lambda s: s.acting_seat() == s.learner() and bool(s.bid_choices()))
    allowed = [bid for bid, reason in scene.bid_choices() if reason is None]
    scene.exit()
    assert scene.state.hand_index == 0 and len(allowed) >= 2, allowed
    assert scene.runner.current() == "tutorial.oh-hell.hook"  # the hook is told at this first bid


def test_a_second_space_before_the_next_frame_does_not_bid(screen: pygame.Surface) -> None:
    scene = _held_before_the_learners_bid(screen)
    _key(scene, pygame.KEYDOWN)  # goes on from the tip
    _key(scene, pygame.KEYDOWN)  # the same frame's next event (a double press): the prompt is not drawn yet
    _key(scene, pygame.KEYUP)
    _frame(scene, screen)
    bids, prompt = scene.state.bids, scene.bid_choices()
    scene.exit()
    assert scene.held() is None and bids[scene.learner()] is None and prompt  # asked, the prompt up


def test_a_held_down_space_that_went_on_does_not_bid_until_released(screen: pygame.Surface) -> None:
    scene = _held_before_the_learners_bid(screen)
    _key(scene, pygame.KEYDOWN)
    for _ in range(40):  # key repeats (every 40 ms after 400 ms) while the prompt is drawn
        _frame(scene, screen)
        _key(scene, pygame.KEYDOWN)
    unbid = scene.state.bids[scene.learner()] is None
    _key(scene, pygame.KEYUP)
    _key(scene, pygame.KEYDOWN)  # a new press: now the table's
    _frame(scene, screen)
    bid = scene.state.bids[scene.learner()]
    scene.exit()
    assert unbid and bid is not None
