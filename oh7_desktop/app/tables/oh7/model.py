"""The table as the player sees it: where every physical card lies, advanced event by event.

The engine jumps from state to state; the table must show each step (a card dealt, a bet
flipped, a trick gathered). :class:`TableModel` follows the engine's events one at a time
and knows, for every physical card, which *place* it is in: the deck, a hand, a face-down
bet, the face-up row in front of its owner, the trick, a won pile, the discard or the
dummy's pile. It never decides what a viewer may see (see ``geometry``), and it knows the
hidden cards only because the table holds the whole engine state.

A physical card is a :data:`CardKey` ``(code, copy)``: the two ``N`` are ``(44, 0)`` and
``(44, 1)``. :meth:`TableModel.from_state` builds the model of a steady state (a resumed
game); following a batch of events must end on the same picture (tests check it).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from oh7_desktop.app.kit.kinds import CardKey, Line
from oh7_desktop.games.oh7 import DUMMY, Bet, Card, Deal, GameState, Phase, current_lead, deck, public_cards
from oh7_desktop.games.oh7 import events as ev


def keys_of(cards: tuple[Card, ...] | list[Card]) -> list[CardKey]:
    """Return the physical cards of a list of cards (repeated cards get copies 0, 1, ...)."""
    seen: Counter[int] = Counter()
    out: list[CardKey] = []
    for card in cards:
        out.append((int(card), seen[int(card)]))
        seen[int(card)] += 1
    return out


def card_of(key: CardKey) -> Card:
    """Return the card a physical card shows."""
    return Card.from_code(key[0])


def _take(place: list[CardKey], card: Card) -> CardKey | None:
    """Remove and return a physical card showing ``card`` from ``place`` (None if absent)."""
    for index, key in enumerate(place):
        if key[0] == int(card):
            return place.pop(index)
    return None




@dataclass
class Banner:
    """A message in the middle of the table: a title line and explanation lines."""

    title: Line
    lines: list[Line] = field(default_factory=list)


@dataclass
class TableModel:
    """Every physical card's place, plus the public facts the table shows (bets, trump...)."""

    players: int
    mode: str
    has_dummy: bool
    deck: list[CardKey] = field(default_factory=list)
    hands: list[list[CardKey]] = field(default_factory=list)
    front: list[list[CardKey]] = field(default_factory=list)
    pending: list[CardKey | None] = field(default_factory=list)
    trick: list[tuple[int, CardKey]] = field(default_factory=list)
    piles: dict[int, list[list[CardKey]]] = field(default_factory=dict)
    discard: list[CardKey] = field(default_factory=list)
    dummy_pile: list[CardKey] = field(default_factory=list)
    dummy_up: list[CardKey] = field(default_factory=list)
    deal_index: int = 0
    round_number: int = 0
    attempts: list[tuple[Card, ...]] = field(default_factory=list)
    bets: tuple[int, ...] = ()
    tricks_won: list[int] = field(default_factory=list)
    trump: str | None = None
    first_leader: int | None = None
    by_interrobang: bool = False
    lead_suit: str | None = None
    trick_winner: int | None = None
    last_trick: tuple[int, list[tuple[int, CardKey]]] | None = None
    totals: list[int] = field(default_factory=list)
    made_bets: list[int] = field(default_factory=list)
    scored: ev.RoundScored | None = None
    winners: tuple[int, ...] = ()
    tie_break: str = ""
    banner: Banner | None = None
    shuffling: bool = False
    hand_shown: bool = True

    @classmethod
    def empty(cls, players: int, mode: str) -> TableModel:
        """Return a table with the whole deck stacked, nothing dealt."""
        model = cls(players=players, mode=mode, has_dummy=players == 2)
        model.gather()
        model.totals = [0] * players
        model.made_bets = [0] * players
        return model

    @property
    def attempt(self) -> int:
        """The bet attempt under way (1-3)."""
        return len(self.attempts) + 1

    @property
    def dummy_tricks(self) -> int:
        """Tricks the dummy has won this round."""
        return len(self.piles.get(DUMMY, []))

    def gather(self) -> None:
        """Put every card back on the deck and clear the round's public facts."""
        self.deck = keys_of(deck(self.mode, self.players))
        self.hands = [[] for _ in range(self.players)]
        self.front = [[] for _ in range(self.players)]
        self.pending = [None] * self.players
        self.trick, self.discard, self.dummy_pile, self.dummy_up = [], [], [], []
        self.piles = {seat: [] for seat in range(self.players)}
        if self.has_dummy:
            self.piles[DUMMY] = []
        self.attempts, self.bets = [], ()
        self.tricks_won = [0] * self.players
        self.trump, self.first_leader, self.by_interrobang = None, None, False
        self.lead_suit, self.trick_winner, self.last_trick = None, None, None

    # -- following events -------------------------------------------------------------------
    def step(self, event: ev.Event, action: object = None) -> None:
        """Apply one engine event (``action`` is the action that caused it, for secret bets)."""
        match event:
            case ev.DealStarted():
                self._deal_started(event, action)
            case ev.CardDealt():
                self._card_dealt(event, action)
            case ev.RestSetAside():
                self._rest_set_aside(event, action)
            case ev.BetSubmitted():
                self._bet_submitted(event, action)
            case ev.BetsRevealed():
                self._bets_revealed(event, action)
            case ev.Redeal():
                self._redeal(event, action)
            case ev.InterrobangShown():
                self._interrobang_shown(event, action)
            case ev.BetsSettled():
                self._bets_settled(event, action)
            case ev.FirstLeaderChosen():
                self._first_leader_chosen(event, action)
            case ev.TrumpSet():
                self._trump_set(event, action)
            case ev.DummyCardTurnedUp():
                self._dummy_card_turned_up(event, action)
            case ev.CardPlayed():
                self._card_played(event, action)
            case ev.TrickWon():
                self._trick_won(event, action)
            case ev.RoundScored():
                self._round_scored(event, action)
            case ev.GameWon():
                self._game_won(event, action)
            case _:
                pass  # RebetNeeded, TieSettling: only words, the director's banner

    def _deal_started(self, event: ev.DealStarted, action: object) -> None:
        self.gather()
        self.deal_index, self.round_number = event.deal_index, event.round_number
        self.scored, self.shuffling, self.hand_shown = None, False, False

    def _card_dealt(self, event: ev.CardDealt, action: object) -> None:
        key = _take(self.deck, event.card)
        if key is not None:
            self.hands[event.seat].append(key)

    def _rest_set_aside(self, event: ev.RestSetAside, action: object) -> None:
        rest = list(action.rest) if isinstance(action, Deal) else []
        ordered = [k for c in rest if (k := _take(self.deck, c)) is not None] + self.deck
        self.deck = []
        if event.to_dummy:
            self.dummy_pile = ordered
        else:
            self.discard = ordered
        self.hand_shown = True

    def _bet_submitted(self, event: ev.BetSubmitted, action: object) -> None:
        if isinstance(action, Bet) and action.seat == event.seat:
            self.pending[event.seat] = _take(self.hands[event.seat], action.card)

    def _bets_revealed(self, event: ev.BetsRevealed, action: object) -> None:
        for seat, card in enumerate(event.cards):
            key = self.pending[seat]
            if key is None or key[0] != int(card):  # resumed mid-bet: find the card in the hand
                key = _take(self.hands[seat], card)
            self.pending[seat] = None
            if key is not None:
                self.front[seat].append(key)
        self.attempts.append(event.cards)

    def _redeal(self, event: ev.Redeal, action: object) -> None:
        self.gather()

    def _interrobang_shown(self, event: ev.InterrobangShown, action: object) -> None:
        if event.shown:
            key = _take(self.hands[event.seat], Card.from_str("?"))
            if key is not None:
                self.front[event.seat].append(key)

    def _bets_settled(self, event: ev.BetsSettled, action: object) -> None:
        self.bets = event.bets

    def _first_leader_chosen(self, event: ev.FirstLeaderChosen, action: object) -> None:
        self.first_leader, self.by_interrobang = event.seat, event.by_interrobang

    def _trump_set(self, event: ev.TrumpSet, action: object) -> None:
        self.trump = event.suit or None

    def _dummy_card_turned_up(self, event: ev.DummyCardTurnedUp, action: object) -> None:
        key = _take(self.dummy_pile, event.card)
        if key is not None:
            self.dummy_up.append(key)

    def _card_played(self, event: ev.CardPlayed, action: object) -> None:
        if event.seat == DUMMY:
            key = _take(self.dummy_up, event.card) or _take(self.dummy_pile, event.card)
        else:
            # A hidden copy goes first: the engine keeps the revealed copy public (two N).
            key = _take(self.hands[event.seat], event.card) or _take(self.front[event.seat], event.card)
        if key is not None:
            self.trick.append((event.seat, key))
        self.lead_suit = event.lead_suit
        self.trick_winner = None

    def _trick_won(self, event: ev.TrickWon, action: object) -> None:
        self.mark_winner(event.seat)
        self.gather_trick()

    def mark_winner(self, seat: int) -> None:
        """Highlight the winner of the complete trick (the cards stay in the middle)."""
        self.trick_winner = seat

    def gather_trick(self) -> None:
        """Slide the complete trick to its winner's pile."""
        seat = self.trick_winner if self.trick_winner is not None else DUMMY
        self.piles.setdefault(seat, []).append([key for _, key in self.trick])
        if seat != DUMMY:
            self.tricks_won[seat] += 1
        self.last_trick = (seat, list(self.trick))
        self.trick, self.trick_winner, self.lead_suit = [], None, None

    def _round_scored(self, event: ev.RoundScored, action: object) -> None:
        self.scored = event
        self.totals = list(event.totals)
        self.made_bets = [m + int(ok) for m, ok in zip(self.made_bets, event.made)]

    def _game_won(self, event: ev.GameWon, action: object) -> None:
        self.winners, self.tie_break = event.winners, event.tie_break

    # -- a steady state ---------------------------------------------------------------------
    @classmethod
    def from_state(cls, state: GameState) -> TableModel:
        """Return the table showing ``state`` at rest (used to resume a saved game)."""
        model = cls.empty(state.players, state.rules.mode)
        model.deal_index, model.round_number = state.deal_index, state.round_number
        model.totals, model.made_bets = list(state.totals), list(state.made_bets)
        history = state.history
        model.scored = history[-1] if history else None
        model.winners, model.tie_break = state.winners, state.tie_break
        if state.phase in (Phase.DEAL, Phase.GAME_OVER):
            model.round_number = len(history) - 1 if history else 0  # the round last shown
            return model
        pool = model.deck
        model.deck = []
        model.attempts = list(state.attempts)
        for seat in range(state.players):
            public = Counter(public_cards(state, seat))
            hand = list(state.hands[seat])
            pending = state.pending[seat] if state.phase is Phase.BET else None
            model._place_front(seat, hand, public, pool)
            if pending is not None:
                hand.remove(pending)
                model.pending[seat] = _take(pool, pending)
            model.hands[seat] = [k for c in hand if (k := _take(pool, c)) is not None]
        model.trick = [(seat, k) for seat, c in state.trick if (k := _take(pool, c)) is not None]
        for trick, winner in zip(state.tricks, state.trick_winners):
            model.piles.setdefault(winner, []).append([k for _, c in trick if (k := _take(pool, c))])
        model.dummy_up = [k for c in state.dummy_up if (k := _take(pool, c)) is not None]
        rest = [k for c in state.rest if (k := _take(pool, c)) is not None]
        if state.rules.has_dummy:
            model.dummy_pile = rest
        else:
            model.discard = rest
        model._state_facts(state)
        return model

    def _place_front(self, seat: int, hand: list[Card], public: Counter[Card],
                     pool: list[CardKey]) -> None:
        """Move ``seat``'s public cards from ``hand`` to the face-up row, in the order bet."""
        order = [attempt[seat] for attempt in self.attempts] + [Card.from_str("?")]
        for card in order:
            if public[card] > 0:
                public[card] -= 1
                hand.remove(card)
                key = _take(pool, card)
                if key is not None:
                    self.front[seat].append(key)

    def _state_facts(self, state: GameState) -> None:
        """The public facts of a steady state, as the engine states them."""
        self.bets = state.bets
        self.tricks_won = list(state.tricks_won) if state.tricks_won else [0] * self.players
        self.trump, self.first_leader = state.trump, state.first_leader
        self.by_interrobang = state.interrobang_shown
        self.lead_suit = current_lead(state)
        if state.tricks:
            winner = state.trick_winners[-1]
            keys = self.piles[winner][-1]
            self.last_trick = (winner, [(seat, k) for (seat, _), k in zip(state.tricks[-1], keys)])

    def signature(self) -> dict[str, object]:
        """Return the cards of every place as sorted codes (to compare two models)."""
        def codes(keys: list[CardKey]) -> list[int]:
            return sorted(k[0] for k in keys)
        return {
            "deck": codes(self.deck), "hands": [codes(h) for h in self.hands],
            "front": [codes(f) for f in self.front],
            "pending": [None if k is None else k[0] for k in self.pending],
            "trick": [(s, k[0]) for s, k in self.trick],
            "piles": {s: [codes(t) for t in p] for s, p in self.piles.items()},
            "discard": codes(self.discard), "dummy_pile": codes(self.dummy_pile),
            "dummy_up": codes(self.dummy_up), "bets": self.bets, "trump": self.trump,
            "tricks_won": self.tricks_won, "first_leader": self.first_leader,
            "totals": self.totals, "made_bets": self.made_bets,
        }
