"""The bots' fast path: a compact, mutable simulator of one round on plain-int cards.

Documented unchecked path: :class:`FastRound` trusts its caller. It plays the same rules
as the checked :func:`~oh7_desktop.games.oh7.apply` (a test compares them on random games),
but keeps lists instead of immutable tuples, never validates, and emits no events.
Cards are their codes (``int(card)``); suits are indices 0-4 (S H C D F); a special's
``code >> 3`` is 5, which matches no lead suit. ``NO_LEAD`` (5) means no lead suit yet.

>>> import random
>>> from .rules import Rules
>>> rnd = random_round(Rules("base", 4), random.Random(1))
>>> rnd.done, sum(rnd.tricks_won) + rnd.dummy_tricks
(True, 7)
"""

from __future__ import annotations

import functools
import random as _random
from typing import Callable, Final

from .cards import INTERROBANG_CODE, NAUGHT_CODE, STAR_BASE, SUITS, Card, deck
from .rules import DUMMY_BET, HAND_SIZE, MAX_ATTEMPTS, Rules
from .state import GameState
from .tricks import strength

NO_LEAD: Final = 5
DUMMY: Final = -1


def _strength_table() -> tuple[int, ...]:
    """Strength of each card for every (trump, lead) pair, from the checked rules."""
    table = []
    for trump in range(5):
        for lead in range(6):
            for code in range(46):
                tier, rank = strength(Card.from_code(code), SUITS[trump],
                                      SUITS[lead] if lead < 5 else None)
                table.append(tier * 100 + rank if tier else 0)
    return tuple(table)


STRENGTH: Final = _strength_table()
"""``STRENGTH[(trump * 6 + lead) * 46 + code]``: 0 cannot win, higher wins."""
VALUE: Final = tuple(Card.from_code(c).value for c in range(46))
DUMMY_ORDER: Final = tuple(  # dummy's "lowest/highest" key, by trump: value, trump, priority
    tuple(VALUE[c] * 100 + (50 if c >> 3 == t else 0) + (5 - (c >> 3)) for c in range(46))
    for t in range(5)
)


