"""The card table's green felt (radial light, fine grain, vignette), drawn once per window size and
look (nearly black in the high-contrast look, :mod:`.contrast`)."""

from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from oh7_desktop.app import contrast

RGB = tuple[int, int, int]

_FELT_CACHE: OrderedDict[tuple[int, int, bool], pygame.Surface] = OrderedDict()
FELT_CENTRE: RGB = (44, 128, 74)
FELT_EDGE: RGB = (10, 54, 30)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Return a green card-table felt (radial light, fine grain, vignette) of ``size``, cached.

    Drawn once per window size (about 20-60 ms at 1080p-4K), then reused; the last few sizes
    are kept so toggling fullscreen is instant.
    """
    high = contrast.high()
    key = (max(1, int(size[0])), max(1, int(size[1])), high)
    surface = _FELT_CACHE.get(key)
    if surface is None:
        centre, edge = (contrast.FELT_CENTRE, contrast.FELT_EDGE) if high else (FELT_CENTRE, FELT_EDGE)
        surface = _make_felt(key[:2], centre, edge)
        _FELT_CACHE[key] = surface
        if len(_FELT_CACHE) > 4:
            _FELT_CACHE.popitem(last=False)
    return surface


def _make_felt(size: tuple[int, int], centre: RGB, edge: RGB) -> pygame.Surface:
    # A small radial gradient, smooth-scaled up, gives a soft light pool with no banding steps.
    small_w, small_h = 64, max(2, round(64 * size[1] / size[0]))
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w - 0.5
            dy = ((y + 0.5) / small_h - 0.45) * small_h / small_w
            t = min(1.0, math.hypot(dx * 1.1, dy * 1.5) * 1.55) ** 1.8
            small.set_at((x, y), [round(c + (e - c) * t) for c, e in zip(centre, edge)])
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
