"""Who acts next at Oh Hell's table and who may look: bot jobs with their pacing, and couch
hand-offs.

Bots are asked as soon as the game reaches their turn (with simultaneous bids, every bot at
once), so they think while the last move is still shown; their move lands once the table has
rested long enough to be read (:mod:`oh7_desktop.app.kit.pace`). In couch play a human's
hand is hidden after each of their decisions and shown again only after a hand-off screen
naming them, so with simultaneous bids nobody sees another's hand or secret bid.
"""

from __future__ import annotations

from oh7_desktop.app.kit.seats import Pending, SeatTurns
from oh7_desktop.games.oh_hell import Action, GameState, Phase


class Turns(SeatTurns[GameState, Action]):
    """Bot jobs and the couch-play viewer for Oh Hell's table."""

    def turn_id(self, state: GameState) -> tuple[int, ...]:
        """Identifies a decision point: the hand and the count of actions in the game."""
        return (state.hand_index, state.actions)

    def moment(self, state: GameState) -> str:
        """A bid, a lead or a card played to the trick."""
        return "bet" if state.phase is Phase.BID else "lead" if not state.trick else "play"

    def still_asked(self, pending: Pending, state: GameState) -> bool:
        """A secret bid asked at the start of the bidding stays good while the others bid."""
        turn = self.turn_id(state)
        return pending.turn[0] == turn[0] and (pending.turn == turn or state.phase is Phase.BID)
