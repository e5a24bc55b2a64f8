"""``view(state, seat)``: a seat sees its hand and public cards, nothing hidden; decision seeds."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings

from oh7_desktop.games.oh7 import (
    Card, GameState, Phase, Rules, ShowInterrobang, apply, deal_action, legal_actions, new_game, view, visible_to,
)
from oh7_desktop.games.oh7.actions import Action
from oh7_desktop.games.oh7.events import Event
from oh7_desktop.games.oh7.view import decision_position, decision_seed, public_cards

from engine_support import ALL_CONFIGS, random_states, seeds_st, stop_at_question

PRIVATE_FIELDS = {"hand", "legal", "my_pending_bet", "history"}
"""Fields a seat may fill with its own cards (history: earlier rounds, whose cards are dealt again)."""
NAUGHT = Card.from_str("N")


def cards_in(value: Any) -> list[Card]:
    """Return every card found anywhere inside ``value`` (dataclasses, tuples, lists)."""
    if isinstance(value, Card):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in cards_in(getattr(value, f.name))]
    if isinstance(value, (tuple, list)):
        return [c for item in value for c in cards_in(item)]
    return []


def hidden_from(state: GameState, seat: int) -> Counter[Card]:
    """Return the cards ``seat`` may not see: other hands' non-public cards and the undealt rest."""
    hidden: Counter[Card] = Counter(state.rest)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden += Counter(hand) - Counter(public_cards(state, other))
    return hidden


def check_view(state: GameState, seat: int) -> None:
    """No hidden card shows in the view; the unseen cards are exactly the hidden ones."""
    seen = view(state, seat)
    shown = [c for f in dataclasses.fields(seen) if f.name not in PRIVATE_FIELDS
             for c in cards_in(getattr(seen, f.name))]
    hidden = hidden_from(state, seat)
    leaks = {c for c in shown if c != NAUGHT} & set(hidden)
    assert not leaks, f"seat {seat} sees {leaks} in phase {state.phase}"
    assert seen.hand == (state.hands[seat] if state.hands else ())
    if state.log:
        assert Counter(seen.unseen_cards()) == hidden and seen.unseen_count == sum(hidden.values())


