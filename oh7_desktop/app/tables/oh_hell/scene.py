"""Oh Hell's table scene: keeps the engine state, shows its events, takes the players' choices.

``HellTable(services, setup, autoplay=False)`` plays one game. Whose turn it is, the show and
the score sheet are the shared loop's (:mod:`oh7_desktop.app.kit.loop`); this scene lays out
and draws Oh Hell's cards (:mod:`.draw` reads the scene and returns what it drew) and
:mod:`.controls` turns mouse and keys into bids and cards.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.faces import PACK52
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.games.oh_hell import GameState, Phase

from . import draw
from .controls import Controls, Drawn
from .director import Director
from .form import rules_of
from .geometry import Geometry, Targets
from .model import HellModel, card_of
from .turns import Turns


class HellTable(Controls):
    """One game of Oh Hell at the table, from the first deal to the final score sheet."""

    state: GameState

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        rules_of(setup)  # refuses another game's rules before anything starts
        super().__init__(services, setup, autoplay=autoplay)
        self.start_table(PACK52, lambda key: str(card_of(key)), Turns, HellModel.from_state, Director)

    def table_phase(self) -> str:
        """What the table shows now: deal, bid, tricks or game-over."""
        if self.director.busy:
            return "deal" if not self.model.hand_shown else "tricks" if self.model.trick else "bid"
        return {Phase.DEAL: "deal", Phase.BID: "bid", Phase.PLAY: "tricks",
                Phase.GAME_OVER: "game-over"}[self.state.phase]

    # -- layout and drawing ----------------------------------------------------------------
    def make_geometry(self, size: tuple[int, int]) -> Geometry:
        """Oh Hell's map for the seats at ``size``, the bottom seat nearest the player."""
        return Geometry(self.players, size, self.bottom_seat())

    def targets(self) -> dict[CardKey, Placement]:
        """Where every card rests for the current model and viewer."""
        return Targets(self.geo, self.viewer, self.reveal_all()).compute(self.model)

    def draw_frame(self, surface: pygame.Surface) -> Drawn:
        """One frame of the table."""
        return draw.draw_table(surface, self)
