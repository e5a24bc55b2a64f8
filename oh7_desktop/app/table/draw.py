"""Draws one frame of the table: felt, furniture, cards, messages and overlays, in that order.

Reads the scene's animated model and layout only; never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app.cardart import felt
from oh7_desktop.engine import Phase

from . import hud, overlays, sheet
from .model import CardKey

if TYPE_CHECKING:
    from .scene import TableScene


def draw_table(surface: pygame.Surface, scene: TableScene) -> None:
    """Draw the whole table for the current frame."""
    surface.blit(felt(surface.get_size()), (0, 0))
    scene.buttons = {}
    hud.draw_furniture(surface, scene)
    draw_cards(surface, scene)
    hud.draw_messages(surface, scene)
    if scene.turns.handoff is not None:
        overlays.draw_handoff(surface, scene)
    elif scene.sheet_open:
        sheet.draw_sheet(surface, scene)
    elif scene.show_last:
        overlays.draw_last_trick(surface, scene)
    elif scene.acting_seat() is not None and scene.state.phase is Phase.INTERROBANG:
        overlays.draw_question(surface, scene)


def draw_cards(surface: pygame.Surface, scene: TableScene) -> None:
    """Every physical card, lowest first; the viewer's own cards lift, dim and glow."""
    acting = scene.acting_seat()
    mine = set(scene.choosable()) if acting is not None else set()
    keys = scene.choosable()
    focused = keys[scene.focus % len(keys)] if keys and scene.hover is None and acting is not None else None
    winner = _winning_key(scene)
    order = sorted(scene.animator.items(), key=lambda item: item[1].current().z)
    rects: list[tuple[CardKey, pygame.Rect]] = []
    lift_px = scene.geo.px(34)
    tops = {keys_[-1] for keys_ in (scene.model.deck, scene.model.discard, scene.model.dummy_pile) if keys_}
    for key, motion in order:
        assert isinstance(key, tuple)
        state, lift = "normal", 0.0
        # Stacked piles cast one shadow, not one per card.
        shadow = motion.current().z >= 100 or key in tops
        if key in mine:
            reason = scene.card_reason(key)
            fade = scene.lifts.get(key)
            lift = (fade.value if fade else 0.0) * lift_px
            if reason is not None:
                state = "dimmed"
            elif key == scene.hover or key == focused:
                state = "selected"
        rect = scene.painter.draw(surface, key, motion, lift, state, halo=key == winner, shadow=shadow)
        if key in mine:
            rects.append((key, rect.union(rect.move(0, round(lift)))))
    scene.card_rects = rects


def _winning_key(scene: TableScene) -> CardKey | None:
    """The card that wins the complete trick on show (it glows)."""
    model = scene.model
    if model.trick_winner is None:
        return None
    for seat, key in model.trick:
        if seat == model.trick_winner:
            return key
    return None
