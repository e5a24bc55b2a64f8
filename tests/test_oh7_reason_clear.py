"""At Oh 7 ?'s table a bot's reason (pointed at its bet card) stays clear of the caption under
the set-aside pile ("Set aside · 4"): at 1024x640 the two-line English reason covered it."""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app.kit.ui import MUTED, text
from layout_tour import SIZES, drawn_at, make, tour


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_bots_reason_leaves_the_set_aside_caption_readable(language: str, screen: pygame.Surface) -> None:
    table = make("oh7", language)
    positions = tour(table)
    while next(positions) != "bot-reason":
        pass
    for size in SIZES:
        _, boxes = drawn_at(table, size, language)
        reasons = [box.rect for box in boxes if box.kind == "prompt" and box.label.startswith("Chlo")]
        geo = table.geo
        area = geo.area("discard")
        words = text(table.words("table.discard") + f" · {len(table.model.discard)}", geo.font(15), MUTED)
        caption = words.get_rect(midtop=(area.rect.centerx, area.rect.centery + round(area.card * 0.7) + geo.px(4)))
        assert len(reasons) == 1 and table.model.discard
        assert not reasons[0].colliderect(caption), (size, tuple(reasons[0]), tuple(caption))
    table.exit()
