"""The full state of a game: an immutable value that ``apply`` replaces and never edits."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..evolving import Evolving
from .actions import Effect
from .cards import COLOURS, Card
from .rules import Phase, Rules
from .legality import Pos


@dataclass(frozen=True)
class TurnLog:
    """One turn as the record writes it: a fold, or the cards moved (``drew``: a 3 drew, and
    ``finished`` says whether the mover has ended the turn since)."""

    seat: int
    fold: bool = False
    palette: Card | None = None
    effects: tuple[Effect, ...] = ()
    canvas: Card | None = None
    drew: bool = False
    finished: bool = True


@dataclass(frozen=True)
class RoundLog(Evolving):
    """What one round was and became: its deck, its turns and its outcome so far."""

    deck: tuple[Card, ...]
    first: int
    turns: tuple[TurnLog, ...] = ()
    rule_changes: tuple[str, ...] = ()
    out_order: tuple[int, ...] = ()
    winner: int | None = None
    final_rule: str | None = None
    scored: tuple[Card, ...] = ()
    points: tuple[int, ...] | None = None
    totals: tuple[int, ...] | None = None


@dataclass(frozen=True)
class GameState(Evolving):
    """Everything about a game, hidden cards included. Bots get :func:`.view.view` instead.

    Tuples only; :meth:`evolve` copies. ``canvas`` is bottom first (its last card sets the
    rule); ``deck`` is top first, and its first ``deck_known`` cards were put there face down
    in view of everyone (a 7's or a 1's action); ``known`` holds, by seat, the hand cards every
    seat knows (drawn from that known top).
    """

    rules: Rules
    seed: int = 0
    phase: Phase = Phase.DEAL
    round_index: int = 0
    actions: int = 0
    hands: tuple[tuple[Card, ...], ...] = ()
    palettes: tuple[tuple[Card, ...], ...] = ()
    canvas: tuple[Card, ...] = ()
    deck: tuple[Card, ...] = ()
    deck_known: int = 0
    known: tuple[tuple[Card, ...], ...] = ()
    active: tuple[bool, ...] = ()
    turn: int = 0
    scored: tuple[tuple[Card, ...], ...] = ()
    totals: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    log: tuple[RoundLog, ...] = field(default=())

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    @property
    def rule(self) -> str:
        """The rule in play: the colour on top of the canvas (red when the canvas is empty)."""
        return self.canvas[-1].colour if self.canvas else "R"

    @property
    def round_number(self) -> int:
        """Rounds dealt so far (1 during the first round)."""
        return len(self.log)

    def is_over(self) -> bool:
        """True once the game has its winners."""
        return self.phase is Phase.GAME_OVER

    def position(self) -> Pos:
        """The mover's turn as masks (:mod:`.legality`)."""
        hand = 0
        for card in self.hands[self.turn]:
            hand |= 1 << card
        masks = []
        for palette in self.palettes:
            mask = 0
            for card in palette:
                mask |= 1 << card
            masks.append(mask)
        return Pos(hand, tuple(masks), COLOURS.index(self.rule), len(self.deck))


def new_game(rules: Rules, seed: int = 0) -> GameState:
    """Return a new game waiting for its first deal."""
    n = rules.players
    return GameState(rules=rules, seed=seed, totals=(0,) * n, scored=((),) * n)
