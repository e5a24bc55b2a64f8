"""What every table's turn keeping shares: pending bot jobs, the rest before a bot's move,
the thinking cue, and the couch-play viewer with its hand-off screens.

The bots are asked through the game interface (whose turn it is, the seat's view, whether the
rules refuse an answer). A game's own ``Turns`` (``app/tables/<game>/turns.py``) says only what
depends on its rules: what identifies a decision point, what a bot is about to do (the rest
before its move) and, for secret simultaneous choices, how long an answer stays good.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from oh7_desktop.app.anim import scaled
from oh7_desktop.app.bot_worker import BotJob, BotWorker, fallback
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit.pace import rest
from oh7_desktop.app.settings_bridge import BotPace, Speed
from oh7_desktop.games import registry
from oh7_desktop.games.interface import SeatView

THINKING_AFTER = 0.25
"""A bot that has not answered after this long (normal speed) shows a thinking cue."""
REVEAL_GUARD = 0.4
"""Seconds of frames (table clock) a hand revealed by a hand-off ignores input: a fast double
Enter takes the screen without also choosing for the person coming in."""


@dataclass
class Pending:
    """A bot's decision on its way: the job, when it was asked, and for which turn."""

    job: BotJob
    asked_at: float
    turn: tuple[int, ...]


S = TypeVar("S")
"""The game's state type."""
A = TypeVar("A")
"""The game's action type."""


class SeatTurns(Generic[S, A]):
    """Bot jobs and the couch-play viewer for one table (the game-independent part)."""

    def __init__(self, setup: GameSetup, humans: tuple[int, ...], worker: BotWorker,
                 speed: Callable[[], Speed], pace: Callable[[], BotPace]) -> None:
        self.setup = setup
        self.humans = humans
        self.worker = worker
        self.speed = speed
        self.pace = pace
        self.quiet_since: float | None = None
        """When the table last finished showing something (None while it shows)."""
        self.jobs: dict[int, Pending] = {}
        self.clock = 0.0
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.last_viewer: int | None = None
        self.handoff: int | None = None
        self.revealed_at = float("-inf")
        """When the last hand-off was taken (table clock)."""
        self.last_view: SeatView | None = None
        """The view the last applied bot decision was made from (its reasons come from it)."""

    @property
    def couch(self) -> bool:
        """True when several people share the screen."""
        return len(self.humans) > 1

    def level(self, seat: int) -> str:
        """The bot level of a seat (humans in autoplay play as medium bots)."""
        level = self.setup.seats[seat].level if seat < len(self.setup.seats) else None
        return level or "medium"

    def quiet(self, showing: bool) -> None:
        """Follow whether the table is still showing something (the rest counts from the end)."""
        if showing:
            self.quiet_since = None
        elif self.quiet_since is None:
            self.quiet_since = self.clock

    def rested(self, wanted: float) -> bool:
        """True once the table has shown nothing for ``wanted`` seconds."""
        return self.quiet_since is not None and self.clock - self.quiet_since >= wanted

    def thinking(self) -> set[int]:
        """Seats whose bot has been at it long enough to show a thinking cue."""
        after = scaled(THINKING_AFTER, self.speed())
        if after <= 0:
            return set()
        return {seat for seat, p in self.jobs.items() if self.clock - p.asked_at >= after}

    def prepare(self, seat: int) -> None:
        """Make ``seat`` the viewer, or put up a hand-off screen first in couch play."""
        if self.viewer == seat or self.handoff == seat:
            return
        if not self.hands_off(seat):
            self.viewer = seat
            return
        self.viewer, self.handoff = None, seat

    def hands_off(self, seat: int) -> bool:
        """True if giving ``seat`` the screen needs a hand-off screen first (couch play, and
        not the person who acted last, with no deal since)."""
        if self.viewer == seat or self.handoff == seat:
            return False
        return self.couch and not (self.viewer is None and self.last_viewer == seat)

    def dealt(self) -> None:
        """A deal: whoever holds the screen now, the next hand opens only after a hand-off."""
        self.last_viewer = None

    def confirm_handoff(self) -> None:
        """The named player took the screen: show their hand (input waits a moment)."""
        if self.handoff is not None:
            self.viewer, self.handoff = self.handoff, None
            self.revealed_at = self.clock

    def settling(self) -> bool:
        """True for a moment after a hand-off was taken: the revealed hand ignores input."""
        return self.clock - self.revealed_at < REVEAL_GUARD

    def acted(self, seat: int) -> None:
        """A human decided: in couch play, hide their hand until their next decision."""
        if self.couch:
            self.last_viewer, self.viewer = seat, None

    # -- asking the bots, through the game interface -------------------------------------------
    def turn_id(self, state: S) -> tuple[int, ...]:
        """Identifies a decision point of ``state`` (each game's ``Turns`` says how)."""
        raise NotImplementedError

    def moment(self, state: S) -> str:
        """What a bot is about to do, for the rest before its move (see ``pace.rest``)."""
        return "play"

    def still_asked(self, pending: Pending, state: S) -> bool:
        """Whether a pending answer still answers ``state``'s decision (by default: the same
        decision point; a game with secret simultaneous choices may keep it longer)."""
        return pending.turn == self.turn_id(state)

    def request(self, state: S) -> None:
        """Ask the bots whose turn it is in ``state`` for their decisions (each seat's view only)."""
        game = registry.get(self.setup.game)
        for seat in game.to_move(state):
            pending = self.jobs.get(seat)
            if seat in self.humans or (pending is not None and self.still_asked(pending, state)):
                continue
            job = self.worker.submit(game.view(state, seat), self.level(seat), self.setup.game)
            self.jobs[seat] = Pending(job, self.clock, self.turn_id(state))

    def ready(self, state: S) -> A | None:
        """A bot action that may be applied now (the table rested long enough), or None. An
        answer the rules refuse (a broken worker) becomes a legal move from the seat's view."""
        game = registry.get(self.setup.game)
        rested = self.rested(rest(self.moment(state), self.speed(), self.pace()))
        moving = game.to_move(state)
        for seat in sorted(self.jobs):
            pending = self.jobs[seat]
            if seat not in moving or not self.still_asked(pending, state):
                pending.job.cancel()
                del self.jobs[seat]
                continue
            if pending.job.done() and rested:
                del self.jobs[seat]
                action: A = pending.job.result()
                self.last_view = pending.job.view
                if game.illegal_reason(state, action) is not None:
                    action = fallback(game.view(state, seat))
                return action
        return None

    def human_to_act(self, state: S) -> int | None:
        """The human who decides next in ``state`` (the lowest seat among several; None: none)."""
        return next((s for s in registry.get(self.setup.game).to_move(state) if s in self.humans), None)

    def cancel(self) -> None:
        """Drop every pending bot decision."""
        for pending in self.jobs.values():
            pending.job.cancel()
        self.jobs.clear()
