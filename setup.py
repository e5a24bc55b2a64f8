"""Setuptools hooks (the metadata is in pyproject.toml): the wheel carries the game's assets.

``assets/`` (fonts, layouts, sounds, icons, translations) and ``RULES.md`` live at the repository
root, outside the ``oh7_desktop`` package, so a plain wheel would install a game that cannot find
them. ``build_py`` copies them into the built package (``oh7_desktop/assets/`` and
``oh7_desktop/RULES.md``), where :func:`oh7_desktop.app.assets.assets_root` looks first. Editable
installs (``make setup``) read them from the checkout and copy nothing.

Setuptools' scratch folder defaults to ``./build``, which holds our build scripts: it is moved to
``.setuptools-build/`` (ignored by git).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
PACKAGE = "oh7_desktop"
SKIPPED = shutil.ignore_patterns("__pycache__", "*.pyc", ".DS_Store", "Thumbs.db")


class BuildPyWithAssets(build_py):
    """``build_py`` that also puts ``assets/`` and ``RULES.md`` inside the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the editable install reads the checkout's own files
        target = Path(self.build_lib) / PACKAGE
        shutil.copytree(ROOT / "assets", target / "assets", ignore=SKIPPED, dirs_exist_ok=True)
        for page in [ROOT / "RULES.md", *sorted(ROOT.glob("RULES-*.md"))]:  # every game's rules page
            shutil.copy2(page, target / page.name)


setup(cmdclass={"build_py": BuildPyWithAssets}, options={"build": {"build_base": ".setuptools-build"}})
