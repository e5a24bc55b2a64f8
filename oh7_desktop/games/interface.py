"""The game interface: everything the app, the saves, the bot worker and the CLI may ask of a game.

A game is one object satisfying :class:`Game`, found by name in :mod:`.registry`. Its states,
actions, events and seat views are the game's own immutable values; code outside the game's
package treats them as opaque, except through this interface (and a game's own table, which
knows its game). Rules import only the standard library.

The contract, in the order a game is played::

    game = registry.get("oh7")
    rules = game.rules_from_options({"mode": "base", "players": 4})   # RulesError if unusable
    state = game.new_game(rules, seed=7)
    while not game.is_over(state):
        chance = game.chance_action(state)          # the seeded deal when one is due, else None
        if chance is not None:
            state, events = game.apply(state, chance)
            continue
        seat = game.to_move(state)[0]               # several seats while choices are secret
        action = game.bot("easy")(game.view(state, seat))
        state, events = game.apply(state, action)   # IllegalAction (with a Reason) if refused

- ``apply`` never mutates its input and returns the events to animate, in order.
- ``view(state, seat)`` is all a seat may know; bots decide from it alone.
- ``to_record``/``from_record`` round-trip the rulings' game record (a JSON-ready dict);
  ``from_record`` checks every action and raises :class:`RecordError` with one line naming the
  place and the rule (``deal 1, play 6: seat 2 must follow H (holds 4H)``).
- ``illegal_reason`` returns a :class:`Reason`: a code and its arguments, which the app
  translates (``must_follow(suit=H, holds=4H)``); :meth:`Game.explain` gives the English line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

ReasonArg = str | int


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is illegal, as data: a code and named arguments (cards and suits as text).

    >>> r = Reason.of("must_follow", suit="H", holds="4H")
    >>> r.code, r.get("suit"), r
    ('must_follow', 'H', must_follow(suit=H, holds=4H))
    """

    code: str
    args: tuple[tuple[str, ReasonArg], ...] = ()

    @classmethod
    def of(cls, code: str, **args: ReasonArg) -> Reason:
        """Return the reason ``code`` with these named arguments (kept in the order given)."""
        return cls(code, tuple(args.items()))

    def get(self, name: str, default: ReasonArg | None = None) -> ReasonArg | None:
        """Return one argument by name."""
        return dict(self.args).get(name, default)

    @property
    def kwargs(self) -> dict[str, ReasonArg]:
        """The arguments as a dict, for ``str.format``."""
        return dict(self.args)

    def __repr__(self) -> str:
        return f"{self.code}({', '.join(f'{k}={v}' for k, v in self.args)})"


def english(reason: Reason, texts: Mapping[str, str]) -> str:
    """Return the English line of ``reason`` from a game's templates (``{name}`` placeholders).

    >>> english(Reason.of("must_follow", suit="H"), {"must_follow": "must follow {suit}"})
    'must follow H'
    >>> english(Reason.of("odd"), {})
    'odd'
    """
    template = texts.get(reason.code)
    if template is None:
        return repr(reason) if reason.args else reason.code
    return template.format(**reason.kwargs)


def explain_phases(reason: Reason, texts: Mapping[str, str], actions: Mapping[str, str],
                   phases: Mapping[str, str]) -> str:
    """Return the English line of ``reason``; ``wrong_phase(action, phase)`` is composed from a
    game's names of its actions and phases.

    >>> explain_phases(Reason.of("wrong_phase", action="bet", phase="play"), {},
    ...                {"bet": "bet"}, {"play": "tricks are being played"})
    'cannot bet while tricks are being played'
    """
    if reason.code == "wrong_phase":
        action, phase = str(reason.get("action")), str(reason.get("phase"))
        return f"cannot {actions.get(action, 'act')} while {phases.get(phase, phase)}"
    return english(reason, texts)


MAX_BOT_BUDGET = 100_000
"""Largest budget a bot level may be given (``hard:N``, ``medium:N``): over 30 times any level's own."""


