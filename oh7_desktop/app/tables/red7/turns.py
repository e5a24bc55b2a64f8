"""Who acts next at Red7's table and who may look: bot jobs with their pacing, and couch
hand-offs.

A bot is asked as soon as the game reaches its turn, so it thinks while the last move is still
shown; its move lands once the table has rested long enough to be read
(:mod:`oh7_desktop.app.table.pace`). In couch play a human's hand is hidden after each of their
decisions and shown again only after a hand-off screen naming them (a 3's draw is decided by
the same player at once: no hand-off between the two halves of their turn).
"""

from __future__ import annotations

from oh7_desktop.app.bot_worker import fallback
from oh7_desktop.app.table.pace import rest
from oh7_desktop.app.table.seats import Pending, SeatTurns
from oh7_desktop.games.red7 import Action, GameState, illegal_code, to_move, view

from .form import GAME


class Turns(SeatTurns):
    """Bot jobs and the couch-play viewer for Red7's table."""

    @staticmethod
    def turn_id(state: GameState) -> tuple[int, int]:
        """Identifies a decision point: the round and the count of actions in the game."""
        return (state.round_index, state.actions)

    def request(self, state: GameState) -> None:
        """Ask the bot whose turn it is for its decision."""
        turn = self.turn_id(state)
        for seat in to_move(state):
            pending = self.jobs.get(seat)
            if seat in self.humans or (pending is not None and pending.turn == turn):
                continue
            self.jobs[seat] = Pending(self.worker.submit(view(state, seat), self.level(seat), GAME),
                                      self.clock, turn)

    def ready(self, state: GameState) -> Action | None:
        """A bot action that may be applied now (the table rested long enough), or None."""
        rested = self.rested(rest("play", self.speed(), self.pace()))
        moving, turn = to_move(state), self.turn_id(state)
        for seat in sorted(self.jobs):
            pending = self.jobs[seat]
            if seat not in moving or pending.turn != turn:
                del self.jobs[seat]
                continue
            if pending.job.done() and rested:
                del self.jobs[seat]
                action: Action = pending.job.result()
                if illegal_code(state, action) is not None:
                    action = fallback(view(state, seat))
                return action
        return None

    def human_to_act(self, state: GameState) -> int | None:
        """The human who decides next."""
        return next((s for s in to_move(state) if s in self.humans), None)
