"""Render contact sheets of the card art and the table layouts to PNG files for review.

Usage: ``python tools/contact_sheet.py [OUT_DIR] [--cards]`` (default ``/tmp/oh7-art``; ``--help``
lists the options, a bad one exits 2 with one line and writes nothing). Writes
``cards-<width>.png`` (Oh 7 ?'s whole advanced 6-player deck, back, dimmed and selected cards, at
widths 60, 110 and 220, four-colour and classic), ``packs-<width>.png`` (the three packs side by
side: Oh 7 ?, the 52-card pack of Oh Hell and Seven Up, Red7, Red7 with its French letters; ``packs-safe-<width>.png`` in the
colour-safe inks; ``packs-hc-<width>.png`` and ``packs-hc-safe-<width>.png`` in the high-contrast look), ``vision-<pack>.png`` (each pack's colour-safe faces beside the same faces as
protanopia, deuteranopia and tritanopia show them: Machado et al. 2009, see
:mod:`oh7_desktop.app.colour_vision`) and ``layout-<P>-<W>x<H>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import NoReturn

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from oh7_desktop.app import contrast, fonts
from oh7_desktop.app.cardart import CardArt, felt
from oh7_desktop.app.colour_vision import VISIONS, Vision, simulate
from oh7_desktop.app.faces import PACK52, RED7, FaceSet, red7_faces
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.tables.red7.card_words import letters
from oh7_desktop.app.tables.oh7.faces import OH7

DECK = list(OH7.cards())
RED7_FR = red7_faces(letters(Translator("fr")))
"""Red7's cards as a French player sees them (J, Ve, Vi: the letters the French texts use)."""


