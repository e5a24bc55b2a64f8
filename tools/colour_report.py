"""Print how well each game's card colours can be told apart, by normal and colour-deficient vision.

Usage: ``.venv/bin/python tools/colour_report.py [--width 60] [--classic] [--colour-safe] [--high-contrast] [--json]``

For each pack (Oh 7 ?'s five suits, the 52-card pack of Oh Hell and Seven Up, Red7's seven
colours, in English and with the French letters) it renders one face per colour at the smallest card size the tables use (60 px unless
``--width``), reads the ink back from the pixels (the most common colour of the face that is
neither paper, edge nor grey), and prints, for each vision (normal, and protanopia, deuteranopia,
tritanopia simulated with Machado et al. 2009 at severity 1), the smallest CIEDE2000 difference
between two colours the game must tell apart, with the pair. Only the colours the classic
two-colour pack draws alike on purpose (spades and clubs, hearts and diamonds: :data:`ALIKE_BY_DESIGN`)
are not a pair; any other two colours drawn alike are a pair at a difference of 0.
It also says whether each colour carries a mark of its own, read from the rendered face: the
corner index's pixels under its value differ from the same face drawn without marks, and no other
colour's mark draws the same pixels (so that hue is never the only cue); the plate a mark sits on
in the high-contrast look is not the mark (``--high-contrast``: the faces of that look).
The target of issue 26 is a difference of at least 20 in the colour-safe mode (``--colour-safe``:
the inks of Options → Colour-safe cards), and a mark on every colour always; two colours drawn
alike miss it in any mode. The tool exits 1 when the target is missed (each miss on one line).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from dataclasses import replace
from itertools import combinations
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from oh7_desktop.app import contrast
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.colour_vision import VISIONS, Vision, difference
from oh7_desktop.app.faces import PACK52, RED7, Face, FaceSet, red7_faces
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.tables.red7.card_words import letters
from oh7_desktop.app.tables.oh7.faces import OH7

RGB = tuple[int, int, int]
# One card per colour the game tells apart: a low card, whose centre is its colour's mark.
PACKS: dict[str, tuple[FaceSet, dict[str, str]]] = {
    "oh7": (OH7, {suit: f"5{suit}" for suit in "SHCDF"}),
    "pack52 (oh-hell, seven-up)": (PACK52, {suit: f"5{suit}" for suit in "SHDC"}),
    "red7": (RED7, {colour: f"4{colour}" for colour in "ROYGBIV"}),
    # the French cards carry the French letters (J, Ve, Vi): their marks must stay apart too
    "red7 (fr)": (red7_faces(letters(Translator("fr"))), {colour: f"4{colour}" for colour in "ROYGBIV"}),
}
ALIKE_BY_DESIGN: dict[str, tuple[frozenset[str], ...]] = {
    "oh7": (frozenset("SC"), frozenset("HD")),
    "pack52 (oh-hell, seven-up)": (frozenset("SC"), frozenset("HD")),
}
"""The colours the classic two-colour pack (``--classic``) draws alike on purpose: not a pair there."""
TARGET = 20.0
"""Issue 26: the smallest CIEDE2000 between two colours a game tells apart, in the colour-safe mode."""
MARK_PIXELS = 10
"""The fewest pixels a mark must change on the face to count as drawn (a suit glyph at 60 px: ~100)."""


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


def closest(inks: dict[str, RGB], vision: Vision, alike: tuple[frozenset[str], ...] = ()) -> tuple[float, str, str]:
    """The smallest difference between two colours of ``inks`` told apart (pairs in one ``alike``
    group are not), with the pair: 0 for two colours drawn alike."""
    best = (float("inf"), "", "")
    for first, second in combinations(sorted(inks), 2):
        if not any({first, second} <= group for group in alike):
            best = min(best, (difference(inks[first], inks[second], vision), first, second))
    return best


def _unmarked(pack: FaceSet, colour_safe: bool) -> FaceSet:
    """``pack``'s faces (in the colour-safe mode if asked) drawn without their marks."""
    def describe(text: str, four_colour: bool) -> Face:
        return replace(pack.face(text, four_colour, colour_safe), symbol="")

    return FaceSet(f"{pack.name}-unmarked", pack.cards, describe)


