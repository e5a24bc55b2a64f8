"""Seven Up's table scene: keeps the engine state, shows its events, takes the players' choices.

``SevenUpTable(services, setup, autoplay=False)`` plays one game. Whose turn it is, the show
and the score sheet are the shared loop's (:mod:`oh7_desktop.app.kit.loop`); this scene lays
out and draws Seven Up's cards (:mod:`.draw` reads the scene and returns what it drew) and
:mod:`.controls` turns mouse and keys into answers, set-asides and cards.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.faces import PACK52
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.games.seven_up import GameState, Phase

from . import draw
from .controls import Controls, Drawn
from .director import Director
from .form import rules_of
from .geometry import Geometry, Targets
from .model import SevenUpModel, card_of
from .turns import Turns

PHASES = {Phase.DEAL: "deal", Phase.STAND_OR_BEG: "trump", Phase.GIVE_OR_RUN: "trump",
          Phase.SET_ASIDE: "set-aside", Phase.PLAY: "tricks", Phase.GAME_OVER: "game-over"}
"""The name of what the table shows in each phase (screenshots are taken when it changes)."""


class SevenUpTable(Controls):
    """One game of Seven Up at the table, from the first deal to the final score sheet."""

    state: GameState

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        rules_of(setup)  # refuses another game's rules before anything starts
        super().__init__(services, setup, autoplay=autoplay)
        self.start_table(PACK52, lambda key: str(card_of(key)), Turns, SevenUpModel.from_state, Director)

    def table_phase(self) -> str:
        """What the table shows now: deal, trump, set-aside, tricks or game-over."""
        if self.director.busy and self.state.phase is not Phase.GAME_OVER:
            return "deal" if not self.model.trump and not self.model.said else PHASES[self.state.phase]
        return PHASES[self.state.phase]

    def target(self) -> int | None:
        """The points that end the game (the rules' target)."""
        return self.state.rules.target

    # -- layout and drawing ----------------------------------------------------------------
    def make_geometry(self, size: tuple[int, int]) -> Geometry:
        """Seven Up's map at ``size``, the bottom seat nearest the player."""
        return Geometry(size, self.bottom_seat())

    def targets(self) -> dict[CardKey, Placement]:
        """Where every card rests for the current model and viewer."""
        return Targets(self.geo, self.viewer, self.reveal_all()).compute(self.model)

    def draw_frame(self, surface: pygame.Surface) -> Drawn:
        """One frame of the table."""
        return draw.draw_table(surface, self)
