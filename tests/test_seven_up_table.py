"""Seven Up at the table: a human game driven by mouse and keyboard (questions, set-asides,
tricks), couch privacy of hands and set-asides, a full ``--autoplay --headless`` game whose
record replays to the app's scores, a resumed game, the model rebuilt from a state, the form,
the map and the rules page."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from oh7_desktop.app.layout import load_layout
from oh7_desktop.app.kit.show import Gather
from oh7_desktop.app.tables.seven_up.form import SevenUpSetupError, draft_for
from oh7_desktop.app.tables.seven_up.model import SevenUpModel
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.games.seven_up import (Card, GameState, Phase, Rules, apply, deal_action, events, from_record,
                                        legal_actions, new_game, replay_summary, to_move)
from seven_up_table_support import NAMES, act, make, run
from table_support import DT, key


def test_a_human_plays_a_whole_game_with_mouse_and_keyboard(screen: pygame.Surface) -> None:
    scene = make(seed=4, target=11)
    seen: list[int] = []
    asides: list[int] = []
    refused: list[str] = []
    scene.services.on_action = lambda s: seen.append(scene.state.actions)  # s is the scene

    def watch(table: SevenUpTable) -> None:
        if table.setting_aside() and not table.picked:
            asides.append(table.state.actions)
            cards = table.choosable()
            table.pick(cards[0])
            assert not table.confirm_aside(), "one card is not a set-aside"
            refused.append(table.flash[0] if table.flash else "")
            table.pick(cards[0])  # put back
        dimmed = [k for k in table.choosable() if table.card_reason(k) is not None]
        if dimmed:
            reason = table.card_reason(dimmed[0])
            assert reason is not None and reason.startswith("You must follow"), reason
            assert not table.choose_card(dimmed[0]) and table.flash is not None and table.flash[0] == reason

    run(scene, screen, random.Random(2), watch)
    state = scene.state
    assert state.is_over() and scene.finished and max(state.totals) >= 11
    assert asides, "this seed makes the human set three cards aside at least once"
    assert refused and all("exactly 3" in r for r in refused), refused
    assert len(seen) == state.actions
    assert replay_summary(from_record(scene.record())) == replay_summary(state)
    assert scene.record()["names"] == NAMES


def test_couch_play_never_shows_the_other_hand_or_any_set_aside(screen: pygame.Surface) -> None:
    scene = make(humans=2, speed="fast", seed=13)
    scene.painter.record = True
    handoffs: list[int] = []
    asides_seen: list[int] = []
    discards_seen: list[int] = []

    def watch(table: SevenUpTable) -> None:
        model = table.model
        hidden = table.turns.handoff is not None or table.viewer is None
        for face in table.painter.faces_drawn:
            assert all(face not in model.aside[seat] for seat in (0, 1)), "a set-aside is never shown"
            assert all(face not in model.extras[seat] for seat in (0, 1)), "a run's extras are unseen"
            assert face not in model.discard, "a repeated run's extras leave the deal unseen"
            for seat in (0, 1):
                if face in model.hands[seat]:
                    assert not hidden and seat == table.viewer, (seat, table.viewer)
        table.painter.faces_drawn.clear()
        if any(model.aside):
            asides_seen.append(table.state.actions)
        if model.discard:
            discards_seen.append(table.state.actions)
        if table.turns.handoff is not None and (not handoffs or handoffs[-1] != table.turns.handoff):
            handoffs.append(table.turns.handoff)

    for _ in range(60000):
        if len(scene.state.history) >= 3 or scene.finished:
            break
        scene.update(DT)
        scene.draw(screen)
        watch(scene)
        if act(scene, random.Random(len(handoffs)), mouse=len(handoffs) % 2 == 0, watch=watch):
            scene.draw(screen)
            watch(scene)
    assert len(scene.state.history) >= 3 or scene.finished
    assert set(handoffs) == {0, 1}, "each player took the screen in turn"
    assert asides_seen, "this seed runs to a new trump: both players set cards aside"
    assert discards_seen, "this seed turns the same suit on a run: the extras leave the deal"


def _model_by_events(seed: int, rng: random.Random) -> Iterator[tuple[GameState, SevenUpModel]]:
    """A random game, its model advanced by the events; yields at every player decision."""
    state = new_game(Rules(), seed)
    model = SevenUpModel.empty()
    while not state.is_over():
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        state, happened = apply(state, action)
        for event in happened:
            model.step(event)
            if isinstance(event, events.TrickWon):
                model.gather_trick()
        if to_move(state):
            yield state, model


@pytest.mark.parametrize("seed", range(6))
def test_the_model_of_a_state_is_the_model_its_events_built(seed: int) -> None:
    fields = ("deck", "hands", "extras", "turned", "discard", "aside", "piles", "trick", "tricks_won", "totals", "trump",
              "proposal", "dealer", "deal_index", "last_trick", "awards")
    for state, model in _model_by_events(seed, random.Random(seed)):
        rebuilt = SevenUpModel.from_state(state)
        for name in fields:
            if name in ("deck", "turned", "discard"):
                assert sorted(getattr(rebuilt, name)) == sorted(getattr(model, name)), (name, state.actions)
            elif name in ("hands", "aside", "extras"):
                assert [sorted(p) for p in getattr(rebuilt, name)] == [sorted(p) for p in getattr(model, name)], name
            else:
                assert getattr(rebuilt, name) == getattr(model, name), (name, state.actions)


def test_a_resumed_game_shows_the_same_table_and_plays_to_the_end(screen: pygame.Surface) -> None:
    scene = make(seed=6)
    rng = random.Random(3)
    for _ in range(40000):
        scene.update(DT)
        scene.draw(screen)
        if scene.state.history and scene.state.phase is Phase.PLAY and scene.acting_seat() is not None:
            break
        act(scene, rng, mouse=False)
    resumed = SevenUpTable(scene.services, replace(scene.setup, record=scene.record()))
    for field in ("hands", "aside", "piles", "trick", "turned", "discard", "totals", "trump", "last_trick"):
        assert getattr(resumed.model, field) == getattr(scene.model, field), field
    resumed.draw(screen)
    if resumed.model.last_trick is not None:  # L shows the last trick again, any key puts it away
        key(resumed, pygame.K_l)
        assert resumed.show_last and resumed.wants_escape()
        resumed.draw(screen)
        key(resumed, pygame.K_SPACE)
        assert not resumed.show_last and resumed.acting_seat() is not None
    run(resumed, screen, rng)
    assert resumed.state.is_over() and max(resumed.state.totals) >= 7


def test_the_points_panel_names_each_point_and_its_card(screen: pygame.Surface) -> None:
    from oh7_desktop.app.tables.seven_up.panels import award_lines

    scene = make(humans=0, seed=2)
    for _ in range(20000):
        scene.update(DT)
        scene.draw(screen)
        if scene.model.scored is not None:
            break
    scored = scene.model.scored
    assert scored is not None
    lines = [line for line, _, _ in award_lines(scene)]
    for kind, seat in (("High", scored.high), ("Low", scored.low), ("Jack", scored.jack), ("Game", scored.game)):
        if seat is not None:
            assert f"{kind}: {NAMES[seat]}" in lines
    cards = {a.kind: a.card for a in scene.model.awards}
    if scored.high is not None:
        assert scored.high_card is not None and cards["high"] == (int(scored.high_card), 0)
    assert lines[-1] == f"Card points: Ana {scored.game_points[0]} · Ben {scored.game_points[1]}"


def test_the_form_seats_two_and_names_them() -> None:
    setup = draft_for(None, None, {"target": 11}).to_setup(seed=2)
    assert setup.game == "seven-up" and setup.rules == Rules(11) and setup.names == ["You", "Bruno"]
    assert setup.humans == (0,)
    couch = draft_for(2, ["human", "human"], None).to_setup(seed=1)
    assert couch.names == ["Player 1", "Player 2"] and couch.humans == (0, 1)
    bots = draft_for(None, None, None, autoplay=True).to_setup(seed=1)
    assert bots.humans == () and len(set(bots.names)) == 2
    with pytest.raises(SevenUpSetupError, match="2 players"):
        draft_for(3, None, None)
    with pytest.raises(SevenUpSetupError, match="unknown seat"):
        draft_for(None, ["human", "genius"], None)


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (2560, 1080), (1000, 1000)])
def test_the_map_has_every_place_and_nothing_overlaps(window: tuple[int, int]) -> None:
    layout = load_layout(2, "seven-up")
    assert layout.design_size == (1920, 1080)
    names = ["trick", "deck", "turned", "discard", "award", "score_panel", "prompt", "buttons"]
    names += [f"{kind}seat{seat}" for seat in (0, 1) for kind in ("", "label_", "aside_", "pile_", "trick_")]
    table = layout.table_rect(window)
    rects = {name: layout.rect(name, window) for name in names}
    for index, (name, rect) in enumerate(rects.items()):
        assert table.contains(rect), name
        for other, second in list(rects.items())[index + 1:]:
            nested = "trick" in (name, other) and "slot" in (layout.kind(name), layout.kind(other))
            assert nested or not rect.colliderect(second), (name, other)
    for seat in (0, 1):  # nine cards (before a set-aside) show at least 40 % of each
        rect, width = layout.rect(f"seat{seat}", window), layout.card_width(window, f"seat{seat}")
        assert (rect.width - width) / 8 >= 0.4 * width and round(width * 1.4) <= rect.height


def test_the_show_gathers_a_won_trick_after_showing_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.app.tables.seven_up.director import Director

    steps: list[object] = []
    director = Director(SevenUpModel.empty(), lambda: "normal", lambda d: None, lambda s: None, lambda s: 0.0)
    monkeypatch.setattr(director, "queue_step", lambda step, action=None: steps.append(step))
    director.push([events.TrickWon(0, 0, Card.from_str("AS"), ((1, Card.from_str("2S")), (0, Card.from_str("AS"))))])
    assert [type(s) for s in steps] == [events.TrickWon, Gather]

