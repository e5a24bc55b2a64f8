"""The ``hard`` level: inference-weighted worlds, information-set MCTS, exact endgames.

- Worlds: uniform samples of the hidden cards, each weighted by how likely it makes the
  opponents' revealed bet cards (bet in the strong style, below) and plays
  (:mod:`.inference`).
- Plays: information-set MCTS over the weighted worlds (:mod:`.search`) with easy-policy
  playouts; once the remaining game is small, every world is solved exactly instead.
- Bets (and the ``?`` choice): each candidate is played out in every world, the other
  seats betting in the strong style (re-bets included: :data:`.easy.STRONG_STYLE`, 0 on
  weak hands and high on strong ones, as medium bots bet; the easy rule almost never
  bets 0), so the value counts which suit the card would make trump, the shared basket
  and the game's end (:mod:`.value`).
- Values: relative points plus a game bonus when the round ends the game (:mod:`.value`).

Measured against 3 medium bots (4 players, base, 200 games seed 1 unless said):
0.3375 before the last two changes; race values (a round worth the chances of winning
the game it leaves, from a model of future rounds) on every round 0.335 (its bet-made rate
fell to 0.455); race values only near the target 0.3625; round-level screens (one round,
160 seat-deals, paired with the same seeds) gave the strong-style bet model +0.38
relative points a round (se 0.32) and with strong-style inference too +0.76 (se 0.40);
in games, with race values near the target, 0.355 [0.298, 0.413].
Race values off (the same 200 games, seed 1): 0.395 [0.325, 0.466], points a round 6.00
(5.79 with race values), bets made 0.498 (0.467); race values cost points for chances the
model misjudges, so they were removed (the race model is in git history, commit c3a5b17).
Tried before with no gain against medium: ISMCTS kinds (``search``), sharp own playouts,
soft opponent bets, a doubled budget (hard:6000, 0.37). Round screens (200 seat-deals
paired, relative points a round vs the default): every seat's playouts judging from the
world's hands -0.30 (se 0.34); inference temper 1.0 -0.06 (se 0.25); 500 bet worlds
-0.34 (se 0.21). Without race values, on fresh seeds: 0.365 [0.322, 0.408] (400 games,
seed 2); twice the play budget (6000 iterations, 800 worlds) 0.37 [0.329, 0.412] (300
games, seed 3) with decisions up to 1.22 s, so the budget stays.
Calibration (400 first rounds vs 3 medium): the bet playouts predict this level makes its
chosen bet 0.478 of the time, it makes 0.535: easy playouts undervalue its own play on
bets of 1 and 2 (0.42 predicted, 0.53 and 0.47 made) and slightly overvalue bets of 0
(0.65, 0.62). Valuing bets with sharp own playouts: +0.17 relative points a round (se
0.11, 400 seat-deals); averaging sharp and easy playouts +0.02 (se 0.11, 200); a careful
playout (a seat holding sure trumps for the tricks it needs ducks the others) for this
seat -0.29 (se 0.25, 200), every seat -0.47 (se 0.27, 200): none taken. A game bonus of 50
instead of 25 on the same 400 games (seed 2): 0.3775 [0.332, 0.423], within noise.

The budget is a number of iterations and nothing else bounds a decision, so the same view
gives the same action on any machine, idle or busy, and a resumed or replayed game goes on
exactly as it would have. (A wall-clock cap of 1.2 s used to cut the search short on a busy
machine, changing decisions.) Every budget is finite on its own: a play is at most
``iterations`` playouts of at most 7 tricks, or ``endgame_worlds`` exact solves of at most
``endgame_leaves`` leaves; a bet is ``bet_worlds`` playouts per candidate. The longest
decision measured was 1.22 s at twice the budget; the app runs bots in a worker process,
so the table keeps drawing meanwhile.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .. import Action, Phase, SeatView
from .easy import EASY_STYLE, STRONG_STYLE
from .easy_bot import pick
from .inference import BET_SHARPNESS, PLAY_NOISE, Observer, normalized, soft_bets
from .medium import Maker, candidates, round_maker
from .rollout import rollout, rollout_sharp, strong_bets
from .search import WorldPool, endgame_size, flat, halving, ismcts, solve_endgame
from .value import GAME_BONUS, Scorer
from .world import deck_counts, knowledge, play_world


@dataclass(frozen=True)
class HardConfig:
    """The hard level's knobs (the defaults are the shipped level)."""

    iterations: int = 3000
    """Search iterations (playouts) of a play decision."""
    pool: int = 400
    """Worlds sampled and weighted for a play decision."""
    bet_worlds: int = 200
    """Worlds each bet candidate is played out in."""
    endgame_leaves: int = 300
    """Solve exactly once the remaining game tree has at most this many leaves."""
    endgame_worlds: int = 50
    temper: float = 0.5
    """Power applied to inference weights, so a few lucky worlds do not take over."""
    sharpness: float = BET_SHARPNESS
    """Bet model: how strongly opponents are assumed to bet what their hand is worth."""
    noise: float = PLAY_NOISE
    """Play model: share of opponents' plays assumed random (1: plays are not weighed)."""
    bonus: float = GAME_BONUS
    soft_bets: bool = False
    """Bets: draw the other seats' bet cards from the soft bet model, not the easy rule
    (measured against medium: no gain, so off)."""
    strong_bets: bool = True
    """Bets: the other seats bet in the strong style (:data:`.easy.STRONG_STYLE`: 0 on weak
    hands, high on strong ones), not by the easy rule."""
    strong_infer: bool = True
    """Inference: weigh the other seats' revealed bet cards by the strong style too."""
    sharp: bool = False
    """Own playouts (bets and search) judge from the world's actual hands whether a card
    will be beaten, to play more like this level does (measured: no gain, so off)."""
    sharp_bets: bool = False
    """Bets only: this seat's playouts judge from the world's hands (``sharp`` for the bet
    values, the search keeps easy playouts). Against 3 ``ismcts:200`` (4 players, base,
    ``tools/oh7_round_screen.py``, 62 paired seat-rounds): +0.01 relative points a round
    [-0.92, +0.93], bets made 0.532 -> 0.548; not separated, so off."""
    search: str = "ismcts"
    """``ismcts``; ``mine`` (the tree holds only this seat's moves, the others play the easy
    policy); ``flat`` (every candidate played out in the same weighted worlds); or
    ``halving`` (flat with successive halving of the candidates). Against medium they
    measured alike within noise; ISMCTS is kept."""

    def scaled(self, iterations: int) -> HardConfig:
        """Return the configuration with every budget scaled to ``iterations``."""
        ratio = iterations / self.iterations
        return replace(self, iterations=iterations, pool=max(4, int(self.pool * ratio)),
                       bet_worlds=max(4, int(self.bet_worlds * ratio)),
                       endgame_worlds=max(2, int(self.endgame_worlds * ratio)))


