"""The bots' fast path: a compact, mutable simulator of one hand of Oh Hell on plain ints.

Documented unchecked path: :class:`FastHand` trusts its caller. It plays the same rules as
the checked :func:`~oh7_desktop.games.oh_hell.apply` (a test compares them over many random
games of every option), but keeps lists, never validates and emits no events. Cards are
their codes (``suit * 13 + rank``, :mod:`oh7_desktop.games.pack52`); suits are 0-3 and
:data:`NONE` (-1) means no trump, or no lead suit yet.

>>> import random
>>> from .rules import Rules
>>> hand = random_hand(Rules(players=4), 6, random.Random(1))
>>> hand.done, sum(hand.won), len(hand.winners)
(True, 7, 7)
"""

from __future__ import annotations

import random as _random
from functools import lru_cache
from typing import Callable, Final

from ..pack52 import SUIT_OF, trick_power
from ..tricks import NO_SUIT
from .bidding import hooked_bid
from .rules import Rules
from .scoring import points_of

NONE: Final = NO_SUIT
POWER: Final = tuple(trick_power(trump, lead) for trump in (0, 1, 2, 3, NONE)
                     for lead in range(4))
"""``POWER[row + lead][card]``, ``row = 4 * trump`` (16 with no trump): 0 cannot win."""
_EMPTY: Final[list[int]] = []
_CODES: Final = list(range(52))


@lru_cache(maxsize=256)
def score_table(rules: Rules, cards: int) -> tuple[tuple[int, ...], ...]:
    """Return ``table[bid][tricks]``: one seat's points for a hand of ``cards`` cards."""
    return tuple(tuple(points_of(rules, b, t, cards) for t in range(cards + 1))
                 for b in range(cards + 1))


def bid_choices(cards: int, others: int, dealer: bool, hook: bool) -> list[int]:
    """Return the bids a seat may make (``others``: the sum of the bids made before it)."""
    forbidden = hooked_bid(cards, others) if hook and dealer else None
    return [b for b in range(cards + 1) if b != forbidden]


class FastHand:
    """One hand from its first (or any) trick to scoring, mutated in place by :meth:`play`.

    The seat to play is ``(leader + len(trick)) % players``; ``trick`` holds the cards of the
    trick in progress in playing order; ``gone`` is a bit mask of every card played.
    """

    __slots__ = ("players", "cards", "hands", "trump", "row", "podrida", "bids", "won",
                 "leader", "trick", "lead", "played", "winners", "gone", "done", "scores")

    players: int
    cards: int
    hands: list[list[int]]
    trump: int
    row: int
    podrida: bool
    bids: list[int]
    won: list[int]
    leader: int
    trick: list[int]
    lead: int
    played: int
    winners: list[int]
    gone: int
    done: bool
    scores: tuple[tuple[int, ...], ...]

    @classmethod
    def start(cls, hands: list[list[int]], trump: int, leader: int, bids: list[int],
              rules: Rules, cards: int | None = None) -> FastHand:
        """Return a hand whose bids are made, about to lead its first trick (``cards``: the
        hand's size, if the hands given are no longer full)."""
        new = cls()
        new.players, new.hands = len(hands), hands
        new.cards = len(hands[leader]) if cards is None else cards
        new.trump, new.row, new.podrida = trump, 4 * (4 if trump == NONE else trump), rules.podrida
        new.bids, new.won, new.leader = bids, [0] * len(hands), leader
        new.trick, new.lead, new.played, new.winners = [], NONE, 0, []
        new.gone, new.done = 0, False
        new.scores = score_table(rules, new.cards)
        return new

    def clone(self) -> FastHand:
        """Return an independent copy (the score table is shared: it never changes)."""
        new = FastHand()
        new.players, new.cards, new.trump, new.row = self.players, self.cards, self.trump, self.row
        new.podrida, new.leader, new.lead = self.podrida, self.leader, self.lead
        new.played, new.gone, new.done, new.scores = self.played, self.gone, self.done, self.scores
        new.hands = [h[:] for h in self.hands]
        new.bids, new.won, new.trick = self.bids[:], self.won[:], self.trick[:]
        new.winners = self.winners[:]
        return new

    def to_play(self) -> int:
        """Return the seat whose card the trick waits for."""
        return (self.leader + len(self.trick)) % self.players

    def legal(self) -> list[int]:
        """Return the cards the seat to play may play (a fresh list)."""
        hand = self.hands[(self.leader + len(self.trick)) % self.players]
        lead = self.lead
        if lead == NONE:
            return hand[:]
        follow = [c for c in hand if SUIT_OF[c] == lead]
        if follow:
            return follow
        if self.podrida and self.trump != NONE:
            trumps = [c for c in hand if SUIT_OF[c] == self.trump]
            if trumps:
                return trumps
        return hand[:]

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to play; a full trick is gathered."""
        trick = self.trick
        self.hands[(self.leader + len(trick)) % self.players].remove(card)
        if not trick:
            self.lead = SUIT_OF[card]
        trick.append(card)
        self.gone |= 1 << card
        if len(trick) == self.players:
            self._gather()

    def best(self) -> int:
        """Return the index in ``trick`` of the card winning the trick so far (-1: none)."""
        power = POWER[self.row + self.lead]
        top, at = 0, -1
        for i, card in enumerate(self.trick):
            if power[card] > top:
                top, at = power[card], i
        return at

    def _gather(self) -> None:
        winner = (self.leader + self.best()) % self.players
        self.won[winner] += 1
        self.winners.append(winner)
        self.played += 1
        self.leader, self.trick, self.lead = winner, [], NONE
        if self.played == self.cards:
            self.done = True

    def points(self) -> list[int]:
        """Return each seat's points for the hand (once ``done``)."""
        scores = self.scores
        return [scores[b][t] for b, t in zip(self.bids, self.won)]


