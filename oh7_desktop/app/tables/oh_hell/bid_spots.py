"""Where a seat's bid line may go around its name plate (Oh Hell's table): touching the plate,
away from the seat's hand, else the nearest free place ring by ring around it."""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.ui import pill_rect

NEAR_RINGS = 4
"""How many rings out from its name plate a bid line looks for room before it may lie on cards."""


def free_spot(surface: pygame.Surface, plate: pygame.Rect, centre: tuple[int, int], line: str, size: int,
              taken: list[pygame.Rect], tries: int) -> pygame.Rect | None:
    """The first of ``tries`` places touching the name plate (``centre`` first, then below, above,
    right and left of it, then below and above it from either edge) where the line's pill stays
    in the window and off every rect in ``taken``; None if there is none."""
    box = pill_rect(line, size, (0, 0))
    gap = max(2, size // 6)
    below, above = plate.bottom + gap + box.height // 2, plate.top - gap - box.height // 2
    left, right = plate.left + box.width // 2, plate.right - box.width // 2  # aligned with the plate's edges
    spots = [centre, (plate.centerx, below), (plate.centerx, above),
             (plate.right + gap + box.width // 2, plate.centery), (plate.left - gap - box.width // 2, plate.centery),
             (left, below), (right, below), (left, above), (right, above)]
    for spot in spots[:tries]:
        box.center = spot
        box.clamp_ip(surface.get_rect())
        if box.collidelist(taken) < 0:
            return box
    return None


def near_spot(surface: pygame.Surface, plate: pygame.Rect, line: str, size: int,
              taken: list[pygame.Rect]) -> pygame.Rect | None:
    """The nearest place around the name plate, ring by ring (half a line's width across, a line's
    height down, up to :data:`NEAR_RINGS` rings out), where the line's pill stays in the window and
    off every rect in ``taken``; None if there is none (seven seats at 150-200 %: the line lay on a
    hand's backs or won tricks)."""
    box = pill_rect(line, size, (0, 0))
    gap = max(2, size // 6)
    step_x, step_y = max(1, box.width // 2), box.height + gap
    for ring in range(1, NEAR_RINGS + 1):
        offsets = sorted(((i, j) for i in range(-ring, ring + 1) for j in range(-ring, ring + 1)
                          if max(abs(i), abs(j)) == ring), key=lambda ij: (ij[0] * step_x) ** 2 + (ij[1] * step_y) ** 2)
        for i, j in offsets:
            box.center = (plate.centerx + i * step_x, plate.centery + j * step_y)
            box.clamp_ip(surface.get_rect())
            if box.collidelist(taken) < 0:
                return box
    return None


def by_name(surface: pygame.Surface, plate: pygame.Rect, hand: pygame.Rect, line: str,
            size: int) -> tuple[int, int]:
    """Where a seat's bid line goes: touching its name plate, away from the seat's hand (a
    seat on the side: toward the table's middle; at the top: below; at the bottom: above),
    kept on the screen."""
    box = pill_rect(line, size, (0, 0))
    half_w, half_h = box.width // 2, box.height // 2
    gap = max(2, size // 6)
    width, height = surface.get_size()
    if plate.centerx < width * 0.2 and plate.centery < height * 0.7:
        return plate.right + gap + half_w, plate.centery
    if plate.centerx > width * 0.8 and plate.centery < height * 0.7:
        return plate.left - gap - half_w, plate.centery
    below = hand.centery <= plate.centery and plate.centery < height * 0.6
    y = plate.bottom + gap + half_h if below else plate.top - gap - half_h
    x = min(max(plate.centerx, half_w + gap), width - half_w - gap)
    return x, y
