"""Seven Up behind the game interface (:class:`oh7_desktop.games.interface.Game`).

The registry finds :data:`GAME` here. Everything is the engine's own functions, declared, not
forwarded (:class:`~oh7_desktop.games.declared.DeclaredGame` does the rest from the registry).

>>> from oh7_desktop.games.interface import play_out
>>> rules = GAME.rules_from_options({})
>>> bot = GAME.bot("random")
>>> end = play_out(GAME, GAME.new_game(rules, 4), lambda s, seat: bot(GAME.view(s, seat)))
>>> again = GAME.from_record(GAME.to_record(end))
>>> GAME.is_over(end), GAME.to_record(again) == GAME.to_record(end), rules.target
(True, True, 7)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, get_args

from ..declared import DeclaredGame
from ..interface import RoundResult
from .actions import Action, PlayerAction, Shuffle
from .events import CardDealt, CardTurned, DealScored, GameWon, PointScored, TrickWon, TrumpSet
from .game import apply, deal_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import from_record, replay_summary, to_record
from .rules import Phase, Rules
from .state import GameState, new_game
from .view import view


@dataclass(frozen=True, slots=True)
class Reshuffle(Shuffle):
    """A pack dealt again after the pack ran out during a run (the same deal goes on)."""


class SevenUpGame(DeclaredGame):
    """Seven Up: two players, trump by proposal, begging and running; first to 7."""

    package = "oh7_desktop.games.seven_up"
    rules_type = Rules
    player_actions = get_args(PlayerAction)
    undo_closers = (CardDealt, CardTurned, TrumpSet, PointScored, TrickWon, DealScored, GameWon)
    """Undo stops at cards dealt or turned, trump set, a point, trick or deal scored."""
    unit = "deal"
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

    def chance_action(self, state: GameState) -> Shuffle | None:
        """The seeded pack when one is due (a deal, or a new pack after the old ran out)."""
        return deal_action(state) if state.phase is Phase.DEAL else None

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


GAME = SevenUpGame()

__all__ = ["GAME", "SevenUpGame"]
