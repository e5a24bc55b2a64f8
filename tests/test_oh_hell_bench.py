"""Oh Hell's benchmarks: ``oh7 bench engine`` lists its configurations; the OpenSpiel comparison
tool is never a dependency (checked only where OpenSpiel happens to be installed)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from oh7_desktop.games import bench

TOOL = Path(__file__).resolve().parent.parent / "tools" / "bench_openspiel.py"


def test_bench_engine_measures_oh_hell_on_both_paths(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["engine", "--json", "--seconds", "0.05"]) == 0
    result = json.loads(capsys.readouterr().out)
    names = {"oh-hell-4x7", "oh-hell-3x15", "oh-hell-7x6"}
    assert names <= set(result["checked"]) and names <= set(result["fast"])
    assert all(result[path][name] > 0 for path in ("checked", "fast") for name in names)


def test_the_openspiel_tool_loads_where_openspiel_is_installed() -> None:
    pytest.importorskip("pyspiel")
    spec = importlib.util.spec_from_file_location("bench_openspiel", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert set(module.contenders(1)) == {"openspiel-52", "openspiel-32", "oh-hell-fast",
                                         "oh-hell-checked", "oh7-fast"}
