"""Bad options: ``nice -n 10 .venv/bin/python tools/redteam/attack_options.py``.

Issue 23's fifth attack (item 8's cases), rerunnable, in all four games: ``--rules`` deeply
nested, not an object, with a fractional, huge, boolean or NaN player count, a key twice, a flag
given as ``"no"``, an unknown key; ``oh7 tournament --workers 0/-5`` and bot budgets
``hard:1000000000`` (each must be one line on stderr, exit 2, no traceback); ``--workers 30``
(must be capped: exit 0); and an over-long or stale remembered choice in ``settings.json``
(``game_options``; must fall back with at most one notice line, exit 0). Each run in fresh user
folders. Prints each case's outcome and the totals.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common

GAMES = {"oh7": 4, "oh-hell": 4, "seven-up": 2, "red7": 3}
FLAG = {"oh7": None, "oh-hell": "hook", "seven-up": None, "red7": "advanced"}
BAD_RULES = {
    "deep-object": '{"a":' * 20000 + "1" + "}" * 20000,
    "deep-array": "[" * 60000 + "]" * 60000,
    "players-4.7": '{"players": 4.7}',
    "players-true": '{"players": true}',
    "players-huge": '{"players": 1' + "0" * 4000 + "}",
    "players-1e400": '{"players": 1e400}',
    "players-NaN": '{"players": NaN}',
    "players-neg": '{"players": -3}',
    "duplicate-key": '{"players": 3, "players": 4}',
    "not-object": '[1, 2]',
    "empty": "",
    "unknown-key": '{"hoook": true}',
    "long-key": '{"' + "k" * 5000 + '": 1}',
    "invalid-utf8-escape": '{"players": "\\udc80"}',
}


def run(argv: list[str], root: Path, settings: dict[str, object] | None = None) -> tuple[int, list[str]]:
    folder = Path(tempfile.mkdtemp(prefix="opt-", dir=root))
    env = common.user_env(folder)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if settings is not None:
        path = folder / "config" / "oh7" / "settings.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
    try:
        done = subprocess.run(common.oh7(*argv), env=env, capture_output=True, text=True, errors="replace",
                              timeout=600)
    except subprocess.TimeoutExpired:
        return -999, ["TIMEOUT"]
    return done.returncode, [line for line in (done.stderr + done.stdout * (done.returncode != 0)).splitlines()
                             if line.strip()]


def cases() -> list[tuple[str, list[str], int, dict[str, object] | None]]:
    """(label, argv, expected exit, settings) of every case."""
    out: list[tuple[str, list[str], int, dict[str, object] | None]] = []
    for game, players in GAMES.items():
        play = common.play_args(game, 1, []) + ["--frames", "3"]
        seats = ",".join(["random"] * players)
        tour = ["tournament", "--game", game, "--players", str(players), "--games", "1", "--seed", "1", "--seats", seats]
        for label, text in BAD_RULES.items():
            out.append((f"{game} play --rules {label}", play + ["--rules", text], 2, None))
        out.append((f"{game} tournament --rules players-4.7", tour + ["--rules", '{"players": 4.7}'], 2, None))
        out.append((f"{game} tournament --rules duplicate", tour + ["--rules", '{"players": 3, "players": 3}'], 2, None))
        if FLAG[game]:
            out.append((f"{game} play --rules {FLAG[game]}=no", play + ["--rules", json.dumps({FLAG[game]: "no"})], 2, None))
            out.append((f"{game} tournament --rules {FLAG[game]}=no",
                        tour + ["--rules", json.dumps({FLAG[game]: "no"})], 2, None))
        else:
            out.append((f"{game} play --rules hook=no (not its option)", play + ["--rules", '{"hook": "no"}'], 2, None))
        for workers in ("0", "-5", "x"):
            out.append((f"{game} tournament --workers {workers}", tour + ["--workers", workers], 2, None))
        out.append((f"{game} tournament --workers 30 (capped)", tour + ["--workers", "30"], 0, None))
        hard = ",".join(["hard:1000000000"] + ["random"] * (players - 1))
        out.append((f"{game} tournament hard:1000000000", tour[:-1] + [hard], 2, None))
        out.append((f"{game} play --seats hard:1000000000",
                    play + ["--seats", ",".join(["hard:1000000000"] * players)], 2, None))
        out.append((f"{game} play --seats medium:-1", play + ["--seats", ",".join(["medium:-1"] * players)], 2, None))
        names = ["Ann", "x" * 10000] + ["Bob"] * (players - 2)
        for label, value in (("long name", {"names": names}), ("names not a list", {"names": 7}),
                             ("huge value", {"target": "9" * 5000}), ("seats robot", {"seats": ["robot"] * players})):
            settings = {"format": "oh7-settings", "version": 1, "last_game": game, "game_options": {game: value}}
            out.append((f"{game} settings.json {label}", ["play", "--game", game, "--headless", "--frames", "3"], 0,
                        settings))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", default="/tmp/oh7-redteam")
    args = parser.parse_args()
    root = Path(args.work) / "users"
    root.mkdir(parents=True, exist_ok=True)
    failures = 0
    all_cases = cases()
    for label, argv, expected, settings in all_cases:
        status, lines = run(argv, root, settings)
        traceback = any("Traceback" in line for line in lines)
        max_lines = 1
        ok = status == expected and not traceback and len(lines) <= max_lines and (expected == 0 or lines)
        failures += not ok
        shown = lines[0][:150] if lines else ""
        print(f"{'ok  ' if ok else 'FAIL'} {label}: exit {status}, {len(lines)} line(s) {shown!r}")
    print(json.dumps({"cases": len(all_cases), "clean": len(all_cases) - failures, "failures": failures}))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