def card_sheet(width: int, four_colour: bool) -> pygame.Surface:
    """Every card, then back / dimmed / selected samples, in rows of 8 on felt."""
    art = CardArt(OH7, four_colour=four_colour)
    w, h = art.card_size(width)
    gap = max(8, width // 6)
    extras: list[tuple[str | None, str]] = [(None, "normal"), (None, "selected"), ("5H", "dimmed"),
                                            ("?", "dimmed"), ("3D", "selected"), ("2*", "selected")]
    items: list[tuple[str | None, str]] = [(c, "normal") for c in DECK] + extras
    cols = 8
    rows = (len(items) + cols - 1) // cols
    sheet = felt((cols * (w + gap) + gap, rows * (h + gap) + gap))
    sheet = sheet.copy()
    for i, (card, state) in enumerate(items):
        x = gap + (i % cols) * (w + gap)
        y = gap + (i // cols) * (h + gap)
        art.draw(sheet, card, (x, y), width, state)
    return sheet


def packs_sheet(width: int, packs: tuple[FaceSet, ...] = (OH7, PACK52, RED7, RED7_FR),
                colour_safe: bool = False) -> pygame.Surface:
    """Every face of each pack, one block of rows per pack (13 a row), one pack under the other."""
    cols = 13
    w, h = CardArt(OH7).card_size(width)
    gap = max(6, width // 8)
    rows = [(len(p.cards()) + cols - 1) // cols for p in packs]
    sheet = felt((cols * (w + gap) + gap, sum(rows) * (h + gap) + len(packs) * gap + gap)).copy()
    y = gap
    for pack, count in zip(packs, rows):
        art = CardArt(pack, colour_safe=colour_safe)
        for i, card in enumerate(pack.cards()):
            art.draw(sheet, card, (gap + (i % cols) * (w + gap), y + (i // cols) * (h + gap)), width)
        y += count * (h + gap) + gap
    return sheet


def simulated(sheet: pygame.Surface, vision: Vision) -> pygame.Surface:
    """``sheet`` as a person with ``vision`` sees it, pixel by pixel (colours cached: a sheet has few)."""
    seen = sheet.copy()
    cache: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    for x in range(seen.get_width()):
        for y in range(seen.get_height()):
            r, g, b, _ = seen.get_at((x, y))
            colour = (r, g, b)
            if colour not in cache:
                cache[colour] = simulate(colour, vision)
            seen.set_at((x, y), cache[colour])
    return seen


def vision_sheet(pack: FaceSet, width: int = 60) -> pygame.Surface:
    """One pack's colour-safe faces under each vision, side by side, each panel titled."""
    faces = packs_sheet(width, (pack,), colour_safe=True)
    title = fonts.font(18)
    gap, head = 16, 30
    w, h = faces.get_size()
    sheet = felt((len(VISIONS) * (w + gap) + gap, h + head + gap)).copy()
    for i, vision in enumerate(VISIONS):
        x = gap + i * (w + gap)
        title.render_to(sheet, (x, 8), vision, (255, 255, 255))
        sheet.blit(simulated(faces, vision), (x, head))
    return sheet


def fan_sheet(width: int) -> pygame.Surface:
    """A hand fanned as at the table: checks that corner indices read when overlapped."""
    art = CardArt(OH7)
    hand = ["0S", "7S", "3H", "5C", "2D", "6F", "1*", "N", "?", "4D"]
    w, h = art.card_size(width)
    step = round(width * 0.42)
    sheet = felt((step * len(hand) + w + 40, h * 2 + 60)).copy()
    for i, card in enumerate(hand):
        state = "dimmed" if card in ("5C", "6F") else "selected" if card == "3H" else "normal"
        art.draw(sheet, card, (20 + i * step, 20 if card != "3H" else 8), width, state)
    for i in range(7):
        back = art.back(width, angle=90)
        sheet.blit(back, (20 + i * round(width * 0.5), h + 40))
    return sheet


def layout_sheet(players: int, size: tuple[int, int]) -> pygame.Surface:
    """Each named layout object drawn as a labelled rectangle over the felt."""
    from oh7_desktop.app.layout import load_layout

    layout = load_layout(players, "oh7")
    sheet = felt(size).copy()
    pygame.draw.rect(sheet, (255, 255, 255), layout.table_rect(size), 1)
    small = fonts.font(max(10, size[1] // 60))
    for name in layout.names():
        rect = layout.rect(name, size)
        colour = (255, 220, 90) if name.startswith("seat") else (150, 220, 255)
        if name.startswith(("pile", "dummy_", "tricks")):
            colour = (255, 150, 150)
        if name.startswith("label"):
            colour = (200, 200, 200)
        pygame.draw.rect(sheet, colour, rect, 2)
        small.render_to(sheet, (rect.x + 4, rect.y + 4), name, colour)
        if name.startswith(("seat", "dummy")) and name != "dummy_pile":
            art = CardArt(OH7)
            cw = layout.card_width(size, name)
            art.draw(sheet, None, (rect.x + 6, rect.bottom - art.card_size(cw)[1] - 4), cw)
    return sheet


class _OneLineParser(argparse.ArgumentParser):
    """An argument parser whose error is one line and exit 2 (argparse printed its usage first)."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message} (see --help)", file=sys.stderr)
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    """The tool's options: the output folder and ``--cards``."""
    parser = _OneLineParser(prog="contact_sheet.py", description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("out", nargs="?", default="/tmp/oh7-art", metavar="OUT_DIR",
                        help="folder the PNG files are written to (default /tmp/oh7-art)")
    parser.add_argument("--cards", action="store_true", help="the card sheets only (no table layouts)")
    return parser


def main(argv: list[str]) -> int:
    """Write every sheet into the output folder (``argv``: the command line after the tool's name)."""
    args = build_parser().parse_args(argv)
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        print(f"contact_sheet.py: {out} is not a folder", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    for width in (60, 110, 220):
        pygame.image.save(card_sheet(width, True), str(out / f"cards-{width}.png"))
    pygame.image.save(card_sheet(60, False), str(out / "cards-classic-60.png"))
    for width in (60, 70, 110):
        pygame.image.save(packs_sheet(width), str(out / f"packs-{width}.png"))
    for width in (60, 110):  # Options → Colour-safe cards
        pygame.image.save(packs_sheet(width, colour_safe=True), str(out / f"packs-safe-{width}.png"))
    contrast.set_high(True)  # Options → High contrast: every text on a card at 7:1
    for width in (60, 110):
        pygame.image.save(packs_sheet(width), str(out / f"packs-hc-{width}.png"))
        pygame.image.save(packs_sheet(width, colour_safe=True), str(out / f"packs-hc-safe-{width}.png"))
    contrast.set_high(False)
    for name, pack in (("red7", RED7), ("red7-fr", RED7_FR), ("pack52", PACK52), ("oh7", OH7)):
        pygame.image.save(vision_sheet(pack), str(out / f"vision-{name}.png"))
    pygame.image.save(fan_sheet(110), str(out / "fan-110.png"))
    pygame.image.save(fan_sheet(70), str(out / "fan-70.png"))
    if not args.cards:
        for players in range(2, 7):
            for size in ((1280, 720), (1920, 1080)):
                name = f"layout-{players}-{size[0]}x{size[1]}.png"
                pygame.image.save(layout_sheet(players, size), str(out / name))
    print(f"contact sheets written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
