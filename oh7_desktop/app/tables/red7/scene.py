"""Red7's table scene: keeps the engine state, shows its events, takes the players' choices.

``Red7Table(services, setup, autoplay=False)`` plays one game. Whose turn it is, the show and
the score sheet are the shared loop's (:mod:`oh7_desktop.app.kit.loop`); this scene lays out
and draws Red7's cards (:mod:`.draw` reads the scene and returns what it drew), and
:mod:`.controls` and :mod:`.input` turn mouse and keys into moves.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.faces import RED7
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit import pace
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games.red7 import Finish, GameState, Move, Phase

from . import draw
from .director import Director
from .form import rules_of
from .geometry import Geometry, Plan, Targets, deck_origin
from .input import Input
from .model import Red7Model, card_of
from .turns import Turns


class Red7Table(Input):
    """One game of Red7 at the table, from the first deal to the final scores."""

    state: GameState

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        rules_of(setup)  # refuses another game's rules before anything starts
        super().__init__(services, setup, autoplay=autoplay)
        self.words = Words(services, self.addressed, self.seat_name)
        self.art = CardArt(RED7, bool(self._setting("four_colour", True)),
                           colour_safe=bool(self._setting("colour_safe", False)))
        self.painter = CardPainter(self.art, lambda key: str(card_of(key)))
        self.turns = Turns(setup, () if autoplay else setup.humans, self.worker, self.speed, self.bot_pace)
        self.animator = Animator()
        self.start_show()
        self.start_aids()
        surface = pygame.display.get_surface()
        self.geo = Geometry(self.players, surface.get_size() if surface else (1920, 1080), self.bottom_seat())
        self.painter.set_widths(self._widths())
        self.relayout(0.0)

    def phase_name(self) -> str:
        """What the table shows now: deal, turn, score-sheet, handoff or game-over."""
        if self.turns.handoff is not None:
            return "handoff"
        if self.sheet_open and not self.sheet_manual:
            return "game-over" if self.state.is_over() else "score-sheet"
        if self.state.phase is Phase.GAME_OVER:
            return "game-over"
        dealing = not any(self.model.palettes) or (self.state.phase is Phase.DEAL and not self.director.busy)
        return "deal" if dealing else "turn"

    def start_show(self) -> None:
        """Show ``state`` at rest from here on: its model and show (the start, an undo)."""
        self.model = Red7Model.from_state(self.state)
        self.director = Director(self.model, self.speed, self.relayout, self.play_sound,
                                 lambda seconds: pace.floor(seconds, self.speed(), self.bot_pace()))

    def went_back(self) -> None:
        """After an undo: the state shown at rest, no move composed, every card in its place."""
        self.start_show()
        self.plan, self.options, self.selected, self.chain = Plan(), [], None, None
        self.focus, self.hover, self.hover_target, self.flash = 0, None, None, None
        self.relayout(0.25)

    def lift_hint(self, action: object) -> None:
        """The hint's card is picked, over the palette or canvas it goes to (who would be
        winning shows); a fold is told by its line alone."""
        if not isinstance(action, (Move, Finish)):
            return
        palette = action.palette if isinstance(action, Move) else None
        card = palette if palette is not None else action.canvas
        key = None if card is None else self.key_of(card)
        cards = self.choosable()
        if key in cards:
            self.plan, self.options, self.chain = Plan(), [], None
            self.selected, self.focus, self.hover = key, cards.index(key), None
            self.hover_target = "palette" if palette is not None else "canvas"
            self.relayout(0.2)

    # -- layout ---------------------------------------------------------------------------
    def _widths(self) -> list[int]:
        lay, size = self.geo.layout, self.geo.size
        return [lay.card_width(size, name) for name in lay.names()] + [lay.card_width(size)]

    def relayout(self, duration: float) -> None:
        """Send every card to its place for the current model, viewer and move being composed."""
        targets = Targets(self.geo, self.viewer, self.reveal_all(), self.plan).compute(self.model)
        origin = deck_origin(self.geo)
        for key, target in targets.items():
            self.animator.place(key, target, duration, origin=origin)

    def resize(self, size: tuple[int, int]) -> None:
        """Fit the table to a new window size (or a turned table): cards snap to their places."""
        self.geo = Geometry(self.players, size, self.bottom_seat(), self.geo.layout)
        self.painter.set_widths(self._widths())
        self.relayout(0.0)
        self.animator.finish()

    def viewer_changed(self) -> None:
        """Hide or show hands at once (never animate a hidden card turning over)."""
        if self.bottom_seat() != self.geo.bottom:
            self.resize(self.geo.size)
        else:
            self.relayout(0.0)
        self.focus = 0

    # -- each frame -----------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Warm the card art and let old messages go."""
        self.painter.warm()
        self.tick_flash()

    def settled(self) -> None:
        """A new decision: clear the move and put the keyboard on the first usable card."""
        before = self.plan
        self.refocus()
        self.show_hint()
        note = self.director.note
        if note is not None and note[0] == "red7.note.first" and self.acting_seat() is not None:
            self.director.note = None  # read during the show; the player's own prompt takes over
        if self.plan != before:
            self.relayout(0.2)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table; drawing never changes the game."""
        if surface.get_size() != self.geo.size:
            self.resize(surface.get_size())
        self.drawn = draw.draw_table(surface, self)
