"""Paired round screens of Oh 7 ?'s bots: one seat plays a variant, the others a fixed level.

Win shares over a few dozen games separate nothing; a round's points separate more, and
pairing removes the deal's luck. Deal ``k`` of a screen starts from seed ``seed * 7919 + k``:
``k % 4`` rounds are first played by four easy bots (so totals are not always 0), then one
round is played with seat ``k % players`` given to the variant and every other seat to the
opponent level. Every variant meets the same deals at the same seat, so ``compare`` reads the
difference of the variant seat's *relative points* (its points minus the others' mean) deal
by deal, with a 95 % interval. ``diag`` shows where the points go (bets, made rate, points
by bet) for the variant seat beside the other seats.

    .venv/bin/python tools/oh7_round_screen.py run --variant hard --opponent ismcts:200 \
        --deals 160 --out /tmp/base.jsonl
    .venv/bin/python tools/oh7_round_screen.py run --variant hard+sharp_bets=1 ... --out /tmp/b.jsonl
    .venv/bin/python tools/oh7_round_screen.py compare /tmp/base.jsonl /tmp/b.jsonl
    .venv/bin/python tools/oh7_round_screen.py diag /tmp/base.jsonl

A variant is a level (``hard``, ``medium:20`` ...) or ``hard+FIELD=VALUE+...`` setting fields
of ``HardConfig`` (booleans as 0/1).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oh7_desktop.games import registry
from oh7_desktop.games.oh7.bots.hard import DEFAULT, HardConfig, hard_decide

GAME: Any = registry.get("oh7")


def variant_bot(name: str) -> Callable[[Any], Any]:
    """Return the bot of a level or of ``hard+FIELD=VALUE+...``."""
    if not name.startswith("hard+"):
        return GAME.bot(name)  # type: ignore[no-any-return]
    config: HardConfig = DEFAULT
    known = {f.name for f in fields(config)}
    for setting in name.split("+")[1:]:
        key, _, text = setting.partition("=")
        if key not in known:
            raise SystemExit(f"unknown HardConfig field {key!r}")
        current = getattr(config, key)
        value = text == "1" if isinstance(current, bool) else type(current)(text)
        config = replace(config, **{key: value})
    return lambda view: hard_decide(view, config=config)


def _step(state: Any, bots: list[Callable[[Any], Any]]) -> Any:
    chance = GAME.chance_action(state)
    if chance is not None:
        return GAME.apply(state, chance)[0]
    views = [GAME.view(state, seat) for seat in GAME.to_move(state)]
    actions = [bots[v.seat](v) for v in views]  # simultaneous bets decide from one moment
    for action in actions:
        state = GAME.apply(state, action)[0]
    return state


def _warmed_up(state: Any, k: int, late: int) -> bool:
    """Whether the easy warm-up is over: ``k % 4`` rounds, or (``late``) a total reached."""
    if late:
        return max(GAME.totals(state), default=0) >= late
    return len(GAME.round_results(state)) >= k % 4


def screen_deal(k: int, seed: int, players: int, mode: str, variant: Callable[[Any], Any],
                opponent: Callable[[Any], Any], late: int = 0) -> dict[str, Any] | None:
    """Play deal ``k``'s screened round; return its line (None if the warm-up ended the game).
    ``late``: warm up until some seat has that many points (rounds near the game's end)."""
    rules = GAME.rules_from_options({"players": players, "mode": mode, "target": 35})
    state = GAME.new_game(rules, seed * 7919 + k)
    easy = GAME.bot("easy")
    while not _warmed_up(state, k, late) and not GAME.is_over(state):
        state = _step(state, [easy] * players)
    if GAME.is_over(state):
        return None
    me = k % players
    bots = [variant if s == me else opponent for s in range(players)]
    done, start = len(GAME.round_results(state)), time.process_time()
    while len(GAME.round_results(state)) == done and not GAME.is_over(state):
        state = _step(state, bots)
    result = GAME.round_results(state)[-1]
    points = list(result.points)
    return {"k": k, "me": me, "rel": points[me] - (sum(points) - points[me]) / (players - 1),
            "points": points, "bets": list(result.bets), "tricks": list(result.tricks),
            "made": list(result.made), "over": GAME.is_over(state),
            "winners": list(GAME.winners(state)), "totals": list(GAME.totals(state)), "cpu": time.process_time() - start}


def load(path: str) -> dict[int, dict[str, Any]]:
    """Return a screen's lines by deal."""
    lines = (json.loads(line) for line in Path(path).read_text().splitlines() if line)
    return {line["k"]: line for line in lines}


def compare(first: str, second: str) -> str:
    """Return the paired difference second - first of the variant seat's relative points."""
    a, b = load(first), load(second)
    common = sorted(set(a) & set(b))
    diff = [b[k]["rel"] - a[k]["rel"] for k in common]
    if len(diff) < 2:
        return "fewer than 2 common deals"
    mean = statistics.mean(diff)
    half = 1.96 * statistics.stdev(diff) / len(diff) ** 0.5

    def made(x: dict[int, dict[str, Any]]) -> float:
        return statistics.mean(x[k]["made"][x[k]["me"]] for k in common)
    return (f"{len(common)} deals; relative points a round {statistics.mean(a[k]['rel'] for k in common):.2f}"
            f" -> {statistics.mean(b[k]['rel'] for k in common):.2f}; difference {mean:+.2f} "
            f"[{mean - half:+.2f}, {mean + half:+.2f}]; bets made {made(a):.3f} -> {made(b):.3f}")


def diag(path: str) -> str:
    """Return where the points go: bets, made rate and points by bet, variant vs others."""
    rows = list(load(path).values())
    out = []
    for who, seats in (("variant", lambda r: [r["me"]]),
                       ("others", lambda r: [s for s in range(len(r["points"])) if s != r["me"]])):
        by_bet: dict[int, list[tuple[bool, int]]] = defaultdict(list)
        for r in rows:
            for s in seats(r):
                by_bet[r["bets"][s]].append((r["made"][s], r["points"][s]))
        n = sum(len(v) for v in by_bet.values())
        every = [x for v in by_bet.values() for x in v]
        out.append(f"{who}: {n} seat-rounds, made {statistics.mean(x[0] for x in every):.3f}, "
                   f"points {statistics.mean(x[1] for x in every):.2f}")
        out += [f"  bet {b}: share {len(v) / n:.2f}, made {statistics.mean(x[0] for x in v):.2f}, "
                f"points {statistics.mean(x[1] for x in v):.2f}" for b, v in sorted(by_bet.items())]
    ended = [r for r in rows if r["over"]]
    if ended:
        share = statistics.mean((r["me"] in r["winners"]) / len(r["winners"]) for r in ended)
        out.append(f"rounds that ended the game: {len(ended)}; variant's win share {share:.3f} "
                   f"(chance {1 / len(rows[0]['points']):.3f})")
    return "\n".join(out)


def main() -> None:
    """Run, compare or diagnose screens."""
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run")
    run.add_argument("--variant", default="hard")
    run.add_argument("--opponent", default="ismcts:200")
    run.add_argument("--players", type=int, default=4)
    run.add_argument("--mode", default="base")
    run.add_argument("--deals", type=int, default=160)
    run.add_argument("--seed", type=int, default=7)
    run.add_argument("--late", type=int, default=0,
                     help="start from rounds where some seat has this many points (0: k %% 4 rounds in)")
    run.add_argument("--out", required=True)
    cmp = sub.add_parser("compare")
    cmp.add_argument("first")
    cmp.add_argument("second")
    dg = sub.add_parser("diag")
    dg.add_argument("screen")
    args = p.parse_args()
    if args.command == "compare":
        print(compare(args.first, args.second))
    elif args.command == "diag":
        print(diag(args.screen))
    else:
        variant, opponent = variant_bot(args.variant), GAME.bot(args.opponent)
        done = set(load(args.out)) if Path(args.out).exists() else set()
        with open(args.out, "a", encoding="utf-8") as out:
            for k in range(args.deals):
                line = None if k in done else screen_deal(
                    k, args.seed, args.players, args.mode, variant, opponent, args.late)
                if line is not None:
                    out.write(json.dumps(line) + "\n")
                    out.flush()


if __name__ == "__main__":
    main()
