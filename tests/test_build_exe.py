"""The double-clickable executable: packaging metadata, the frozen entry point, and a real build.

The tests marked ``build`` run PyInstaller (most freeze ``dist/oh7`` into a temporary folder and run
it); CI runs them with the rest (``make check``), skip them locally with ``-m "not build"``.
"""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import plistlib
import shutil
import subprocess
import sys
import types
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from oh7_desktop.app import frozen
from oh7_desktop.games import compiled

ROOT = Path(__file__).resolve().parents[1]


def _load(name: str, path: Path) -> types.ModuleType:
    """Import a packaging script by path (packaging/ and build/ are folders, not packages)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # make_icons imports appmeta: both must see the same module
    spec.loader.exec_module(module)
    return module


appmeta = _load("appmeta", ROOT / "packaging" / "appmeta.py")
make_icons = _load("make_icons", ROOT / "packaging" / "make_icons.py")
build_script = _load("oh7_build_script", ROOT / "build" / "build.py")  # not PyPA's ``build``

BUILD_TIMEOUT_S = 300
RUN_TIMEOUT_S = 120
ONEFILE_BUDGET_BYTES = 30 * 1024 * 1024
WHEEL_SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "RULES.md", "assets", "oh7_desktop", "build")


# --- metadata -----------------------------------------------------------------------------


def test_icon_containers_hold_the_project_icons() -> None:
    assert make_icons.main(["--check"]) == 0, "packaging/oh7.ico or oh7.icns is stale"
    ico = make_icons.read_ico(appmeta.ICO_PATH.read_bytes())
    assert sorted(ico) == sorted(make_icons.ICO_SIZES)
    for size, png in ico.items():
        assert make_icons.png_size(png) == (size, size)
    icns = make_icons.read_icns(appmeta.ICNS_PATH.read_bytes())
    assert list(icns) == [kind for kind, _ in make_icons.ICNS_TYPES]
    for kind, size in make_icons.ICNS_TYPES:
        assert make_icons.png_size(icns[kind]) == (size, size)


def test_icon_packer_rejects_a_wrong_sized_image(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    icons = tmp_path / "assets" / "icons"
    icons.mkdir(parents=True)
    for size in appmeta.ICON_SIZES:
        (icons / f"oh7-{size}.png").write_bytes(appmeta.icon_png(32).read_bytes())
    monkeypatch.setattr(appmeta, "ROOT", tmp_path)
    with pytest.raises(make_icons.IconError, match="is 32x32 pixels, expected 16x16"):
        make_icons.load_png(16)


class _CaseSensitiveParser(configparser.ConfigParser):
    """A desktop entry's keys are case-sensitive (``Name``, ``Exec``)."""

    def optionxform(self, optionstr: str) -> str:
        return optionstr


def test_desktop_entry_launches_oh7_as_a_card_game() -> None:
    parser = _CaseSensitiveParser(interpolation=None)
    parser.read(appmeta.DESKTOP_PATH, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == appmeta.DISPLAY_NAME
    assert entry["Exec"] == appmeta.EXE_NAME and entry["Icon"] == appmeta.EXE_NAME
    assert entry["Terminal"] == "false"
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))


