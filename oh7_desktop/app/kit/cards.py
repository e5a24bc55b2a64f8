"""Draws any game's physical cards where the animator says they are, face up only when allowed.

Pictures come from :class:`~oh7_desktop.app.cardart.CardArt`'s cache at the layout's card
widths; a card in flight (between two widths) or in the middle of a flip is the cached
picture scaled, so no card is ever re-rendered from shapes during an animation.
Every face drawn goes through :meth:`CardPainter.face`, which is the single place tests
watch to prove no hidden card is drawn for the wrong eyes. A physical card's face is named
by the game's table (``name_of(key)``, the card's text in its pack's notation).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable, Iterator

import pygame

from oh7_desktop.app.anim import Motion, Placement
from oh7_desktop.app.cardart import CardArt, felt
from oh7_desktop.app.layout import Layout
from oh7_desktop.app.kit.kinds import CardKey


class CardPainter:
    """Blits card faces and backs at any placement, using cached art."""

    def __init__(self, art: CardArt, name_of: Callable[[CardKey], str]) -> None:
        self.art = art
        self.name_of = name_of
        self.widths: list[int] = []
        self.faces_drawn: list[CardKey] = []
        self.record = False
        self._warming: Iterator[None] = iter(())
        self.on_top: list[tuple[CardKey, Motion, float, str, bool]] = []
        """The cards :meth:`draw_lifted` raised this frame, for :meth:`draw_on_top` (the table
        clears it as it starts drawing its cards)."""

    def set_widths(self, widths: Iterable[int]) -> None:
        """The card widths the layout uses (pictures are cached at these sizes)."""
        self.widths = sorted(set(widths))

    def _anchor(self, width: int) -> int:
        """The cached width to scale from: the smallest layout width at least as wide."""
        for candidate in self.widths:
            if candidate >= width:
                return candidate
        return self.widths[-1] if self.widths else width

    def warm_jobs(self, layout: Layout, size: tuple[int, int], cards: Iterable[str]) -> Iterator[None]:
        """Render the pictures a table will need, one per step (the scene spends a few
        milliseconds a frame on them, so no card is drawn from shapes mid-game)."""
        widths = sorted({layout.card_width(size, name) for name in layout.names()}, reverse=True)
        for width in widths:
            self.art.shadow(width)
            for angle in (0, 90, 270):
                self.art.back(width, angle=angle)
                yield
        hand, table = layout.card_width(size, "seat0"), layout.card_width(size, "trick")
        for card in cards:
            for width, state in ((table, "normal"), (hand, "normal"), (hand, "dimmed"), (hand, "selected")):
                self.art.face(card, width, state)
                yield

    def start_warming(self, layout: Layout, size: tuple[int, int], cards: Iterable[str]) -> None:
        """Render these cards' pictures ahead of need, a little each frame (see :meth:`warm`)."""
        self._warming = self.warm_jobs(layout, size, cards)

    def warm(self, budget: float = 0.003) -> None:
        """Spend at most ``budget`` seconds of this frame rendering pictures ahead of need."""
        deadline = time.perf_counter() + budget
        for _ in self._warming:
            if time.perf_counter() >= deadline:
                return

    def face(self, key: CardKey, width: int, state: str, angle: float) -> pygame.Surface:
        """The face of a physical card (recorded when tests watch)."""
        if self.record:
            self.faces_drawn.append(key)
        return self.art.face(self.name_of(key), width, state, angle)

    def picture(self, key: CardKey, place: Placement, squeeze: float = 1.0,
                state: str = "normal") -> pygame.Surface:
        """The picture of a card at a placement (face or back as the placement says)."""
        width = max(8, round(place.width))
        angle = round(place.angle) % 360
        exact = width in self.widths and squeeze >= 0.999
        base_width = width if exact else self._anchor(width)
        turn = angle if exact and (angle % 90 == 0 or abs(((angle + 180) % 360) - 180) <= 8) else 0
        if place.face_up:
            base = self.face(key, base_width, state, turn)
        else:
            base = self.art.back(base_width, state, turn)
        if exact and turn == angle:
            return base
        if not exact:
            w = max(1, round(width * squeeze))
            base = pygame.transform.smoothscale(base, (w, round(width * 1.4)))
        if angle != turn:
            base = pygame.transform.rotate(base, angle - turn)
        return base

    def draw(self, surface: pygame.Surface, key: CardKey, motion: Motion, lift: float = 0.0,
             state: str = "normal", halo: bool = False, shadow: bool = True) -> pygame.Rect:
        """Draw one card (with a soft shadow when it lies flat) and return its screen rect."""
        place = motion.current()
        squeeze = motion.squeeze()
        picture = self.picture(key, place, squeeze, state)
        centre = (round(place.x), round(place.y - lift))
        rect = picture.get_rect(center=centre)
        width = round(place.width)
        opacity = motion.opacity()
        flat = abs(((place.angle + 180) % 360) - 180) <= 8 and squeeze >= 0.999 and opacity >= 1.0
        if flat and width in self.widths and (shadow or halo):
            margin = self.art.halo_margin(width)
            drop = max(1, width // 40)
            card = pygame.Rect(0, 0, width, round(width * 1.4))
            card.center = centre
            if halo:
                surface.blit(self.art.halo(width), (card.x - margin, card.y - margin))
            else:
                surface.blit(self.art.shadow(width), (card.x - margin + drop, card.y - margin + 2 * drop))
        if opacity < 1.0:  # reduced motion: the card fades instead of travelling
            picture = picture.copy()
            picture.set_alpha(round(255 * opacity))
        surface.blit(picture, rect)
        return rect

    def draw_lifted(self, surface: pygame.Surface, key: CardKey, motion: Motion, lift: float, state: str,
                    halo: bool = False, shadow: bool = True, share: float = 1.0) -> pygame.Rect:
        """Draw a card of the hand lifted by ``lift`` (:meth:`draw`); one resting sunk below the
        window's bottom edge rises whole instead (:func:`whole_lift`, ``share`` of the way while
        its lift fades in), and :meth:`draw_on_top` draws it again over its neighbours and the
        lines above the hand."""
        place = motion.current()
        risen = whole_lift(place, lift, surface.get_height(), share)
        if lift > 0 and place.y + place.width * 0.7 > surface.get_height():
            self.on_top.append((key, motion, risen, state, halo))
        return self.draw(surface, key, motion, risen, state, halo=halo, shadow=shadow)

    def draw_on_top(self, surface: pygame.Surface) -> None:
        """Draw again the cards :meth:`draw_lifted` raised this frame, over everything drawn since
        (the prompt, a name plate, a hint's line); they stay listed until the next frame's cards."""
        for key, motion, lift, state, halo in self.on_top:
            self.draw(surface, key, motion, lift, state, halo=halo)


def whole_lift(place: Placement, lift: float, height: int, share: float = 1.0) -> float:
    """How far a lifted card (``lift`` > 0) at ``place`` rises: ``lift``, or where it rests sunk
    below the window's bottom edge at ``height`` (a large card scale, kit.geometry), ``share`` of
    the rise that shows it whole, its bottom on the edge (its top never above the window's).

    >>> sunk = Placement(100, 700, 200, 0.0, True, 200)
    >>> whole_lift(sunk, 30, 720), whole_lift(sunk, 0.0, 720), whole_lift(sunk, 15, 720, 0.5)
    (120.0, 0.0, 60.0)
    >>> whole_lift(Placement(100, 500, 100, 0.0, True, 200), 30, 720)
    30
    """
    if lift <= 0:
        return lift
    half = place.width * 0.7
    return max(lift, min(place.y + half - height, place.y - half) * share)


def visible(order: list[tuple[Hashable, Motion]]) -> list[tuple[Hashable, Motion]]:
    """Drop cards of a resting pile that lie exactly under another one (a deck is one blit per
    few cards, not 52)."""
    seen: set[tuple[int, int, int]] = set()
    kept: list[tuple[Hashable, Motion]] = []
    for key, motion in reversed(order):
        place = motion.current()
        if motion.done and place.z < 100:
            spot = (round(place.x), round(place.y), round(place.angle))
            if spot in seen:
                continue
            seen.add(spot)
        kept.append((key, motion))
    kept.reverse()
    return kept


_DIM: dict[tuple[int, int], pygame.Surface] = {}


def dim_felt(size: tuple[int, int]) -> pygame.Surface:
    """The felt darkened, behind full-screen sheets (cached: one blit instead of a whole table)."""
    picture = _DIM.get(size)
    if picture is None:
        picture = felt(size).copy()
        picture.fill((70, 70, 70), special_flags=pygame.BLEND_RGB_MULT)
        _DIM.clear()
        _DIM[size] = picture
    return picture
