"""The full state of a game of Oh Hell: an immutable value that ``apply`` replaces, never edits."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..evolving import Evolving
from ..pack52 import Card
from .events import HandScored
from .rules import Phase, Rules


@dataclass(frozen=True)
class HandLog(Evolving):
    """What one hand was and became: the record's entry plus its outcome so far."""

    cards: int
    dealer: int
    deal: tuple[tuple[Card, ...], ...]
    trump_card: Card | None
    bids: tuple[int | None, ...]
    """Revealed bids by seat (None: not bid, or still secret)."""
    plays: tuple[Card, ...] = ()
    trick_winners: tuple[int, ...] = ()
    scored: HandScored | None = None


@dataclass(frozen=True)
class GameState(Evolving):
    """Everything about a game, hidden cards included; seats get :func:`~.view.view` instead.

    Tuples only, so a state never changes once made; :meth:`evolve` copies. ``hand_index``
    is the hand in progress (or the next one to deal); ``actions`` counts seats' actions.
    """

    rules: Rules
    seed: int = 0
    phase: Phase = Phase.DEAL
    hand_index: int = 0
    actions: int = 0
    hands: tuple[tuple[Card, ...], ...] = ()
    trump_card: Card | None = None
    trump: str | None = None
    rest: tuple[Card, ...] = ()
    bids: tuple[int | None, ...] = ()
    pending: tuple[int | None, ...] = ()
    """Simultaneous bids chosen but not yet revealed, by seat (secret)."""
    leader: int = 0
    trick: tuple[tuple[int, Card], ...] = ()
    lead: str | None = None
    tricks: tuple[tuple[tuple[int, Card], ...], ...] = ()
    tricks_won: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    log: tuple[HandLog, ...] = field(default=())

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    @property
    def cards(self) -> int:
        """Cards per seat in the hand in progress (or the next one)."""
        sizes = self.rules.hand_sizes
        return sizes[min(self.hand_index, len(sizes) - 1)]

    @property
    def dealer(self) -> int:
        """The dealer of the hand in progress (or the next one)."""
        return self.rules.dealer(self.hand_index)

    @property
    def current(self) -> HandLog:
        """The log of the hand in progress (or the last one)."""
        return self.log[-1]

    @property
    def trick_winners(self) -> tuple[int, ...]:
        """The winners of this hand's completed tricks."""
        return self.log[-1].trick_winners if self.log and self.phase is not Phase.DEAL else ()

    @property
    def history(self) -> tuple[HandScored, ...]:
        """Every scored hand of the game, in order."""
        return tuple(h.scored for h in self.log if h.scored is not None)

    def is_over(self) -> bool:
        """True once the last hand is scored."""
        return self.phase is Phase.GAME_OVER


def new_game(rules: Rules, seed: int = 0) -> GameState:
    """Return a new game waiting for its first deal."""
    return GameState(rules=rules, seed=seed, totals=(0,) * rules.players)
