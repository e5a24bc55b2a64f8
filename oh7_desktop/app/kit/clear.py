"""Where a line drawn over the table goes clear of what lies there (the others' cards, the bet
cards, the piles, the plates): slid sideways past what it would cover, the nearer way first.

>>> import pygame
>>> window = pygame.Rect(0, 0, 200, 100)
>>> card = pygame.Rect(90, 0, 20, 30)
>>> tuple(beside(pygame.Rect(95, 20, 30, 10), [card], window, 4))
(114, 20, 30, 10)
>>> tuple(beside(pygame.Rect(70, 20, 30, 10), [card], window, 4))
(56, 20, 30, 10)
>>> beside(pygame.Rect(0, 20, 200, 10), [card], window, 4) is None
True
"""

from __future__ import annotations

import pygame


def beside(rect: pygame.Rect, obstacles: list[pygame.Rect], window: pygame.Rect, gap: int) -> pygame.Rect | None:
    """``rect`` where it is if it covers none of ``obstacles``, else moved right or left (the
    nearer) just past them, ``gap`` away, inside ``window``; None: no such place at its height."""
    if rect.collidelist(obstacles) < 0:
        return rect
    spots = [spot for spot in (_slide(rect, obstacles, window, gap, 1), _slide(rect, obstacles, window, gap, -1))
             if spot is not None]
    return min(spots, key=lambda spot: abs(spot.x - rect.x), default=None)


def _slide(rect: pygame.Rect, obstacles: list[pygame.Rect], window: pygame.Rect, gap: int,
           way: int) -> pygame.Rect | None:
    """``rect`` slid ``way`` (1: right, -1: left) past what it covers until it covers nothing."""
    spot = pygame.Rect(rect)
    while window.contains(spot):
        hit = [obstacles[i] for i in spot.collidelistall(obstacles)]
        if not hit:
            return spot
        if way > 0:
            spot.left = max(o.right for o in hit) + gap
        else:
            spot.right = min(o.left for o in hit) - gap
    return None
