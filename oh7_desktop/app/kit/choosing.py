"""What every card table's scene shares besides the game loop: cards laid out where its
geometry says (and again at a new window size or viewer), the pointer over cards, a short
message when a choice is refused (the engine's reason, translated), and Space / Enter / a click
that dismisses a hand-off screen or a score sheet, or skips the show; S opens the score
sheet (G switches it to its running totals chart, :mod:`.sheet_chart`) and L the last trick.

A game's ``Controls`` subclasses :class:`CardChoices` and adds what its players choose (bids,
answers, cards) with its own ``click`` and ``key``; its scene says how to measure the table
(:meth:`CardChoices.make_geometry`), where each card rests (:meth:`CardChoices.targets`) and
how a frame is drawn (:meth:`CardChoices.draw_frame`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

import pygame

from oh7_desktop.app.anim import Animator, Placement
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.faces import SUIT_GLYPHS, FaceSet, card_text
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.reasons import ReasonStyle, translate
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit import pace, sheet_chart, sheet_review, sheet_scroll
from oh7_desktop.app.kit.aids import AidedLoop
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.geometry import TableGeometry, ui_percent
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.last_trick import LastTrick
from oh7_desktop.app.kit.looks import Looking, Looks
from oh7_desktop.app.kit.table_zoom import zoom_widths
from oh7_desktop.app.kit.loop import A, Shows
from oh7_desktop.app.kit.seats import SeatTurns
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games.interface import Game, Reason, ReasonArg

FLASH_SECONDS = 2.5
"""How long a refused choice's reason stays near the hand."""


class SkippableShow(Shows, Protocol):
    """A show the player can skip to its end (:meth:`~oh7_desktop.app.kit.show.Show.skip`)."""

    def skip(self) -> None:
        """Show the rest at once."""
        ...


class TableModel(Protocol):
    """A table's model as the shared input reads it (a game without tricks has no last trick)."""

    @property
    def hands(self) -> list[list[CardKey]]:
        """Each seat's hand, by seat."""
        ...

    @property
    def last_trick(self) -> LastTrick | None:
        """The last trick gathered this deal, with its winner (the L key shows it again)."""
        ...


@dataclass
class Drawn:
    """What the last frame drew that input can hit (a game's table adds its own widgets)."""

    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    cards: list[tuple[CardKey, pygame.Rect]] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)
    """Boxes drawn just above the hand (a picker) that the learning aids' line keeps clear of."""


class Counted(Protocol):
    """A game state that counts the actions applied to it (a decision's identity)."""

    @property
    def actions(self) -> int:
        """How many actions were applied so far."""
        ...


S = TypeVar("S", bound=Counted)
"""The game's state type (it counts its actions)."""


