"""Print how well each game's card colours can be told apart, by normal and colour-deficient vision.

Usage: ``.venv/bin/python tools/colour_report.py [--width 60] [--classic] [--colour-safe] [--json]``

For each pack (Oh 7 ?'s five suits, the 52-card pack of Oh Hell and Seven Up, Red7's seven
colours) it renders one face per colour at the smallest card size the tables use (60 px unless
``--width``), reads the ink back from the pixels (the most common colour of the face that is
neither paper, edge nor grey), and prints, for each vision (normal, and protanopia, deuteranopia,
tritanopia simulated with Machado et al. 2009 at severity 1), the smallest CIEDE2000 difference
between two colours the game must tell apart, with the pair. Colours the pack draws the same
by design (spades and clubs in the classic two-colour pack) are not a pair. It also says whether
each colour carries a symbol or letter of its own on the face (so that hue is never the only cue).
The target of issue 26 is a difference of at least 20 in the colour-safe mode (``--colour-safe``:
the inks of Options → Colour-safe cards), and a symbol on every colour always.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.colour_vision import VISIONS, closest_pair
from oh7_desktop.app.faces import PACK52, RED7, FaceSet
from oh7_desktop.app.tables.oh7.faces import OH7

RGB = tuple[int, int, int]
# One card per colour the game tells apart: a low card, whose centre is its colour's mark.
PACKS: dict[str, tuple[FaceSet, dict[str, str]]] = {
    "oh7": (OH7, {suit: f"5{suit}" for suit in "SHCDF"}),
    "pack52 (oh-hell, seven-up)": (PACK52, {suit: f"5{suit}" for suit in "SHDC"}),
    "red7": (RED7, {colour: f"4{colour}" for colour in "ROYGBIV"}),
}


def drawn_ink(art: CardArt, card: str, width: int) -> RGB:
    """The ink actually drawn on ``card``'s face: its most common coloured (non-grey) pixel."""
    surface = art.face(card, width)
    counts: Counter[RGB] = Counter()
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a < 250:
                continue
            spread = max(r, g, b) - min(r, g, b)
            dark = max(r, g, b) < 90
            if spread > 40 or dark:
                counts[(r, g, b)] += 1
    if not counts:
        raise SystemExit(f"no ink found on {card}")
    return counts.most_common(1)[0][0]


def own_marks(pack: FaceSet, cards: dict[str, str], four_colour: bool, colour_safe: bool = False) -> dict[str, bool]:
    """Whether each colour's face (in the colour-safe mode if asked: the faces measured) carries a
    symbol no other colour's face has."""
    marks = {colour: pack.face(card, four_colour, colour_safe).symbol for colour, card in cards.items()}
    return {colour: bool(mark) and list(marks.values()).count(mark) == 1 for colour, mark in marks.items()}


def report(width: int, four_colour: bool, colour_safe: bool = False) -> dict[str, dict[str, object]]:
    """Each pack's smallest difference per vision, its closest pair, and the marks per colour."""
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    result: dict[str, dict[str, object]] = {}
    for name, (pack, cards) in PACKS.items():
        art = CardArt(pack, four_colour=four_colour, colour_safe=colour_safe)
        inks = {colour: drawn_ink(art, card, width) for colour, card in cards.items()}
        distinct: dict[RGB, str] = {}
        for colour, ink in inks.items():
            distinct.setdefault(ink, colour)
        apart = {colour: ink for ink, colour in distinct.items()}
        visions = {}
        for vision in VISIONS:
            delta, first, second = closest_pair(apart, vision)
            visions[vision] = {"min_ciede2000": round(delta, 1), "pair": f"{first}/{second}"}
        result[name] = {"inks": {c: list(v) for c, v in inks.items()}, "visions": visions,
                        "own_mark": own_marks(pack, cards, four_colour, colour_safe)}
    return result


def main(argv: list[str] | None = None) -> int:
    """Print the report as a table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--width", type=int, default=60, help="card width in pixels (default 60)")
    parser.add_argument("--classic", action="store_true", help="the classic two-colour 52-card pack")
    parser.add_argument("--colour-safe", action="store_true", help="the colour-safe inks (Options)")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of the table")
    args = parser.parse_args(argv)
    data = report(args.width, four_colour=not args.classic, colour_safe=args.colour_safe)
    if args.json:
        print(json.dumps(data, indent=1))
        return 0
    print(f"{'pack':28} " + " ".join(f"{v:>16}" for v in VISIONS) + "  colours without a mark of their own")
    for name, row in data.items():
        visions = row["visions"]
        assert isinstance(visions, dict)
        cells = " ".join(f"{visions[v]['min_ciede2000']:6.1f} {visions[v]['pair']:>9}" for v in VISIONS)
        marks = row["own_mark"]
        assert isinstance(marks, dict)
        missing = ",".join(c for c, ok in marks.items() if not ok) or "none"
        print(f"{name:28} {cells}  {missing}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