class FastRound:
    """One round from the first trick to scoring, mutated in place by :meth:`play`."""

    __slots__ = ("players", "has_dummy", "hands", "trump", "leader", "first_leader", "order",
                 "trick_seats", "trick_cards", "lead", "tricks_won", "dummy_tricks", "tricks_played",
                 "dummy_up", "dummy_pile", "bets", "naught", "done", "winners")

    players: int
    has_dummy: bool
    hands: list[list[int]]
    trump: int
    leader: int
    first_leader: int
    order: tuple[int, ...]
    trick_seats: list[int]
    trick_cards: list[int]
    lead: int
    tricks_won: list[int]
    dummy_tricks: int
    tricks_played: int
    dummy_up: list[int]
    dummy_pile: list[int]
    bets: list[int]
    naught: list[bool]
    done: bool
    winners: list[int]

    @classmethod
    def start(cls, hands: list[list[int]], bets: list[int], naught: list[bool], first_leader: int,
              trump: int, dummy_pile: list[int] | None = None) -> FastRound:
        """Return a round about to lead its first trick (bets settled, dummy's 2 cards up)."""
        rnd = cls.__new__(cls)
        rnd.players, rnd.hands, rnd.bets, rnd.naught = len(hands), hands, bets, naught
        rnd.has_dummy = dummy_pile is not None
        rnd.trump, rnd.first_leader = trump, first_leader
        rnd.dummy_up = list(dummy_pile[:2]) if dummy_pile else []
        rnd.dummy_pile = list(dummy_pile[2:]) if dummy_pile else []
        rnd.tricks_won, rnd.dummy_tricks, rnd.tricks_played = [0] * len(hands), 0, 0
        rnd.done, rnd.winners = False, []
        rnd._open_trick(first_leader)
        return rnd

    @classmethod
    def from_state(cls, state: GameState) -> FastRound:
        """Return a fast copy of a checked state in the PLAY phase (mid-trick included)."""
        rnd = cls.__new__(cls)
        rnd.players, rnd.has_dummy = state.players, state.rules.has_dummy
        rnd.hands = [[int(c) for c in hand] for hand in state.hands]
        rnd.bets, rnd.naught = list(state.bets), [c.is_naught for c in state.bet_cards]
        rnd.trump = SUITS.index(state.trump or "S")
        rnd.first_leader = state.first_leader or 0
        rnd.dummy_up, rnd.dummy_pile = [int(c) for c in state.dummy_up], [int(c) for c in state.rest]
        rnd.tricks_won, rnd.dummy_tricks = list(state.tricks_won), state.dummy_tricks
        rnd.tricks_played, rnd.done, rnd.winners = len(state.tricks), False, list(state.trick_winners)
        rnd.leader = state.leader
        rnd.order = rnd._order_for(state.leader)
        rnd.trick_seats = [seat for seat, _ in state.trick]
        rnd.trick_cards = [int(card) for _, card in state.trick]
        rnd.lead = next((c >> 3 for c in rnd.trick_cards if c < STAR_BASE), NO_LEAD)
        return rnd

    def clone(self) -> FastRound:
        """Return an independent copy."""
        new = FastRound.__new__(FastRound)
        for name in ("players", "has_dummy", "trump", "leader", "first_leader", "order", "lead",
                     "dummy_tricks", "tricks_played", "done"):
            setattr(new, name, getattr(self, name))
        new.hands = [list(h) for h in self.hands]
        for name in ("trick_seats", "trick_cards", "tricks_won", "dummy_up", "dummy_pile", "bets",
                     "naught", "winners"):
            setattr(new, name, list(getattr(self, name)))
        return new

    def _order_for(self, leader: int) -> tuple[int, ...]:
        if not self.has_dummy:
            return tuple((leader + k) % self.players for k in range(self.players))
        if leader == DUMMY:
            return (DUMMY, self.first_leader, 1 - self.first_leader)
        return (leader, 1 - leader, DUMMY)

    def _open_trick(self, leader: int) -> None:
        self.leader, self.order = leader, self._order_for(leader)
        self.trick_seats, self.trick_cards, self.lead = [], [], NO_LEAD
        if leader == DUMMY:
            self._add(DUMMY, self.dummy_pile.pop(0))

    def to_play(self) -> int:
        """Return the seat whose card the trick waits for."""
        return self.order[len(self.trick_cards)]

    def legal(self) -> list[int]:
        """Return the cards the seat to play may play (a fresh list)."""
        hand = self.hands[self.order[len(self.trick_cards)]]
        lead = self.lead
        if lead == NO_LEAD:
            return list(hand)
        follow = [c for c in hand if c >> 3 == lead]
        if not follow:
            return list(hand)
        return follow + [c for c in hand if c >= STAR_BASE] if self.players > 2 else follow

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to play; the dummy answers; a full trick is gathered."""
        self.hands[self.order[len(self.trick_cards)]].remove(card)
        self._add(self.order[len(self.trick_cards)], card)
        if self.has_dummy and len(self.trick_cards) == 2 and self.order[2] == DUMMY:
            self._dummy_last()
        if len(self.trick_cards) == len(self.order):
            self._gather()

    def _add(self, seat: int, card: int) -> None:
        self.trick_seats.append(seat)
        self.trick_cards.append(card)
        if self.lead == NO_LEAD and card < STAR_BASE:
            self.lead = card >> 3

    def _winner_index(self, cards: list[int]) -> int:
        base = (self.trump * 6 + self.lead) * 46
        best, at = 0, -1
        for i, card in enumerate(cards):
            power = STRENGTH[base + card]
            if power > best:
                best, at = power, i
        return at

    def _dummy_last(self) -> None:
        up = self.dummy_up
        up.append(self.dummy_pile.pop(0))
        lead, key = self.lead, DUMMY_ORDER[self.trump]
        legal = [c for c in up if c >> 3 == lead] or list(up)
        legal.sort(key=key.__getitem__)
        lead_before = self.lead
        cards = self.trick_cards
        winning = []
        for card in legal:
            self.lead = lead_before if lead_before != NO_LEAD else card >> 3
            if self._winner_index(cards + [card]) == 2:
                winning.append(card)
        self.lead = lead_before
        if self.dummy_tricks < DUMMY_BET:
            choice = (winning[0] if self.dummy_tricks == 0 else winning[-1]) if winning else legal[0]
        else:
            losing = [c for c in legal if c not in winning]
            choice = losing[-1] if losing else legal[-1]
        up.remove(choice)
        self._add(DUMMY, choice)

    def _gather(self) -> None:
        seat = self.trick_seats[self._winner_index(self.trick_cards)]
        self.winners.append(seat)
        if seat == DUMMY:
            self.dummy_tricks += 1
        else:
            self.tricks_won[seat] += 1
        self.tricks_played += 1
        if self.tricks_played == 7:
            self.done = True
        else:
            self._open_trick(seat)

    def points(self) -> list[int]:
        """Return each seat's points for the round (call once ``done``)."""
        losses = [abs(b - t) for b, t in zip(self.bets, self.tricks_won)]
        basket = sum(losses) + (abs(DUMMY_BET - self.dummy_tricks) if self.has_dummy else 0)
        return [basket - loss if loss else 2 * basket + (0 if n else 2) + t
                for loss, t, n in zip(losses, self.tricks_won, self.naught)]


