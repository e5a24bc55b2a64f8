"""Rings drawn by a tutorial around what the player may press now (cards, bids, buttons).

The targets come from what the table already drew and already knows to be allowed (its own
reasons for refusing a card, its answer buttons, its bid picker): nothing here knows a rule.
Each ring pulses on the table's clock; with reduced motion it is a steady ring. Drawing changes
nothing but pixels (each ring is noted as a ``ring`` for layout checks).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from oh7_desktop.app.drawn import note

RING = (255, 215, 70)
"""The ring's colour: warm gold, bright against the felt and the cards' white."""
GAP = 4
"""Pixels between a target and its ring."""
PULSE_SECONDS = 1.2
"""One pulse: the ring grows and shrinks once in this time."""
STEADY_WIDTH = 3


def ring_width(clock: float, steady: bool) -> int:
    """The ring's line width at ``clock`` seconds (2 to 5 pixels, pulsing; fixed when ``steady``).

    >>> ring_width(0.0, True) == ring_width(0.3, True) == STEADY_WIDTH
    True
    >>> ring_width(0.0, False) != ring_width(0.3, False)
    True
    """
    if steady:
        return STEADY_WIDTH
    phase = (clock % PULSE_SECONDS) / PULSE_SECONDS
    return 2 + round(3 * (0.5 + 0.5 * math.sin(2 * math.pi * phase)))


def uncovered(targets: Iterable[pygame.Rect], drawn: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Each target cut to the part left showing by what was drawn after it (a fanned hand's
    next card hides the right of the one before): a ring round a whole card would cross its
    neighbour's face.

    >>> [tuple(r) for r in uncovered([pygame.Rect(0, 0, 50, 70)], [pygame.Rect(0, 0, 50, 70), pygame.Rect(20, 0, 50, 70)])]
    [(0, 0, 20, 70)]
    """
    out = []
    for target in targets:
        later = drawn[drawn.index(target) + 1:] if target in drawn else []
        right = min((r.left for r in later if r.colliderect(target) and r.left > target.left), default=target.right)
        out.append(pygame.Rect(target.left, target.top, right - target.left, target.height))
    return out


def draw_rings(surface: pygame.Surface, targets: Iterable[pygame.Rect], clock: float, steady: bool) -> None:
    """Draw a ring around each of ``targets`` (pulsing on ``clock`` unless ``steady``)."""
    width = ring_width(clock, steady)
    for target in targets:
        rect = target.inflate(2 * (GAP + width), 2 * (GAP + width))
        pygame.draw.rect(surface, RING, rect, width, border_radius=8)
        note("ring", rect, "steady" if steady else "pulse", surface)


ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that leave a finished lesson for the menu."""
CLOSING = "tutorial.end"
"""The closing words, shown under the score's step once a round is scored."""


def closing_body(step_words: str, closing_words: str) -> str:
    """The panel's body once the round is scored: the score's step, then the closing words."""
    return f"{step_words}\n\n{closing_words}"
