"""Write the table layouts ``assets/layouts/table-2.tmx`` ... ``table-6.tmx`` (Tiled maps).

Usage: ``python tools/make_layouts.py [OUT_DIR]``. Standard library only; the files are plain
Tiled 1.10 XML (one object layer named ``table``) that Tiled can open and edit, and pytmx reads.

Design size is 1920x1080; seats go clockwise from seat0 at the bottom (the local player):
2 players: bottom, top (+ the dummy on the right); 3: bottom, top-left, top-right;
4: bottom, left, top, right; 5: bottom, left, two on top, right; 6: bottom, left, three on top,
right. Objects (class in brackets): ``seatK`` [seat] the hand, ``label_seatK`` [label] the name
plate, ``bets_seatK`` [bets] revealed bet cards, ``pile_seatK`` [pile] won tricks, ``trick_seatK``
[slot] where that seat's card lands in the trick, ``trick`` ``deck`` ``discard`` ``trump``
``score_panel`` [area]; for 2 players ``dummy`` ``dummy_pile`` ``dummy_tricks`` ``label_dummy``
``trick_dummy``. Every object may carry ``card_width`` (design px); seats and bets carry
``orientation`` (bottom/left/top/right) and seats ``label_anchor`` (above/below/left/right).
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
TRICK = (650, 365, 620, 315)
ANGLES = {"bottom": 90.0, "left": 180.0, "top": 270.0, "right": 0.0}


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


def card_h(width: int) -> int:
    """Card height for a card width (ratio 1.4, as in cardart)."""
    return round(width * 1.4)


def bottom_seat() -> list[Obj]:
    """The local player: a wide hand at the bottom, bets above, name left, pile right."""
    hand = Obj("seat0", "seat", 530, 838, 860, 232,
               {"orientation": "bottom", "label_anchor": "left", "card_width": HAND_W})
    return [
        hand,
        Obj("label_seat0", "label", 250, 935, 260, 44, {"orientation": "bottom"}),
        Obj("bets_seat0", "bets", 795, 688, 330, 150, {"orientation": "bottom", "card_width": TABLE_W}),
        Obj("pile_seat0", "pile", 1410, 880, 150, 160, {"orientation": "bottom", "card_width": OPP_W}),
    ]


def top_seat(seat: int, cx: int, hand_w: int, opp_w: int) -> list[Obj]:
    """An opponent across the table: hand on top, name plate below it, bets below that."""
    k = f"seat{seat}"
    hand = Obj(k, "seat", cx - hand_w // 2, 12, hand_w, card_h(opp_w) + 10,
               {"orientation": "top", "label_anchor": "below", "card_width": opp_w})
    return [
        hand,
        Obj(f"label_{k}", "label", cx - 130, hand.y + hand.h + 4, 260, 34, {"orientation": "top"}),
        Obj(f"bets_{k}", "bets", cx - 130, 182, 260, 152, {"orientation": "top", "card_width": TABLE_W}),
        Obj(f"pile_{k}", "pile", hand.x + hand.w + 15, 16, opp_w + 15, 120, {"orientation": "top", "card_width": opp_w}),
    ]


def side_seat(seat: int, side: str, cy: int, opp_w: int) -> list[Obj]:
    """An opponent on the left or right edge: a vertical fan (cards turned 90 degrees)."""
    k = f"seat{seat}"
    hand_w, hand_h = card_h(opp_w) + 30, 440
    x = 25 if side == "left" else DESIGN_W - 25 - hand_w
    bets_w = card_h(TABLE_W) + 12
    bets_x = x + hand_w + 20 if side == "left" else x - 20 - bets_w
    return [
        Obj(k, "seat", x, cy - hand_h // 2, hand_w, hand_h,
            {"orientation": side, "label_anchor": "above", "card_width": opp_w}),
        Obj(f"label_{k}", "label", x - 10 if side == "left" else x - 80, cy - hand_h // 2 - 40,
            hand_w + 90, 34, {"orientation": side}),
        Obj(f"bets_{k}", "bets", bets_x, cy - 120, bets_w, 240, {"orientation": side, "card_width": TABLE_W}),
        Obj(f"pile_{k}", "pile", x, cy + hand_h // 2 + 20, hand_w, 110, {"orientation": side, "card_width": opp_w}),
    ]


def centre_objects() -> list[Obj]:
    """Trick area, deck and discard on its left, trump indicator on its right, score panel."""
    return [
        Obj("trick", "area", *TRICK, {"card_width": TABLE_W}),
        Obj("deck", "area", 470, 352, 112, 155, {"card_width": TABLE_W}),
        Obj("discard", "area", 470, 522, 112, 155, {"card_width": TABLE_W}),
        Obj("trump", "area", 1330, 440, 112, 155, {"card_width": TABLE_W}),
        Obj("score_panel", "area", 20, 20, 300, 230),
    ]


def dummy_objects() -> list[Obj]:
    """The two-player dummy on the right: face-up cards, draw pile, won tricks, name plate."""
    return [
        Obj("label_dummy", "label", 1560, 390, 280, 34, {"orientation": "right"}),
        Obj("dummy", "seat", 1520, 430, 360, 160,
            {"orientation": "right", "label_anchor": "above", "card_width": TABLE_W}),
        Obj("dummy_pile", "pile", 1545, 610, 112, 155, {"orientation": "right", "card_width": TABLE_W}),
        Obj("dummy_tricks", "pile", 1720, 625, 150, 120, {"orientation": "right", "card_width": OPP_W}),
    ]


def seats_for(players: int) -> list[Obj]:
    """Every seat's objects, clockwise from the bottom."""
    objs = bottom_seat()
    if players == 2:
        objs += top_seat(1, 960, 560, OPP_W)
    elif players == 3:
        objs += top_seat(1, 640, 480, OPP_W) + top_seat(2, 1280, 480, OPP_W)
    elif players == 4:
        objs += side_seat(1, "left", 520, OPP_W) + top_seat(2, 960, 560, OPP_W) + side_seat(3, "right", 520, OPP_W)
    elif players == 5:
        objs += side_seat(1, "left", 520, OPP_W) + top_seat(2, 680, 420, OPP_W)
        objs += top_seat(3, 1240, 420, OPP_W) + side_seat(4, "right", 520, OPP_W)
    else:
        objs += side_seat(1, "left", 520, 70)
        objs += top_seat(2, 520, 330, 70) + top_seat(3, 960, 330, 70) + top_seat(4, 1400, 330, 70)
        objs += side_seat(5, "right", 520, 70)
    return objs


