"""Write Red7's table maps ``assets/layouts/red7/table-2.tmx`` ... ``table-4.tmx`` (Tiled maps).

A one-off kept for reference, like ``make_layouts.py`` (whose Tiled writer it uses): the shipped
``.tmx`` files are the source and are edited in Tiled. Usage: ``python tools/make_red7_layouts.py``.

Red7 is not trick-taking: every palette is face up in a row and must be readable, so the
opponents sit side by side across the top (a block each: name plate, face-down hand, score
pile, palette) and the local player at the bottom (palette above the hand). The middle band
holds the canvas (the rule's card), the rule's text and the deck. Objects (class in brackets):
``seatK`` [seat] hand, ``label_seatK`` [label], ``palette_seatK`` [palette], ``score_seatK``
[pile] the advanced game's scored cards, ``canvas`` ``rule`` ``deck`` ``prompt`` ``buttons``
``note`` [area].
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_layouts import Obj, to_tmx  # a sibling one-off script

MARGIN = 40


def bottom_seat() -> list[Obj]:
    """The local player: palette above the hand, name and score pile to the left."""
    return [
        Obj("seat0", "seat", 470, 850, 980, 220, {"orientation": "bottom", "label_anchor": "left",
                                                  "card_width": 140}),
        Obj("palette_seat0", "palette", 470, 612, 980, 200, {"orientation": "bottom", "card_width": 120}),
        Obj("label_seat0", "label", 150, 900, 290, 44, {"orientation": "bottom"}),
        Obj("score_seat0", "pile", 200, 650, 190, 190, {"orientation": "bottom", "card_width": 84}),
    ]


def top_seat(seat: int, left: int, width: int) -> list[Obj]:
    """An opponent's block across the top: name, hand and score pile, then the palette."""
    hand_w = round(width * 0.58)
    return [
        Obj(f"label_seat{seat}", "label", left, 14, width, 40, {"orientation": "top"}),
        Obj(f"seat{seat}", "seat", left, 62, hand_w, 100, {"orientation": "top", "label_anchor": "above",
                                                           "card_width": 62}),
        Obj(f"score_seat{seat}", "pile", left + hand_w + 20, 62, width - hand_w - 20, 100,
            {"orientation": "top", "card_width": 62}),
        Obj(f"palette_seat{seat}", "palette", left, 172, width, 160, {"orientation": "top", "card_width": 104}),
    ]


def centre_objects() -> list[Obj]:
    """The canvas, the rule's text, the deck, the note line, the prompt and the buttons."""
    return [
        Obj("canvas", "area", 560, 368, 180, 210, {"card_width": 128}),
        Obj("rule", "area", 760, 392, 470, 150),
        Obj("deck", "area", 1250, 380, 150, 190, {"card_width": 110}),
        Obj("note", "area", 560, 336, 840, 28),
        Obj("prompt", "area", 1470, 600, 430, 100),
        Obj("buttons", "area", 1560, 712, 330, 350),
    ]


def build(players: int) -> list[Obj]:
    """Every object of the map for ``players`` seats."""
    objs = bottom_seat()
    others = players - 1
    width = 1000 if others == 1 else (1920 - 2 * MARGIN - (others - 1) * MARGIN) // others
    start = (1920 - (others * width + (others - 1) * MARGIN)) // 2
    for index in range(others):
        objs += top_seat(index + 1, start + index * (width + MARGIN), width)
    return objs + centre_objects()


def main(argv: list[str]) -> int:
    """Write the three maps."""
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "assets" / "layouts" / "red7"
    out.mkdir(parents=True, exist_ok=True)
    for players in (2, 3, 4):
        (out / f"table-{players}.tmx").write_text(to_tmx(players, build(players)), encoding="utf-8")
    print(f"wrote 3 layouts to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
