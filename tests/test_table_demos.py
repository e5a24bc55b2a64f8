"""The tables' headless screenshots (``python -m oh7_desktop.app.tables.<game>.demo``) run on the
kit's typed demo services and its shared walk through the wanted moments (issue 24)."""

from __future__ import annotations

from pathlib import Path

import pygame

from oh7_desktop.app.kit import demo
from oh7_desktop.app.tables.oh_hell import demo as hell_demo
from oh7_desktop.app.tables.red7 import demo as red7_demo
from oh7_desktop.games.red7 import Rules


def test_demo_services_have_every_setting_a_table_reads() -> None:
    settings = demo.services("fr", "fast").settings
    assert settings.speed == "fast" and settings.four_colour
    assert not settings.colour_safe and not settings.high_contrast and not settings.reduced_motion


def test_oh_hell_and_red7_demos_save_each_wanted_moment(tmp_path: Path, screen: pygame.Surface) -> None:
    hell = hell_demo.shoot(tmp_path, 3, {}, (1280, 720), "en")
    red7 = red7_demo.shoot(tmp_path, Rules(2), (1280, 720), "en")
    assert [path.name for path in hell] == [f"hell-3p-1280x720-en-{moment}.png"
                                            for moment in ("bid", "tricks", "score-sheet", "game-over")]
    assert [path.name for path in red7] == [f"red7-2p-1280x720-en-{moment}.png"  # one round: no sheet
                                            for moment in ("turn", "preview", "game-over")]
    assert all(path.is_file() and path.parent == tmp_path for path in hell + red7)
