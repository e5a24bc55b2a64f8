"""The card table scene of Oh 7 ?: the shared game loop with Oh 7 ?'s show, layout and choices.

``TableScene(services, setup, autoplay=False)`` plays one game. Whose turn it is, the show's
pace and the score sheet are the kit's loop (:class:`~oh7_desktop.app.kit.loop.GameLoop`); the
tie is the table's own step before the bots' turn (:mod:`.choices`). Drawing reads a :class:`~.frame.Frame`
of the animated :class:`~.model.TableModel`; input gives intents the scene carries out (:mod:`.controls`).
After each action ``services.on_action`` (the autosave hook) is called with the scene."""

from __future__ import annotations


import pygame

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.settings_bridge import Speed
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.geometry import ui_percent
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit import sheet_scroll
from oh7_desktop.app.kit.close_look import LookGroup
from oh7_desktop.app.kit.looks import Looking, Looks, trick_groups
from oh7_desktop.app.kit.selection import Selection
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games import registry
from oh7_desktop.games.oh7 import DUMMY, Action, GameState, Phase, RecordWriter, to_move

from . import draw, input as table_input
from .choices import Choices
from .controls import Controls
from .director import Director, phase_of
from .faces import OH7
from .form import GAME, start_state
from .frame import Drawn, Frame
from .geometry import Geometry
from .learn import Learning
from .layout import Layout
from .model import TableModel, card_of
from .reasons import CardReasons, style as reason_style
from .sheet_control import SheetControl
from .turns import Turns


class TableScene(Choices, Layout, SheetControl, Controls, Learning, Looks[Geometry]):
    """One game at the table, from the first deal to the final score sheet."""

    state: GameState
    turns: Turns
    model: TableModel
    director: Director

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        super().__init__(services, setup, registry.get(GAME), autoplay=autoplay, state=start_state(setup))
        self._records = RecordWriter()  # the autosave's record after every action costs the deal in play
        self.players = self.state.players
        self.words = Words(services, self.addressed, self.seat_name)
        shared = services.card_art
        # The app's art draws the house pack; another pack gets its own (same look, its faces).
        self.art: CardArt = shared if shared is not None and shared.faces is OH7 else \
            CardArt(OH7, services.settings.four_colour, colour_safe=services.settings.colour_safe)
        self.painter = CardPainter(self.art, lambda key: str(card_of(key)))
        self.turns = Turns(setup, () if autoplay else setup.humans, self.worker, self.speed, self.bot_pace)
        self._learn_start()
        self.animator = Animator()
        self._reset_show()
        self.selection, self.drawn, self.show_last = Selection(), Drawn(), False
        self.looking = Looking()
        self.reasons, self.reason_style = CardReasons(), reason_style(self.seat_name)
        self.flash: tuple[str, float] | None = None
        history = len(self.state.history)  # a resumed game between rounds shows its last sheet again
        self.sheet_round = history - 1 if history and self.state.phase is Phase.DEAL else history
        self.shown_phase = "deal"
        self.lay_out()

    def record(self) -> dict[str, object]:
        """The game record so far, secret bets of an unfinished attempt included."""
        return self._with_undos(self._records.record(self.state, self.setup.names, include_pending=True))

    def phase_name(self) -> str:
        """What the table shows now: deal, bet, bet-reveal, interrobang, tricks, score-sheet,
        handoff or game-over."""
        if self.turns.handoff is not None:
            return "handoff"
        if self.sheet_open and not self.sheet_manual:
            return "game-over" if self.state.is_over() else "score-sheet"
        if self.director.busy:
            return self.shown_phase
        return {Phase.DEAL: "deal", Phase.BET: "bet", Phase.INTERROBANG: "interrobang",
                Phase.PLAY: "tricks", Phase.GAME_OVER: "game-over"}[self.state.phase]

    def speed(self) -> Speed:
        """The animation speed setting (instant while auto-play finishes a round)."""
        return "instant" if self._rushing() else super().speed()

    def seat_name(self, seat: int) -> str:
        """A seat's name as shown (the dummy's in the player's language)."""
        return self.words("table.dummy") if seat == DUMMY else super().seat_name(seat)

    # -- the loop's hooks -------------------------------------------------------------------
    def applied(self, before: GameState, action: Action, events: tuple[object, ...]) -> None:
        """Keep what undo and the bots' reasons need, and which phase the show is in."""
        self._noted(before, action, events)
        self.shown_phase = phase_of(events, self.shown_phase)

    def show_events(self, events: tuple[object, ...], action: Action) -> None:
        """Oh 7 ?'s show stages an action's events with the action that caused them."""
        self.director.push(events, action)

    def forced(self, state: GameState) -> Action | None:
        """A human's forced bet or card that auto-play plays (see :mod:`.learn`)."""
        return self._forced(state)

    def handoff_waits(self) -> bool:
        """Oh 7 ?'s show holds each move long enough itself: a hand-off goes up at once."""
        return False

    # -- each frame, input and drawing ----------------------------------------------------
    def tick(self, dt: float) -> None:
        """Warm the card art, follow the selection, lift a hint's card, let an old message go."""
        self.painter.warm()
        seat = self.acting_seat()
        keys = self.choosable() if seat is not None else []
        turn = (seat, *self.turns.turn_id(self.state)) if seat is not None else None
        self.selection.update(turn, keys, {k for k in keys if self.card_reason(k) is None}, dt)
        self._lift_hint()
        if self.flash is not None and self.turns.clock > self.flash[1]:
            self.flash = None

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
                     self.sheet_chart, self.show_last, sel.dialog_focus, self.tie_looker(), sel.moved_at,
                     self.sheet_scroll, self.sheet_unfolded)

    def handle(self, event: pygame.event.Event) -> None:
        """React to the mouse and keyboard: input gives intents (see ``input``), carried out here."""
        if self.look_event(event, self.drawn.card_rects, list(self.drawn.buttons.values())):
            return  # the close look (Z) and the table's zoom
        frame = self.frame()
        if self.learn_handle(event, frame, self.drawn) or sheet_scroll.scroll_event(self, event):
            return
        for intent in table_input.handle(event, frame, self.drawn):
            self.carry_out(intent)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table from a frame of it; drawing never changes the game."""
        if surface.get_size() != self.geo.size or self.geo.ui != ui_percent(self.services.settings) / 100:
            self.resize(surface.get_size())
        self.drawn = draw.draw_table(surface, self.frame(), self.learn_frame())
        self.draw_looks(surface, self.animator.items())

    def wants_escape(self) -> bool:
        """Esc closes the close look, the last trick or a score sheet opened to look."""
        return self.looking_now() or super().wants_escape()

    def can_look(self) -> bool:
        """True while the table itself is on screen (no hand-off, score sheet or last trick over it)."""
        return self.turns.handoff is None and not self.sheet_open and not self.show_last

    def look_groups(self) -> list[LookGroup]:
        """The close look (Z): the trick in the middle, each card with its player's name."""
        return trick_groups(self.model.trick, self.seat_name, self.card_words)

    def card_words(self, key: CardKey) -> str:
        """A card in words, as the hints name it."""
        return card_of(key).symbol

    def focus_now(self) -> tuple[float, CardKey] | None:
        """When a key last moved the focus to a card of the hand, and that card (None: no key did)."""
        sel, keys = self.selection, self.choosable()
        moved = sel.moved_at if sel.hover is None else None
        return (moved, keys[sel.focus % len(keys)]) if keys and moved is not None else None
