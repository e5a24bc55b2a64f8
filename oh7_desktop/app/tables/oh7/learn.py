"""Learning at Oh 7 ?'s table: hint, undo, auto-play and the bots' reasons for their bets
(a mixin of :class:`~.scene.TableScene`; the game-independent parts are in ``app/kit``: the hint
desk and undo count in :mod:`~oh7_desktop.app.kit.learning`, the buttons, line and keys in
:mod:`~oh7_desktop.app.kit.learning_view`; what stays here is Oh 7 ?'s own: the ``?`` question's
hint, the bots' bet cards, and showing the rest of a round at once).

- **Hint** (H or the button): the hard level's choice for the acting seat, computed in the
  bot worker from that seat's view only (:mod:`oh7_desktop.app.kit.assist`); the card is
  lifted (or the answer to the ``?`` question focused) with one line of why.
- **Undo** (U, Ctrl+Z or the button), for a lone human among bots: the human's last bet or
  played card and the bots' actions after it go back, until bets are revealed or the trick
  is complete (:mod:`oh7_desktop.app.kit.undo`). The record is the game without them;
  its ``undos`` field counts the undos (the save keeps it, statistics mark the game).
- **Auto-play** (options): a forced card is played by itself; once no choice remains in the
  round, the rest of it is shown at once (:mod:`oh7_desktop.app.kit.autoplay`).
- **Bots' bets**: pointing at (or B to go through) a bot's revealed bet card shows why it bet
  it, from its own view when it bet (worked out in the worker as it bets, kept for the round).
"""

from __future__ import annotations


import pygame

from oh7_desktop.app.reasons import ReasonStyle, translate
from oh7_desktop.app.kit import pace
from oh7_desktop.app.kit.assist import BetReasons
from oh7_desktop.app.kit.autoplay import FORCED_REST, forced_action
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.loop import GameLoop
from oh7_desktop.app.kit.learning import Aids, HintDesk, next_pointed, undos_of
from oh7_desktop.app.kit.learning_view import LearnFrame, learn_click, learn_key
from oh7_desktop.app.kit.selection import Selection
from oh7_desktop.app.kit.undo import UndoLog
from oh7_desktop.games.oh7 import Action, Bet, GameState, Phase, Play, Reason, ShowInterrobang, \
    explain, legal_actions, to_move, view
from oh7_desktop.games import registry

from .director import Director
from .form import GAME
from .frame import Drawn, Frame
from .learn_view import card_under
from .model import TableModel, card_of
from .turns import Turns

DECIMAL_ARGS = frozenset({"value", "alt_value", "tricks"})
"""Reason arguments that are decimal numbers (a search's values, mean tricks)."""
PHASE_SHOWN = {Phase.DEAL: "deal", Phase.BET: "bet", Phase.INTERROBANG: "interrobang", Phase.PLAY: "tricks",
               Phase.GAME_OVER: "game-over"}


