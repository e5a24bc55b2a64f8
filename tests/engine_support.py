"""Helpers for the engine tests (imported by the other ``test_engine_*`` files and friends).

Every scenario test builds its state by hand: explicit ``Deal(hands, rest)`` actions, then
explicit bets and plays, so each test is exact. Random games use seeded ``random.Random``.
"""

from __future__ import annotations

import json
import pickle
import random
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import strategies as st

from oh7_desktop.games.oh7 import (
    Bet, Card, Deal, GameState, Phase, Play, Rules, ShowInterrobang, apply, deal_action, deck,
    legal_actions, new_game, to_move,
)
from oh7_desktop.games.oh7.events import Event

SHARED = Path(__file__).resolve().parents[2] / "shared"
EXAMPLES = Path(__file__).resolve().parent / "fixtures" / "examples"
"""A copy of ``../shared/examples`` (a clean clone in CI has no ``../shared``); a test keeps
the copy identical to the original wherever the original is present."""
EXAMPLE_RECORDS = sorted([EXAMPLES / "rules-sheet-example.json", *(EXAMPLES / "random").glob("rand-*[0-9].json")])

ALL_CONFIGS = [("base", p) for p in range(2, 6)] + [("advanced", p) for p in range(3, 7)]
"""Every (mode, players) the rules allow."""


def c(text: str) -> Card:
    """Return the card written ``text``."""
    return Card.from_str(text)


def cards(texts: str) -> tuple[Card, ...]:
    """Return the cards of a space-separated list like ``"3H 1* N"``."""
    return tuple(c(t) for t in texts.split())


def make_deal(rules: Rules, hands: Iterable[str], rest: str | None = None) -> Deal:
    """Return the deal giving these hands; ``rest`` (the dummy's pile, top first) is given in full
    or in part: cards of the deck not named anywhere follow in canonical order."""
    hand_cards = tuple(cards(h) for h in hands)
    named = Counter(card for h in hand_cards for card in h) + Counter(cards(rest or ""))
    tail: list[Card] = []
    for card in deck(rules.mode, rules.players):
        if named[card]:
            named[card] -= 1
        else:
            tail.append(card)
    return Deal(hand_cards, cards(rest or "") + tuple(tail))


def dealt(rules: Rules, hands: Iterable[str], rest: str | None = None, *, seed: int = 0) -> GameState:
    """Return a new game after the hand-made deal (phase BET)."""
    state, _ = apply(new_game(rules, seed), make_deal(rules, hands, rest))
    return state


def bet_all(state: GameState, texts: str) -> tuple[GameState, tuple[Event, ...]]:
    """Bet one card per seat (space-separated, by seat); return the state and every event."""
    out: list[Event] = []
    for seat, card in enumerate(cards(texts)):
        state, events = apply(state, Bet(seat, card))
        out += events
    return state, tuple(out)


def play_all(state: GameState, texts: str) -> tuple[GameState, tuple[Event, ...]]:
    """Play these cards in order, each by the seat to move; return the state and every event."""
    out: list[Event] = []
    for card in cards(texts):
        state, events = apply(state, Play(to_move(state)[0], card))
        out += events
    return state, tuple(out)


def offered(state: GameState) -> set[Card]:
    """Return the cards the seat to move may play (or bet) now."""
    return {a.card for a in legal_actions(state) if isinstance(a, (Play, Bet))}


def of_type(events: Iterable[Event], kind: type[Any]) -> list[Any]:
    """Return the events of one type, in order."""
    return [e for e in events if isinstance(e, kind)]


def frozen_bytes(state: GameState) -> bytes:
    """Return a byte picture of a state, to prove it did not change."""
    return pickle.dumps(state)


def random_states(rules: Rules, seed: int, choice_seed: int, max_rounds: int = 3) -> Iterator[GameState]:
    """Yield every state of a seeded random game (the seeded deal each time), at most
    ``max_rounds`` scored rounds long."""
    rng = random.Random(choice_seed)
    state = new_game(rules, seed)
    yield state
    while not state.is_over() and state.round_number < max_rounds:
        if state.phase is Phase.DEAL:
            action: Any = deal_action(state)
        else:
            action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        yield state


def last_state(rules: Rules, seed: int, choice_seed: int, max_rounds: int = 3) -> GameState:
    """Return the final state of :func:`random_states`."""
    state = new_game(rules, seed)
    for state in random_states(rules, seed, choice_seed, max_rounds):  # noqa: B007 - the last one is kept
        pass
    return state


def load(path: Path) -> Any:
    """Return a JSON file's content."""
    return json.loads(path.read_text(encoding="utf-8"))


def expected_of(path: Path) -> Any:
    """Return the ``.expected.json`` that goes with a record."""
    return load(path.with_name(path.name.replace(".json", ".expected.json")))


rules_st = st.sampled_from(ALL_CONFIGS).flatmap(
    lambda mp: st.integers(1, 60).map(lambda target: Rules(mp[0], mp[1], target))
)
"""Any legal rules, with small targets so that random games end soon."""

seeds_st = st.integers(0, 2**40)


def show(show_it: bool, seat: int) -> ShowInterrobang:
    """Return the ``?`` decision of a seat."""
    return ShowInterrobang(seat, show_it)


def test_make_deal_fills_the_rest_in_canonical_order() -> None:
    """The helper itself: named cards first, then the deck's unnamed cards in deck order."""
    rules = Rules("base", 2)
    deal = make_deal(rules, ["0S 1S 2S 3S 4S 5S 6S", "0H 1H 2H 3H 4H 5H 6H"], "7C 7H")
    assert deal.rest == cards("7C 7H 7S 0C 1C 2C 3C 4C 5C 6C")
    assert Counter(deal.rest + deal.hands[0] + deal.hands[1]) == Counter(deck("base", 2))


def test_apply_refuses_a_deal_that_is_not_the_deck() -> None:
    """A hand-made deal with a card from outside the deck is refused by ``apply``."""
    rules = Rules("base", 3)
    bad = Deal((cards("0D 1S 2S 3S 4S 5S 6S"), cards("0H 1H 2H 3H 4H 5H 6H"), cards("0C 1C 2C 3C 4C 5C 6C")),
               cards("7S 7H 7C"))
    with pytest.raises(ValueError, match="does not match the deck"):
        apply(new_game(rules), bad)


def stop_at_phase(phase: Phase, mode: str = "advanced", players: int = 4) -> GameState:
    """Return the first state in ``phase`` of seeded random games (tried in a fixed order)."""
    for seed in range(500):
        for state in random_states(Rules(mode, players), seed, seed, max_rounds=2):
            if state.phase is phase:
                return state
    raise AssertionError(f"no random game reached {phase}")


def stop_at_question(mode: str = "advanced", players: int = 4) -> GameState:
    """Return the first state of seeded random games where a tied ``?`` holder is asked."""
    for seed in range(500):
        for state in random_states(Rules(mode, players), seed, seed, max_rounds=2):
            if state.phase is Phase.INTERROBANG and state.asked is not None:
                return state
    raise AssertionError("no random game asked a ? holder")
