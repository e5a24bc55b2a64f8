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
from oh7_desktop.app.drawn import note
from oh7_desktop.app.layout import Layout
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.row_open import Opening


class CardPainter:
    """Blits card faces and backs at any placement, using cached art."""

    def __init__(self, art: CardArt, name_of: Callable[[CardKey], str]) -> None:
        self.art = art
        self.name_of = name_of
        self.widths: list[int] = []
        self.faces_drawn: list[CardKey] = []
        self.record = False
        self._warming: Iterator[None] = iter(())
        self.opening = Opening()
        """How far the hand's row is opened around its lifted cards (:mod:`.row_open`)."""

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
             state: str = "normal", halo: bool = False, shadow: bool = True, slide: float = 0.0) -> pygame.Rect:
        """Draw one card (with a soft shadow when it lies flat), ``lift`` pixels up and ``slide``
        right of where it is, and return its screen rect."""
        place = motion.current()
        squeeze = motion.squeeze()
        picture = self.picture(key, place, squeeze, state)
        centre = (round(place.x + slide), round(place.y - lift))
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
                    halo: bool = False, shadow: bool = True, slide: float = 0.0) -> pygame.Rect:
        """Draw a card of the person's row (:meth:`draw`) where the row opened around it puts it;
        one lifted is noted (``lifted``) where it is drawn: nothing may cover it and it may cover
        nothing but cards (the layout checks)."""
        rect = self.draw(surface, key, motion, lift, state, halo=halo, shadow=shadow, slide=slide)
        if lift > 0:
            note("lifted", rect.clip(surface.get_rect()), str(key), surface)
        return rect


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
