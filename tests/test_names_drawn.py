"""Every name a player sees is drawn (issue 13, item 9).

CJK names drew as empty boxes (DejaVu Sans has no CJK glyphs and pygame draws its
"missing" box), and a long name ran out of its column in the score sheet's header. Now a
character the game's font lacks is drawn with a font of the computer that has it, a name no
font here can draw is refused in the new-game form with a message, and a header too long even
at the smallest size ends with an ellipsis.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app import fonts
from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.app.kit import ui
from app_support import key, make_app, top

CJK_NAME = "王小明"


@pytest.fixture
def no_fallback_fonts(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A computer with no font but the game's."""
    fonts._fallback_for.cache_clear()
    fonts.card_text.cache_clear()
    monkeypatch.setattr(fonts, "_fallback_files", lambda: ())
    yield
    fonts._fallback_for.cache_clear()
    fonts.card_text.cache_clear()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_cjk_name_is_drawn_with_a_font_that_has_it() -> None:
    pygame.freetype.init()
    assert fonts.missing_glyphs(CJK_NAME) == CJK_NAME, "the game's own font has no CJK"
    if fonts.undrawable(CJK_NAME):
        pytest.skip("no CJK font on this computer (install fonts-noto-cjk or fonts-droid-fallback)")
    boxes, _ = fonts.font(32).render(CJK_NAME, (0, 0, 0))  # what was drawn before: three boxes
    drawn = fonts.text(CJK_NAME, 32, (0, 0, 0))
    assert _pixels(drawn) != _pixels(boxes) or drawn.get_size() != boxes.get_size()
    for run, face in fonts._runs(f"Li {CJK_NAME}", 32, False):
        assert all(metric is not None for metric in face.get_metrics(run)), run
    mixed = fonts.text(f"Li {CJK_NAME}", 32, (0, 0, 0))
    assert mixed.get_width() > fonts.text("Li ", 32, (0, 0, 0)).get_width() + drawn.get_width() // 2


def test_a_name_no_font_can_draw_is_refused_with_a_message(tmp_path: Path, no_fallback_fonts: None) -> None:
    assert fonts.undrawable(f"Zoé {CJK_NAME}") == CJK_NAME
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    form = top(app)
    assert isinstance(form, NewGameScene)
    form.names[1].text = form.draft.names[1] = CJK_NAME
    key(app, pygame.K_s)
    assert top(app) is form, "no game started"
    assert form.message == app.services.translator.t("setup.name_undrawable", chars="王 小 明")
    app.close()


def test_a_long_name_in_a_narrow_header_ends_with_an_ellipsis() -> None:
    pygame.freetype.init()
    name = "Maximilian-Alexander von Hohenberg-Ottobeuren"[:48]
    picture = ui.text(name, 23, ui.INK, True, 120)
    assert picture.get_width() <= 120
    shown = fonts.fit(name, 11, 120, True)
    assert shown.endswith("…") and name.startswith(shown[:-1]) and len(shown) > 3
    assert fonts.fit("Bo", 23, 120) == "Bo"
