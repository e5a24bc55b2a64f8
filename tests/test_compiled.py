"""The optional mypyc build of the bots' hot modules: chosen or not, and played alike.

The suite itself runs on the Python sources (``tests/conftest.py`` sets ``OH7_PURE_PYTHON=1``);
the differential tests start a second process on the compiled build (``make compile``) and are
skipped, saying so, where there is none.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games import compiled, stdrandom

import compiled_trace

ROOT = Path(__file__).resolve().parents[1]
TRACE = Path(compiled_trace.__file__)
NO_BUILD = "no fresh compiled build of the bots' modules (make compile builds one; needs a C compiler)"
GAMES_PER_GAME = 2000


def start_on_build(*args: str, build: bool = True) -> subprocess.Popen[str]:
    """Start the trace script in a process that imports the compiled build (``build=False``:
    the Python sources)."""
    env = dict(os.environ)
    env[compiled.PURE_VARIABLE] = "0" if build else "1"
    return subprocess.Popen([sys.executable, str(TRACE), *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def result_of(process: subprocess.Popen[str], build: bool = True) -> dict[str, Any]:
    """Wait for the trace script and return its JSON (failing with its error output, or if it
    did not load what it was started on)."""
    out, err = process.communicate(timeout=300)
    assert process.returncode == 0, err
    result: dict[str, Any] = json.loads(out)
    assert result["compiled"] is build, f"the second process loaded the wrong path (build: {build})"
    return result


def reference_of(*args: str) -> dict[str, Any]:
    """Return the trace script's result on the Python sources: in this process when it runs on
    them (the suite's default), else in a third process (``OH7_PURE_PYTHON=0`` loads the build
    here too, and a build compared with itself proves nothing)."""
    if not compiled_trace.loaded_compiled():
        if args[0] == "sims":
            return {"digests": compiled_trace.digests(int(args[1]), int(args[2]), json.loads(args[3]))}
        return {"decisions": compiled_trace.hard_decisions(int(args[1]))}
    return result_of(start_on_build(*args, build=False), build=False)


@pytest.mark.skipif(not compiled.pure_requested(), reason="OH7_PURE_PYTHON=0 loads the build")
def test_the_suite_runs_the_python_sources() -> None:
    """Under OH7_PURE_PYTHON=1 every module of the build is its source, built or not."""
    assert compiled.pure_requested() and not compiled.uses_build()
    assert not compiled_trace.loaded_compiled()
    finder = compiled.SourceFirst()
    spec = finder.find_spec(compiled.MODULES[0], None)
    assert spec is not None and str(spec.origin).endswith(".py")
    assert finder.find_spec("oh7_desktop.games.registry", None) is None


def test_a_stale_or_partial_build_is_never_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A source newer than the build, or a missing extension, sends every module to its source."""
    monkeypatch.setattr(compiled, "_PACKAGES_ROOT", tmp_path)
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    built = []
    for name in [*compiled.MODULES, compiled.shared_library_name()]:
        source = compiled.source_path(name)
        source.parent.mkdir(parents=True, exist_ok=True)
        source.write_text("", encoding="utf-8")
        os.utime(source, (1_000, 1_000))
        extension = source.with_name(source.stem + suffix)
        extension.write_bytes(b"")
        os.utime(extension, (2_000, 2_000))
        built.append(extension)
    elsewhere = compiled.source_path("oh7_desktop.games.registry")  # not compiled, may be inlined
    elsewhere.write_text("", encoding="utf-8")
    os.utime(elsewhere, (1_000, 1_000))
    assert compiled.build_is_fresh()
    monkeypatch.setenv(compiled.PURE_VARIABLE, "0")
    assert compiled.uses_build()
    for source in (compiled.source_path(compiled.MODULES[-1]), elsewhere):
        os.utime(source, (3_000, 3_000))
        assert not compiled.build_is_fresh() and not compiled.uses_build()
        os.utime(source, (1_000, 1_000))
    assert compiled.build_is_fresh()
    built[0].unlink()
    assert not compiled.build_is_fresh()


def test_without_a_c_compiler_setup_says_so_and_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``make setup`` (--if-possible) goes on with the sources where no compiler exists; ``make
    compile`` fails in one line. Nothing is built or removed."""
    spec = importlib.util.spec_from_file_location("oh7_compile_script", ROOT / "build" / "compile.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    monkeypatch.setenv("PATH", str(tmp_path))  # no cc, gcc or clang on it
    monkeypatch.setattr(script.sysconfig, "get_config_var", lambda name: "cc")  # not /usr/bin/gcc
    before = script.built_files()
    assert script.main(["--if-possible"]) == 0
    assert script.main([]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all("skipped, no C compiler" in line for line in lines)
    assert script.built_files() == before


def test_shuffle_and_choice_draw_as_the_standard_library() -> None:
    """Same generator state, same shuffle, choice and draw as ``random.Random``'s, and the same
    state after: the seeded games do not change."""
    for size in range(0, 70):
        for seed in range(12):
            ours, theirs = random.Random(seed), random.Random(seed)
            items, expected = list(range(size)), list(range(size))
            stdrandom.shuffle(ours, items)
            theirs.shuffle(expected)
            assert items == expected
            if size:
                assert stdrandom.choice(ours, items) == theirs.choice(expected)
                assert stdrandom.below(ours, size) == theirs.randrange(size)
            assert ours.getstate() == theirs.getstate()


@pytest.mark.skipif(not compiled.build_is_fresh(), reason=NO_BUILD)
def test_simulators_compiled_play_every_step_as_the_sources() -> None:
    """Thousands of random games per game: every step's state, legal actions, clone, scores and
    random play-outs are the same on the build as on the sources (the reference)."""
    args = ("sims", str(GAMES_PER_GAME), "7", json.dumps(compiled_trace.fields_of_sources()))
    process = start_on_build(*args)
    reference = reference_of(*args)["digests"]
    built = result_of(process)["digests"]
    for game, digests in reference.items():
        differ = [i for i, (a, b) in enumerate(zip(digests, built[game])) if a != b]
        assert len(built[game]) == len(digests) and not differ, f"{game}: games {differ[:10]} differ"


@pytest.mark.skipif(not compiled.build_is_fresh(), reason=NO_BUILD)
def test_hard_bots_decide_alike_compiled() -> None:
    """The hard bots' budgets are iterations: the build changes none of their decisions."""
    process = start_on_build("decisions", "6")
    reference = reference_of("decisions", "6")["decisions"]
    assert result_of(process)["decisions"] == reference
