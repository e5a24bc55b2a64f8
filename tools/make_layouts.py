"""Write the table layouts ``assets/layouts/table-2.tmx`` ... ``table-6.tmx`` (Tiled maps).

A one-off kept for reference: it made the first maps; the shipped ``.tmx`` files are the
source now and are edited in Tiled (running this again would undo those edits).

Usage: ``python tools/make_layouts.py [OUT_DIR]``. Standard library only; the files are plain
Tiled 1.10 XML (one object layer named ``table``) that Tiled can open and edit, and pytmx reads.

Design size is 1920x1080; seats go clockwise from seat0 at the bottom (the local player):
2 players: bottom, top (+ the dummy on the right); 3: bottom, top-left, top-right;
4: bottom, left, top, right; 5: bottom, left, two on top, right; 6: bottom, left, three on top,
right. Objects (class in brackets): ``seatK`` [seat] the hand, ``label_seatK`` [label] the name
plate, ``bets_seatK`` [bets] revealed bet cards, ``pile_seatK`` [pile] won tricks, ``trick_seatK``
[slot] where that seat's card lands in the trick, ``trick`` ``deck`` ``discard`` ``trump``
``score_panel`` ``prompt`` (the local player's prompt box) ``buttons`` (the shortcut buttons'
column) [area]; for 2 players ``dummy`` ``dummy_pile`` ``dummy_tricks`` ``label_dummy``
``trick_dummy``. Every object may carry ``card_width`` (design px); seats and bets carry
``orientation`` (bottom/left/top/right) and seats ``label_anchor`` (above/below/left/right).

The trick slots sit on an oval ring around ``CENTRE`` and never overlap; :func:`check` refuses
a layout where anything but the slots comes within ``GAP`` of the drawn ring, where a seat's
bet cards would touch the trick or the local hand, or where two objects overlap.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

DESIGN_W, DESIGN_H = 1920, 1080
TILE = 40
HAND_W = 150  # the local player's cards
TABLE_W = 105  # trick, bets, deck, dummy
OPP_W = 80  # opponents' face-down hands
CENTRE = (960, 546)  # middle of the trick ring
RING_X, RING_Y = 260, 84  # half-axes of the ellipse the trick slots sit on
RING_PAD = (30, 20)  # the drawn ring is the trick area grown by this much on each side
GAP = 20  # clear felt kept between the ring and anything else, and between trick slots
SLOT_ANGLES = {"bottom": 90.0, "left": 180.0, "right": 0.0}
TOP_ARC = (240.0, 300.0)  # seats across the table share this arc of the ring, left to right


@dataclass
class Obj:
    """One named rectangle of the layout."""

    name: str
    cls: str
    x: int
    y: int
    w: int
    h: int
    props: dict[str, str | int] = field(default_factory=dict)

    @property
    def centre(self) -> tuple[float, float]:
        """Centre point in design pixels."""
        return self.x + self.w / 2, self.y + self.h / 2

    def grown(self, dx: int, dy: int) -> Obj:
        """The same rectangle made ``dx`` wider and ``dy`` taller on each side."""
        return Obj(self.name, self.cls, self.x - dx, self.y - dy, self.w + 2 * dx, self.h + 2 * dy)

    def hits(self, other: Obj) -> bool:
        """True if the two rectangles share any area."""
        return (self.x < other.x + other.w and other.x < self.x + self.w
                and self.y < other.y + other.h and other.y < self.y + self.h)


def card_h(width: int) -> int:
    """Card height for a card width (ratio 1.4, as in cardart)."""
    return round(width * 1.4)


def bottom_seat() -> list[Obj]:
    """The local player: a wide hand at the bottom; on its left the revealed bet cards with the
    name plate under them (away from the trick, so the trick is never read as a column of
    bets); on its right the won tricks, and above those the prompt (what to do now)."""
    hand = Obj("seat0", "seat", 530, 838, 860, 232,
               {"orientation": "bottom", "label_anchor": "left", "card_width": HAND_W})
    return [
        hand,
        Obj("label_seat0", "label", 200, 952, 260, 44, {"orientation": "bottom"}),
        Obj("bets_seat0", "bets", 165, 782, 330, 150, {"orientation": "bottom", "card_width": TABLE_W}),
        Obj("pile_seat0", "pile", 1410, 880, 150, 160, {"orientation": "bottom", "card_width": OPP_W}),
        Obj("prompt", "area", 1410, 735, 490, 135),
        Obj("buttons", "area", 1630, 900, 270, 164),
    ]


def top_seat(seat: int, cx: int, hand_w: int, opp_w: int) -> list[Obj]:
    """An opponent across the table: hand on top, name plate below it, bets below that."""
    k = f"seat{seat}"
    hand = Obj(k, "seat", cx - hand_w // 2, 12, hand_w, card_h(opp_w) + 10,
               {"orientation": "top", "label_anchor": "below", "card_width": opp_w})
    label = Obj(f"label_{k}", "label", cx - 130, hand.y + hand.h + 4, 260, 34, {"orientation": "top"})
    return [
        hand,
        label,
        Obj(f"bets_{k}", "bets", cx - 115, 178, 230, 150, {"orientation": "top", "card_width": TABLE_W}),
        Obj(f"pile_{k}", "pile", hand.x + hand.w + 15, 16, opp_w + 15, 120, {"orientation": "top", "card_width": opp_w}),
    ]


def side_seat(seat: int, side: str, opp_w: int) -> list[Obj]:
    """An opponent on the left or right edge: a vertical fan (cards turned 90 degrees), name
    plate above it, won tricks then bets on the table side (the corner below stays free for
    the local player's bets, or the prompt)."""
    k = f"seat{seat}"
    hand_w, top, hand_h = card_h(opp_w) + 30, 330, 390
    x = 25 if side == "left" else DESIGN_W - 25 - hand_w
    inner_w = card_h(TABLE_W) + 12
    inner_x = x + hand_w + 20 if side == "left" else x - 20 - inner_w
    return [
        Obj(k, "seat", x, top, hand_w, hand_h,
            {"orientation": side, "label_anchor": "above", "card_width": opp_w}),
        Obj(f"label_{k}", "label", x - 10 if side == "left" else x - 80, top - 40,
            hand_w + 90, 34, {"orientation": side}),
        Obj(f"pile_{k}", "pile", inner_x, top, inner_w, 110, {"orientation": side, "card_width": opp_w}),
        Obj(f"bets_{k}", "bets", inner_x, top + 125, inner_w, 240,
            {"orientation": side, "card_width": TABLE_W}),
    ]


def centre_objects(trick: Obj) -> list[Obj]:
    """Trick area, deck and discard on its left, trump indicator on its right, score panel."""
    cy = round(trick.centre[1])
    return [
        trick,
        Obj("deck", "area", 470, cy - 166, 112, 155, {"card_width": TABLE_W}),
        Obj("discard", "area", 470, cy + 4, 112, 155, {"card_width": TABLE_W}),
        Obj("trump", "area", 1330, cy - 78, 112, 155, {"card_width": TABLE_W}),
        Obj("score_panel", "area", 20, 20, 300, 240),
    ]


def dummy_objects() -> list[Obj]:
    """The two-player dummy on the right: face-up cards, draw pile, won tricks, name plate."""
    return [
        Obj("label_dummy", "label", 1560, 300, 280, 34, {"orientation": "right"}),
        Obj("dummy", "seat", 1520, 340, 360, 160,
            {"orientation": "right", "label_anchor": "above", "card_width": TABLE_W}),
        Obj("dummy_pile", "pile", 1545, 515, 112, 155, {"orientation": "right", "card_width": TABLE_W}),
        Obj("dummy_tricks", "pile", 1720, 530, 150, 120, {"orientation": "right", "card_width": OPP_W}),
    ]


def seats_for(players: int) -> list[Obj]:
    """Every seat's objects, clockwise from the bottom."""
    objs = bottom_seat()
    if players == 2:
        objs += top_seat(1, 960, 560, OPP_W)
    elif players == 3:
        objs += top_seat(1, 640, 480, OPP_W) + top_seat(2, 1280, 480, OPP_W)
    elif players == 4:
        objs += side_seat(1, "left", OPP_W) + top_seat(2, 960, 560, OPP_W) + side_seat(3, "right", OPP_W)
    elif players == 5:
        objs += side_seat(1, "left", OPP_W) + top_seat(2, 680, 420, OPP_W)
        objs += top_seat(3, 1240, 420, OPP_W) + side_seat(4, "right", OPP_W)
    else:
        objs += side_seat(1, "left", 70)
        # Inward of the side seats' plates, so a side seat's thinking cue stays clear of bets.
        objs += top_seat(2, 540, 300, 70) + top_seat(3, 960, 300, 70) + top_seat(4, 1380, 300, 70)
        objs += side_seat(5, "right", 70)
    return objs


def slot_angles(seats: list[Obj]) -> dict[str, float]:
    """Where on the ring each seat's card lands (degrees, y down): the bottom, left and right
    seats straight towards them, the seats across the table evenly along the top arc."""
    angles = {s.name: SLOT_ANGLES[str(s.props["orientation"])] for s in seats
              if s.props["orientation"] != "top"}
    tops = sorted((s for s in seats if s.props["orientation"] == "top"), key=lambda s: s.centre[0])
    low, high = TOP_ARC
    for i, seat in enumerate(tops):
        angles[seat.name] = 270.0 if len(tops) == 1 else low + (high - low) * i / (len(tops) - 1)
    return angles


def trick_slots(seats: list[Obj]) -> list[Obj]:
    """Card-sized slots on an oval ring, each on its player's side (like a real table); with
    these angles and half-axes no two slots overlap, whatever the number of seats."""
    cw, ch = TABLE_W, card_h(TABLE_W)
    slots = []
    for name, angle in slot_angles(seats).items():
        px = CENTRE[0] + math.cos(math.radians(angle)) * RING_X
        py = CENTRE[1] + math.sin(math.radians(angle)) * RING_Y
        slots.append(Obj(f"trick_{name}", "slot", round(px - cw / 2), round(py - ch / 2), cw, ch,
                         {"card_width": TABLE_W}))
    return slots


def trick_area() -> Obj:
    """The trick area: every possible slot, plus room above for the trick's caption."""
    cw, ch = TABLE_W, card_h(TABLE_W)
    left, right = CENTRE[0] - RING_X - cw // 2 - 3, CENTRE[0] + RING_X + cw // 2 + 3
    top, bottom = CENTRE[1] - RING_Y - ch // 2 - GAP, CENTRE[1] + RING_Y + ch // 2 + 1
    return Obj("trick", "area", left, top, right - left, bottom - top, {"card_width": TABLE_W})


def build(players: int) -> list[Obj]:
    """All objects of one layout."""
    objs = seats_for(players) + centre_objects(trick_area())
    if players == 2:
        objs += dummy_objects()
    return objs + trick_slots([o for o in objs if o.cls == "seat"])


def check(players: int, objs: list[Obj]) -> list[str]:
    """Problems: objects outside the design area or overlapping, trick slots overlapping each
    other or leaving the trick area, anything but the slots closer than GAP to the ring."""
    problems = []
    for a in objs:
        if a.x < 0 or a.y < 0 or a.x + a.w > DESIGN_W or a.y + a.h > DESIGN_H:
            problems.append(f"{players}p: {a.name} leaves the table")
    slots = [o for o in objs if o.cls == "slot"]
    plain = [o for o in objs if o.cls != "slot"]
    for i, a in enumerate(plain):
        for b in plain[i + 1:]:
            if a.hits(b):
                problems.append(f"{players}p: {a.name} overlaps {b.name}")
    for i, a in enumerate(slots):
        for b in slots[i + 1:]:
            if a.grown(GAP // 2, GAP // 2).hits(b):
                problems.append(f"{players}p: {a.name} is too close to {b.name}")
    trick = next(o for o in objs if o.name == "trick")
    ring = trick.grown(*RING_PAD).grown(GAP, GAP)
    for a in slots:
        if not (trick.x <= a.x and trick.y <= a.y and a.x + a.w <= trick.x + trick.w
                and a.y + a.h <= trick.y + trick.h):
            problems.append(f"{players}p: {a.name} leaves the trick area")
    for a in plain:
        if a is not trick and a.hits(ring):
            problems.append(f"{players}p: {a.name} is closer than {GAP}px to the trick ring")
    return problems


def to_tmx(players: int, objs: list[Obj]) -> str:
    """Tiled XML text for a layout."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{DESIGN_W // TILE}" height="{math.ceil(DESIGN_H / TILE)}" tilewidth="{TILE}" '
        f'tileheight="{TILE}" infinite="0" nextlayerid="2" nextobjectid="{len(objs) + 1}">',
        " <properties>",
        f'  <property name="players" type="int" value="{players}"/>',
        f'  <property name="design_width" type="int" value="{DESIGN_W}"/>',
        f'  <property name="design_height" type="int" value="{DESIGN_H}"/>',
        f'  <property name="card_width" type="int" value="{TABLE_W}"/>',
        " </properties>",
        ' <objectgroup id="1" name="table">',
    ]
    for number, obj in enumerate(objs, start=1):
        lines.append(f'  <object id="{number}" name={quoteattr(obj.name)} class={quoteattr(obj.cls)} '
                     f'x="{obj.x}" y="{obj.y}" width="{obj.w}" height="{obj.h}">')
        if obj.props:
            lines.append("   <properties>")
            for key, value in obj.props.items():
                kind = ' type="int"' if isinstance(value, int) else ""
                lines.append(f"    <property name={quoteattr(key)}{kind} value={quoteattr(str(value))}/>")
            lines.append("   </properties>")
        lines.append("  </object>")
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Write the five layouts; exit 1 (writing nothing) if any layout has overlapping objects."""
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "assets" / "layouts"
    layouts = {players: build(players) for players in range(2, 7)}
    problems = [p for players, objs in layouts.items() for p in check(players, objs)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    for players, objs in layouts.items():
        (out / f"table-{players}.tmx").write_text(to_tmx(players, objs), encoding="utf-8")
    print(f"wrote {len(layouts)} layouts to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