DEFAULT = HardConfig()


def hard_decide(view: SeatView, iterations: int | None = None,
                config: HardConfig = DEFAULT) -> Action:
    """Return the hard bot's action (``iterations`` scales every budget)."""
    if iterations is not None:
        config = config.scaled(iterations)
    options = candidates(view)
    if len(options) == 1:
        return pick(view, options[0])
    rng = random.Random(view.decision_seed)
    scorer = Scorer.of(view, config.bonus)
    if view.phase is Phase.PLAY:
        return pick(view, _play(view, config, scorer, rng))
    return pick(view, _bet(view, options, config, scorer, rng))


def weighted_hands(view: SeatView, size: int, config: HardConfig, rng: random.Random
                   ) -> tuple[list[tuple[list[list[int]], list[int]]], list[float]]:
    """Return ``size`` uniform worlds (hands, rest) and their inference weights."""
    know = knowledge(view)
    worlds = [know.sample(rng) for _ in range(size)]
    observer = Observer(view, deck_counts(view.rules.mode, view.players), config.sharpness,
                        config.noise, style=STRONG_STYLE if config.strong_infer else EASY_STYLE)
    if not config.temper or not observer.informative():
        return worlds, [1.0 / size] * size
    logs = [config.temper * observer.log_weight(hands) for hands, _ in worlds]
    return worlds, normalized(logs)


def _play(view: SeatView, config: HardConfig, scorer: Scorer, rng: random.Random) -> int:
    return play_values(view, config, scorer, rng).move


