"""The ``random`` and ``easy`` levels as decisions on a seat's view."""

from __future__ import annotations

import random

from .. import Action, Bet, Phase, Play, SeatView, ShowInterrobang
from .easy import easy_bet, easy_play, easy_show
from .world import deck_counts, leader_of, play_world, used_bets


def random_decide(view: SeatView) -> Action:
    """Return a uniformly random legal action (seeded by the view's decision seed)."""
    return random.Random(view.decision_seed).choice(view.legal)


def pick(view: SeatView, code: int | bool) -> Action:
    """Return the legal action that bets or plays ``code`` (or shows/keeps the ``?``)."""
    for action in view.legal:
        if isinstance(action, ShowInterrobang):
            if action.show == code:
                return action
        elif isinstance(action, (Bet, Play)) and int(action.card) == code:
            return action
    raise ValueError(f"no legal action for {code!r}")


def my_bet_card(view: SeatView) -> int:
    """Return the seat's card in the last revealed attempt."""
    return int(view.attempts[-1][view.seat])


def other_leader_trump(view: SeatView) -> int:
    """Return the trump suit if the ``?`` is kept (the priority winner's suit)."""
    cards = [int(c) for c in view.attempts[-1]]
    return cards[leader_of(cards)[0]] >> 3


def easy_decide(view: SeatView) -> Action:
    """Return the easy bot's action."""
    hand = [int(c) for c in view.hand]
    if view.phase is Phase.BET:
        used = used_bets(view)[view.seat]
        return pick(view, easy_bet(hand, used, view.players))
    if view.phase is Phase.INTERROBANG:
        bet = my_bet_card(view)
        return pick(view, easy_show(hand, bet, other_leader_trump(view), view.players))
    hands: list[list[int]] = [[] for _ in range(view.players)]
    hands[view.seat] = hand
    sim = play_world(view, hands, [], deck_counts(view.rules.mode, view.players))
    return pick(view, easy_play(sim, view.seat))


__all__ = ["easy_decide", "pick", "random_decide"]
