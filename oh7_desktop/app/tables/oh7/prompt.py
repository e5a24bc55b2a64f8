"""The prompt by the player's hand: what to do now or what the table waits for, clear of the
trump card, the piles and the buttons.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.learning_view import balanced_wrap
from oh7_desktop.app.kit.ui import GOLD, INK, RED, blit, panel, text
from oh7_desktop.app.theme import SHRINK_LIMIT
from oh7_desktop.games.oh7 import Phase

from .frame import Drawn, Frame
from .hud import pile_bottoms


def prompt_lines(frame: Frame) -> list[str]:
    """The viewer's prompt: what to do now, or what the table waits for."""
    seat, state = frame.acting, frame.state
    if seat is not None and state.phase is Phase.BET:
        first = frame.words("table.choose_bet")
        if len(state.attempts) > 0:
            first = frame.words("table.bet_again.attempt", attempt=len(state.attempts) + 1)
        return [first, frame.words("table.bet.hint")]
    if seat is not None and state.phase is Phase.PLAY:
        return [frame.words("table.your_turn"), frame.words("table.play_hint")]
    viewer = frame.viewer
    if viewer is not None and not frame.busy and state.phase is Phase.BET \
            and viewer not in frame.to_move:
        return [frame.words("table.waiting_bets")]
    return []


def draw_prompt(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    """The prompt box beside the hand, above the buttons drawn in its column (a tall column of
    buttons, Hint and Last trick included, used to cover the prompt's last lines)."""
    geo = frame.geo
    box = geo.area("prompt").rect  # beside the hand, clear of the bet cards and the trick
    lines = prompt_lines(frame)
    if frame.flash is not None:
        lines = [frame.flash]
    if not lines:
        return
    below = [b.top for b in drawn.buttons.values() if b.left < box.right and b.right > box.left and b.top >= box.top]
    bottom = min([box.bottom] + [top - geo.px(10) for top in below])
    # Below the trump card and the piles: a large text scale that wraps too tall shrinks the prompt (last resort).
    ceiling = geo.area("trump").rect.bottom + geo.px(8) if geo.layout.has("trump") else 0
    ceiling = max([ceiling] + [bottom + geo.px(6) for bottom in pile_bottoms(frame, box)])  # and its caption
    wrapped, height, shrink = _fitted(frame, lines, box.width - geo.px(30), bottom - ceiling)
    rect = pygame.Rect(0, 0, max(s.get_width() for s in wrapped) + geo.px(36), height)
    rect.midbottom = (box.centerx, bottom)
    covered = [r.bottom for r in drawn.lying if r.colliderect(rect)]
    if covered:  # below the side seat's cards and bet cards, down to the buttons (a large text size)
        ceiling = max([ceiling] + [under + geo.px(6) for under in covered])
        bottom = min([surface.get_height() - geo.px(6)] + [top - geo.px(10) for top in below])
        wrapped, height, shrink = _fitted(frame, lines, box.width - geo.px(30), bottom - ceiling)
        if shrink < SHRINK_LIMIT and len(lines) > 1:  # what to do, readable, rather than all of it tiny
            wrapped, height, shrink = _fitted(frame, lines[:1], box.width - geo.px(30), bottom - ceiling)
        rect = pygame.Rect(0, 0, max(s.get_width() for s in wrapped) + geo.px(36), height)
        rect.midbottom = (box.centerx, min(bottom, ceiling + height))
    if shrink < 1.0:
        note("shrunk", rect, lines[0], surface)
    surface.blit(panel(rect.size, (6, 20, 12, 220), geo.px(14), GOLD, 2), rect)
    note("prompt", rect, lines[0], surface)
    y = rect.top + geo.px(12)
    for picture in wrapped:
        y = blit(surface, picture, midtop=(rect.centerx, y)).bottom + geo.px(8)


def _fitted(frame: Frame, lines: list[str], width: int, room: int) -> tuple[list[pygame.Surface], int, float]:
    """The prompt's lines wrapped to ``width``, shrunk if need be to be at most ``room`` tall
    with the prompt's margins (not under half their size): the lines, that height, the shrink."""
    geo, shrink = frame.geo, 1.0
    while True:
        wrapped = _prompt_pictures(frame, lines, width, shrink)
        height = sum(s.get_height() for s in wrapped) + geo.px(8) * (len(wrapped) - 1) + geo.px(24)
        if height <= room or shrink < 0.5:
            return wrapped, height, shrink
        shrink *= 0.94


def _prompt_pictures(frame: Frame, lines: list[str], width: int, shrink: float) -> list[pygame.Surface]:
    """The prompt's lines wrapped to ``width``: the first large and gold (red for a message), at
    ``shrink`` times their size."""
    geo = frame.geo
    sizes = [max(11, round(geo.font(25) * shrink))] + [max(11, round(geo.font(19) * shrink))] * (len(lines) - 1)
    wrapped: list[pygame.Surface] = []
    for i, (line, size) in enumerate(zip(lines, sizes)):
        colour = RED if frame.flash is not None else GOLD if i == 0 else INK
        for part in balanced_wrap(line, size, width, i == 0):
            wrapped.append(text(part, size, colour, i == 0))
    return wrapped
