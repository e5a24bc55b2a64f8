"""The assets folder is found from source and frozen builds; fonts cover every game glyph."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app import assets, fonts


@pytest.fixture
def fresh_root() -> object:
    """Forget the cached assets folder before and after a test that moves it."""
    assets.assets_root.cache_clear()
    yield None
    assets.assets_root.cache_clear()


def test_asset_path_finds_shipped_files() -> None:
    font = assets.asset_path("fonts", "DejaVuSans.ttf")
    assert font.is_file() and font.stat().st_size > 100_000
    assert assets.asset_path("fonts", "LICENSE-DejaVu.txt").read_text().count("Bitstream") >= 1
    assert assets.asset_path().name == "assets"


def test_missing_asset_is_a_clear_error() -> None:
    with pytest.raises(assets.AssetError, match="missing game asset: sounds/nope.wav"):
        assets.asset_path("sounds", "nope.wav")


def test_frozen_build_uses_meipass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_root: object) -> None:
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.assets_root() == tmp_path / "assets"


def test_env_override_and_nothing_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_root: object) -> None:
    (tmp_path / "fonts").mkdir()
    monkeypatch.setenv(assets.ENV_VAR, str(tmp_path))
    assert assets.assets_root() == tmp_path
    assets.assets_root.cache_clear()
    monkeypatch.setenv(assets.ENV_VAR, str(tmp_path / "elsewhere"))
    monkeypatch.setattr(assets, "_candidates", lambda: [tmp_path / "elsewhere"])
    with pytest.raises(assets.AssetError, match="assets folder is missing"):
        assets.assets_root()


@pytest.mark.parametrize("bold", [False, True])
def test_shipped_font_has_every_game_glyph(bold: bool) -> None:
    assert fonts.missing_glyphs(fonts.GAME_GLYPHS + "♠♥♣♦✿★Ø?", bold) == ""
    # The check really detects absent glyphs (DejaVu Sans has no CJK).
    assert fonts.missing_glyphs("中", bold) == "中"


def test_fonts_are_cached_and_render() -> None:
    assert fonts.font(24) is fonts.font(24)
    assert fonts.font(24) is not fonts.font(24, bold=True)
    assert fonts.font(24).size == 24
    surface = fonts.text("7♥", 40, (200, 0, 0), True)
    assert surface.get_width() > 20 and surface.get_height() > 20
    assert fonts.text("7♥", 40, (200, 0, 0), True) is surface


def test_icons_exist_in_every_size() -> None:
    for size in (16, 32, 48, 64, 128, 256, 512):
        icon = pygame.image.load(str(assets.asset_path("icons", f"oh7-{size}.png")))
        assert icon.get_size() == (size, size)


def test_fonts_survive_pygame_quit() -> None:
    fonts.font(18).render("♠", (0, 0, 0))
    pygame.quit()  # invalidates FreeType fonts; the cache must not hand out dead ones
    pygame.display.init()
    surface, _ = fonts.font(18).render("♠", (0, 0, 0))
    assert surface.get_width() > 5