def budget_ok(name: str, budget: str) -> bool:
    """True when ``budget`` (the text after ``level:``) is a whole number from 1 to
    :data:`MAX_BOT_BUDGET` for a level that takes one (``medium``, ``hard``)."""
    return (name in ("medium", "hard") and budget.isascii() and budget.isdigit()
            and 1 <= int(budget) <= MAX_BOT_BUDGET)


class GameError(ValueError):
    """Base of the errors games raise for bad input; the message is one plain line."""


class RulesError(GameError):
    """Options no game can be played with (``players=9``, ``hook`` with ``simultaneous``...)."""


class RecordError(GameError):
    """A record that is malformed or breaks a rule."""


class IllegalAction(GameError):
    """Raised by ``apply`` for an action the rules forbid; ``reason`` says why as data."""

    def __init__(self, message: str, reason: Reason | None = None) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One scored round (deal, hand) of a game, for tournaments, statistics and history.

    ``points`` by seat; ``bets`` and ``tricks`` by seat where the game has them, and ``made``
    whether each seat made its bet or bid (None in games without bets).
    """

    points: tuple[int, ...]
    totals: tuple[int, ...]
    bets: tuple[int, ...] | None = None
    tricks: tuple[int, ...] | None = None
    made: tuple[bool, ...] | None = None


@dataclass(frozen=True, slots=True)
class Progress:
    """Where a game stands, in a few words for lists of saves: the ``unit`` the game is counted
    in (``round``, ``hand`` or ``deal``), the one being played (1-based; the last one once the
    game is over), how many the game has (``count``; None when a target ends it), the totals
    by seat and whether it is over.

    >>> progress_of((RoundResult((3, 1), (3, 1)),), over=False, unit="hand", count=10)
    Progress(unit='hand', number=2, count=10, scores=(3, 1), finished=False)
    """

    unit: str
    number: int
    count: int | None
    scores: tuple[int, ...]
    finished: bool


def progress_of(results: Sequence[RoundResult], *, over: bool, unit: str, count: int | None = None) -> Progress:
    """The :class:`Progress` of a game with these scored rounds: the next one is being played
    unless the game is over."""
    scores = results[-1].totals if results else ()
    number = max(1, len(results) if over else len(results) + 1)
    return Progress(unit, number if count is None else min(number, count), count, tuple(scores), over)


R = TypeVar("R")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V", covariant=True)

class SeatView(Protocol):
    """What every game's seat view offers beside its own fields."""

    @property
    def seat(self) -> int:
        """The seat this view belongs to."""
        ...

    @property
    def legal(self) -> tuple[Any, ...]:
        """The seat's legal actions now (empty when it has nothing to decide)."""
        ...

    @property
    def decision_seed(self) -> int:
        """A seed for this decision: stable for the same moment, useless for guessing hidden
        cards (a one-way hash of the game's seed, the seat and the position)."""
        ...


Bot = Callable[[Any], Any]
"""A bot: a seat's view in, one of that view's legal actions out (pure, seeded by the view)."""

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
"""Every game offers these bot levels, weakest first."""


