"""The tutorials' demo reads its command line (issue 26): ``--help`` prints the usage (it made a
folder named ``--help``), a bad option is one line and exit 2, the pictures go under the folder
given. The lessons are not played through (seconds each): :func:`demo.play` is stood in for.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.tutorial import demo


def test_the_demo_prints_its_usage_on_help_and_makes_no_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(demo, "play", lambda *_: pytest.fail("played"))
    with pytest.raises(SystemExit) as done:
        demo.main(["--help"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith("usage: python -m oh7_desktop.app.tutorial.demo")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv", [["--bogus"], ["--scale", "300"], ["--size", "12"], ["--seeds", "a-b"]])
def test_the_demo_says_a_bad_option_in_one_line_and_exits_2(
        argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(demo, "play", lambda *_: pytest.fail("played"))
    with pytest.raises(SystemExit) as done:
        demo.main(argv)
    assert done.value.code == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and said.startswith("python -m oh7_desktop.app.tutorial.demo: ")
    assert list(tmp_path.iterdir()) == []


def test_the_demo_saves_under_the_folder_given(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              screen: pygame.Surface) -> None:
    del screen  # the fixture closes the display the demo sized
    played: list[tuple[str, int, tuple[int, int]]] = []

    def one_picture(scene: Any, screen: pygame.Surface, shot: Path | None = None, frames: int = 0) -> list[str]:
        """The first frame only, saved as the demo names it (a whole lesson takes seconds)."""
        scene.update(1 / 60)
        scene.draw(screen)
        pygame.image.save(screen, f"{shot}-1-first.png")
        played.append((scene.setup.game, scene.services.settings.ui_scale, screen.get_size()))
        scene.exit()
        return []

    monkeypatch.setattr(demo, "play", one_picture)
    out = tmp_path / "shots"
    assert demo.main([str(out), "--scale", "200", "--game", "red7", "--game", "oh7", "--lang", "fr"]) == 0
    assert sorted(path.name for path in out.iterdir()) == sorted(
        f"{game}-{width}x{height}-fr-200-1-first.png" for game in ("red7", "oh7")
        for width, height in ((1024, 640), (1280, 720), (1920, 1080)))
    assert {(game, scale) for game, scale, _ in played} == {("red7", 200), ("oh7", 200)}
