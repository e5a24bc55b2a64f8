"""Oh Hell behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here; everything is the engine's own functions.

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({"players": 3, "sequence": "down", "hook": True})
>>> bot = GAME.bot("easy")
>>> end = play_out(GAME, GAME.new_game(rules, 4), lambda s, seat: bot(GAME.view(s, seat)))
>>> again = GAME.from_record(GAME.to_record(end))
>>> GAME.is_over(end), len(GAME.round_results(end)), GAME.to_record(again) == GAME.to_record(end)
(True, 15, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..interface import Bot, Progress, Reason, RoundResult, progress_of
from .actions import Action, Deal
from .game import apply, deal_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import from_record, replay_summary, to_record
from .rules import Phase, Rules
from .state import GameState, new_game
from .view import SeatView, view
from .events import BidsRevealed, BiddingClosed, TrickWon, HandScored, GameWon


class OhHellGame:
    """Oh Hell: bid the exact number of tricks you will take."""

    name = "oh-hell"
    title = "Oh Hell"
    record_format = "oh-hell-record"

    def rules_from_options(self, options: Mapping[str, Any]) -> Rules:
        """Return the rules of a record's ``rules`` object."""
        return Rules.from_options(options)

    def rules_to_options(self, rules: Rules) -> dict[str, Any]:
        """Return the record's ``rules`` object."""
        return rules.to_options()

    def players(self, rules: Rules) -> int:
        """Seats that play."""
        return rules.players

    def new_game(self, rules: Rules, seed: int) -> GameState:
        """A game waiting for its first deal."""
        return new_game(rules, seed)

    def chance_action(self, state: GameState) -> Deal | None:
        """The seeded deal when a hand is due."""
        return deal_action(state) if state.phase is Phase.DEAL else None

    def to_move(self, state: GameState) -> tuple[int, ...]:
        """Seats to act (every seat still choosing while bids are secret)."""
        return to_move(state)

    def legal_actions(self, state: GameState, seat: int) -> Sequence[Action]:
        """The seat's legal actions."""
        return legal_actions(state, seat)

    def illegal_reason(self, state: GameState, action: Action) -> Reason | None:
        """Why the action is illegal, as a code."""
        return illegal_reason(state, action)

    def closes_undo(self, event: object) -> bool:
        """Undo stops at bids revealed or closed, a trick or hand ended."""
        return isinstance(event, (BidsRevealed, BiddingClosed, TrickWon, HandScored, GameWon))

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
        """True once the last hand is scored."""
        return state.is_over()

    def winners(self, state: GameState) -> tuple[int, ...]:
        """The winners (empty until the game is over)."""
        return state.winners

    def totals(self, state: GameState) -> tuple[int, ...]:
        """Points so far by seat."""
        return state.totals

    def round_results(self, state: GameState) -> tuple[RoundResult, ...]:
        """Every scored hand: points, totals, bids, tricks and made bids by seat."""
        return tuple(RoundResult(points=h.points, totals=h.totals, bets=h.bids,
                                 tricks=h.tricks_won, made=h.made) for h in state.history)

    def progress(self, state: GameState) -> Progress:
        """The hand being played and how many there are (Oh Hell counts its hands, a known number of them)."""
        return progress_of(self.round_results(state), over=state.is_over(), unit="hand", count=state.rules.hands)

    def to_record(self, state: GameState, names: Sequence[str] | None = None, *,
                  include_pending: bool = False) -> dict[str, Any]:
        """The rulings' ``oh-hell-record``."""
        return to_record(state, None if names is None else list(names),
                         include_pending=include_pending)

    def from_record(self, data: Any) -> GameState:
        """The checked game of a record (``RecordError`` names the place and the rule)."""
        return from_record(data)

    def record_actions(self, data: Any) -> list[Action]:
        """Every action of a checked record in order, chance actions included (a replay
        viewer applies them one by one); ``RecordError`` as :meth:`from_record`."""
        from ..tracing import traced

        return traced(from_record, data)

    def starts_deal(self, action: Action) -> bool:
        """True for the action that deals a new hand (a replay viewer's hands begin there)."""
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


GAME = OhHellGame()

__all__ = ["GAME", "OhHellGame"]