@pytest.mark.build  # PyInstaller's own reader
def test_windows_version_resource_parses_and_carries_the_project_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # PyInstaller's reader imports pefile and win32api (Windows builds only) at the top but needs
    # them only to patch executables, so stand-ins let this Linux test read the file as Windows will.
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(importlib.import_module("PyInstaller.compat"), "win32api", None, raising=False)
    versioninfo = importlib.import_module("PyInstaller.utils.win32.versioninfo")
    path = tmp_path / "version_info.txt"
    path.write_text(appmeta.windows_version_info(appmeta.version()), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    major, minor, patch, build = appmeta.version_tuple(appmeta.version())
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == ((major << 16) | minor, (patch << 16) | build)
    assert f"StringStruct('ProductVersion', '{appmeta.version()}')" in str(info)
    assert len(info.toRaw()) > 100  # serialises into the binary resource
    assert appmeta.version_tuple("1.2.3rc1") == (1, 2, 3, 0)


def test_macos_bundle_keys_make_a_valid_plist() -> None:
    keys = appmeta.macos_info_plist(appmeta.version())
    data = plistlib.loads(plistlib.dumps(keys))
    assert data["CFBundleShortVersionString"] == appmeta.version()
    assert data["NSHighResolutionCapable"] is True
    assert appmeta.BUNDLE_ID.count(".") >= 2


def test_build_refuses_to_write_into_our_build_sources(capsys: pytest.CaptureFixture[str]) -> None:
    assert build_script.main(["--onefile-only", "--workpath", str(ROOT / "build" / "work")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "inside build/" in err


@pytest.mark.build  # runs PyInstaller on the spec
def test_spec_refuses_pyinstallers_default_work_folder(tmp_path: Path) -> None:
    # Plain `pyinstaller packaging/oh7.spec` would work in ./build/oh7, among our build scripts.
    shutil.copytree(ROOT / "packaging", tmp_path / "packaging", ignore=shutil.ignore_patterns("__pycache__"))
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(tmp_path / "config")}
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(tmp_path / "dist")]
    result = subprocess.run([*command, "packaging/oh7.spec"], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=RUN_TIMEOUT_S, check=False)
    assert result.returncode != 0
    assert "work folder would be inside build/" in result.stderr
    assert list((tmp_path / "build").iterdir()) == []  # the folder PyInstaller made is removed again


# --- frozen entry point -------------------------------------------------------------------


def test_frozen_entry_turns_an_unexpected_error_into_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def explode(argv: list[str] | None = None) -> int:
        raise RuntimeError("the table fell over\nsecond line")

    monkeypatch.setattr("oh7_desktop.cli.main", explode)
    monkeypatch.delenv(frozen.DEBUG_VAR, raising=False)
    assert frozen.run([]) == 1
    err = capsys.readouterr().err
    assert err == "oh7: unexpected error: the table fell over (set OH7_DEBUG=1 for details)\n"


def test_frozen_entry_runs_the_oh7_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert frozen.run(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: oh7")
    assert not frozen.is_frozen()


# --- the real build -----------------------------------------------------------------------


def _player_env(tmp: Path) -> dict[str, str]:
    """Return an environment whose HOME, XDG folders and TMPDIR are empty folders under ``tmp``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "SDL_", "OH7_"))}
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    home, scratch = tmp / "home", tmp / "tmp"
    home.mkdir()
    scratch.mkdir()
    env.update(HOME=str(home), TMPDIR=str(scratch), PATH="/usr/bin:/bin")
    for var, sub in (("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config")):
        env[var] = str(home / sub)
    for var, sub in (("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
        env[var] = str(home / sub)
    return env


def _left_behind(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.fixture(scope="module")
def onefile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Build the one-file executable once for this module, into a temporary folder."""
    out = tmp_path_factory.mktemp("pyinstaller")
    command = [sys.executable, str(ROOT / "build" / "build.py"), "--onefile-only"]
    command += ["--distpath", str(out / "dist"), "--workpath", str(out / "work")]
    result = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, check=False)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-4000:]
    exe = build_script.output_path("onefile", out / "dist")
    assert exe.is_file()
    yield exe


