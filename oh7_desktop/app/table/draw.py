"""Draws one frame of the table: felt, furniture, cards, messages and overlays, in that order.

Reads the scene's animated model and layout only; never changes the game.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app.anim import Motion
from oh7_desktop.app.cardart import felt
from oh7_desktop.games.oh7 import Phase

from . import hud, overlays, sheet
from .model import CardKey

if TYPE_CHECKING:
    from .scene import TableScene


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


def draw_table(surface: pygame.Surface, scene: TableScene) -> None:
    """Draw the whole table for the current frame."""
    scene.buttons = {}
    if scene.turns.handoff is not None or scene.sheet_open:
        # Full-screen screens hide the table: nothing of it needs drawing (and no hand shows).
        surface.blit(dim_felt(surface.get_size()), (0, 0))
        if scene.turns.handoff is not None:
            overlays.draw_handoff(surface, scene)
        else:
            sheet.draw_sheet(surface, scene)
        return
    surface.blit(felt(surface.get_size()), (0, 0))
    hud.draw_furniture(surface, scene)
    draw_cards(surface, scene)
    hud.draw_messages(surface, scene)
    if scene.show_last:
        overlays.draw_last_trick(surface, scene)
    elif scene.acting_seat() is not None and scene.state.phase is Phase.INTERROBANG:
        overlays.draw_question(surface, scene)
    elif scene.tie_looker() is not None:
        overlays.draw_tie_note(surface, scene)


def draw_cards(surface: pygame.Surface, scene: TableScene) -> None:
    """Every physical card, lowest first; the viewer's own cards lift, dim and glow."""
    acting = scene.acting_seat()
    mine = set(scene.choosable()) if acting is not None else set()
    keys = scene.choosable()
    focused = keys[scene.focus % len(keys)] if keys and scene.hover is None and acting is not None else None
    winner = _winning_key(scene)
    # The winning card of a finished trick comes on top of the others.
    order = _visible(sorted(scene.animator.items(),
                            key=lambda item: item[1].current().z + (50 if item[0] == winner else 0)))
    rects: list[tuple[CardKey, pygame.Rect]] = []
    lift_px = scene.geo.px(34)
    tops = {keys_[-1] for keys_ in (scene.model.deck, scene.model.discard, scene.model.dummy_pile) if keys_}
    for key, motion in order:
        assert isinstance(key, tuple)
        state, lift = "normal", 0.0
        # Stacked piles cast one shadow, not one per card; face-down fans need none either.
        place = motion.current()
        shadow = (place.z >= 300 or place.face_up) or key in tops
        if key in mine:
            reason = scene.card_reason(key)
            fade = scene.lifts.get(key)
            lift = (fade.value if fade else 0.0) * lift_px
            if reason is not None:
                state = "dimmed"
            elif key == scene.hover or key == focused:
                state = "selected"
        glow = winner is not None and key == winner
        if glow:
            state = "selected"
        rect = scene.painter.draw(surface, key, motion, lift, state, halo=glow, shadow=shadow)
        if key in mine:
            rects.append((key, rect.union(rect.move(0, round(lift)))))
    scene.card_rects = rects


def _visible(order: list[tuple[Hashable, Motion]]) -> list[tuple[Hashable, Motion]]:
    """Drop cards of a resting pile that lie exactly under another one (a deck is 1 blit per
    few cards, not 40)."""
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


def _winning_key(scene: TableScene) -> CardKey | None:
    """The card that wins the complete trick on show (it glows)."""
    model = scene.model
    if model.trick_winner is None:
        return None
    for seat, key in model.trick:
        if seat == model.trick_winner:
            return key
    return None
