"""The review tools of issue 26 measure honestly: ``tools/contact_sheet.py`` has a real command
line (``--help`` prints its usage and writes nothing, a bad argument exits 2 with one line), and
``tools/colour_report.py`` reports colours a game must tell apart drawn alike as a difference of 0
(failing its target) and reads each colour's mark from the rendered face, not the face data."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from tool_support import load_tool



def _tool(name: str) -> ModuleType:
    """Load ``tools/<name>.py`` as a module (the tools are scripts, not a package)."""
    return load_tool(name)


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


@pytest.fixture(scope="module")
def colour_report() -> ModuleType:
    return _tool("colour_report")


def _alike_pack() -> tuple[Any, dict[str, str]]:
    """The 52-card pack with clubs drawn in the spades' ink (a defect the report must show)."""
    from oh7_desktop.app.faces import FOUR_COLOURS, PACK52, Face

    def describe(text: str, four_colour: bool) -> Face:
        face = PACK52.describe(text, four_colour)
        return replace(face, ink=FOUR_COLOURS["S"]) if text.endswith("C") else face

    return replace(PACK52, name="pack52-alike", describe=describe), {suit: f"5{suit}" for suit in "SHDC"}


def test_two_colours_drawn_alike_are_a_pair_at_0_and_miss_the_target(
        colour_report: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(colour_report, "PACKS", {"alike": _alike_pack()})
    data = colour_report.report(60, four_colour=True)
    for vision, figures in data["alike"]["visions"].items():
        assert figures == {"min_ciede2000": 0.0, "pair": "C/S"}, vision
    assert colour_report.main([]) == 1
    printed = capsys.readouterr().out
    assert "target missed: alike: C/S only 0.0 apart (normal)" in printed


def test_the_classic_packs_alike_suits_are_no_pair_and_the_real_packs_meet_the_target(
        colour_report: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    assert colour_report.main(["--classic"]) == 0
    assert colour_report.main(["--colour-safe", "--high-contrast"]) == 0  # the high-contrast look's faces
    assert colour_report.main(["--colour-safe"]) == 0  # (and back to the normal look)
    assert "target missed" not in capsys.readouterr().out


def test_a_mark_in_the_face_data_but_not_drawn_is_no_mark(colour_report: ModuleType,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The marks are read from the rendered faces: a corner index drawn without its symbol (the
    face data unchanged) leaves every colour without a mark."""
    from oh7_desktop.app.cardart import CardArt

    drawn = CardArt._index
    for pack, (faces, cards) in colour_report.PACKS.items():
        assert all(colour_report.own_marks(faces, cards, True).values()), pack
    monkeypatch.setattr(CardArt, "_index", staticmethod(lambda value, symbol, ink, width, *inks: drawn(value, "", ink, width, *inks)))
    for pack, (faces, cards) in colour_report.PACKS.items():
        for colour_safe in (False, True):
            assert not any(colour_report.own_marks(faces, cards, True, colour_safe).values()), pack
    assert colour_report.main(["--colour-safe"]) == 1


def test_two_colours_with_the_same_drawn_mark_have_no_mark_of_their_own(colour_report: ModuleType) -> None:
    from oh7_desktop.app.faces import PACK52, Face

    def describe(text: str, four_colour: bool) -> Face:
        face = PACK52.describe(text, four_colour)
        return replace(face, symbol="♠") if text.endswith("C") else face

    same = replace(PACK52, name="pack52-same-mark", describe=describe)
    marks = colour_report.own_marks(same, {suit: f"5{suit}" for suit in "SHDC"}, True)
    assert marks == {"S": False, "H": True, "D": True, "C": False}
