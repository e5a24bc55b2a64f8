"""Follows a tutorial's script: the step shown is the one the table's phase calls for.

A script maps the phase a table reports (``phase_name()``: ``deal``, ``bet``, ``bet-reveal``...)
to the message of its step; the runner never looks at the rules, only at what the table says it
shows, and keeps every step shown, in order, so a test can check the lesson went by.

A step that explained something while nothing was asked of the learner (the deal, the others
bidding, the dealer's choice) is *held* when the table moves on: it stays on screen until the
player goes on (:meth:`TutorialRunner.go_on`; :mod:`.hold` gives the keys and the click). A
caller that does not say whether the learner is asked (``asked`` left True) never holds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from oh7_desktop.app import contrast
from oh7_desktop.app.drawn import note
from oh7_desktop.app.fonts import Colour, font, text

PANEL_WIDTH = 380
"""Pixels: the panel's width (it sits at the top right, clear of the hands, the score and the prompt)."""
PANEL_MARGIN = 12
FONT_PX = 16
INK = (245, 240, 220)
BACK = (20, 30, 40, 255)
"""Opaque: what lies under the panel never shows through its words (at 200 % with high contrast
the cards under a see-through panel made them hard to read); the panel is placed clear of what it
explains, so hiding what is under it costs nothing where a free spot exists."""
EDGE = (230, 190, 90)
LINE = "panel-line"
"""The kind of box each line of the panel is recorded as (:mod:`oh7_desktop.app.drawn`), where it is
drawn and at the size drawn (``tools/contrast_report.py`` measures them)."""


@dataclass
class TutorialRunner:
    """The step a tutorial shows now, from the table's phase, and the steps shown so far."""

    script: Mapping[str, str]
    """Phase name -> message id of the step explaining it."""
    shown: list[str] = field(default_factory=list)
    """Message ids of the steps shown, in order (a step shown again is not repeated)."""
    answered: set[str] = field(default_factory=set)
    """Steps during which the learner was asked to act (read at leisure: never held)."""
    read: set[str] = field(default_factory=set)
    """Steps the player went on from (never held again)."""
    held: str | None = None
    """The step kept on screen until the player goes on (None: none)."""

    def follow(self, phase: str, asked: bool = True) -> str | None:
        """The message id for ``phase`` (None if the script has nothing to say), noted as shown;
        but the step shown so far stays, held, if ``phase`` calls for another one while it was
        never ``asked`` (the learner was not asked to act while it was up) nor read."""
        step = self.script.get(phase)
        current = self.current()
        if current is not None and step != current and current not in self.answered | self.read:
            self.held = current
            return current
        self.held = None
        if step is not None and step != current:
            self.shown.append(step)
        if asked and step is not None:
            self.answered.add(step)
        return step

    def go_on(self) -> bool:
        """The player read the held step: the next one may come. True if a step was held."""
        if self.held is None:
            return False
        self.read.add(self.held)
        self.held = None
        return True

    def current(self) -> str | None:
        """The step shown last."""
        return self.shown[-1] if self.shown else None


def wrap(words: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """``words`` broken into lines no wider than ``width`` pixels."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and measure(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def panel_lines(title: str, body: str, width: int, size: int, hint: str = "") -> list[pygame.Surface]:
    """The panel's lines, ``size`` pixels high, for a panel ``width`` pixels wide: the title (or the
    ``hint`` in its place when it fits the line), then the words (and the hint after them if not)."""
    # Cached on the words, the width, the size and the look (the only other thing the lines' inks
    # follow): a lesson wrapped and measured the same words every frame. Shared surfaces: never drawn on.
    return list(_panel_lines(title, body, width, size, hint, contrast.high()))


@lru_cache(maxsize=32)  # a few panels' lines (each up to half a megabyte): the one drawn stays
def _panel_lines(title: str, body: str, width: int, size: int, hint: str, high: bool) -> tuple[pygame.Surface, ...]:
    """:func:`panel_lines` in the look ``high`` (high contrast or not), cached: the title on as
    many lines as it needs."""
    inner = width - 2 * PANEL_MARGIN
    # The title wraps as the words do: in a narrow panel at 200 % (French) it ran past the edge.
    rendered = [line_of(line, size + 2, EDGE, bold=True)
                for line in wrap(title, inner, lambda s: text(s, size + 2, EDGE, True).get_width())]
    if hint and text(hint, size, EDGE).get_width() <= inner:
        rendered = [line_of(hint, size, EDGE)]
    elif hint:
        body = f"{body}\n\n{hint}"
    return (*rendered, *(line_of(line, size, INK) for line in wrap(body, inner, lambda s: text(s, size, INK).get_width())))


def line_of(words: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """``words`` drawn on a line as high as the font's own line (its glyphs on the font's baseline):
    a line's tight box is shorter than the font's, and lines stacked by it overlapped at 200 %."""
    face = font(size, bold)
    glyphs = text(words, size, colour, bold)
    line = pygame.Surface((glyphs.get_width(), max(face.get_sized_height(0), glyphs.get_height())), pygame.SRCALPHA)
    top = face.get_sized_ascender(0) - face.get_rect(words).y if words else 0
    line.blit(glyphs, (0, max(0, top)))
    return line


def lines_height(rendered: list[pygame.Surface]) -> int:
    """Pixels: the height of a panel holding ``rendered``."""
    return sum(s.get_height() for s in rendered) + 2 * PANEL_MARGIN  # each line the font's own height


def draw_panel(surface: pygame.Surface, title: str, body: str, *, low: bool = False,
               width: int = PANEL_WIDTH, size: int = FONT_PX, hint: str = "",
               place: Callable[[tuple[int, int]], pygame.Rect] | None = None) -> pygame.Rect:
    """Draw the step's panel, ``width`` pixels wide, its words ``size`` pixels high, at the top
    right of ``surface`` (``low``: centred on its lower half, clear of a score sheet's table, kept
    inside; ``place``: where a panel of a size goes); return where it is. A ``hint`` (how to go on)
    takes the title's place, or, too long for the line, comes after the words: the panel, up a
    while, grows as little as it can."""
    rendered = panel_lines(title, body, width, size, hint)
    rect = pygame.Rect(surface.get_width() - width - PANEL_MARGIN, PANEL_MARGIN, width, lines_height(rendered))
    if low:
        rect.midtop = (surface.get_width() // 2, surface.get_height() // 2)
        rect.bottom = min(rect.bottom, surface.get_height() - PANEL_MARGIN)
    elif place is not None:
        rect = place(rect.size)
    back = pygame.Surface(rect.size, pygame.SRCALPHA)
    back.fill(contrast.fill(BACK))  # opaque black in the high-contrast look: 7:1 over a score sheet's paper too
    surface.blit(back, rect.topleft)
    pygame.draw.rect(surface, EDGE, rect, 2, border_radius=6)
    y = rect.top + PANEL_MARGIN
    for number, line in enumerate(rendered):
        box = surface.blit(line, (rect.left + PANEL_MARGIN, y))
        if line.get_bounding_rect().width:  # a blank line between paragraphs draws nothing
            note(LINE, box, f"tutorial panel line {number + 1} at {tuple(box)}", surface)
        y += line.get_height()
    return rect
