"""Red7's table as the player sees it: where every card lies, advanced event by event.

The engine jumps from state to state; :class:`Red7Model` follows its events one at a time (a
card dealt, played to a palette or the canvas, put back on the deck, drawn; a fold; a round
won and scored) and knows each physical card's place: the deck, a hand, a palette, the canvas
or a score pile. Who is winning is the engine's own :func:`~oh7_desktop.games.red7.standing`
asked of the palettes on the table, so the marker follows the cards as they land.
:meth:`Red7Model.from_state` builds the model of a steady state (a resumed game).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from oh7_desktop.app.kit.kinds import CardKey, FollowsEvents, key_of, take
from oh7_desktop.app.kit.last_trick import LastTrick
from oh7_desktop.games.red7 import PACK, Card, GameState, Phase, Standing, standing
from oh7_desktop.games.red7 import events as ev

FULL_PACK: tuple[CardKey, ...] = tuple(key_of(card) for card in PACK)

__all__ = ["FULL_PACK", "Red7Model", "card_of", "key_of"]


def card_of(key: CardKey) -> Card:
    """The card a physical card shows."""
    return Card.of(key[0])


@dataclass
class Red7Model(FollowsEvents):
    """Every card's place plus the public facts the table shows (rule, folds, scores...)."""

    players: int
    deck: list[CardKey] = field(default_factory=list)
    hands: list[list[CardKey]] = field(default_factory=list)
    palettes: list[list[CardKey]] = field(default_factory=list)
    canvas: list[CardKey] = field(default_factory=list)
    scored: list[list[CardKey]] = field(default_factory=list)
    folded: list[bool] = field(default_factory=list)
    round_number: int = 0
    turn: int | None = None
    round_winner: int | None = None
    totals: list[int] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    last_trick: LastTrick | None = None
    """Always None: Red7 has no tricks, so the table's L key has nothing to show again."""

    @classmethod
    def empty(cls, players: int) -> Red7Model:
        """The whole pack stacked, nothing dealt."""
        model = cls(players=players, totals=[0] * players, scored=[[] for _ in range(players)])
        model.gather()
        return model

    def gather(self) -> None:
        """Every card not scored back on the deck; the round's public facts cleared."""
        kept = {key for pile in self.scored for key in pile}
        self.deck = [key for key in FULL_PACK if key not in kept]
        self.hands = [[] for _ in range(self.players)]
        self.palettes = [[] for _ in range(self.players)]
        self.canvas = []
        self.folded = [False] * self.players
        self.turn = self.round_winner = None

    @property
    def rule(self) -> str:
        """The rule in play: the colour of the canvas's top card (red on an empty canvas)."""
        return card_of(self.canvas[-1]).colour if self.canvas else "R"

    def standing(self, rule: str | None = None) -> Standing:
        """Who is winning on the table now (or under another rule), and which cards count."""
        palettes = [[card_of(k) for k in p] for p in self.palettes]
        return standing(rule or self.rule, palettes, [not f for f in self.folded])

    def _round_started(self, event: ev.RoundStarted) -> None:
        self.gather()
        self.round_number = event.round_number

    def _card_dealt(self, event: ev.CardDealt) -> None:
        key = take(self.deck, event.card)
        if key is not None:
            (self.palettes if event.to_palette else self.hands)[event.seat].append(key)

    def _turn_started(self, event: ev.TurnStarted) -> None:
        self.turn = event.seat

    def _to_palette(self, event: ev.CardToPalette) -> None:
        key = take(self.hands[event.seat], event.card)
        if key is not None:
            self.palettes[event.seat].append(key)

    def _to_canvas(self, event: ev.CardToCanvas) -> None:
        place = self.palettes[event.seat] if event.from_palette else self.hands[event.seat]
        key = take(place, event.card)
        if key is not None:
            self.canvas.append(key)

    def _to_deck(self, event: ev.CardToDeck) -> None:
        key = take(self.palettes[event.owner], event.card)
        if key is not None:
            self.deck.append(key)  # the deck's top is its last card

    def _drawn(self, event: ev.CardDrawn) -> None:
        key = take(self.deck, event.card)
        if key is not None:
            self.hands[event.seat].append(key)

    def _folded(self, event: ev.Folded) -> None:
        self.folded[event.seat] = True
        if self.turn == event.seat:
            self.turn = None

    def _round_won(self, event: ev.RoundWon) -> None:
        self.round_winner, self.turn = event.seat, None

    def _round_scored(self, event: ev.RoundScored) -> None:
        for card in event.scored:
            key = take(self.palettes[event.winner], card)
            if key is not None:
                self.scored[event.winner].append(key)
        self.totals = list(event.totals)

    def _game_won(self, event: ev.GameWon) -> None:
        self.winners = event.winners

    @classmethod
    def from_state(cls, state: GameState) -> Red7Model:
        """The model of a steady state (a resumed game, or the start)."""
        model = cls.empty(state.rules.players)
        model.totals = list(state.totals)
        model.winners = state.winners
        model.scored = [[key_of(c) for c in pile] for pile in state.scored]
        model.gather()
        if not state.log:
            return model
        model.round_number = state.round_number
        if state.phase is Phase.DEAL or state.phase is Phase.GAME_OVER:
            model.round_winner = state.log[-1].winner
            if state.rules.advanced:  # the scored round's cards were gathered for the next deal
                return model
        for seat in range(model.players):
            model.hands[seat] = [k for c in state.hands[seat] if (k := take(model.deck, c)) is not None]
            model.palettes[seat] = [k for c in state.palettes[seat] if (k := take(model.deck, c)) is not None]
        model.canvas = [k for c in state.canvas if (k := take(model.deck, c)) is not None]
        model.folded = [not a for a in state.active] if state.active else [False] * model.players
        model.turn = state.turn if state.phase in (Phase.TURN, Phase.AFTER_DRAW) else None
        return model


Red7Model.HANDLERS = {
    ev.RoundStarted: Red7Model._round_started, ev.CardDealt: Red7Model._card_dealt,
    ev.TurnStarted: Red7Model._turn_started, ev.CardToPalette: Red7Model._to_palette,
    ev.CardToCanvas: Red7Model._to_canvas, ev.CardToDeck: Red7Model._to_deck,
    ev.CardDrawn: Red7Model._drawn, ev.Folded: Red7Model._folded,
    ev.RoundWon: Red7Model._round_won, ev.RoundScored: Red7Model._round_scored,
    ev.GameWon: Red7Model._game_won,
}
