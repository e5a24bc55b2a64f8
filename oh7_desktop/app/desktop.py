"""The first window's size on the player's desktop."""

from __future__ import annotations

WINDOW_MARGIN = (40, 110)
"""Room the first window leaves on the desktop (width, height): its borders and title bar, the
task bar and panels, which SDL 2 as pygame-ce wraps it cannot measure (no usable bounds)."""


def fit_window(size: tuple[int, int], desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The first window's size: ``size``, made smaller where it would not fit the desktop's usable
    area (the desktop less :data:`WINDOW_MARGIN`; every screen lays itself out at any size).

    >>> fit_window((1280, 800), [(1280, 720)]), fit_window((1280, 800), [(1920, 1080)])
    ((1240, 610), (1280, 800))
    """
    if not desktops:
        return size
    width, height = desktops[0]
    return (max(320, min(size[0], width - WINDOW_MARGIN[0])), max(200, min(size[1], height - WINDOW_MARGIN[1])))
