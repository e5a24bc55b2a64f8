"""The game's fonts: DejaVu Sans (shipped in ``assets/fonts``), cached per size and weight.

``font(24)`` returns a :class:`pygame.freetype.Font` whose ``size`` is 24 px (em size).
Draw with ``font(24).render_to(surface, (x, y), "text", colour)`` or get a surface from
:func:`text` (cached). pygame.freetype is used rather than pygame.font because it tells
when a glyph is missing (see :func:`missing_glyphs`), and DejaVu has every glyph the game
shows: ♠ ♥ ♣ ♦ ✿ ★ Ø ? and French accents.

Players' names may hold what DejaVu has not (Chinese, Japanese, Korean...): :func:`text`
draws those characters with a font of the computer that has them (:data:`FALLBACK_FAMILIES`:
the CJK fonts of Windows, macOS and Linux desktops), found when first needed; a name that no
font here can draw is refused where it is typed (:func:`undrawable`). :func:`fit` cuts a
line to a width with an ellipsis.
"""

from __future__ import annotations

from functools import lru_cache
from weakref import WeakKeyDictionary

import pygame
import pygame.freetype

from oh7_desktop.app import contrast
from oh7_desktop.app.assets import asset_path

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"

GAME_GLYPHS = "♠♥♣♦✿★Ø?‽0123456789…×·—–«»’éèêëàâçîïôœùûüÉÈÀÇ↑↓←→↵⏎"
"""Every non-ASCII glyph the game draws, plus digits; tests prove the shipped font has them."""

Colour = tuple[int, int, int] | tuple[int, int, int, int]

FALLBACK_FAMILIES = (
    "notosanscjksc", "notosanscjkjp", "notosanscjktc", "notosanscjkkr", "notosanscjk", "sourcehansans",
    "droidsansfallbackfull", "droidsansfallback", "wenquanyimicrohei", "wenquanyizenhei",  # Linux
    "microsoftyahei", "microsoftjhenghei", "yugothic", "msgothic", "malgungothic", "simsun",  # Windows
    "pingfangsc", "hiraginosans", "hiraginokakugothicpro", "applesdgothicneo", "arialunicodems",  # macOS
    "notosans", "freesans", "unifont",
)
"""System fonts asked, in this order, for characters DejaVu Sans cannot draw."""
ELLIPSIS = "…"

_SIZES: WeakKeyDictionary[pygame.Surface, int] = WeakKeyDictionary()
"""The pixel size each line of :func:`card_text` was rendered at (read by the layout checks)."""


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


def text(content: str, size_px: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """Return a cached surface with ``content`` rendered (antialiased, transparent background), in
    ``colour`` as the current look draws it (:func:`.contrast.ink`: itself, unless high contrast).

    Characters the game's font lacks are drawn with a fallback font that has them, if any.
    """
    return card_text(content, size_px, contrast.ink(colour), bold)


@lru_cache(maxsize=2048)
def card_text(content: str, size_px: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """Return a cached surface with ``content`` rendered in exactly ``colour``: a card face's inks,
    which no look changes (see :func:`text`)."""
    if not missing_glyphs(content, bold):
        surface, _ = font(size_px, bold).render(content, colour)
        _SIZES[surface] = size_px
        return surface
    pieces = [(run, face.render(run, colour)) for run, face in _runs(content, size_px, bold)]
    ascent = max(rect.y for _, (_, rect) in pieces)
    height = ascent + max(surface.get_height() - rect.y for _, (surface, rect) in pieces)
    line = pygame.Surface((sum(surface.get_width() for _, (surface, _) in pieces), max(1, height)), pygame.SRCALPHA)
    x = 0
    for _, (surface, rect) in pieces:
        line.blit(surface, (x, ascent - rect.y))  # on one baseline
        x += surface.get_width()
    _SIZES[line] = size_px
    return line


def size_of(picture: pygame.Surface) -> int | None:
    """The pixel size a line of :func:`text` was rendered at (None: not a line of text)."""
    return _SIZES.get(picture)


def _runs(content: str, size_px: int, bold: bool) -> list[tuple[str, pygame.freetype.Font]]:
    """Split ``content`` into runs drawn by one font each: the game's, or a fallback."""
    runs: list[tuple[str, pygame.freetype.Font]] = []
    main = font(size_px, bold)
    lacking = set(missing_glyphs(content, bold))
    for ch in content:
        path = _fallback_for(ch) if ch in lacking else None
        face = main if path is None else _font_file(path, size_px)
        if runs and runs[-1][1] is face:
            runs[-1] = (runs[-1][0] + ch, face)
        else:
            runs.append((ch, face))
    return runs


@lru_cache(maxsize=1)
def _fallback_files() -> tuple[str, ...]:
    """The fallback fonts installed here, in :data:`FALLBACK_FAMILIES` order (asked once)."""
    found: list[str] = []
    for family in FALLBACK_FAMILIES:
        try:
            path = pygame.font.match_font(family)
        except Exception:  # noqa: BLE001 - no font list on this system (no fc-list...): no fallback
            return tuple(found)
        if path and path not in found:
            found.append(path)
    return tuple(found)


@lru_cache(maxsize=1024)
def _fallback_for(ch: str) -> str | None:
    """The first fallback font file that can draw ``ch``, or None."""
    for path in _fallback_files():
        try:
            if _font_file(path, 32).get_metrics(ch)[0] is not None:
                return path
        except (OSError, pygame.error):
            continue
    return None


@lru_cache(maxsize=64)
def _font_file(path: str, size_px: int) -> pygame.freetype.Font:
    _ensure_init()
    loaded = pygame.freetype.Font(path, size=max(1, int(size_px)))
    loaded.antialiased = True
    loaded.pad = False
    return loaded


def undrawable(content: str) -> str:
    """Return the characters of ``content`` that no font of the game or of this computer can draw."""
    return "".join(ch for ch in dict.fromkeys(missing_glyphs(content)) if _fallback_for(ch) is None)


def fit(content: str, size_px: int, max_width: int, bold: bool = False) -> str:
    """Return ``content``, or its longest start followed by an ellipsis, no wider than ``max_width``."""
    if text(content, size_px, (0, 0, 0), bold).get_width() <= max_width:
        return content
    low, high = 0, len(content)  # the longest start that fits lies in [low, high)
    while low + 1 < high:
        middle = (low + high) // 2
        shortened = content[:middle].rstrip() + ELLIPSIS
        if text(shortened, size_px, (0, 0, 0), bold).get_width() <= max_width:
            low = middle
        else:
            high = middle
    return content[:low].rstrip() + ELLIPSIS


def _forget_fonts() -> None:
    """pygame.quit() invalidates FreeType fonts: drop them so the next call reloads."""
    font.cache_clear()
    _font_file.cache_clear()
    _fallback_for.cache_clear()


pygame.register_quit(_forget_fonts)


def missing_glyphs(chars: str, bold: bool = False) -> str:
    """Return the characters of ``chars`` that the shipped font cannot draw (empty: all fine)."""
    metrics = font(32, bold).get_metrics(chars)
    return "".join(ch for ch, metric in zip(chars, metrics) if metric is None)
