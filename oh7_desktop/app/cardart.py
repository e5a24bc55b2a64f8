"""Card faces, backs, halos and badges drawn at any size from vector shapes and the game font.

Cards are named in the rulings' notation (``"3H"``, ``"1*"``, ``"N"``, ``"?"``), so this module
does not depend on the engine. Usage::

    art = CardArt(four_colour=True)
    w, h = art.card_size(110)                   # (110, 154): ratio 1.4
    surface.blit(art.face("3H", 110), (x, y))   # cached; state "normal" | "selected" | "dimmed"
    art.draw(surface, "?", (x, y), 110, state="selected")   # shadow + halo + card
    surface.blit(art.back(80, angle=90), (x, y))           # angles: any, cached per degree

Shapes are drawn supersampled then smooth-scaled (antialiased edges); text and suit glyphs
are rendered at the final size by FreeType (crisp, hinted). Every surface is cached by
(card, width, state, angle) in a bounded LRU, so drawing a table every frame is only blits.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from oh7_desktop.app import fonts

RGB = tuple[int, int, int]
STATES = ("normal", "selected", "dimmed")
CARD_RATIO = 1.4
"""Height / width of a card (poker cards are 3.5 / 2.5)."""

SUIT_GLYPHS: dict[str, str] = {"S": "♠", "H": "♥", "C": "♣", "D": "♦", "F": "✿"}
GLYPH_SCALE: dict[str, float] = {"✿": 1.12, "★": 1.05}
"""DejaVu draws these a little small in the corner indices; scale them up to match."""
FOUR_COLOURS: dict[str, RGB] = {
    "S": (24, 24, 30), "H": (206, 22, 38), "C": (16, 128, 56), "D": (22, 86, 204), "F": (160, 36, 170),
}
TWO_COLOURS: dict[str, RGB] = {
    "S": (24, 24, 30), "H": (206, 22, 38), "C": (24, 24, 30), "D": (206, 22, 38), "F": (160, 36, 170),
}
# Specials: (ink, paper tint, frame) - each visibly special, none looks like a suit.
STAR_STYLE: tuple[RGB, RGB, RGB] = ((150, 100, 0), (255, 244, 206), (214, 160, 20))
NAUGHT_STYLE: tuple[RGB, RGB, RGB] = ((84, 98, 116), (230, 235, 241), (120, 136, 156))
QUERY_STYLE: tuple[RGB, RGB, RGB] = ((0, 122, 128), (222, 245, 244), (0, 150, 156))
PAPER: RGB = (252, 251, 246)
EDGE: RGB = (150, 150, 142)
SELECT: RGB = (255, 200, 40)
BACK_RED: RGB = (138, 24, 40)
BACK_LINE: RGB = (176, 58, 72)
GOLD: RGB = (232, 186, 60)

_CARD_RE = re.compile(r"^(?:[0-7][SHCDF]|[1-4]\*|N|\?)$")


class CardArtError(ValueError):
    """Raised for card text that is not in the rulings' notation."""


def normalise(card: str) -> str:
    """Return the card text in upper case, or raise :class:`CardArtError`."""
    text = str(card).strip().upper()
    if not _CARD_RE.match(text):
        raise CardArtError(f"{card!r} is not a card (expected e.g. 3H, 1*, N or ?)")
    return text


def card_size(width: int) -> tuple[int, int]:
    """Return (width, height) of a card ``width`` pixels wide."""
    width = max(8, int(width))
    return width, round(width * CARD_RATIO)


def _supersample(width: int) -> int:
    # Only 2 and 4: smoothscale by 3 loses a little alpha (255 -> 253) on SSE2 and generic backends.
    return 4 if width < 180 else 2