def trick_slots(objs: list[Obj]) -> list[Obj]:
    """Card-sized slots in the trick area, each pushed toward its player (like a real table)."""
    tx, ty, tw, th = TRICK
    cx, cy = tx + tw / 2, ty + th / 2
    cw, ch = TABLE_W, card_h(TABLE_W)
    slots = []
    for obj in objs:
        if obj.cls != "seat":
            continue
        sx, sy = obj.centre
        angle = math.atan2(sy - cy, sx - cx)
        px = cx + math.cos(angle) * (tw - cw) / 2 * 0.85
        py = cy + math.sin(angle) * (th - ch) / 2 * 0.95
        slots.append(Obj(f"trick_{obj.name}", "slot", round(px - cw / 2), round(py - ch / 2), cw, ch,
                         {"card_width": TABLE_W}))
    return slots


def build(players: int) -> list[Obj]:
    """All objects of one layout."""
    objs = seats_for(players) + centre_objects()
    if players == 2:
        objs += dummy_objects()
    return objs + trick_slots(objs)


def check(players: int, objs: list[Obj]) -> list[str]:
    """Problems: objects outside the design area or overlapping (trick slots may overlap the trick)."""
    problems = []
    for a in objs:
        if a.x < 0 or a.y < 0 or a.x + a.w > DESIGN_W or a.y + a.h > DESIGN_H:
            problems.append(f"{players}p: {a.name} leaves the table")
    for i, a in enumerate(objs):
        for b in objs[i + 1:]:
            if "slot" in (a.cls, b.cls):
                continue
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                problems.append(f"{players}p: {a.name} overlaps {b.name}")
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
