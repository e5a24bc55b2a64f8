"""Paired points per hand from ``openspiel_match.py --records`` files, and where bids are missed.

The paired metric: for each deal's hand (the same cards in the four games of a duplicate set,
our bot in each seat in turn), our seat's points minus the ISMCTS seats' mean, averaged over
the games that played it; its mean over the hands with a 95 % interval. Hands are nearly
independent (OpenSpiel's ISMCTS and our bot's plays value one hand at a time), so the interval
shrinks with hands, not games: 12 units a duplicate set instead of one::

    python tools/openspiel_paired.py RECORDS.jsonl [OTHER.jsonl]

With two files (the same seeds, two versions of our bot): the mean difference of the paired
metric per hand, second minus first, with its interval. Then, for our seat and the ISMCTS
seats, the share of hands by tricks minus bid, by hand size, by bid (0 or more) and by position
(0: first to bid, 3: the dealer, hooked).
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

Unit = tuple[int, int]
"""A duplicate set's seed and a hand's index."""


def load(path: Path) -> list[dict[str, Any]]:
    """The games of a records file."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def paired(games: list[dict[str, Any]]) -> dict[Unit, float]:
    """Our points minus the ISMCTS seats' mean, per hand, averaged over the seats we held."""
    sums: dict[Unit, list[float]] = defaultdict(list)
    for game in games:
        ours = game["ours"]
        for index, hand in enumerate(game["records"]):
            points = hand["points"]
            others = [p for s, p in enumerate(points) if s != ours]
            sums[(game["seed"], index)].append(points[ours] - sum(others) / len(others))
    return {unit: statistics.fmean(values) for unit, values in sums.items()}


def interval(values: list[float]) -> str:
    """Mean [95 % interval] (n)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else float("nan")
    return f"{mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}] (n={len(values)}, sd={statistics.stdev(values):.2f})"


def misses(games: list[dict[str, Any]]) -> dict[str, dict[str, dict[int, int]]]:
    """Counts of tricks minus bid (clipped to -2..2), for ``ours``/``ismcts``, by grouping key."""
    table: dict[str, dict[str, dict[int, int]]] = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    for game in games:
        for hand in game["records"]:
            for seat in range(len(hand["bids"])):
                side = "ours" if seat == game["ours"] else "ismcts"
                bid, cards = hand["bids"][seat], hand["cards"]
                error = max(-2, min(2, hand["tricks"][seat] - bid))
                position = (seat - hand["dealer"] - 1) % len(hand["bids"])
                for key in ("all", f"size {(cards - 1) // 3 * 3 + 1:>2}-{(cards - 1) // 3 * 3 + 3:<2}",
                            "bid 0" if bid == 0 else "bid 1+", f"position {position}"):
                    table[key][side][error] += 1
    return table


def show_misses(games: list[dict[str, Any]]) -> None:
    """Print the miss table: made share, and under (-) / over (+) shares, both sides."""
    print(f"{'':12} {'side':7} {'hands':>6} {'made':>6} {'under':>6} {'over':>6}  tricks-bid -2..2")
    for key, sides in sorted(misses(games).items()):
        for side in ("ours", "ismcts"):
            counts = sides[side]
            total = sum(counts.values()) or 1
            under = sum(v for k, v in counts.items() if k < 0) / total
            over = sum(v for k, v in counts.items() if k > 0) / total
            shares = " ".join(f"{counts.get(k, 0) / total:.3f}" for k in range(-2, 3))
            print(f"{key:12} {side:7} {total:6} {counts.get(0, 0) / total:6.3f} {under:6.3f} {over:6.3f}  {shares}")


def main(argv: list[str]) -> int:
    """Print the paired metric (and the difference of two files) and the miss table."""
    first = load(Path(argv[0]))
    metric = paired(first)
    print("paired points per hand, ours - ISMCTS:", interval(list(metric.values())))
    if len(argv) > 1:
        second = paired(load(Path(argv[1])))
        common = sorted(set(metric) & set(second))
        print("second:", interval([second[u] for u in common]))
        print("second - first, same hands:", interval([second[u] - metric[u] for u in common]))
    show_misses(first)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
