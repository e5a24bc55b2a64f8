"""Seven Up behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here. Everything is the engine's own functions; this module
only gives them the interface's names and shapes.

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({})
>>> bot = GAME.bot("random")
>>> end = play_out(GAME, GAME.new_game(rules, 4), lambda s, seat: bot(GAME.view(s, seat)))
>>> again = GAME.from_record(GAME.to_record(end))
>>> GAME.is_over(end), GAME.to_record(again) == GAME.to_record(end), rules.target
(True, True, 7)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..interface import Bot, Progress, Reason, RoundResult, progress_of
from .actions import Action, Shuffle
from .game import apply, deal_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import from_record, replay_summary, to_record
from .rules import Phase, Rules, RulesError
from .state import GameState, new_game
from .view import SeatView, view
from .events import CardDealt, CardTurned, TrumpSet, PointScored, TrickWon, DealScored, GameWon


@dataclass(frozen=True, slots=True)
class Reshuffle(Shuffle):
    """A pack dealt again after the pack ran out during a run (the same deal goes on)."""


class SevenUpGame:
    """Seven Up: two players, trump by proposal, begging and running; first to 7."""

    name = "seven-up"
    title = "Seven Up"
    record_format = "seven-up-record"

    def rules_from_options(self, options: Mapping[str, Any]) -> Rules:
        """Return the rules of a record's ``rules`` object (``target``; ``players`` may say 2)."""
        if not isinstance(options, Mapping):
            raise RulesError("rules must be an object such as {\"target\": 7}")
        unknown = sorted(str(k) for k in options if k not in ("target", "players"))
        if unknown:
            raise RulesError(f"unknown rules option(s): {', '.join(unknown)}")
        players = options.get("players", 2)
        if isinstance(players, bool) or not isinstance(players, int) or players != 2:
            raise RulesError(f"Seven Up is for 2 players, not {options.get('players')!r}")
        return Rules(options.get("target", 7))

    def rules_to_options(self, rules: Rules) -> dict[str, Any]:
        """Return the record's ``rules`` object."""
        return {"target": rules.target}

    def players(self, rules: Rules) -> int:
        """Always two."""
        return 2

    def new_game(self, rules: Rules, seed: int) -> GameState:
        """A game waiting for its first pack."""
        return new_game(rules, seed)

    def chance_action(self, state: GameState) -> Shuffle | None:
        """The seeded pack when one is due (a deal, or a new pack after the old ran out)."""
        return deal_action(state) if state.phase is Phase.DEAL else None

    def to_move(self, state: GameState) -> tuple[int, ...]:
        """The seat to act (none while a pack is due or once the game is over)."""
        return to_move(state)

    def legal_actions(self, state: GameState, seat: int) -> Sequence[Action]:
        """The seat's legal actions."""
        return legal_actions(state, seat)

    def illegal_reason(self, state: GameState, action: Action) -> Reason | None:
        """Why the action is illegal, as a code."""
        return illegal_reason(state, action)

    def closes_undo(self, event: object) -> bool:
        """Undo stops at cards dealt or turned, trump set, a point, trick or deal scored."""
        return isinstance(event, (CardDealt, CardTurned, TrumpSet, PointScored, TrickWon, DealScored, GameWon))

    def explain(self, reason: Reason) -> str:
        """The English line of a reason."""
        return explain(reason)

    def apply(self, state: GameState, action: Action) -> tuple[GameState, tuple[Any, ...]]:
        """The checked ``apply``."""
        return apply(state, action)

    def view(self, state: GameState, seat: int) -> SeatView:
        """What the seat may know."""
        return view(state, seat)

    def is_over(self, state: GameState) -> bool:
        """True once a seat reached the target."""
        return state.is_over()

    def winners(self, state: GameState) -> tuple[int, ...]:
        """The winner (empty until the game is over)."""
        return state.winners

    def totals(self, state: GameState) -> tuple[int, ...]:
        """Points so far by seat."""
        return state.totals

    def round_results(self, state: GameState) -> tuple[RoundResult, ...]:
        """Every finished deal: all its points by seat (turned jacks and gifts included)."""
        out = []
        before: tuple[int, ...] = (0, 0)
        for log in state.log:
            if log.scored is not None:
                after = log.scored.totals
            elif state.is_over() and log is state.current:
                after = state.totals  # a turned jack or a gift ended the game
            else:
                continue
            out.append(RoundResult(points=tuple(a - b for a, b in zip(after, before)),
                                   totals=after))
            before = after
        return tuple(out)

    def progress(self, state: GameState) -> Progress:
        """The deal being played (Seven Up counts deals up to its target)."""
        return progress_of(self.round_results(state), over=state.is_over(), unit="deal")

    def to_record(self, state: GameState, names: Sequence[str] | None = None, *,
                  include_pending: bool = False) -> dict[str, Any]:
        """The rulings' ``seven-up-record``."""
        return to_record(state, None if names is None else list(names),
                         include_pending=include_pending)

    def from_record(self, data: Any) -> GameState:
        """The checked game of a record (``RecordError`` names the place and the rule)."""
        return from_record(data)

    def record_actions(self, data: Any) -> list[Action]:
        """Every action of a checked record in order, chance actions included (a replay
        viewer applies them one by one); ``RecordError`` as :meth:`from_record`. A pack dealt
        again after the pack ran out during a run is a :class:`Reshuffle` (no new deal)."""
        from ..tracing import traced

        actions: list[Action] = traced(from_record, data)
        state = new_game(self.rules_from_options(data.get("rules", {})), data.get("seed", 0))
        out: list[Action] = []
        for action in actions:
            again = isinstance(action, Shuffle) and len(state.log) > state.deal_index  # the engine's own test
            out.append(Reshuffle(action.pack) if again and isinstance(action, Shuffle) else action)
            state = apply(state, action)[0]
        return out

    def starts_deal(self, action: Action) -> bool:
        """True for the pack that starts a deal (not one dealt again during a run)."""
        return isinstance(action, Shuffle) and not isinstance(action, Reshuffle)

    def replay_summary(self, state: GameState) -> dict[str, Any]:
        """What ``oh7 replay`` prints."""
        return replay_summary(state)

    def bot(self, level: str) -> Bot:
        """The decision function of a level (``GameError`` for an unknown one); ``ismcts:N``
        is the reference search of :mod:`oh7_desktop.games.ismcts`."""
        if level.startswith("ismcts"):
            from ..ismcts import ismcts_bot
            from .bots.determinize import MODEL

            return ismcts_bot(self, MODEL, level)
        from .bots import make_bot

        return make_bot(level)


GAME = SevenUpGame()

__all__ = ["GAME", "SevenUpGame"]
