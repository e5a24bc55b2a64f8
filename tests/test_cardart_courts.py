"""The 52-card pack's court cards and aces: the large centre letter never runs over a corner
index (value and suit), at every card size the tables use."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from oh7_desktop.app.cardart import CardArt, card_size, centre_text
from oh7_desktop.app.faces import PACK52


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.font.init()
    yield


def ink_rects(width: int, card: str) -> tuple[list[pygame.Rect], pygame.Rect]:
    """Where the corner indices and the centre letter put ink on a face ``width`` wide (as
    ``CardArt`` lays them out: indices in from the corners, the letter centred)."""
    face = PACK52.face(card, True)
    w, h = card_size(width)
    index = CardArt._index(face.index, face.symbol, face.ink, width)
    pad_x, pad_y = round(0.075 * width), round(0.08 * width)
    ink = index.get_bounding_rect()
    near = ink.move(pad_x, pad_y)
    far = pygame.Rect(w - pad_x - ink.right, h - pad_y - ink.bottom, ink.width, ink.height)
    letter = centre_text(face, width, pad_x + index.get_width())
    place = letter.get_rect(center=(round(w / 2), round(h / 2)))
    return [near, far], letter.get_bounding_rect().move(place.topleft)


@pytest.mark.parametrize("card", [r + s for r in "JQKA" for s in "SHDC"])
def test_a_court_letter_never_covers_a_corner_index(card: str) -> None:
    for width in range(24, 241, 6):
        corners, letter = ink_rects(width, card)
        assert not any(letter.colliderect(corner) for corner in corners), (card, width, letter, corners)
        assert letter.width >= 0.2 * width, "the letter stays large"