def drawn_mark(art: CardArt, bare: CardArt, card: str, width: int) -> frozenset[tuple[int, int]]:
    """The pixels ``card``'s mark changes on its rendered face: under the corner index's value, where
    the face differs from the same face drawn without marks, but for the plate it sits on, if any
    (empty: no mark drawn)."""
    marked, plain = art.face(card, width), bare.face(card, width)
    plate = art.face_of(card).plate  # drawn larger under a mark than without: not the mark itself
    corner, value = art.index_corner(card, width), bare.index_corner(card, width)
    area = pygame.Rect(corner.x, value.bottom, corner.width, max(0, corner.bottom - value.bottom))
    changed = set()
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            seen, without = marked.get_at((x, y)), plain.get_at((x, y))
            if max(abs(a - b) for a, b in zip(seen, without)) > 60 and (
                    plate is None or max(abs(a - b) for a, b in zip(seen, plate)) > 60):
                changed.add((x - area.x, y - area.y))
    return frozenset(changed) if len(changed) >= MARK_PIXELS else frozenset()


def own_marks(pack: FaceSet, cards: dict[str, str], four_colour: bool, colour_safe: bool = False,
              width: int = 60) -> dict[str, bool]:
    """Whether each colour's rendered face (in the colour-safe mode if asked: the faces measured)
    shows a mark no other colour's face shows (:func:`drawn_mark`)."""
    art = CardArt(pack, four_colour=four_colour, colour_safe=colour_safe)
    bare = CardArt(_unmarked(pack, colour_safe), four_colour=four_colour)
    marks = {colour: drawn_mark(art, bare, card, width) for colour, card in cards.items()}
    return {colour: bool(mark) and list(marks.values()).count(mark) == 1 for colour, mark in marks.items()}


def report(width: int, four_colour: bool, colour_safe: bool = False,
           packs: dict[str, tuple[FaceSet, dict[str, str]]] | None = None) -> dict[str, dict[str, object]]:
    """Each pack's smallest difference per vision, its closest pair, and the marks per colour."""
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    result: dict[str, dict[str, object]] = {}
    for name, (pack, cards) in (PACKS if packs is None else packs).items():
        art = CardArt(pack, four_colour=four_colour, colour_safe=colour_safe)
        inks = {colour: drawn_ink(art, card, width) for colour, card in cards.items()}
        alike = () if four_colour else ALIKE_BY_DESIGN.get(name, ())
        visions = {}
        for vision in VISIONS:
            delta, first, second = closest(inks, vision, alike)
            visions[vision] = {"min_ciede2000": round(delta, 1), "pair": f"{first}/{second}"}
        result[name] = {"inks": {c: list(v) for c, v in inks.items()}, "visions": visions,
                        "own_mark": own_marks(pack, cards, four_colour, colour_safe, width)}
    return result


def misses(data: dict[str, dict[str, object]], colour_safe: bool) -> list[str]:
    """Each way the report misses issue 26's target, one line each (none: met)."""
    found: list[str] = []
    for name, row in data.items():
        visions, marks = row["visions"], row["own_mark"]
        assert isinstance(visions, dict) and isinstance(marks, dict)
        for vision, figures in visions.items():
            if figures["min_ciede2000"] < (TARGET if colour_safe else 0.05):
                found.append(f"{name}: {figures['pair']} only {figures['min_ciede2000']} apart ({vision})")
        found += [f"{name}: {colour} has no mark of its own on its face" for colour, ok in marks.items() if not ok]
    return found


def main(argv: list[str] | None = None) -> int:
    """Print the report as a table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--width", type=int, default=60, help="card width in pixels (default 60)")
    parser.add_argument("--classic", action="store_true", help="the classic two-colour 52-card pack")
    parser.add_argument("--colour-safe", action="store_true", help="the colour-safe inks (Options)")
    parser.add_argument("--high-contrast", action="store_true", help="the high-contrast look's faces (Options)")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of the table")
    args = parser.parse_args(argv)
    contrast.set_high(args.high_contrast)
    data = report(args.width, four_colour=not args.classic, colour_safe=args.colour_safe)
    missed = misses(data, args.colour_safe)
    if args.json:
        print(json.dumps({**data, "target_missed": missed}, indent=1))
        return 1 if missed else 0
    print(f"{'pack':28} " + " ".join(f"{v:>16}" for v in VISIONS) + "  colours without a mark of their own")
    for name, row in data.items():
        visions = row["visions"]
        assert isinstance(visions, dict)
        cells = " ".join(f"{visions[v]['min_ciede2000']:6.1f} {visions[v]['pair']:>9}" for v in VISIONS)
        marks = row["own_mark"]
        assert isinstance(marks, dict)
        missing = ",".join(c for c, ok in marks.items() if not ok) or "none"
        print(f"{name:28} {cells}  {missing}")
    for line in missed:
        print(f"target missed: {line}")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