class Game(Protocol[R, S, A, V]):
    """One game's rules, records and bots behind one small typed surface."""

    name: str
    """Registry key: ``oh7``, ``oh-hell``, ``seven-up``, ``red7``."""
    title: str
    """What players call it: ``Oh 7 ?``, ``Oh Hell``..."""
    record_format: str
    """The ``format`` of its game records (``oh7-record``...)."""

    # --- rules -------------------------------------------------------------------------
    def rules_from_options(self, options: Mapping[str, Any]) -> R:
        """Return the rules these options describe (the record's ``rules`` object); raise
        :class:`RulesError` with one line for anything unusable."""
        ...

    def rules_to_options(self, rules: R) -> dict[str, Any]:
        """Return the record's ``rules`` object for these rules (JSON-ready)."""
        ...

    def players(self, rules: R) -> int:
        """Return how many seats play (a two-player dummy is no seat)."""
        ...

    # --- playing -----------------------------------------------------------------------
    def new_game(self, rules: R, seed: int) -> S:
        """Return a new game; every chance action later comes from ``seed``."""
        ...

    def chance_action(self, state: S) -> A | None:
        """Return the seeded chance action due now (a deal, a reshuffle), else None."""
        ...

    def to_move(self, state: S) -> tuple[int, ...]:
        """Return the seats that must act now (several while choices are secret)."""
        ...

    def actor(self, action: A) -> int | None:
        """Return the seat that takes ``action`` (None: a chance action, which no seat takes)."""
        ...

    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Return every legal action of ``seat`` now (empty if it has nothing to do)."""
        ...

    def illegal_reason(self, state: S, action: A) -> Reason | None:
        """Return why ``action`` is illegal now, or None if it is legal."""
        ...

    def explain(self, reason: Reason) -> str:
        """Return the English line for a reason (command line, logs, records)."""
        ...

    def apply(self, state: S, action: A) -> tuple[S, tuple[Any, ...]]:
        """Return the state after ``action`` and its events; raise :class:`IllegalAction`.
        ``state`` is never changed."""
        ...

    def view(self, state: S, seat: int) -> V:
        """Return what ``seat`` may know, and nothing else."""
        ...

    def closes_undo(self, event: object) -> bool:
        """True for an event after which the actions before it stand for good (undo against
        bots stops there): something hidden was revealed, a trick or round ended."""
        ...

    def is_over(self, state: S) -> bool:
        """True once the game has ended."""
        ...

    def winners(self, state: S) -> tuple[int, ...]:
        """The winning seats once the game is over (a tie shares the victory), else ()."""
        ...

    def totals(self, state: S) -> tuple[int, ...]:
        """Every seat's score so far."""
        ...

    def round_results(self, state: S) -> tuple[RoundResult, ...]:
        """Every scored round so far, in order."""
        ...

    def progress(self, state: S) -> Progress:
        """Where the game stands (``round 3``, ``hand 6 of 10``), for lists of saves."""
        ...

    # --- records -----------------------------------------------------------------------
    def to_record(self, state: S, names: Sequence[str] | None = None, *,
                  include_pending: bool = False) -> dict[str, Any]:
        """Return the game's record so far; ``include_pending`` keeps secret choices already
        made but not yet revealed (for autosaves, never for sharing)."""
        ...

    def from_record(self, data: Any) -> S:
        """Rebuild and check the game a record describes; raise :class:`RecordError`."""
        ...

    def replay_summary(self, state: S) -> dict[str, Any]:
        """Return what ``oh7 replay`` prints for this game (the rulings' summary)."""
        ...

    # --- bots --------------------------------------------------------------------------
    def bot(self, level: str) -> Bot:
        """Return the decision function of a level (``random``, ``easy``, ``medium``,
        ``hard``, or ``level:N`` with a budget); raise :class:`GameError` if unknown."""
        ...


def play_out(game: Game[Any, S, Any, Any], state: S, choose: Callable[[Any, int], Any],
             *, max_actions: int = 1_000_000) -> S:
    """Play ``state`` to the end: chance actions from the seed, seats' actions from
    ``choose(state, seat)``; seats deciding at the same moment all decide before any acts."""
    for _ in range(max_actions):
        if game.is_over(state):
            return state
        chance = game.chance_action(state)
        if chance is not None:
            state = game.apply(state, chance)[0]
            continue
        actions = [choose(state, seat) for seat in game.to_move(state)]
        if not actions:
            raise GameError("nobody can move in a game that is not over")
        for action in actions:
            state = game.apply(state, action)[0]
    raise GameError(f"the game did not end within {max_actions} actions")


__all__ = [
    "MAX_BOT_BUDGET", "budget_ok",
    "A", "Bot", "Game", "GameError", "IllegalAction", "LEVELS", "Progress", "R", "Reason", "RecordError",
    "RoundResult", "RulesError", "S", "SeatView", "V", "english", "explain_phases", "play_out", "progress_of",
]
