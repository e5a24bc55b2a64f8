"""The learning aids of every table on the shared loop: hint (H), undo (U, Ctrl+Z) and the bots'
reasons (pointing at a bot's name, or B), each switched on by a capability of the game's
registry entry (``hint``, ``explain``: :mod:`.assist`; a game without them has no hint button
and no reasons, undo still works).

- **Hint**: the hard level's choice for the acting seat, computed in the bot worker from that
  seat's view only; the table lifts or focuses the hinted choice (:meth:`AidedLoop.lift_hint`)
  and shows the one line of why, translated.
- **Undo**, for a lone human among bots: their last action and the bots' after it go back,
  until an event the game's ``closes_undo`` names (:class:`~.undo.UndoLog`); never with another
  human at the table. The record is the game without them; its ``undos`` field counts them.
- **Bots' reasons**: why a bot made its latest decision the game explains (Oh Hell its bid,
  Seven Up its answer, Red7 its move), from its own view when it decided; worked out in the
  worker only when asked.
- **Auto-play** of forced moves is the loop's own (:meth:`~.loop.GameLoop.forced`).
"""

from __future__ import annotations

from typing import Generic

import pygame

from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.learning import Aids, BotDecisions, HintDesk, next_pointed, undos_of
from oh7_desktop.app.kit.learning_view import LearnFrame, draw_buttons, draw_line, learn_click, learn_key
from oh7_desktop.app.kit.loop import A, GameLoop, S
from oh7_desktop.app.kit.seats import SeatTurns
from oh7_desktop.app.kit.undo import UndoLog
from oh7_desktop.games import registry
from oh7_desktop.games.interface import Reason


