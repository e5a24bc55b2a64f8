"""The round review (V on the score sheet) and Replays for every registered game: opened after
the first round and on a finished game, stepped with keys and the mouse to the end, finished
rounds only (couch privacy: no card of the round in play is drawn), and the hindsight answer
of the game's advisers (its registry entry's ``hindsight`` capability) for a human seat that missed."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame
import pytest

from app_support import click, key, make_app, top
from registry_support import redeclare
from table_support import table_services
from oh7_desktop.app import tables
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.loop import window
from oh7_desktop.app.review.launch import PracticeScene, open_review, show_replay
from oh7_desktop.app.review.painting import ReviewPainter
from oh7_desktop.app.review.scene import ReviewScene
from oh7_desktop.app.review.stepper import DealSteps, Replay
from oh7_desktop.games import registry
from oh7_desktop.games.interface import Reason
from oh7_desktop.games.seven_up import Shuffle, events as su_events

NAMES = ["Ann", "Bea", "Cid", "Dan"]
OPTIONS: dict[str, dict[str, Any]] = {
    "oh7": {"mode": "base", "players": 3, "target": 99}, "oh-hell": {"players": 3},
    "seven-up": {"target": 7}, "red7": {"players": 3, "advanced": True},
}
"""Each game's options for these tests (a game not named here plays its defaults)."""


def _play(game: Any, state: Any, seed: int, until: Any) -> Any:
    """Bots (random legal choices, seeded) play ``state`` on until ``until(state)``."""
    rng = random.Random(seed)
    while not until(state) and not game.is_over(state):
        chance = game.chance_action(state)
        for action in [chance] if chance is not None else \
                [rng.choice(list(game.legal_actions(state, seat))) for seat in game.to_move(state)]:
            state = game.apply(state, action)[0]
    return state


def _mid_second_round(name: str) -> tuple[Any, Any]:
    """A game after its first scored round, into the next round's play (its hands secret)."""
    game = registry.get(name)
    state = game.new_game(game.rules_from_options(OPTIONS.get(name, {})), 11)
    state = _play(game, state, 1, lambda s: len(game.round_results(s)) >= 1)
    state = _play(game, state, 2, lambda s: game.chance_action(s) is None and len(game.to_move(s)) == 1)
    return game, state


def _cards_in(value: object) -> set[str]:
    """Every card named in an engine value (events' fields, recursively)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = {str(value)} if {f.name for f in dataclasses.fields(value)} & {"suit", "rank", "code"} else set()
        return names.union(*(_cards_in(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, (tuple, list)):
        return set().union(*(_cards_in(item) for item in value)) if value else set()
    return {str(value)} if type(value).__name__ == "Card" else set()


class DrawnCards:
    """Stands in for a painter's card art: keeps the faces drawn (and draws them)."""

    def __init__(self, art: Any) -> None:
        self.art, self.faces, self.shown = art, art.faces, set[str]()

    def draw(self, target: pygame.Surface, card: str | None, *args: Any, **kwargs: Any) -> pygame.Rect:
        if card is not None:
            self.shown.add(card)
        rect: pygame.Rect = self.art.draw(target, card, *args, **kwargs)
        return rect


def _walk(app: Any, review: ReviewScene) -> None:
    """Every deal, by keys to its end and back by the mouse: only that deal's cards are drawn."""
    painter: Any = review.painter
    spy = DrawnCards(painter.art)
    painter.art = spy
    key(app, pygame.K_HOME)
    for number, deal in enumerate(review.replay.deals):
        assert review.deal_number == number and review.position == 0
        own = set().union(*(_cards_in(step.events) for step in deal.steps))
        seen: set[str] = set()
        for _ in range(len(deal.steps) + 2):
            spy.shown.clear()
            app.stack.draw(window())
            assert spy.shown <= own, f"deal {number}: {spy.shown - own} drawn"
            seen |= spy.shown
            key(app, pygame.K_RIGHT)
        assert len(seen) >= 3  # the deal's cards were drawn face up
        assert review.position == len(deal.steps) - 1
        key(app, pygame.K_UP)
        assert review.position < len(deal.steps) - 1
        for _ in range(2):
            click(app, review.buttons["previous"].rect.center)
            app.stack.draw(window())
        click(app, review.buttons["last"].rect.center)
        assert review.position == len(deal.steps) - 1
        key(app, pygame.K_PAGEDOWN)
    assert review.deal_number == len(review.replay.deals) - 1


@pytest.mark.parametrize("name", tables.playable())
def test_v_on_the_sheet_reviews_the_finished_rounds_only(tmp_path: Path, name: str) -> None:
    game, state = _mid_second_round(name)
    players = game.players(game.rules_from_options(OPTIONS.get(name, {})))
    seats = tuple(SeatSetup(NAMES[i], "human" if i < 2 else "bot", None if i < 2 else "easy") for i in range(players))
    app = make_app(tmp_path)
    setup = GameSetup(name, game.rules_from_options(OPTIONS.get(name, {})), 11, seats,
                      game.to_record(state, NAMES[:players], include_pending=True))
    table: Any = tables.get(name).make_table(app.services, setup, False)
    app.stack.push(table)
    key(app, pygame.K_s)  # the sheet opened to look, in the middle of round 2 (two people at the screen)
    app.stack.draw(window())
    assert table.sheet_open
    buttons: dict[str, pygame.Rect] = table.drawn.buttons
    click(app, (buttons.get("sheet_review") or buttons["review"]).center)  # the sheet's [V] button
    assert isinstance(top(app), ReviewScene)
    key(app, pygame.K_ESCAPE)
    assert table.sheet_open
    assert top(app) is table
    key(app, pygame.K_v)
    review = top(app)
    assert isinstance(review, ReviewScene)
    assert len(review.replay.deals) == len(game.round_results(state)) >= 1  # the round in play is not there
    _walk(app, review)
    key(app, pygame.K_r)  # retry the deal shown: a practice game from its cards as dealt
    practice = top(app)
    assert isinstance(practice, PracticeScene)
    assert practice.table.state == review.replay.deals[-1].steps[0].state  # type: ignore[attr-defined]
    key(app, pygame.K_ESCAPE)
    assert top(app) is review
    key(app, pygame.K_ESCAPE)
    assert top(app) is table
    app.close()


