"""Red7's buttons keep their labels' size at 200 % (issue 26: the kit's shrink floor).

"End turn  [Enter]" ("Finir le tour  [Entrée]") is wider than the column of buttons at 200 %: it
shrank past :data:`.theme.SHRINK_LIMIT` of its size (to be cut once the kit's floor is on). The
key's name then gives way (F1's list says it): every button's label is drawn at least at the
floor of its size, in English and French, at 1024x640 and 1280x720.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from layout_tour import drawn_at, make, settle
from oh7_desktop.app import theme


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("window", [(1024, 640), (1280, 720)], ids=["1024x640", "1280x720"])
def test_button_labels_keep_their_size_at_200_percent(screen: pygame.Surface, window: tuple[int, int],
                                                       language: str) -> None:
    table: Any = make("red7", players=3)
    table.services.settings.ui_scale = 200
    try:
        settle(table)
        assert table.acting_seat() is not None
        _, boxes = drawn_at(table, window, language)
        least = theme.shrink_floor(table.geo.font(22, 14))
        buttons = [b for b in boxes if b.kind == "button"]
        assert len(buttons) >= 3  # hint, end the turn, fold
        small = [f"{b.label!r}: {s.label} px" for b in buttons for s in boxes
                 if s.kind == "size" and b.rect.contains(s.rect) and int(s.label) < least]
        assert not small, (least, small)
    finally:
        table.exit()
