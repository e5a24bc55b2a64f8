"""Card faces, backs, halos and badges drawn at any size from vector shapes and the game font.

What a face shows comes from the game's face set (:mod:`.faces`: corner index, symbol, colours,
centre art), so every game's pack is drawn in one style and this module knows no game. Cards are
named in their game's notation (Oh 7 ?: ``"3H"``, ``"1*"``, ``"N"``, ``"?"``). Usage::

    art = CardArt(OH7, four_colour=True)
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
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from oh7_desktop.app import contrast, fonts
from oh7_desktop.app.faces import PAPER, CardArtError, Face, FaceSet, legible_ink
from oh7_desktop.app.felt import felt as felt  # the tables take the felt with the cards
from oh7_desktop.app.theme import GOLD

RGB = tuple[int, int, int]
STATES = ("normal", "selected", "dimmed", "dimmed-focus")
CARD_RATIO = 1.4
"""Height / width of a card (poker cards are 3.5 / 2.5)."""

GLYPH_SCALE: dict[str, float] = {"✿": 1.12, "★": 1.05, "●": 0.72}
"""DejaVu draws these a little small (or, the dot, large) in the corner indices; scale them to match."""
PAIR_SCALE = 0.64
"""A two-letter mark's size beside a one-letter mark's (French Red7's Ve and Vi: about as wide as one)."""
EDGE: RGB = (150, 150, 142)
SELECT: RGB = (255, 200, 40)
BACK_RED: RGB = (138, 24, 40)
BACK_LINE: RGB = (176, 58, 72)
STAR_FILL: RGB = (246, 200, 50)
STAR_INK: RGB = (110, 64, 0)
"""A star's gold and the number on it (deepened to 7:1 on the gold in the high-contrast look)."""

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
    """Renders and caches the pictures of one pack (``faces``). ``four_colour=False`` gives the
    classic two colours where the pack has suits."""

    def __init__(self, faces: FaceSet, four_colour: bool = True, cache_size: int = 1200,
                 colour_safe: bool = False) -> None:
        self.faces = faces
        self.four_colour = four_colour
        self.colour_safe = colour_safe  # the pack's colour-safe inks (Options → Colour-safe cards)
        self._cache: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._cache_size = cache_size

    # -- public API ---------------------------------------------------------------------------
    def card_size(self, width: int) -> tuple[int, int]:
        """Return (width, height) of a card ``width`` pixels wide (height = 1.4 x width)."""
        return card_size(width)

    def face(self, card: str, width: int, state: str = "normal", angle: float = 0) -> pygame.Surface:
        """Return the face of ``card`` (e.g. ``"3H"``, ``"2*"``, ``"N"``, ``"?"``), cached.

        ``state`` is ``"normal"``, ``"selected"`` (gold border), ``"dimmed"`` (greyed, for
        cards that cannot be played) or ``"dimmed-focus"`` (greyed, a thinner gold border: the
        keyboard is on it). ``angle`` rotates counter-clockwise in degrees (the
        returned surface is then larger than the card; centre it where the card's centre goes).
        Raises :class:`CardArtError` for text that is not a card.
        """
        text = self.faces.normalise(card)
        key = ("face", self.faces.name, self.four_colour, self.colour_safe, contrast.high(), text, int(width), state,
               round(angle) % 360)
        return self._cached(key,
                            lambda: self._stateful(self._face(text, int(width)), state, int(width), angle))

    def back(self, width: int, state: str = "normal", angle: float = 0) -> pygame.Surface:
        """Return the card back (project-made lattice with a "7?" medallion), cached."""
        return self._cached(("back", int(width), state, round(angle) % 360),
                            lambda: self._stateful(self._back(int(width)), state, int(width), angle))

    def index_strip(self, width: int) -> int:
        """Pixels from a card's left edge that hold its corner index: show at least this in a fan."""
        return self._cached(("strip", self.faces.name, int(width)), lambda: self._strip(int(width))).get_width()

    def index_corner(self, card: str, width: int) -> pygame.Rect:
        """Where ``card``'s upper corner index (value over symbol) lies on its face at ``width``
        (a fan, or a hand sunk below the window, must leave it in view)."""
        face = self.face_of(card)  # as :meth:`_face` draws it
        index = self._index(face.index, face.symbol, face.ink, width, face.text_ink)
        return pygame.Rect(round(0.075 * width), round(0.08 * width), index.get_width(), index.get_height())

    def face_of(self, card: str) -> Face:
        """What ``card``'s face shows as drawn now: the pack's mode, in the high-contrast look if it is on."""
        return self.faces.face(card, self.four_colour, self.colour_safe, contrast.high())

    def _strip(self, width: int) -> pygame.Surface:
        """A blank as wide as the widest corner index of the pack, plus the margins."""
        faces = {(f.index, f.symbol) for f in (self.faces.face(c, True) for c in self.faces.cards())}
        widest = max(self._index(v, sym, (0, 0, 0), width).get_width() for v, sym in faces)
        return pygame.Surface((round(0.075 * width) + widest + max(2, round(0.04 * width)), 1))

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

    def _face(self, text: str, width: int) -> pygame.Surface:
        size = card_size(width)
        face = self.face_of(text)
        card = _rounded(size, face.paper, EDGE, face.frame)
        index = self._index(face.index, face.symbol, face.ink, width, face.text_ink)
        pad_x, pad_y = round(0.075 * width), round(0.08 * width)
        flipped = pygame.transform.rotate(index, 180)
        for picture, corner in ((index, index.get_rect(topleft=(pad_x, pad_y))),
                                (flipped, flipped.get_rect(bottomright=(size[0] - pad_x, size[1] - pad_y)))):
            if face.plate is not None:  # within the index strip's margin (:meth:`_strip`)
                _plate(card, corner.inflate(2 * max(1, round(0.03 * width)), 2 * max(1, round(0.02 * width))), face.plate)
            card.blit(picture, corner)
        _centre(card, face, width, pad_x + index.get_width())
        return card

    @staticmethod
    def _index(value: str, symbol: str, ink: RGB, width: int, text_ink: RGB | None = None) -> pygame.Surface:
        """The corner index (value over symbol), centred in a column; rotated for the far corner.
        ``text_ink`` (None: ``ink``) inks the value and a letter mark; a suit symbol keeps ``ink``."""
        words = ink if text_ink is None else text_ink
        # A two-character value ("10") is set narrower, as on printed cards.
        value_surf = fonts.card_text(value, max(8, round((0.34 if len(value) < 2 else 0.27) * width)), words, True)
        # Two letters (French Red7's Ve, Vi) are set smaller, to keep the index as narrow as one's.
        symbol_px = max(7, round(0.29 * width * GLYPH_SCALE.get(symbol, 1.0 if len(symbol) < 2 else PAIR_SCALE)))
        # A letter mark (Red7's R O Y G B I V) is text: set bold, to read as well as the value above it.
        letter = symbol.isascii() and symbol.isalpha()
        symbol_surf = fonts.card_text(symbol, symbol_px, words if letter else ink, letter) if symbol else None
        column = max(value_surf.get_width(), symbol_surf.get_width() if symbol_surf else 0)
        gap = max(1, round(0.035 * width))
        height = value_surf.get_height() + (gap + symbol_surf.get_height() if symbol_surf else 0)
        index = pygame.Surface((column, height), pygame.SRCALPHA)
        index.blit(value_surf, value_surf.get_rect(midtop=(column // 2, 0)))
        if symbol_surf is not None:
            index.blit(symbol_surf, symbol_surf.get_rect(midbottom=(column // 2, height)))
        return index

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
        _blit_centred(card, fonts.card_text("7?", round(0.22 * w), (250, 226, 150), True), (w / 2, h / 2))
        return card

    def _stateful(self, card: pygame.Surface, state: str, width: int, angle: float) -> pygame.Surface:
        """Apply the selected/dimmed look, then rotate."""
        if state not in STATES:
            raise CardArtError(f"unknown card state {state!r} (expected one of {', '.join(STATES)})")
        if state in ("dimmed", "dimmed-focus"):
            # Darken and flatten but keep the suit colour: the card must stay recognisable. The
            # hatching says "not now" without colour (a dark card darkened hardly changes).
            card = card.copy()
            card.fill((128, 128, 132), special_flags=pygame.BLEND_RGB_MULT)
            card.fill((22, 22, 26), special_flags=pygame.BLEND_RGB_ADD)
            card.blit(_hatching(card.get_size(), width), (0, 0))
        if state in ("selected", "dimmed-focus"):
            # The keyboard's focus always shows: on a card that may not be played (hatched) the
            # ring is thinner, so it still reads as "here, but not now" (issue 26).
            thick = 0.045 if state == "selected" else 0.03
            k = 4
            ring = pygame.Surface((card.get_width() * k, card.get_height() * k), pygame.SRCALPHA)
            pygame.draw.rect(ring, SELECT, ring.get_rect(), width=max(2 * k, round(thick * width * k)),
                             border_radius=round(0.08 * width * k))
            card = card.copy()
            card.blit(pygame.transform.smoothscale(ring, card.get_size()), (0, 0))
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
        glyphs = fonts.card_text(label, max(8, round(height * 0.6)), ink, True)
        w = glyphs.get_width() + height
        k = 4
        big = pygame.Surface((w * k, height * k), pygame.SRCALPHA)
        pygame.draw.rect(big, edge, big.get_rect(), border_radius=height * k // 2)
        line = max(k, round(height * k * 0.08))
        pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * line, -2 * line), border_radius=height * k // 2 - line)
        pill = pygame.transform.smoothscale(big, (w, height))
        _blit_centred(pill, glyphs, (w / 2, height / 2))
        return pill


def centre_text(face: Face, width: int, inset: int) -> pygame.Surface:
    """A ``text`` centre (a court letter, Ø, ?) as large as it fits between the corner indices,
    which reach ``inset`` pixels in from each side edge: never over them, at any card size."""
    size = 0.62 if len(face.centre_text) == 1 else 0.44
    ink = face.ink if face.text_ink is None else face.text_ink
    glyphs = fonts.card_text(face.centre_text, round(size * width), ink, True)
    room = width - 2 * (inset + max(1, round(0.03 * width)))
    drawn = glyphs.get_bounding_rect().width
    if drawn > room > 0:
        glyphs = fonts.card_text(face.centre_text, max(6, int(size * width * room / drawn)), ink, True)
    return glyphs


def _centre(card: pygame.Surface, face: Face, width: int, inset: int) -> None:
    """The large centre motif: the symbol, a text (Ø, ?, a court letter), a numbered gold star,
    or a coloured panel holding the value."""
    centre = (card.get_width() / 2, card.get_height() / 2)
    if face.centre == "star":
        _blit_centred(card, _star(width, 0.33 * width, STAR_FILL, face.ink), centre)
        number = STAR_INK if face.text_ink is None else legible_ink(STAR_INK, STAR_FILL) or face.text_ink
        _blit_centred(card, fonts.card_text(face.centre_text, round(0.26 * width), number, True),
                      (centre[0], centre[1] + 0.025 * width))
    elif face.centre == "text":
        _on_plate(card, centre_text(face, width, inset), centre, width, face.plate)
    elif face.centre == "panel":
        _panel(card, face, width, centre)
    else:
        _blit_centred(card, fonts.card_text(face.symbol, round(0.64 * width), face.ink, False), centre)


def _panel(card: pygame.Surface, face: Face, width: int, centre: tuple[float, float]) -> None:
    """A rounded panel in the card's colour between the corner indices, its value in white (on a
    plate, in its text ink, where the face has one: the high-contrast look)."""
    w, h = round(0.42 * width), round(0.72 * width)
    _plate(card, pygame.Rect(0, 0, w, h).move(round(centre[0]) - w // 2, round(centre[1]) - h // 2), face.ink,
           0.09 * width)
    ink = (255, 255, 255) if face.plate is None or face.text_ink is None else face.text_ink
    _on_plate(card, fonts.card_text(face.centre_text, round(0.44 * width), ink, True), centre, width, face.plate)


def _plate(card: pygame.Surface, rect: pygame.Rect, colour: RGB, radius: float | None = None) -> None:
    """A rounded rectangle of ``colour`` at ``rect`` on ``card``, antialiased (supersampled)."""
    k = 4
    big = pygame.Surface((max(1, rect.width) * k, max(1, rect.height) * k), pygame.SRCALPHA)
    corner = 0.3 * min(rect.size) if radius is None else radius
    pygame.draw.rect(big, colour, big.get_rect(), border_radius=round(corner * k))
    card.blit(pygame.transform.smoothscale(big, (max(1, rect.width), max(1, rect.height))), rect)


def _on_plate(card: pygame.Surface, glyphs: pygame.Surface, centre: tuple[float, float], width: int,
              plate: RGB | None) -> None:
    """Blit ``glyphs`` centred at ``centre``, on a plate of colour ``plate`` around their ink if there is one."""
    if plate is not None:
        ink = glyphs.get_bounding_rect().move(glyphs.get_rect(center=(round(centre[0]), round(centre[1]))).topleft)
        _plate(card, ink.inflate(2 * max(2, round(0.05 * width)), 2 * max(2, round(0.05 * width))), plate)
    _blit_centred(card, glyphs, centre)


def _hatching(size: tuple[int, int], width: int) -> pygame.Surface:
    """Diagonal stripes, light and dark, over a dimmed card (clipped to its rounded corners)."""
    stripes = pygame.Surface(size, pygame.SRCALPHA)
    step, line = max(5, round(0.12 * width)), max(1, round(0.025 * width))
    for x in range(-size[1], size[0], step):
        pygame.draw.line(stripes, (255, 255, 255, 60), (x, size[1]), (x + size[1], 0), line)
        pygame.draw.line(stripes, (0, 0, 0, 60), (x + line, size[1]), (x + line + size[1], 0), line)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(0.08 * width))
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return stripes
