"""A turn on bit masks: what a move does, which moves keep the mover winning, and why one does
not. The checked engine and the bots' fast simulator both ask this module, so they can never
disagree on legality (the engine's own state changes are checked against the simulator's by
the tests).

A *position* is the part of the game a turn reads and changes: the mover's hand, every
palette, the rule and the number of cards in the deck. Effects of the action rule are small
tuples ``(kind, card, owner)`` (see :data:`TO_CANVAS`...). A move is ``(palette, effects,
canvas)`` with -1 for "no card". The rulings decide everything here:

- a move plays a card to the palette, discards one to the canvas, or both;
- with the action rule, an odd card played to the palette obliges its action, if it can be
  done: 7 moves a palette card to the canvas or onto the deck, 5 plays another card (whose own
  action follows), 3 draws, 1 moves a card of another player's palette (one with at least as
  many palette cards as the mover) onto the deck;
- the mover must be winning at the end of the turn. A move that draws (a 3 with cards in the
  deck) cannot be judged before the card is seen: it is allowed, the discard is decided after
  the draw (:data:`Phase.AFTER_DRAW <.rules.Phase>`), and a mover who then cannot win folds.

>>> from .cards import Card, mask_of
>>> pos = Pos(mask_of([Card.parse("2Y"), Card.parse("4G")]), (mask_of([Card.parse("3R")]),
...           mask_of([Card.parse("5V")])), 0, 10)
>>> [(str(BY_CODE[p]), str(BY_CODE[c])) for p, _, c in legal_moves(pos, 0, (True, True), False)]
[('2Y', '4G')]

Red (5V beats 3R), yellow and green alone lose; 2Y to the palette then 4G to the canvas wins
under green: the only even card is the mover's.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..interface import Reason
from .cards import BY_CODE
from .standing import cached_score

TO_CANVAS: Final = 0
TO_DECK: Final = 1
PALETTE: Final = 2
DRAW: Final = 3
TAKE: Final = 4
EffectCode = tuple[int, int, int]
MoveCode = tuple[int, tuple[EffectCode, ...], int]
DRAW_EFFECT: Final = (DRAW, -1, -1)
COLOUR_OF: Final = tuple(6 - code % 7 for code in range(49))
"""The rule (colour index) each card sets on the canvas."""


class Pos(NamedTuple):
    """The masks a turn reads and changes."""

    hand: int
    palettes: tuple[int, ...]
    rule: int
    deck: int


def bits(mask: int) -> list[int]:
    """Return the codes of a mask, weakest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def play(pos: Pos, seat: int, card: int) -> Pos:
    """Return the position after ``card`` goes from the hand to the mover's palette."""
    palettes = list(pos.palettes)
    palettes[seat] |= 1 << card
    return Pos(pos.hand & ~(1 << card), tuple(palettes), pos.rule, pos.deck)


def discard(pos: Pos, card: int) -> Pos:
    """Return the position after ``card`` goes from the hand to the canvas."""
    return Pos(pos.hand & ~(1 << card), pos.palettes, COLOUR_OF[card], pos.deck)


def effect_options(pos: Pos, seat: int, card: int, active: tuple[bool, ...]) -> list[EffectCode]:
    """Return the choices of the action ``card`` (just played) obliges; [] if none can be done."""
    value = card // 7 + 1
    if value == 7:
        own = bits(pos.palettes[seat])
        return [(TO_CANVAS, c, -1) for c in own] + [(TO_DECK, c, -1) for c in own]
    if value == 5:
        return [(PALETTE, c, -1) for c in bits(pos.hand)]
    if value == 3:
        return [DRAW_EFFECT] if pos.deck else []
    if value == 1:
        size = pos.palettes[seat].bit_count()
        return [(TAKE, c, s) for s, mask in enumerate(pos.palettes)
                if s != seat and active[s] and mask.bit_count() >= size for c in bits(mask)]
    return []


