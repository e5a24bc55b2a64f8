"""The ``medium`` and ``hard`` bots: Monte Carlo search over sampled worlds.

For each sampled world (the hidden hands and deck dealt uniformly, :mod:`.world`) every
candidate move is played, then the round is played out by everyone with the easy policy
(:mod:`.rollout`), and the outcome valued (:func:`outcome_value`). The same worlds serve
every candidate (common random numbers), so differences between moves are not drowned in the
luck of the deal. ``hard`` searches twice as many candidates over twelve times as many worlds,
halves its candidates as evidence comes in (successive halving), weights each world by how
well it explains the opponents' earlier moves this round (:mod:`.inference`), and in its
playouts plays its own later turns with the flexible policy (the cheapest move that keeps it
winning under the most rules, :func:`.rollout.flexible_move`), which beats easy's as a plain
policy (600 duplicate games, advanced: 0.555 with 2 players, 0.362 with 3).

Budgets were set on measurements (3 players, advanced, duplicate deals): ``medium`` with 24
worlds won 0.725 against two ``easy`` (120 games) and with 8 worlds 0.578 (90 games), so it
samples 8 (a median of 0.015 s of CPU a decision); ``hard`` with 96 worlds and no flexible
playouts won 0.433 against two 8-world ``medium`` (60 games).
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass

from ..actions import Action
from ..fast import Sim
from ..legality import DRAW, TAKE, TO_DECK, MoveCode, Pos, discard, do_effect, play
from ..view import SeatView
from . import Bot
from .inference import clues, world_weight
from .policy import is_risky, move_key
from .rollout import playout
from .simple import action_code, view_pos
from .world import Worlds


@dataclass(frozen=True)
class Profile:
    """A search level's budgets and knobs: sampled worlds, candidate moves searched (the
    cheapest distinct ones, the fold always among them), halving, inference."""

    worlds: int
    candidates: int
    halving: bool
    inference: bool
    flexible: bool
    temperature: float = 8.0


PROFILES = {
    "medium": Profile(worlds=8, candidates=12, halving=False, inference=False, flexible=False),
    "hard": Profile(worlds=96, candidates=24, halving=True, inference=True, flexible=True),
}


def search_bot(level: str, worlds: int | None) -> Bot:
    """Return the decision function of ``medium`` or ``hard`` (``worlds`` overrides the budget)."""
    profile = PROFILES[level]
    if worlds is not None:
        profile = dataclasses.replace(profile, worlds=worlds)
    return lambda view: search_decide(view, profile)


def outcome_value(sim: Sim, seat: int, temperature: float) -> float:
    """Return what the round's end is worth to ``seat``: basic, winning it; advanced, the
    chance to win the game, exact when the game ends and estimated from the totals otherwise
    (a softmax of the points each seat still needs)."""
    if not sim.advanced:
        return 1.0 if sim.winner == seat else 0.0
    totals = sim.totals
    best = max(totals)
    cards_left = 49 - sim.scored.bit_count()
    if best >= sim.target or cards_left < 8 * sim.players:
        return 1.0 / totals.count(best) if totals[seat] == best else 0.0
    weights = [math.exp((t - best) / temperature) for t in totals]
    return weights[seat] / sum(weights)


@dataclass(frozen=True)
class Values:
    """A search's figures: every legal action's summed weighted value over the worlds it was
    tried in (0 for actions never searched) and the action chosen."""

    codes: list[MoveCode]
    """The view's legal actions as move codes, in ``view.legal`` order (the fold last)."""
    scores: list[float]
    weights: list[float]
    """By action: the total weight of the worlds it was played in (0: not searched)."""
    alive: list[int]
    """The candidates left at the end (successive halving drops the others)."""
    best: int
    """The index of the chosen action in ``view.legal``."""
    worlds: int
    """Worlds sampled (0: nothing to search, the choice was forced)."""

    def mean(self, index: int) -> float | None:
        """Action ``index``'s weighted mean value (None if it was never searched)."""
        return self.scores[index] / self.weights[index] if self.weights[index] > 0 else None


