"""The full state of a game: an immutable value that ``apply`` replaces, never edits."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..evolving import Evolving
from ..pack52 import Card
from .events import DealScored
from .rules import Phase, Rules

NO_ASIDE: tuple[tuple[Card, ...] | None, ...] = (None, None)


@dataclass(frozen=True)
class DealLog(Evolving):
    """One deal as its record entry says it, and its outcome so far."""

    dealer: int
    packs: tuple[tuple[Card, ...], ...] = ()
    """The deal's first pack, then any pack shuffled after the pack ran out."""
    decisions: tuple[str, ...] = ()
    set_aside: tuple[tuple[Card, ...] | None, ...] = NO_ASIDE
    """By seat, once a run changed the trump (None: not chosen)."""
    plays: tuple[Card, ...] = ()
    turned: tuple[Card, ...] = ()
    """Every card turned up in this deal, every pack included."""
    runs: int = 0
    """Runs dealt (each 3 + 3 and a turned card)."""
    repeats: int = 0
    """Runs that turned the proposed suit again (their extra cards left the deal)."""
    trump: str | None = None
    trump_how: str | None = None
    trick_winners: tuple[int, ...] = ()
    turned_jacks: tuple[int, ...] = (0, 0)
    gift: bool = False
    scored: DealScored | None = None

    @property
    def reshuffles(self) -> int:
        """Times the pack ran out and was shuffled again in this deal."""
        return max(0, len(self.packs) - 1)


@dataclass(frozen=True)
class GameState(Evolving):
    """Everything about a game, hidden cards included. Bots get a seat's view instead.

    Tuples only, so a state never changes after it is made; :meth:`evolve` copies.
    """

    rules: Rules
    seed: int = 0
    phase: Phase = Phase.DEAL
    deal_index: int = 0
    dealer: int = 0
    actions: int = 0
    pack: tuple[Card, ...] = ()
    drawn: int = 0
    """Cards of ``pack`` already dealt or turned (the stock is ``pack[drawn:]``)."""
    hands: tuple[tuple[Card, ...], ...] = ((), ())
    set_aside: tuple[tuple[Card, ...] | None, ...] = NO_ASIDE
    discarded: tuple[Card, ...] = ()
    """Extra cards of runs that repeated the suit (seen by nobody), this pack."""
    turned: tuple[Card, ...] = ()
    """Cards turned up from this pack, face up, in order: the last one is the proposal."""
    trump: str | None = None
    in_play: tuple[tuple[Card, ...], ...] = ((), ())
    """Both 6-card hands as the tricks began (only they count for high and low)."""
    leader: int = 0
    trick: tuple[tuple[int, Card], ...] = ()
    tricks: tuple[tuple[tuple[int, Card], ...], ...] = ()
    trick_winners: tuple[int, ...] = ()
    totals: tuple[int, ...] = (0, 0)
    winners: tuple[int, ...] = ()
    won_by: str = ""
    log: tuple[DealLog, ...] = field(default=())

    @property
    def elder(self) -> int:
        """The dealer's opponent: decides first and leads the first trick."""
        return 1 - self.dealer

    @property
    def proposal(self) -> str | None:
        """The suit of the last turned card (None before the first turn)."""
        return self.turned[-1].suit if self.turned else None

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards still in the pack, top first (hidden from both players)."""
        return self.pack[self.drawn:]

    @property
    def current(self) -> DealLog:
        """The log of the deal in progress (or of the last one)."""
        return self.log[-1]

    @property
    def history(self) -> tuple[DealScored, ...]:
        """Every deal played to its end-of-deal scoring, in order."""
        return tuple(d.scored for d in self.log if d.scored is not None)

    def is_over(self) -> bool:
        """True once the game has its winner."""
        return self.phase is Phase.GAME_OVER


def new_game(rules: Rules, seed: int = 0) -> GameState:
    """Return a new game waiting for its first pack; seat 0 deals first."""
    return GameState(rules=rules, seed=seed)


__all__ = ["DealLog", "GameState", "new_game"]
