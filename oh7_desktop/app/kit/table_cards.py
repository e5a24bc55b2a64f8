"""Every card on a table drawn in one pass, as each table's look says: lowest first, the
acting seat's choosable cards remembered for the pointer (the table's ``Drawn.cards``) where
they are drawn, their row opened around the lifted ones (:mod:`.row_open`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pygame

from oh7_desktop.app.anim import Motion
from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.cards import visible
from oh7_desktop.app.kit.choosing import AnyChoices
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.row_open import row_slides
from oh7_desktop.app.kit.zoom import zoomed_card
from oh7_desktop.app.theme import text

Look = Callable[[CardKey, Motion, bool], tuple[str, float, bool]]
"""How a card is drawn now, given whether the acting seat may choose it: its state (``normal``,
``selected``, ``dimmed``), how far it lifts, and whether it glows."""


def draw_cards(surface: pygame.Surface, t: AnyChoices, look: Look, on_top: CardKey | None = None,
               ceiling: int | None = None) -> list[tuple[CardKey, pygame.Rect]]:
    """Every card the table's animator holds, lowest first (``on_top``, a trick's winning card,
    above its neighbours), each as ``look`` says, a lifted one never above ``ceiling`` (a line
    drawn right above the hand); returns where the choosable cards were drawn."""
    mine = t.choosable()
    order = [(key, motion) for key, motion in visible(sorted(
        t.animator.items(), key=lambda item: item[1].current().z + (50 if item[0] == on_top else 0)))
        if isinstance(key, tuple)]
    rects: list[tuple[CardKey, pygame.Rect]] = []
    others = {key for seat, hand in enumerate(t.model.hands) if seat != t.viewer for key in hand}
    looks = {key: capped(look(key, motion, key in mine), motion, ceiling) for key, motion in order}
    lifted = {key for key in mine if key in looks and (looks[key][1] > 0 or looks[key][0] == "dimmed-focus")}
    lifted |= {key for key in mine if key == t.hover}  # one the person may not choose opens it too, not lifted
    slides = row_slides([(key, motion) for key, motion in order if key in mine],
                        t.painter.opening.values(lifted, t.now()), t.geo.hand_row_rect(),
                        t.geo.narrow_reach)
    for key, motion in order:
        choosable = key in mine
        state, lift, glow = looks[key]
        rect = t.painter.draw_lifted(surface, key, motion, lift, "selected" if glow else state, halo=glow,
                                     shadow=motion.current().face_up or motion.current().z >= 200,
                                     slide=slides.get(key, 0.0))
        if choosable:
            rects.append((key, rect))
        elif key in others and not motion.current().face_up:  # kept clear of by a tutorial's panel
            note("back", rect.clip(surface.get_rect()), "", surface)  # never its name: it is face down
        elif motion.current().face_up:  # a palette, the canvas, a trick: kept clear of by a tutorial's panel
            note("face", rect.clip(surface.get_rect()), str(key), surface)
        else:  # a face-down stack (the stock): nothing may cover it either (layout checks)
            note("pile", rect.clip(surface.get_rect()), "", surface)
    return rects


def capped(seen: tuple[str, float, bool], motion: Motion, ceiling: int | None) -> tuple[str, float, bool]:
    """A card's look with its lift cut so that its top stays at or below ``ceiling`` (None: as is)."""
    state, lift, glow = seen
    if ceiling is None or lift <= 0:
        return seen
    place = motion.current()
    return state, max(0.0, min(lift, place.y - place.width * 0.7 - ceiling)), glow


def zoomed(t: AnyChoices) -> CardKey | None:
    """The acting person's card to magnify (:mod:`.zoom`): under the pointer, else the focused
    one a short while after a key moved the focus onto the cards (None: none)."""
    mine = t.choosable()
    focused = mine[t.focus % len(mine)] if mine and not t.picker() else None
    return zoomed_card(t.hover if t.hover in mine else None, focused, t.focus_moved_at, t.now())


def above_cards(t: AnyChoices, keys: Iterable[CardKey], centre_y: int, size: int, gap: int) -> int:
    """``centre_y`` for a pill of ``size`` text, raised if need be so that its bottom stays
    ``gap`` above the resting cards ``keys`` (a trick's line at a large text size, in French)."""
    placed = t.targets()
    tops = []
    for key in keys:
        spot = placed.get(key)
        if spot is not None:
            turn = math.radians(spot.angle)  # a turned card reaches higher than its width says
            tops.append(spot.y - (spot.width * 1.4 * abs(math.cos(turn)) + spot.width * abs(math.sin(turn))) / 2)
    if not tops:
        return centre_y
    half = text("Ag", size, bold=True).get_height() // 2 + max(4, size // 3)
    return min(centre_y, math.floor(min(tops)) - gap - half)
