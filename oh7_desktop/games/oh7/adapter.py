"""Oh 7 ? behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here. Everything is the engine's own functions, declared, not
forwarded (:class:`~oh7_desktop.games.declared.DeclaredGame` does the rest from the registry).

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({"mode": "base", "players": 3, "target": 21})
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
from .events import BetsRevealed, BetsSettled, GameWon, InterrobangShown, Redeal, RoundScored, TrickWon
from .game import apply, chance_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import RecordError, from_record, replay_summary, to_record
from .rules import Rules
from .state import GameState, new_game
from .view import view


class Oh7Game(DeclaredGame):
    """Oh 7 ?: bet the exact number of tricks with one of your own cards."""

    package = "oh7_desktop.games.oh7"
    rules_type = Rules
    player_actions = get_args(PlayerAction)
    undo_closers = (BetsRevealed, InterrobangShown, BetsSettled, Redeal, TrickWon, RoundScored, GameWon)
    """Undo stops at bets revealed, the ? question answered (shown, or kept: the bets settle
    and the first leader and trump are announced), a redeal, a trick or round ended."""
    new_game = staticmethod(new_game)
    chance_action = staticmethod(chance_action)
    to_move = staticmethod(to_move)
    legal_actions = staticmethod(legal_actions)
    illegal_reason = staticmethod(illegal_reason)
    explain = staticmethod(explain)
    apply = staticmethod(apply)
    view = staticmethod(view)
    write_record = staticmethod(to_record)
    from_record = staticmethod(from_record)
    replay_summary = staticmethod(replay_summary)

    def round_results(self, state: GameState) -> tuple[RoundResult, ...]:
        """Every scored round: points, totals, bets, tricks and made bets by seat."""
        return tuple(RoundResult(points=r.points, totals=r.totals, bets=r.bets,
                                 tricks=r.tricks_won, made=r.made) for r in state.history)

    def record_actions(self, data: Any) -> list[Action]:
        """Every action of a checked record in order, chance actions included (a replay
        viewer applies them one by one); ``RecordError`` as :meth:`from_record`."""
        trace: list[Action] = []
        from_record(data, trace)
        return trace

    def starts_deal(self, action: Action) -> bool:
        """True for the action that deals a new hand (a replay viewer's deals begin there)."""
        return isinstance(action, Deal)


GAME = Oh7Game()

__all__ = ["GAME", "Oh7Game", "RecordError"]