def _rounded(size: tuple[int, int], paper: RGB, edge: RGB, frame: RGB | None) -> pygame.Surface:
    """Draw the card blank (rounded, bordered, optional inner frame) supersampled and shrink it."""
    w, h = size
    k = _supersample(w)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    radius = round(0.08 * w * k)
    outer = big.get_rect()
    pygame.draw.rect(big, edge, outer, border_radius=radius)
    line = max(k, round(0.012 * w * k))
    pygame.draw.rect(big, paper, outer.inflate(-2 * line, -2 * line), border_radius=radius - line)
    if frame is not None:
        # Specials: a coloured edge band and a thin inner rule, both outside the corner indices.
        band = max(k, round(0.03 * w * k))
        pygame.draw.rect(big, frame, outer, width=band + line, border_radius=radius)
        inset = round(0.052 * w * k)
        inner = outer.inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(big, frame, inner, width=max(1, round(0.008 * w * k)), border_radius=radius // 2)
    return pygame.transform.smoothscale(big, size)


def _blit_centred(target: pygame.Surface, glyph: pygame.Surface, centre: tuple[float, float]) -> None:
    target.blit(glyph, glyph.get_rect(center=(round(centre[0]), round(centre[1]))))


def _star_points(cx: float, cy: float, outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def _star(w: int, outer: float, fill: RGB, edge: RGB) -> pygame.Surface:
    """A five-pointed star of radius ``outer`` px on a transparent square, antialiased."""
    k = 4
    side = math.ceil(outer * 2 + 4)
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    c = side * k / 2
    pygame.draw.polygon(big, edge, _star_points(c, c + outer * 0.06 * k, outer * k, outer * 0.42 * k))
    line = max(k, 0.05 * outer * k)
    pygame.draw.polygon(big, fill, _star_points(c, c + outer * 0.06 * k, outer * k - 1.6 * line, outer * 0.42 * k - 0.9 * line))
    return pygame.transform.smoothscale(big, (side, side))


class CardArt:
    """Renders and caches card pictures. ``four_colour=False`` gives the classic two colours."""

    def __init__(self, four_colour: bool = True, cache_size: int = 1200) -> None:
        self.four_colour = four_colour
        self._cache: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._cache_size = cache_size

    # -- public API ---------------------------------------------------------------------------
    def card_size(self, width: int) -> tuple[int, int]:
        """Return (width, height) of a card ``width`` pixels wide (height = 1.4 x width)."""
        return card_size(width)

    def suit_colour(self, suit: str) -> RGB:
        """Return the ink colour of a suit letter (S H C D F) or special (``*``, ``N``, ``?``)."""
        specials = {"*": STAR_STYLE[0], "N": NAUGHT_STYLE[0], "?": QUERY_STYLE[0]}
        if suit.upper() in specials:
            return specials[suit.upper()]
        return (FOUR_COLOURS if self.four_colour else TWO_COLOURS)[suit.upper()]

    def face(self, card: str, width: int, state: str = "normal", angle: float = 0) -> pygame.Surface:
        """Return the face of ``card`` (e.g. ``"3H"``, ``"2*"``, ``"N"``, ``"?"``), cached.

        ``state`` is ``"normal"``, ``"selected"`` (gold border) or ``"dimmed"`` (greyed, for
        cards that cannot be played). ``angle`` rotates counter-clockwise in degrees (the
        returned surface is then larger than the card; centre it where the card's centre goes).
        Raises :class:`CardArtError` for text that is not a card.
        """
        text = normalise(card)
        return self._cached(("face", text, int(width), state, round(angle) % 360),
                            lambda: self._stateful(self._face(text, int(width)), state, int(width), angle))

    def back(self, width: int, state: str = "normal", angle: float = 0) -> pygame.Surface:
        """Return the card back (project-made lattice with a "7?" medallion), cached."""
        return self._cached(("back", int(width), state, round(angle) % 360),
                            lambda: self._stateful(self._back(int(width)), state, int(width), angle))

    def index_strip(self, width: int) -> int:
        """Pixels from a card's left edge that hold its corner index: show at least this in a fan."""
        return round(0.075 * width) + max(
            self._index(v, sym, (0, 0, 0), width).get_width() for v, sym in (("7", "✿"), ("4", "★"), ("Ø", ""))
        ) + max(2, round(0.04 * width))

    def halo_margin(self, width: int) -> int:
        """How far :meth:`halo` and :meth:`shadow` extend beyond the card on each side."""
        return max(4, round(width * 0.12))

    def halo(self, width: int, colour: RGB = SELECT) -> pygame.Surface:
        """A soft glow a card's size plus :meth:`halo_margin` each side (blit it first)."""
        return self._cached(("halo", int(width), colour), lambda: self._soft(int(width), colour, 230))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow, same geometry as :meth:`halo` (blit offset down-right a little)."""
        return self._cached(("shadow", int(width)), lambda: self._soft(int(width), (0, 0, 0), 120))

    def draw(self, target: pygame.Surface, card: str | None, topleft: tuple[int, int], width: int,
             state: str = "normal", shadow: bool = True) -> pygame.Rect:
        """Draw shadow, halo (if selected) and the face (or the back if ``card`` is None).

        Returns the card's rectangle on ``target``.
        """
        x, y = topleft
        margin = self.halo_margin(width)
        if shadow:
            lift = max(1, width // 40)
            target.blit(self.shadow(width), (x - margin + lift, y - margin + 2 * lift))
        if state == "selected":
            target.blit(self.halo(width), (x - margin, y - margin))
        picture = self.back(width, state) if card is None else self.face(card, width, state)
        return target.blit(picture, (x, y))

    def badge(self, label: str, height: int, ink: RGB = (255, 255, 255),
              fill: RGB = (30, 34, 40), edge: RGB = GOLD) -> pygame.Surface:
        """A pill-shaped label (e.g. a revealed bet "Bet 3" or "×2"), cached."""
        return self._cached(("badge", label, int(height), ink, fill, edge),
                            lambda: self._badge(label, int(height), ink, fill, edge))

    def clear(self) -> None:
        """Forget every cached surface (e.g. after the window size changed a lot)."""
        self._cache.clear()

    # -- drawing ------------------------------------------------------------------------------
    def _cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = make()
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()  # display pixel format: much faster blits
            self._cache[key] = surface
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surface

    def _style(self, text: str) -> tuple[RGB, RGB, RGB | None]:
        """(ink, paper, frame) of a card."""
        if text.endswith("*"):
            return STAR_STYLE
        if text == "N":
            return NAUGHT_STYLE
        if text == "?":
            return QUERY_STYLE
        return self.suit_colour(text[1]), PAPER, None

    def _face(self, text: str, width: int) -> pygame.Surface:
        size = card_size(width)
        ink, paper, frame = self._style(text)
        card = _rounded(size, paper, EDGE, frame)
        value, symbol = self._index_parts(text)
        index = self._index(value, symbol, ink, width)
        pad_x, pad_y = round(0.075 * width), round(0.08 * width)
        card.blit(index, (pad_x, pad_y))
        flipped = pygame.transform.rotate(index, 180)
        card.blit(flipped, flipped.get_rect(bottomright=(size[0] - pad_x, size[1] - pad_y)))
        self._centre(card, text, ink, width)
        return card

    @staticmethod
    def _index_parts(text: str) -> tuple[str, str]:
        """Corner index: (value line, symbol line)."""
        if text.endswith("*"):
            return text[0], "★"
        if text == "N":
            return "Ø", ""
        if text == "?":
            return "?", ""
        return text[0], SUIT_GLYPHS[text[1]]

    @staticmethod
    def _index(value: str, symbol: str, ink: RGB, width: int) -> pygame.Surface:
        """The corner index (value over symbol), centred in a column; rotated for the far corner."""
        value_surf = fonts.text(value, max(8, round(0.34 * width)), ink, True)
        symbol_px = max(7, round(0.29 * width * GLYPH_SCALE.get(symbol, 1.0)))
        symbol_surf = fonts.text(symbol, symbol_px, ink, False) if symbol else None
        column = max(value_surf.get_width(), symbol_surf.get_width() if symbol_surf else 0)
        gap = max(1, round(0.035 * width))
        height = value_surf.get_height() + (gap + symbol_surf.get_height() if symbol_surf else 0)
        index = pygame.Surface((column, height), pygame.SRCALPHA)
        index.blit(value_surf, value_surf.get_rect(midtop=(column // 2, 0)))
        if symbol_surf is not None:
            index.blit(symbol_surf, symbol_surf.get_rect(midbottom=(column // 2, height)))
        return index

    @staticmethod
    def _centre(card: pygame.Surface, text: str, ink: RGB, width: int) -> None:
        """The large centre motif: the suit, a numbered gold star, a big Ø or a big ?."""
        centre = (card.get_width() / 2, card.get_height() / 2)
        if text.endswith("*"):
            _blit_centred(card, _star(width, 0.33 * width, (246, 200, 50), STAR_STYLE[0]), centre)
            _blit_centred(card, fonts.text(text[0], round(0.26 * width), (110, 64, 0), True),
                          (centre[0], centre[1] + 0.025 * width))
        elif text in ("N", "?"):
            _blit_centred(card, fonts.text("Ø" if text == "N" else "?", round(0.62 * width), ink, True), centre)
        else:
            glyph = SUIT_GLYPHS[text[1]]
            _blit_centred(card, fonts.text(glyph, round(0.64 * width), ink, False), centre)

    def _back(self, width: int) -> pygame.Surface:
        size = card_size(width)
        w, h = size
        k = _supersample(w)
        big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
        outer = big.get_rect()
        radius = round(0.08 * w * k)
        pygame.draw.rect(big, EDGE, outer, border_radius=radius)
        pygame.draw.rect(big, PAPER, outer.inflate(-2 * k, -2 * k), border_radius=radius - k)
        field = outer.inflate(-round(0.14 * w * k), -round(0.14 * w * k))
        pattern = pygame.Surface(field.size, pygame.SRCALPHA)
        pattern.fill(BACK_RED)
        step = max(3 * k, round(0.11 * w * k))
        line = max(k, round(0.014 * w * k))
        for offset in range(-field.height, field.width + field.height, step):
            pygame.draw.line(pattern, BACK_LINE, (offset, 0), (offset + field.height, field.height), line)
            pygame.draw.line(pattern, BACK_LINE, (offset, field.height), (offset + field.height, 0), line)
        mask = pygame.Surface(field.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius // 2)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(pattern, field)
        pygame.draw.rect(big, GOLD, field, width=line, border_radius=radius // 2)
        medal = pygame.Rect(0, 0, round(0.56 * w * k), round(0.42 * w * k))
        medal.center = outer.center
        pygame.draw.ellipse(big, GOLD, medal)
        pygame.draw.ellipse(big, BACK_RED, medal.inflate(-2 * line, -2 * line))
        pygame.draw.ellipse(big, GOLD, medal.inflate(-4 * line, -4 * line), width=max(1, line // 2))
        card = pygame.transform.smoothscale(big, size)
        _blit_centred(card, fonts.text("7?", round(0.22 * w), (250, 226, 150), True), (w / 2, h / 2))
        return card

    def _stateful(self, card: pygame.Surface, state: str, width: int, angle: float) -> pygame.Surface:
        """Apply the selected/dimmed look, then rotate."""
        if state not in STATES:
            raise CardArtError(f"unknown card state {state!r} (expected one of {', '.join(STATES)})")
        if state == "selected":
            k = 4
            ring = pygame.Surface((card.get_width() * k, card.get_height() * k), pygame.SRCALPHA)
            pygame.draw.rect(ring, SELECT, ring.get_rect(), width=max(2 * k, round(0.045 * width * k)),
                             border_radius=round(0.08 * width * k))
            card = card.copy()
            card.blit(pygame.transform.smoothscale(ring, card.get_size()), (0, 0))
        elif state == "dimmed":
            # Darken and flatten but keep the suit colour: the card must stay recognisable.
            card = card.copy()
            card.fill((128, 128, 132), special_flags=pygame.BLEND_RGB_MULT)
            card.fill((22, 22, 26), special_flags=pygame.BLEND_RGB_ADD)
        angle = round(angle) % 360
        if angle == 0:
            return card
        if angle % 90 == 0:
            return pygame.transform.rotate(card, angle)
        return pygame.transform.rotozoom(card, angle, 1.0)

    def _soft(self, width: int, colour: RGB, alpha: int) -> pygame.Surface:
        """A blurred rounded rectangle the card's size plus the halo margin each side."""
        w, h = card_size(width)
        margin = self.halo_margin(width)
        surface = pygame.Surface((w + 2 * margin, h + 2 * margin), pygame.SRCALPHA)
        body = pygame.Rect(margin, margin, w, h).inflate(margin // 2, margin // 2)
        pygame.draw.rect(surface, (*colour, alpha), body, border_radius=round(0.1 * width))
        return pygame.transform.gaussian_blur(surface, max(1, margin // 2))

    @staticmethod
    def _badge(label: str, height: int, ink: RGB, fill: RGB, edge: RGB) -> pygame.Surface:
        glyphs = fonts.text(label, max(8, round(height * 0.6)), ink, True)
        w = glyphs.get_width() + height
        k = 4
        big = pygame.Surface((w * k, height * k), pygame.SRCALPHA)
        pygame.draw.rect(big, edge, big.get_rect(), border_radius=height * k // 2)
        line = max(k, round(height * k * 0.08))
        pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * line, -2 * line), border_radius=height * k // 2 - line)
        pill = pygame.transform.smoothscale(big, (w, height))
        _blit_centred(pill, glyphs, (w / 2, height / 2))
        return pill


_FELT_CACHE: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()
FELT_CENTRE: RGB = (44, 128, 74)
FELT_EDGE: RGB = (10, 54, 30)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Return a green card-table felt (radial light, fine grain, vignette) of ``size``, cached.

    Drawn once per window size (about 20-60 ms at 1080p-4K), then reused; the last few sizes
    are kept so toggling fullscreen is instant.
    """
    key = (max(1, int(size[0])), max(1, int(size[1])))
    surface = _FELT_CACHE.get(key)
    if surface is None:
        surface = _make_felt(key)
        _FELT_CACHE[key] = surface
        if len(_FELT_CACHE) > 4:
            _FELT_CACHE.popitem(last=False)
    return surface


def _make_felt(size: tuple[int, int]) -> pygame.Surface:
    # A small radial gradient, smooth-scaled up, gives a soft light pool with no banding steps.
    small_w, small_h = 64, max(2, round(64 * size[1] / size[0]))
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w - 0.5
            dy = ((y + 0.5) / small_h - 0.45) * small_h / small_w
            t = min(1.0, math.hypot(dx * 1.1, dy * 1.5) * 1.55) ** 1.8
            small.set_at((x, y), [round(c + (e - c) * t) for c, e in zip(FELT_CENTRE, FELT_EDGE)])
    surface = pygame.transform.smoothscale(small, size).convert() if pygame.display.get_surface() \
        else pygame.transform.smoothscale(small, size)
    grain = _grain_tile()
    for y in range(0, size[1], grain.get_height()):
        for x in range(0, size[0], grain.get_width()):
            surface.blit(grain, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    surface.fill((6, 6, 6), special_flags=pygame.BLEND_RGB_SUB)
    return surface


_GRAIN: list[pygame.Surface] = []


def _grain_tile() -> pygame.Surface:
    """A 128 px tile of fine, slightly green noise (seeded: the felt looks the same each run)."""
    if not _GRAIN:
        import random

        rng = random.Random(7)
        tile = pygame.Surface((128, 128))
        for y in range(128):
            for x in range(128):
                v = rng.randint(0, 12)
                tile.set_at((x, y), (v, v + rng.randint(0, 2), v))
        _GRAIN.append(tile)
    return _GRAIN[0]
