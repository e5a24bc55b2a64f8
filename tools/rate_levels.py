"""Rate every bot level of a game by a round-robin on duplicate deals; write the ratings file.

Usage::

    .venv/bin/python tools/rate_levels.py --game oh-hell --players 4 --sets 20 \
        [--levels random,easy,medium,hard] [--rules '{"hook": true}'] [--workers 2] [--dry-run]

Every table of ``--players`` different levels (every pair for a two-player game) plays ``--sets``
duplicate sets (the same deals with the seats rotated, as ``oh7 tournament`` plays them; every
table uses the same deals). Each game's seats are read as pairs and the levels fitted with
Bradley–Terry (:mod:`oh7_desktop.games.ratings`, which says why); the game's entry of
``oh7_desktop/games/ratings.json`` is replaced by the result (``--dry-run`` only prints it).
The app shows these ratings beside each level in the new-game screen, and ``oh7 tournament
--help`` lists them.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from oh7_desktop.games import ratings, registry, tournament  # noqa: E402

RATINGS_FILE = ROOT / "oh7_desktop" / "games" / "ratings.json"
METHOD = ("Bradley-Terry fit of the pairs of seats of every game (more points wins the pair, equal "
          "points a draw), Elo scale, random = 1000; every table of different levels on the same "
          "duplicate deals")


def round_robin(game: str, options: dict[str, Any], levels: list[str], sets: int, seed: int,
                workers: int) -> tuple[ratings.Pairs, int]:
    """Play every table's duplicate sets; return the pairs and the number of games."""
    players = registry.get(game).players(registry.get(game).rules_from_options(options))
    todo = [task for table in ratings.table_of(levels, players)
            for task in tournament.tasks(game, options, seed, sets * players, table)]
    pairs: ratings.Pairs = {}
    if workers <= 1:
        results = map(tournament.play_game, todo)
        for done, result in enumerate(results, 1):
            ratings.add_game(pairs, result.task.levels, result.points)
            print(f"\r{done}/{len(todo)} games", end="", file=sys.stderr, flush=True)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for done, result in enumerate(pool.map(tournament.play_game, todo, chunksize=1), 1):
                ratings.add_game(pairs, result.task.levels, result.points)
                print(f"\r{done}/{len(todo)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return pairs, len(todo)


def main(argv: list[str] | None = None) -> int:
    """Run the round-robin, print the ratings and write them into the ratings file."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", required=True, help=f"one of: {', '.join(registry.names())}")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--rules", default="{}", help="the game's options as JSON (players is added)")
    parser.add_argument("--levels", default="random,easy,medium,hard")
    parser.add_argument("--sets", type=int, default=10, help="duplicate sets per table")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--dry-run", action="store_true", help="print, do not write the file")
    args = parser.parse_args(argv)
    options = {**json.loads(args.rules), "players": args.players}
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    game = registry.get(args.game)
    game.rules_from_options(options)
    for level in levels:
        game.bot(level)
    pairs, played = round_robin(args.game, options, levels, args.sets, args.seed, args.workers)
    rated = ratings.fit(pairs)
    entry = {"rules": options, "levels": levels, "sets": args.sets, "games": played,
             "measured": datetime.date.today().isoformat(), "ratings": rated,
             "pairs": {f"{a}|{b}": [round(w, 1), round(l_, 1)] for (a, b), (w, l_) in sorted(pairs.items())}}
    print(json.dumps({args.game: entry}, indent=1))
    if not args.dry_run:
        data = json.loads(RATINGS_FILE.read_text("utf-8")) if RATINGS_FILE.exists() else {}
        data["method"] = METHOD
        data.setdefault("games", {})[args.game] = entry
        RATINGS_FILE.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
        print(f"written: {RATINGS_FILE.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
