"""Who acts next at Oh Hell's table and who may look: bot jobs with their pacing, and couch
hand-offs.

Bots are asked as soon as the game reaches their turn (with simultaneous bids, every bot at
once), so they think while the last move is still shown; their move lands once the table has
rested long enough to be read (:mod:`oh7_desktop.app.table.pace`). In couch play a human's
hand is hidden after each of their decisions and shown again only after a hand-off screen
naming them, so with simultaneous bids nobody sees another's hand or secret bid.
"""

from __future__ import annotations

from oh7_desktop.app.bot_worker import fallback
from oh7_desktop.app.table.pace import rest
from oh7_desktop.app.table.seats import Pending, SeatTurns
from oh7_desktop.games.oh_hell import Action, GameState, Phase, illegal_code, to_move, view

from .form import GAME


class Turns(SeatTurns):
    """Bot jobs and the couch-play viewer for Oh Hell's table."""

    @staticmethod
    def turn_id(state: GameState) -> tuple[int, int]:
        """Identifies a decision point: the hand and the count of actions in the game."""
        return (state.hand_index, state.actions)

    def request(self, state: GameState) -> None:
        """Ask the bots whose turn it is for their decisions."""
        turn = self.turn_id(state)
        for seat in to_move(state):
            pending = self.jobs.get(seat)
            if seat in self.humans or (pending is not None and pending.turn[0] == turn[0]
                                       and (pending.turn == turn or state.phase is Phase.BID)):
                continue
            self.jobs[seat] = Pending(self.worker.submit(view(state, seat), self.level(seat), GAME),
                                      self.clock, turn)

    def ready(self, state: GameState) -> Action | None:
        """A bot action that may be applied now (the table rested long enough), or None."""
        moment = "bet" if state.phase is Phase.BID else "lead" if not state.trick else "play"
        rested = self.rested(rest(moment, self.speed(), self.pace()))
        moving = to_move(state)
        for seat in sorted(self.jobs):
            pending = self.jobs[seat]
            if seat not in moving or pending.turn[0] != state.hand_index:
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
        """The human who decides next (the lowest seat among several secret bidders)."""
        return next((s for s in to_move(state) if s in self.humans), None)
