"""Choose, once per process, between the bots' compiled simulators and their Python sources.

The bots' hot modules (:data:`MODULES`: the simulators ``fast.py`` and the search loops that
spend most of a hard decision) may be compiled by mypyc from their own typed sources
(``make compile``, or ``make setup`` where a C compiler exists: ``build/compile.py``). The
build puts one extension module beside each source, plus mypyc's shared library
(:data:`GROUP`). The Python sources stay the reference and the fallback: they are imported
instead of the build when

- ``OH7_PURE_PYTHON`` is set to anything but ``""`` or ``"0"`` (the test suite sets it: the
  suite runs on the interpreted path; the differential tests start the compiled one);
- any compiled module, or the shared library, is missing;
- any source of the games is newer than the shared library (an edited source is never
  shadowed by a stale build: ``make compile`` again). Never partly: compiled modules call one another natively, so it is all or nothing.

:func:`install` (run by ``oh7_desktop.games`` on import, before any module below is imported)
puts a finder first on ``sys.meta_path`` that loads the sources when the build is not used.
A frozen executable holds no sources: it always runs its compiled build.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Final

MODULES: Final = (
    "oh7_desktop.games.oh7.fast",
    "oh7_desktop.games.oh_hell.fast",
    "oh7_desktop.games.seven_up.fast",
    "oh7_desktop.games.red7.fast",
    "oh7_desktop.games.red7.legality",
    "oh7_desktop.games.red7.standing",
    "oh7_desktop.games.oh7.bots.easy",
    "oh7_desktop.games.oh7.bots.rollout",
    "oh7_desktop.games.oh7.bots.search",
    "oh7_desktop.games.oh_hell.bots.hard",
    "oh7_desktop.games.oh_hell.bots.policy",
    "oh7_desktop.games.seven_up.bots.solver",
    "oh7_desktop.games.red7.bots.rollout",
    "oh7_desktop.games.stdrandom",
    "oh7_desktop.games.sampling",
    "oh7_desktop.games.oh_hell.bots.estimate",
    "oh7_desktop.games.oh_hell.bots.world",
    "oh7_desktop.games.oh7.bots.value",
    "oh7_desktop.games.oh7.bots.inference",
    "oh7_desktop.games.oh7.bots.world",
)
"""The modules the build compiles (dotted names)."""
GROUP: Final = "oh7_desktop.games.compiled"
"""mypyc's group name: its shared library is the module ``compiled__mypyc`` beside this one."""
PURE_VARIABLE: Final = "OH7_PURE_PYTHON"
"""The environment variable that selects the Python sources."""
_PACKAGES_ROOT: Final = Path(__file__).resolve().parents[2]


def source_path(name: str) -> Path:
    """Return the source file of the module called ``name``."""
    return _PACKAGES_ROOT.joinpath(*name.split(".")).with_suffix(".py")


def built_path(name: str) -> Path | None:
    """Return the compiled extension module of ``name`` beside its source (None: not built)."""
    stem = source_path(name).with_suffix("")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = stem.with_name(stem.name + suffix)
        if candidate.is_file():
            return candidate
    return None


def shared_library_name() -> str:
    """Return the dotted name of mypyc's shared library of the build."""
    return GROUP + "__mypyc"


def pure_requested() -> bool:
    """True when the environment asks for the Python sources."""
    return os.environ.get(PURE_VARIABLE, "") not in ("", "0")


def build_is_fresh() -> bool:
    """True when every compiled module and the shared library exist and no source of the games
    is newer (mypyc copies other modules' constants into the build: any of them may matter)."""
    library = built_path(shared_library_name())
    if library is None or any(built_path(name) is None for name in MODULES):
        return False
    built = library.stat().st_mtime
    games = source_path("oh7_desktop.games.registry").parent
    return all(source.stat().st_mtime <= built for source in games.rglob("*.py"))


def uses_build() -> bool:
    """True when this process imports (or would import) the compiled build."""
    return not pure_requested() and build_is_fresh()


def is_compiled(module: ModuleType) -> bool:
    """True when ``module`` was loaded from a compiled extension, not from its source."""
    return isinstance(getattr(module, "__loader__", None), importlib.machinery.ExtensionFileLoader)


class SourceFirst(importlib.abc.MetaPathFinder):
    """Finds :data:`MODULES` as their Python sources, ahead of any compiled extension."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        """Return the source's spec for a compiled module (None: the usual finders decide)."""
        if fullname not in MODULES:
            return None
        source = source_path(fullname)
        if not source.is_file():
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def install() -> None:
    """Put :class:`SourceFirst` first on ``sys.meta_path`` unless the build is to be used."""
    if uses_build() or any(isinstance(finder, SourceFirst) for finder in sys.meta_path):
        return
    sys.meta_path.insert(0, SourceFirst())