class CardChoices(Looks[TableGeometry], AidedLoop[S, A], Generic[S, A]):
    """The input every card table shares; the scene holds the state it acts on."""

    words: Words
    drawn: Drawn
    director: SkippableShow
    animator: Animator
    geo: TableGeometry
    painter: CardPainter
    model: TableModel

    def __init__(self, services: Services, setup: GameSetup, game: Game[Any, Any, Any, Any],
                 *, autoplay: bool = False) -> None:
        super().__init__(services, setup, game, autoplay=autoplay)
        self.drawn = Drawn()
        self.focus = 0
        self.flash: tuple[str, float] | None = None
        self.hover: CardKey | None = None
        self.focus_moved_at: float | None = None
        """When (table clock) a key last moved the focus at this decision (the zoom shows a while)."""
        self.show_last = False
        """The last trick is shown again over the table (L)."""
        self.looking = Looking()
        self._decision: tuple[int, int] | None = None

    def start_table(self, faces: FaceSet, card_name: Callable[[CardKey], str], turns: type[SeatTurns[S, A]],
                    model: Callable[[Any], TableModel], director: Callable[..., SkippableShow]) -> None:
        """Set up what every card table has, in this order: its words, the card painter for its
        pack, the bots' turns, the model of the state (``model``: from a state) and its show,
        the learning aids, and the layout for the window."""
        self.words = Words(self.services, self.addressed, self.seat_name)
        art = CardArt(faces, self.services.settings.four_colour,
                      colour_safe=self.services.settings.colour_safe)
        self.painter = CardPainter(art, card_name)
        self.turns = turns(self.setup, () if self.autoplay else self.setup.humans, self.worker, self.speed,
                           self.bot_pace)
        self.animator = Animator()
        self._card_name = card_name
        self._show_of = (model, director)
        self.start_show(model(self.state))
        self.start_aids()
        surface = pygame.display.get_surface()
        self.lay_out(surface.get_size() if surface else (1920, 1080))

    def phase_name(self) -> str:
        """What the table shows now: ``handoff``, ``score-sheet`` or ``game-over`` while one is
        up, else the game's own name for the moment (:meth:`table_phase`)."""
        if self.turns.handoff is not None:
            return "handoff"
        if self.sheet_open and not self.sheet_manual:
            return "game-over" if self.game.is_over(self.state) else "score-sheet"
        return self.table_phase()

    def table_phase(self) -> str:
        """The game's name for what its table shows now (deal, bid, tricks...)."""
        raise NotImplementedError

    def start_show(self, model: TableModel) -> None:
        """Show ``model`` at rest from here on: its own show (the start, an undo)."""
        self.model = model
        self.director = self._show_of[1](model, self.speed, self.relayout, self.play_sound,
                                         lambda seconds: pace.floor(seconds, self.speed(), self.bot_pace()))

    def lift_cards(self, cards: Sequence[object]) -> list[CardKey]:
        """Put the keyboard on the first of the acting seat's ``cards`` (engine cards), lifted;
        return their keys in the order shown (a hint of one card or several)."""
        names = [str(card) for card in cards]
        keys = [key for key in self.choosable() if self._card_name(key) in names]
        if keys:
            self.focus, self.hover = self.choosable().index(keys[0]), None
        return keys

    def went_back(self) -> None:
        """After an undo: the state shown at rest, every card in its place, the keyboard anew."""
        self.start_show(self._show_of[0](self.state))
        self.relayout(0.25)
        self.focus, self.hover, self.flash = 0, None, None

    # -- reasons ---------------------------------------------------------------------------
    def render_arg(self, name: str, value: ReasonArg) -> str:
        """A reason's argument in the player's symbols (suits, cards, seats by name)."""
        if name in ("suit", "lead") and isinstance(value, str):
            return SUIT_GLYPHS.get(value, value)
        if name in ("card", "holds"):
            return " ".join(card_text(part) for part in str(value).replace(",", " ").split())
        if name in ("seat", "turn") and isinstance(value, int):
            return self.seat_name(value)
        return str(value)

    def explain(self, reason: Reason) -> str:
        """The engine's reason, translated."""
        return translate(reason, self.game.name, self.words, self.words.has, ReasonStyle(self.render_arg),
                         self.game.explain)

    def refuse(self, reason: str) -> None:
        """Say why a choice is refused, with the error sound."""
        self.say(reason)
        self.play_sound("error")

    def say(self, message: str, seconds: float = FLASH_SECONDS) -> None:
        """Show a short message near the hand."""
        self.flash = (message, self.now() + seconds)

    def now(self) -> float:
        """The table's clock."""
        return self.turns.clock

    def tick_flash(self) -> None:
        """Let an old message go."""
        if self.flash is not None and self.now() > self.flash[1]:
            self.flash = None

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """React to the mouse and keyboard (a hand just revealed by a hand-off ignores them a moment)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.turns.settling():
            return
        if self.look_event(event, self.drawn.cards, [*self.drawn.buttons.values(), *self.drawn.panels]):
            return  # the close look (Z) and the table's zoom
        if sheet_scroll.scroll_event(self, event) or sheet_chart.chart_event(self, event, self.drawn.buttons) \
                or self.learn_event(event, self.drawn.buttons):
            return
        if sheet_review.review_event(self, event, self.drawn.buttons, self.say):
            return
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.take_back()
        elif event.type == pygame.KEYDOWN:
            self.key(event.key, getattr(event, "unicode", ""))

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved: which card it is over."""
        self.hover = next((k for k, r in reversed(self.drawn.cards) if r.collidepoint(pos)), None)

    def take_back(self) -> None:
        """A right click: take back the move being composed (a table that composes moves says how)."""

    def click(self, pos: tuple[int, int]) -> None:
        """A left click: the last trick or the score sheet, a screen or show to dismiss, else
        what the game's table drew there (:meth:`click_table`)."""
        name = next((n for n, r in self.drawn.buttons.items() if r.collidepoint(pos)), None)
        if name == "last" or self.show_last:  # a click anywhere puts the last trick away
            self.toggle_last()
        elif name == "sheet":
            self.toggle_sheet()
        elif not self.overlay_done():
            self.click_table(name, pos)

    def click_table(self, button: str | None, pos: tuple[int, int]) -> None:
        """A click on the table itself: the game's own ``button`` (None: none) or its choices."""
        raise NotImplementedError

    def key(self, key: int, typed: str) -> None:
        """A key: L the last trick (a game with tricks; any key puts it away), S the sheet, Esc closes it, Enter or
        Space dismisses what is up or chooses, ← → ↑ ↓ Home End move the focus as at every table, else the game's."""
        if self.show_last or (key == pygame.K_l and self.shows_last_trick):
            self.toggle_last()
        elif key == pygame.K_s:
            self.toggle_sheet()
        elif key == pygame.K_ESCAPE and self.sheet_open:
            self.close_sheet()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if not self.overlay_done():
                self.choose_focused(confirm=key != pygame.K_SPACE)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) or (key in (pygame.K_UP, pygame.K_DOWN) and self.vertical_focus):
            self.move_focus(1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.focus_end(key == pygame.K_END)
        else:
            self.key_table(key, typed)

    def move_focus(self, step: int) -> None:
        """← → (``step`` -1 or 1): the keyboard's focus moves among the choices, then the cards."""
        count = len(self.picker()) or len(self.choosable())
        if count:
            self.focus = (self.focus + step) % count
            self.hover, self.focus_moved_at = None, self.now()

    def focus_end(self, last: bool) -> None:
        """Home / End: the keyboard's focus on the first or last choice (else card)."""
        count = len(self.picker()) or len(self.choosable())
        if count:
            self.focus, self.hover, self.focus_moved_at = count - 1 if last else 0, None, self.now()

    def choosable(self) -> list[CardKey]:
        """The acting seat's cards in the order shown (the game's table says which)."""
        raise NotImplementedError

    def focus_now(self) -> tuple[float, CardKey] | None:
        """When a key last moved the focus to a card of the hand, and that card (None: no key did)."""
        cards, moved = [] if self.picker() or self.hover is not None else self.choosable(), self.focus_moved_at
        return (moved, cards[self.focus % len(cards)]) if cards and moved is not None else None

    def picker(self) -> Sequence[object]:
        """The choices offered besides cards (bids, answers), focused before the cards."""
        return ()

    def choose_focused(self, confirm: bool) -> None:
        """Enter (``confirm``) or Space: the focused choice."""
        raise NotImplementedError

    def key_table(self, key: int, typed: str) -> None:
        """The game's own keys (digits, answers...)."""

    def overlay_done(self) -> bool:
        """Dismiss a hand-off screen or score sheet, or skip the show; True if one was up."""
        if self.turns.handoff is not None:
            self.turns.confirm_handoff()
            self.viewer_changed()
            return True
        if self.sheet_open:
            self.close_sheet()
            return True
        if self.director.busy or self.animator.busy:
            self.director.skip()
            self.animator.finish()
            return True
        return False

    def toggle_last(self) -> None:
        """Show the last trick again (L), or put it away."""
        self.show_last = not self.show_last and self.model.last_trick is not None and not self.sheet_open

    def wants_escape(self) -> bool:
        """Esc puts away the last trick or a score sheet opened to look."""
        return self.show_last or super().wants_escape()

    def toggle_sheet(self) -> None:
        """Open the score sheet to look (S), or close it."""
        if self.sheet_open:
            self.close_sheet()
        elif self.game.round_results(self.state):
            self.open_sheet(manual=True)

    # -- layout ---------------------------------------------------------------------------
    def make_geometry(self, size: tuple[int, int]) -> TableGeometry:
        """The table measured at ``size``, the bottom seat nearest the player (the game's map)."""
        raise NotImplementedError

    def targets(self) -> dict[CardKey, Placement]:
        """Where every card rests now, for the current model and viewer (the game's table says)."""
        raise NotImplementedError

    def draw_frame(self, surface: pygame.Surface) -> Drawn:
        """Draw one frame and return what input can hit (the game's table says)."""
        raise NotImplementedError

    def refocus(self) -> None:
        """A new decision puts the keyboard on its first choice (the game's table says how)."""

    def new_decision(self) -> bool:
        """True once for each decision (a seat to act at a count of actions, or none): the first
        call after it changed; a table's :meth:`refocus` starts afresh then."""
        seat = self.acting_seat()
        decision = None if seat is None else (seat, self.state.actions)
        if decision == self._decision:
            return False
        self._decision, self.focus_moved_at = decision, None
        return True

    def lay_out(self, size: tuple[int, int]) -> None:
        """Measure the table at ``size`` and put every card in its place at once."""
        self.geo = self.make_geometry(size)
        self.geo.set_ui_scale(ui_percent(self.services.settings))
        self.painter.set_widths(self.geo.card_widths() + zoom_widths(self.geo))
        self.relayout(0.0)

    def relayout(self, duration: float) -> None:
        """Send every card to its place for the current model and viewer (a new card comes
        from the pack)."""
        deck = self.geo.area("deck")
        origin = Placement(deck.rect.centerx, deck.rect.centery, deck.card, 0.0, False, 10)
        for key, target in self.targets().items():
            self.animator.place(key, target, duration, origin=origin)

    def resize(self, size: tuple[int, int]) -> None:
        """Fit the table to a new window size (or a turned table): cards snap to their places."""
        self.lay_out(size)
        self.animator.finish()

    def reset_choice(self) -> None:
        """Keyboard focus back on the first card (another person now sits at the table)."""
        self.focus = 0

    # -- each frame -----------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Warm the card art and let old messages go."""
        self.painter.warm()
        self.tick_flash()

    def settled(self) -> None:
        """Put the keyboard on the first choice of a new decision (or on the hinted one)."""
        self.refocus()
        self.show_hint()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table; drawing never changes the game."""
        if surface.get_size() != self.geo.size or self.geo.ui != ui_percent(self.services.settings) / 100:
            self.resize(surface.get_size())
        self.drawn = self.draw_frame(surface)
        self.draw_looks(surface, self.animator.items())

    def can_look(self) -> bool:
        """True while the table itself is on screen (no hand-off, score sheet or last trick over it)."""
        return self.turns.handoff is None and not self.sheet_open and not self.show_last


AnyChoices = CardChoices[Any, Any]
"""A card table on the kit, whatever its game (for the drawing helpers every such table shares)."""
