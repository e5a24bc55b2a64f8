"""Oh 7 ?'s one fast simulator: a lean, mutable round of tricks on int card codes.

The bots play their playouts on it, and ``oh7 bench engine`` (:mod:`.bench`) measures it through
:func:`random_round`: random bets follow the engine's betting rules
(:func:`.betting.attempt_failure`, :func:`.betting.leader_by_priority`), the tricks uniformly random
legal cards; a test replays these rounds through the checked :func:`~oh7_desktop.games.oh7.apply`
and finds the same tricks and points.

>>> import random
>>> rnd = random_round(Rules("base", 4), random.Random(1))
>>> rnd.done, sum(rnd.won) + rnd.dummy_won
(True, 7)

Documented unchecked path: :meth:`Sim.play` trusts its caller (legal cards only) and emits
no events; the rules are the engine's own (the strength table comes from
:func:`.tricks.strength`, the constants from the engine), and tests replay whole rounds
through both. Card codes are the engine's (``int(card)``): ``suit * 8 + value`` for regular
cards, 40-43 the stars, 44 ``N``, 45 ``?``. Suits are indices 0-4 (S H C D F), -1 for none.
Seat -1 is the two-player dummy, which answers on its own by rule.
"""

from __future__ import annotations

import functools
import random as _random
from collections.abc import Callable
from typing import Final

from ..stdrandom import shuffle
from .actions import DUMMY
from .betting import attempt_failure, leader_by_priority
from .cards import CARD_COUNT, INTERROBANG_CODE, NAUGHT_CODE, STAR_BASE, SUITS, Card, deck
from .rules import DUMMY_BET, HAND_SIZE, MAX_ATTEMPTS, TRICKS_PER_ROUND, Rules
from .state import GameState
from .tricks import strength

NAUGHT: Final = NAUGHT_CODE
QUERY: Final = INTERROBANG_CODE
TRICKS: Final = TRICKS_PER_ROUND


def card_suit(code: int) -> int:
    """Return the suit index of a regular card, -1 for a special."""
    return code >> 3 if code < STAR_BASE else -1


def card_value(code: int) -> int:
    """Return the face value (stars 1-4, ``N`` and ``?`` 0)."""
    return Card.from_code(code).value


def _strength(code: int, trump: int, lead: int) -> int:
    """Return the engine's strength of a card as one number (0: cannot win)."""
    tier, rank = strength(Card.from_code(code), SUITS[trump] if trump >= 0 else None,
                          SUITS[lead] if lead >= 0 else None)
    return tier * 100 + rank if tier else 0


STRENGTH: Final = tuple(
    tuple(tuple(_strength(c, trump, lead) for c in range(CARD_COUNT)) for lead in range(-1, 5))
    for trump in range(-1, 5)
)
"""``STRENGTH[trump + 1][lead + 1][code]``."""


def _dummy_key(code: int, trump: int) -> int:
    """The dummy's 'lowest/highest' order: value, then trump, then suit priority."""
    return card_value(code) * 100 + (10 if card_suit(code) == trump else 0) + 5 - card_suit(code)


_ORDERS: Final = tuple(tuple(tuple((lead + k) % n for k in range(n)) for lead in range(n))
                       for n in range(7))


