"""Red7 behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here. Everything is the engine's own functions; this module
only gives them the interface's names and shapes.

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({"players": 3, "advanced": True})
>>> bot = GAME.bot("easy")
>>> end = play_out(GAME, GAME.new_game(rules, 4), lambda s, seat: bot(GAME.view(s, seat)))
>>> again = GAME.from_record(GAME.to_record(end))
>>> GAME.is_over(end), len(GAME.winners(end)) >= 1, GAME.to_record(again) == GAME.to_record(end)
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..interface import Bot, Progress, Reason, RoundResult, progress_of
from .actions import Action, Deal
from .game import apply, deal_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import RecordError, from_record, replay_summary, to_record
from .rules import Phase, Rules, RulesError
from .state import GameState, new_game
from .view import SeatView, view
from .events import CardDrawn, RoundWon, RoundScored, GameWon

_OPTION_KEYS = ("players", "advanced", "actions")


class Red7Game:
    """Red7: end every turn winning under the rule on top of the canvas, or leave the round."""

    name = "red7"
    title = "Red7"
    record_format = "red7-record"

    def rules_from_options(self, options: Mapping[str, Any]) -> Rules:
        """Return the rules of a record's ``rules`` object (players, advanced, actions)."""
        if not isinstance(options, Mapping):
            raise RulesError("rules must be an object with players, advanced and actions")
        unknown = sorted(str(k) for k in options if k not in _OPTION_KEYS)
        if unknown:
            raise RulesError(f"unknown rules option(s): {', '.join(unknown)}")
        return Rules(options.get("players", 3), options.get("advanced", False),
                     options.get("actions", False))

    def rules_to_options(self, rules: Rules) -> dict[str, Any]:
        """Return the record's ``rules`` object."""
        return {"players": rules.players, "advanced": rules.advanced, "actions": rules.actions}

    def players(self, rules: Rules) -> int:
        """Seats that play."""
        return rules.players

    def new_game(self, rules: Rules, seed: int) -> GameState:
        """A game waiting for its first deal."""
        return new_game(rules, seed)

    def chance_action(self, state: GameState) -> Deal | None:
        """The seeded deal when a round is due."""
        return deal_action(state) if state.phase is Phase.DEAL else None

    def to_move(self, state: GameState) -> tuple[int, ...]:
        """The seat to act."""
        return to_move(state)

    def legal_actions(self, state: GameState, seat: int) -> Sequence[Action]:
        """The seat's legal actions."""
        return legal_actions(state, seat)

    def illegal_reason(self, state: GameState, action: Action) -> Reason | None:
        """Why the action is illegal, as a code."""
        return illegal_reason(state, action)

    def closes_undo(self, event: object) -> bool:
        """Undo stops at a card drawn, a round won or scored."""
        return isinstance(event, (CardDrawn, RoundWon, RoundScored, GameWon))

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
        """True once the game has its winners."""
        return state.is_over()

    def winners(self, state: GameState) -> tuple[int, ...]:
        """The winners (empty until the game is over)."""
        return state.winners

    def totals(self, state: GameState) -> tuple[int, ...]:
        """Points so far by seat (always 0 in basic Red7)."""
        return state.totals

    def round_results(self, state: GameState) -> tuple[RoundResult, ...]:
        """Every finished round: its points and the totals after it (no bets in Red7)."""
        return tuple(RoundResult(points=r.points, totals=r.totals) for r in state.log
                     if r.points is not None and r.totals is not None)

    def progress(self, state: GameState) -> Progress:
        """The round being played (Red7 counts rounds up to its target)."""
        return progress_of(self.round_results(state), over=state.is_over(), unit="round")

    def to_record(self, state: GameState, names: Sequence[str] | None = None, *,
                  include_pending: bool = False) -> dict[str, Any]:
        """The rulings' ``red7-record``."""
        return to_record(state, None if names is None else list(names),
                         include_pending=include_pending)

    def from_record(self, data: Any) -> GameState:
        """The checked game of a record (``RecordError`` names the round, turn and rule)."""
        return from_record(data)

    def record_actions(self, data: Any) -> list[Action]:
        """Every action of a checked record in order, chance actions included (a replay
        viewer applies them one by one); ``RecordError`` as :meth:`from_record`."""
        from ..tracing import traced

        return traced(from_record, data)

    def starts_deal(self, action: Action) -> bool:
        """True for the action that deals a new round (a replay viewer's rounds begin there)."""
        return isinstance(action, Deal)

    def replay_summary(self, state: GameState) -> dict[str, Any]:
        """What ``oh7 replay`` prints."""
        return replay_summary(state)

    def bot(self, level: str) -> Bot:
        """The decision function of a level (``BotError`` for an unknown one); ``ismcts:N``
        is the reference search of :mod:`oh7_desktop.games.ismcts`."""
        if level.startswith("ismcts"):
            from ..ismcts import ismcts_bot
            from .bots.determinize import MODEL

            return ismcts_bot(self, MODEL, level)
        from .bots import make_bot

        return make_bot(level)


GAME = Red7Game()

__all__ = ["GAME", "Red7Game", "RecordError"]
