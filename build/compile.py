"""Compile the bots' hot modules with mypyc, in place, from their own typed sources.

Usage, from anywhere (mypyc comes with the developer tools: ``make setup``)::

    .venv/bin/python build/compile.py                # build (exit 2 with one line if it cannot)
    .venv/bin/python build/compile.py --if-possible  # build, or say why not and exit 0
    .venv/bin/python build/compile.py --clean        # remove the build: back to pure Python

The modules are :data:`oh7_desktop.games.compiled.MODULES`; each extension lands beside its
source, with mypyc's shared library ``oh7_desktop/games/compiled__mypyc.*``. The sources stay
the reference: ``OH7_PURE_PYTHON=1`` (or a source edited after the build) selects them. mypyc's
generated C and object files go to ``.mypyc-build/`` (ignored by git), never to this folder.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / ".mypyc-build"
sys.path.insert(0, str(ROOT))

from oh7_desktop.games import compiled  # noqa: E402


def built_files() -> list[Path]:
    """Every file of the build present in the checkout."""
    names = [*compiled.MODULES, compiled.shared_library_name()]
    return [path for path in map(compiled.built_path, names) if path is not None]


def why_not() -> str | None:
    """Return why this machine cannot compile (None: it can)."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None and shutil.which("cc") is None:
        return f"no C compiler ({compiler}) found"
    try:
        import mypyc.build  # noqa: F401 - only asking whether it is installed
    except ImportError:
        return "mypyc is not installed (make setup installs the developer tools)"
    if not Path(sysconfig.get_paths()["include"], "Python.h").is_file():
        return "Python's C headers (Python.h) are missing"
    return None


def build() -> None:
    """Compile :data:`compiled.MODULES` in place (the sources are checked by mypy first)."""
    from mypyc.build import mypycify
    from setuptools import Distribution
    from setuptools.command.build_ext import build_ext

    os.chdir(ROOT)
    paths = [str(compiled.source_path(name).relative_to(ROOT)) for name in compiled.MODULES]
    extensions = mypycify(paths, opt_level="3", group_name=compiled.GROUP, target_dir=str(WORK / "c"))
    # A bare distribution: setup() would read pyproject.toml, which describes the game, not this.
    command = build_ext(Distribution({"name": "oh7-compiled", "ext_modules": extensions}))
    command.build_temp, command.build_lib = str(WORK / "temp"), str(WORK / "lib")
    command.ensure_finalized()
    command.run()
    install(WORK / "lib")


def install(built: Path) -> None:
    """Put each built extension beside its source: a new file renamed over the old one, never
    the old one rewritten (a running process may have it mapped), then marked fresh."""
    for path in sorted(built.rglob("*")):
        if not path.is_file() or not path.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            continue
        target = ROOT / path.relative_to(built)
        if not target.is_file() or target.read_bytes() != path.read_bytes():
            scratch = target.with_name(target.name + ".new")
            shutil.copyfile(path, scratch)
            os.replace(scratch, target)
        target.touch()


def check_in_use() -> bool:
    """True when a fresh Python process imports the build (not the sources)."""
    probe = ("from oh7_desktop.games import compiled; import importlib; "
             "print(all(compiled.is_compiled(importlib.import_module(n)) for n in compiled.MODULES))")
    env = dict(os.environ)
    env.pop(compiled.PURE_VARIABLE, None)
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True)
    return out.stdout.strip() == "True"


def main(argv: list[str] | None = None) -> int:
    """Build, or clean, and say what was done in one line."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--if-possible", action="store_true", help="without a compiler or mypyc: say so, exit 0")
    parser.add_argument("--clean", action="store_true", help="remove the compiled build")
    args = parser.parse_args(argv)
    if args.clean:
        for path in built_files():
            path.unlink()
        shutil.rmtree(WORK, ignore_errors=True)
        print("compile: build removed; the bots run their Python sources")
        return 0
    reason = why_not()
    if reason is not None:
        print(f"compile: skipped, {reason}; the bots run their Python sources")
        return 0 if args.if_possible else 2
    started = time.perf_counter()
    try:
        build()
    except (Exception, SystemExit) as error:  # noqa: BLE001 - any failure of this optional build falls back
        for path in built_files():  # never half a build: compiled modules call one another natively
            path.unlink()
        print(f"compile: failed ({str(error).strip().splitlines()[-1:] or type(error).__name__}); "
              "the bots run their Python sources")
        return 0 if args.if_possible else 2
    if not check_in_use():
        print("compile: the build is not imported (see above); the bots run their Python sources")
        return 0 if args.if_possible else 2
    print(f"compile: {len(compiled.MODULES)} modules compiled by mypyc in "
          f"{time.perf_counter() - started:.0f} s (OH7_PURE_PYTHON=1 runs the sources)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
