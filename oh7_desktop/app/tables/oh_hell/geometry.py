"""Where Oh Hell's cards rest on screen: the Tiled layout scaled to the window, turned so the
viewer sits at the bottom.

Maps come from ``assets/layouts/oh-hell/table-N.tmx`` (the 7-seat table), else the shared
trick-taking maps. :class:`Targets` is pure: from the model, the geometry and who is looking
it returns each card's :class:`Placement`; a hand is face up only to its owner (or to
everybody in a bots-only game shown with ``--reveal-hands``).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.layout import Layout, load_layout
from oh7_desktop.app.kit.geometry import Area, Placements, TableGeometry, hidden_key, jitter, row_centres
from oh7_desktop.app.kit.kinds import CardKey

from .model import HellModel, card_of

GAME_MAPS = "oh-hell"
"""The folder of Oh Hell's own maps under ``assets/layouts``."""
SUIT_ORDER = "SHCD"
"""A hand's suits alternate colours: ♠ ♥ ♣ ♦."""
ANGLE = {"bottom": 0.0, "top": 0.0, "left": -90.0, "right": 90.0}


TRICK_PULL = 0.85
"""How far from the trick's middle a seat's card lies, as a share of its map slot's distance."""


class Geometry(TableGeometry):
    """Oh Hell's layout at a window size, seen with seat ``bottom`` at the bottom."""

    kept = frozenset({"trick"})
    """The trick keeps its size: the line above it (a bid, a trick's winner) grows down into its
    felt at a large text scale, and the grown top cards went under it from 125 %."""

    def __init__(self, players: int, size: tuple[int, int], bottom: int = 0,
                 layout: Layout | None = None) -> None:
        super().__init__(players, size, bottom, layout or load_layout(players, GAME_MAPS))

    def seat_area(self, prefix: str, seat: int) -> Area:
        """``seat``'s area of a kind: ``seat`` (hand), ``label_seat``, ``bets_seat``, ``pile_seat``,
        ``trick_seat``."""
        return self.area(f"{prefix}{self.slot(seat)}")

    def hand_row_rect(self) -> pygame.Rect:
        """The local hand's row: its area widened into the free felt beside it (:func:`own_hand_rect`)."""
        return own_hand_rect(self)

    def wide_index(self, key: CardKey) -> bool:
        """True for a "10": its two digits reach further than any other index of the pack."""
        return str(card_of(key)).startswith("T")

    def trick_spot(self, seat: int) -> tuple[float, float, int]:
        """Where ``seat``'s card of the trick lies: its map slot drawn in toward the trick's
        middle, so a card played from the side lands in the trick, not by the pack;
        ``(x, y, card width)``."""
        return self.trick_spots()[seat]

    def trick_spots(self) -> list[tuple[float, float, int]]:
        """Every seat's :meth:`trick_spot`, measured at once."""
        slots = [self.seat_area("trick_seat", s) for s in range(self.players)]
        centres = [slot.rect.center for slot in slots]
        mid_x, mid_y = sum(x for x, _ in centres) / len(slots), sum(y for _, y in centres) / len(slots)
        return [(mid_x + (x - mid_x) * TRICK_PULL, mid_y + (y - mid_y) * TRICK_PULL, slot.card)
                for (x, y), slot in zip(centres, slots)]

    def trump_spot(self) -> tuple[int, int, int]:
        """Where the turned trump card lies: just below the pack it was turned from, as on a real
        table (beside the trick it read as one more card played); ``(x, y, card width)``."""
        deck = self.area("deck")
        gap = self.px(12)
        return deck.rect.centerx, deck.rect.centery + round(deck.card * 1.4) + gap, deck.card


def sort_key(key: CardKey) -> tuple[int, int]:
    """Order of a player's own hand: suits alternating colours, ranks up."""
    card = card_of(key)
    return (SUIT_ORDER.index(card.suit), card.rank)




def row(rect: pygame.Rect, count: int, along: float, vertical: bool, spread: float) -> list[tuple[float, float]]:
    """Centres of ``count`` cards spread evenly along ``rect``, overlapping when they must."""
    return row_centres(rect, count, along, spread, least=0.12, vertical=vertical)


def own_hand_rect(geo: Geometry) -> pygame.Rect:
    """The bottom hand's area, widened for long hands into the free felt beside it (a
    15-card hand keeps every index readable at 1280x720)."""
    rect = geo.seat_area("seat", geo.bottom).rect.copy()
    label = geo.seat_area("label_seat", geo.bottom).rect
    pile = geo.seat_area("pile_seat", geo.bottom).rect
    left, right = max(label.right, geo.table.left) + geo.px(12), min(pile.left, geo.table.right) - geo.px(12)
    if right - left > rect.width:
        rect.width, rect.left = right - left, left
    return rect


class Targets(Placements):
    """Computes every card's resting placement for one model, geometry and viewer."""

    geo: Geometry

    def compute(self, model: HellModel) -> dict[CardKey, Placement]:
        """The placement of every physical card of ``model``."""
        self.stack_deck(model.deck, 6)
        if model.trump_card is not None:
            tx, ty, width = self.geo.trump_spot()
            self.out[model.trump_card] = Placement(tx, ty, width, 0.0, True, 20)
        for seat in range(model.players):
            self._hand(model, seat)
            self._pile(seat, model.piles[seat])
        for order, (seat, key) in enumerate(model.trick):
            spot_x, spot_y, width = self.geo.trick_spot(seat)
            self.out[key] = Placement(spot_x + jitter(key, 1, 3), spot_y + jitter(key, 2, 3),
                                      width, jitter(key, model.hand_number, 5), True, 500 + order)
        return self.out

    def _hand(self, model: HellModel, seat: int) -> None:
        area = self.geo.seat_area("seat", seat)
        up = model.hand_shown and self.sees(seat)
        keys = sorted(model.hands[seat], key=sort_key) if up else \
            sorted(model.hands[seat], key=lambda k: hidden_key(k, model.hand_number))
        vertical = area.side in ("left", "right")
        rect = own_hand_rect(self.geo) if seat == self.geo.bottom else area.rect
        along = area.card * 1.4 if vertical else area.card
        width, spots = area.card, row(rect, len(keys), along if not vertical else area.card, vertical,
                                      1.04 if up else 0.45)
        if up and seat == self.geo.bottom:  # every corner index in view (a long hand's cards shrink)
            width, spots = self.geo.hand_row(keys, 1.04)
        for i, (key, (x, y)) in enumerate(zip(keys, spots)):
            self.out[key] = Placement(x, y, width, ANGLE.get(area.side, 0.0), up, 200 + i)

    def _pile(self, seat: int, tricks: list[list[CardKey]]) -> None:
        """Won tricks, fanned a little so they can be counted at a glance."""
        area = self.geo.seat_area("pile_seat", seat)
        rect, width = area.rect, area.card
        vertical = rect.height > rect.width * 1.4
        span = (rect.height - width * 1.4) if vertical else (rect.width - width)
        step = min(width * 0.22, span / max(len(tricks) - 1, 1)) if len(tricks) > 1 else 0.0
        for t, cards in enumerate(tricks):
            offset = t * step - step * (len(tricks) - 1) / 2
            x, y = rect.centerx + (0 if vertical else offset), rect.centery + (offset if vertical else 0)
            for j, key in enumerate(cards):
                self.out[key] = Placement(x, y, width, 4.0 if t % 2 else -4.0, False, 50 + t + j * 0.01)

