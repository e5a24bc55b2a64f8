"""Loading the project's tools (scripts in ``tools/``, not a package) as modules for tests."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def load_tool(name: str, as_name: str | None = None) -> ModuleType:
    """Load ``tools/<name>.py`` as a module named ``as_name`` (default ``name``), run afresh:
    each test module gets its own copy (its patches stay its own)."""
    spec = importlib.util.spec_from_file_location(as_name or name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
