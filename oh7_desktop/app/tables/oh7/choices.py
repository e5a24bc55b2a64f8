"""What Oh 7 ?'s players choose at the table: a card to bet or play, and the answer to the ``?``
question while a tie settles (a base of :class:`~.scene.TableScene`).

The tie is the step Oh 7 ?'s table takes before the bots' turn (:meth:`GameLoop.pending_step`):
its neutral moment, the private looks of couch play and the holder's answer (see :mod:`.tie`).
"""

from __future__ import annotations

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.reasons import ReasonStyle, translate
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.keys import KeyList, named
from oh7_desktop.app.kit.loop import GameLoop
from oh7_desktop.app.kit.selection import Selection
from oh7_desktop.games.oh7 import Action, GameState, Phase, Reason, ShowInterrobang, explain, to_move

from .director import Director
from .form import GAME
from .geometry import sort_key
from .model import TableModel, card_of
from .reasons import CardReasons, choice_action
from .turns import Turns


class Choices(GameLoop[GameState, Action]):
    """The viewer's cards and the ``?`` question, and how the tie settles at the table."""

    state: GameState
    turns: Turns
    model: TableModel
    director: Director
    animator: Animator
    selection: Selection
    reasons: CardReasons
    reason_style: ReasonStyle
    flash: tuple[str, float] | None

    def _apply(self, action: Action) -> None:
        """Apply one action (the loop's :meth:`~GameLoop.apply_action`; the learning aids' name)."""
        self.apply_action(action)

    def pending_step(self, state: GameState) -> bool | None:
        """While a tie settles: apply the action due, or give the screen to the human who must
        look or answer, or wait (None when no tie is settling)."""
        if state.phase is not Phase.INTERROBANG:
            return None
        step = self.turns.tie_step(state)
        if step is None or isinstance(step, int):
            self.show_to(step)
            return False
        self.apply_action(step)
        return True

    def table_keys(self) -> KeyList:
        """Oh 7 ?'s own keys: a digit chooses that card, Y/N answers the ? question, Tab the sheet."""
        if self.state.phase is Phase.INTERROBANG:
            return named(self.services, [("Y / N", "keys.oh7.answer")])
        return named(self.services, [("1–9", "keys.oh7.digit"), ("Tab", "keys.table.sheet")])

    def choosable(self) -> list[CardKey]:
        """The viewer's cards in keyboard order: the hand as shown, then the face-up row."""
        seat = self.turns.viewer
        if seat is None or self.state.phase is Phase.INTERROBANG:
            return []
        return sorted(self.model.hands[seat], key=sort_key) + list(self.model.front[seat])

    def card_reason(self, key: CardKey) -> str | None:
        """Why the acting seat may not choose this card now, in the player's words (None: it may)."""
        seat = self.acting_seat()
        if seat is None:
            return None
        reason = self.reasons.of(self.state, seat, card_of(key))
        return None if reason is None else self.explain(reason)

    def explain(self, reason: Reason) -> str:
        """The engine's reason, translated (suits and cards with symbols, seats by name)."""
        return translate(reason, GAME, self.words, self.words.has, self.reason_style, explain)

    def choose(self, key: CardKey) -> bool:
        """The viewer picks a card: bet or play it if allowed, else say why. True if taken."""
        seat = self.acting_seat()
        if seat is None or key not in self.choosable():
            return False
        reason = self.card_reason(key)
        if reason is not None:
            self.say(reason)
            self.play_sound("error")
            return False
        self.selection.hover = None
        self.apply_action(choice_action(self.state, seat, card_of(key)))
        return True

    def answer_interrobang(self, show: bool) -> bool:
        """The asked human shows the ``?`` (or keeps it): at once, or in couch play once every
        tied human has looked in private (see ``tie``). True if it was their question."""
        seat = self.acting_seat()
        if seat is None or self.state.phase is not Phase.INTERROBANG:
            return False
        if self.turns.looked(seat, ShowInterrobang(seat, show)):
            self.viewer_changed()
        else:
            self.apply_action(ShowInterrobang(seat, show))
        return True

    def tie_looker(self) -> int | None:
        """The couch human looking at the tie in private with nothing to decide (they see a note)."""
        seat = self.turns.viewer
        if seat is None or self.director.busy or self.turns.handoff is not None \
                or seat != self.turns.tie_looking() or seat in to_move(self.state):
            return None
        return seat

    def tie_seen(self) -> None:
        """The looker read the note: the screen goes to the next one (or the tie settles)."""
        seat = self.tie_looker()
        if seat is not None and self.turns.looked(seat):
            self.viewer_changed()

    def say(self, message: str, seconds: float = 2.5) -> None:
        """Show a short message near the hand."""
        self.flash = (message, self.turns.clock + seconds)

    def skip(self) -> None:
        """Finish the animation in progress at once."""
        self.director.skip()
        self.animator.finish()
