"""What one seat may know: its hand and every public card, and nothing hidden.

Public: every palette (a folded player's too: everyone saw it), the canvas, the number of
cards in each hand and in the deck, the cards put face down on top of the deck in view of
everyone (a 7's or a 1's action) and, once drawn, which hand holds them; every turn's moves
(never a drawn card), scored cards and totals. Hidden: other hands, the deck's order and the
cards of earlier rounds' decks. The seed is not in the view (it would reveal every deck):
``decision_seed`` is a one-way hash of the seed, the seat and the action's position.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass

from .actions import Action, Finish, Fold, Move
from .cards import COLOURS, PACK, Card, mask_of
from .game import effect_code, legal_actions, to_move
from .rules import Phase, Rules
from .standing import Standing, standing
from .state import GameState, TurnLog
from .legality import Pos, discard, do_effect, play


@dataclass(frozen=True)
class RoundOutcome:
    """A finished round as everyone saw it."""

    winner: int
    rule: str
    scored: tuple[Card, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of the game. Public facts about every seat, private ones of its own."""

    seat: int
    rules: Rules
    phase: Phase
    round_number: int
    decision_seed: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]
    """Per seat, the hand cards everyone knows (drawn from the deck's known top)."""
    palettes: tuple[tuple[Card, ...], ...]
    active: tuple[bool, ...]
    canvas: tuple[Card, ...]
    rule: str
    deck_size: int
    deck_known: tuple[Card, ...]
    """The deck's top cards everyone saw put there, top first."""
    turn: int | None
    first: int | None
    opening: tuple[Card, ...]
    """The palettes' first cards this round (dealt face up), by seat."""
    turns: tuple[TurnLog, ...]
    """This round's turns so far (the cards moved: never a drawn card)."""
    out_order: tuple[int, ...]
    scored: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    history: tuple[RoundOutcome, ...]
    winners: tuple[int, ...]
    legal: tuple[Action, ...]

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    def standing(self, rule: str | None = None) -> Standing:
        """Who is winning now (or under another rule): the table's marker and highlights."""
        return standing(rule or self.rule, self.palettes, self.active)

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards this seat cannot place: other hands' unknown cards and the deck's unknown part
        (canonical order)."""
        seen = Counter(self.hand)
        for seat, cards in enumerate(self.known):
            if seat != self.seat:
                seen.update(cards)
        for cards in (*self.palettes, self.canvas, self.deck_known, *self.scored):
            seen.update(cards)
        return tuple(card for card in PACK if card not in seen)

    def hidden_counts(self) -> tuple[int, ...]:
        """How many unknown cards each seat holds (0 for this seat), then the deck's unknown
        part: the sizes the unseen cards fill."""
        hands = tuple(0 if s == self.seat else size - len(self.known[s])
                      for s, size in enumerate(self.hand_sizes))
        return (*hands, self.deck_size - len(self.deck_known))


def preview(view: SeatView, action: Action) -> Standing:
    """Return who would be winning after one of the seat's moves, before it is played: the
    table's hover preview (which cards would count, and whether the mover would be winning).
    A move that draws is shown as it stands before the draw; a fold shows the seat out."""
    active = tuple(a and not (isinstance(action, Fold) and s == view.seat)
                   for s, a in enumerate(view.active))
    pos = Pos(mask_of(view.hand), tuple(mask_of(p) for p in view.palettes),
              COLOURS.index(view.rule), view.deck_size)
    if isinstance(action, Move) and action.palette is not None:
        pos = play(pos, view.seat, action.palette)
        for effect in action.effects:
            pos = do_effect(pos, view.seat, effect_code(effect))
    if isinstance(action, (Move, Finish)) and action.canvas is not None:
        pos = discard(pos, action.canvas)
    return standing(pos.rule, pos.palettes, active)


def decision_seed(seed: int, seat: int, position: int) -> int:
    """Return a bot's seed for one decision: stable, and useless for guessing the deal."""
    digest = hashlib.blake2b(f"red7:{seed}:{seat}:{position}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def view(state: GameState, seat: int) -> SeatView:
    """Return what ``seat`` may know of ``state``."""
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-player game")
    current = state.log[-1] if state.log and state.phase is not Phase.DEAL else None
    history = tuple(RoundOutcome(r.winner, r.final_rule or "R", r.scored, r.points or (),
                                 r.totals or ()) for r in state.log if r.winner is not None)
    return SeatView(
        seat=seat, rules=state.rules, phase=state.phase, round_number=state.round_number,
        decision_seed=decision_seed(state.seed, seat, state.actions),
        hand=state.hands[seat] if state.hands else (),
        hand_sizes=tuple(len(h) for h in state.hands), known=state.known,
        palettes=state.palettes, active=state.active, canvas=state.canvas, rule=state.rule,
        deck_size=len(state.deck), deck_known=state.deck[:state.deck_known],
        turn=to_move(state)[0] if to_move(state) else None,
        first=current.first if current else None,
        opening=current.deck[7 * state.players:8 * state.players] if current else (),
        turns=current.turns if current else (),
        out_order=current.out_order if current else (),
        scored=state.scored, totals=state.totals, history=history, winners=state.winners,
        legal=tuple(legal_actions(state, seat)))


def visible_to(seat: int | None, owner: int) -> bool:
    """Return True if a card in ``owner``'s hand may be drawn face up for ``seat``'s eyes
    (``seat`` None: nobody is looking, e.g. a hand-off screen)."""
    return seat is not None and owner == seat


__all__ = ["RoundOutcome", "SeatView", "decision_seed", "preview", "view", "visible_to"]
