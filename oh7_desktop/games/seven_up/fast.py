"""The bots' simulator: one deal of Seven Up on plain ints, mutable and unchecked.

Documented unchecked path: :class:`FastDeal` trusts its caller. It plays the same rules as
the checked :func:`~oh7_desktop.games.seven_up.apply` (a test compares them action by action
on random games) but keeps lists, never validates, and emits no events. Cards are their codes
(``suit * 13 + rank``, suits ``S H D C`` 0-3, ranks 0-12 for 2…A), so within a suit the higher
code is the higher card. Actions are ints: the decisions :data:`STAND` … :data:`RUN` (0-3), a
set-aside as the bit mask of its 3 cards (``1 << code`` each), a play as the card's code.

When the pack runs out during a run, ``reshuffle()`` gives the next pack (52 codes, top
first): the seeded pack to mirror the checked engine, a random one in a bot's world.

>>> import random
>>> deal = random_deal(7, [0, 0], 0, random.Random(1))
>>> deal.phase == DONE, deal.tricks == 6 or deal.winner >= 0
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations
from typing import Final

from ..stdrandom import choice, shuffle
from .rules import CARD_POINTS, JACK_RANK

STAND, BEG, GIVE, RUN = 0, 1, 2, 3
"""Decision actions (``rules.DECISIONS`` order)."""
NEED_PACK, STAND_OR_BEG, GIVE_OR_RUN, SET_ASIDE, PLAY, DONE = range(6)
"""Phases; ``DONE``: the deal is scored or the game is over."""
KINDS: Final = ("turned_jack", "gift", "high", "low", "jack", "game")
POINTS: Final = tuple(CARD_POINTS[code % 13] for code in range(52))
"""Card points toward *game* by code."""


def random_packs(rng: random.Random) -> Callable[[], list[int]]:
    """Return a source of uniformly shuffled packs (a world's packs once its stock runs out)."""
    def pack() -> list[int]:
        cards = list(range(52))
        shuffle(rng, cards)  # rng.shuffle's draws, compiled
        return cards
    return pack


class FastDeal:
    """One deal, from its first pack (or any later moment) to its end-of-deal scoring."""

    __slots__ = ("target", "totals", "dealer", "phase", "stock", "at", "proposal", "trump",
                 "hands", "aside_done", "leader", "lead", "tricks", "pts", "high_seat",
                 "low_card", "jack_card", "low_taker", "jack_taker", "winner", "won_by",
                 "reshuffle", "parts", "jacks", "gift", "runs", "repeats", "reshuffles", "gone")

    def __init__(self, target: int, totals: list[int], dealer: int,
                 reshuffle: Callable[[], list[int]]) -> None:
        self.target, self.totals, self.dealer = target, totals, dealer
        self.reshuffle = reshuffle
        self.phase = NEED_PACK
        self.stock: list[int] = []
        self.at = self.proposal = 0
        self.trump = -1
        self.hands: list[list[int]] = [[], []]
        self.aside_done = [False, False]
        self.leader, self.lead, self.tricks = 1 - dealer, -1, 0
        self.pts = [0, 0]
        self.high_seat = self.low_card = self.jack_card = self.low_taker = self.jack_taker = -1
        self.winner, self.won_by = -1, ""
        self.parts: list[int] = [-1, -1, -1, -1]
        """Seats that scored high, low, jack, game (-1: nobody) once the deal is scored."""
        self.jacks = [0, 0]
        self.gift = False
        self.runs = self.repeats = self.reshuffles = 0
        self.gone = 0
        """Bit mask of the cards played to tricks this deal (public)."""

    def clone(self) -> FastDeal:
        """Return an independent copy (the stock list is shared: it is only ever read)."""
        # Through the constructor, then field by field: mypyc's compiled classes have no
        # ``__new__`` to call and no ``__slots__`` to walk.
        new = FastDeal(self.target, self.totals[:], self.dealer, self.reshuffle)
        new.phase, new.stock, new.at, new.proposal = self.phase, self.stock, self.at, self.proposal
        new.trump, new.hands = self.trump, [self.hands[0][:], self.hands[1][:]]
        new.aside_done, new.leader, new.lead = self.aside_done[:], self.leader, self.lead
        new.tricks, new.pts, new.high_seat = self.tricks, self.pts[:], self.high_seat
        new.low_card, new.jack_card = self.low_card, self.jack_card
        new.low_taker, new.jack_taker = self.low_taker, self.jack_taker
        new.winner, new.won_by, new.parts = self.winner, self.won_by, self.parts[:]
        new.jacks, new.gift, new.runs = self.jacks[:], self.gift, self.runs
        new.repeats, new.reshuffles, new.gone = self.repeats, self.reshuffles, self.gone
        return new

    # --- scoring -------------------------------------------------------------------
    def score(self, seat: int, kind: str) -> None:
        """One point to ``seat``; the first to reach the target wins."""
        self.totals[seat] += 1
        if self.winner < 0 and self.totals[seat] >= self.target:
            self.winner, self.won_by = seat, kind
            self.phase = DONE

    def _turned(self, card: int) -> None:
        if card % 13 == JACK_RANK:
            self.jacks[self.dealer] += 1
            self.score(self.dealer, "turned_jack")

    # --- the deal and the trump ----------------------------------------------------
    def deal(self, pack: list[int]) -> None:
        """Deal a new pack: 3 + 3 + 3 + 3 from the top, elder first; turn card 12."""
        elder = 1 - self.dealer
        self.hands[elder] = pack[0:3] + pack[6:9]
        self.hands[self.dealer] = pack[3:6] + pack[9:12]
        self.stock, self.at = pack, 13
        self.proposal, self.trump = pack[12] // 13, -1
        self.phase = STAND_OR_BEG
        self._turned(pack[12])

    def run(self) -> None:
        """Run the cards until a new suit turns up; deal a new pack if the pack runs out."""
        stock, at, elder = self.stock, self.at, 1 - self.dealer
        while len(stock) - at >= 7:
            card = stock[at + 6]
            self.runs += 1
            if card // 13 == self.proposal:
                self.repeats += 1
                at += 7
                continue
            self.hands[elder] += stock[at:at + 3]
            self.hands[self.dealer] += stock[at + 3:at + 6]
            self.at, self.trump, self.phase = at + 7, card // 13, SET_ASIDE
            self._turned(card)
            return
        self.reshuffles += 1
        self.deal(self.reshuffle())

    def start_play(self) -> None:
        """The hands are in play: note high, low and the jack, elder leads."""
        trump, best, low, self.jack_card = self.trump, -1, 99, -1
        for seat in (0, 1):
            for card in self.hands[seat]:
                if card // 13 == trump:
                    if card > best:
                        best, self.high_seat = card, seat
                    low = min(low, card)
                    if card % 13 == JACK_RANK:
                        self.jack_card = card
        self.low_card = low if best >= 0 else -1
        self.leader, self.lead, self.phase = 1 - self.dealer, -1, PLAY

    # --- moves ---------------------------------------------------------------------
    def to_move(self) -> int:
        """Return the seat to act (-1 when none)."""
        phase = self.phase
        if phase == STAND_OR_BEG:
            return 1 - self.dealer
        if phase == GIVE_OR_RUN:
            return self.dealer
        if phase == SET_ASIDE:
            return self.dealer if self.aside_done[1 - self.dealer] else 1 - self.dealer
        if phase == PLAY:
            return self.leader if self.lead < 0 else 1 - self.leader
        return -1

    def legal(self) -> list[int]:
        """Return the legal actions of the seat to act."""
        phase = self.phase
        if phase == STAND_OR_BEG:
            return [STAND, BEG]
        if phase == GIVE_OR_RUN:
            return [GIVE, RUN]
        if phase == SET_ASIDE:
            hand = self.hands[self.to_move()]
            return [(1 << a) | (1 << b) | (1 << c) for a, b, c in combinations(hand, 3)]
        if phase == PLAY:
            return self.choices(self.hands[self.to_move()])
        return []

    def choices(self, hand: list[int]) -> list[int]:
        """Return the cards of ``hand`` that may be played now."""
        if self.lead < 0:
            return hand
        suit = self.lead // 13
        follow = [c for c in hand if c // 13 == suit]
        return follow or hand

    def step(self, action: int) -> None:
        """Apply a legal action of the seat to act."""
        phase = self.phase
        if phase == PLAY:
            self.play(action)
        elif phase == STAND_OR_BEG:
            if action == STAND:
                self.trump = self.proposal
                self.start_play()
            else:
                self.phase = GIVE_OR_RUN
        elif phase == GIVE_OR_RUN:
            if action == GIVE:
                self.trump, self.gift = self.proposal, True
                self.score(1 - self.dealer, "gift")
                if self.phase != DONE:
                    self.start_play()
            else:
                self.run()
        elif phase == SET_ASIDE:
            seat = self.to_move()
            self.hands[seat] = [c for c in self.hands[seat] if not action >> c & 1]
            self.aside_done[seat] = True
            if self.aside_done[0] and self.aside_done[1]:
                self.start_play()
        else:
            self.deal(self.reshuffle())

    def play(self, card: int) -> None:
        """Play a card of the seat to act; a second card ends the trick."""
        lead = self.lead
        self.gone |= 1 << card
        if lead < 0:
            self.hands[self.leader].remove(card)
            self.lead = card
            return
        second = 1 - self.leader
        self.hands[second].remove(card)
        if card // 13 == lead // 13:
            winner = second if card > lead else self.leader
        else:
            winner = second if card // 13 == self.trump else self.leader
        self.pts[winner] += POINTS[lead] + POINTS[card]
        if lead == self.low_card or card == self.low_card:
            self.low_taker = winner
        if lead == self.jack_card or card == self.jack_card:
            self.jack_taker = winner
        self.leader, self.lead = winner, -1
        self.tricks += 1
        if self.tricks == 6:
            self.end()

    def end(self) -> None:
        """Score high, low, jack and game in that order."""
        a, b = self.pts
        game = -1 if a == b else int(b > a)
        self.parts = [self.high_seat, self.low_taker, self.jack_taker, game]
        for seat, kind in zip(self.parts, KINDS[2:]):
            if seat >= 0:
                self.score(seat, kind)
        self.phase = DONE


def random_deal(target: int, totals: list[int], dealer: int, rng: random.Random,
                reshuffle: Callable[[], list[int]] | None = None) -> FastDeal:
    """Return a deal played to its end with uniformly random legal actions."""
    deal = FastDeal(target, totals, dealer, reshuffle or random_packs(rng))
    while deal.phase != DONE:
        if deal.phase == NEED_PACK:
            deal.step(0)
            continue
        deal.step(choice(rng, deal.legal()))
    return deal


__all__ = ["BEG", "DONE", "FastDeal", "GIVE", "GIVE_OR_RUN", "KINDS", "NEED_PACK", "PLAY",
           "POINTS", "RUN", "SET_ASIDE", "STAND", "STAND_OR_BEG", "random_deal", "random_packs"]
