"""Where Oh 7 ?'s cards rest at the table: the geometry for the window and the bottom seat,
every card sent to its place, and the card art warmed for the sizes in use (a base of
:class:`~.scene.TableScene`; the loop calls :meth:`Layout.relayout`, and its own
``viewer_changed`` calls :meth:`Layout.resize` and :meth:`Layout.reset_choice`).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.table_zoom import zoom_widths
from oh7_desktop.app.kit.geometry import ui_percent
from oh7_desktop.app.kit.loop import GameLoop
from oh7_desktop.app.kit.selection import Selection
from oh7_desktop.games.oh7 import Action, GameState, deck

from .geometry import Geometry, Targets, deck_origin
from .model import TableModel


class Layout(GameLoop[GameState, Action]):
    """The table measured for the window, and every card's place in it."""

    state: GameState
    model: TableModel
    painter: CardPainter
    selection: Selection
    geo: Geometry

    def lay_out(self) -> None:
        """Measure the table for the window (a headless run: 1920×1080) and place every card."""
        surface = pygame.display.get_surface()
        self.geo = Geometry(self.players, surface.get_size() if surface else (1920, 1080), self.bottom_seat())
        self.geo.set_ui_scale(ui_percent(self.services.settings))
        self.painter.set_widths(self._widths())
        self._start_warming()
        self.relayout(0.0)

    def _widths(self) -> list[int]:
        return self.geo.card_widths() + zoom_widths(self.geo)

    def relayout(self, duration: float) -> None:
        """Send every card to its place for the current model and viewer."""
        targets = Targets(self.geo, self.viewer, self.model.hand_shown, self.reveal_all()).compute(self.model)
        origin = deck_origin(self.geo)
        for key, target in targets.items():
            self.animator.place(key, target, duration, origin=origin)

    def resize(self, size: tuple[int, int]) -> None:
        """Fit the table to a new window size (or a turned table): cards snap to their places."""
        resized = size != self.geo.size
        self.geo = Geometry(self.players, size, self.bottom_seat(), self.geo.layout)
        self.geo.set_ui_scale(ui_percent(self.services.settings))
        self.painter.set_widths(self._widths())
        if resized:
            self._start_warming()
        self.relayout(0.0)
        self.animator.finish()

    def reset_choice(self) -> None:
        """Forget the card or answer being chosen (another person now sits at the table)."""
        self.selection.reset()

    def _start_warming(self) -> None:
        cards = [str(card) for card in deck(self.state.rules.mode, self.players)]
        self.painter.start_warming(self.geo.layout, self.geo.size, cards)
