"""Seven Up's table as the players see it: where every card lies, advanced event by event.

The engine jumps from state to state; :class:`SevenUpModel` follows its events one at a time
(a card dealt, a card turned up by the stock, a decision said, a run's extras leaving the
deal, a set-aside, a card played, a trick gathered, a point awarded) and knows each physical
card's place: the stock, a hand, the turned cards, the repeated runs' discard, a seat's
set-aside, the trick or a won pile. It never decides who may see a card (see ``geometry``).
:meth:`SevenUpModel.from_state` builds the model of a steady state (a resumed game).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.tricks import TrickPiles, card_of, key_of, take
from oh7_desktop.games.seven_up import Card, DealLog, GameState, Phase
from oh7_desktop.games.seven_up import events as ev

FULL_PACK: tuple[CardKey, ...] = tuple((code, 0) for code in range(52))


@dataclass(frozen=True)
class Award:
    """One point as the table shows it: who, what for, and the card that won it."""

    seat: int
    kind: str
    card: CardKey | None


@dataclass
class SevenUpModel(TrickPiles):
    """Every card's place plus the public facts the table shows (proposal, trump, points...)."""

    deck: list[CardKey] = field(default_factory=list)
    turned: list[CardKey] = field(default_factory=list)
    """Cards turned up by the stock this pack, in order: the last one is the proposal."""
    discard: list[CardKey] = field(default_factory=list)
    """Extra cards of runs that turned the same suit: out of the deal, unseen."""
    extras: list[list[CardKey]] = field(default_factory=list)
    """A run's 3 + 3 extra cards, face down by each hand until the turned card decides: they
    join the hands (a new suit) or leave the deal unseen (the same suit)."""
    aside: list[list[CardKey]] = field(default_factory=list)
    deal_index: int = 0
    dealer: int = 0
    trump: str | None = None
    proposal: str | None = None
    said: list[tuple[int, str]] = field(default_factory=list)
    """The deal's decisions so far, by seat, in order (``beg``, ``run``...)."""
    awards: list[Award] = field(default_factory=list)
    """The points of this deal as they were awarded (turned jacks and a gift included)."""
    leader: int | None = None
    totals: list[int] = field(default_factory=lambda: [0, 0])
    scored: ev.DealScored | None = None
    winner: int | None = None
    reshuffles: int = 0
    exhausted: bool = False
    """The pack ran out during a run: every card is being gathered for a new pack."""

    @classmethod
    def empty(cls) -> SevenUpModel:
        """The whole pack stacked, nothing dealt."""
        model = cls()
        model.gather()
        return model

    def gather(self) -> None:
        """Every card back on the stock (a new deal, or a new pack after the old ran out)."""
        self.deck = list(FULL_PACK)
        self.hands, self.aside, self.piles, self.extras = [[], []], [[], []], [[], []], [[], []]
        self.turned, self.discard, self.trick = [], [], []
        self.tricks_won, self.trick_winner, self.leader, self.last_trick = [0, 0], None, None, None

    @property
    def elder(self) -> int:
        """The dealer's opponent."""
        return 1 - self.dealer

    def _deal_started(self, event: ev.DealStarted) -> None:
        self.gather()
        self.deal_index, self.dealer = event.deal_index, event.dealer
        self.trump = self.proposal = None
        self.said, self.awards, self.scored, self.reshuffles = [], [], None, 0

    def _pack_shuffled(self, event: ev.PackShuffled) -> None:
        if event.reshuffle:
            self.gather()
            self.reshuffles, self.proposal, self.exhausted = event.reshuffle, None, False
            self.said = []

    def _card_dealt(self, event: ev.CardDealt) -> None:
        key = take(self.deck, event.card)
        if key is not None:
            (self.extras if event.extra else self.hands)[event.seat].append(key)

    def _card_turned(self, event: ev.CardTurned) -> None:
        key = take(self.deck, event.card)
        if key is not None:
            self.turned.append(key)
        self.proposal = event.suit

    def _decided(self, event: ev.Decided) -> None:
        self.said.append((event.seat, event.decision))

    def _run_repeated(self, event: ev.RunRepeated) -> None:
        for seat, cards in enumerate(event.extras):
            for card in cards:
                key = take(self.extras[seat], card)
                if key is not None:
                    self.discard.append(key)

    def _pack_exhausted(self, event: ev.PackExhausted) -> None:
        self.exhausted = True

    def _trump_set(self, event: ev.TrumpSet) -> None:
        self.trump = event.suit
        for seat in (0, 1):  # a run on a new suit: the extra cards join the hands
            self.hands[seat] += self.extras[seat]
            self.extras[seat] = []

    def _point_scored(self, event: ev.PointScored) -> None:
        card = None if event.card is None else key_of(event.card)
        if event.kind == "gift" and card is None and self.turned:
            card = self.turned[-1]  # the turned card the elder begged on
        self.awards.append(Award(event.seat, event.kind, card))
        self.totals = list(event.totals)

    def _set_aside_done(self, event: ev.SetAsideDone) -> None:
        for card in event.cards:
            key = take(self.hands[event.seat], card)
            if key is not None:
                self.aside[event.seat].append(key)

    def _play_started(self, event: ev.PlayStarted) -> None:
        self.leader = event.leader

    def _deal_scored(self, event: ev.DealScored) -> None:
        self.gather_trick()
        self.scored = event
        self.totals = list(event.totals)

    def _game_won(self, event: ev.GameWon) -> None:
        self.winner = event.winner
        self.totals = list(event.totals)

    @classmethod
    def from_state(cls, state: GameState) -> SevenUpModel:
        """The model of a steady state (a resumed game, or the start)."""
        model = cls.empty()
        model.totals, model.winner = list(state.totals), (state.winners[0] if state.winners else None)
        if not state.log:
            return model
        log = state.current
        model.deal_index, model.dealer = len(state.log) - 1, log.dealer
        model.scored = log.scored
        model.awards = deal_awards(log)
        if state.phase is Phase.DEAL and (log.scored is not None or not state.turned):
            return model  # between deals (or a new pack is due): nothing on the table
        model.said = [(model.dealer if i % 2 else model.elder, d) for i, d in enumerate(log.decisions[-2:])]
        model.trump, model.proposal, model.reshuffles = state.trump, state.proposal, log.reshuffles
        _place_cards(model, state)
        return model


