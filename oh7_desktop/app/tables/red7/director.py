"""Red7's show: the engine's events played back as a paced animation (see ``table.show``).

Each event is a step with its move time and the pause after it; a rule change, a fold and a
round won stay in view long enough to read. The director also keeps the line the table shows
above the canvas (``note``: who starts, a rule change, a fold, the round's winner, points).
"""

from __future__ import annotations

from oh7_desktop.app.kit.kinds import Line
from oh7_desktop.app.kit.show import EventShow
from oh7_desktop.games.red7 import events as ev

from .model import Red7Model


class Director(EventShow):
    """Shows Red7's events on a :class:`Red7Model`."""

    model: Red7Model

    TIMING = {
        ev.RoundStarted: (0.3, 0.3), ev.CardDealt: (0.2, 0.045), ev.FirstPlayer: (0.0, 0.7),
        ev.CardToPalette: (0.35, 0.3), ev.CardToCanvas: (0.4, 0.45), ev.CardToDeck: (0.35, 0.3),
        ev.CardDrawn: (0.3, 0.2), ev.TurnEnded: (0.0, 0.15), ev.Folded: (0.35, 0.5),
        ev.RoundWon: (0.0, 1.2), ev.RoundScored: (0.6, 0.8), ev.GameWon: (0.0, 0.4),
    }
    SOUNDS = {ev.RoundStarted: "shuffle", ev.CardDealt: "deal", ev.CardToPalette: "play",
              ev.CardToCanvas: "flip", ev.CardToDeck: "gather", ev.CardDrawn: "deal", ev.Folded: "flip",
              ev.RoundScored: "gather", ev.GameWon: "win"}
    READ = {ev.FirstPlayer: 1.0, ev.CardToCanvas: 0.6, ev.Folded: 0.7, ev.RoundWon: 1.4, ev.RoundScored: 1.0}

    DEALT = ev.CardDealt

    @staticmethod
    def note_of(step: object, before: Line | None) -> Line | None:
        """The line the table shows above the canvas after ``step``."""
        match step:
            case ev.RoundStarted():
                return ("red7.note.round", {"round": step.round_number})
            case ev.FirstPlayer():
                return ("red7.note.first", {"leader": step.leader, "card": str(step.card), "seat": step.seat})
            case ev.CardToPalette():  # the last move stays readable above the canvas
                return ("red7.note.palette", {"seat": step.seat, "card": str(step.card)})
            case ev.CardToCanvas():
                return ("red7.note.rule", {"seat": step.seat, "rule": step.rule})
            case ev.CardToDeck():
                return ("red7.note.to_deck", {"seat": step.seat, "card": str(step.card)})
            case ev.CardDrawn():
                return ("red7.note.draw", {"seat": step.seat})
            case ev.Folded():
                return ("red7.note.fold_forced" if step.forced else "red7.note.fold", {"seat": step.seat})
            case ev.RoundWon():
                return ("red7.note.won", {"seat": step.seat, "rule": step.rule, "count": len(step.counting)})
            case ev.RoundScored():
                return ("red7.note.scored", {"seat": step.winner, "points": step.points[step.winner]})
            case ev.GameWon():
                return before
        return before
