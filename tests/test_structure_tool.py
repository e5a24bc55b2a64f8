"""``tools/structure.py`` (run by ``make check``) finds each kind of breach planted in a small package."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[1] / "tools" / "structure.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("house_structure", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


structure = _tool()


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    """A package ``pkg`` under ``tmp_path`` with a games subpackage and ``files`` (path: text)."""
    root = tmp_path / "pkg"
    base = {"__init__.py": "", "app/__init__.py": "", "app/shell.py": "import json\nfrom pkg.games import rules\n",
            "games/__init__.py": "", "games/rules.py": "import random\nfrom . import cards\n",
            "games/cards.py": "from __future__ import annotations\nimport enum\n"}
    for name, text in {**base, **files}.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def _run(root: Path) -> tuple[int, str]:
    done = subprocess.run([sys.executable, str(TOOL), str(root)], capture_output=True, text=True, check=False)
    return done.returncode, done.stdout


def test_a_clean_package_passes(tmp_path: Path) -> None:
    code, out = _run(_package(tmp_path, {}))
    assert code == 0, out
    assert out.strip().endswith("0 game imports outside the rules")


def test_a_file_over_400_lines_fails(tmp_path: Path) -> None:
    code, out = _run(_package(tmp_path, {"app/long.py": "x = 1\n" * 401, "app/fine.py": "x = 1\n" * 400}))
    assert code == 1
    assert "file over 400 lines: pkg/app/long.py (401)" in out and "fine.py" not in out


def test_a_function_over_50_lines_fails(tmp_path: Path) -> None:
    body = "    x = 1\n" * 50
    code, out = _run(_package(tmp_path, {"app/funcs.py": f"def long():\n{body}\n\ndef short():\n{body[:-10]}"}))
    assert code == 1
    assert "function over 50 lines: pkg/app/funcs.py:long (51)" in out and "short" not in out


@pytest.mark.parametrize("second", ["from pkg.app import a\n", "from . import a\n", "import pkg.app.a\n"])
def test_an_import_cycle_fails_however_it_is_written(tmp_path: Path, second: str) -> None:
    code, out = _run(_package(tmp_path, {"app/a.py": "from pkg.app.b import thing\n", "app/b.py": second}))
    assert code == 1
    assert "cycle: pkg.app.a pkg.app.b" in out


def test_a_type_checking_import_counts_for_cycles(tmp_path: Path) -> None:
    hidden = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.app.a import A\n"
    code, out = _run(_package(tmp_path, {"app/a.py": "from pkg.app import b\n", "app/b.py": hidden}))
    assert code == 1 and "cycle: pkg.app.a pkg.app.b" in out


def test_importing_a_parent_package_is_no_cycle(tmp_path: Path) -> None:
    code, out = _run(_package(tmp_path, {"app/__init__.py": "from .shell import json\n",
                                         "app/menu.py": "from pkg.app import shell\n"}))
    assert code == 0, out


@pytest.mark.parametrize("line", ["import pygame\n", "from pkg.app import shell\n", "from ...app import shell\n",
                                  "import os, pydantic\n", "from pkg import persistence\n"])
def test_a_game_importing_outside_the_standard_library_and_games_fails(tmp_path: Path, line: str) -> None:
    code, out = _run(_package(tmp_path, {"games/oh7/__init__.py": "", "games/oh7/engine.py": line}))
    assert code == 1
    assert "game rules import outside the standard library and games: pkg/games/oh7/engine.py:1" in out


def test_a_game_may_import_the_standard_library_and_any_game_module(tmp_path: Path) -> None:
    lines = "import itertools, os.path\nfrom collections import abc\nfrom pkg.games import cards\n" \
            "from ..rules import random\nfrom . import engine\nimport pkg.games.cards\n"
    code, out = _run(_package(tmp_path, {"games/oh7/__init__.py": "", "games/oh7/engine.py": lines}))
    assert code == 0, out


def test_the_app_may_import_anything(tmp_path: Path) -> None:
    code, out = _run(_package(tmp_path, {"app/screen.py": "import pygame\nimport pydantic\n"}))
    assert code == 0, out


def test_the_repository_keeps_the_rules() -> None:
    report = structure.check(TOOL.parents[1] / "oh7_desktop")
    assert report.ok, "\n".join(report.lines())


def test_not_a_package_is_one_line_and_status_2(tmp_path: Path) -> None:
    code, out = _run(tmp_path)
    assert code == 2 and out == ""
