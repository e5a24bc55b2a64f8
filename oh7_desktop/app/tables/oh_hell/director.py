"""Oh Hell's show: the engine's events played back as a paced animation (see ``table.show``).

Each event is a step with its move time and the pause after it; a won trick stays in view a
moment, then a :class:`Gather` step sends it to its winner's pile. The director also keeps the
line the table shows in its middle (``note``: a bid, the bids' total, a trick's winner).
"""

from __future__ import annotations

from oh7_desktop.app.kit.kinds import Line
from oh7_desktop.app.kit.show import Gather, TrickShow
from oh7_desktop.games.oh_hell import events as ev

from .model import HellModel


class Director(TrickShow):
    """Shows Oh Hell's events on a :class:`HellModel`."""

    model: HellModel

    TIMING = {
        ev.HandStarted: (0.0, 0.25), ev.CardDealt: (0.22, 0.06), ev.TrumpTurned: (0.35, 0.5),
        ev.RestSetAside: (0.2, 0.2), ev.BidMade: (0.0, 0.45), ev.BidSubmitted: (0.0, 0.15),
        ev.BidsRevealed: (0.0, 0.9), ev.BiddingClosed: (0.0, 0.7), ev.CardPlayed: (0.3, 0.12),
        ev.TrickWon: (0.0, 0.75), Gather: (0.35, 0.15), ev.HandScored: (0.3, 0.3),
    }
    SOUNDS = {ev.HandStarted: "shuffle", ev.CardDealt: "deal", ev.CardPlayed: "play", Gather: "gather",
              ev.TrumpTurned: "flip", ev.BidsRevealed: "flip", ev.GameWon: "win"}
    READ = {ev.BidMade: 0.5, ev.BidsRevealed: 1.0, ev.BiddingClosed: 0.8, ev.TrickWon: 0.8}

    TRICK_WON = ev.TrickWon
    DEALT = ev.CardDealt

    @staticmethod
    def note_of(step: object, before: Line | None) -> Line | None:
        """The line the middle of the table shows after ``step``."""
        match step:
            case ev.HandStarted():
                return ("hell.note.hand", {"hand": step.hand + 1, "cards": step.cards})
            case ev.TrumpTurned():
                return ("hell.note.trump", {"suit": step.suit})
            case ev.RestSetAside() if before is not None and before[0] == "hell.note.hand":
                return ("hell.note.no_trump", {})
            case ev.BidMade():
                return ("hell.note.bid", {"seat": step.seat, "bid": step.bid})
            case ev.BidsRevealed():
                return ("hell.note.revealed", {})
            case ev.BiddingClosed():
                key = "over" if step.total > step.cards else "under" if step.total < step.cards else "equal"
                return (f"hell.note.{key}", {"total": step.total, "cards": step.cards})
            case ev.TrickWon():
                return ("hell.note.trick", {"seat": step.seat})
            case ev.CardPlayed() | Gather():
                return None
        return before
