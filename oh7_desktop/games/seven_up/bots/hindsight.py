"""Could a seat have won the point it lost? The deal's tricks searched again with both hands open.

Of the four points of a deal's end, *high* is dealt (it goes to the highest trump in play,
whoever plays it); *low*, *jack* and *game* are won in tricks. After a deal, a seat that lost
any of these three asks whether another way of playing its six cards would have won it back.
The answer searches every sequence of the seat's legal plays from the first trick on (depth
first, cards in code order, so the answer is the same on every machine); the other seat
answers each of them with the **easy policy** (:func:`.policy.easy_play`: deterministic, it
reads only what that seat knows and reacts to the cards on the table), the model of a player
the bots use in their own playouts. Positions reached by different orders of the same cards
are searched once (the policy depends on the position only).

The answer is the line winning back the most of the lost points (low before jack before game
on equal counts): "Yes: you win the jack by playing 1: JH, 2: …", or "No: …" when no line wins
back any, or when high was the only point lost.

>>> from oh7_desktop.games.seven_up import Rules, new_game, apply, legal_actions
>>> state, states = new_game(Rules(), seed=4), []
>>> while state.deal_index == 0 and not state.is_over():
...     states.append(state)
...     state, _ = apply(state, legal_actions(state)[0])
>>> reasons = [hindsight_reason(states, seat) for seat in (0, 1)]
>>> [r.code for r in reasons if r is not None]
['could_win_game']
>>> explain_hindsight(Reason.of("could_win_low_jack", plays="1: 2H, 2: JH"))
'Yes: you win low and the jack by playing 1: 2H, 2: JH (trick: card)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...interface import Reason, english
from ...pack52 import SUITS, Card
from ..rules import Phase
from ..fast import DONE, PLAY, FastDeal
from ..state import GameState
from .policy import easy_play

POINT_NAMES: Final = ("high", "low", "jack", "game")
"""The end-of-deal points in scoring order (``FastDeal.parts`` order)."""
PLAYED_POINTS: Final = (1, 2, 3)
"""Indices of the points won in tricks (high is dealt)."""

Line = tuple[tuple[int, int], ...]
"""The seat's plays, each as (trick number from 1, card code)."""

TEXTS = {
    "could_win_low": "Yes: you win low by playing {plays} (trick: card)",
    "could_win_jack": "Yes: you win the jack by playing {plays} (trick: card)",
    "could_win_game": "Yes: you win the game point by playing {plays} (trick: card)",
    "could_win_low_jack": "Yes: you win low and the jack by playing {plays} (trick: card)",
    "could_win_low_game": "Yes: you win low and the game point by playing {plays} (trick: card)",
    "could_win_jack_game": "Yes: you win the jack and the game point by playing {plays} (trick: card)",
    "could_win_low_jack_game": "Yes: you win low, the jack and the game point by playing {plays} (trick: card)",
    "could_not_win": "No: against the same answers, no way of playing your cards wins back a point you lost",
    "high_dealt": "No: you lost only high, and high goes to the highest trump dealt, however it is played",
}
"""English lines by code; ``plays`` lists the seat's cards by trick in the rulings' notation."""


def explain_hindsight(reason: Reason) -> str:
    """Return the English line of a hindsight answer."""
    return english(reason, TEXTS)


def play_start(states: Sequence[GameState]) -> GameState | None:
    """Return the deal's state before its first card (None: the deal never reached its tricks)."""
    for state in states:
        if state.phase is Phase.PLAY and not state.tricks and not state.trick:
            return state
    return None


def replayed(state: GameState) -> FastDeal:
    """Return the simulator's deal of ``state`` (in its tricks): both hands in play, the cards
    played so far played again."""
    deal = FastDeal(state.rules.target, list(state.totals), state.dealer, lambda: list(range(52)))
    deal.hands = [[int(c) for c in hand] for hand in state.in_play]
    deal.proposal = deal.trump = SUITS.index(state.trump or "S")
    deal.start_play()
    for _, card in [play for trick in state.tricks for play in trick] + list(state.trick):
        deal.play(int(card))
    return deal


def answer_card(state: GameState) -> Card:
    """Return the card the other seat answers with in the search (the easy policy's)."""
    deal = replayed(state)
    return Card.from_code(easy_play(deal, deal.to_move()))


def hindsight_reason(states: Sequence[GameState], seat: int) -> Reason | None:
    """Return whether ``seat`` could have won back a point it lost in the deal whose states
    (each before one action) are ``states``; None when it lost none, or the deal has no tricks."""
    start = play_start(states)
    last = next((s for s in reversed(states) if s.phase is Phase.PLAY), None)
    if start is None or last is None:
        return None
    actual = replayed(last)
    while actual.phase == PLAY and len(actual.legal()) == 1:  # the last card is forced
        actual.play(actual.legal()[0])
    if actual.phase != DONE:
        return None
    lost = [k for k, taker in enumerate(actual.parts) if taker == 1 - seat]
    if not lost:
        return None
    wanted = frozenset(k for k in lost if k in PLAYED_POINTS)
    if not wanted:
        return Reason.of("high_dealt")
    lines = _Search(seat, wanted).reachable(replayed(start))
    best = min(lines, key=lambda got: (-len(got), sorted(got)))
    if not best:
        return Reason.of("could_not_win")
    plays = ", ".join(f"{trick}: {Card.from_code(card)}" for trick, card in lines[best])
    return Reason.of("could_win_" + "_".join(POINT_NAMES[k] for k in sorted(best)), plays=plays)


class _Search:
    """The depth-first search with its table of positions already solved."""

    def __init__(self, seat: int, wanted: frozenset[int]) -> None:
        self.seat, self.wanted = seat, wanted
        self.memo: dict[tuple[object, ...], dict[frozenset[int], Line]] = {}

    def reachable(self, deal: FastDeal) -> dict[frozenset[int], Line]:
        """Return the wanted points the seat can win from ``deal`` -> one line of its plays."""
        while deal.phase == PLAY and deal.to_move() != self.seat:
            deal.play(easy_play(deal, deal.to_move()))
        if deal.phase != PLAY:
            return {frozenset(k for k in self.wanted if deal.parts[k] == self.seat): ()}
        key = (tuple(sorted(deal.hands[0])), tuple(sorted(deal.hands[1])), deal.leader, deal.lead,
               tuple(deal.pts), deal.low_taker, deal.jack_taker)
        known = self.memo.get(key)
        if known is not None:
            return known
        found: dict[frozenset[int], Line] = {}
        trick = deal.tricks + 1
        for card in sorted(deal.legal()):
            after = deal.clone()
            after.play(card)
            for got, rest in self.reachable(after).items():
                found.setdefault(got, ((trick, card),) + rest)
        self.memo[key] = found
        return found


__all__ = ["POINT_NAMES", "TEXTS", "answer_card", "explain_hindsight", "hindsight_reason",
           "play_start", "replayed"]