def by_suit(hands: list[list[int]]) -> list[list[list[int]]]:
    """Return each hand's cards split by suit (``out[seat][suit]``, in hand order)."""
    out: list[list[list[int]]] = []
    for held in hands:
        suits: list[list[int]] = [[], [], [], []]
        for card in held:
            suits[card // 13].append(card)
        out.append(suits)
    return out


def random_playout(hand: FastHand, rng: _random.Random, log: list[int] | None = None) -> None:
    """Play the hand to its end with uniformly random legal cards (``log`` collects them)."""
    rand = rng.random
    while hand.trick and not hand.done:
        moves = hand.legal()
        card = moves[int(rand() * len(moves))]
        if log is not None:
            log.append(card)
        hand.play(card)
    if not hand.done:
        _random_tricks(hand, rand, log)


def _random_tricks(hand: FastHand, rand: Callable[[], float], log: list[int] | None) -> None:
    """Whole random tricks, inlined: the hot loop of every random hand.

    Each seat's cards are split by suit, so a uniform legal card is one draw: from the lead
    suit if the seat holds it, else from its trumps under *podrida* if it holds any, else
    from the whole hand (a draw over the suits' lengths). A card leaves its suit by moving
    the suit's last card into its place.
    """
    players, podrida, trump, row = hand.players, hand.podrida, hand.trump, hand.row
    won, winners, leader, gone = hand.won, hand.winners, hand.leader, hand.gone
    split = by_suit(hand.hands)
    sizes = [len(held) for held in hand.hands]
    for _ in range(hand.played, hand.cards):
        lead = NONE
        top = at = 0
        power: tuple[int, ...] = ()
        for k in range(players):
            seat = (leader + k) % players
            suits = split[seat]
            pile = suits[lead] if lead != NONE else _EMPTY
            if not pile and podrida and lead != NONE and trump != NONE:
                pile = suits[trump]
            if pile:
                i = int(rand() * len(pile))
            else:
                i = int(rand() * sizes[seat])
                for pile in suits:
                    if i < len(pile):
                        break
                    i -= len(pile)
            card = pile[i]
            pile[i] = pile[-1]
            pile.pop()
            sizes[seat] -= 1
            gone |= 1 << card
            if log is not None:
                log.append(card)
            if lead == NONE:
                lead = card // 13
                power = POWER[row + lead]
            if power[card] > top:
                top, at = power[card], k
        leader = (leader + at) % players
        won[leader] += 1
        winners.append(leader)
    for held in hand.hands:
        held.clear()
    hand.played, hand.done, hand.leader, hand.gone = hand.cards, True, leader, gone


def random_bids(hands: list[list[int]], dealer: int, rules: Rules, rng: _random.Random) -> list[int]:
    """Return uniformly random legal bids, made in turn from the dealer's left."""
    players, cards, rand = len(hands), len(hands[0]), rng.random
    bids = [0] * players
    total = 0
    for k in range(1, players):
        bid = int(rand() * (cards + 1))
        bids[(dealer + k) % players] = bid
        total += bid
    forbidden = cards - total if rules.hook else -1
    if 0 <= forbidden <= cards:  # the hooked dealer: uniform over the other bids
        bid = int(rand() * cards)
        bids[dealer] = bid + 1 if bid >= forbidden else bid
    else:
        bids[dealer] = int(rand() * (cards + 1))
    return bids


def deal_codes(players: int, cards: int, has_trump: bool,
               rng: _random.Random) -> tuple[list[list[int]], int]:
    """Return a uniformly random deal (hands of ``cards`` codes) and the turned card's suit
    (:data:`NONE` without trump): a Fisher-Yates shuffle stopped once enough cards are drawn."""
    pack = _CODES[:]
    rand = rng.random
    need = players * cards + (1 if has_trump else 0)
    for i in range(51, 51 - need, -1):
        j = int(rand() * (i + 1))
        pack[i], pack[j] = pack[j], pack[i]
    drawn = pack[52 - need:]
    hands = [drawn[s * cards:(s + 1) * cards] for s in range(players)]
    return hands, SUIT_OF[drawn[-1]] if has_trump else NONE


def random_hand(rules: Rules, hand_index: int, rng: _random.Random) -> FastHand:
    """Deal, bid and play one hand of the game with random legal actions, on the fast path."""
    cards, players = rules.hand_size(hand_index), rules.players
    hands, trump = deal_codes(players, cards, rules.has_trump(hand_index), rng)
    dealer = rules.dealer(hand_index)
    bids = random_bids(hands, dealer, rules, rng)
    hand = FastHand.start(hands, trump, (dealer + 1) % players, bids, rules)
    random_playout(hand, rng)
    return hand