def do_effect(pos: Pos, seat: int, effect: EffectCode) -> Pos:
    """Return the position after one effect (a 5's extra card is played by :func:`play`)."""
    kind, card, owner = effect
    if kind == PALETTE:
        return play(pos, seat, card)
    if kind == DRAW:
        return Pos(pos.hand, pos.palettes, pos.rule, pos.deck - 1)  # the card is not known here
    palettes = list(pos.palettes)
    palettes[seat if kind != TAKE else owner] &= ~(1 << card)
    if kind == TO_CANVAS:
        return Pos(pos.hand, tuple(palettes), COLOUR_OF[card], pos.deck)
    return Pos(pos.hand, tuple(palettes), pos.rule, pos.deck + 1)


def winning(pos: Pos, seat: int, active: tuple[bool, ...]) -> bool:
    """True if the mover is winning in this position."""
    rule = pos.rule
    mine = cached_score(rule, pos.palettes[seat])
    if not mine:
        return False
    for other, mask in enumerate(pos.palettes):
        if other != seat and active[other] and cached_score(rule, mask) > mine:
            return False
    return True


def chains(pos: Pos, seat: int, card: int, active: tuple[bool, ...],
           prefix: tuple[EffectCode, ...] = ()) -> list[tuple[tuple[EffectCode, ...], Pos]]:
    """Return every way to carry out the actions ``card`` (just played) starts, with the
    position each ends in (a chain ending in a draw ends with ``DRAW_EFFECT``)."""
    options = effect_options(pos, seat, card, active)
    if not options:
        return [(prefix, pos)]
    out = []
    for effect in options:
        after = do_effect(pos, seat, effect)
        if effect[0] == PALETTE:
            out += chains(after, seat, effect[1], active, prefix + (effect,))
        else:
            out.append((prefix + (effect,), after))
    return out


def legal_moves(pos: Pos, seat: int, active: tuple[bool, ...], actions: bool) -> list[MoveCode]:
    """Return every legal move (folds aside): discards alone, then by palette card."""
    others = [pos.palettes[s] for s in range(len(active)) if s != seat and active[s]]
    best = [-1] * 7

    def wins(rule: int, mask: int) -> bool:
        top = best[rule]
        if top < 0:
            top = best[rule] = max([cached_score(rule, m) for m in others], default=0)
        return cached_score(rule, mask) > top

    own = pos.palettes[seat]
    hand = bits(pos.hand)
    out: list[MoveCode] = [(-1, (), c) for c in hand if wins(COLOUR_OF[c], own)]
    for p in hand:
        mask = own | 1 << p
        if not actions or p // 7 % 2 == 1:  # even values have no action
            if wins(pos.rule, mask):
                out.append((p, (), -1))
            out += [(p, (), c) for c in hand if c != p and wins(COLOUR_OF[c], mask)]
            continue
        for effects, end in chains(play(pos, seat, p), seat, p, active):
            if effects and effects[-1][0] == DRAW:
                out.append((p, effects, -1))  # judged after the draw
                continue
            out += finishes(end, seat, active, p, effects)
    return out


def finishes(end: Pos, seat: int, active: tuple[bool, ...], palette: int = -1,
             effects: tuple[EffectCode, ...] = ()) -> list[MoveCode]:
    """Return the winning ways to end a turn from ``end``: no discard, or one discard."""
    out: list[MoveCode] = [(palette, effects, -1)] if winning(end, seat, active) else []
    for c in bits(end.hand):
        if winning(discard(end, c), seat, active):
            out.append((palette, effects, c))
    return out


ACTION_NAMES: Final = {7: "move a palette card to the canvas or the deck", 5: "play another card",
                       3: "draw a card", 1: "move a card of another palette onto the deck"}


def _effect_text(effect: EffectCode) -> str:
    kind, card, owner = effect
    if kind == DRAW:
        return "draw"
    name = ("to canvas", "to deck", "palette", "draw", "take")[kind]
    return f"{name} {BY_CODE[card]}" + (f" from seat {owner}" if kind == TAKE else "")


