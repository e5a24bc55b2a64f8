"""Oh Hell's table as the player sees it: where every card lies, advanced event by event.

The engine jumps from state to state; :class:`HellModel` follows its events one at a time
(a card dealt, the trump card turned, a bid, a card played, a trick gathered) and knows each
physical card's place: the pack, a hand, the turned trump card, the trick or a won pile. It
never decides who may see a card (see ``geometry``). :meth:`HellModel.from_state` builds the
model of a steady state (a resumed game).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.tricks import TrickPiles, card_of, key_of, take
from oh7_desktop.games.oh_hell import GameState, Phase
from oh7_desktop.games.oh_hell import events as ev

FULL_PACK: tuple[CardKey, ...] = tuple((code, 0) for code in range(52))


@dataclass
class HellModel(TrickPiles):
    """Every card's place plus the public facts the table shows (bids, trump, tricks...)."""

    players: int = 0
    deck: list[CardKey] = field(default_factory=list)
    trump_card: CardKey | None = None
    hand_number: int = 0
    cards: int = 0
    dealer: int = 0
    has_trump: bool = True
    trump: str | None = None
    bids: list[int | None] = field(default_factory=list)
    chosen: list[bool] = field(default_factory=list)
    leader: int | None = None
    totals: list[int] = field(default_factory=list)
    scored: ev.HandScored | None = None
    winners: tuple[int, ...] = ()
    hand_shown: bool = True

    @classmethod
    def empty(cls, players: int) -> HellModel:
        """The whole pack stacked, nothing dealt."""
        model = cls(players=players, totals=[0] * players)
        model.gather()
        return model

    def gather(self) -> None:
        """Every card back on the pack; the hand's public facts cleared."""
        self.deck = list(FULL_PACK)
        self.hands = [[] for _ in range(self.players)]
        self.piles = [[] for _ in range(self.players)]
        self.trick, self.trump_card, self.trump = [], None, None
        self.bids = [None] * self.players
        self.chosen = [False] * self.players
        self.tricks_won = [0] * self.players
        self.leader, self.trick_winner, self.last_trick = None, None, None

    def _hand_started(self, event: ev.HandStarted) -> None:
        self.gather()
        self.hand_number, self.cards, self.dealer = event.hand, event.cards, event.dealer
        self.has_trump, self.scored, self.hand_shown = event.has_trump, None, False

    def _card_dealt(self, event: ev.CardDealt) -> None:
        key = take(self.deck, event.card)
        if key is not None:
            self.hands[event.seat].append(key)

    def _trump_turned(self, event: ev.TrumpTurned) -> None:
        self.trump_card = take(self.deck, event.card)
        self.trump = event.suit

    def _rest_set_aside(self, event: ev.RestSetAside) -> None:
        self.hand_shown = True

    def _bid_made(self, event: ev.BidMade) -> None:
        self.hand_shown = True
        self.bids[event.seat] = event.bid
        self.chosen[event.seat] = True

    def _bid_submitted(self, event: ev.BidSubmitted) -> None:
        self.hand_shown = True
        self.chosen[event.seat] = True

    def _bids_revealed(self, event: ev.BidsRevealed) -> None:
        self.bids = list(event.bids)

    def _bidding_closed(self, event: ev.BiddingClosed) -> None:
        self.bids = list(event.bids)
        self.leader = event.leader

    def _hand_scored(self, event: ev.HandScored) -> None:
        self.gather_trick()
        self.scored = event
        self.totals = list(event.totals)

    def _game_won(self, event: ev.GameWon) -> None:
        self.winners = event.winners

    @classmethod
    def from_state(cls, state: GameState) -> HellModel:
        """The model of a steady state (a resumed game, or the start)."""
        model = cls.empty(state.rules.players)
        model.totals = list(state.totals) if state.totals else [0] * model.players
        model.winners = state.winners
        if state.phase is Phase.DEAL or state.phase is Phase.GAME_OVER or not state.log:
            if state.log and state.log[-1].scored is not None:
                model.scored = state.log[-1].scored
            return model
        log = state.log[-1]
        model.hand_number, model.cards, model.dealer = state.hand_index, log.cards, log.dealer
        model.has_trump = log.trump_card is not None
        for seat, cards in enumerate(state.hands):
            model.hands[seat] = [k for c in cards if (k := take(model.deck, c)) is not None]
        if log.trump_card is not None:
            model.trump_card, model.trump = take(model.deck, log.trump_card), state.trump
        model.bids = list(state.bids)
        model.chosen = [b is not None or (p is not None) for b, p in zip(state.bids, state.pending or state.bids)]
        model.resume_tricks(model.deck, state.tricks, log.trick_winners, state.trick)
        model.leader = state.leader
        return model


HellModel.HANDLERS = {
    ev.HandStarted: HellModel._hand_started, ev.CardDealt: HellModel._card_dealt,
    ev.TrumpTurned: HellModel._trump_turned, ev.RestSetAside: HellModel._rest_set_aside,
    ev.BidMade: HellModel._bid_made, ev.BidSubmitted: HellModel._bid_submitted,
    ev.BidsRevealed: HellModel._bids_revealed, ev.BiddingClosed: HellModel._bidding_closed,
    ev.CardPlayed: HellModel.card_played, ev.TrickWon: HellModel.trick_won,
    ev.HandScored: HellModel._hand_scored, ev.GameWon: HellModel._game_won,
}

__all__ = ["FULL_PACK", "HellModel", "card_of", "key_of"]
