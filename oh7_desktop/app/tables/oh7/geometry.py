"""Where things go on screen: the Tiled layout scaled to the window, turned so the viewer sits
at the bottom, and the resting place of every physical card.

The layout's ``seat0`` is the bottom of the screen; in couch play the table turns so the
player whose hands are shown sits there (``bottom``). :func:`card_targets` is pure: from the
table model, the geometry and who is looking, it returns each card's :class:`Placement`.
Face-up-ness comes from :func:`oh7_desktop.games.oh7.visible_to` only.
"""

from __future__ import annotations

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.layout import Layout, load_layout
from oh7_desktop.app.kit.geometry import Area, TableGeometry, hidden_key, jitter, row_centres
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.games.oh7 import DUMMY, Card, visible_to

from .model import TableModel, card_of

SUIT_ORDER = "SHCDF"
ANGLE = {"bottom": 0.0, "top": 0.0, "left": -90.0, "right": 90.0}
"""Hands' card angle by table edge: side hands lie across, their tops facing the middle."""


class Geometry(TableGeometry):
    """Oh 7 ?'s layout at a window size, seen with seat ``bottom`` at the bottom."""

    index_reach = 0.39
    """How far a naught's corner index reaches (the widest of the pack), in card widths."""
    narrow_reach = 0.35
    """How far every other corner index reaches (a value or a star's sign over its suit)."""

    def wide_index(self, key: CardKey) -> bool:
        """True for a naught ("N"): its index reaches further than the others'."""
        return card_of(key).is_naught

    def __init__(self, players: int, size: tuple[int, int], bottom: int = 0,
                 layout: Layout | None = None) -> None:
        super().__init__(players, size, bottom, layout or load_layout(players, "oh7"))

    def _name(self, prefix: str, seat: int) -> str:
        if seat == DUMMY:
            return {"seat": "dummy", "label_seat": "label_dummy", "pile_seat": "dummy_tricks",
                    "trick_seat": "trick_dummy", "bets_seat": "dummy"}[prefix]
        return f"{prefix}{self.slot(seat)}"

    def hand(self, seat: int) -> Area:
        """Where ``seat``'s hand lies."""
        return self.area(self._name("seat", seat))

    def label(self, seat: int) -> Area:
        """Where ``seat``'s name plate goes."""
        return self.area(self._name("label_seat", seat))

    def bets(self, seat: int) -> Area:
        """Where ``seat``'s bet cards lie (face down, then face up in front)."""
        return self.area(self._name("bets_seat", seat))

    def pile(self, seat: int) -> Area:
        """Where ``seat``'s won tricks are stacked."""
        return self.area(self._name("pile_seat", seat))

    def trick_slot(self, seat: int) -> Area:
        """Where ``seat``'s card lands in the trick."""
        return self.area(self._name("trick_seat", seat))

    def side(self, seat: int) -> str:
        """The table edge ``seat`` sits at."""
        return self.hand(seat).side


def _row(area: Area, count: int, along: float, vertical: bool = False,
         spread: float = 1.08) -> list[tuple[float, float]]:
    """Centres of ``count`` cards spread evenly along an area, overlapping when they must;
    ``along`` is each card's extent in the direction of the row, ``spread`` the widest step."""
    return row_centres(area.rect, count, along, spread, least=0.18, vertical=vertical)


def sort_key(key: CardKey) -> tuple[int, int, int]:
    """Order of a player's own hand: suits by priority, values up, specials last."""
    card = card_of(key)
    if card.suit is not None:
        return (SUIT_ORDER.index(card.suit), card.value, key[1])
    return (9, key[0], key[1])


