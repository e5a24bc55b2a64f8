"""Deal-code typos: ``.venv/bin/python tools/redteam/deal_code_typos.py [--codes 400] [--cli 20]``.

Issue 23's sixth attack, rerunnable. Random setups of the four games (deterministic ``--seed``,
drawn here independently of the tests' generator) are encoded; every single-character
substitution (the alphabet and the look-alikes O, I, L) and every swap of two different
neighbours of each code is decoded. Counted: typos tried, refused, read as the same setup (a
look-alike), and read as ANOTHER setup (must be 0). Beyond the brief, as information: a
deleted or inserted character, and two random substitutions (a 10-bit check lets about 1 in
1021 of those through, by design). ``--cli N`` typos also go through ``oh7 play --code`` (one
line, exit 2, no traceback).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common

from oh7_desktop.games import registry, share
from oh7_desktop.games.interface import RulesError
from oh7_desktop.games.share import ALPHABET, CodeError, SharedSetup, decode, encode


def options(rng: random.Random, game: str) -> dict[str, Any]:
    """Random options of ``game`` within the command line's ranges."""
    if game == "oh7":
        mode = rng.choice(("base", "advanced", "two"))
        players = 2 if mode == "two" else rng.randint(2, 6)
        return {"mode": mode, "players": players, "target": rng.choice((21, 35, 49, rng.randint(1, 9999)))}
    if game == "oh-hell":
        flags = {f: rng.random() < 0.5 for f in ("hook", "podrida", "miss_scores_tricks", "zero_bonus", "simultaneous")}
        return {"players": rng.randint(2, 8), "sequence": rng.choice(("up", "down", "up-down", "down-up")), **flags}
    if game == "seven-up":
        return {"target": rng.randint(1, 120)}
    return {"players": rng.randint(2, 5), "advanced": rng.random() < 0.5, "actions": rng.random() < 0.5}


def setups(count: int, seed: int) -> list[SharedSetup]:
    rng = random.Random(seed)
    found: list[SharedSetup] = []
    while len(found) < count:
        name = share.GAME_CODES[len(found) % len(share.GAME_CODES)]
        game = registry.get(name)
        try:
            rules = game.rules_from_options(options(rng, name))
        except (RulesError, ValueError):
            continue
        seats = tuple(rng.choice(share.SEAT_LEVELS) for _ in range(game.players(rules)))
        wide = rng.random() < 0.3
        found.append(SharedSetup(name, game.rules_to_options(rules), seats, rng.getrandbits(64 if wide else 32)))
    return found


def same(a: SharedSetup, b: SharedSetup) -> bool:
    return (a.game, dict(a.options), a.seats, a.seed) == (b.game, dict(b.options), b.seats, b.seed)


def typos(code: str) -> list[str]:
    out = []
    for i, char in enumerate(code):
        if char != "-":
            out += [code[:i] + c + code[i + 1:] for c in ALPHABET + "OIL" if c != char]
    plain = code.replace("-", "")
    out += [plain[:i] + plain[i + 1] + plain[i] + plain[i + 2:] for i in range(len(plain) - 1) if plain[i] != plain[i + 1]]
    return out


def extra_typos(rng: random.Random, code: str) -> list[tuple[str, str]]:
    plain = code.replace("-", "")
    out = []
    for i in range(len(plain)):
        out.append(("delete", plain[:i] + plain[i + 1:]))
        out.append(("insert", plain[:i] + rng.choice(ALPHABET) + plain[i:]))
    for _ in range(len(plain)):
        i, j = rng.sample(range(len(plain)), 2)
        chars = list(plain)
        chars[i] = rng.choice([c for c in ALPHABET if c != chars[i]])
        chars[j] = rng.choice([c for c in ALPHABET if c != chars[j]])
        out.append(("two substitutions", "".join(chars)))
    return out


def classify(typo: str, setup: SharedSetup) -> str:
    try:
        got = decode(typo)
    except CodeError:
        return "refused"
    except Exception as error:  # noqa: BLE001  (never: a bug)
        return f"exception {type(error).__name__}"
    return "same" if same(got, setup) else "other-setup"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--codes", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2323)
    parser.add_argument("--cli", type=int, default=20)
    parser.add_argument("--work", default="/tmp/oh7-redteam")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    single: Counter[str] = Counter()
    extra: Counter[str] = Counter()
    wrong: list[str] = []
    cli_pool: list[str] = []
    for setup in setups(args.codes, args.seed):
        code = encode(setup)
        assert same(decode(code), setup), code
        for typo in typos(code):
            verdict = classify(typo, setup)
            single[verdict] += 1
            if verdict != "refused" and verdict != "same":
                wrong.append(f"{code} -> {typo}: {verdict}")
            if verdict == "refused" and rng.random() < 0.01:
                cli_pool.append(typo)
        for kind, typo in extra_typos(rng, code):
            extra[f"{kind}: {classify(typo, setup)}"] += 1
    print(f"codes {args.codes} (seed {args.seed}); single substitutions and neighbour swaps: {sum(single.values())}")
    for key, value in sorted(single.items()):
        print(f"  {key}: {value}")
    print("beyond the brief (information):")
    for key, value in sorted(extra.items()):
        print(f"  {key}: {value}")
    for line in wrong[:20]:
        print("  WRONG " + line)
    cli_bad = 0
    root = Path(args.work) / "users"
    root.mkdir(parents=True, exist_ok=True)
    for typo in rng.sample(cli_pool, min(args.cli, len(cli_pool))):
        run = subprocess.run(common.oh7(*common.play_args("oh7", 1, []), "--code", typo, "--frames", "5"),
                             env=common.fresh_env(root), capture_output=True, text=True, timeout=300)
        lines = [line for line in run.stderr.splitlines() if line.strip()]
        if run.returncode != 2 or len(lines) != 1 or "Traceback" in run.stderr:
            cli_bad += 1
            print(f"  CLI {typo}: exit {run.returncode} {run.stderr[-300:]!r}")
    print(f"oh7 play --code with a typo: {min(args.cli, len(cli_pool))} runs, {cli_bad} not one line/exit 2")
    print(json.dumps({"typos": sum(single.values()), **dict(single), "cli_bad": cli_bad}))
    return 1 if wrong or cli_bad else 0


if __name__ == "__main__":
    sys.exit(main())