def swapped(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """Return the state with one hidden card of another seat swapped with another hidden card
    (from the rest or a third hand), or None if there is nothing to swap."""
    spots = [(owner, i) for owner, hand in enumerate(state.hands) if owner != seat
             for i, card in enumerate(hand)
             if card not in public_cards(state, owner) and card not in state.pending]
    spots += [(-1, i) for i in range(len(state.rest))]
    if len(spots) < 2:
        return None
    (o1, i1), (o2, i2) = rng.sample(spots, 2)
    piles = [list(h) for h in state.hands] + [list(state.rest)]
    piles[o1][i1], piles[o2][i2] = piles[o2][i2], piles[o1][i1]
    other = state.evolve(hands=tuple(tuple(p) for p in piles[:-1]), rest=tuple(piles[-1]))
    publics = [public_cards(s, owner) for s in (state, other) for owner in range(len(state.hands))]
    if publics[:len(state.hands)] != publics[len(state.hands):]:
        return None  # an N moved into a hand that bet the other N: that state cannot happen
    return other


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
@settings(max_examples=8, deadline=None, derandomize=True)
@given(seed=seeds_st, choice_seed=seeds_st)
def test_view_reveals_nothing_hidden(mode: str, players: int, seed: int, choice_seed: int) -> None:
    """At every step of random games, for every seat: no card of another hand unless public,
    and swapping hidden cards around changes nothing the seat sees."""
    rng = random.Random(choice_seed)
    for state in random_states(Rules(mode, players, 40), seed, choice_seed, max_rounds=2):
        seat = rng.randrange(players)
        check_view(state, seat)
        other = swapped(state, seat, rng)
        if other is not None:
            assert view(other, seat) == view(state, seat)


def test_view_shows_revealed_bets_and_a_shown_interrobang() -> None:
    """Public cards of other hands are the revealed bet cards (every attempt) and a shown ``?``."""
    state = stop_at_question()
    holder = state.asked
    assert holder is not None
    shown, _ = apply(state, ShowInterrobang(holder, True))
    looker = (holder + 1) % state.players
    assert Card.from_str("?") in view(shown, looker).revealed[holder]
    assert Card.from_str("?") not in view(state, looker).revealed[holder]
    for seat in range(state.players):
        assert set(view(shown, looker).revealed[seat]) >= {a[seat] for a in shown.attempts} & set(shown.hands[seat])
    check_view(shown, looker)


def test_decision_seed_differs_by_seat_and_position() -> None:
    """Every seat gets its own seed, a new one after each action, and the same one on a replay."""
    states = list(random_states(Rules("base", 4), 3, 4, max_rounds=1))
    seeds = {(decision_position(s), seat): view(s, seat).decision_seed for s in states for seat in range(4)}
    assert len(set(seeds.values())) == len(seeds) > 4 * 28
    assert view(states[20], 1).decision_seed == view(states[20], 1).decision_seed
    assert decision_seed(1, 0, 0) != decision_seed(2, 0, 0) != decision_seed(1, 1, 0) != decision_seed(1, 0, 1)
    assert decision_seed(1, 0, 5) == decision_seed(1, 0, 5)


def test_view_of_a_seat_that_does_not_exist_is_refused() -> None:
    """Seats are 0..P-1; the dummy (-1) has no view."""
    state = new_game(Rules("base", 3))
    for seat in (-1, 3, 10):
        with pytest.raises(ValueError, match=f"no seat {seat}"):
            view(state, seat)
    assert view(state, 2).hand == () and view(state, 2).phase is Phase.DEAL


def test_visible_to() -> None:
    """A hand's cards are drawn face up only for their owner; never the dummy's pile; never for nobody."""
    assert visible_to(1, 1) and not visible_to(0, 1) and not visible_to(None, 1) and not visible_to(-1, -1)


def test_a_secret_bet_seed_does_not_depend_on_who_bet_first() -> None:
    """Bets are simultaneous: bots thinking in any order must get the same seeds (resumed games repeat)."""
    state = new_game(Rules("base", 4), seed=9)
    state, _ = apply(state, deal_action(state))
    before = [view(state, seat).decision_seed for seat in range(4)]
    for first in range(4):
        after, _ = apply(state, legal_actions(state, first)[0])
        assert [view(after, s).decision_seed for s in range(4) if s != first] == [
            seed for s, seed in enumerate(before) if s != first]
    assert len(set(before)) == 4


# Advanced, 4 players: seats 0 and 2 tie on 3 (seat 0 leads on suit priority). In HOLDER seat 2
# holds the ?; in NO_HOLDER the ? lies in the discard and seat 2 holds the 4* instead.
TIE_BETS = "3S 2H 3C N"
HOLDER = (["3S 0S 1S 2S 4S 5S 6S", "7S 0H 1H 2H 4H 5H 6H", "3C ? 0C 1C 2C 4C 5C", "N 3H 7H 6C 7C 1* 2*"],
          "3* 4* N")
NO_HOLDER = (["3S 0S 1S 2S 4S 5S 6S", "7S 0H 1H 2H 4H 5H 6H", "3C 4* 0C 1C 2C 4C 5C", "N 3H 7H 6C 7C 1* 2*"],
             "3* ? N")


def _tie_game(deal: tuple[list[str], str]) -> tuple[list[GameState], list[tuple[Event, ...]]]:
    """The states and events of the deal up to the end of the first trick; the holder keeps the ?."""
    from engine_support import make_deal

    from oh7_desktop.games.oh7 import Bet, Play
    from oh7_desktop.games.oh7.adapter import GAME

    rules = Rules("advanced", 4)
    state, first = apply(new_game(rules, 0), make_deal(rules, *deal))
    states, events = [state], [first]
    steps: list[Action | str] = [Bet(seat, Card.from_str(card)) for seat, card in enumerate(TIE_BETS.split())]
    steps.append("settle")
    steps += [Play(seat, Card.from_str(card)) for seat, card in zip((0, 1, 2, 3), "0S 7S 0C N".split())]
    for step in steps:
        if isinstance(step, str):  # "settle"
            if state.phase is not Phase.INTERROBANG:
                continue
            step = GAME.chance_action(state) or ShowInterrobang(2, False)
        state, happened = apply(state, step)
        states.append(state)
        events.append(happened)
    return states, events


def test_another_seat_cannot_tell_whether_a_tied_seat_holds_the_interrobang() -> None:
    """Rulings, Bets 4: the ? is public only when shown. Every other seat's view, and every event
    the shared table shows, are the same whether or not the tied seat 2 holds the ? (and is
    asked, and keeps it) — before, during and after the tie is settled."""
    with_question, events_with = _tie_game(HOLDER)
    without, events_without = _tie_game(NO_HOLDER)
    asked_at = next(i for i, s in enumerate(with_question) if s.phase is Phase.INTERROBANG)
    assert with_question[asked_at].asked == 2 and without[asked_at].asked is None
    assert without[asked_at].phase is Phase.INTERROBANG, "a tie without a question looks the same"
    assert view(with_question[asked_at], 2).legal and not view(without[asked_at], 2).legal
    for looker in (0, 1, 3):
        for step, (a, b) in enumerate(zip(with_question, without)):
            assert view(a, looker) == view(b, looker), (looker, step)
    # The deal's events name every card (the table shows each face to its owner only); every
    # event after it is shown to the whole table.
    assert events_with[1:] == events_without[1:]
    assert with_question[-1].first_leader == without[-1].first_leader == 0
