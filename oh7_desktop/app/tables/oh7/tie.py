"""The ``?`` tie at the table: the same neutral moment for every tie on the highest bet.

Who holds the ``?`` is private until it is shown (rulings, Bets 4), so nothing the table shows,
and no time it takes, may tell whether a tied seat was asked:

- every tie shows "Settling the tie…" (the engine's ``TieSettling`` event) for at least
  :data:`TIE_PAUSE` at the speed chosen (and never less than that at the bots' pace); a bot's answer, or the engine's chance settle when
  nobody is asked, lands only then;
- in couch play, every tied human who could hold the ``?`` (each tied seat but the one that
  leads on suit priority: a public fact) takes the screen in private, in seat order; the holder
  sees the question, the others a short note; the holder's answer is kept until all of them
  have looked, so the order of hand-offs is the same whoever holds it;
- a single human at the table is asked at once: nobody else is watching.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from oh7_desktop.games.oh7 import GameState, ShowInterrobang, tie_settling

TIE_PAUSE = 1.6
"""Least time (normal speed) the tie's neutral moment lasts, question or not."""


@dataclass
class TieMoment:
    """One tie being settled at the table."""

    turn: tuple[int, ...]
    started: float
    lookers: list[int] = field(default_factory=list)
    """Couch play: the humans still to look at the screen in private, in seat order."""
    answer: ShowInterrobang | None = None
    """The couch holder's answer, applied once everyone has looked."""

    @classmethod
    def begin(cls, state: GameState, turn: tuple[int, ...], humans: tuple[int, ...],
              couch: bool, clock: float) -> TieMoment:
        """The moment of the tie in ``state`` (phase ``INTERROBANG``), starting at ``clock``."""
        tie = tie_settling(state)
        lookers = [seat for seat in tie.seats if seat != tie.leader and seat in humans] if couch else []
        return cls(turn, clock, lookers)

    @property
    def looking(self) -> int | None:
        """The human whose private look is due now, if any."""
        return self.lookers[0] if self.lookers else None

    def looked(self, seat: int, answer: ShowInterrobang | None = None) -> bool:
        """``seat`` has looked (the holder with its ``answer``); False if it was not its turn."""
        if self.looking != seat:
            return False
        self.lookers.pop(0)
        if answer is not None:
            self.answer = answer
        return True

    def due(self, clock: float, pause: float) -> bool:
        """True once everyone has looked and the neutral ``pause`` (seconds) is over."""
        return not self.lookers and clock - self.started >= pause
