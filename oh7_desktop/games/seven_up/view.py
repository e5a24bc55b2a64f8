"""What one seat may know: its hand, its own set-aside, every public card, nothing hidden.

Hidden from a seat: the other hand, the other seat's set-aside, the extra cards that left
the deal when a run repeated the suit (nobody saw them), and the order of the stock. Bots
decide from a :class:`SeatView` only. The seed is not in the view (it would reveal every
pack): ``decision_seed`` is a one-way hash of the seed, the seat and the action's position.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ..pack52 import PACK, SUIT_OF, Card
from .actions import Action
from .events import DealScored
from .game import legal_actions
from .rules import Phase, Rules
from .state import GameState


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of the game: public facts about both seats, private ones of its own."""

    seat: int
    rules: Rules
    phase: Phase
    deal_index: int
    dealer: int
    decision_seed: int
    hand: tuple[Card, ...]
    my_set_aside: tuple[Card, ...] | None
    """The 3 cards this seat set aside this deal (None: none yet)."""
    set_aside_done: tuple[bool, ...]
    """By seat: has it set its 3 cards aside (their faces stay hidden from the other)?"""
    hand_sizes: tuple[int, ...]
    stock_size: int
    discarded_count: int
    """Extra cards of repeated runs that left the deal unseen (this pack)."""
    turned: tuple[Card, ...]
    """The cards turned up from this pack, in order (the last is the proposal)."""
    reshuffles: int
    decisions: tuple[str, ...]
    trump: str | None
    leader: int
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    trick_winners: tuple[int, ...]
    turned_jacks: tuple[int, ...]
    gift: bool
    totals: tuple[int, ...]
    history: tuple[DealScored, ...]
    winners: tuple[int, ...]
    legal: tuple[Action, ...]

    @property
    def elder(self) -> int:
        """The dealer's opponent."""
        return 1 - self.dealer

    @property
    def proposal(self) -> str | None:
        """The suit proposed as trump (the last turned card's), None before the deal."""
        return self.turned[-1].suit if self.turned else None

    def played(self) -> tuple[Card, ...]:
        """Every card played to a trick this deal, in order."""
        return tuple(c for trick in self.tricks + (self.trick,) for _, c in trick)

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards this seat has not seen this pack: the other hand and set-aside, the repeated
        runs' extras and the stock."""
        seen = set(self.hand) | set(self.turned) | set(self.played())
        seen |= set(self.my_set_aside or ())
        return tuple(c for c in PACK if c not in seen)

    def voids(self) -> tuple[int, ...]:
        """By seat, the bit mask of suits it has shown it lacks (by not following)."""
        out = [0, 0]
        for trick in self.tricks + (self.trick,):
            if len(trick) == 2 and SUIT_OF[trick[1][1]] != SUIT_OF[trick[0][1]]:
                out[trick[1][0]] |= 1 << SUIT_OF[trick[0][1]]
        return tuple(out)


def decision_seed(seed: int, seat: int, position: int) -> int:
    """Return a bot's seed for one decision: stable, and useless for guessing the pack."""
    digest = hashlib.blake2b(f"seven-up:{seed}:{seat}:{position}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def view(state: GameState, seat: int) -> SeatView:
    """Return what ``seat`` may know of ``state``."""
    if seat not in (0, 1):
        raise ValueError(f"no seat {seat} in Seven Up (seats are 0 and 1)")
    log = state.current if len(state.log) > state.deal_index or state.is_over() else None
    return SeatView(
        seat=seat, rules=state.rules, phase=state.phase, deal_index=state.deal_index,
        dealer=state.dealer, decision_seed=decision_seed(state.seed, seat, state.actions),
        hand=state.hands[seat], my_set_aside=state.set_aside[seat],
        set_aside_done=tuple(a is not None for a in state.set_aside),
        hand_sizes=tuple(len(h) for h in state.hands), stock_size=len(state.stock),
        discarded_count=len(state.discarded), turned=state.turned,
        reshuffles=log.reshuffles if log else 0, decisions=log.decisions if log else (),
        trump=state.trump, leader=state.leader, trick=state.trick, tricks=state.tricks,
        trick_winners=state.trick_winners, turned_jacks=log.turned_jacks if log else (0, 0),
        gift=log.gift if log else False, totals=state.totals, history=state.history,
        winners=state.winners, legal=tuple(legal_actions(state, seat)),
    )


__all__ = ["SeatView", "decision_seed", "view"]