@pytest.mark.parametrize("name", tables.playable())
def test_replays_steps_through_a_finished_game(tmp_path: Path, name: str) -> None:
    from oh7_desktop.app.menus.replays import ReplaysScene

    game = registry.get(name)
    rules = game.rules_from_options(OPTIONS.get(name, {}) | ({"target": 21} if name == "oh7" else {}))
    end = _play(game, game.new_game(rules, 5), 3, lambda s: False)
    players = game.players(rules)
    app = make_app(tmp_path)
    menu = ReplaysScene(app.services)
    app.stack.push(menu)
    seats = [SeatSetup(NAMES[i], "human" if i == 0 else "bot", None if i == 0 else "easy") for i in range(players)]
    show_replay(menu, game.to_record(end, NAMES[:players]), NAMES[:players], seats)
    review = top(app)
    assert isinstance(review, ReviewScene) and review.deal_number == 0
    assert len(review.replay.deals) == len(game.round_results(end))
    _walk(app, review)
    app.close()


class FakeHindsight:
    """A test's advisers: its hindsight names the seat and how many states it was given."""

    def advise(self, view: Any) -> Any:
        """No hint in the review."""
        raise AssertionError("the review asks no hint")

    def decision_reason(self, view: Any, action: Any) -> Reason | None:
        """No bot's reason in the review."""
        return None

    def hindsight_reason(self, states: Sequence[Any], seat: int) -> Reason | None:
        """The seat and how many states it was given."""
        return Reason.of("test_hindsight", seat=seat, states=len(states))


@pytest.mark.parametrize("name", [n for n in tables.playable() if n != "oh7"])
def test_hindsight_comes_from_the_games_adviser_and_nothing_without_one(name: str,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    game = registry.get(name)
    rules = game.rules_from_options(OPTIONS.get(name, {}))
    end = _play(game, game.new_game(rules, 7), 4, lambda s: False)
    replay = Replay.of(game, game.to_record(end))
    players = game.players(rules)
    redeclare(monkeypatch, name, capabilities=registry.entry(name).capabilities - {"hindsight"})
    painter = tables.get(name).review(table_services(), replay, NAMES[:players], range(players))  # type: ignore[misc]
    assert isinstance(painter, ReviewPainter)
    deal: DealSteps = next(d for d in replay.deals if painter.missed(d))
    assert painter.answers(deal) == []  # the game's entry offers no hindsight: nothing is said
    redeclare(monkeypatch, name, capabilities=registry.EVERY_CAPABILITY, advisers=FakeHindsight())
    painter = tables.get(name).review(table_services(), replay, NAMES[:players], range(players))  # type: ignore[misc]
    assert isinstance(painter, ReviewPainter)
    painter.wait(deal)
    answers = painter.answers(deal)
    steps = sum(len(step.actions) for step in deal.steps)
    assert len(answers) == len(painter.missed(deal)) >= 1
    assert all(f"states={steps}" in line or str(steps) in line for line in answers)
    assert painter.missed(deal)[0] < players and open_review is not None


@pytest.mark.parametrize("name", tables.playable())
def test_a_replay_is_the_played_game_event_for_event(name: str) -> None:
    """Every game's record steps through exactly the events the engine gave as it was played,
    and each deal starts with its own dealing (Seven Up's pack dealt again in a run is no new deal)."""
    game = registry.get(name)
    rules = game.rules_from_options(OPTIONS.get(name, {}) | ({"target": 21} if name == "oh7" else {}))
    for seed in range(4):
        rng, state = random.Random(seed), game.new_game(rules, seed)
        live: list[Any] = []
        while not game.is_over(state):
            chance = game.chance_action(state)
            for action in [chance] if chance is not None else \
                    [rng.choice(list(game.legal_actions(state, seat))) for seat in game.to_move(state)]:
                state, events = game.apply(state, action)
                live += events
        replay = Replay.of(game, game.to_record(state))
        assert [e for deal in replay.deals for e in deal.events] == live
        assert len(replay.deals) == len(game.to_record(state)[{"oh-hell": "hands", "red7": "rounds"}.get(name, "deals")])


def test_a_seven_up_pack_dealt_again_during_a_run_is_the_same_deal() -> None:
    game = registry.get("seven-up")
    fixture = Path(__file__).parent / "fixtures" / "seven-up" / "exhausted-pack.json"
    record = json.loads(fixture.read_text(encoding="utf-8"))
    packs = [a for a in game.record_actions(record) if isinstance(a, Shuffle)]  # type: ignore[attr-defined]
    assert len(packs) == len(record["deals"]) + 1  # one pack dealt again during deal 1's run
    replay = Replay.of(game, record)
    assert len(replay.deals) == len(record["deals"])
    assert any(isinstance(e, su_events.PackShuffled) and e.reshuffle for e in replay.deals[0].events)
