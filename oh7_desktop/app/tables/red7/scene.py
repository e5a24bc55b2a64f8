"""Red7's table scene: keeps the engine state, shows its events, takes the players' choices.

``Red7Table(services, setup, autoplay=False)`` plays one game. Whose turn it is, the show and
the score sheet are the shared loop's (:mod:`oh7_desktop.app.kit.loop`), the cards' places
and the input the kit's (:mod:`oh7_desktop.app.kit.choosing`); this scene lays out and draws
Red7's cards (:mod:`.draw` reads the scene and returns what it drew), and :mod:`.controls`
says what each part of a move does.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.faces import RED7
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.games.red7 import Finish, GameState, Move, Phase

from . import draw
from .controls import Controls, Drawn
from .counting import count_room
from .director import Director
from .form import rules_of
from .geometry import Geometry, Plan, Targets
from .model import Red7Model, card_of
from .turns import Turns


class Red7Table(Controls):
    """One game of Red7 at the table, from the first deal to the final scores."""

    state: GameState
    _count_room = 0
    """The room the palettes' rows were laid out to leave for their counting lines."""

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        rules_of(setup)  # refuses another game's rules before anything starts
        super().__init__(services, setup, autoplay=autoplay)
        self.start_table(RED7, lambda key: str(card_of(key)), Turns, Red7Model.from_state, Director)

    def table_phase(self) -> str:
        """What the table shows now: deal, turn or game-over."""
        if self.state.phase is Phase.GAME_OVER:
            return "game-over"
        dealing = not any(self.model.palettes) or (self.state.phase is Phase.DEAL and not self.director.busy)
        return "deal" if dealing else "turn"

    def target(self) -> int | None:
        """The points that end the game (the rules' target)."""
        return self.state.rules.target

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

    # -- layout and drawing ----------------------------------------------------------------
    def make_geometry(self, size: tuple[int, int]) -> Geometry:
        """Red7's map for the seats at ``size``, the bottom seat nearest the player."""
        return Geometry(self.players, size, self.bottom_seat())

    def targets(self) -> dict[CardKey, Placement]:
        """Where every card rests for the current model, viewer and move being composed."""
        self._count_room = count_room(self)
        return Targets(self.geo, self.viewer, self.reveal_all(), self.plan, self._count_room).compute(self.model)

    def settled(self) -> None:
        """A new decision: clear the move and put the keyboard on the first usable card."""
        before = self.plan
        super().settled()
        note = self.director.note
        if note is not None and note[0] == "red7.note.first" and self.acting_seat() is not None:
            self.director.note = None  # read during the show; the player's own prompt takes over
        if self.plan != before:
            self.relayout(0.2)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table, laid out again first if its counting lines' room changed (the language)."""
        if self._count_room != count_room(self):
            self.resize(surface.get_size())
        super().draw(surface)

    def draw_frame(self, surface: pygame.Surface) -> Drawn:
        """One frame of the table."""
        return draw.draw_table(surface, self)
