"""Who acts next at Red7's table and who may look: bot jobs with their pacing, and couch
hand-offs.

A bot is asked as soon as the game reaches its turn, so it thinks while the last move is still
shown; its move lands once the table has rested long enough to be read
(:mod:`oh7_desktop.app.kit.pace`). In couch play a human's hand is hidden after each of their
decisions and shown again only after a hand-off screen naming them (a 3's draw is decided by
the same player at once: no hand-off between the two halves of their turn).
"""

from __future__ import annotations

from oh7_desktop.app.kit.seats import SeatTurns
from oh7_desktop.games.red7 import Action, GameState


class Turns(SeatTurns[GameState, Action]):
    """Bot jobs and the couch-play viewer for Red7's table."""

    def turn_id(self, state: GameState) -> tuple[int, ...]:
        """Identifies a decision point: the round and the count of actions in the game."""
        return (state.round_index, state.actions)
