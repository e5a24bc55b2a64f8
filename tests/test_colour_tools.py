"""The review tools of issue 26 measure honestly: ``tools/contact_sheet.py`` has a real command
line (``--help`` prints its usage and writes nothing, a bad argument exits 2 with one line), and
``tools/colour_report.py`` reports colours a game must tell apart drawn alike as a difference of 0
(failing its target) and reads each colour's mark from the rendered face, not the face data."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def _tool(name: str) -> ModuleType:
    """Load ``tools/<name>.py`` as a module (the tools are scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def contact_sheet() -> ModuleType:
    return _tool("contact_sheet")


def test_contact_sheet_help_prints_its_usage_and_writes_nothing(
        contact_sheet: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        contact_sheet.main(["--help"])
    assert stopped.value.code == 0
    assert "usage: contact_sheet.py" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == []  # no folder named "--help"


@pytest.mark.parametrize("argv", [["--bogus"], ["first", "second"], ["--cards=yes"]])
def test_contact_sheet_bad_argument_exits_2_with_one_line(
        contact_sheet: ModuleType, argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        contact_sheet.main(argv)
    assert stopped.value.code == 2
    printed = capsys.readouterr()
    assert printed.out == "" and len(printed.err.strip().splitlines()) == 1, printed.err
    assert "contact_sheet.py:" in printed.err
    assert list(tmp_path.iterdir()) == []


def test_contact_sheet_output_that_is_a_file_exits_2(contact_sheet: ModuleType, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    taken = tmp_path / "taken"
    taken.write_text("kept", "utf-8")
    assert contact_sheet.main([str(taken)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert taken.read_text("utf-8") == "kept"
