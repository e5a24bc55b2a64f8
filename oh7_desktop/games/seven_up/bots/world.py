"""From a seat's view to simulators: the view's own deal, and uniformly sampled worlds.

A *world* is one uniform guess of what the seat cannot see, consistent with the view: the
other hand (never holding a suit it failed to follow) and the rest, in a random order (the
stock's order, the extras of repeated runs, the other seat's set-aside). Everything here reads
only the :class:`~oh7_desktop.games.seven_up.SeatView`.
"""

from __future__ import annotations

import random

from ...pack52 import SUIT_OF, SUITS
from ...sampling import DealSampler
from .. import Phase, SeatView
from ..fast import GIVE_OR_RUN, PLAY, SET_ASIDE, STAND_OR_BEG, FastDeal, random_packs
from .inference import weight
from .policy import easy_play

PHASES = {Phase.STAND_OR_BEG: STAND_OR_BEG, Phase.GIVE_OR_RUN: GIVE_OR_RUN,
          Phase.SET_ASIDE: SET_ASIDE, Phase.PLAY: PLAY}


def _base(view: SeatView, rng: random.Random) -> FastDeal:
    deal = FastDeal(view.rules.target, list(view.totals), view.dealer, random_packs(rng))
    deal.proposal = SUITS.index(view.proposal) if view.proposal else 0
    deal.trump = SUITS.index(view.trump) if view.trump else -1
    return deal


def build(view: SeatView, other: list[int], rest: list[int], rng: random.Random,
          noise: float = 1.0) -> tuple[FastDeal, float]:
    """Return the deal of a world (the other seat holds ``other``; ``rest``, top first, is the
    stock followed by the cards out of the deal) and how likely the other seat's plays so far
    are in it, if it plays the easy policy but for a share ``noise`` of random cards (1: plays
    say nothing, the weight is 1)."""
    me, deal = view.seat, _base(view, rng)
    deal.hands[me], deal.hands[1 - me] = [int(c) for c in view.hand], list(other)
    deal.stock, deal.at = rest, 0
    deal.aside_done = list(view.set_aside_done)
    if view.phase is not Phase.PLAY:
        deal.phase = PHASES[view.phase]
        return deal, 1.0
    played = [(s, int(c)) for trick in view.tricks + (view.trick,) for s, c in trick]
    for seat, card in played:
        deal.hands[seat].append(card)
    deal.start_play()
    likely = 1.0
    for seat, card in played:
        if seat != me and noise < 1.0:
            choices = len(deal.choices(deal.hands[seat]))
            if choices > 1:
                chance = noise / choices + (1 - noise) * (easy_play(deal, seat) == card)
                likely *= chance
        deal.play(card)
    return deal, likely


def public_deal(view: SeatView) -> FastDeal:
    """Return the view's deal with nothing hidden filled in (the other hand empty): enough
    for the policies, which read only what the seat knows."""
    return build(view, [], [], random.Random(0))[0]


class Worlds:
    """Uniform samples of the hidden cards of one view."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        other = 1 - view.seat
        unseen = [int(c) for c in view.unseen_cards()]
        size = view.hand_sizes[other]
        self.sampler = DealSampler(unseen, [size, len(unseen) - size],
                                   [view.voids()[other], 0], suit_of=SUIT_OF)

    def sample(self, rng: random.Random) -> FastDeal:
        """Return the deal of one uniformly sampled world."""
        other, rest = self.sampler.sample(rng)
        return build(self.view, other, rest, rng)[0]

    def sample_weighted(self, rng: random.Random, said: list[str],
                        noise: float = 1.0) -> tuple[FastDeal, float]:
        """Return one uniformly sampled world and how well it explains the other seat's
        decisions ``said`` (:mod:`.inference`) and plays (``noise`` < 1, see :func:`build`)."""
        other, rest = self.sampler.sample(rng)
        view = self.view
        played = [int(c) for trick in view.tricks + (view.trick,) for s, c in trick
                  if s != view.seat]
        deal, likely = build(view, other, rest, rng, noise)
        return deal, likely * weight(view, said, list(other) + played)


__all__ = ["Worlds", "build", "public_deal"]
