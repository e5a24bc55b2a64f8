"""The game's fonts: DejaVu Sans (shipped in ``assets/fonts``), cached per size and weight.

``font(24)`` returns a :class:`pygame.freetype.Font` whose ``size`` is 24 px (em size).
Draw with ``font(24).render_to(surface, (x, y), "text", colour)`` or get a surface from
:func:`text` (cached). pygame.freetype is used rather than pygame.font because it tells
when a glyph is missing (see :func:`missing_glyphs`), and DejaVu has every glyph the game
shows: ♠ ♥ ♣ ♦ ✿ ★ Ø ? and French accents.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
import pygame.freetype

from oh7_desktop.app.assets import asset_path

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"

GAME_GLYPHS = "♠♥♣♦✿★Ø?‽0123456789…×·—–«»’éèêëàâçîïôœùûüÉÈÀÇ↑↓←→↵⏎"
"""Every non-ASCII glyph the game draws, plus digits; tests prove the shipped font has them."""

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def _ensure_init() -> None:
    if not pygame.freetype.get_init():
        pygame.freetype.init()


@lru_cache(maxsize=128)
def font(size_px: int, bold: bool = False) -> pygame.freetype.Font:
    """Return the cached DejaVu Sans font of this pixel size (bold if asked).

    Each call with the same arguments returns the same object: do not change its
    ``size``/``style`` attributes permanently (pass ``size=``/``style=`` to render calls instead).
    """
    _ensure_init()
    path = asset_path("fonts", BOLD_FILE if bold else REGULAR_FILE)
    loaded = pygame.freetype.Font(str(path), size=max(1, int(size_px)))
    loaded.antialiased = True
    loaded.kerning = True
    loaded.pad = False
    return loaded


@lru_cache(maxsize=2048)
def text(content: str, size_px: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """Return a cached surface with ``content`` rendered (antialiased, transparent background)."""
    surface, _ = font(size_px, bold).render(content, colour)
    return surface


def _forget_fonts() -> None:
    """pygame.quit() invalidates FreeType fonts: drop them so the next call reloads."""
    font.cache_clear()


pygame.register_quit(_forget_fonts)


def missing_glyphs(chars: str, bold: bool = False) -> str:
    """Return the characters of ``chars`` that the shipped font cannot draw (empty: all fine)."""
    metrics = font(32, bold).get_metrics(chars)
    return "".join(ch for ch, metric in zip(chars, metrics) if metric is None)
