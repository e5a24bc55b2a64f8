"""Red7 behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here. Everything is the engine's own functions, declared, not
forwarded (:class:`~oh7_desktop.games.declared.DeclaredGame` does the rest from the registry).

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({"players": 3, "advanced": True})
>>> bot = GAME.bot("easy")
>>> end = play_out(GAME, GAME.new_game(rules, 4), lambda s, seat: bot(GAME.view(s, seat)))
>>> again = GAME.from_record(GAME.to_record(end))
>>> GAME.is_over(end), len(GAME.winners(end)) >= 1, GAME.to_record(again) == GAME.to_record(end)
(True, True, True)
"""

from __future__ import annotations

from typing import Any, get_args

from ..declared import DeclaredGame
from ..interface import RoundResult
from .actions import Action, PlayerAction, Deal
from .events import CardDrawn, GameWon, RoundScored, RoundWon
from .game import apply, deal_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import RecordError, from_record, replay_summary, to_record
from .rules import Phase, Rules
from .state import GameState, new_game
from .view import view


class Red7Game(DeclaredGame):
    """Red7: end every turn winning under the rule on top of the canvas, or leave the round."""

    package = "oh7_desktop.games.red7"
    rules_type = Rules
    player_actions = get_args(PlayerAction)
    undo_closers = (CardDrawn, RoundWon, RoundScored, GameWon)
    """Undo stops at a card drawn, a round won or scored."""
    new_game = staticmethod(new_game)
    to_move = staticmethod(to_move)
    legal_actions = staticmethod(legal_actions)
    illegal_reason = staticmethod(illegal_reason)
    explain = staticmethod(explain)
    apply = staticmethod(apply)
    view = staticmethod(view)
    write_record = staticmethod(to_record)
    from_record = staticmethod(from_record)
    replay_summary = staticmethod(replay_summary)

    def chance_action(self, state: GameState) -> Deal | None:
        """The seeded deal when a round is due."""
        return deal_action(state) if state.phase is Phase.DEAL else None

    def round_results(self, state: GameState) -> tuple[RoundResult, ...]:
        """Every finished round: its points and the totals after it (no bets in Red7)."""
        return tuple(RoundResult(points=r.points, totals=r.totals) for r in state.log
                     if r.points is not None and r.totals is not None)

    def record_actions(self, data: Any) -> list[Action]:
        """Every action of a checked record in order, chance actions included (a replay
        viewer applies them one by one); ``RecordError`` as :meth:`from_record`."""
        from ..tracing import traced

        return traced(from_record, data)

    def starts_deal(self, action: Action) -> bool:
        """True for the action that deals a new round (a replay viewer's rounds begin there)."""
        return isinstance(action, Deal)


GAME = Red7Game()

__all__ = ["GAME", "Red7Game", "RecordError"]
