"""``tools/red7_random_report.py``: random-bot statistics of basic rounds add up."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("red7_random_report",
                                                  ROOT / "tools" / "red7_random_report.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_report_adds_up_and_prints(capsys: pytest.CaptureFixture[str]) -> None:
    tool = load_tool()
    for players in (2, 3, 4):
        report = tool.report(players, 150, 3)
        assert abs(sum(report["ending_rule"].values()) - 1) < 1e-3
        assert abs(sum(report["win_rate_by_position_from_first"]) - 1) < 1e-3
        turns = report["turns"]
        assert players - 1 <= turns["min"] <= turns["median"] <= turns["max"]
    assert tool.main(["--rounds", "40", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [r["players"] for r in printed] == [2, 3, 4]
    assert tool.main(["--rounds", "40"]) == 0
    assert "win rate by seat from the first player" in capsys.readouterr().out
