"""The table's Tiled layout at a window size, turned so the viewer's seat is at the bottom.

Every game's table measures with :class:`TableGeometry` (its own maps or the shared ones, see
:mod:`oh7_desktop.app.layout`) and adds where its own cards rest.
"""

from __future__ import annotations

import hashlib
import math
import zlib
from dataclasses import dataclass
from functools import lru_cache

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.layout import Layout
from oh7_desktop.app.kit.area_caps import TRICK, area_cap, grown_box, is_trick_slot, slot_box
from oh7_desktop.app.kit.kinds import CardKey


@dataclass(frozen=True)
class Area:
    """A layout rectangle on screen with its table edge and card width."""

    rect: pygame.Rect
    side: str
    card: int


class TableGeometry:
    """A layout at a window size, seen with seat ``bottom`` at the bottom."""

    kept: frozenset[str] = frozenset()
    """Areas whose cards keep their size at any card scale in this game (its words need the room)."""
    index_reach: float = 0.46
    """How far from a card's left edge its widest corner index reaches, in card widths (the 52-card
    pack's "10"), measured at every width in tests/test_long_hand.py. The local hand's fan never
    covers it (:meth:`hand_width`)."""
    narrow_reach: float = 0.37
    """The same for every other index of the pack (a hand without a "10" keeps larger cards)."""

    def __init__(self, players: int, size: tuple[int, int], bottom: int, layout: Layout) -> None:
        self.players = players
        self.size = size
        self.bottom = bottom
        self.layout = layout
        self.scale = layout.scale(size)
        self.table = layout.table_rect(size)
        self.ui = 1.0
        """The player's text and card scale (Options → Accessibility, 75..200 %), as a factor."""

    def set_ui_scale(self, percent: int) -> None:
        """Draw text and cards at ``percent`` % of their table size (the local hand's in full,
        sinking below the window where the map leaves no room above it: :meth:`_hand_area`;
        the other areas' as far as the table leaves room:
        :func:`~oh7_desktop.app.kit.area_caps.area_cap`)."""
        self.ui = percent / 100

    def px(self, design: float) -> int:
        """Design pixels (1920x1080) in window pixels, at least 1."""
        return max(1, round(design * self.scale))

    def font(self, design: float, floor: int = 13) -> int:
        """A font size: design pixels scaled to the window and the player's text scale, never
        below ``floor`` (readable at 1280x720; the floor shrinks too below 100 %)."""
        return max(round(floor * min(1.0, self.ui)), round(design * self.scale * self.ui))

    def slot(self, seat: int) -> int:
        """The layout seat index where ``seat`` is drawn (0 = bottom)."""
        return (seat - self.bottom) % self.players

    def area(self, name: str) -> Area:
        """A named layout area on screen; the local hand's (``seat0``) cards at the player's
        card scale, its area grown (or shrunk) to hold them (:meth:`_hand_area`); the
        other areas' cards grown up to their cap, the area with them (:meth:`area_scale`)."""
        lay = self.layout
        side = str(lay.area(name).properties.get("orientation", "bottom"))
        rect, card = lay.rect(name, self.size), lay.card_width(self.size, name)
        if name == HAND and self.ui != 1.0:
            rect, card = self._hand_area(rect, card)
        elif self.ui != 1.0:
            factor = self.area_scale(name)
            if factor != 1.0:
                box = slot_box(lay, name, factor) if is_trick_slot(lay, name) else grown_box(lay.area(name), factor)
                left, top = lay.to_screen(box[:2], self.size)
                right, bottom = lay.to_screen(box[2:], self.size)
                rect, card = pygame.Rect(left, top, right - left, bottom - top), max(12, round(card * factor))
        return Area(rect, side, card)

    def area_scale(self, name: str) -> float:
        """The card scale of an area other than the local hand: the player's, capped so the
        area stays on the table and off its neighbours (:func:`area_cap`; a trick slot follows
        the trick); below 100 % they keep their size (the words beside them are measured on it)."""
        lay = self.layout
        owner = TRICK if is_trick_slot(lay, name) else name
        if owner in self.kept:
            return 1.0
        cap = area_cap(lay, owner, hand_cap(lay) if lay.has(HAND) else 1.0)
        return max(1.0, min(self.ui, cap))

    def hand_scale(self) -> float:
        """The local hand's card scale: the player's, whatever room the map leaves above it
        (the cards sink below the window's edge instead, :meth:`_hand_area`)."""
        return self.ui

    def hand_room_scale(self) -> float:
        """How far the local hand grows upward: the player's card scale, capped so the grown
        hand stays below every area above it (:func:`hand_cap`)."""
        return min(self.ui, hand_cap(self.layout))

    def _hand_area(self, rect: pygame.Rect, card: int) -> tuple[pygame.Rect, int]:
        """The local hand's area and card width at the player's card scale. Its cards' tops
        rise from the map's with the card height up to :func:`hand_cap` (the room the map leaves
        above the hand); a larger card grows down from there, past the window's bottom edge
        (the letterbox band too), as card apps' hands do. The top half of every card stays in
        the window (its corner index with it): the tops stand at least 1.4 x the map's card
        width above the map's card bottom, and a card is at most twice that width."""
        room = round(card * self.hand_room_scale())
        full = round(card * self.hand_scale())
        rise, sink = round((room - card) * 1.4), round((full - room) * 1.4)
        return pygame.Rect(rect.x, rect.y - rise, rect.width, rect.height + rise + sink), full

    def hand_row_rect(self) -> pygame.Rect:
        """Where the local hand's row of cards is spread (a game may widen it into free felt)."""
        return self.area(HAND).rect

    def wide_index(self, key: CardKey) -> bool:
        """True if ``key``'s corner index reaches :attr:`index_reach`, not :attr:`narrow_reach`."""
        return True

    def hand_width(self, count: int, wide: bool = True) -> int:
        """The local hand's card width for a row of ``count`` face-up cards: the card scale's,
        or less where the row cannot hold that many with every corner index in view (each card
        shows :attr:`index_reach` of itself beside the next, :attr:`narrow_reach` when no card
        but the last has a ``wide`` index). A long hand shrinks, as card apps do, rather than
        take a second row: the hand's cards sink below the window's edge at a large scale
        (:meth:`_hand_area`), where a second row would be out of sight."""
        full = self.area(HAND).card
        if count < 2:
            return full
        reach = self.index_reach if wide else self.narrow_reach
        return max(12, min(full, math.floor(self.hand_row_rect().width / (1 + (count - 1) * reach))))

    def hand_row(self, keys: list[CardKey], spread: float) -> tuple[int, list[tuple[float, float]]]:
        """The local hand's face-up ``keys``, left to right: their width (:meth:`hand_width`) and
        centres, spread along :meth:`hand_row_rect` a step of at most ``spread`` card widths apart.
        A shrunk card keeps the full card's top and rests on the map's card bottom where the full
        card sank below it (it shows more of itself), never lower than the full card's bottom."""
        wide = any(self.wide_index(key) for key in keys[:-1])  # nothing covers the last card's index
        area, width = self.area(HAND), self.hand_width(len(keys), wide)
        centres = row_centres(self.hand_row_rect(), len(keys), width, spread)
        if width == area.card:
            return width, centres
        top, bottom = area.rect.centery - area.card * 0.7, area.rect.centery + area.card * 0.7
        floor = self.layout.rect(HAND, self.size).centery + self.layout.card_width(self.size, HAND) * 0.7
        y = min(bottom, max(top + width * 1.4, floor)) - width * 0.7
        return width, [(x, y) for x, _ in centres]

    def card_widths(self) -> list[int]:
        """Every card width this geometry draws (the card art is cached at these widths)."""
        lay = self.layout
        hand = lay.card_width(self.size, HAND) if self.ui > 1.0 and lay.has(HAND) else 0
        # the zoom's (the full scale) and the hand's room's (Seven Up's run extras above the hand)
        extra = [round(hand * self.ui), round(hand * self.hand_room_scale())] if hand else []
        # a long hand's shrunk cards (:meth:`hand_width`), up to the longest hand a game deals
        extra += sorted({self.hand_width(count, wide) for count in range(2, HAND_MOST + 1)
                         for wide in (False, True)}) if lay.has(HAND) else []
        return [self.area(name).card for name in lay.names()] + [lay.card_width(self.size)] + extra


