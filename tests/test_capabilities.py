"""Each game's capabilities come from its registry entry, typed (issue 24, item 3): every
declared capability's functions exist, conform to the typed protocols and answer on a real
position of each game; a game registered without advisers plays on with no hint button and no
bots' reasons (undo still works), and without ``replay`` it is not stepped through."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from oh7_desktop.app.review.hindsight import hindsight_task, unit_states
from oh7_desktop.app.review.stepper import NoViewer, Replay
from oh7_desktop.games import registry
from oh7_desktop.games.capabilities import CAPABILITIES, Advisers, Replayer
from oh7_desktop.games.interface import Reason
from oh7_desktop.games.oh7.adapter import GAME as OH7
from oh7_desktop.games.oh7.bots import advice as oh7_advice
from oh7_desktop.games.oh_hell.adapter import GAME as OH_HELL
from oh7_desktop.games.oh_hell.bots import advice as oh_hell_advice
from oh7_desktop.games.red7.adapter import GAME as RED7
from oh7_desktop.games.red7.bots import advice as red7_advice
from oh7_desktop.games.seven_up.adapter import GAME as SEVEN_UP
from oh7_desktop.games.seven_up.bots import advice as seven_up_advice

from registry_support import redeclare
from table_support import DT, key
from test_learning_aids import AIDS, GAMES, acting, make, until

TYPED: tuple[Advisers, ...] = (oh7_advice, oh_hell_advice, seven_up_advice, red7_advice)
"""mypy checks that each game's advice module is an :class:`Advisers` (a module as protocol)."""
REPLAYERS: tuple[Replayer, ...] = (OH7, OH_HELL, SEVEN_UP, RED7)
"""... and that each adapter is a :class:`Replayer`."""
SMALL: dict[str, dict[str, object]] = {"oh7": {"mode": "base", "players": 3, "target": 14},
                                       "oh-hell": {"players": 3}, "seven-up": {"target": 3},
                                       "red7": {"players": 2}}
"""Short games, so the positions are small."""


def _played(name: str, seed: int) -> tuple[Any, list[Any]]:
    """A short game played to the end by easy bots: its end and the states before each choice."""
    game = registry.get(name)
    state = game.new_game(game.rules_from_options(SMALL.get(name, {})), seed)
    bot, chosen = game.bot("easy"), []
    while not game.is_over(state):
        chance = game.chance_action(state)
        if chance is not None:
            state, _ = game.apply(state, chance)
            continue
        seat = game.to_move(state)[0]
        chosen.append(state)
        state, _ = game.apply(state, bot(game.view(state, seat)))
    return state, chosen


def test_every_game_declares_every_capability() -> None:
    assert {name: registry.entry(name).capabilities for name in registry.names()} == \
        {name: frozenset(CAPABILITIES) for name in registry.names()}
    assert [registry.entry(name).advisers() for name in registry.names()] == list(TYPED)
    assert [registry.entry(name).replayer() for name in registry.names()] == list(REPLAYERS)


@pytest.mark.parametrize("name", registry.names())
def test_every_declared_capability_answers_on_a_real_position(name: str) -> None:
    declared, game = registry.entry(name), registry.get(name)
    end, chosen = _played(name, 3)
    adviser, replayer = declared.advisers(), declared.replayer()
    assert adviser is not None and replayer is not None and id(replayer) == id(game)
    state = next(s for s in reversed(chosen) if len(game.legal_actions(s, game.to_move(s)[0])) > 1)
    seat = game.to_move(state)[0]
    advice = adviser.advise(game.view(state, seat))  # hint: the hard level's choice, and why
    assert advice.action in game.legal_actions(state, seat) and isinstance(advice.reason, Reason)
    explained = [adviser.decision_reason(game.view(s, game.to_move(s)[0]), game.bot("easy")(game.view(s, game.to_move(s)[0])))
                 for s in chosen[:40]]  # explain: a reason, or None for what the game does not explain
    assert all(r is None or isinstance(r, Reason) for r in explained) and any(explained)
    record = game.to_record(end)  # replay: the record's actions, dealing where they say
    actions = replayer.record_actions(record)
    assert any(replayer.starts_deal(a) for a in actions) and not replayer.starts_deal(actions[-1])
    deal = Replay.of(game, record).deals[-1]  # hindsight: over the last finished deal's states
    answers = [hindsight_task(name, unit_states(game, deal), seat) for seat in range(game.players(end.rules))]
    assert all(a is None or isinstance(a, Reason) for a in answers)


def test_a_game_without_replay_is_not_stepped_through(monkeypatch: pytest.MonkeyPatch) -> None:
    end, _ = _played("red7", 1)
    record = registry.get("red7").to_record(end)
    assert Replay.of(registry.get("red7"), record).deals
    redeclare(monkeypatch, "red7", capabilities={"hint"})
    assert registry.entry("red7").replayer() is None
    with pytest.raises(NoViewer, match="cannot be replayed step by step yet"):
        Replay.of(registry.get("red7"), record)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_registered_without_advisers_has_no_hint_and_plays_on(game: str, screen: pygame.Surface,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    redeclare(monkeypatch, game, capabilities={"replay"})
    assert registry.entry(game).advisers() is None and hindsight_task(game, (), 0) is None
    table, rng = make(game, speed="fast"), random.Random(4)
    undone, over = False, registry.get(game).is_over
    for _ in range(8):
        until(table, lambda t: acting(t) or over(t.state), screen)
        if over(table.state):
            break
        table.draw(screen)
        assert table.learn_frame().hint_button is None and "hint" not in table.drawn.buttons
        key(table, pygame.K_h)
        key(table, pygame.K_b)
        assert table.hint() is None and table.learn_frame().bet_line is None
        seat, before = table.acting_seat(), table.state
        AIDS[game].act(table, rng.choice(list(registry.get(game).legal_actions(before, seat))))
        table.update(DT)
        if not undone and table.undo_seat() is not None:  # undo needs no adviser
            key(table, pygame.K_u)
            undone = table.state == before
    assert undone
