"""The card table scene: keeps the engine state, shows its events, takes the players' choices.

``TableScene(services, setup, autoplay=False)`` plays one game. The engine state changes only
in :meth:`TableScene._apply` (a human's choice, a bot's ready decision, or the deal). Drawing
reads a :class:`~.frame.Frame` built from the animated :class:`~.model.TableModel`; input gives
intents the scene carries out (:mod:`.controls`). After each action ``services.on_action``
(the autosave hook) is called with the scene."""

from __future__ import annotations

import time
from typing import Any

import pygame

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.reasons import translate
from oh7_desktop.app.scene import Services, Table
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.selection import Selection
from oh7_desktop.app.kit.ui import Words, addressed_seat
from oh7_desktop.games.oh7 import (DUMMY, Action, GameState, Phase, Reason, RecordWriter, ShowInterrobang, apply,
                                   deal_action, deck, explain, to_move)

from . import draw, input as table_input
from .controls import Controls
from .director import phase_of
from .faces import OH7
from .form import GAME, start_state
from .frame import Drawn, Frame
from .geometry import Geometry, Targets, deck_origin, sort_key
from .learn import Learning
from .model import card_of
from .reasons import CardReasons, choice_action, style as reason_style
from .sheet_control import SheetControl
from .turns import Turns

INSTANT_BUDGET = 0.008
"""At instant speed, seconds of a frame spent playing actions (the frame is still drawn)."""


