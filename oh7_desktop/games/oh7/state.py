"""The full state of a game: an immutable value that ``apply`` replaces, never edits."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from ..evolving import Evolving
from .actions import DUMMY
from .cards import Card
from .events import RoundScored
from .rules import Phase, Rules


@dataclass(frozen=True)
class DealLog(Evolving):
    """What one deal was and became: the record's entry plus its outcome so far."""

    hands: tuple[tuple[Card, ...], ...]
    rest: tuple[Card, ...]
    attempts: tuple[tuple[Card, ...], ...] = ()
    show_interrobang: bool | None = None
    plays: tuple[Card, ...] = ()
    redeal: bool = False
    first_leader: int | None = None
    trump: str | None = None
    trick_winners: tuple[int, ...] = ()
    scored: RoundScored | None = None


@dataclass(frozen=True)
class GameState(Evolving):
    """Everything about a game, hidden cards included. Bots get :func:`view` instead.

    Tuples only, so a state is never changed after it is made; :meth:`evolve` copies.
    """

    rules: Rules
    seed: int = 0
    phase: Phase = Phase.DEAL
    deal_index: int = 0
    round_number: int = 0
    actions: int = 0
    hands: tuple[tuple[Card, ...], ...] = ()
    rest: tuple[Card, ...] = ()
    pending: tuple[Card | None, ...] = ()
    asked: int | None = None
    interrobang_shown: bool = False
    bets: tuple[int, ...] = ()
    bet_cards: tuple[Card, ...] = ()
    leader: int = 0
    order: tuple[int, ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()
    lead: str | None = None
    tricks: tuple[tuple[tuple[int, Card], ...], ...] = ()
    tricks_won: tuple[int, ...] = ()
    dummy_up: tuple[Card, ...] = ()
    totals: tuple[int, ...] = ()
    made_bets: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    tie_break: str = ""
    log: tuple[DealLog, ...] = field(default=())

    @property
    def players(self) -> int:
        """The number of players (the dummy not counted)."""
        return self.rules.players

    @property
    def current(self) -> DealLog:
        """The log of the deal in progress (or the last one)."""
        return self.log[-1]

    @property
    def attempts(self) -> tuple[tuple[Card, ...], ...]:
        """The revealed bet attempts of the current deal, by seat."""
        return self.log[-1].attempts if self.log else ()

    @property
    def first_leader(self) -> int | None:
        """The round's first leader once the bets are settled."""
        return self.log[-1].first_leader if self.log else None

    @property
    def trump(self) -> str | None:
        """The trump suit once the bets are settled."""
        return self.log[-1].trump if self.log else None

    @property
    def trick_winners(self) -> tuple[int, ...]:
        """The winners of this deal's completed tricks (-1: the dummy)."""
        return self.log[-1].trick_winners if self.log else ()

    @property
    def dummy_tricks(self) -> int:
        """Tricks the dummy has won this deal."""
        return self.trick_winners.count(DUMMY)

    @property
    def history(self) -> tuple[RoundScored, ...]:
        """Every scored round of the game, in order.

        The table asks every frame; the last answer is kept for its log (a state's log never
        changes), so a game of thousands of deals costs that walk once an action, not a frame.
        """
        global _last_history
        log, rounds = _last_history
        if log is not self.log:
            rounds = tuple(d.scored for d in self.log if d.scored is not None)
            _last_history = (self.log, rounds)
        return rounds

    def is_over(self) -> bool:
        """True once the game has its winners."""
        return self.phase is Phase.GAME_OVER


STATE_FIELDS = tuple(f.name for f in fields(GameState))
_last_history: tuple[tuple[DealLog, ...], tuple[RoundScored, ...]] = ((), ())


def new_game(rules: Rules, seed: int = 0) -> GameState:
    """Return a new game waiting for its first deal."""
    zeros = (0,) * rules.players
    return GameState(rules=rules, seed=seed, totals=zeros, made_bets=zeros)
