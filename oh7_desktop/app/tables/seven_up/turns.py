"""Who acts next at Seven Up's table and who may look: bot jobs with their pacing, and couch
hand-offs.

A bot is asked as soon as the game reaches its turn, so it thinks while the last move is still
shown; its move lands once the table has rested long enough to be read
(:mod:`oh7_desktop.app.kit.pace`). In couch play a human's hand is hidden after each of
their decisions and shown again only after a hand-off screen naming them, so neither player
sees the other's hand or set-aside.
"""

from __future__ import annotations

from oh7_desktop.app.kit.seats import SeatTurns
from oh7_desktop.games.seven_up import Action, GameState, Phase


class Turns(SeatTurns[GameState, Action]):
    """Bot jobs and the couch-play viewer for Seven Up's table."""

    def turn_id(self, state: GameState) -> tuple[int, ...]:
        """Identifies a decision point: the deal and the count of actions in the game."""
        return (state.deal_index, state.actions)

    def moment(self, state: GameState) -> str:
        """A card played to the trick, a lead, or a choice about the trump."""
        return "play" if state.phase is Phase.PLAY and state.trick else "lead" if state.phase is Phase.PLAY else "bet"