class TableScene(SheetControl, Controls, Learning, Table):
    """One game at the table, from the first deal to the final score sheet."""

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        super().__init__(services)
        self.setup = setup
        self.autoplay = autoplay
        self.state: GameState = start_state(setup)
        self._records = RecordWriter()  # the autosave's record after every action costs the deal in play
        self.players = self.state.players
        self.words = Words(services, lambda: None if autoplay else addressed_seat(setup.humans), self.seat_name)
        shared = services.card_art
        # The app's art draws the house pack; another pack gets its own (same look, its faces).
        self.art: CardArt = shared if shared is not None and shared.faces is OH7 else \
            CardArt(OH7, self._setting("four_colour", True), colour_safe=bool(self._setting("colour_safe", False)))
        self.painter = CardPainter(self.art, lambda key: str(card_of(key)))
        worker = services.bot_worker
        self._own_worker = worker is None
        self.worker: BotWorker = worker if worker is not None else BotWorker()
        humans = () if autoplay else setup.humans
        self.turns = Turns(setup, humans, self.worker, self.speed, self.bot_pace)
        self._learn_start()
        self.animator = Animator()
        self._reset_show()
        surface = pygame.display.get_surface()
        self.geo = Geometry(self.players, surface.get_size() if surface else (1920, 1080), self._bottom())
        self.painter.set_widths(self._widths())
        self.selection = Selection()
        self.drawn = Drawn()
        self.show_last = False
        self.reasons = CardReasons()
        self.reason_style = reason_style(self.seat_name)
        self.flash: tuple[str, float] | None = None
        self.sheet_open = False
        self.sheet_manual = False
        self.sheet_chart = False
        """The score sheet shows the running totals chart instead of the grid (G switches)."""
        self.sheet_timer = 0.0
        history = len(self.state.history)
        self.sheet_round = history - 1 if history and self.state.phase is Phase.DEAL else history
        self.final_done = False
        self._last_tick = 0.0
        self.shown_phase = "deal"
        self._start_warming()
        self.relayout(0.0)

    # -- the contract ---------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        """True once the game is over and its final sheet was dismissed."""
        return self.final_done

    def record(self) -> dict[str, Any]:
        """The game record so far, secret bets of an unfinished attempt included."""
        return self._with_undos(self._records.record(self.state, self.setup.names, include_pending=True))

    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over, else ()."""
        return self.state.winners

    def phase_name(self) -> str:
        """What the table shows now: deal, bet, bet-reveal, interrobang, tricks, score-sheet,
        handoff or game-over."""
        if self.turns.handoff is not None:
            return "handoff"
        if self.sheet_open and not self.sheet_manual:
            return "game-over" if self.state.is_over() else "score-sheet"
        if self.director.busy:
            return self.shown_phase
        phase = self.state.phase
        return {Phase.DEAL: "deal", Phase.BET: "bet", Phase.INTERROBANG: "interrobang",
                Phase.PLAY: "tricks", Phase.GAME_OVER: "game-over"}[phase]

    # -- settings and services ------------------------------------------------------------
    def _setting(self, name: str, default: Any) -> Any:
        return getattr(self.services.settings, name, default) if self.services.settings else default

    def speed(self) -> str:
        """The animation speed setting."""
        return "instant" if self._rushing() else str(self._setting("speed", "normal"))

    def bot_pace(self) -> str:
        """The bots' pace setting (readable floors, see ``pace``)."""
        return str(self._setting("bot_pace", "normal"))

    def play_sound(self, name: str) -> None:
        """Play a sound effect if a sound board is attached."""
        board = self.services.sounds
        if board is not None:
            board.play(name)

    def seat_name(self, seat: int) -> str:
        """A seat's name as shown (the dummy's in the player's language)."""
        return self.words("table.dummy") if seat == DUMMY else self.words.name(self.setup.names[seat])

    @property
    def viewer(self) -> int | None:
        """Whose hidden cards are shown face up (None: nobody's)."""
        return self.turns.viewer

    def reveal_all(self) -> bool:
        """Debug option: draw every hand face up (spectators only, never in couch play)."""
        return bool(getattr(self.services.options, "reveal_hands", False)) and not self.turns.humans

    # -- layout ---------------------------------------------------------------------------
    def _bottom(self) -> int:
        """The seat drawn at the bottom: the viewer, else the last one, else the first human."""
        if self.turns.viewer is not None:
            return self.turns.viewer
        if self.turns.last_viewer is not None:
            return self.turns.last_viewer
        return self.turns.humans[0] if self.turns.humans else 0

    def _widths(self) -> list[int]:
        lay, size = self.geo.layout, self.geo.size
        return [lay.card_width(size, name) for name in lay.names()] + [lay.card_width(size)]

    def relayout(self, duration: float) -> None:
        """Send every card to its place for the current model and viewer."""
        targets = Targets(self.geo, self.viewer, self.model.hand_shown, self.reveal_all()).compute(self.model)
        origin = deck_origin(self.geo)
        for key, target in targets.items():
            self.animator.place(key, target, duration, origin=origin)

    def resize(self, size: tuple[int, int]) -> None:
        """Fit the table to a new window size (or a turned table): cards snap to their places."""
        resized = size != self.geo.size
        self.geo = Geometry(self.players, size, self._bottom(), self.geo.layout)
        self.painter.set_widths(self._widths())
        if resized:
            self._start_warming()
        self.relayout(0.0)
        self.animator.finish()

    def _viewer_changed(self) -> None:
        """Hide or show hands at once (never animate a hidden card turning over)."""
        if self._bottom() != self.geo.bottom:
            self.resize(self.geo.size)
        else:
            self.relayout(0.0)
        self.selection.reset()

    # -- the game moves -------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        """Apply one action to the engine state and queue its events to be shown."""
        earlier, (self.state, events) = self.state, apply(self.state, action)
        self._noted(earlier, action, events)
        self.director.push(events, action)
        self.turns.request(self.state)  # the next bots think while this move is shown
        self.shown_phase = phase_of(events, self.shown_phase)
        seat = getattr(action, "seat", None)
        if seat is not None and seat in self.turns.humans:
            before = self.turns.viewer
            self.turns.acted(seat)
            if self.turns.viewer != before:
                self._viewer_changed()
        hook = self.services.on_action
        if hook is not None:
            hook(self)

    def _start_warming(self) -> None:
        cards = [str(card) for card in deck(self.state.rules.mode, self.players)]
        self.painter.start_warming(self.geo.layout, self.geo.size, cards)

    def update(self, dt: float) -> None:
        """Advance the show, then let the next player (bot, human or chance) act. At instant
        speed, as many actions as fit in a few milliseconds are played per frame."""
        self.painter.warm()
        self.turns.clock += dt
        self.animator.update(dt)
        self._update_selection(dt)
        self._lift_hint()
        if self.flash is not None and self.turns.clock > self.flash[1]:
            self.flash = None
        until = time.perf_counter() + INSTANT_BUDGET
        while True:
            self.director.update(dt)
            dt = 0.0
            if self.sheet_open:
                self._sheet_tick(self.turns.clock - self._last_tick)
                break
            self.turns.quiet(self.director.busy)
            if self.director.busy or not self._advance():
                break
            if self.speed() != "instant" or time.perf_counter() > until:
                break
        self._last_tick = self.turns.clock

    def _advance(self) -> bool:
        """Let whoever must act now act; True if an action was applied."""
        if self.turns.handoff is not None:
            return False
        state = self.state
        if len(state.history) > self.sheet_round or (state.is_over() and not self.final_done):
            self.sheet_round = len(state.history)
            self._open_sheet(manual=False)
            self.signal_scored(len(state.history), state.is_over())
            return False
        if state.phase is Phase.DEAL:
            self._apply(deal_action(state))
            return True
        if state.is_over():
            return False
        if state.phase is Phase.INTERROBANG:
            step = self.turns.tie_step(state)
            if step is None or isinstance(step, int):
                self._show_to(step)
                return False
            self._apply(step)
            return True
        self.turns.request(state)
        action = self.turns.ready(state) or self._forced_now(state)
        if action is not None:
            self._apply(action)
            return True
        if self._forced_waits(state):
            return False
        self._show_to(self.turns.human_to_act(state))
        return False

    def _show_to(self, seat: int | None) -> None:
        """Give ``seat`` the screen (after a hand-off in couch play) to decide or look."""
        if seat is None:
            return
        before = (self.turns.viewer, self.turns.handoff)
        self.turns.prepare(seat)
        if (self.turns.viewer, self.turns.handoff) != before:
            self._viewer_changed()
            if self.turns.viewer == seat:
                self.play_sound("turn")

    # -- what the viewer may do -----------------------------------------------------------
    def acting_seat(self) -> int | None:
        """The human seat that may choose now (None while showing, waiting, or hidden)."""
        seat = self.turns.viewer
        if (seat is None or self.director.busy or self.sheet_open or self.turns.handoff is not None
                or seat not in to_move(self.state)):
            return None
        return seat

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
        self._apply(choice_action(self.state, seat, card_of(key)))
        return True

    def answer_interrobang(self, show: bool) -> bool:
        """The asked human shows the ``?`` (or keeps it): at once, or in couch play once every
        tied human has looked in private (see ``tie``). True if it was their question."""
        seat = self.acting_seat()
        if seat is None or self.state.phase is not Phase.INTERROBANG:
            return False
        if self.turns.looked(seat, ShowInterrobang(seat, show)):
            self._viewer_changed()
        else:
            self._apply(ShowInterrobang(seat, show))
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
            self._viewer_changed()

    def say(self, message: str, seconds: float = 2.5) -> None:
        """Show a short message near the hand."""
        self.flash = (message, self.turns.clock + seconds)

    def skip(self) -> None:
        """Finish the animation in progress at once."""
        self.director.skip()
        self.animator.finish()

    # -- input and drawing ----------------------------------------------------------------
    def _update_selection(self, dt: float) -> None:
        seat = self.acting_seat()
        keys = self.choosable() if seat is not None else []
        turn = (seat, *self.turns.turn_id(self.state)) if seat is not None else None
        self.selection.update(turn, keys, {k for k in keys if self.card_reason(k) is None}, dt)

    def frame(self) -> Frame:
        """What the table shows now, for drawing and input (see :mod:`.frame`)."""
        acting, keys = self.acting_seat(), self.choosable()
        reasons = {k: r for k in keys if (r := self.card_reason(k)) is not None} if acting is not None else {}
        sel, busy = self.selection, self.director.busy
        return Frame(self.state, self.model, self.geo, self.words, self.painter, self.art.four_colour,
                     self.seat_name, list(self.animator.items()), self.viewer, acting, keys, reasons,
                     sel.hover, sel.focus, sel.lift_values(), frozenset(to_move(self.state)),
                     frozenset(self.turns.thinking()), busy, self.animator.busy, self.turns.clock,
                     self.flash[0] if self.flash else None, self.turns.handoff, self.sheet_open, self.sheet_manual,
                     self.sheet_chart, self.show_last, sel.dialog_focus, self.tie_looker())

    def handle(self, event: pygame.event.Event) -> None:
        """React to the mouse and keyboard: input gives intents (see ``input``), carried out here."""
        frame = self.frame()
        if self.learn_handle(event, frame, self.drawn):
            return
        for intent in table_input.handle(event, frame, self.drawn):
            self.carry_out(intent)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table from a frame of it; drawing never changes the game."""
        if surface.get_size() != self.geo.size:
            self.resize(surface.get_size())
        frame = self.frame()
        self.drawn = draw.draw_table(surface, frame, self.learn_frame())

    def exit(self) -> None:
        """Leaving the stack: stop our own bot worker."""
        self.turns.cancel()
        if self._own_worker:
            self.worker.shutdown()
