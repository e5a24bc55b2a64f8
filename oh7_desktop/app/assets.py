"""Find the game's ``assets/`` folder from source, an installed wheel or a frozen build.

Everything in the app that reads a font, layout, sound, icon or translation goes through
:func:`asset_path`, so moving the folder (e.g. PyInstaller's ``sys._MEIPASS``) touches one place.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

ENV_VAR = "OH7_ASSETS"
"""Environment variable that may name the assets folder explicitly (tests, packagers)."""


class AssetError(FileNotFoundError):
    """Raised when the assets folder or a requested asset cannot be found."""


def _candidates() -> list[Path]:
    """Places where ``assets/`` may live, most specific first."""
    found: list[Path] = []
    env = os.environ.get(ENV_VAR)
    if env:
        found.append(Path(env))
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        found.append(Path(frozen_root) / "assets")
    if getattr(sys, "frozen", False):
        found.append(Path(sys.executable).resolve().parent / "assets")
    package = Path(__file__).resolve().parents[1]
    found.append(package / "assets")  # an installed wheel: setup.py copies assets/ into the package
    found.append(package.parent / "assets")  # a source checkout or an editable install
    return found


@lru_cache(maxsize=1)
def assets_root() -> Path:
    """Return the ``assets/`` folder, or raise :class:`AssetError` naming where it looked."""
    candidates = _candidates()
    for candidate in candidates:
        if (candidate / "fonts").is_dir():
            return candidate
    looked = ", ".join(str(c) for c in candidates)
    raise AssetError(f"the game's assets folder is missing (looked in: {looked})")


def asset_path(*parts: str) -> Path:
    """Return the path of an asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``.

    Raises :class:`AssetError` (a ``FileNotFoundError``) with a one-line message if the assets
    folder or the named file does not exist.
    """
    path = assets_root().joinpath(*parts)
    if parts and not path.exists():
        raise AssetError(f"missing game asset: {'/'.join(parts)} (in {assets_root()})")
    return path
