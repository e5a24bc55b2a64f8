"""The tricks and the end of a deal: follow suit, the trick's winner, high / low / jack / game.

Follow suit and the winner come from the shared :mod:`oh7_desktop.games.tricks` (no obligation
to trump; the highest trump wins, else the highest card of the led suit).
"""

from __future__ import annotations

from dataclasses import replace

from ..interface import Reason
from ..pack52 import RANK_OF, SUIT_OF, SUITS, Card
from ..tricks import NO_SUIT, follow_choices, follow_problem, standard_power, trick_winner
from . import events as ev
from .actions import Play
from .opening import Events, score_point
from .rules import CARD_POINTS, END_POINTS, JACK_RANK, TRICKS, Phase
from .state import NO_ASIDE, GameState

POWER: dict[tuple[int, int], tuple[int, ...]] = {
    (trump, lead): standard_power(RANK_OF, SUIT_OF, trump, lead)
    for trump in range(4) for lead in range(4)
}
"""Each card's strength by (trump, lead suit) index: the higher wins, 0 cannot win."""


def seat_to_play(state: GameState) -> int:
    """Return the seat whose card is due: the leader, or the other seat second."""
    return state.leader if not state.trick else 1 - state.leader


def lead_suit(state: GameState) -> int:
    """Return the suit index the trick was led in (NO_SUIT before its first card)."""
    return SUIT_OF[state.trick[0][1]] if state.trick else NO_SUIT


def play_choices(state: GameState, seat: int) -> tuple[Card, ...]:
    """Return the cards ``seat`` may play now (its hand, or the led suit if it holds it)."""
    if seat != seat_to_play(state):
        return ()
    return follow_choices(state.hands[seat], lead_suit(state), SUIT_OF)  # type: ignore[return-value]


def play_reason(state: GameState, action: Play) -> Reason | None:
    """Return why the play is illegal now, or None."""
    seat, card, turn = action.seat, action.card, seat_to_play(state)
    if seat != turn:
        return Reason.of("not_your_turn", seat=seat, turn=turn)
    hand = state.hands[seat]
    if card not in hand:
        return Reason.of("not_holding", seat=seat, card=str(card))
    problem = follow_problem(hand, card, lead_suit(state), SUIT_OF)
    if problem is not None:
        return Reason.of("must_follow", seat=seat, suit=SUITS[lead_suit(state)],
                         holds=str(Card.from_code(problem[1])))
    return None


def apply_play(state: GameState, action: Play) -> tuple[GameState, Events]:
    """Play a card; a full trick goes to its winner; the sixth ends the deal."""
    seat, card = action.seat, action.card
    hands = tuple(tuple(c for c in h if c != card) if s == seat else h
                  for s, h in enumerate(state.hands))
    trick = state.trick + ((seat, card),)
    events: Events = [ev.CardPlayed(seat, card, SUITS[SUIT_OF[trick[0][1]]])]
    log = state.log[:-1] + (state.current.evolve(plays=state.current.plays + (card,)),)
    if len(trick) < 2:
        return state.evolve(hands=hands, trick=trick, log=log), events
    assert state.trump is not None
    power = POWER[(SUITS.index(state.trump), SUIT_OF[trick[0][1]])]
    winner = trick_winner(trick, power)
    best = next(c for s, c in trick if s == winner)
    events.append(ev.TrickWon(winner, len(state.tricks), best, trick))
    winners = state.trick_winners + (winner,)
    log = log[:-1] + (log[-1].evolve(trick_winners=winners),)
    state = state.evolve(hands=hands, trick=(), tricks=state.tricks + (trick,),
                         trick_winners=winners, leader=winner, log=log)
    if len(winners) == TRICKS:
        state = score_deal(state, events)
    return state, events


def taken_by(state: GameState) -> dict[Card, int]:
    """Return, for every card played this deal, the seat that won it in a trick."""
    return {card: winner for trick, winner in zip(state.tricks, state.trick_winners)
            for _, card in trick}


def end_points(state: GameState) -> ev.DealScored:
    """Return the deal's end-of-deal scoring (high, low, jack, game); totals not yet added."""
    assert state.trump is not None
    trump, taken = state.trump, taken_by(state)
    held = {card: seat for seat, hand in enumerate(state.in_play) for card in hand}
    trumps = sorted((c for c in held if c.suit == trump), key=lambda c: c.rank)
    high_card = trumps[-1] if trumps else None
    low_card = trumps[0] if trumps else None
    jack_card = next((c for c in trumps if c.rank == JACK_RANK), None)
    counts = [0, 0]
    for card, seat in taken.items():
        counts[seat] += CARD_POINTS[card.rank]
    game = None if counts[0] == counts[1] else int(counts[1] > counts[0])
    parts = (None if high_card is None else held[high_card],
             None if low_card is None else taken[low_card],
             None if jack_card is None else taken[jack_card], game)
    points = tuple(sum(p == s for p in parts) for s in (0, 1))
    log = state.current
    return ev.DealScored(state.deal_index, log.dealer, trump, parts[0], high_card, parts[1],
                         low_card, parts[2], jack_card, parts[3], tuple(counts), points,
                         log.turned_jacks, log.gift, state.totals)


def score_deal(state: GameState, events: Events) -> GameState:
    """Award high, low, jack and game in that order (the first to reach the target wins),
    then pass the deal to the other seat unless the game is over."""
    scored = end_points(state)
    cards = (scored.high_card, scored.low_card, scored.jack_card, None)
    seats = (scored.high, scored.low, scored.jack, scored.game)
    lines: Events = []
    for kind, seat, card in zip(END_POINTS, seats, cards):
        if seat is not None:
            state = score_point(state, seat, kind, card, lines)
    scored = replace(scored, totals=state.totals)
    # The points as awarded, the deal's sheet, then the win (its ``by`` names the point).
    events += [e for e in lines if not isinstance(e, ev.GameWon)] + [scored]
    events += [replace(e, totals=state.totals) for e in lines if isinstance(e, ev.GameWon)]
    log = state.log[:-1] + (state.current.evolve(scored=scored),)
    if state.winners:
        return state.evolve(phase=Phase.GAME_OVER, log=log)
    return state.evolve(phase=Phase.DEAL, deal_index=state.deal_index + 1, dealer=1 - state.dealer,
                        pack=(), drawn=0, hands=((), ()), set_aside=NO_ASIDE, discarded=(),
                        turned=(), trump=None, in_play=((), ()), trick=(), tricks=(),
                        trick_winners=(), log=log)


__all__ = ["POWER", "apply_play", "end_points", "lead_suit", "play_choices", "play_reason",
           "score_deal", "seat_to_play", "taken_by"]