class AidedLoop(GameLoop[S, A], Aids[SeatTurns[S, A]], Generic[S, A]):
    """The shared loop with the learning aids; a game's table says how a hint shows
    (:meth:`lift_hint`), how it starts showing a state again (:meth:`went_back`), where its
    bots' names are (:meth:`bot_plates`) and translates reasons (:meth:`explain`)."""

    geo: TableGeometry

    def start_aids(self) -> None:
        """Set up the aids (once the table's turns exist)."""
        name = self.game.name
        self.undo_log = UndoLog(self.game.closes_undo, self.turns.humans, undos_of(self.setup.record))
        self.hint_desk = HintDesk(self.worker, name)
        self.bot_decisions = BotDecisions(self.worker, name, registry.offers(name, "explain"))
        self.applied_count = 0
        """Actions applied at this table (undo takes some back)."""
        self.pointed: int | None = None
        """The bot whose reason is asked (pointing at its name, or B)."""

    # -- what the game's table provides ----------------------------------------------------
    def explain(self, reason: Reason) -> str:
        """A reason in the player's words (the table's)."""
        raise NotImplementedError

    def view_of(self, seat: int) -> object:
        """What ``seat`` sees of the state now."""
        return self.game.view(self.state, seat)

    def reason_text(self, reason: Reason) -> str:
        """A reason in the player's words (:meth:`explain`)."""
        return self.explain(reason)

    def say(self, message: str, seconds: float = 2.5) -> None:
        """Show a short message (the table's)."""
        raise NotImplementedError

    def lift_hint(self, action: object) -> None:
        """Lift or focus the hinted ``action`` of the acting seat (the table's choices)."""

    def went_back(self) -> None:
        """Show ``state`` at rest from here on, after an undo: a new model and show (the table's)."""
        raise NotImplementedError

    def decision_shown(self, action: object) -> bool:
        """True when a bot's ``action`` is on the table for everyone (a secret choice is not,
        until revealed): only those are explained."""
        return True

    def bot_plates(self) -> dict[int, pygame.Rect]:
        """Where each bot's name plate and the line by it (a bid, a word said) are drawn:
        pointing there asks its reason (the maps' ``label_seat`` areas, twice as tall)."""
        geo, plates = self.geo, {}
        for seat in range(self.players):
            if seat not in self.turns.humans:
                rect = geo.area(f"label_seat{geo.slot(seat)}").rect
                plates[seat] = rect.inflate(0, rect.height)
        return plates

    # -- every action ----------------------------------------------------------------------
    def applied(self, before: S, action: A, events: tuple[object, ...]) -> None:
        """Keep what undo and the bots' reasons need of an applied action (a table that keeps
        more of it calls this too)."""
        super().applied(before, action, events)
        seat = self.game.actor(action)
        self.undo_log.note(before, seat, events)
        self.applied_count += 1
        if seat is not None and seat not in self.turns.humans:
            then = self.turns.last_view
            seen = then if then is not None and then.seat == seat else self.game.view(before, seat)
            self.bot_decisions.note(self.round_key(before), self.applied_count - 1, seat, seen, action)

    @property
    def undo_used(self) -> bool:
        """True once undo was used in this game (statistics mark it; over the plain table's False)."""
        return self.undo_log.count > 0

    def round_key(self, state: S) -> int:
        """Which round (hand, deal) ``state`` is in: the rounds scored before it."""
        return len(self.game.round_results(state))

    def record(self) -> dict[str, object]:
        """The game record so far, with how many times undo was used."""
        return self.with_undos(super().record())

    # -- hint ------------------------------------------------------------------------------
    def show_hint(self) -> None:
        """Once a hint arrives, lift its choice (again after a bot's move was shown meanwhile)."""
        action = self.hint_desk.to_lift(self.decision())
        if action is not None:
            self.lift_hint(action)

    # -- undo ------------------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the human's last action and the bots' actions after it. True if done."""
        seat = self.undo_seat()
        noted = self.undo_log.noted
        state = self.undo_log.take_back(seat) if seat is not None else None
        if state is None:
            self.say(self.words("table.undo_closed" if self.undo_log.allowed else "table.undo_couch"))
            self.play_sound("error")
            return False
        self.applied_count -= noted - self.undo_log.noted
        self.bot_decisions.take_back(self.applied_count)
        self.turns.cancel()
        self.hint_desk.forget()
        self.state = state
        self.animator.finish()
        self.went_back()
        self.play_sound("play")
        if self.services.on_action is not None:
            self.services.on_action(self)
        return True

    # -- the bots' reasons -------------------------------------------------------------------
    def explained_bots(self) -> list[int]:
        """The bots with a decision of this round to explain, in seat order (what B goes through)."""
        key = self.round_key(self.state)
        return [seat for seat in range(self.players)
                if seat not in self.turns.humans and self.bot_decisions.known(key, seat, self.decision_shown)]

    def bot_line(self) -> str | None:
        """Why the pointed bot decided as it did, in the player's words (None: nothing to say)."""
        seat = self.pointed
        if seat is None:
            return None
        key = self.round_key(self.state)
        reason = self.bot_decisions.reason(key, seat, self.decision_shown)
        if reason is not None:
            return f"{self.seat_name(seat)}: {self.reason_text(reason)}"
        if self.bot_decisions.waiting(key, seat):
            return self.words("table.bet_reason_wait", name=self.seat_name(seat))
        return None

    # -- on screen and input -----------------------------------------------------------------
    def learn_frame(self) -> LearnFrame:
        """What the learning aids show now."""
        asking = self.decision() is not None and self.hint_desk.offered
        found = self.hint()
        return LearnFrame(self.words("table.hint_thinking" if self.hint_thinking() else "table.hint") if asking else None,
                          self.words("table.undo") if self.undo_seat() is not None else None,
                          found[1] if found is not None else None, self.bot_line())

    def draw_learning(self, surface: pygame.Surface, buttons: dict[str, pygame.Rect],
                      below: list[pygame.Rect]) -> None:
        """The aids' buttons above the table's own in its button column (recorded in ``buttons``),
        and the hint's line or a bot's reason just above the viewer's hand and the boxes
        ``below`` it (its cards, a picker; never over a hand-off screen or the score sheet)."""
        if self.turns.handoff is not None or self.sheet_open:
            return
        geo = self.geo
        draw_buttons(surface, self.learn_frame(), geo.area("buttons").rect, buttons, geo.font(22, 14), geo.px(52),
                     geo.px(10))
        self.draw_learning_line(surface, below)

    def draw_learning_line(self, surface: pygame.Surface, below: list[pygame.Rect],
                           strip: pygame.Rect | None = None) -> None:
        """The hint's line or a bot's reason just above the viewer's hand and what lies on or
        just above it (``below``: cards, a picker), or in the table's message ``strip`` (a table
        drawing the aids' buttons in its own column draws this alone)."""
        if self.turns.handoff is not None or self.sheet_open:
            return
        geo, learn = self.geo, self.learn_frame()
        if strip is not None:
            draw_line(surface, learn, strip, None, geo.font(22, 14), geo.scale)
            return
        hand = geo.area(f"seat{geo.slot(geo.bottom)}").rect
        near = hand.top - geo.px(40)
        top = min([hand.top, *(rect.top for rect in below
                               if rect.bottom >= near and rect.right > hand.left and rect.left < hand.right)])
        draw_line(surface, learn, hand, top - geo.px(16), geo.font(22, 14), geo.scale)

    def learn_event(self, event: pygame.event.Event, buttons: dict[str, pygame.Rect]) -> bool:
        """Carry out a learning aid's key or click; True if the event was one (the table's own
        input gets the others). Pointing at a bot's name is followed, never consumed."""
        if self.turns.handoff is not None or self.sheet_open:
            self.pointed = None
            return False
        if event.type == pygame.MOUSEMOTION:
            self.pointed = next((seat for seat, rect in self.bot_plates().items()
                                 if rect.collidepoint(event.pos) and seat not in self.turns.humans), None)
            return False
        wanted = learn_key(event) or learn_click(event, buttons)
        if wanted == "bet":
            self.pointed = next_pointed(self.explained_bots(), self.pointed)
            return True
        return self.take_aid(wanted)


__all__ = ["AidedLoop"]