@dataclass(frozen=True)
class PlayValues:
    """What the hard level found for a play: its move, each move's value and the search."""

    move: int
    values: dict[int, float]
    """Each searched move's mean value to the seat (relative points, game bonus included)."""
    visits: dict[int, int]
    """Playouts (or exact solves) behind each move's value."""
    method: str
    """``endgame`` (every world solved exactly) or the search's name."""


def play_values(view: SeatView, config: HardConfig, scorer: Scorer, rng: random.Random
                ) -> PlayValues:
    """Return the hard level's play with the value of every move it searched."""
    counts = deck_counts(view.rules.mode, view.players)
    hands_list, weights = weighted_hands(view, config.pool, config, rng)
    sims = [play_world(view, hands, rest, counts) for hands, rest in hands_list]
    pool = WorldPool(sims, weights)
    moves = sims[0].legal(view.seat)
    if endgame_size(sims[0]) <= config.endgame_leaves:
        totals = solve_endgame(pool, view.seat, moves, scorer, config.endgame_worlds, rng)
        solved = {m: config.endgame_worlds for m in moves}
        return PlayValues(max(moves, key=lambda m: totals[m]), dict(totals), solved, "endgame")
    if config.search == "halving":
        move = halving(pool, view.seat, moves, scorer, config.iterations, rng)
        return PlayValues(move, {}, {}, "halving")
    if config.search == "flat":
        means = flat(pool, view.seat, moves, scorer, config.iterations, rng)
        return PlayValues(max(moves, key=lambda m: means[m]), dict(means), {}, "flat")
    me = view.seat
    stats = ismcts(pool, me, scorer, config.iterations, rng,
                   mine_only=config.search == "mine",
                   finish=(lambda sim: rollout_sharp(sim, me)) if config.sharp else rollout)
    move = max(moves, key=lambda m: stats.get(m, (0, 0.0)))
    return PlayValues(move, {m: v for m, (_, v) in stats.items()},
                      {m: n for m, (n, _) in stats.items()}, config.search)


def _bet(view: SeatView, options: list[int | bool], config: HardConfig, scorer: Scorer,
         rng: random.Random) -> int | bool:
    values = bet_values(view, options, config, scorer, rng)
    return max(values, key=lambda v: v.total).option


@dataclass(frozen=True)
class BetValue:
    """One bet candidate (a card, or show/keep the ``?``) as the hard level weighed it."""

    option: int | bool
    total: float
    """Weighted sum of the candidate's value over the worlds (what the choice maximises)."""
    made: float
    """Weighted share of the worlds in which the seat made its final bet."""
    tricks: float
    """Weighted mean of the tricks the seat took."""
    worlds: int
    """Worlds the candidate was played out in."""


def bet_values(view: SeatView, options: list[int | bool], config: HardConfig, scorer: Scorer,
               rng: random.Random) -> list[BetValue]:
    """Return every candidate's value, bet-made share and tricks over the weighted worlds."""
    worlds, weights = weighted_hands(view, config.bet_worlds, config, rng)
    make = _bet_maker(view, config, rng)
    totals = [0.0] * len(options)
    made, tricks, mass = [0.0] * len(options), [0.0] * len(options), [0.0] * len(options)
    for (hands, rest), weight in zip(worlds, weights):
        for i, option in enumerate(options):
            sim = make(hands, rest, option)
            if sim is not None:
                if config.sharp or config.sharp_bets:
                    rollout_sharp(sim, view.seat)
                else:
                    rollout(sim)
                totals[i] += weight * scorer.values(sim)[view.seat]
                won = sim.won[view.seat]
                made[i] += weight * (won == sim.bets[view.seat])
                tricks[i] += weight * won
                mass[i] += weight
    return [BetValue(option, totals[i], made[i] / mass[i] if mass[i] else 0.0,
                     tricks[i] / mass[i] if mass[i] else 0.0, len(worlds))
            for i, option in enumerate(options)]


def _bet_maker(view: SeatView, config: HardConfig, rng: random.Random) -> Maker:
    """The rounds that follow each candidate, the other seats betting by the configured model."""
    if config.soft_bets:
        bet_rng = random.Random(rng.getrandbits(64))
        return round_maker(view, lambda hands, used: soft_bets(hands, used, bet_rng,
                                                                config.sharpness))
    if config.strong_bets:
        return round_maker(view, strong_bets)
    return round_maker(view)
