"""Where Seven Up's cards rest on screen: its Tiled map scaled to the window, turned so the
viewer sits at the bottom.

The map is ``assets/layouts/seven-up/table-2.tmx``: the two hands, the stock with the turned
cards beside it (the last one is the proposal), the repeated runs' discard under the stock,
each seat's set-aside and won tricks, the trick, and the ``award`` area where the deal's
points are shown as they are awarded. :class:`Targets` is pure: from the model, the geometry
and who is looking it returns each card's :class:`Placement`. A hand is face up only to its
owner (or to everybody in a bots-only game shown with ``--reveal-hands``); a set-aside is
always face down (the other player never sees it, and its owner knows it).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.layout import Layout, load_layout
from oh7_desktop.app.kit.geometry import Area, Placements, TableGeometry, hidden_key, jitter, row_centres
from oh7_desktop.app.kit.kinds import CardKey

from .model import SevenUpModel, card_of

GAME_MAPS = "seven-up"
"""The folder of Seven Up's map under ``assets/layouts``."""
SUIT_ORDER = "SHCD"
"""A hand's suits alternate colours: ♠ ♥ ♣ ♦."""


class Geometry(TableGeometry):
    """Seven Up's layout at a window size, seen with seat ``bottom`` at the bottom."""

    kept = frozenset({"trick"})
    """The trick keeps its size: the line above it (a decision, a trick's winner) fills the room
    up to the other player's name plate from 125 %, and the grown top card went under it."""

    def __init__(self, size: tuple[int, int], bottom: int = 0, layout: Layout | None = None) -> None:
        super().__init__(2, size, bottom, layout or load_layout(2, GAME_MAPS))

    def seat_area(self, prefix: str, seat: int) -> Area:
        """``seat``'s area of a kind: ``seat`` (hand), ``label_seat``, ``aside_seat``,
        ``pile_seat``, ``trick_seat``."""
        return self.area(f"{prefix}{self.slot(seat)}")

    def wide_index(self, key: CardKey) -> bool:
        """True for a "10": its two digits reach further than any other index of the pack."""
        return str(card_of(key)).startswith("T")


def sort_key(key: CardKey, trump: str | None = None) -> tuple[int, int]:
    """Order of a player's own hand: trumps last, suits alternating colours, ranks up."""
    card = card_of(key)
    return (4 if card.suit == trump else SUIT_ORDER.index(card.suit), card.rank)




def row(rect: pygame.Rect, count: int, width: float, spread: float) -> list[tuple[float, float]]:
    """Centres of ``count`` cards spread evenly along ``rect``, overlapping when they must."""
    return row_centres(rect, count, width, spread)


class Targets(Placements):
    """Computes every card's resting placement for one model, geometry and viewer."""

    geo: Geometry

    def compute(self, model: SevenUpModel) -> dict[CardKey, Placement]:
        """The placement of every physical card of ``model``."""
        self.stack_deck(model.deck, 6)
        self._turned(model.turned)
        discard = self.geo.area("discard")
        for i, key in enumerate(model.discard):
            self.out[key] = Placement(discard.rect.centerx + jitter(key, 3, 4), discard.rect.centery + jitter(key, 4, 4),
                                      discard.card, jitter(key, 5, 12), False, 30 + i * 0.01)
        for seat in (0, 1):
            self._hand(model, seat)
            self._extras(seat, model.extras[seat])
            self._stack(self.geo.seat_area("aside_seat", seat), model.aside[seat], 40)
            self._pile(seat, model.piles[seat])
        for order, (seat, key) in enumerate(model.trick):
            slot = self.geo.seat_area("trick_seat", seat)
            self.out[key] = Placement(slot.rect.centerx + jitter(key, 1, 3), slot.rect.centery + jitter(key, 2, 3),
                                      slot.card, jitter(key, model.deal_index, 5), True, 500 + order)
        return self.out

    def _turned(self, turned: list[CardKey]) -> None:
        """The turned cards fanned beside the stock, the proposal last and on top."""
        area = self.geo.area("turned")
        rect, width = area.rect, area.card
        step = min(width * 0.42, (rect.width - width) / max(len(turned) - 1, 1))
        for i, key in enumerate(turned):
            x = rect.left + width / 2 + i * step
            self.out[key] = Placement(x, rect.centery, width, 0.0, True, 20 + i)

    def _hand(self, model: SevenUpModel, seat: int) -> None:
        area = self.geo.seat_area("seat", seat)
        up = self.sees(seat)
        keys = sorted(model.hands[seat], key=lambda k: sort_key(k, model.trump)) if up else \
            sorted(model.hands[seat], key=lambda k: hidden_key(k, model.deal_index))
        width, spots = area.card, row(area.rect, len(keys), area.card, 1.04 if up else 0.5)
        if up and self.geo.slot(seat) == 0:  # every corner index in view (a long hand's cards shrink)
            width, spots = self.geo.hand_row(keys, 1.04)
        for i, (key, (x, y)) in enumerate(zip(keys, spots)):
            self.out[key] = Placement(x, y, width, 0.0, up, 200 + i)

    def _extras(self, seat: int, keys: list[CardKey]) -> None:
        """A run's extra cards, face down between the hand and the trick: nobody sees them
        before the turned card says whether they join the hand."""
        area = self.geo.seat_area("seat", seat)
        width, y = area.card, area.rect.centery + area.card * 1.1
        if self.geo.slot(seat) == 0:  # above the bottom hand, at the size of its room: its own
            geo = self.geo  # cards may be larger and sink below the window (kit.geometry)
            width = round(geo.layout.card_width(geo.size, "seat0") * geo.hand_room_scale())
            y = area.rect.centery - area.card * 0.7 - width * 0.4
        for i, (key, (x, _)) in enumerate(zip(keys, row(area.rect, len(keys), width, 0.3))):
            self.out[key] = Placement(x, y, width, 0.0, False, 300 + i)

    def _stack(self, area: Area, keys: list[CardKey], z: float) -> None:
        """A small face-down stack (a set-aside), fanned a little so its 3 cards show."""
        for i, key in enumerate(keys):
            offset = (i - (len(keys) - 1) / 2) * area.card * 0.18
            self.out[key] = Placement(area.rect.centerx + offset, area.rect.centery, area.card,
                                      (i - 1) * 6.0, False, z + i * 0.01)

    def _pile(self, seat: int, tricks: list[list[CardKey]]) -> None:
        """Won tricks, fanned a little so they can be counted at a glance."""
        area = self.geo.seat_area("pile_seat", seat)
        rect, width = area.rect, area.card
        step = min(width * 0.22, (rect.width - width) / max(len(tricks) - 1, 1)) if len(tricks) > 1 else 0.0
        for t, cards in enumerate(tricks):
            x = rect.centerx + t * step - step * (len(tricks) - 1) / 2
            for j, key in enumerate(cards):
                self.out[key] = Placement(x, rect.centery, width, 4.0 if t % 2 else -4.0, False, 50 + t + j * 0.01)

