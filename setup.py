"""Setuptools hooks (the metadata is in pyproject.toml): the wheel carries the game's assets.

``assets/`` (fonts, layouts, sounds, icons, translations) and ``RULES.md`` live at the repository
root, outside the ``oh7_desktop`` package, so a plain wheel would install a game that cannot find
them. ``build_py`` copies them into the built package (``oh7_desktop/assets/`` and
``oh7_desktop/RULES.md``), where :func:`oh7_desktop.app.assets.assets_root` looks first. Editable
installs (``make setup``) read them from the checkout and copy nothing.

The gettext catalogs ``assets/translations/*.po`` are compiled to ``assets/locale/<lang>/
LC_MESSAGES/oh7.mo`` at the same time: inside the built package for a wheel, in the checkout
(``assets/locale/``, ignored by git) for an editable install.

Setuptools' scratch folder defaults to ``./build``, which holds our build scripts: it is moved to
``.setuptools-build/`` (ignored by git).
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
PACKAGE = "oh7_desktop"
SKIPPED = shutil.ignore_patterns("__pycache__", "*.pyc", ".DS_Store", "Thumbs.db")


def _catalogs() -> ModuleType:
    """The project's catalog compiler, loaded by path (standard library only; the package is
    not importable while it is being built)."""
    spec = importlib.util.spec_from_file_location("oh7_catalogs", ROOT / PACKAGE / "app" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while defining
    spec.loader.exec_module(module)
    return module


class BuildPyWithAssets(build_py):
    """``build_py`` that also puts ``assets/`` and ``RULES.md`` inside the built package."""

    def run(self) -> None:
        super().run()
        compile_catalogs = _catalogs().compile_catalogs
        if getattr(self, "editable_mode", False):
            # The editable install reads the checkout's own files: compile next to them.
            compile_catalogs(ROOT / "assets" / "translations", ROOT / "assets" / "locale")
            return
        target = Path(self.build_lib) / PACKAGE
        shutil.copytree(ROOT / "assets", target / "assets", ignore=SKIPPED, dirs_exist_ok=True)
        compile_catalogs(ROOT / "assets" / "translations", target / "assets" / "locale")
        for page in [ROOT / "RULES.md", *sorted(ROOT.glob("RULES-*.md"))]:  # every game's rules page
            shutil.copy2(page, target / page.name)


setup(cmdclass={"build_py": BuildPyWithAssets}, options={"build": {"build_base": ".setuptools-build"}})
