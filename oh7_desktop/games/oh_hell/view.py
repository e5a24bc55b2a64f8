"""What one seat may know: its hand, everything public, and nothing hidden.

Bots decide from a :class:`SeatView` only, and a table draws a seat's screen from it.
Hidden: the other hands, the cards set aside, the seed, and other seats' secret bids before
they are revealed (a view only says *who* has chosen). ``decision_seed`` is a one-way hash
of the seed, the seat and the decision's position, for seeding bots.

>>> from .game import apply, deal_action
>>> from .rules import Rules
>>> from .state import new_game
>>> state = new_game(Rules(players=3, simultaneous=True), seed=3)
>>> state, _ = apply(state, deal_action(state))
>>> state, _ = apply(state, view(state, 2).legal[0])
>>> seen = view(state, 0)
>>> seen.bids, seen.bid_chosen, len(seen.hand), seen.waiting_for
((None, None, None), (False, False, True), 1, (0, 1))
"""

from __future__ import annotations

from dataclasses import dataclass

from ..pack52 import PACK, Card
from ..rng import decision_seed
from .actions import Action
from .events import HandScored
from .game import legal_actions, to_move
from .rules import Phase, Rules
from .state import GameState


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of the game: public facts about every seat, its own hand."""

    seat: int
    rules: Rules
    phase: Phase
    hand_index: int
    cards: int
    """Cards per seat in this hand."""
    dealer: int
    decision_seed: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump_card: Card | None
    trump: str | None
    bids: tuple[int | None, ...]
    """Bids by seat once public (in turn, or all revealed together); None otherwise."""
    my_secret_bid: int | None
    """Simultaneous bids: this seat's own bid while it is still hidden from the others."""
    bid_chosen: tuple[bool, ...]
    """Simultaneous bids: which seats have chosen (their fists are on the table)."""
    waiting_for: tuple[int, ...]
    leader: int
    lead: str | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    trick_winners: tuple[int, ...]
    tricks_won: tuple[int, ...]
    totals: tuple[int, ...]
    history: tuple[HandScored, ...]
    winners: tuple[int, ...]
    legal: tuple[Action, ...]

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards this seat cannot see: the other hands and the cards set aside."""
        seen = set(self.hand)
        seen.update(card for trick in self.tricks + (self.trick,) for _, card in trick)
        if self.trump_card is not None:
            seen.add(self.trump_card)
        return tuple(c for c in PACK if c not in seen)


def decision_position(state: GameState) -> int:
    """Return the position a decision is seeded from. Secret bids are simultaneous: every
    bidder gets the position at which the bidding opened, whatever order the others bid in."""
    if state.phase is Phase.BID and state.rules.simultaneous:
        return state.actions - sum(b is not None for b in state.pending)
    return state.actions


def view(state: GameState, seat: int) -> SeatView:
    """Return what ``seat`` may know of ``state``."""
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-player game")
    bidding_secretly = state.phase is Phase.BID and state.rules.simultaneous
    return SeatView(
        seat=seat, rules=state.rules, phase=state.phase, hand_index=state.hand_index,
        cards=state.cards, dealer=state.dealer,
        decision_seed=decision_seed("oh-hell", state.seed, seat, decision_position(state)),
        hand=state.hands[seat] if state.hands else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        trump_card=state.trump_card, trump=state.trump, bids=state.bids,
        my_secret_bid=state.pending[seat] if bidding_secretly else None,
        bid_chosen=tuple(b is not None for b in state.pending) if bidding_secretly else (),
        waiting_for=to_move(state), leader=state.leader, lead=state.lead, trick=state.trick,
        tricks=state.tricks, trick_winners=state.trick_winners, tricks_won=state.tricks_won,
        totals=state.totals, history=state.history, winners=state.winners,
        legal=tuple(legal_actions(state, seat)),
    )


__all__ = ["SeatView", "decision_position", "view"]