def deal_awards(log: DealLog) -> list[Award]:
    """A deal's points as they were awarded, with their cards: the turned jacks (a deal's
    own turn or a run's new suit), a gift (with the turned card begged on), then high, low,
    jack and game once scored."""
    jacks: list[CardKey | None] = [key_of(card) for i, card in enumerate(log.turned) if card.rank_char == "J"
                                   and (i == 0 or log.turned[i - 1].suit != card.suit)]
    count = log.turned_jacks[log.dealer]
    jacks = (jacks + [None] * count)[:count]
    awards = [Award(log.dealer, "turned_jack", card) for card in jacks]
    begged = key_of(log.turned[-1]) if log.turned else None
    awards += [Award(1 - log.dealer, "gift", begged)] if log.gift else []
    scored = log.scored
    if scored is not None:
        for kind, seat, card in (("high", scored.high, scored.high_card), ("low", scored.low, scored.low_card),
                                 ("jack", scored.jack, scored.jack_card), ("game", scored.game, None)):
            if seat is not None:
                awards.append(Award(seat, kind, None if card is None else key_of(card)))
    return awards


def _place_cards(model: SevenUpModel, state: GameState) -> None:
    """Take each visible card of ``state`` off the stock to its place."""
    def take_all(cards: tuple[Card, ...]) -> list[CardKey]:
        return [k for c in cards if (k := take(model.deck, c)) is not None]

    model.turned = take_all(state.turned)
    model.discard = take_all(state.discarded)
    for seat in (0, 1):
        model.hands[seat] = take_all(state.hands[seat])
        model.aside[seat] = take_all(state.set_aside[seat] or ())
    if state.phase in (Phase.PLAY, Phase.GAME_OVER):
        model.resume_tricks(model.deck, state.tricks, state.trick_winners, state.trick)
        model.leader = state.leader
    if state.phase is Phase.DEAL:  # the pack ran out: gathered, a new one is due
        model.gather()
        model.exhausted = True


SevenUpModel.HANDLERS = {
    ev.DealStarted: SevenUpModel._deal_started, ev.PackShuffled: SevenUpModel._pack_shuffled,
    ev.CardDealt: SevenUpModel._card_dealt, ev.CardTurned: SevenUpModel._card_turned,
    ev.Decided: SevenUpModel._decided, ev.RunRepeated: SevenUpModel._run_repeated,
    ev.PackExhausted: SevenUpModel._pack_exhausted, ev.TrumpSet: SevenUpModel._trump_set,
    ev.PointScored: SevenUpModel._point_scored, ev.SetAsideDone: SevenUpModel._set_aside_done,
    ev.PlayStarted: SevenUpModel._play_started, ev.CardPlayed: SevenUpModel.card_played,
    ev.TrickWon: SevenUpModel.trick_won, ev.DealScored: SevenUpModel._deal_scored,
    ev.GameWon: SevenUpModel._game_won,
}

__all__ = ["Award", "FULL_PACK", "SevenUpModel", "card_of", "deal_awards", "key_of"]
