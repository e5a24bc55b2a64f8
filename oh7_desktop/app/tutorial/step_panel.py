"""A tutorial table's step panel at the player's text size, where it covers nothing the table drew.

The words grow with the text size (Options → Accessibility, as the tables' own words do), the
panel's width with them as far as the window allows. The table is drawn inside a record of its
boxes (:func:`~oh7_desktop.app.drawn.recording`, passed on to a record around it, such as the
app's for speech) and the panel goes where it covers none of them (:mod:`.placing`): at its width,
else wider and shorter or narrower, at the usual spots or set beside the boxes, else with words a
pixel smaller at a time, never under their size at 100 % (a crowded table at 200 % in a small
window); then, where nothing is free even so, over the learner's hand's area where no card lies,
then over the score box (the score sheet shows its figures); if nothing is free even so, the spot
covering the least. A
step keeps its spot while it lasts (the panel does not jump about every frame) unless something
comes under it or the window or the text size change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from oh7_desktop.app.tutorial.placing import first_free, free, least_covering
from oh7_desktop.app.tutorial.runner import FONT_PX, PANEL_MARGIN, PANEL_WIDTH, draw_panel, lines_height, panel_lines

FLOOR_PX = 12
"""Pixels: the smallest words at 100 % (60 % of them)."""
WIDTHS = (1.0, 1.1, 1.2, 1.35, 1.5, 1.7, 2.0, 2.4, 2.8, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5,
          1.25, 1.3, 1.45)
"""The panel's widths tried, as factors of the width its text size asks for, preferred first: as
asked, then wider and shorter (up to the window's width), then narrower and taller, then the
widths between the wider ones (in a 1240x610 window at 200 %, the first window on a 1280x720
screen, Oh 7 ?'s French "sum" step fits only 475-492 px wide, between the name plates)."""


@dataclass(frozen=True)
class StepWords:
    """What a step's panel says: its step (message id), title, words and how to go on."""

    step: str
    title: str
    body: str
    hint: str = ""


@dataclass(frozen=True)
class Look:
    """A panel's text size and width in pixels."""

    size: int
    width: int


@dataclass
class PanelSpot:
    """The panel's look and place, kept while its step, window and text size last."""

    key: tuple[object, ...] | None = None
    look: Look | None = None
    topleft: tuple[int, int] = (0, 0)
    rather: bool = False
    """True if the spot was free of what the panel keeps clear of where it can: kept only while so."""
    crowded: tuple[tuple[int, ...], ...] | None = None
    """Where no spot was free: what was kept clear of then (the spot is kept while it stays so)."""
    given_up: int = 0
    """How many groups of the spare boxes (kept clear of unless no spot is free otherwise: the
    learner's hand's area, the score box) the spot was found without: kept while free of the others."""


def panel_px(ui: float, base: int = FONT_PX) -> int:
    """The panel's text size in pixels at the text scale ``ui`` (1.0: 100 %).

    >>> panel_px(1.0), panel_px(2.0), panel_px(0.75)
    (16, 32, 12)
    """
    return max(1, round(base * ui))


@lru_cache(maxsize=4096)
def panel_height(words: StepWords, look: Look) -> int:
    """Pixels: the height of ``words``' panel with ``look``."""
    return lines_height(panel_lines(words.title, words.body, look.width, look.size, words.hint))


def looks(window: tuple[int, int], size: int) -> list[Look]:
    """The looks tried in a ``window`` of that size, preferred first: the player's text ``size`` at
    each of :data:`WIDTHS` (at most the window's width), then each size a pixel smaller, down to
    the words' size at 100 % (a larger size never under it; at 100 %, down to :data:`FLOOR_PX`,
    as Red7's lesson needs to keep its places clear in a small window)."""
    room = window[0] - 2 * PANEL_MARGIN
    least = min(size, FONT_PX, max(FLOOR_PX, round(size * 0.6)))  # a larger size never goes under 100 %
    tried = [Look(px, min(room, round(PANEL_WIDTH * px / FONT_PX * factor)))
             for px in range(size, least - 1, -1) for factor in WIDTHS]
    return list(dict.fromkeys(tried))


def on_screen(words: StepWords, tried: list[Look], window: pygame.Rect) -> list[tuple[int, tuple[int, int]]]:
    """Each of ``tried`` as tall as the window allows, by its index, with its size on screen (its
    height measured only now: the first free look is often the first)."""
    room = window.height - 2 * PANEL_MARGIN
    sized = ((index, (look.width, panel_height(words, look))) for index, look in enumerate(tried))
    return [(index, size) for index, size in sized if size[1] <= room]


def first_free_by_size(words: StepWords, tried: list[Look], window: pygame.Rect,
                       kept_clear: Sequence[pygame.Rect], rather: Sequence[pygame.Rect],
                       rather_first: bool = False) -> tuple[int, pygame.Rect] | None:
    """The first look of ``tried`` that fits the window and its spot free of ``kept_clear``, at
    each text size free of ``rather`` too if a width allows it (``rather_first``: at any text size
    before any spot that is not)."""
    # Cached on everything the answer depends on (a crowded table searched again every frame while
    # nothing moved cost a lesson's play most of its panel time); a copy of the spot goes out.
    found = _first_free_by_size(words, tuple(tried), tuple(window), tuple(tuple(box) for box in kept_clear),
                                tuple(tuple(box) for box in rather), rather_first)
    return None if found is None else (found[0], pygame.Rect(found[1]))


RectKey = tuple[int, ...]
"""A rectangle as a hashable tuple (x, y, width, height): a key of :func:`_first_free_by_size`'s cache."""


@lru_cache(maxsize=256)
def _first_free_by_size(words: StepWords, tried: tuple[Look, ...], window: RectKey, kept_clear: tuple[RectKey, ...],
                        rather: tuple[RectKey, ...], rather_first: bool) -> tuple[int, RectKey] | None:
    """:func:`first_free_by_size` on hashable arguments (the spot as a tuple), cached."""
    screen, both = pygame.Rect(window), [pygame.Rect(box) for box in (*kept_clear, *rather)]
    kinds = (both, [pygame.Rect(box) for box in kept_clear]) if rather else (both,)
    groups = [[look for look in tried if look.size == px] for px in dict.fromkeys(look.size for look in tried)]
    passes = [(list(tried), obstacles) for obstacles in kinds] if rather_first else [
        (group, obstacles) for group in groups for obstacles in kinds]
    for group, obstacles in passes:
        shown = on_screen(words, group, screen)
        found = first_free(screen, [size for _, size in shown], PANEL_MARGIN, obstacles)
        if found is not None:
            return tried.index(group[shown[found[0]][0]]), tuple(found[1])
    return None


def _keeping(kept_clear: Sequence[pygame.Rect], spare: Sequence[Sequence[pygame.Rect]],
             given_up: int) -> list[pygame.Rect]:
    """``kept_clear`` and the groups of ``spare`` after the first ``given_up``."""
    return [*kept_clear, *(box for group in spare[given_up:] for box in group)]


def choose(words: StepWords, window: pygame.Rect, ui: float, spot: PanelSpot,
           kept_clear: Sequence[pygame.Rect], vital: Sequence[pygame.Rect],
           rather: Sequence[pygame.Rect] = (), rather_first: bool = False,
           spare: Sequence[Sequence[pygame.Rect]] = ()) -> tuple[Look, pygame.Rect]:
    """The panel's look and rectangle: the step's kept ones while still inside and free, else the
    first free look and spot (free of ``rather`` too if it can be), free of the groups of ``spare``
    too unless no look has a spot free otherwise (then given up one group at a time, in order),
    else the smallest look at the spot covering the least of ``kept_clear`` (the fewest of
    ``vital`` first)."""
    key = (words.step, window.size, ui)
    crowded = tuple(tuple(box) for box in _keeping(kept_clear, spare, 0))
    if key == spot.key and spot.look is not None:
        kept = pygame.Rect(spot.topleft, (spot.look.width, panel_height(words, spot.look)))
        still = [*_keeping(kept_clear, spare, spot.given_up), *(rather if spot.rather else ())]
        if window.contains(kept) and (crowded == spot.crowded or free(kept, still)):
            return spot.look, kept
    tried, found = looks(window.size, panel_px(ui)), None
    for given_up in range(len(spare) + 1):  # a crowded table: the hand's area where no card lies yet, then the score
        spot.given_up = given_up
        found = first_free_by_size(words, tried, window, _keeping(kept_clear, spare, given_up), rather, rather_first)
        if found is not None:
            break
    spot.crowded = None if found is not None else crowded  # nothing changed, nothing is searched again
    if found is None:  # the smallest look that fits the window (else the first) where it covers the least
        index, size = min(on_screen(words, tried, window) or [(0, (tried[0].width, panel_height(words, tried[0])))],
                          key=lambda shown: shown[1][0] * shown[1][1])
        found = index, least_covering(window, size, PANEL_MARGIN, kept_clear, vital)
    look, rect = tried[found[0]], found[1]
    spot.key, spot.look, spot.topleft, spot.rather = key, look, rect.topleft, free(rect, [*kept_clear, *rather])
    return look, rect


def draw_step_panel(surface: pygame.Surface, words: StepWords, *, ui: float, spot: PanelSpot,
                    kept_clear: Sequence[pygame.Rect], vital: Sequence[pygame.Rect] = (),
                    rather: Sequence[pygame.Rect] = (), rather_first: bool = False,
                    low: bool = False, spare: Sequence[Sequence[pygame.Rect]] = ()) -> tuple[pygame.Rect, int]:
    """Draw ``words``' panel at the text scale ``ui`` on ``surface``, in a spot covering none of
    ``kept_clear`` and if it can of ``rather`` (else as few of ``vital`` as it can; ``low``: centred on the lower half, below a
    score sheet's rows; ``spare``: groups kept clear of unless no spot is free otherwise, given up
    in order); return where it is and its text size."""
    look, rect = choose(words, surface.get_rect(), ui, spot, kept_clear, vital, rather, rather_first, spare)
    drawn = draw_panel(surface, words.title, words.body, low=low, width=look.width, size=look.size,
                       hint=words.hint, place=lambda _: rect)
    return drawn, look.size


def draw_look(surface: pygame.Surface, words: StepWords, look: Look, rect: pygame.Rect) -> pygame.Rect:
    """Draw ``words``' panel with ``look`` at ``rect``, a place found elsewhere (Oh 7 ?'s lessons:
    :mod:`.oh7_room`); return where it is."""
    return draw_panel(surface, words.title, words.body, width=look.width, size=look.size, hint=words.hint,
                      place=lambda _: rect)
