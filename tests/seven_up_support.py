"""Helpers for the Seven Up tests: packs built to order, random games, hidden-card shuffles."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from hypothesis import strategies as st

from oh7_desktop.games.pack52 import PACK, SUIT_OF, Card
from oh7_desktop.games.seven_up import (DealLog, GameState, Phase, Rules, Shuffle, apply, deal_action,
                                        decide_of, legal_actions, new_game, play_of,
                                        set_aside_of, to_move, view)
from oh7_desktop.games.seven_up.actions import Action

seeds_st = st.integers(min_value=0, max_value=2**40)


def cards(text: str) -> tuple[Card, ...]:
    """Return the cards of a space-separated text: ``"AS TD 2C"``."""
    return tuple(Card.from_str(t) for t in text.split())


def C(text: str) -> Card:  # reads like a card
    """Return one card."""
    return Card.from_str(text)


def make_pack(elder: str, dealer: str, turned: str, runs: Sequence[tuple[str, str, str]] = (),
              ) -> tuple[Card, ...]:
    """Return a pack dealing ``elder``'s and ``dealer``'s 6 cards, turning ``turned``, then
    each run's 3 + 3 cards and turned card; the other cards follow in canonical order."""
    e, d = cards(elder), cards(dealer)
    top = list(e[:3] + d[:3] + e[3:] + d[3:] + (C(turned),))
    for run_elder, run_dealer, run_turned in runs:
        top += list(cards(run_elder) + cards(run_dealer) + (C(run_turned),))
    assert len(set(top)) == len(top), "a card is placed twice"
    pack = tuple(top) + tuple(c for c in PACK if c not in top)
    assert len(pack) == 52
    return pack


def start(pack: tuple[Card, ...], *, dealer: int = 0, totals: tuple[int, int] = (0, 0),
          target: int = 7) -> tuple[GameState, tuple[object, ...]]:
    """Return a game where ``dealer`` (with these totals) has just dealt ``pack``."""
    earlier = (DealLog(dealer=0),) * dealer  # stands for the deals before (no points)
    state = new_game(Rules(target), seed=1).evolve(dealer=dealer, totals=totals,
                                                   deal_index=dealer, log=earlier)
    return apply(state, Shuffle(pack))


def say(state: GameState, *decisions: str) -> tuple[GameState, list[object]]:
    """Apply decisions in turn (each by the seat to move); return the state and all events."""
    events: list[object] = []
    for decision in decisions:
        state, out = apply(state, decide_of(to_move(state)[0], decision))
        events += out
    return state, events


def set_aside(state: GameState, text: str) -> tuple[GameState, tuple[object, ...]]:
    """The seat to move sets these 3 cards aside."""
    return apply(state, set_aside_of(to_move(state)[0], cards(text)))


def play(state: GameState, text: str) -> tuple[GameState, list[object]]:
    """Play these cards in turn, each by the seat to move."""
    events: list[object] = []
    for card in cards(text):
        state, out = apply(state, play_of(to_move(state)[0], card))
        events += out
    return state, events


def random_states(seed: int, choice_seed: int, target: int = 7,
                  max_actions: int = 10_000) -> Iterator[GameState]:
    """Yield every state of a random game (seeded deals, uniformly random choices)."""
    rng = random.Random(choice_seed)
    state = new_game(Rules(target), seed)
    yield state
    for _ in range(max_actions):
        if state.is_over():
            return
        action: Action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(
            legal_actions(state))
        state, _ = apply(state, action)
        yield state


def hidden_from(state: GameState, seat: int) -> list[Card]:
    """Return the cards ``seat`` cannot see now (the other hand, its set-aside, the repeated
    runs' extras, the stock)."""
    other = 1 - seat
    out = list(state.hands[other]) + list(state.discarded) + list(state.pack[state.drawn:])
    out += list(state.set_aside[other] or ())
    return out


def permuted(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Return ``state`` with the cards ``seat`` cannot see dealt anew, consistently with its
    view (the other hand's size and voids kept)."""
    other, hidden = 1 - seat, hidden_from(state, seat)
    voids = view(state, seat).voids()[other]
    for _ in range(10_000):
        new = hidden[:]
        rng.shuffle(new)
        hand = new[:len(state.hands[other])]
        if any(voids >> SUIT_OF[c] & 1 for c in hand):
            continue
        swap = dict(zip(hidden, new))
        return _mapped(state, other, swap)
    raise AssertionError("no consistent permutation found")


def _mapped(state: GameState, other: int, swap: dict[Card, Card]) -> GameState:
    def m(cs: tuple[Card, ...] | None) -> tuple[Card, ...] | None:
        return None if cs is None else tuple(swap.get(c, c) for c in cs)

    hands = tuple(m(h) if s == other else h for s, h in enumerate(state.hands))
    aside = tuple(m(a) if s == other else a for s, a in enumerate(state.set_aside))
    in_play = tuple(m(h) if s == other else h for s, h in enumerate(state.in_play))
    log = state.log
    if log and log[-1] is not None and len(log) > state.deal_index:
        log = log[:-1] + (log[-1].evolve(packs=tuple(m(p) for p in log[-1].packs)),)
    return state.evolve(hands=hands, set_aside=aside, in_play=in_play, pack=m(state.pack),
                        discarded=m(state.discarded), log=log)


def finish(state: GameState) -> tuple[GameState, list[object]]:
    """Play the first legal card until the deal ends; return the state and the events."""
    events: list[object] = []
    deal = state.deal_index
    while state.phase is Phase.PLAY and state.deal_index == deal:
        state, out = apply(state, legal_actions(state)[0])
        events += out
    return state, events


# Two packs several test files deal from (built after make_pack above).
PLAIN = make_pack("AD 5D KS 2S 3H 4C", "TD 9S 8S 7H 6C 3C", "8D")
"""Elder (seat 1) holds AD 5D, the dealer (seat 0) TD; diamonds are proposed."""
SPADES, HEARTS = "2S 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"
EXHAUSTING = make_pack(SPADES, HEARTS, "JD", [
    ("8S 9S TS", "8H 9H TH", "2D"), ("JS QS KS", "JH QH KH", "3D"), ("AS 2C 3C", "AH 4C 5C", "4D"),
    ("6C 7C 8C", "9C TC JC", "5D"), ("QC KC AC", "7D 9D TD", "6D")])
"""Every run turns a diamond again, until 4 cards are left (JD QD KD AD... minus the turned JD)."""