@pytest.mark.build
def test_onefile_bundles_every_asset_and_stays_small(onefile: Path) -> None:
    readers = importlib.import_module("PyInstaller.archive.readers")
    names = set(readers.CArchiveReader(str(onefile)).toc)
    shipped = {p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*") if p.is_file()}
    shipped = {name for name in shipped if "__pycache__" not in name and "/locale/" not in name}
    shipped |= {f"assets/locale/{lang}/LC_MESSAGES/oh7.mo" for lang in ("en", "fr")}
    assert shipped and shipped <= names, sorted(shipped - names)
    assert "RULES.md" in names
    assert any("_sqlite3" in name for name in names), "the game history needs sqlite3"
    assert not [name for name in names if name.startswith(("mypy", "tcl", "tk", "libcrypto", "libssl"))]
    assert onefile.stat().st_size <= ONEFILE_BUDGET_BYTES
    if compiled.build_is_fresh():  # build.py compiles where it can: the bots' modules ship compiled
        library = compiled.shared_library_name().replace(".", "/")
        assert any(name.startswith(library) for name in names), "the compiled bots' modules are missing"


@pytest.mark.build
def test_onefile_smoke_runs_headless_and_writes_nothing(onefile: Path, tmp_path: Path) -> None:
    env = _player_env(tmp_path)
    result = subprocess.run(
        [str(onefile), "--smoke"], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT_S
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    assert _left_behind(tmp_path / "home") == []
    assert _left_behind(tmp_path / "tmp") == []  # the unpacked bundle and the smoke's folder are gone
    assert _left_behind(tmp_path) == ["home", "tmp"]  # nothing in the working folder either


@pytest.mark.build
def test_onefile_without_a_display_says_so_in_one_line(onefile: Path, tmp_path: Path) -> None:
    env = _player_env(tmp_path)
    result = subprocess.run(
        [str(onefile)], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT_S
    )
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "display" in lines[0].lower(), result.stderr
    assert _left_behind(tmp_path / "home") == []


@pytest.mark.build
def test_onefile_keeps_the_history_and_prints_its_statistics(onefile: Path, tmp_path: Path) -> None:
    env = _player_env(tmp_path)
    command = [str(onefile), "play", "--autoplay", "--headless", "--speed", "instant", "--seed", "3",
               "--seats", "easy,easy,easy", "--target", "5"]
    played = subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    assert played.returncode == 0 and "history" not in played.stderr, played.stderr[-2000:]
    result = subprocess.run([str(onefile), "stats", "--json"], env=env, cwd=tmp_path, capture_output=True, text=True,
                            timeout=RUN_TIMEOUT_S)
    assert result.returncode == 0, result.stderr[-2000:]
    assert json.loads(result.stdout)["games"] == 1


@pytest.mark.build
def test_onefile_bots_think_in_a_spawned_worker(onefile: Path, tmp_path: Path) -> None:
    # medium/hard bots run in a spawn-started worker process, i.e. the executable started again
    # with --multiprocessing-fork: a frozen build must divert that run to the worker, not the game.
    env = _player_env(tmp_path)
    command = [str(onefile), "play", "--autoplay", "--headless", "--speed", "instant", "--seed", "3"]
    command += ["--seats", "medium,hard,medium", "--frames", "120"]
    result = subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    assert result.returncode == 0, result.stderr[-2000:]
    # bot_worker logs a warning (stderr: no logging is configured) whenever it falls back in-process.
    assert "bot worker" not in result.stderr and "bot " not in result.stderr, result.stderr[-2000:]


# --- the wheel ----------------------------------------------------------------------------


@pytest.mark.build
def test_installed_wheel_carries_and_finds_the_assets(tmp_path: Path) -> None:
    # A non-editable install (pip install .) has no checkout around it: setup.py must copy
    # assets/ and RULES.md into the package, where assets_root() and rules_file() look.
    source = tmp_path / "source"  # a copy, so setuptools' scratch files stay out of the checkout
    source.mkdir()
    for name in WHEEL_SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp_path / "wheel"), str(source)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    (wheel,) = (tmp_path / "wheel").glob("oh7_desktop-*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(site)
    shipped = {f"oh7_desktop/{p.relative_to(ROOT).as_posix()}" for p in (ROOT / "assets").rglob("*") if p.is_file()}
    shipped |= {f"oh7_desktop/assets/locale/{lang}/LC_MESSAGES/oh7.mo" for lang in ("en", "fr")}
    assert {name for name in shipped if "__pycache__" not in name} <= names
    assert "oh7_desktop/RULES.md" in names
    probe = ("import oh7_desktop; from oh7_desktop.app.assets import assets_root; "
             "from oh7_desktop.app.menus.rules_text import rules_file; "
             "print(oh7_desktop.__file__); print(assets_root()); print(rules_file())")
    env = {**os.environ, "PYTHONPATH": str(site)}
    env.pop("OH7_ASSETS", None)
    env.pop("OH7_RULES", None)
    found = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True,
                           timeout=RUN_TIMEOUT_S, check=False)
    assert found.returncode == 0, found.stderr[-2000:]
    package = site / "oh7_desktop"
    assert found.stdout.splitlines() == [str(package / "__init__.py"), str(package / "assets"),
                                         str(package / "RULES.md")]
    assert sorted(p.name for p in (source / "build").iterdir()) == sorted(p.name for p in (ROOT / "build").iterdir()
                                                                        if p.name != "__pycache__")
    assert (source / ".setuptools-build").is_dir()  # setuptools' scratch folder, not our build/