def random_playout(rnd: FastRound, rng: _random.Random, log: list[int] | None = None) -> None:
    """Play the round to its end with uniformly random legal cards (``log`` collects them)."""
    rand = rng.random
    while not rnd.done and (rnd.has_dummy or rnd.trick_cards):
        moves = rnd.legal()
        card = moves[int(rand() * len(moves))]
        if log is not None:
            log.append(card)
        rnd.play(card)
    if not rnd.done:
        _random_tricks(rnd, rand, log)


def _random_tricks(rnd: FastRound, rand: Callable[[], float], log: list[int] | None = None) -> None:
    """Whole random tricks without a dummy, inlined: the hot loop of every random round.

    A card is drawn uniformly from the hand and drawn again while it breaks the follow
    rule: rejection sampling, so the choice is exactly uniform over the legal cards
    without building a list per card.
    """
    hands, players, trump = rnd.hands, rnd.players, rnd.trump
    tricks_won, winners, leader = rnd.tricks_won, rnd.winners, rnd.leader
    orders = [[hands[(first + k) % players] for k in range(players)] for first in range(players)]
    for _ in range(rnd.tricks_played, 7):
        lead, cards = NO_LEAD, []
        for hand in orders[leader]:
            size = len(hand)
            card = hand[int(rand() * size)]
            if lead != NO_LEAD and card >> 3 != lead and card < STAR_BASE:
                for held in hand:
                    if held >> 3 == lead:  # holds the lead suit: draw until legal
                        while card >> 3 != lead and card < STAR_BASE:
                            card = hand[int(rand() * size)]
                        break
            elif lead == NO_LEAD and card < STAR_BASE:
                lead = card >> 3
            hand.remove(card)
            cards.append(card)
        if log is not None:
            log.extend(cards)
        base, best, at = (trump * 6 + lead) * 46, 0, 0
        for i, card in enumerate(cards):
            if STRENGTH[base + card] > best:
                best, at = STRENGTH[base + card], i
        leader = (leader + at) % players
        tricks_won[leader] += 1
        winners.append(leader)
    rnd.tricks_played, rnd.done = 7, True
    rnd.leader, rnd.order = leader, rnd._order_for(leader)
    rnd.trick_seats, rnd.trick_cards, rnd.lead = [], [], NO_LEAD


def random_bets(hands: list[list[int]], has_dummy: bool,
                rng: _random.Random) -> tuple[list[int], int] | None:
    """Draw random bet attempts until one stands; return (bet cards, first leader) or None
    after three failures. Each bet is uniform over the cards the seat may still bet (drawn
    again while it is the ``?`` or a card already bet); a tied ``?`` holder shows it at random."""
    rand = rng.random
    used: list[list[int]] = [[] for _ in hands]
    dummy = DUMMY_BET if has_dummy else 0
    for _ in range(MAX_ATTEMPTS):
        cards = []
        for hand, spent in zip(hands, used):
            card = hand[int(rand() * HAND_SIZE)]
            while card == INTERROBANG_CODE or card in spent and hand.count(card) <= spent.count(card):
                card = hand[int(rand() * HAND_SIZE)]
            spent.append(card)
            cards.append(card)
        top, leader, total = -1, -1, dummy
        for seat, card in enumerate(cards):
            total += VALUE[card]
            if card < STAR_BASE and (VALUE[card] > top or VALUE[card] == top and card >> 3 < cards[leader] >> 3):
                top, leader = VALUE[card], seat
        if leader >= 0 and total != 7:
            return cards, _maybe_interrobang(hands, cards, top, leader, rand)
    return None


def _maybe_interrobang(hands: list[list[int]], cards: list[int], top: int, leader: int,
                       rand: Callable[[], float]) -> int:
    for seat, card in enumerate(cards):
        if seat != leader and card < STAR_BASE and VALUE[card] == top and INTERROBANG_CODE in hands[seat]:
            return seat if rand() < 0.5 else leader
    return leader


@functools.lru_cache(maxsize=None)
def _deck_codes(mode: str, players: int) -> tuple[int, ...]:
    return tuple(int(c) for c in deck(mode, players))


def random_round(rules: Rules, rng: _random.Random) -> FastRound:
    """Deal, bet and play one complete random round (redealing as needed) on the fast path."""
    full = list(_deck_codes(rules.mode, rules.players))
    starts = range(0, rules.players * HAND_SIZE, HAND_SIZE)
    while True:
        rng.shuffle(full)
        hands = [full[s:s + HAND_SIZE] for s in starts]
        settled = random_bets(hands, rules.has_dummy, rng)
        if settled is not None:
            break
    cards, leader = settled
    pile = full[rules.players * HAND_SIZE:] if rules.has_dummy else None
    rnd = FastRound.start(hands, [VALUE[c] for c in cards], [c == NAUGHT_CODE for c in cards],
                          leader, cards[leader] >> 3, pile)
    random_playout(rnd, rng)
    return rnd
