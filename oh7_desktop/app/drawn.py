"""A record of the boxes a screen draws (prompts, pills, buttons, text), for layout checks.

Drawing never reads it and nothing is recorded unless a check asks (:func:`recording`): the
tables' helpers (:mod:`.table.ui`'s ``button`` and ``pill``, :mod:`.theme`'s ``text`` and
``blit``) and the few boxes drawn by hand (a table's prompt) call :func:`note`, which costs one
test while nobody records. A full-screen overlay (the score sheet, a hand-off) calls
:func:`cover`: what was drawn under it no longer shows.

>>> import pygame
>>> with recording(pygame.Surface((100, 50))) as boxes:
...     note("pill", pygame.Rect(10, 10, 20, 10), "Hint")
>>> [(b.kind, tuple(b.rect), b.label) for b in boxes]
[('pill', (10, 10, 20, 10), 'Hint')]
>>> note("pill", pygame.Rect(0, 0, 1, 1))  # nobody records: nothing happens
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

BOXES = frozenset({"button", "pill", "prompt", "banner", "card"})
"""The kinds that must not overlap one another (text inside them is recorded as ``text``; a
``card`` is one nothing may cover, such as the trick's or the trump, cards may overlap cards)."""


@dataclass(frozen=True)
class Box:
    """One thing drawn: its kind (``button``, ``pill``, ``prompt``, ``banner``, ``text``, ``cut``),
    where, and its words (``back``, ``bet``: a card of another's hand, face down, or a bet card,
    drawn at the table without its name, which is kept clear of by a tutorial's panel but
    may lie under others' boxes; ``pile``: a card of the pack, a set-aside or a stock, face down
    or not (no box may cover any card but those of the hand choosing); ``lifted``: a card of the hand
    choosing, lifted (focused or pointed at), where it is drawn, which no box may cover either; ``score``: a table's score box, and ``face``: a face-up card on the
    table no one may choose now, such as a palette's, kept clear of by a tutorial's panel too; ``cut``: a line shortened with an ellipsis to fit its room; ``shrunk``:
    a line drawn smaller than asked to fit it, counted by the text-scale checks; ``outline``: a target's
    outline (Red7's palette and canvas, a card picked), whose edge may cross no box or line drawn under it; ``row``: a score
    sheet's line of one round, its number as words, where its scrolling starts and is checked;
    ``size``: the pixel size of the line of text drawn there, its label the number)."""

    kind: str
    rect: pygame.Rect
    label: str = ""


_boxes: list[Box] | None = None
_target: pygame.Surface | None = None
_covered = False
"""True once :func:`cover` forgot what the current record held (a record around it forgets too)."""
_clip: pygame.Rect | None = None


@contextmanager
def recording(surface: pygame.Surface) -> Iterator[list[Box]]:
    """Record what is drawn on ``surface`` (and every line cut, wherever) until the block ends.

    A record inside another one of the same surface (a tutorial placing its panel while the app
    records for speech) passes what it saw on to the outer one, which misses nothing."""
    global _boxes, _target, _covered
    before = _boxes, _target, _covered
    _boxes, _target, _covered = [], surface, False
    try:
        yield _boxes
    finally:
        inner, covered = _boxes, _covered
        _boxes, _target, _covered = before
        if _boxes is not None and _target is surface and inner is not None:
            if covered:
                _boxes.clear()
            _boxes.extend(inner)
            _covered = _covered or covered


@contextmanager
def clipped(view: pygame.Rect) -> Iterator[None]:
    """Until the block ends, what is drawn shows only inside ``view`` (a scrolled column): a box is
    recorded as the part of it inside ``view``, or not at all."""
    global _clip
    before = _clip
    _clip = pygame.Rect(view)
    try:
        yield
    finally:
        _clip = before


def recording_now() -> bool:
    """True while a check records (a caller may then do work only the record needs)."""
    return _boxes is not None


def note(kind: str, rect: pygame.Rect, label: str = "", surface: pygame.Surface | None = None) -> None:
    """Note a box drawn on ``surface`` (None: the recorded screen); nothing unless recording."""
    if _boxes is not None and (surface is None or surface is _target):
        shown = pygame.Rect(rect) if _clip is None or kind == "cut" else _clip.clip(rect)
        if shown.size != (0, 0) or shown == rect:
            _boxes.append(Box(kind, shown, label))


def note_size(rect: pygame.Rect, size: int | None, surface: pygame.Surface | None = None) -> None:
    """Note the pixel size of a line of text drawn at ``rect`` (a ``size`` box, its label the
    number), for the text-size floor checks; nothing unless recording or when ``size`` is None."""
    if size is not None:
        note("size", rect, str(size), surface)


def cover(surface: pygame.Surface) -> None:
    """A full-screen overlay was drawn on ``surface``: forget what it hides."""
    global _covered
    if _boxes is not None and surface is _target:
        _boxes.clear()
        _covered = True


KEPT_UNDER_COVER = frozenset({"panel", "cut", "shrunk"})
"""What :func:`cover_part` never forgets."""


def cover_part(rect: pygame.Rect, surface: pygame.Surface | None = None) -> None:
    """An opaque panel was drawn at ``rect`` on ``surface`` (None: the recorded screen), over
    the middle of the table (Red7's score sheet): forget the boxes, cards and lines it hides,
    wholly or in part (the layout checks compare those). Panels, cuts and shrinks stay noted: a
    panel's own checks (its lines fit) hold whether or not the sheet lies over it."""
    if _boxes is not None and (surface is None or surface is _target):
        _boxes[:] = [box for box in _boxes if box.kind in KEPT_UNDER_COVER or not box.rect.colliderect(rect)]
