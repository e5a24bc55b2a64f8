"""Random complete rounds on the bots' simulator (:class:`.sim.Sim`): what ``oh7 bench`` measures.

Random bets follow the engine's betting rules (:func:`.betting.attempt_failure`,
:func:`.betting.leader_by_priority`); the tricks are played on the same :class:`~.sim.Sim`
the bots use, with uniformly random legal cards. A test replays these rounds through the
checked :func:`~oh7_desktop.games.oh7.apply` and finds the same tricks and points.

>>> import random
>>> from .rules import Rules
>>> rnd = random_round(Rules("base", 4), random.Random(1))
>>> rnd.done, sum(rnd.won) + rnd.dummy_won
(True, 7)
"""

from __future__ import annotations

import functools
import random as _random
from collections.abc import Callable

from .betting import attempt_failure, leader_by_priority
from .cards import INTERROBANG_CODE, deck
from .rules import HAND_SIZE, MAX_ATTEMPTS, Rules
from .sim import DUMMY, Sim

__all__ = ["DUMMY", "random_bets", "random_playout", "random_round"]


def random_playout(sim: Sim, rng: _random.Random, log: list[int] | None = None) -> None:
    """Play the round to its end with uniformly random legal cards (``log`` collects them)."""
    rand = rng.random
    while not sim.done:
        moves = sim.legal()
        card = moves[int(rand() * len(moves))]
        if log is not None:
            log.append(card)
        sim.play(card)


def random_bets(hands: list[list[int]], has_dummy: bool,
                rng: _random.Random) -> tuple[list[int], int] | None:
    """Draw random bet attempts until one stands; return (bet cards, first leader) or None
    after three failures. Each bet is uniform over the cards the seat may still bet (drawn
    again while it is the ``?`` or a card already bet); a tied ``?`` holder shows it at random."""
    rand = rng.random
    used: list[list[int]] = [[] for _ in hands]
    for _ in range(MAX_ATTEMPTS):
        cards = []
        for hand, spent in zip(hands, used):
            card = hand[int(rand() * HAND_SIZE)]
            while card == INTERROBANG_CODE or card in spent and hand.count(card) <= spent.count(card):
                card = hand[int(rand() * HAND_SIZE)]
            spent.append(card)
            cards.append(card)
        if attempt_failure(cards, has_dummy) is None:
            return cards, _maybe_interrobang(hands, cards, rand)
    return None


def _maybe_interrobang(hands: list[list[int]], cards: list[int], rand: Callable[[], float]) -> int:
    leader, tied = leader_by_priority(cards)
    holder = next((s for s in tied if s != leader and INTERROBANG_CODE in hands[s]), None)
    return leader if holder is None or rand() >= 0.5 else holder


@functools.lru_cache(maxsize=None)
def _deck_codes(mode: str, players: int) -> tuple[int, ...]:
    return tuple(int(c) for c in deck(mode, players))


def random_round(rules: Rules, rng: _random.Random) -> Sim:
    """Deal, bet and play one complete random round (redealing as needed) on the simulator."""
    full = list(_deck_codes(rules.mode, rules.players))
    starts = range(0, rules.players * HAND_SIZE, HAND_SIZE)
    while True:
        rng.shuffle(full)
        hands = [full[s:s + HAND_SIZE] for s in starts]
        settled = random_bets(hands, rules.has_dummy, rng)
        if settled is not None:
            break
    cards, leader = settled
    rest = full[rules.players * HAND_SIZE:][::-1]  # the simulator's pile has its top card last
    sim = Sim.start(hands, rest, cards, leader)
    random_playout(sim, rng)
    return sim