class Targets:
    """Computes every card's resting placement for one model, geometry and viewer."""

    def __init__(self, geo: Geometry, viewer: int | None, hand_shown: bool, reveal_all: bool = False) -> None:
        self.geo = geo
        self.viewer = viewer
        self.hand_shown = hand_shown
        self.reveal_all = reveal_all
        self.out: dict[CardKey, Placement] = {}

    def sees(self, owner: int) -> bool:
        """True if the viewer may see ``owner``'s hidden cards face up."""
        return self.reveal_all and owner != DUMMY or visible_to(self.viewer, owner)

    def compute(self, model: TableModel) -> dict[CardKey, Placement]:
        """Return the placement of every physical card of ``model``."""
        self._stack(model.deck, self.geo.area("deck"), 10, 0, split=model.shuffling)
        if model.has_dummy:
            self._stack(model.dummy_pile, self.geo.area("dummy_pile"), 10, 0)
        else:
            self._stack(model.discard, self.geo.area("discard"), 10, 0)
        for seat in range(model.players):
            self._hand(model, seat)
            self._front(model, seat)
        for seat, tricks in model.piles.items():
            self._pile(seat, tricks)
        if model.has_dummy:
            self._dummy_up(model.dummy_up)
        self._trick(model)
        return self.out

    def _stack(self, keys: list[CardKey], area: Area, z: float, angle: float, split: bool = False) -> None:
        """A neat face-down pile: one pixel of thickness every few cards; ``split``: cut in two
        halves side by side, as in a riffle shuffle."""
        x, y = area.rect.center
        for i, key in enumerate(keys):
            lift = i // 4
            dx = (area.card * 0.58 if i % 2 else -area.card * 0.58) if split else 0.0
            tilt = (6.0 if i % 2 else -6.0) if split else angle
            self.out[key] = Placement(x - lift + dx, y - lift, area.card, tilt, False, z + i * 0.01)

    def _hand(self, model: TableModel, seat: int) -> None:
        area = self.geo.hand(seat)
        keys = model.hands[seat]
        up = self.hand_shown and self.sees(seat)
        if up:
            keys = sorted(keys, key=sort_key)
        else:
            keys = sorted(keys, key=lambda k: hidden_key(k, model.deal_index))
        vertical = area.side in ("left", "right")
        width, spots = area.card, _row(area, len(keys), area.card, vertical=vertical, spread=1.08 if up else 0.5)
        if up and self.geo.slot(seat) == 0:  # every corner index in view (a long hand's cards shrink)
            width, spots = self.geo.hand_row(keys, 1.08)
        angle = ANGLE.get(area.side, 0.0)
        for i, (key, (x, y)) in enumerate(zip(keys, spots)):
            self.out[key] = Placement(x, y, width, angle, up, 200 + i)

    def _front(self, model: TableModel, seat: int) -> None:
        """Revealed bet cards face up in a row, then the secret bet face down (to others)."""
        area = self.geo.bets(seat)
        keys: list[tuple[CardKey, bool]] = [(k, True) for k in model.front[seat]]
        pending = model.pending[seat]
        if pending is not None:
            keys.append((pending, self.sees(seat)))
        vertical = area.side in ("left", "right")
        spots = _row(area, max(len(keys), 1), area.card * 1.4 if vertical else area.card,
                     vertical=vertical)
        for i, ((key, up), (x, y)) in enumerate(zip(keys, spots)):
            self.out[key] = Placement(x, y, area.card, 0.0, up, 300 + i)

    def _pile(self, seat: int, tricks: list[list[CardKey]]) -> None:
        """Won tricks, fanned a little so they can be counted at a glance."""
        area = self.geo.pile(seat)
        rect, width = area.rect, area.card
        vertical = rect.height > rect.width * 1.4 and area.side in ("left", "right")
        count = max(len(tricks), 1)
        span = (rect.height - width * 1.4) if vertical else (rect.width - width)
        step = min(width * 0.25, span / 6) if count > 1 else 0.0
        for t, cards in enumerate(tricks):
            offset = t * step - step * 3
            x = rect.centerx + (0 if vertical else offset)
            y = rect.centery + (offset if vertical else 0)
            angle = 4.0 if t % 2 else -4.0
            for j, key in enumerate(cards):
                self.out[key] = Placement(x, y, width, angle, False, 50 + t + j * 0.01)

    def _dummy_up(self, keys: list[CardKey]) -> None:
        area = self.geo.area("dummy")
        spots = _row(area, max(len(keys), 1), area.card)
        for i, (key, (x, y)) in enumerate(zip(keys, spots)):
            self.out[key] = Placement(x, y, area.card, 0.0, True, 300 + i)

    def _trick(self, model: TableModel) -> None:
        for order, (seat, key) in enumerate(model.trick):
            area = self.geo.trick_slot(seat)
            x, y = area.rect.center
            self.out[key] = Placement(x + jitter(key, 1, 3), y + jitter(key, 2, 3), area.card,
                                      jitter(key, model.deal_index, 5), True, 500 + order)


def deck_origin(geo: Geometry) -> Placement:
    """Where a card that appears out of nowhere starts: on the deck."""
    area = geo.area("deck")
    return Placement(area.rect.centerx, area.rect.centery, area.card, 0.0, False, 10)


def is_regular(key: CardKey) -> bool:
    """True for a suit card."""
    return Card.from_code(key[0]).is_regular
