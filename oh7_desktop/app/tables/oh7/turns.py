"""Who acts next and who may look: bot jobs with their pacing, and couch-play hand-offs.

The table asks :class:`Turns` what to do when nothing is being shown: apply a bot's ready
decision, wait for a human (after a hand-off screen when several people share the screen),
or wait for a bot still thinking. Bots are asked as soon as the game reaches their turn, so
they think while the previous move is still being shown; their move lands once the table has
rested long enough for the last card to be read (:mod:`.pace`). The engine seeds every secret bet of an attempt from the
attempt's opening position, so neither a human's timing nor a save and resume changes what
the bots bet.
"""

from __future__ import annotations

from collections.abc import Callable

from oh7_desktop.app.anim import scaled
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit.pace import floor
from oh7_desktop.app.kit.seats import SeatTurns
from oh7_desktop.app.settings_bridge import BotPace, Speed
from oh7_desktop.games.oh7 import SETTLE_TIE, Action, GameState, Phase, ShowInterrobang

from .tie import TIE_PAUSE, TieMoment


class Turns(SeatTurns[GameState, Action]):
    """Bot jobs, the couch-play viewer and the private tie question for Oh 7 ?'s table."""

    def __init__(self, setup: GameSetup, humans: tuple[int, ...], worker: BotWorker,
                 speed: Callable[[], Speed], pace: Callable[[], BotPace]) -> None:
        super().__init__(setup, humans, worker, speed, pace)
        self.tie: TieMoment | None = None

    def dealt(self) -> None:
        """A deal leaves the screen as it is: the next bettor gets it after a hand-off unless
        they were the last to decide (Oh 7 ?'s table has always done so)."""

    def turn_id(self, state: GameState) -> tuple[int, ...]:
        """Identifies a decision point: deal, attempt (or play count) and phase."""
        if state.phase is Phase.BET:
            return (state.deal_index, len(state.attempts), 0)
        return (state.deal_index, state.actions, 1)

    def moment(self, state: GameState) -> str:
        """A bet, a lead or a card played to the trick (the rest before a bot's move)."""
        return "lead" if state.phase is Phase.PLAY and not state.trick else state.phase.value

    def tie_step(self, state: GameState) -> Action | int | None:
        """While a tie settles (see :mod:`.tie`): the action due now, or the human who must
        look now (couch) or answer (the only human), or None to wait."""
        turn = self.turn_id(state)
        if self.tie is None or self.tie.turn != turn:
            self.tie = TieMoment.begin(state, turn, self.humans, self.couch, self.clock)
        self.request(state)  # a bot holder thinks during the pause
        tie = self.tie
        if tie.looking is not None:
            return tie.looking
        if state.asked in self.humans and tie.answer is None:
            return state.asked
        pause = max(scaled(TIE_PAUSE, self.speed()), floor(TIE_PAUSE, self.speed(), self.pace()))
        if not tie.due(self.clock, pause):
            return None
        if state.asked is None:
            return SETTLE_TIE
        return tie.answer or self.ready(state)

    def looked(self, seat: int, answer: ShowInterrobang | None = None) -> bool:
        """A couch human has looked at the tie in private (the holder with its answer, kept for
        later): their hand hides again. False when no private look of ``seat`` was due."""
        if self.tie is None or not self.tie.looked(seat, answer):
            return False
        self.acted(seat)
        return True

    def tie_looking(self) -> int | None:
        """The couch human whose private look at the tie is due, if any."""
        return self.tie.looking if self.tie is not None else None
