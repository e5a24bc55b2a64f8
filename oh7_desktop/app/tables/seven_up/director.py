"""Seven Up's show: the engine's events played back as a paced animation (see ``table.show``).

Each event is a step with its move time and the pause after it: the 3-by-3 deal and every
run are dealt card by card, the turned card flips by the stock, a decision is said out loud,
a repeated run's extras slide to the discard, and at the end of the deal each point (high,
low, jack, game) is awarded one at a time, long enough to read which card won it. A won
trick stays in view a moment, then a :class:`Gather` step sends it to its winner's pile. The
director keeps the line the table shows in its middle (``note``).
"""

from __future__ import annotations

from oh7_desktop.app.kit.kinds import Line
from oh7_desktop.app.kit.show import Gather, TrickShow
from oh7_desktop.games.seven_up import events as ev

from .model import SevenUpModel


class Director(TrickShow):
    """Shows Seven Up's events on a :class:`SevenUpModel`."""

    model: SevenUpModel

    TIMING = {
        ev.DealStarted: (0.0, 0.25), ev.PackShuffled: (0.3, 0.3), ev.CardDealt: (0.22, 0.07),
        ev.CardTurned: (0.35, 0.6), ev.Decided: (0.0, 0.6), ev.RunRepeated: (0.35, 0.8),
        ev.PackExhausted: (0.0, 1.0), ev.TrumpSet: (0.0, 0.6), ev.PointScored: (0.0, 1.1),
        ev.SetAsideDone: (0.3, 0.3), ev.PlayStarted: (0.0, 0.1), ev.CardPlayed: (0.3, 0.12),
        ev.TrickWon: (0.0, 0.75), Gather: (0.35, 0.15), ev.DealScored: (0.3, 0.6),
    }
    SOUNDS = {ev.PackShuffled: "shuffle", ev.CardDealt: "deal", ev.CardPlayed: "play", Gather: "gather",
              ev.CardTurned: "flip", ev.SetAsideDone: "deal", ev.PointScored: "turn", ev.GameWon: "win"}
    READ = {ev.Decided: 0.8, ev.CardTurned: 0.6, ev.RunRepeated: 1.0, ev.PackExhausted: 1.2,
            ev.TrumpSet: 0.6, ev.PointScored: 1.0, ev.TrickWon: 0.8}

    TRICK_WON = ev.TrickWon
    DEALT = ev.CardDealt

    @staticmethod
    def note_of(step: object, before: Line | None) -> Line | None:
        """The line the middle of the table shows after ``step``."""
        match step:
            case ev.DealStarted():
                return ("su.note.deal", {"deal": step.deal_index + 1, "seat": step.dealer})
            case ev.PackShuffled() if step.reshuffle:
                return ("su.note.new_pack", {})
            case ev.CardTurned():
                return ("su.note.proposed", {"suit": step.suit})
            case ev.Decided():
                return (f"su.said.{step.decision}", {"seat": step.seat})
            case ev.RunRepeated():
                return ("su.note.repeated", {"suit": step.suit})
            case ev.PackExhausted():
                return ("su.note.exhausted", {"left": step.cards_left})
            case ev.TrumpSet():
                return (f"su.trump.{step.how}", {"suit": step.suit})
            case ev.PointScored():
                return (f"su.point.{step.kind}", {"seat": step.seat})
            case ev.TrickWon():
                return ("su.note.trick", {"seat": step.seat})
            case ev.CardPlayed() | Gather():
                return None
        return before
