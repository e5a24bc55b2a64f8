"""Build the double-clickable ``oh7`` executables with PyInstaller 6.

Usage, from anywhere (the project's virtual environment must have PyInstaller: ``make setup``)::

    .venv/bin/python build/build.py                 # dist/oh7 and dist/oh7-dir/
    .venv/bin/python build/build.py --onefile-only  # only dist/oh7 (what CI tests)
    .venv/bin/python build/build.py --onedir-only   # only dist/oh7-dir/

On Windows the results are ``dist\\oh7.exe`` and ``dist\\oh7-dir\\oh7.exe``; on macOS also
``dist/Oh 7.app``. PyInstaller's work files go to ``.pyinstaller/`` (ignored by git), never to
this ``build/`` folder, which holds our sources. Prints each result's size and the build time.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "oh7.spec"
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(1, str(ROOT))

import appmeta  # noqa: E402

MODES = ("onefile", "onedir")


class BuildError(RuntimeError):
    """Raised with a one-line message when a build cannot run or fails."""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Read the command line."""
    parser = argparse.ArgumentParser(description="Build the oh7 executables with PyInstaller.")
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--onefile-only", action="store_true", help="build only the one-file executable")
    only.add_argument("--onedir-only", action="store_true", help="build only the one-folder build")
    parser.add_argument("--distpath", type=Path, default=ROOT / "dist", help="output folder (default: dist)")
    parser.add_argument(
        "--workpath", type=Path, default=ROOT / ".pyinstaller", help="PyInstaller's work folder (default: .pyinstaller)"
    )
    parser.add_argument("--clean", action="store_true", help="drop PyInstaller's caches first")
    parser.add_argument("--verbose", action="store_true", help="show PyInstaller's full log")
    return parser.parse_args(argv)


def check_folder(path: Path, role: str) -> Path:
    """Refuse an output or work folder that is, or is inside, our ``build/`` sources."""
    resolved = path.resolve()
    sources = Path(__file__).resolve().parent
    if resolved == sources or sources in resolved.parents:
        raise BuildError(f"the {role} folder {path} is inside build/, which holds our build sources")
    return resolved


def pyinstaller_command(mode: str, distpath: Path, workpath: Path, clean: bool, verbose: bool) -> list[str]:
    """Return the PyInstaller command line that builds ``mode`` (``onefile`` or ``onedir``)."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm"]
    command += ["--distpath", str(distpath), "--workpath", str(workpath / "work" / mode)]
    command += ["--log-level", "INFO" if verbose else "WARN"]
    if clean:
        command.append("--clean")
    return command + [str(SPEC), "--", "--mode", mode]


def build_env(workpath: Path) -> dict[str, str]:
    """Return the environment for PyInstaller: its caches stay in the work folder, not in HOME."""
    env = dict(os.environ)
    env["PYINSTALLER_CONFIG_DIR"] = str(workpath / "config")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # hooks import pygame; keep its banner out of the log
    return env


def run_pyinstaller(mode: str, args: argparse.Namespace, distpath: Path, workpath: Path) -> None:
    """Run one PyInstaller build, raising :class:`BuildError` if it fails."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError("PyInstaller is not installed here: run `make setup`, then .venv/bin/python build/build.py")
    command = pyinstaller_command(mode, distpath, workpath, args.clean, args.verbose)
    result = subprocess.run(command, cwd=ROOT, env=build_env(workpath), check=False)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed building the {mode} executable (exit {result.returncode})")


def compile_bots() -> str:
    """Compile the bots' hot modules with mypyc where possible (``build/compile.py``), so the
    executable ships them compiled; return which build it ships. A stale build is refused: a
    frozen executable has no sources to fall back on."""
    subprocess.run([sys.executable, str(ROOT / "build" / "compile.py"), "--if-possible"], cwd=ROOT, check=False)
    from oh7_desktop.games import compiled

    built = [compiled.built_path(name) for name in (*compiled.MODULES, compiled.shared_library_name())]
    if compiled.build_is_fresh():
        return "the bots' modules compiled by mypyc"
    if any(path is not None for path in built):
        raise BuildError("the compiled bots' modules are stale or partial: run build/compile.py (or --clean)")
    return "the bots' modules as Python (no compiled build)"


def output_path(mode: str, distpath: Path) -> Path:
    """Return where ``mode``'s result appears: the executable, or the folder of the one-folder build."""
    if mode == "onedir":
        return distpath / appmeta.ONEDIR_NAME
    return distpath / (appmeta.EXE_NAME + (".exe" if sys.platform == "win32" else ""))


def size_of(path: Path) -> int:
    """Return the size in bytes of a file, or of every file in a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    """Build the requested executables and print where they are, their sizes and the time taken."""
    args = parse_args(argv)
    modes = ["onefile"] if args.onefile_only else ["onedir"] if args.onedir_only else list(MODES)
    try:
        distpath = check_folder(args.distpath, "output")
        workpath = check_folder(args.workpath, "work")
        started = time.perf_counter()
        print(f"build: ships {compile_bots()}")
        for mode in modes:
            begun = time.perf_counter()
            run_pyinstaller(mode, args, distpath, workpath)
            result = output_path(mode, distpath)
            if not result.exists():
                raise BuildError(f"PyInstaller finished but {result} is missing")
            took = time.perf_counter() - begun
            print(f"built {result} ({size_of(result) / 1e6:.1f} MB) in {took:.1f} s")
    except BuildError as error:
        print(f"build: {error}", file=sys.stderr)
        return 1
    print(f"build finished in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