def chain_reason(pos: Pos, seat: int, card: int, effects: tuple[EffectCode, ...],
                 active: tuple[bool, ...]) -> tuple[Reason | None, Pos, bool]:
    """Follow the effects a move gives for ``card`` (just played); return why they are not the
    ones it obliges (or None), the position reached and whether the chain drew."""
    pending: int | None = card
    for index, effect in enumerate(effects):
        options = effect_options(pos, seat, pending, active) if pending is not None else []
        if pending is None or not options:
            shown = BY_CODE[pending if pending is not None else card]
            return Reason.of("nothing_due", card=str(shown), effect=_effect_text(effect)), pos, False
        if effect not in options:
            return _wrong_effect(pos, seat, pending, effect), pos, False
        pos = do_effect(pos, seat, effect)
        pending = effect[1] if effect[0] == PALETTE else None
        if effect[0] == DRAW:
            if index + 1 < len(effects):
                return Reason.of("nothing_due", card=str(BY_CODE[card]),
                                 effect=_effect_text(effects[index + 1])), pos, False
            return None, pos, True
    if pending is not None and effect_options(pos, seat, pending, active):
        value = pending // 7 + 1
        return Reason.of("action_due", card=str(BY_CODE[pending]),
                         action=ACTION_NAMES[value]), pos, False
    return None, pos, False


def _wrong_effect(pos: Pos, seat: int, pending: int, effect: EffectCode) -> Reason:
    value = pending // 7 + 1
    kind, card, owner = effect
    expected = {7: (TO_CANVAS, TO_DECK), 5: (PALETTE,), 3: (DRAW,), 1: (TAKE,)}[value]
    if kind not in expected:
        return Reason.of("action_due", card=str(BY_CODE[pending]), action=ACTION_NAMES[value])
    if not 0 <= card < 49:
        return Reason.of("nothing_due", card=str(BY_CODE[pending]), effect=_effect_text(effect))
    if kind == PALETTE:
        return Reason.of("not_holding", seat=seat, card=str(BY_CODE[card]))
    if kind in (TO_CANVAS, TO_DECK):
        return Reason.of("not_in_palette", seat=seat, card=str(BY_CODE[card]))
    return Reason.of("cannot_take", card=str(BY_CODE[card]), owner=owner)


def move_reason(pos: Pos, seat: int, active: tuple[bool, ...], actions: bool,
                move: MoveCode) -> Reason | None:
    """Return why ``move`` is not legal for the mover in ``pos``, or None."""
    palette, effects, canvas = move
    if palette < 0 and canvas < 0:
        return Reason.of("empty_move", seat=seat)
    for card in (palette, canvas):
        if card >= 0 and not pos.hand >> card & 1:
            return Reason.of("not_holding", seat=seat, card=str(BY_CODE[card]))
    if palette == canvas:
        return Reason.of("same_card", card=str(BY_CODE[canvas]))
    if effects and (not actions or palette < 0):
        what = str(BY_CODE[palette]) if palette >= 0 else "a discard"
        return Reason.of("nothing_due", card=what, effect=_effect_text(effects[0]))
    end, drew = pos, False
    if palette >= 0:
        end = play(pos, seat, palette)
        if actions:
            reason, end, drew = chain_reason(end, seat, palette, effects, active)
            if reason is not None:
                return reason
    if drew:
        return Reason.of("discard_after_draw", seat=seat) if canvas >= 0 else None
    return finish_reason(end, seat, active, canvas)


def finish_reason(pos: Pos, seat: int, active: tuple[bool, ...], canvas: int) -> Reason | None:
    """Return why ending a turn here with this discard (-1: none) is not legal: the last step
    of every move, and the whole decision after a draw."""
    if canvas >= 0:
        if not pos.hand >> canvas & 1:
            return Reason.of("not_holding", seat=seat, card=str(BY_CODE[canvas]))
        pos = discard(pos, canvas)
    if not winning(pos, seat, active):
        return Reason.of("would_not_win", seat=seat, rule="ROYGBIV"[pos.rule])
    return None
