"""The seven tricks: turn order, following, the dummy's plays, trick winners, scoring."""

from __future__ import annotations

from . import events as ev
from .actions import DUMMY, Play
from .cards import SUITS, Card
from .rules import DUMMY_BET, TRICKS_PER_ROUND, Phase
from .scoring import score_round
from .state import GameState
from .reasons import Reason
from .tricks import follow_reason, playable, trick_winner

Step = tuple[GameState, list[ev.Event]]


def trick_order(state: GameState, leader: int) -> tuple[int, ...]:
    """Return the seats in the order they play a trick led by ``leader`` (-1: the dummy)."""
    players = state.players
    if not state.rules.has_dummy:
        return tuple((leader + k) % players for k in range(players))
    if leader == DUMMY:
        first = state.first_leader or 0
        return (DUMMY, first, 1 - first)
    return (leader, 1 - leader, DUMMY)


def seat_to_play(state: GameState) -> int:
    """Return the seat whose card the current trick waits for."""
    return state.order[len(state.trick)]


def current_lead(state: GameState) -> str | None:
    """Return the current trick's lead suit, if set."""
    return state.lead


def play_reason(state: GameState, seat: int, card: Card) -> Reason | None:
    """Return why ``seat`` may not play ``card`` now, or None if it may."""
    if seat != seat_to_play(state):
        return Reason.of("not_your_turn", seat=seat, turn=seat_to_play(state))
    if card not in state.hands[seat]:
        return Reason.of("not_holding", seat=seat, card=str(card))
    lead = current_lead(state)
    held = follow_reason(state.hands[seat], card, lead)
    return None if held is None else Reason.of("must_follow", seat=seat, suit=lead or "", holds=str(held))


def play_choices(state: GameState, seat: int) -> tuple[Card, ...]:
    """Return the distinct cards ``seat`` may play now (empty if not its turn)."""
    if state.phase is not Phase.PLAY or seat != seat_to_play(state):
        return ()
    return playable(state.hands[seat], current_lead(state))


def _remove(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    at = hand.index(card)
    return hand[:at] + hand[at + 1:]


def apply_play(state: GameState, action: Play) -> Step:
    """Play a seat's card; the dummy answers on its own; complete tricks are gathered."""
    hands = list(state.hands)
    hands[action.seat] = _remove(hands[action.seat], action.card)
    log = state.current
    log = log.evolve(plays=log.plays + (action.card,))
    state = state.evolve(hands=tuple(hands), log=state.log[:-1] + (log,), actions=state.actions + 1)
    state, played = _add_card(state, action.seat, action.card)
    return _continue_trick(state, [played])


def _add_card(state: GameState, seat: int, card: Card) -> tuple[GameState, ev.CardPlayed]:
    lead = state.lead if state.lead is not None or card.is_special else card.suit
    return state.evolve(trick=state.trick + ((seat, card),), lead=lead), ev.CardPlayed(seat, card, lead)


def _continue_trick(state: GameState, out: list[ev.Event]) -> Step:
    order = state.order
    while len(state.trick) < len(order) and order[len(state.trick)] == DUMMY:
        state = _dummy_plays_last(state, out)
    if len(state.trick) == len(order):
        return _gather(state, out)
    return state, out


def _dummy_plays_last(state: GameState, out: list[ev.Event]) -> GameState:
    turned, rest = state.rest[0], state.rest[1:]
    out.append(ev.DummyCardTurnedUp(turned))
    face_up = state.dummy_up + (turned,)
    card = dummy_choice(state, face_up)
    state, played = _add_card(state.evolve(rest=rest, dummy_up=_remove(face_up, card)), DUMMY, card)
    out.append(played)
    return state


def _order_key(card: Card, trump: str | None) -> tuple[int, int, int]:
    """Face value, then trump over non-trump, then suit priority (♠ highest)."""
    suit = card.suit or "F"
    return (card.value, int(suit == trump), len(SUITS) - SUITS.index(suit))


def dummy_choice(state: GameState, face_up: tuple[Card, ...]) -> Card:
    """Return the card the dummy plays last from its three face-up cards (rulings)."""
    trump = state.trump
    legal = sorted(playable(face_up, current_lead(state)), key=lambda c: _order_key(c, trump))
    winning = [c for c in legal if trick_winner(state.trick + ((DUMMY, c),), trump) == DUMMY]
    wants_win = state.dummy_tricks < DUMMY_BET
    if wants_win:
        if not winning:
            return legal[0]
        return winning[0] if state.dummy_tricks == 0 else winning[-1]
    losing = [c for c in legal if c not in winning]
    return losing[-1] if losing else legal[-1]


def _gather(state: GameState, out: list[ev.Event]) -> Step:
    winner = trick_winner(state.trick, state.trump)
    number = len(state.tricks)
    out.append(ev.TrickWon(winner, number, state.trick))
    log = state.current
    log = log.evolve(trick_winners=log.trick_winners + (winner,))
    won = list(state.tricks_won)
    if winner != DUMMY:
        won[winner] += 1
    state = state.evolve(trick=(), tricks=state.tricks + (state.trick,), tricks_won=tuple(won),
                         leader=winner, log=state.log[:-1] + (log,), lead=None,
                         order=trick_order(state, winner))
    if number + 1 == TRICKS_PER_ROUND:
        return score_round(state, out)
    if winner == DUMMY:
        lead, rest = state.rest[0], state.rest[1:]
        state, played = _add_card(state.evolve(rest=rest), DUMMY, lead)
        out.append(played)
    return state, out
