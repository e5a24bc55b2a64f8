"""Oh 7 ? behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here. Everything is the engine's own functions; this module
only gives them the interface's names and shapes.

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({"mode": "base", "players": 3, "target": 21})
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
from .actions import Action, Deal, SettleTie
from .game import apply, chance_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import RecordError, from_record, replay_summary, to_record
from .rules import SCHEMA, Rules
from .state import GameState, new_game
from .view import SeatView, view
from .events import BetsRevealed, BetsSettled, InterrobangShown, Redeal, TrickWon, RoundScored, GameWon


class Oh7Game:
    """Oh 7 ?: bet the exact number of tricks with one of your own cards."""

    name = "oh7"
    title = "Oh 7 ?"
    record_format = "oh7-record"

    def rules_from_options(self, options: Mapping[str, Any]) -> Rules:
        """Return the rules of a record's ``rules`` object (mode, players, target), read by the schema."""
        return Rules(**SCHEMA.read(options))

    def rules_to_options(self, rules: Rules) -> dict[str, Any]:
        """Return the record's ``rules`` object."""
        return SCHEMA.write(rules)

    def players(self, rules: Rules) -> int:
        """Seats that play (the two-player dummy is not one)."""
        return rules.players

    def new_game(self, rules: Rules, seed: int) -> GameState:
        """A game waiting for its first deal."""
        return new_game(rules, seed)

    def chance_action(self, state: GameState) -> Deal | SettleTie | None:
        """The seeded deal when one is due, or the settle of a tie nobody is asked about."""
        return chance_action(state)

    def to_move(self, state: GameState) -> tuple[int, ...]:
        """Seats to act (every pending bettor while bets are secret)."""
        return to_move(state)

    def legal_actions(self, state: GameState, seat: int) -> Sequence[Action]:
        """The seat's legal actions."""
        return legal_actions(state, seat)

    def illegal_reason(self, state: GameState, action: Action) -> Reason | None:
        """Why the action is illegal, as a code."""
        return illegal_reason(state, action)

    def closes_undo(self, event: object) -> bool:
        """Undo stops at bets revealed, the ? question answered (shown, or kept: the bets settle
        and the first leader and trump are announced), a redeal, a trick or round ended."""
        return isinstance(event, (BetsRevealed, InterrobangShown, BetsSettled, Redeal, TrickWon, RoundScored,
                                  GameWon))

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
        """True once a winner is known."""
        return state.is_over()

    def winners(self, state: GameState) -> tuple[int, ...]:
        """The winners (empty until the game is over)."""
        return state.winners

    def totals(self, state: GameState) -> tuple[int, ...]:
        """Points so far by seat."""
        return state.totals

    def round_results(self, state: GameState) -> tuple[RoundResult, ...]:
        """Every scored round: points, totals, bets, tricks and made bets by seat."""
        return tuple(RoundResult(points=r.points, totals=r.totals, bets=r.bets,
                                 tricks=r.tricks_won, made=r.made) for r in state.history)

    def progress(self, state: GameState) -> Progress:
        """The round being played (Oh 7 ? counts rounds up to its target (redeals are no round))."""
        return progress_of(self.round_results(state), over=state.is_over(), unit="round")

    def to_record(self, state: GameState, names: Sequence[str] | None = None, *,
                  include_pending: bool = False) -> dict[str, Any]:
        """The rulings' ``oh7-record``."""
        return to_record(state, None if names is None else list(names),
                         include_pending=include_pending)

    def from_record(self, data: Any) -> GameState:
        """The checked game of a record (``RecordError`` names the place and the rule)."""
        return from_record(data)

    def record_actions(self, data: Any) -> list[Action]:
        """Every action of a checked record in order, chance actions included (a replay
        viewer applies them one by one); ``RecordError`` as :meth:`from_record`."""
        trace: list[Action] = []
        from_record(data, trace)
        return trace

    def starts_deal(self, action: Action) -> bool:
        """True for the action that deals a new hand (a replay viewer's deals begin there)."""
        return isinstance(action, Deal)

    def hindsight(self, state: GameState, seat: int) -> Reason:
        """Could ``seat`` have made its bet in the round ``state`` begins (every hand open, the
        others playing as their bots would)? ``could_make(bet, plays)`` with one line of its
        plays, else ``could_not_make(bet, tricks)``; ``state`` is in the PLAY phase."""
        from .bots.hindsight import hindsight, hindsight_reason

        return hindsight_reason(hindsight(state, seat))

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


GAME = Oh7Game()

__all__ = ["GAME", "Oh7Game", "RecordError"]
