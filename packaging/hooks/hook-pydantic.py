"""PyInstaller hook for pydantic v2 that replaces the contributed one (found first via hookspath).

The contributed hook collects every pydantic submodule, including ``pydantic.mypy`` (which drags
in mypy when it is installed, as in our dev environment) and the ``pydantic.v1`` compatibility
layer. The game uses neither, so they are left out.
"""

from PyInstaller.utils.hooks import collect_submodules

UNUSED = ("pydantic.mypy", "pydantic.v1", "pydantic.experimental")

hiddenimports = collect_submodules("pydantic", filter=lambda name: not name.startswith(UNUSED))
