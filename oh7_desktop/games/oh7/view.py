"""What one seat may know: its hand, every public card, and nothing hidden.

Bots decide from a :class:`SeatView` only, and the table draws a human's screen from it
in couch play. The seed is not in the view (it would reveal every deal): ``decision_seed``
is a one-way hash of the seed, the seat and the action's position, for seeding bots.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass

from .actions import DUMMY, Action, Bet, Play, ShowInterrobang
from .cards import INTERROBANG, Card
from .events import RoundScored
from .game import legal_actions, to_move
from .rules import Phase, Rules
from .state import GameState


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of the game. Public facts about every seat, private ones of its own."""

    seat: int
    rules: Rules
    phase: Phase
    deal_index: int
    round_number: int
    decision_seed: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    revealed: tuple[tuple[Card, ...], ...]
    """Per seat, public cards still in that hand: revealed bet cards and a shown ``?``."""
    attempts: tuple[tuple[Card, ...], ...]
    my_pending_bet: Card | None
    waiting_for: tuple[int, ...]
    """The seats deciding now, as far as this seat can know (never another seat's ? question)."""
    asked: int | None
    """This seat, when it is the tied ``?`` holder asked to show it; else None (whoever else
    may be asked is private)."""
    interrobang_shown: bool
    bets: tuple[int, ...]
    bet_cards: tuple[Card, ...]
    first_leader: int | None
    trump: str | None
    leader: int
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    trick_winners: tuple[int, ...]
    tricks_won: tuple[int, ...]
    dummy_tricks: int
    dummy_up: tuple[Card, ...]
    dummy_pile_size: int
    unseen_count: int
    totals: tuple[int, ...]
    made_bets: tuple[int, ...]
    history: tuple[RoundScored, ...]
    winners: tuple[int, ...]
    legal: tuple[Action, ...]

    @property
    def players(self) -> int:
        """The number of players (the dummy not counted)."""
        return self.rules.players

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards this seat cannot see: other hands' hidden cards, the discard, the dummy's pile."""
        from .cards import deck

        seen = Counter(self.hand)
        for seat, cards in enumerate(self.revealed):
            if seat != self.seat:
                seen.update(cards)
        for trick in self.tricks + (self.trick,):
            seen.update(card for _, card in trick)
        seen.update(self.dummy_up)
        return tuple((Counter(deck(self.rules.mode, self.players)) - seen).elements())


def decision_seed(seed: int, seat: int, position: int) -> int:
    """Return a bot's seed for one decision: stable, and useless for guessing the deal."""
    digest = hashlib.blake2b(f"oh7:{seed}:{seat}:{position}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def decision_position(state: GameState) -> int:
    """Return the action position a decision is seeded from.

    Secret bets are simultaneous: every bettor of an attempt gets the position at which the
    attempt opened, so a bot's bet does not depend on the order the others bet in.
    """
    if state.phase is Phase.BET and state.pending:
        return state.actions - sum(card is not None for card in state.pending)
    return state.actions


def public_cards(state: GameState, seat: int) -> tuple[Card, ...]:
    """Return the cards of ``seat``'s hand that every seat can see."""
    shown = Counter(attempt[seat] for attempt in state.attempts)
    if state.interrobang_shown and state.first_leader == seat:
        shown[INTERROBANG] += 1
    shown &= Counter(state.hands[seat])
    return tuple(sorted(shown.elements()))


def _waiting_for(state: GameState, seat: int) -> tuple[int, ...]:
    """The seats this seat sees acting: while a tie settles only itself, if it is the one
    asked (who holds the ``?`` is private until it is shown)."""
    if state.phase is Phase.INTERROBANG:
        return (seat,) if state.asked == seat else ()
    return to_move(state)


def view(state: GameState, seat: int) -> SeatView:
    """Return what ``seat`` may know of ``state``."""
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-player game")
    pending = state.pending[seat] if state.phase is Phase.BET and state.pending else None
    hidden_rest = len(state.rest)
    other_hidden = sum(len(h) - len(public_cards(state, s))
                       for s, h in enumerate(state.hands) if s != seat)
    return SeatView(
        seat=seat, rules=state.rules, phase=state.phase, deal_index=state.deal_index,
        round_number=state.round_number,
        decision_seed=decision_seed(state.seed, seat, decision_position(state)),
        hand=state.hands[seat] if state.hands else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        revealed=tuple(public_cards(state, s) for s in range(len(state.hands))),
        attempts=state.attempts, my_pending_bet=pending,
        waiting_for=_waiting_for(state, seat), asked=state.asked if state.asked == seat else None,
        interrobang_shown=state.interrobang_shown, bets=state.bets,
        bet_cards=state.bet_cards, first_leader=state.first_leader, trump=state.trump,
        leader=state.leader, trick=state.trick, tricks=state.tricks,
        trick_winners=state.trick_winners, tricks_won=state.tricks_won,
        dummy_tricks=state.dummy_tricks, dummy_up=state.dummy_up,
        dummy_pile_size=len(state.rest) if state.rules.has_dummy else 0,
        unseen_count=other_hidden + hidden_rest,
        totals=state.totals, made_bets=state.made_bets, history=state.history,
        winners=state.winners, legal=tuple(legal_actions(state, seat)),
    )


def visible_to(seat: int | None, owner: int) -> bool:
    """Return True if a card in ``owner``'s hand may be drawn face up for ``seat``'s eyes
    (``seat`` None: nobody is looking, e.g. a hand-off screen; -1 owner: the dummy's pile)."""
    return seat is not None and owner == seat and owner != DUMMY


__all__ = ["SeatView", "view", "visible_to", "decision_seed", "public_cards", "Bet", "Play",
           "ShowInterrobang"]
