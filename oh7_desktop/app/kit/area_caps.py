"""How far each layout area's cards may grow with the player's card scale before the area
leaves the table or reaches another one.

Design pixels throughout, so a cap is the same at any window size and cached per (layout,
area). An area grows about its centre (the middle of the table) or from its table edge (a
seat's hand, bets, piles: ``orientation`` bottom/top/left/right); the trick's slots move out
with the trick, so the trick grows as one. The middle areas (:data:`MIDDLE`: the trick, Red7's
canvas and palettes) take their room first, each against the others grown by the same factor;
the other areas with cards then take what is left, against the middle ones at their cap. The
local hand (:func:`~oh7_desktop.app.kit.geometry.hand_cap`) comes before both: every area
keeps clear of its rectangle at its grown size (which holds a picked card's lift; the line above
the hand shrinks to stay below the trick).
"""

from __future__ import annotations

from functools import lru_cache

from oh7_desktop.app.layout import Area, Layout

HAND = "seat0"
"""The local player's hand (its own cap, :func:`~oh7_desktop.app.kit.geometry.hand_cap`)."""
TRICK = "trick"
MIDDLE_NAMES = ("trick", "canvas")
MIDDLE_PREFIXES = ("palette_seat",)
"""The middle areas: their cards grow first."""
KEPT = frozenset({"award", "deck", "discard"})
"""Areas with a card width that keep their size: Seven Up's award panel measures its own cards;
the pack and the discard have words (and Oh Hell's turned trump) below them, outside every area
of the map, which their growth would push into the hand's room."""
LARGEST = 2.0
"""The largest card scale a player can choose (200 %)."""

Box = tuple[float, float, float, float]
"""A design rectangle: left, top, right, bottom."""


def is_middle(name: str) -> bool:
    """True for an area whose cards take their room first (the trick, the canvas, palettes)."""
    return name in MIDDLE_NAMES or name.startswith(MIDDLE_PREFIXES)


def is_trick_slot(layout: Layout, name: str) -> bool:
    """True for a seat's place in the trick: it moves and grows with the trick."""
    return layout.has(TRICK) and layout.area(name).kind == "slot"


def grows(layout: Layout, name: str) -> bool:
    """True for an area whose cards follow the card scale here (not the hand, which has its own
    cap, nor a trick slot, which follows the trick, nor text areas, which have no card width)."""
    area = layout.area(name)
    return (name != HAND and name not in KEPT and "card_width" in area.properties
            and not is_trick_slot(layout, name))


def box_of(area: Area) -> Box:
    """The area's design rectangle as a box."""
    return area.x, area.y, area.x + area.width, area.y + area.height


def grown_box(area: Area, factor: float) -> Box:
    """The area's box grown by ``factor``: from its table edge for a seat's area, else about
    its centre."""
    left, top, right, bottom = box_of(area)
    width, height = area.width * factor, area.height * factor
    mid_x, mid_y = (left + right) / 2, (top + bottom) / 2
    edge = area.properties.get("orientation")
    if edge == "bottom":
        return mid_x - width / 2, bottom - height, mid_x + width / 2, bottom
    if edge == "top":
        return mid_x - width / 2, top, mid_x + width / 2, top + height
    if edge == "left":
        return left, mid_y - height / 2, left + width, mid_y + height / 2
    if edge == "right":
        return right - width, mid_y - height / 2, right, mid_y + height / 2
    return mid_x - width / 2, mid_y - height / 2, mid_x + width / 2, mid_y + height / 2


def slot_box(layout: Layout, name: str, factor: float) -> Box:
    """A trick slot at the trick's ``factor``: its centre moved out from the trick's centre and
    its size grown by the same factor (the trick's cards keep their gaps in proportion)."""
    trick, slot = layout.area(TRICK), layout.area(name)
    cx, cy = trick.x + trick.width / 2, trick.y + trick.height / 2
    sx, sy = slot.x + slot.width / 2, slot.y + slot.height / 2
    x, y = cx + (sx - cx) * factor, cy + (sy - cy) * factor
    half_w, half_h = slot.width * factor / 2, slot.height * factor / 2
    return x - half_w, y - half_h, x + half_w, y + half_h


def overlaps(first: Box, second: Box) -> bool:
    """True if the boxes share some area (touching edges do not count)."""
    return first[0] < second[2] and second[0] < first[2] and first[1] < second[3] and second[1] < first[3]


def touches(first: Box, second: Box) -> bool:
    """True if the boxes overlap or share an edge."""
    return first[0] <= second[2] and second[0] <= first[2] and first[1] <= second[3] and second[1] <= first[3]


def hand_box(layout: Layout, hand_factor: float) -> Box:
    """The local hand's box at its grown size (as
    :meth:`~oh7_desktop.app.kit.geometry.TableGeometry.area` grows it: upward from its bottom)."""
    hand = layout.area(HAND)
    card = float(hand.properties.get("card_width", layout.properties.get("card_width", 105)))
    rise = card * (hand_factor - 1) * 1.4
    return hand.x, hand.y - rise, hand.x + hand.width, hand.y + hand.height


def _largest(area: Area, others: list[tuple[Area, float | None]],
             table: Box, hand: Box | None) -> float:
    """The largest factor up to :data:`LARGEST` at which ``area`` grown stays inside ``table``,
    off ``hand`` and off every other area (grown by the same factor when its factor is None,
    else by the factor given); found by bisection (growth only ever adds room taken)."""

    def fits_at(factor: float) -> bool:
        box = grown_box(area, factor)
        if box[0] < table[0] or box[1] < table[1] or box[2] > table[2] or box[3] > table[3]:
            return False
        if hand is not None and overlaps(box, hand):
            return False
        return not any(overlaps(box, grown_box(other, factor if fixed is None else fixed)) for other, fixed in others)

    if fits_at(LARGEST):
        return LARGEST
    low, high = 1.0, LARGEST
    for _ in range(24):
        mid = (low + high) / 2
        low, high = (mid, high) if fits_at(mid) else (low, mid)
    return low


@lru_cache(maxsize=256)
def area_cap(layout: Layout, name: str, hand_factor: float) -> float:
    """The largest card scale of the area ``name`` on ``layout`` (1.0: it keeps its size);
    ``hand_factor`` is the local hand's cap."""
    if not grows(layout, name):
        return 1.0
    area = layout.area(name)
    table = (0.0, 0.0, float(layout.design_size[0]), float(layout.design_size[1]))
    hand = hand_box(layout, hand_factor) if layout.has(HAND) else None
    if hand is not None and touches(box_of(area), box_of(layout.area(HAND))):
        hand = None
    own = box_of(area)
    others: list[tuple[Area, float | None]] = []
    for other in layout.areas.values():
        if other.name in (name, HAND) or is_trick_slot(layout, other.name) or touches(own, box_of(other)):
            continue
        if is_middle(other.name) and grows(layout, other.name):
            fixed = None if is_middle(name) else area_cap(layout, other.name, hand_factor)
        elif grows(layout, other.name) and not is_middle(name):
            fixed = None
        else:
            fixed = 1.0
        others.append((other, fixed))
    return _largest(area, others, table, hand)
