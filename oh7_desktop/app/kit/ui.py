"""Small drawing helpers of every table: words, buttons and pills, in the theme's palette and
with its cached panels and text (:mod:`oh7_desktop.app.theme`, re-exported here for the tables).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from oh7_desktop.app import drawn, fonts, theme
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.theme import (DARK, GOLD, GREEN, INK, MUTED, PANEL, PANEL_EDGE, RED, RGB, RGBA, TURN, blit, panel,
                                   wrap)

from .kinds import Line


def text(content: str, size: int, colour: RGB = INK, bold: bool = False,
         max_width: int | None = None, smallest: int = 11) -> pygame.Surface:
    """A table's line of text (:func:`.theme.text`) that shrinks to fit ``max_width`` no further than
    :func:`.theme.shrink_floor` of ``size`` (nor ``smallest``), then is cut: the player's text scale
    holds (issue 26; a line could shrink to 8 px at 200 %)."""
    return theme.text(content, size, colour, bold, max_width, theme.shrink_floor(size, smallest))


def text_lines(content: str, size: int, colour: RGB = INK, bold: bool = False,
               max_width: int | None = None, least: int | None = None) -> list[pygame.Surface]:
    """``content`` as one line of :func:`text` when it fits ``max_width`` shrunk to ``least`` px
    (None: its shrink floor; a title may go down to its body's size), else wrapped at ``size``
    into lines that do (a line cut short loses its end: issue 26)."""
    least = theme.shrink_floor(size) if least is None else least
    if max_width is None or fonts.text(content, least, colour, bold).get_width() <= max_width:
        return [theme.text(content, size, colour, bold, max_width, least)]
    return [text(line, size, colour, bold, max_width) for line in wrapped(content, size, max_width, bold)]


def wrapped(content: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """``content`` wrapped into lines no wider than ``max_width``, without a separator where a line
    breaks: the break parts them (French at 200 % read "Annonces : 4 ·" over "plis : 3", a line
    that seemed cut short, issue 26)."""
    lines = wrap(content, size, max_width, bold)
    mark = SEPARATOR.strip()
    for index in range(1, len(lines)):
        lines[index - 1] = lines[index - 1].rstrip().removesuffix(mark).rstrip()
        lines[index] = lines[index].lstrip().removeprefix(mark).lstrip()
    return lines


SEPARATOR = "· "
"""What parts a line ("Bids: 4 · tricks: 3")."""


YOU = "You"
"""The default name of a person's seat, whatever the language: stored as is (one profile), shown
translated (``setup.you``)."""

def person_name(stored: str, translate: Callable[[str], str]) -> str:
    """A seat's or profile's name as shown: the default person's ("You") in the player's language."""
    return translate("setup.you") if stored == YOU else stored


SUBJECTS = ("leader", "name", "seat")
"""The fields that name who does what (a message's ``.you`` variant, ``.you_lead`` for a leader)."""


def addressed_seat(humans: Sequence[int]) -> int | None:
    """The seat the table speaks to as "you": the one person's (None in couch play or bots only)."""
    return humans[0] if len(humans) == 1 else None


class Words:
    """Looks up the table's strings in the player's current language (English if none is set).

    A message about what a seat does (``{name} wins the trick``) is said in the second person
    (``table.trick_won.you``: "You win the trick") when that seat is the person's own (``you``
    gives it and ``name_of`` its name as shown); in couch play there is no "you" and names stay.
    """

    def __init__(self, services: Services, you: Callable[[], int | None] = lambda: None,
                 name_of: Callable[[int], str] | None = None) -> None:
        self.services = services
        self._english: Translator | None = None
        self.you, self.name_of = you, name_of

    def _translator(self) -> Translator:
        translator = self.services.translator
        if translator is None:
            translator = self._english = self._english or Translator("en")
        return translator

    def __call__(self, key: str, **fields: object) -> str:
        return self._translator().t(self.addressed(key, fields), **fields)

    def addressed(self, key: str, fields: dict[str, object]) -> str:
        """``key``, or its second-person variant when a subject field is the person's own seat."""
        you = self.you() if any(field in fields for field in SUBJECTS) else None
        if you is None:
            return key
        shown = self.name_of(you) if self.name_of is not None else None
        for field in SUBJECTS:
            value = fields.get(field)
            if (value == you and isinstance(value, int) and not isinstance(value, bool)) or \
                    (shown is not None and value == shown):
                variant = f"{key}.you_lead" if field == "leader" else f"{key}.you"
                if self.has(variant):
                    return variant
        return key

    def name(self, stored: str) -> str:
        """A seat's name as shown: the default person's name in the player's language."""
        return person_name(stored, lambda key: str(self._translator().t(key)))

    def has(self, key: str) -> bool:
        """True if some language has a message for ``key``."""
        return bool(self._translator().has(key))

    def line(self, line: Line) -> str:
        """The text of a (key, arguments) line."""
        return self(line[0], **line[1])


def button(surface: pygame.Surface, label: str, rect: pygame.Rect, size: int, *,
           focused: bool = False, key: str | None = None, primary: bool = False) -> pygame.Rect:
    """A rounded button with its label (and a key hint after it); returns its rect."""
    fill: RGBA = (196, 150, 40, 240) if primary else (22, 52, 34, 236)
    edge: RGBA = TURN if focused else (170, 210, 180, 150)
    surface.blit(panel(rect.size, fill, rect.height // 3, edge, 3 if focused else 2), rect)
    ink = DARK if primary else INK
    caption = f"{label}  [{key}]" if key else label
    blit(surface, text(caption, size, ink, True, rect.width - 12), center=rect.center)
    drawn.note("button", rect, caption, surface)
    if focused:
        drawn.note("focused", rect, caption, surface)  # the spoken table says the focused button
    return rect


def pill_padding(size: int) -> tuple[int, int]:
    """A pill's padding around its text of ``size`` pixels: across, then down."""
    return max(8, size * 2 // 3), max(4, size // 3)


def pill_rect(content: str, size: int, centre: tuple[int, int], bold: bool = True) -> pygame.Rect:
    """Where :func:`pill` draws ``content`` at ``size`` around ``centre`` (before it keeps to the
    window): to find a free place for it first."""
    pad_x, pad_y = pill_padding(size)
    glyphs = text(content, size, INK, bold)
    rect = pygame.Rect(0, 0, glyphs.get_width() + 2 * pad_x, glyphs.get_height() + 2 * pad_y)
    rect.center = centre
    return rect


def pill(surface: pygame.Surface, content: str, size: int, centre: tuple[int, int],
         colour: RGB = INK, fill: RGBA = PANEL, edge: RGBA | None = PANEL_EDGE,
         bold: bool = True, max_width: int | None = None, left_of: int | None = None,
         wraps: bool = False) -> pygame.Rect:
    """A line of text on a rounded dark pill centred at ``centre`` (at most ``max_width`` wide:
    its text shrinks to fit, the last resort of a large text scale, and past the shrink floor is
    cut, or with ``wraps`` goes on over more lines; ending at ``left_of`` at the most: it grows
    away from what lies right of it)."""
    pad_x, pad_y = pill_padding(size)
    room = None if max_width is None else max_width - 2 * pad_x
    lines = text_lines(content, size, colour, bold, room) if wraps else [text(content, size, colour, bold, room)]
    rect = pygame.Rect(0, 0, max(g.get_width() for g in lines) + 2 * pad_x,
                       sum(g.get_height() for g in lines) + 2 * pad_y)
    rect.center = centre
    if left_of is not None and rect.right > left_of:
        rect.right = left_of
    rect.clamp_ip(surface.get_rect())  # a pill grown by the player's text scale stays in the window
    radius = rect.height // 2 if len(lines) == 1 else min(rect.height, rect.width) // 3
    surface.blit(panel(rect.size, fill, radius, edge, 2), rect)
    y = rect.top + pad_y
    for glyphs in lines:
        y = blit(surface, glyphs, midtop=(rect.centerx, y)).bottom
    drawn.note("pill", rect, content, surface)
    return rect


__all__ = ["DARK", "GOLD", "GREEN", "INK", "MUTED", "PANEL", "PANEL_EDGE", "RED", "RGB", "RGBA", "TURN", "Words",
           "blit", "button", "panel", "pill", "text", "text_lines", "wrap"]