class Learning(GameLoop[GameState, Action], Aids[Turns]):
    """Hint, undo, auto-play and the bots' bet reasons; the attributes below are the scene's."""

    state: GameState
    turns: Turns
    model: TableModel
    director: Director
    selection: Selection
    reason_style: ReasonStyle
    shown_phase: str

    @property
    def undo_used(self) -> bool:
        """True once undo was used in this game (statistics mark it; over the plain table's False)."""
        return self.undo_log.count > 0

    def _learn_start(self) -> None:
        self.undo_log = UndoLog(registry.get(GAME).closes_undo, self.turns.humans, undos_of(self.setup.record))
        self.hint_desk = HintDesk(self.worker, GAME)
        self.bet_reasons = BetReasons(self.worker, GAME)
        self.bet_pointed: CardKey | None = None
        """A bot's revealed bet card under the pointer or the keyboard (B)."""
        self._rush = False

    def _reset_show(self) -> None:
        """Show ``state`` at rest from here on: a new model and director (the start, an undo)."""
        self.model = TableModel.from_state(self.state)
        self.director = Director(self.model, self.seat_name, self.speed, self.relayout, self.play_sound,
                                 lambda seconds: pace.floor(seconds, self.speed(), self.bot_pace()))

    # -- what the scene provides ---------------------------------------------------------
    def choosable(self) -> list[CardKey]:
        """The viewer's cards in keyboard order (the scene's)."""
        raise NotImplementedError

    def say(self, message: str, seconds: float = 2.5) -> None:
        """Show a short message (the scene's)."""
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        """Apply one action (the scene's)."""
        raise NotImplementedError

    # -- every action ----------------------------------------------------------------------
    def reason_line(self, reason: Reason) -> str:
        """Write any reason the table shows in the player's words (cards with symbols, decimals
        written the language's way: ``0,8`` in French)."""
        point, render = self.words("number.decimal_point"), self.reason_style.render
        style = ReasonStyle(lambda name, value: render(name, value).replace(".", point)
                            if name in DECIMAL_ARGS else render(name, value))
        return translate(reason, GAME, self.words, self.words.has, style, explain)

    def _noted(self, before: GameState, action: Action, events: tuple[object, ...]) -> None:
        """Keep what undo and the bots' reasons need of an applied action."""
        seat = registry.get(GAME).actor(action)
        self.undo_log.note(before, seat, events)
        if isinstance(action, Bet) and seat is not None and seat not in self.turns.humans:
            then = self.turns.last_view
            seen = then if then is not None and then.seat == seat else view(before, seat)
            self.bet_reasons.note(before.deal_index, len(before.attempts), seat, seen, action)

    def _with_undos(self, record: dict[str, object]) -> dict[str, object]:
        return self.with_undos(record)

    def view_of(self, seat: int) -> object:
        """What ``seat`` sees of the state now."""
        return view(self.state, seat)

    def reason_text(self, reason: Reason) -> str:
        """A reason in the player's words (:meth:`reason_line`)."""
        return self.reason_line(reason)

    # -- hint ------------------------------------------------------------------------------
    def _lift_hint(self) -> None:
        """Once a hint arrives, put the keyboard on its card (lifted) or its answer (again after
        a bot's move was shown meanwhile: the keyboard went back to the first card then)."""
        action = self.hint_desk.to_lift(self.decision())
        if action is None:
            return
        if isinstance(action, ShowInterrobang):
            self.selection.dialog_focus = 0 if action.show else 1
            return
        keys = self.choosable()
        card = int(action.card) if isinstance(action, (Bet, Play)) else -1
        index = next((i for i, key in enumerate(keys) if key[0] == card), None)
        if index is not None:
            self.selection.hover, self.selection.focus = None, index

    # -- undo ------------------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the human's last bet or card and the bots' actions after it. True if done."""
        seat = self.undo_seat()
        state = self.undo_log.take_back(seat) if seat is not None else None
        if not isinstance(state, GameState):
            self.say(self.words("table.undo_refused" if self.undo_log.allowed else "table.undo_couch"))
            self.play_sound("error")
            return False
        self.turns.cancel()
        self.turns.tie = None
        self.hint_desk.forget()
        self.state = state
        self.animator.finish()
        self._reset_show()
        self.relayout(0.25)
        self.selection.reset()
        self.shown_phase = PHASE_SHOWN[state.phase]
        self.play_sound("play")
        hook = self.services.on_action
        if hook is not None:
            hook(self)
        return True

    # -- auto-play -------------------------------------------------------------------------
    def _forced(self, state: GameState) -> Action | None:
        """A human's forced bet or card that auto-play plays (None: none, or the option is off)."""
        forced = self.services.settings.auto_forced
        if not (forced or self._rushing()) or state.phase not in (Phase.BET, Phase.PLAY):
            return None
        for seat in to_move(state):
            action = forced_action(legal_actions(state, seat)) if seat in self.turns.humans else None
            if action is not None:
                return action
        return None

    def _forced_rested(self) -> bool:
        rest = pace.rest("play", self.speed(), self.bot_pace())
        return self.turns.rested(min(rest, FORCED_REST))

    def _forced_now(self, state: GameState) -> Action | None:
        """The forced action auto-play plays now (None: none, or not yet: see ``_forced_waits``)."""
        action = self._forced(state)
        return action if action is not None and self._forced_rested() else None

    def _forced_waits(self, state: GameState) -> bool:
        """True while a forced action waits its short rest (the human is not asked meanwhile)."""
        return self._forced(state) is not None and not self._forced_rested()

    def _rushing(self) -> bool:
        """True while the rest of a round with no choice left is shown at once (an option):
        from the human's last choice to the end of the round's show."""
        finish = self.services.settings.auto_finish
        state, humans = self.state, self.turns.humans
        if not finish or not humans:
            return False
        if state.phase is Phase.PLAY and all(len(state.hands[seat]) <= 1 for seat in humans):
            self._rush = True
        elif self._rush and (self.sheet_open or not self.director.busy):
            self._rush = False  # the round is shown: the next one goes at the player's speed
        return self._rush and not self.sheet_open

    # -- the bots' bets --------------------------------------------------------------------
    def bet_of(self, key: CardKey) -> tuple[int, int] | None:
        """The bot seat and attempt of a revealed bet card (None: not a bot's bet card)."""
        model = self.model
        for seat in range(model.players):
            if seat in self.turns.humans or key not in model.front[seat]:
                continue
            index = model.front[seat].index(key)
            if index < len(model.attempts) and model.attempts[index][seat] == card_of(key):
                return seat, index
        return None

    def bet_line(self) -> str | None:
        """Why the pointed bot bet its card, in the player's words (None: nothing to say yet)."""
        found = self.bet_of(self.bet_pointed) if self.bet_pointed is not None else None
        if found is None:
            return None
        seat, attempt = found
        reason = self.bet_reasons.reason(self.model.deal_index, attempt, seat)
        if reason is None:
            known = self.bet_reasons.known(self.model.deal_index, attempt, seat)
            return self.words("table.bet_reason_wait", name=self.seat_name(seat)) if known else None
        return f"{self.seat_name(seat)}: {self.reason_line(reason)}"

    def bot_bet_cards(self) -> list[CardKey]:
        """The bots' revealed bet cards in seat order (what B goes through)."""
        return [key for seat in range(self.model.players) for key in self.model.front[seat]
                if self.bet_of(key) is not None]

    # -- on screen -------------------------------------------------------------------------
    def learn_frame(self) -> LearnFrame:
        """What the learning aids show now (see :mod:`.learn_view`)."""
        acting = self.decision() is not None and self.hint_desk.offered
        label = self.words("table.hint_thinking") if self.hint_thinking() else self.words("table.hint")
        found = self.hint()
        pointed = self.bet_pointed
        return LearnFrame(label if acting else None,
                          self.words("table.undo") if self.undo_seat() is not None else None,
                          found[1] if found is not None else None, self.bet_line(), pointed)

    def learn_handle(self, event: pygame.event.Event, frame: Frame, drawn: Drawn) -> bool:
        """Carry out a learning aid's key or click; True if the event was one (the table's
        own input gets the others). Pointing at a bot's bet card is followed, never consumed."""
        if frame.handoff is not None or frame.sheet_open or frame.show_last:
            self.bet_pointed = None
            return False
        if event.type == pygame.MOUSEMOTION:
            self.bet_pointed = card_under(frame, self.bot_bet_cards(), event.pos)
            return False
        wanted = learn_key(event) or learn_click(event, drawn.buttons)
        if wanted == "bet":
            self.bet_pointed = next_pointed(self.bot_bet_cards(), self.bet_pointed)
            return True
        return self.take_aid(wanted)
