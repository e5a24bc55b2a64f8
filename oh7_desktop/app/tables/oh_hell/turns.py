"""Who acts next at Oh Hell's table and who may look: bot jobs with their pacing, and couch
hand-offs.

Bots are asked as soon as the game reaches their turn (with simultaneous bids, every bot at
once), so they think while the last move is still shown; their move lands once the table has
rested long enough to be read (:mod:`oh7_desktop.app.table.pace`). In couch play a human's
hand is hidden after each of their decisions and shown again only after a hand-off screen
naming them, so with simultaneous bids nobody sees another's hand or secret bid.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oh7_desktop.app.anim import scaled
from oh7_desktop.app.bot_worker import BotJob, BotWorker, fallback
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.table.pace import rest
from oh7_desktop.games.oh_hell import Action, GameState, Phase, illegal_code, to_move, view

from .form import GAME

THINKING_AFTER = 0.25
"""A bot that has not answered after this long (normal speed) shows a thinking cue."""


@dataclass
class Pending:
    """A bot's decision on its way: the job, when it was asked, and for which turn."""

    job: BotJob
    asked_at: float
    turn: tuple[int, int]


class Turns:
    """Bot jobs and the couch-play viewer for one table."""

    def __init__(self, setup: GameSetup, humans: tuple[int, ...], worker: BotWorker,
                 speed: Callable[[], str], pace: Callable[[], str]) -> None:
        self.setup = setup
        self.humans = humans
        self.worker = worker
        self.speed = speed
        self.pace = pace
        self.quiet_since: float | None = None
        self.jobs: dict[int, Pending] = {}
        self.clock = 0.0
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.last_viewer: int | None = None
        self.handoff: int | None = None

    @property
    def couch(self) -> bool:
        """True when several people share the screen."""
        return len(self.humans) > 1

    def level(self, seat: int) -> str:
        """The bot level of a seat (humans in autoplay play as medium bots)."""
        return self.setup.seats[seat].level or "medium"

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

    def quiet(self, showing: bool) -> None:
        """Follow whether the table is still showing something (the rest counts from the end)."""
        if showing:
            self.quiet_since = None
        elif self.quiet_since is None:
            self.quiet_since = self.clock

    def ready(self, state: GameState) -> Action | None:
        """A bot action that may be applied now (the table rested long enough), or None."""
        moment = "bet" if state.phase is Phase.BID else "lead" if not state.trick else "play"
        rested = self.quiet_since is not None and self.clock - self.quiet_since >= rest(
            moment, self.speed(), self.pace())
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

    def thinking(self) -> set[int]:
        """Seats whose bot has been at it long enough to show a thinking cue."""
        after = scaled(THINKING_AFTER, self.speed())
        return set() if after <= 0 else {s for s, p in self.jobs.items() if self.clock - p.asked_at >= after}

    def human_to_act(self, state: GameState) -> int | None:
        """The human who decides next (the lowest seat among several secret bidders)."""
        return next((s for s in to_move(state) if s in self.humans), None)

    def prepare(self, seat: int) -> None:
        """Make ``seat`` the viewer, or put up a hand-off screen first in couch play."""
        if self.viewer == seat or self.handoff == seat:
            return
        if not self.couch or (self.viewer is None and self.last_viewer == seat):
            self.viewer = seat
            return
        self.viewer, self.handoff = None, seat

    def confirm_handoff(self) -> None:
        """The named player took the screen: show their hand."""
        if self.handoff is not None:
            self.viewer, self.handoff = self.handoff, None

    def acted(self, seat: int) -> None:
        """A human decided: in couch play, hide their hand until their next decision."""
        if self.couch:
            self.last_viewer, self.viewer = seat, None

    def cancel(self) -> None:
        """Drop every pending bot decision."""
        for pending in self.jobs.values():
            pending.job.cancel()
        self.jobs.clear()
