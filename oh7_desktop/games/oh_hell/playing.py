"""The tricks: turn order, following (and *podrida*'s trumping), trick winners, scoring.

Following and the trick's winner are the shared rules of :mod:`oh7_desktop.games.tricks`.
"""

from __future__ import annotations

from .. import tricks as shared
from ..pack52 import PACK, SUIT_OF, SUITS, Card, trick_power
from . import events as ev
from .actions import Play
from .reasons import Reason
from .rules import Phase
from .scoring import game_winners, score_line
from .state import GameState

Step = tuple[GameState, list[ev.Event]]


def suit_index(suit: str | None) -> int:
    """Return a suit letter's index, or ``NO_SUIT`` for None."""
    return shared.NO_SUIT if suit is None else SUITS.index(suit)


def seat_to_play(state: GameState) -> int:
    """Return the seat whose card the current trick waits for."""
    return (state.leader + len(state.trick)) % state.players


def play_choices(state: GameState, seat: int) -> tuple[Card, ...]:
    """Return the cards ``seat`` may play now (empty if it is not its turn)."""
    if state.phase is not Phase.PLAY or seat != seat_to_play(state):
        return ()
    choices = shared.follow_choices(state.hands[seat], suit_index(state.lead), SUIT_OF,
                                    trump=suit_index(state.trump), must_trump=state.rules.podrida)
    return tuple(PACK[c] for c in choices)


def play_reason(state: GameState, seat: int, card: Card) -> Reason | None:
    """Return why ``seat`` may not play ``card`` now, or None if it may."""
    turn = seat_to_play(state)
    if seat != turn:
        return Reason.of("not_your_turn", seat=seat, turn=turn)
    hand = state.hands[seat]
    if card not in hand:
        return Reason.of("not_holding", seat=seat, card=str(card))
    problem = shared.follow_problem(hand, card, suit_index(state.lead), SUIT_OF,
                                    trump=suit_index(state.trump), must_trump=state.rules.podrida)
    if problem is None:
        return None
    code, held = problem
    if code == "must_follow":
        return Reason.of("must_follow", seat=seat, suit=state.lead or "", holds=str(PACK[held]))
    return Reason.of("must_trump", seat=seat, lead=state.lead or "", suit=state.trump or "",
                     holds=str(PACK[held]))


def apply_play(state: GameState, action: Play) -> Step:
    """Play a seat's card; a full trick is gathered, the last one scores the hand."""
    seat, card = action.seat, action.card
    hand = state.hands[seat]
    at = hand.index(card)
    hands = state.hands[:seat] + (hand[:at] + hand[at + 1:],) + state.hands[seat + 1:]
    lead = state.lead or card.suit
    log = state.current.evolve(plays=state.current.plays + (card,))
    state = state.evolve(hands=hands, trick=state.trick + ((seat, card),), lead=lead,
                         log=state.log[:-1] + (log,), actions=state.actions + 1)
    out: list[ev.Event] = [ev.CardPlayed(seat, card, lead)]
    if len(state.trick) < state.players:
        return state, out
    return _gather(state, out)


def _gather(state: GameState, out: list[ev.Event]) -> Step:
    trump, lead = suit_index(state.trump), suit_index(state.lead)
    winner = shared.trick_winner(state.trick, trick_power(trump, lead))
    card = next(c for s, c in state.trick if s == winner)
    number = len(state.tricks)
    out.append(ev.TrickWon(winner, number, card, card.suit == state.trump != state.lead,
                           state.trick))
    won = state.tricks_won[:winner] + (state.tricks_won[winner] + 1,) + state.tricks_won[winner + 1:]
    log = state.current.evolve(trick_winners=state.current.trick_winners + (winner,))
    state = state.evolve(trick=(), lead=None, tricks=state.tricks + (state.trick,),
                         tricks_won=won, leader=winner, log=state.log[:-1] + (log,))
    if number + 1 < state.cards:
        return state, out
    return _score(state, out)


def _score(state: GameState, out: list[ev.Event]) -> Step:
    rules, size = state.rules, state.cards
    bids = tuple(b or 0 for b in state.bids)
    lines = tuple(score_line(rules, s, bids[s], state.tricks_won[s], size)
                  for s in range(state.players))
    points = tuple(line.points for line in lines)
    totals = tuple(t + p for t, p in zip(state.totals, points))
    scored = ev.HandScored(
        hand=state.hand_index, cards=size, dealer=state.dealer, trump=state.trump, bids=bids,
        tricks_won=state.tricks_won, made=tuple(b == t for b, t in zip(bids, state.tricks_won)),
        lines=lines, points=points, totals=totals)
    out.append(scored)
    log = state.current.evolve(scored=scored)
    state = state.evolve(
        phase=Phase.DEAL, hand_index=state.hand_index + 1, totals=totals, hands=(),
        trump_card=None, trump=None, rest=(), bids=(), pending=(), trick=(), tricks=(),
        tricks_won=(0,) * state.players, log=state.log[:-1] + (log,))
    if state.hand_index < rules.hands:
        return state, out
    winners = game_winners(totals)
    out.append(ev.GameWon(winners, totals))
    return state.evolve(phase=Phase.GAME_OVER, winners=winners), out
