"""Draw the application icon into ``assets/icons/oh7-<size>.png`` (16 ... 512 px).

Usage: ``python tools/make_icon.py [OUT_DIR]``. A fanned pair of cards on green felt that
spell "7?" (a red 7 and a teal ?); sizes below 48 px drop the cards for a bold "7?" that stays
legible in a task bar. Drawn with pygame at 4x and smooth-scaled down.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.cardart import felt

SIZES = (16, 32, 48, 64, 128, 256, 512)
RED = (206, 22, 38)
TEAL = (0, 122, 128)


def rounded_felt(side: int) -> pygame.Surface:
    """A rounded square of felt with a thin dark rim."""
    base = felt((side, side)).copy().convert_alpha() if pygame.display.get_surface() else felt((side, side)).copy()
    base = base.convert_alpha() if pygame.display.get_surface() else base
    icon = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = side // 5
    pygame.draw.rect(icon, (8, 40, 22, 255), icon.get_rect(), border_radius=radius)
    inner = icon.get_rect().inflate(-side // 32, -side // 32)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - side // 64)
    patch = pygame.Surface(inner.size, pygame.SRCALPHA)
    patch.blit(base, (0, 0), inner)
    patch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(patch, inner)
    return icon


def card(width: int, glyph: str, ink: tuple[int, int, int]) -> pygame.Surface:
    """A plain white card with one huge glyph."""
    height = round(width * 1.4)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (120, 120, 112), surface.get_rect(), border_radius=width // 10)
    pygame.draw.rect(surface, (252, 251, 246), surface.get_rect().inflate(-width // 40, -width // 40),
                     border_radius=width // 10)
    text = fonts.text(glyph, round(width * 1.05), ink, True)
    surface.blit(text, text.get_rect(center=(width // 2, height // 2)))
    return surface


def shadow(surface: pygame.Surface, blur: int) -> pygame.Surface:
    """A blurred dark copy of a surface's shape."""
    dark = surface.copy()
    dark.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
    pad = pygame.Surface((dark.get_width() + 4 * blur, dark.get_height() + 4 * blur), pygame.SRCALPHA)
    pad.blit(dark, (2 * blur, 2 * blur))
    return pygame.transform.gaussian_blur(pad, blur)


def detailed(side: int) -> pygame.Surface:
    """The full icon: felt, two fanned cards spelling 7?."""
    icon = rounded_felt(side)
    width = round(side * 0.40)
    for glyph, ink, angle, centre in (("7", RED, 12, (0.37, 0.53)), ("?", TEAL, -10, (0.63, 0.49))):
        face = pygame.transform.rotozoom(card(width, glyph, ink), angle, 1.0)
        cx, cy = round(side * centre[0]), round(side * centre[1])
        blur = max(1, side // 80)
        soft = shadow(face, blur)
        icon.blit(soft, soft.get_rect(center=(cx + side // 60, cy + side // 40)))
        icon.blit(face, face.get_rect(center=(cx, cy)))
    return icon


def simple(side: int) -> pygame.Surface:
    """Small sizes: a bold 7? in cream on felt."""
    icon = rounded_felt(side)
    text = fonts.text("7?", round(side * 0.62), (255, 236, 170), True)
    icon.blit(text, text.get_rect(center=(side // 2, side // 2)))
    return icon


def make(size: int) -> pygame.Surface:
    """The icon at ``size`` px, drawn at 4x (2x for 512) and smooth-scaled down."""
    big = size * (4 if size < 512 else 2)
    picture = detailed(big) if size >= 48 else simple(big)
    return pygame.transform.smoothscale(picture, (size, size))


def main(argv: list[str]) -> int:
    """Write every size."""
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "assets" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    for size in SIZES:
        path = out / f"oh7-{size}.png"
        pygame.image.save(make(size), str(path))
        print(f"{path.name}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
