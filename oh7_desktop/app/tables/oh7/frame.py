"""One frame of the table as drawing and input see it: read-only facts, and what was drawn.

The scene builds a :class:`Frame` from its state each time it draws (:meth:`.scene.TableScene.frame`);
the drawing modules (:mod:`.draw`, :mod:`.hud`, :mod:`.messages`, :mod:`.prompt`, :mod:`.overlays`,
:mod:`.sheet`) read only the frame and record in a :class:`Drawn` the buttons and card rectangles
they drew, which :mod:`.input` reads to turn a click into an intent. None of them knows the scene.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

from oh7_desktop.app.anim import Motion
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.sheet_scroll import new_view
from oh7_desktop.app.menus.scrolling import ScrollView
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games.oh7 import GameState

from .geometry import Geometry
from .model import TableModel


@dataclass
class Drawn:
    """What one frame drew that input can hit: named buttons and the viewer's cards, lowest first."""

    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    card_rects: list[tuple[CardKey, pygame.Rect]] = field(default_factory=list)
    reason: pygame.Rect | None = None
    """Where the focused card's reason was drawn (the learning line keeps clear of it)."""
    trick: list[pygame.Rect] = field(default_factory=list)
    """Where the trick's cards were drawn (the learning line keeps clear of them)."""
    aside: pygame.Rect | None = None
    """The column the score sheet left free beside its explanation for a lesson's panel
    (:attr:`Frame.sheet_aside`; None: none asked, or none found)."""
    lying: list[pygame.Rect] = field(default_factory=list)
    """Where the plates, the piles' captions, the trump card and the other cards on the table
    (others' hands, bet cards, the piles) were drawn: the lines and the prompt keep clear of them."""

    def card_at(self, pos: tuple[int, int]) -> CardKey | None:
        """The topmost of the viewer's cards under ``pos``."""
        for key, rect in reversed(self.card_rects):
            if rect.collidepoint(pos):
                return key
        return None


@dataclass(frozen=True)
class Frame:
    """Everything one frame of the table shows (read it, never change it)."""

    state: GameState
    model: TableModel
    geo: Geometry
    words: Words
    painter: CardPainter
    four_colour: bool
    seat_name: Callable[[int], str]
    motions: list[tuple[Hashable, Motion]]
    """Every card's motion, in no particular order."""
    viewer: int | None
    acting: int | None
    """The human seat that may choose now (None while showing, waiting, or hidden)."""
    choosable: list[CardKey]
    """The viewer's cards in keyboard order (empty for nobody)."""
    reasons: dict[CardKey, str]
    """Why a choosable card may not be chosen now, in the player's words (absent: it may)."""
    hover: CardKey | None
    focus: int
    lifts: dict[CardKey, float]
    to_move: frozenset[int]
    thinking: frozenset[int]
    busy: bool
    """The director is still showing the last move."""
    moving: bool
    """Some card is still moving."""
    clock: float
    flash: str | None
    handoff: int | None
    sheet_open: bool
    sheet_manual: bool
    sheet_chart: bool
    """The score sheet shows the running totals chart (G) instead of its grid."""
    show_last: bool
    dialog_focus: int
    tie_looker: int | None
    focus_moved_at: float | None = None
    """When (table clock) a key last moved the focus at this decision (:mod:`~oh7_desktop.app.kit.zoom`)."""
    sheet_scroll: ScrollView = field(default_factory=new_view)
    """How far the open sheet's rounds are scrolled (:mod:`~oh7_desktop.app.kit.sheet_scroll`)."""
    sheet_unfolded: bool = False
    """The player unfolded the last round's explanation (E) on a sheet too crowded to show it whole."""
    score_rect: pygame.Rect | None = None
    """Where the score box is drawn instead of its place in the layout (a lesson's panel needs that
    place: :mod:`oh7_desktop.app.tutorial.oh7_room`); None: in its place."""
    sheet_aside: Callable[[pygame.Rect], int] | None = None
    """A lesson's panel over the score sheet: the text size (pixels) its words fit a column at, 0 if
    they do not; the sheet then leaves such a column beside its explanation (:attr:`Drawn.aside`)."""

    @property
    def players(self) -> int:
        """Seats at the table (the dummy is none)."""
        return self.state.players

    def focused(self) -> CardKey | None:
        """The card the keyboard is on (when the mouse is on none)."""
        keys = self.choosable
        if not keys or self.hover is not None or self.acting is None:
            return None
        return keys[self.focus % len(keys)]
