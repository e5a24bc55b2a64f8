"""Where a tutorial's panel goes: a spot of the window that covers nothing the table drew.

The table's boxes are recorded while it is drawn (:func:`~oh7_desktop.app.drawn.recording`):
name plates and badges (``pill``), the trick's and trump's cards (``card``), the others'
face-down cards (``back``) and the bet cards (``bet``), the other face-up cards on the table
(``face``: palettes, the canvas, the learner's cards), the prompt, banners and buttons, and the
cards the table knows it drew; the score boxes (``score``) too unless no spot is free otherwise. The panel takes the first of a few spots, top right first, then
top left, then lower down either side, then the middle, whose rectangle meets none of them; else
the first free spot set beside them (:func:`snug_spots`); if none is free, the spot covering the
least (:mod:`.step_panel` tries a few widths and text sizes, and keeps a step's spot while it lasts).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

import pygame

from oh7_desktop.app.drawn import Box

KEPT_CLEAR = frozenset({"pill", "card", "prompt", "banner", "button", "back", "bet", "face"})
"""The kinds of box the panel never covers when it can help it."""
SPARE = frozenset({"score"})
"""The kinds of box the panel keeps clear of unless no spot is free otherwise (a crowded table at
200 % in a small window): the score box, whose figures the score sheet (S) shows too."""
ROWS = 16
"""The window's height is tried in this many steps, top to bottom, on each side."""
COLUMNS = 8
"""The window's width between the two sides is tried in this many steps, left to right."""
GAP = 4
"""Pixels: the least room between the panel and a box it is set beside (:func:`snug_spots`)."""
NEAR_EDGE = 4
"""Pixels: the least room between the panel and the window's edge where the usual margin leaves no free spot."""


ON_SHEET = frozenset({"text", "row", "button", "cut"})
"""What a score sheet draws that the panel over it keeps clear of: each line (the last round
explained), each round's row, the buttons (Oh Hell's, Seven Up's and Red7's sheets: the panel sat
on the lower half over their lines at 150-200 %)."""


VITAL = frozenset({"prompt", "button"})
"""The kinds of box the player acts on: covered last of all when the panel cannot help covering."""


def obstacles(boxes: Iterable[Box], cards: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """What the panel should not cover: the recorded boxes it keeps clear of, and ``cards``."""
    return [pygame.Rect(box.rect) for box in boxes if box.kind in KEPT_CLEAR] + [pygame.Rect(r) for r in cards]


def on_sheet(boxes: Iterable[Box]) -> list[pygame.Rect]:
    """What the panel over a score sheet never covers: the sheet's lines, rows and buttons (:data:`ON_SHEET`)."""
    return [pygame.Rect(box.rect) for box in boxes if box.kind in ON_SHEET]


def spare(boxes: Iterable[Box]) -> list[pygame.Rect]:
    """The recorded boxes kept clear of unless no spot is free otherwise (:data:`SPARE`)."""
    return [pygame.Rect(box.rect) for box in boxes if box.kind in SPARE]


def vital(boxes: Iterable[Box]) -> list[pygame.Rect]:
    """The recorded boxes the player acts on (:data:`VITAL`)."""
    return [pygame.Rect(box.rect) for box in boxes if box.kind in VITAL]


def spots(window: pygame.Rect, size: tuple[int, int], margin: int) -> list[pygame.Rect]:
    """Every spot tried for a panel of ``size`` in ``window``, the preferred first: top right, top
    left, then row by row lower down (right, then left), then the same rows across the middle.

    >>> [tuple(r.topleft) for r in spots(pygame.Rect(0, 0, 100, 100), (40, 90), 5)][:3]
    [(55, 5), (5, 5), (11, 5)]
    """
    width, height = size
    left, right = window.left + margin, max(window.left + margin, window.right - margin - width)
    top, bottom = window.top + margin, max(window.top + margin, window.bottom - margin - height)
    rows = sorted({top + (bottom - top) * step // ROWS for step in range(ROWS + 1)})
    columns = [left + (right - left) * step // COLUMNS for step in range(1, COLUMNS)]
    sides = [(x, y) for y in rows for x in (right, left)]
    middle = [(x, y) for y in rows for x in columns]
    return [pygame.Rect(x, y, width, height) for x, y in dict.fromkeys(sides + middle)]


def covered(rect: pygame.Rect, kept_clear: Sequence[pygame.Rect]) -> int:
    """Square pixels of ``kept_clear`` under ``rect`` (overlaps counted once per box)."""
    total = 0
    for box in kept_clear:
        overlap = rect.clip(box)
        total += overlap.width * overlap.height
    return total


def free(rect: pygame.Rect, kept_clear: Sequence[pygame.Rect]) -> bool:
    """True if ``rect`` meets none of ``kept_clear``."""
    return rect.collidelist(list(kept_clear)) < 0


def snug_spots(window: pygame.Rect, size: tuple[int, int], margin: int,
               kept_clear: Sequence[pygame.Rect]) -> Iterator[pygame.Rect]:
    """The free spots for a panel of ``size`` below the window's top edge or just below a box of
    ``kept_clear`` (:data:`GAP` away), top to bottom, each as far right as it goes: where a free spot
    is anywhere, one of these is (slid up and right until something stops it), short of a gap."""
    width, height = size
    left, right = window.left + margin, window.right - margin - width
    top, bottom = window.top + margin, window.bottom - margin - height
    if right < left or bottom < top:
        return
    boxes = sorted(kept_clear, key=lambda box: -box.right)  # right to left: a band's boxes come in that order
    for y in sorted({top} | {box.bottom + GAP for box in boxes if top < box.bottom + GAP <= bottom}):
        band = pygame.Rect(left, y, right + width - left, height)
        x = right  # the rightmost start left of every box in the band passed so far
        for index in band.collidelistall(boxes):
            box = boxes[index]
            if box.right + GAP <= x:
                break
            x = min(x, box.left - GAP - width)
        if x >= left:
            yield pygame.Rect(x, y, width, height)


def first_free(window: pygame.Rect, sizes: Sequence[tuple[int, int]], margin: int,
               kept_clear: Sequence[pygame.Rect]) -> tuple[int, pygame.Rect] | None:
    """The first of ``sizes`` (preferred first) with a spot free of ``kept_clear``, and that spot
    (the first of :func:`spots`, else of :func:`snug_spots`, else of those closer to the window's
    edges, :data:`NEAR_EDGE`); None if no spot of any size is free."""
    for index, size in enumerate(sizes):
        rect = next((r for r in spots(window, size, margin) if free(r, kept_clear)), None)
        if rect is not None:
            return index, rect
    for edge in (margin, min(margin, NEAR_EDGE)):
        for index, size in enumerate(sizes):
            rect = next(snug_spots(window, size, edge, kept_clear), None)
            if rect is not None:
                return index, rect
    return None


def least_covering(window: pygame.Rect, size: tuple[int, int], margin: int, kept_clear: Sequence[pygame.Rect],
                   vital: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The spot for a panel of ``size`` covering the fewest of ``vital`` (what the player acts on:
    the prompt, the buttons), then the least of ``kept_clear`` (the first of equals)."""
    return min(spots(window, size, margin),
               key=lambda rect: (len(rect.collidelistall(list(vital))), covered(rect, kept_clear)))
