"""Playouts and the bets that start them: everything below the easy policy's decisions."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..betting import attempt_failure
from ..rules import MAX_ATTEMPTS
from ..fast import QUERY, Sim
from .easy import EASY_STYLE, STRONG_STYLE, BetStyle, easy_bet, easy_play, easy_show
from .world import leader_of, start_round


def rollout(sim: Sim) -> None:
    """Play the round to its end with the easy policy at every seat."""
    while sim.ntricks < 7:
        sim.play(easy_play(sim, sim.order[len(sim.tcards)]))


def rollout_sharp(sim: Sim, me: int) -> None:
    """Play the round to its end, ``me`` with the exact-judging easy policy, the others
    with the easy policy (for the strong levels: they play better than easy)."""
    while sim.ntricks < 7:
        seat = sim.order[len(sim.tcards)]
        sim.play(easy_play(sim, seat, seat == me))


def relative(points: Sequence[int], me: int) -> float:
    """Return my round points minus the mean of the others' (what decides games)."""
    others = (sum(points) - points[me]) / (len(points) - 1)
    return points[me] - others


def failed(cards: Sequence[int]) -> bool:
    """Return True if an attempt's bet cards must be bet again (sum 7, or no regular card)."""
    return attempt_failure(cards, has_dummy=len(cards) == 2) is not None


def settle(hands: list[list[int]], rest: list[int], cards: list[int],
           counts: list[int], show: bool | None = None) -> Sim:
    """Return the round these final bet cards start; a tied ``?`` holder decides by the easy
    rule unless ``show`` says what it does."""
    best, tied = leader_of(cards)
    holder = next((s for s in tied if s != best and QUERY in hands[s]), None)
    leader = best
    if holder is not None:
        if show is None:
            show = easy_show(hands[holder], cards[holder], cards[best] >> 3, len(hands))
        leader = holder if show else best
    return start_round(hands, rest, cards, leader, counts)


BetModel = Callable[[list[list[int]], list[list[int]]], list[int]]
"""(hands, earlier bets by seat) -> every seat's bet card."""


def simulate_bets(hands: list[list[int]], rest: list[int], used: list[list[int]], attempt: int,
                  me: int, card: int, counts: list[int],
                  others: list[int] | None = None, model: BetModel | None = None
                  ) -> Sim | None:
    """Return the round after ``me`` bets ``card`` in attempt ``attempt`` (0-based) and every
    other bet comes from ``model`` (re-bets too; default: the easy rule); None if the deal
    is redealt. ``others`` may give the other seats' bets of this attempt (they do not
    depend on ``card``, so callers compute them once per world)."""
    model = model or easy_bets
    players = len(hands)
    used = [u[:] for u in used]
    for number in range(attempt, MAX_ATTEMPTS):
        if number == attempt:
            cards = list(others) if others is not None else model(hands, used)
            cards[me] = card
        else:
            cards = model(hands, used)
        if not failed(cards):
            return settle(hands, rest, cards, counts)
        for s in range(players):
            used[s].append(cards[s])
    return None


def easy_bets(hands: list[list[int]], used: list[list[int]],
              style: BetStyle = EASY_STYLE) -> list[int]:
    """Return every seat's easy bet card (``style``: how far from the middle they bet)."""
    return [easy_bet(hand, u, len(hands), style) for hand, u in zip(hands, used)]


def strong_bets(hands: list[list[int]], used: list[list[int]]) -> list[int]:
    """Return every seat's bet card in the style of stronger players (:data:`STRONG_STYLE`)."""
    return easy_bets(hands, used, STRONG_STYLE)