class Sim:
    """One round from the first trick on: hands, the trick, the dummy, tricks won, bets."""

    __slots__ = ("n", "hands", "pile", "up", "trump", "leader", "first", "tseats", "tcards",
                 "lead", "won", "dummy_won", "ntricks", "bets", "naught", "gone", "order",
                 "strength", "deck", "winners")

    def __init__(self, hands: list[list[int]], trump: int, leader: int, bets: list[int],
                 naught: list[bool], pile: list[int] | None = None, up: list[int] | None = None,
                 first: int | None = None, deck: list[int] | None = None) -> None:
        self.n = len(hands)
        self.deck = deck if deck is not None else [1] * 46
        """How many copies of each code the game's deck holds (shared, never changed)."""
        self.hands = hands
        self.pile = pile if pile is not None else []
        """The dummy's hidden pile, top card LAST (``pop()`` draws it)."""
        self.up = up if up is not None else []
        self.trump = trump
        self.leader = leader
        self.first = leader if first is None else first
        self.tseats: list[int] = []
        self.tcards: list[int] = []
        self.lead = -1
        self.won = [0] * self.n
        self.dummy_won = 0
        self.ntricks = 0
        self.bets = bets
        self.naught = naught
        self.gone = [0] * 46
        self.winners: list[int] = []
        """The winners of the round's completed tricks, in order (-1: the dummy)."""
        self.strength = STRENGTH[trump + 1][0]
        self.order = self._order()

    @classmethod
    def start(cls, hands: list[list[int]], rest: list[int], cards: list[int], leader: int,
              deck: list[int] | None = None) -> Sim:
        """Return the round whose final bet cards are ``cards`` (by seat), led by ``leader``;
        ``rest`` is the discard or, with two players, the dummy's pile (top card LAST)."""
        pile, up = rest, []
        if len(hands) == 2:
            pile = rest[:]
            up = [pile.pop(), pile.pop()]
        return cls([h[:] for h in hands], cards[leader] >> 3, leader,
                   [card_value(c) for c in cards], [c == NAUGHT for c in cards],
                   pile=pile, up=up, first=leader, deck=deck)

    @classmethod
    def from_state(cls, state: GameState) -> Sim:
        """Return the simulator of a checked state in the PLAY phase (mid-trick included),
        every hand open (for tests and benchmarks; bots build theirs from a view)."""
        sim = cls([[int(c) for c in hand] for hand in state.hands], SUITS.index(state.trump or "S"),
                  state.leader, list(state.bets), [c.is_naught for c in state.bet_cards],
                  pile=[int(c) for c in reversed(state.rest)], up=[int(c) for c in state.dummy_up],
                  first=state.first_leader)
        sim.won, sim.dummy_won, sim.ntricks = list(state.tricks_won), state.dummy_tricks, len(state.tricks)
        sim.winners = list(state.trick_winners)
        for seat, card in state.trick:
            sim.place(seat, int(card))
        for trick in state.tricks:
            for _, card in trick:
                sim.gone[card] += 1
        return sim

    @property
    def has_dummy(self) -> bool:
        """True in the two-player game."""
        return self.n == 2

    def clone(self) -> Sim:
        """Return an independent copy."""
        # Through the constructor, then field by field: mypyc's compiled classes have no
        # ``__new__`` to call.
        new = Sim([h[:] for h in self.hands], self.trump, self.leader, self.bets, self.naught,
                  pile=self.pile[:], up=self.up[:], first=self.first, deck=self.deck)
        new.tseats, new.tcards, new.lead = self.tseats[:], self.tcards[:], self.lead
        new.won, new.dummy_won, new.ntricks = self.won[:], self.dummy_won, self.ntricks
        new.gone, new.winners = self.gone[:], self.winners[:]
        new.strength, new.order = self.strength, self.order
        return new

    def _order(self) -> tuple[int, ...]:
        if self.n == 2:
            if self.leader == DUMMY:
                return (DUMMY, self.first, 1 - self.first)
            return (self.leader, 1 - self.leader, DUMMY)
        return _ORDERS[self.n][self.leader]

    @property
    def done(self) -> bool:
        """True once the seven tricks are played."""
        return self.ntricks == TRICKS

    def to_play(self) -> int:
        """Return the seat whose card the trick waits for (never the dummy)."""
        return self.order[len(self.tcards)]

    def legal(self, seat: int | None = None) -> list[int]:
        """Return the distinct cards ``seat`` (default: the seat to play) may play now, in
        code order."""
        hand, lead = self.hands[self.to_play() if seat is None else seat], self.lead
        if lead >= 0:
            # A special's code >> 3 is 5: it never matches a lead suit.
            out = [c for c in hand if c >> 3 == lead]
            if out:
                out += [c for c in hand if c >= STAR_BASE]
                if out.count(NAUGHT) > 1:
                    out.remove(NAUGHT)
                out.sort()
                return out
        out = sorted(hand)
        if out.count(NAUGHT) > 1:
            out.remove(NAUGHT)
        return out

    def best(self) -> tuple[int, int]:
        """Return (seat, strength) of the card winning the trick so far ((-2, 0) if none)."""
        strength = self.strength
        seat, top = -2, 0
        for s, c in zip(self.tseats, self.tcards):
            if strength[c] > top:
                seat, top = s, strength[c]
        return seat, top

    def play(self, code: int) -> None:
        """Play ``code`` for the seat to play (unchecked), then let the dummy act and the
        trick resolve."""
        tcards = self.tcards
        seat = self.order[len(tcards)]
        self.hands[seat].remove(code)
        self.tseats.append(seat)
        tcards.append(code)
        self.gone[code] += 1
        if self.lead < 0 and code < STAR_BASE:
            self.lead = code >> 3
            self.strength = STRENGTH[self.trump + 1][self.lead + 1]
        size = len(self.order)
        if len(tcards) < size and self.order[len(tcards)] == DUMMY:
            self._dummy_last()
        if len(tcards) == size:
            self._gather()

    def place(self, seat: int, code: int) -> None:
        """Put ``seat``'s card on the trick without any automation (replays, rebuilds)."""
        self.tseats.append(seat)
        self.tcards.append(code)
        self.gone[code] += 1
        if self.lead < 0 and code < STAR_BASE:
            self.lead = code >> 3
            self.strength = STRENGTH[self.trump + 1][self.lead + 1]

    def _dummy_last(self) -> None:
        self.up.append(self.pile.pop())
        trump, lead, strength = self.trump, self.lead, self.strength
        legal = [c for c in self.up if c >> 3 == lead] or self.up[:]
        legal.sort(key=lambda c: _dummy_key(c, trump))
        top = max(strength[c] for c in self.tcards)
        winning = [c for c in legal if strength[c] > top]
        if self.dummy_won < DUMMY_BET:
            card = (winning[0] if self.dummy_won == 0 else winning[-1]) if winning else legal[0]
        else:
            losing = [c for c in legal if strength[c] <= top]
            card = losing[-1] if losing else legal[-1]
        self.up.remove(card)
        self.place(DUMMY, card)

    def _gather(self) -> None:
        winner, _ = self.best()
        self.close_trick(winner)
        if winner == DUMMY and self.ntricks < TRICKS:
            self.place(DUMMY, self.pile.pop())

    def close_trick(self, winner: int) -> None:
        """Give the trick to ``winner`` and let it lead the next (the dummy's lead is the
        caller's business: :meth:`play` draws it from the pile)."""
        if winner == DUMMY:
            self.dummy_won += 1
        else:
            self.won[winner] += 1
        self.winners.append(winner)
        self.ntricks += 1
        self.tseats, self.tcards, self.lead = [], [], -1
        self.strength = STRENGTH[self.trump + 1][0]
        self.leader = winner
        self.order = self._order()

    def points(self) -> list[int]:
        """Return the round's points by seat (the rulings' scoring, dummy loss in the basket)."""
        losses = [abs(b - t) for b, t in zip(self.bets, self.won)]
        basket = sum(losses) + (abs(DUMMY_BET - self.dummy_won) if self.n == 2 else 0)
        return [basket - loss if loss else 2 * basket + (0 if nz else 2) + t
                for loss, t, nz in zip(losses, self.won, self.naught)]


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
        shuffle(rng, full)  # rng.shuffle's draws, compiled
        hands = [full[s:s + HAND_SIZE] for s in starts]
        settled = random_bets(hands, rules.has_dummy, rng)
        if settled is not None:
            break
    cards, leader = settled
    rest = full[rules.players * HAND_SIZE:][::-1]  # the simulator's pile has its top card last
    sim = Sim.start(hands, rest, cards, leader)
    random_playout(sim, rng)
    return sim


__all__ = ["DUMMY", "DUMMY_BET", "NAUGHT", "QUERY", "STAR_BASE", "STRENGTH", "TRICKS", "Sim",
           "card_suit", "card_value", "random_bets", "random_playout", "random_round"]
