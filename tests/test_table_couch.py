"""Couch play at the tables on the shared loop (Oh Hell with secret bids, Seven Up with begs,
runs and set-asides), frame by frame around every hand-off: no face of a hidden hand is drawn,
the last move lands face up for everyone before a hand-off hides the table, every deal opens a
hand only through a hand-off (also the next hand after the score sheet), and a fast double
Enter at a hand-off never chooses for the person coming in."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.seats import REVEAL_GUARD
from oh7_desktop.games.oh_hell import Rules

sys.path.insert(0, str(Path(__file__).parent))
import oh_hell_table_support as hell
import seven_up_table_support as seven
from table_support import DT, key



class CouchWatch:
    """Checks every frame of a couch game (call it after each update and each input)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        scene.painter.record = True
        self.landed: set[CardKey] = set()
        """Cards of the trick drawn face up so far."""
        self.handoffs: list[int] = []
        self.deals = 0
        self.dealt = False
        """A deal since a hand was last opened."""
        self.opened_after_deal = 0
        self.before: tuple[int | None, int | None] = (None, None)
        original = scene.apply_action

        def apply(action: Any) -> None:
            chance = scene.game.chance_action(scene.state) is not None
            original(action)
            if chance:
                self.deals += 1
                self.dealt = True
        scene.apply_action = apply

    def __call__(self) -> None:
        t = self.scene
        model = t.model
        handoff, viewer = t.turns.handoff, t.viewer
        faces = set(t.painter.faces_drawn)
        t.painter.faces_drawn.clear()
        for seat, hand in enumerate(model.hands):
            if handoff is not None or seat != viewer:
                assert not faces & set(hand), f"{seat}'s hidden hand drawn (viewer {viewer}, hand-off {handoff})"
        trick = {k for _, k in model.trick}
        self.landed |= faces & trick
        if handoff is not None and self.before[0] is None:
            self.handoffs.append(handoff)
            assert trick <= self.landed, "the last move was seen landed face up before the hand-off"
        if viewer is not None and viewer != self.before[1]:
            if self.dealt:
                assert self.before[0] == viewer, "a new hand opens only after its hand-off"
                self.opened_after_deal += 1
            self.dealt = False
        self.before = (handoff, viewer)


def couch_game(scene: Any, screen: pygame.Surface, act: Any, done: Any, frames: int = 30000) -> CouchWatch:
    """Play with events until ``done(scene)``, watching every frame."""
    watch = CouchWatch(scene)
    for frame in range(frames):
        if done(scene):
            return watch
        scene.update(DT)
        scene.draw(screen)
        watch()
        extra = {"watch": lambda _: watch()} if act is seven.act else {}  # set-asides draw as cards are picked
        if act(scene, random.Random(frame), mouse=frame % 2 == 0, **extra):
            scene.draw(screen)
            watch()
    raise AssertionError("the game did not get far enough")


def test_oh_hell_couch_hides_every_other_hand_and_shows_the_last_move(screen: pygame.Surface) -> None:
    scene = hell.make(Rules(players=3, sequence="up", simultaneous=True), humans=2, speed="fast", seed=5)
    watch = couch_game(scene, screen, hell.act, lambda s: len(s.state.history) >= 3)
    assert set(watch.handoffs) == {0, 1}
    assert watch.deals >= 3 and watch.opened_after_deal >= 3, "each hand's deal opened through a hand-off"


def test_seven_up_couch_hides_every_other_hand_and_shows_the_last_move(screen: pygame.Surface) -> None:
    scene = seven.make(humans=2, speed="fast", seed=13)
    watch = couch_game(scene, screen, seven.act, lambda s: len(s.state.history) >= 2 or s.finished)
    assert set(watch.handoffs) == {0, 1} and watch.opened_after_deal >= 2


def _to_handoff(scene: Any, screen: pygame.Surface, act: Any) -> None:
    """Play (with events) until a hand-off screen is up."""
    for frame in range(20000):
        scene.update(DT)
        scene.draw(screen)
        if scene.turns.handoff is not None:
            return
        act(scene, random.Random(frame), mouse=False)
    raise AssertionError("no hand-off came")


@pytest.mark.parametrize("game", ["oh-hell", "seven-up"])
def test_a_double_enter_at_a_hand_off_never_chooses_for_the_incoming_person(screen: pygame.Surface,
                                                                            game: str) -> None:
    if game == "oh-hell":
        scene: Any = hell.make(Rules(players=3, sequence="up"), humans=2, speed="fast", seed=5)
        act: Any = hell.act
    else:
        scene, act = seven.make(humans=2, speed="fast", seed=13), seven.act
    for _ in range(3):  # a few hand-offs, each with a double Enter
        _to_handoff(scene, screen, act)
        incoming, before = scene.turns.handoff, scene.state.actions
        key(scene, pygame.K_RETURN)
        key(scene, pygame.K_RETURN)
        scene.draw(screen)
        assert scene.viewer == incoming and scene.state.actions == before, "the second Enter chose nothing"
        for _ in range(round(REVEAL_GUARD * 60) + 1):  # the moment passes, counted in frames
            scene.update(DT)
            scene.draw(screen)
        assert scene.acting_seat() == incoming
        key(scene, pygame.K_RETURN)
        assert scene.state.actions == before + 1, "then Enter chooses"