class Placements:
    """Every card's resting placement for one geometry and viewer: a game's table's
    ``Targets`` subclasses it and fills :attr:`out` from its model."""

    def __init__(self, geo: TableGeometry, viewer: int | None, reveal_all: bool = False) -> None:
        self.geo = geo
        self.viewer = viewer
        self.reveal_all = reveal_all
        self.out: dict[CardKey, Placement] = {}

    def sees(self, owner: int) -> bool:
        """True if the viewer may see ``owner``'s hand face up."""
        return self.reveal_all or owner == self.viewer

    def stack_deck(self, keys: list[CardKey], every: int) -> None:
        """The deck face down in its area, one pixel up and left every ``every`` cards (its
        height shows)."""
        deck = self.geo.area("deck")
        x, y = deck.rect.center
        for i, key in enumerate(keys):
            self.out[key] = Placement(x - i // every, y - i // every, deck.card, 0.0, False, 10 + i * 0.01)


HAND = "seat0"
"""The local player's hand: the bottom seat of every map."""
HAND_HEADROOM = 70
"""Design pixels kept free above the grown hand: a picked card's lift and the line above it."""
HAND_MOST = 15
"""The longest hand a game deals to the local seat (Oh Hell's 15 cards at 3 players)."""


@lru_cache(maxsize=64)
def hand_cap(layout: Layout) -> float:
    """The largest card scale to which the local hand on ``layout`` grows upward: its cards
    grow from the hand's bottom edge until they would reach (with :data:`HAND_HEADROOM`) the
    lowest area above the hand in its columns (the trick, a palette, the deck...); a larger card
    grows down from there, below the window's edge. Design pixels: the same at any window size."""
    hand = layout.area(HAND)
    card = float(hand.properties.get("card_width", layout.properties.get("card_width", 105)))
    above = [a.y + a.height for a in layout.areas.values()
             if a.name != HAND and a.x < hand.x + hand.width and a.x + a.width > hand.x
             and a.y + a.height <= hand.y + hand.height / 2]
    ceiling = max(above, default=0.0)
    return max(1.0, (hand.y + hand.height - ceiling - HAND_HEADROOM) / (card * 1.4))


def hand_left(geo: TableGeometry, label: pygame.Rect) -> int | None:
    """Where a name plate left of the local hand must end (None: ``label`` is not left of it):
    a plate grown by the text scale stays clear of the hand's first card."""
    hand = geo.area(HAND).rect
    return hand.left - geo.px(10) if label.centerx < hand.left else None


def prompt_room(surface: pygame.Surface, geo: TableGeometry, area: pygame.Rect) -> int:
    """The widest a one-line prompt centred on ``area`` may be and stay in the window."""
    return 2 * (surface.get_width() - geo.px(12) - area.centerx)


def ui_percent(settings: object) -> int:
    """The player's text and card scale in %, 75..200 (settings built without one: 100)."""
    percent = getattr(settings, "ui_scale", 100)
    return min(200, max(75, percent)) if isinstance(percent, int) else 100


def hidden_key(key: CardKey, deal: int) -> int:
    """A scrambled but stable order for a face-down hand (its order must tell nothing)."""
    return int.from_bytes(hashlib.blake2b(f"{deal}:{key}".encode(), digest_size=4).digest(), "big")


def jitter(key: CardKey, salt: int, spread: float) -> float:
    """A small stable pseudo-random amount in [-spread, spread] (cards dropped by hand)."""
    return (zlib.crc32(f"{salt}:{key}".encode()) % 1000 / 999 * 2 - 1) * spread


def row_centres(rect: pygame.Rect, count: int, along: float, spread: float, *, least: float | None = None,
                vertical: bool = False) -> list[tuple[float, float]]:
    """Centres of ``count`` cards spread evenly along ``rect`` (down it when ``vertical``),
    overlapping when they must: a step of at most ``spread`` card lengths (``along``), and at
    least ``least`` of them when given (the cards stay told apart)."""
    length = rect.height if vertical else rect.width
    step = min(along * spread, (length - along) / (count - 1)) if count > 1 else 0.0
    if least is not None:
        step = max(step, along * least)
    start = -step * (count - 1) / 2
    if vertical:
        return [(rect.centerx, rect.centery + start + i * step) for i in range(count)]
    return [(rect.centerx + start + i * step, rect.centery) for i in range(count)]
