"""Where Red7's cards rest on screen: the Tiled layout scaled to the window, turned so the
viewer sits at the bottom.

Maps come from ``assets/layouts/red7/table-N.tmx`` (2-4 seats; ``tools/make_red7_layouts.py``
made them). :class:`Targets` is pure: from the model, the geometry, who is looking and the
viewer's move being composed (``plan``) it returns each card's :class:`Placement`, each
palette's row leaving its counting line's room (``count_room``). A hand is
face up only to its owner (or to everybody in a bots-only game shown with ``--reveal-hands``);
a folded player's palette lies face down; palettes are rows in the order played, overlapping
when long.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.layout import Layout, load_layout
from oh7_desktop.app.kit.geometry import Area, Placements, TableGeometry, hidden_key, row_centres
from oh7_desktop.app.kit.kinds import CardKey

from .model import Red7Model

GAME_MAPS = "red7"
"""The folder of Red7's maps under ``assets/layouts``."""


@dataclass(frozen=True)
class Plan:
    """The viewer's move being composed: a card bound for the palette, one for the canvas."""

    palette: CardKey | None = None
    canvas: CardKey | None = None

    @property
    def empty(self) -> bool:
        """True when nothing is chosen yet."""
        return self.palette is None and self.canvas is None


class Geometry(TableGeometry):
    """Red7's layout at a window size, seen with seat ``bottom`` at the bottom."""

    index_reach = narrow_reach = 0.34
    """A Red7 card's corner index (one digit over a letter) reaches less far than a "10"."""

    def __init__(self, players: int, size: tuple[int, int], bottom: int = 0,
                 layout: Layout | None = None) -> None:
        super().__init__(players, size, bottom, layout or load_layout(players, GAME_MAPS))

    def seat_area(self, prefix: str, seat: int) -> Area:
        """``seat``'s area of a kind: ``seat`` (hand), ``label_seat``, ``palette_seat``,
        ``score_seat``."""
        return self.area(f"{prefix}{self.slot(seat)}")


def row(rect: pygame.Rect, count: int, width: float, spread: float = 1.06) -> list[tuple[float, float]]:
    """Centres of ``count`` cards side by side along ``rect``, overlapping when they must."""
    return row_centres(rect, count, width, spread, least=0.14)


class Targets(Placements):
    """Computes every card's resting placement for one model, geometry, viewer and plan."""

    geo: Geometry

    def __init__(self, geo: Geometry, viewer: int | None, reveal_all: bool = False,
                 plan: Plan = Plan(), count_room: int = 0) -> None:
        super().__init__(geo, viewer, reveal_all)
        self.plan = plan
        self.count_room = count_room

    def compute(self, model: Red7Model) -> dict[CardKey, Placement]:
        """The placement of every physical card of ``model``."""
        self.stack_deck(model.deck, 5)
        canvas = self.geo.area("canvas")
        cards = list(model.canvas)
        for i, key in enumerate(cards):
            offset = min(i, 6) * self.geo.px(3)
            self.out[key] = Placement(canvas.rect.centerx + offset, canvas.rect.centery + offset, canvas.card,
                                      0.0, True, 30 + i * 0.01)
        for seat in range(model.players):
            self._hand(model, seat)
            self._palette(model, seat)
            self._score(model, seat)
        self._plan(model)
        return self.out

    def _hand(self, model: Red7Model, seat: int) -> None:
        area = self.geo.seat_area("seat", seat)
        up = self.sees(seat)
        planned = {self.plan.palette, self.plan.canvas} if seat == self.viewer else set()
        keys = [k for k in model.hands[seat] if k not in planned]
        keys = sorted(keys) if up else sorted(keys, key=lambda k: hidden_key(k, model.round_number))
        width, spots = area.card, row(area.rect, len(keys), area.card, 1.04 if up else 0.42)
        if up and self.geo.slot(seat) == 0:  # every corner index in view (a long hand's cards shrink)
            width, spots = self.geo.hand_row(keys, 1.04)
        for i, (key, (x, y)) in enumerate(zip(keys, spots)):
            self.out[key] = Placement(x, y, width, 0.0, up, 200 + i)

    def _palette(self, model: Red7Model, seat: int) -> None:
        area = self.geo.seat_area("palette_seat", seat)
        keys = list(model.palettes[seat])
        if seat == self.viewer and self.plan.palette in model.hands[seat]:
            keys.append(self.plan.palette)
        up = not model.folded[seat]
        for i, (key, (x, y)) in enumerate(zip(keys, row(self._palette_row(area.rect, len(keys), area.card),
                                                        len(keys), area.card))):
            self.out[key] = Placement(x, y, area.card, 0.0, up, 100 + i)

    def _palette_row(self, rect: pygame.Rect, count: int, card: int) -> pygame.Rect:
        """Where a palette's row lies: centred in its area, or right of the counting line's room
        (``count_room``) when the centred row would leave less than that at its left (the row then
        overlaps more: at 200 % the line shrank to 8 px over the cards, play test 26)."""
        natural = card * (1 + 1.06 * (count - 1))
        if (rect.width - natural) / 2 >= self.count_room:
            return rect
        return pygame.Rect(rect.left + self.count_room, rect.top, rect.width - self.count_room, rect.height)

    def _score(self, model: Red7Model, seat: int) -> None:
        """Scored cards, fanned a little so the pile's size shows: centred in their area; the
        viewer's, once its area grew with the card scale, from its left and half a card wider
        than a card at most (at 200 % the area grows toward the canvas's foot, where the canvas's
        caption needs the felt between the pile and the palette's row)."""
        area = self.geo.seat_area("score_seat", seat)
        keys, mine = model.scored[seat], self.geo.slot(seat) == 0 and self.geo.ui > 1
        width = min(area.rect.width, area.card * 1.5) if mine else area.rect.width
        step = min(area.card * 0.18, (width - area.card) / max(len(keys) - 1, 1))
        left = area.rect.left + area.card / 2 if mine else area.rect.centerx - step * (len(keys) - 1) / 2
        for i, key in enumerate(keys):
            self.out[key] = Placement(left + i * step, area.rect.centery, area.card, 0.0, True, 60 + i * 0.01)

    def _plan(self, model: Red7Model) -> None:
        """The viewer's card bound for the canvas lies on it, tilted: not played yet."""
        mine = model.hands[self.viewer] if self.viewer is not None else []
        if self.plan.canvas is not None and self.plan.canvas in mine:
            canvas = self.geo.area("canvas")
            shift = min(len(model.canvas), 6) * self.geo.px(3) + self.geo.px(14)
            self.out[self.plan.canvas] = Placement(canvas.rect.centerx + shift, canvas.rect.centery + shift,
                                                   canvas.card, -6.0, True, 40)

