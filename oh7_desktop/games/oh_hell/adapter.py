"""Oh Hell behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here. Everything is the engine's own functions, declared, not
forwarded (:class:`~oh7_desktop.games.declared.DeclaredGame` does the rest from the registry).

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({"players": 3, "sequence": "down", "hook": True})
>>> bot = GAME.bot("easy")
>>> end = play_out(GAME, GAME.new_game(rules, 4), lambda s, seat: bot(GAME.view(s, seat)))
>>> again = GAME.from_record(GAME.to_record(end))
>>> GAME.is_over(end), len(GAME.round_results(end)), GAME.to_record(again) == GAME.to_record(end)
(True, 15, True)
"""

from __future__ import annotations

from typing import Any, get_args

from ..declared import DeclaredGame
from ..interface import RoundResult
from .actions import Action, PlayerAction, Deal
from .events import BiddingClosed, BidsRevealed, GameWon, HandScored, TrickWon
from .game import apply, deal_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import from_record, replay_summary, to_record
from .rules import Phase, Rules
from .state import GameState, new_game
from .view import view


class OhHellGame(DeclaredGame):
    """Oh Hell: bid the exact number of tricks you will take."""

    package = "oh7_desktop.games.oh_hell"
    rules_type = Rules
    player_actions = get_args(PlayerAction)
    required = ("players",)
    undo_closers = (BidsRevealed, BiddingClosed, TrickWon, HandScored, GameWon)
    """Undo stops at bids revealed or closed, a trick or hand ended."""
    unit = "hand"
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
        """The seeded deal when a hand is due."""
        return deal_action(state) if state.phase is Phase.DEAL else None

    def round_results(self, state: GameState) -> tuple[RoundResult, ...]:
        """Every scored hand: points, totals, bids, tricks and made bids by seat."""
        return tuple(RoundResult(points=h.points, totals=h.totals, bets=h.bids,
                                 tricks=h.tricks_won, made=h.made) for h in state.history)

    def rounds_count(self, state: GameState) -> int:
        """Oh Hell counts its hands, a known number of them."""
        return state.rules.hands

    def record_actions(self, data: Any) -> list[Action]:
        """Every action of a checked record in order, chance actions included (a replay
        viewer applies them one by one); ``RecordError`` as :meth:`from_record`."""
        from ..tracing import traced

        return traced(from_record, data)

    def starts_deal(self, action: Action) -> bool:
        """True for the action that deals a new hand (a replay viewer's hands begin there)."""
        return isinstance(action, Deal)


GAME = OhHellGame()

__all__ = ["GAME", "OhHellGame"]