def search_decide(view: SeatView, profile: Profile) -> Action:
    """Return the move whose playouts are worth most to this seat."""
    return view.legal[search_values(view, profile).best]


def search_values(view: SeatView, profile: Profile) -> Values:
    """Return the search's figures and choice for ``view`` (the decision's own seed)."""
    legal = view.legal
    codes = [action_code(a) for a in legal]
    scores, weights = [0.0] * len(codes), [0.0] * len(codes)
    if len(legal) == 1:
        return Values(codes, scores, weights, [0], 0, 0)
    pos, seat, advanced = view_pos(view), view.seat, view.rules.advanced
    size = len(view.palettes[seat])
    keys = [move_key(c, size, view.deck_size, advanced, is_risky(pos, seat, view.active, c))
            for c in codes]
    alive = candidates(pos, seat, codes, keys, profile.candidates)
    if len(alive) == 1:
        return Values(codes, scores, weights, alive, alive[0], 0)
    rng = random.Random(view.decision_seed)
    worlds = Worlds(view)
    found = clues(view) if profile.inference else []
    stages = _stages(profile.worlds, len(codes)) if profile.halving else [profile.worlds]
    sampled = 0
    for stage, count in enumerate(stages):
        for _ in range(count):
            world = worlds.sample(rng)
            weight = world_weight(found, world) if found else 1.0
            if weight <= 0.0:
                continue
            sampled += 1
            for i in alive:
                scores[i] += weight * _play(world, codes[i], view.seat, profile)
                weights[i] += weight
        if stage + 1 < len(stages):
            alive = sorted(alive, key=lambda i: (-scores[i], keys[i]))[:max(2, len(alive) // 2)]
    best = max(alive, key=lambda i: (scores[i], [-k for k in keys[i]]))
    return Values(codes, scores, weights, alive, best, sampled)


def candidates(start: Pos, seat: int, codes: list[MoveCode], keys: list[tuple[int, int, int, int]],
               limit: int) -> list[int]:
    """Return the indices of the moves worth searching: one move per distinct outcome (chains
    of actions often reach the same cards by different orders), the cheapest ``limit`` of
    them by the easy policy's key, and the fold (always last in ``codes``)."""
    seen: set[tuple[object, ...]] = set()
    chosen = []
    for i in sorted(range(len(codes) - 1), key=lambda i: keys[i]):
        outcome = _outcome(start, seat, codes[i])
        if outcome not in seen:
            seen.add(outcome)
            chosen.append(i)
            if len(chosen) == limit:
                break
    return chosen + [len(codes) - 1]


def _outcome(pos: Pos, seat: int, code: MoveCode) -> tuple[object, ...]:
    """What a move leaves on the table (cards put on the deck in order included)."""
    palette, effects, canvas = code
    if palette >= 0:
        pos = play(pos, seat, palette)
    for effect in effects:
        pos = do_effect(pos, seat, effect)
    if canvas >= 0:
        pos = discard(pos, canvas)
    on_deck = tuple(card for kind, card, _ in effects if kind in (TO_DECK, TAKE))
    return (*pos, on_deck, bool(effects) and effects[-1][0] == DRAW)


def _stages(worlds: int, candidates: int) -> list[int]:
    """Split the world budget into halving stages (more stages for more candidates)."""
    stages = max(1, min(4, math.ceil(math.log2(max(2, candidates)))))
    return [max(1, worlds // stages)] * stages


def _play(world: Sim, code: MoveCode, seat: int, profile: Profile) -> float:
    sim = world.copy()
    sim.play(code)
    playout(sim, seat if profile.flexible else -1)
    return outcome_value(sim, seat, profile.temperature)


__all__ = ["PROFILES", "Profile", "Values", "outcome_value", "search_bot", "search_decide",
           "search_values"]


