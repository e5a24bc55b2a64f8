"""Oh Hell at the table: a full ``--autoplay --headless`` game, a human game of a short sequence
driven by mouse and keyboard, couch privacy with secret bids, and records the app writes
replayed by ``oh7 replay`` to the app's scores."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from oh7_desktop.app.tables.oh_hell.form import HellDraft, draft_for
from oh7_desktop.app.tables.oh_hell.model import card_of
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.games.oh_hell import Phase, Rules, from_record, replay_summary
from oh_hell_table_support import NAMES, act, make, run
from table_support import DT, click, key


def test_a_human_plays_a_short_sequence_with_mouse_and_keyboard(screen: pygame.Surface) -> None:
    rules = Rules(players=7, sequence="up", hook=True)  # 7 hands of 1 to 7 cards
    scene = make(rules)
    refused: list[str] = []
    seen: list[int] = []
    scene.services.on_action = lambda s: seen.append(scene.state.actions)  # s is the scene

    def watch(table: HellTable) -> None:
        for bid, reason in table.bid_choices():
            if reason is not None:
                refused.append(reason)
                assert table.state.rules.hook and "hook" in reason, reason
                table.choose_bid(bid)  # refused: says why, nothing applied
                assert table.flash is not None and table.flash[0] == reason

    run(scene, screen, random.Random(1), watch)
    state = scene.state
    assert state.is_over() and scene.finished and state.winners
    assert refused, "this seed hooks the human dealer once: the number is drawn disabled with its reason"
    assert [h.cards for h in state.history] == [1, 2, 3, 4, 5, 6, 7]
    assert len(seen) == state.actions + len(state.log)  # every action, deals included
    assert replay_summary(from_record(scene.record())) == replay_summary(state)
    assert scene.record()["names"] == NAMES[:7]


def test_typed_digits_bid_and_a_long_hand_fits_the_window(screen: pygame.Surface) -> None:
    scene = make(Rules(players=3, sequence="down"))  # the first hand has 15 cards
    for _ in range(600):
        scene.update(DT)
        scene.draw(screen)
        if scene.bid_choices():
            break
    assert len(scene.bid_choices()) == 16
    rects = [rect for _, rect in scene.drawn.bids]
    assert all(screen.get_rect().contains(r) for r in rects)
    hand = [scene.animator.motions[k].current() for k in scene.model.hands[0]]
    xs = sorted(p.x for p in hand)
    steps = [b - a for a, b in zip(xs, xs[1:])]
    assert len(hand) == 15 and min(steps) >= 0.3 * hand[0].width, "every card's corner shows"
    assert all(0 <= p.x - p.width / 2 and p.x + p.width / 2 <= 1280 for p in hand)
    key(scene, pygame.K_1, text="1")
    key(scene, pygame.K_2, text="2")
    assert scene.state.bids[0] == 12, "1 then 2 typed quickly bid 12"


def test_couch_play_with_secret_bids_never_shows_another_hand_or_bid(screen: pygame.Surface) -> None:
    rules = Rules(players=4, sequence="up", simultaneous=True)
    scene = make(rules, humans=3, speed="fast", seed=5)
    scene.painter.record = True
    handoffs: list[int] = []

    def watch(table: HellTable) -> None:
        model = table.model
        hidden = table.turns.handoff is not None or table.viewer is None
        for face in table.painter.faces_drawn:
            for seat in range(table.players):
                if face in model.hands[seat]:
                    assert not hidden and seat == table.viewer, (seat, table.viewer)
        table.painter.faces_drawn.clear()
        if not all(model.chosen):
            assert all(bid is None for bid in model.bids), "no bid shows before all are in"
        if table.turns.handoff is not None and (not handoffs or handoffs[-1] != table.turns.handoff):
            handoffs.append(table.turns.handoff)

    for _ in range(60000):
        if len(scene.state.history) >= 3:
            break
        scene.update(DT)
        scene.draw(screen)
        watch(scene)
        if act(scene, random.Random(len(handoffs)), mouse=len(handoffs) % 2 == 0):
            scene.draw(screen)
            watch(scene)
    assert len(scene.state.history) >= 3
    assert set(handoffs) == {0, 1, 2}, "each human took the screen in turn"


def test_the_form_keeps_hook_and_secret_bids_apart_and_fits_the_seats() -> None:
    draft = HellDraft()
    draft.set_flag("simultaneous", True)
    draft.set_flag("hook", True)
    assert draft.flags["hook"] and not draft.flags["simultaneous"]
    draft.set_players(7)
    assert draft.players == 7 and len(set(draft.names)) == 7 and draft.rules().max_cards == 7
    setup = draft_for(5, None, {"sequence": "up-down", "podrida": True}, autoplay=True).to_setup(seed=2)
    assert setup.game == "oh-hell" and setup.rules == Rules(players=5, sequence="up-down", podrida=True)
    assert all(not seat.is_human for seat in setup.seats)
    seven = draft_for(None, ["easy"] * 7, None, autoplay=True).to_setup(seed=1)
    assert len(set(seven.names)) == 7, "seven bots, seven names (six default names and one more)"


@pytest.mark.parametrize("simultaneous", [False, True])
@pytest.mark.parametrize("stop", [Phase.BID, Phase.PLAY])
def test_a_resumed_game_shows_the_same_table_and_plays_to_the_end(screen: pygame.Surface, stop: Phase,
                                                                  simultaneous: bool) -> None:
    rules = Rules(players=4, sequence="down", simultaneous=simultaneous)
    scene = make(rules, seed=7)
    rng = random.Random(3)
    for _ in range(40000):
        scene.update(DT)
        scene.draw(screen)
        if scene.state.history and scene.state.phase is stop and scene.acting_seat() is not None:
            break
        act(scene, rng, mouse=False)
    resumed = HellTable(scene.services, replace(scene.setup, record=scene.record()))
    for field in ("hands", "piles", "trick", "bids", "tricks_won", "totals", "trump_card"):
        assert getattr(resumed.model, field) == getattr(scene.model, field), field
    run(resumed, screen, rng)
    assert resumed.state.is_over() and len(resumed.state.history) == 13


def test_the_last_trick_is_shown_again_with_l_or_its_button(screen: pygame.Surface,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("oh7_desktop.app.kit.loop.INSTANT_BUDGET", -1.0)  # one action a frame, on any machine
    scene = make(Rules(players=3, sequence="down"), humans=0)  # bots only: a 15-card hand goes on by itself
    scene.painter.record = True
    for _ in range(20000):
        scene.update(DT)
        scene.director.skip()  # the model catches up with the engine's last action (as a click does)
        scene.draw(screen)
        if scene.model.last_trick is not None and scene.model.trick:
            break
    last = scene.model.last_trick
    assert last is not None and len(last[1]) == 3
    played = [(seat, str(card)) for seat, card in scene.state.tricks[-1]]
    assert played == [(seat, str(card_of(k))) for seat, k in last[1]], "the engine's last trick, in order"
    assert "last" in scene.drawn.buttons
    key(scene, pygame.K_l)
    assert scene.show_last and scene.wants_escape()
    scene.painter.faces_drawn.clear()
    scene.draw(screen)
    assert {k for _, k in last[1]} <= set(scene.painter.faces_drawn), "the trick's cards are drawn face up"
    key(scene, pygame.K_RIGHT)  # any key puts it away
    assert not scene.show_last
    click(scene, scene.drawn.buttons["last"].center)
    assert scene.show_last
    click(scene, (5, 5))  # a click anywhere too
    assert not scene.show_last
    resumed = HellTable(scene.services, replace(scene.setup, record=scene.record()))
    assert resumed.model.last_trick == scene.model.last_trick, "a resumed game shows the same last trick"
