"""The viewer's move at Red7's table, composed card by card and checked against the engine.

A Red7 turn is one decision made of parts: a card to the palette (with the action rule, the
actions an odd card obliges), a card to the canvas, or both; or a fold. The table lets the
player put a card on their palette, then one on the canvas, and asks only the engine which
parts can still lead to a legal move (:func:`~oh7_desktop.games.red7.legal_actions`) and why a
part is refused (:func:`~oh7_desktop.games.red7.illegal_reason`). Nothing here knows a rule.

>>> from oh7_desktop.games.red7 import Rules, new_game, deal_action, apply
>>> state = new_game(Rules(2), seed=4)
>>> state = apply(state, deal_action(state))[0]
>>> choices = MoveChoices(state, state.turn)
>>> all(choices.extends(m.palette, m.canvas) for m in choices.moves)
True
"""

from __future__ import annotations

from oh7_desktop.games.red7 import (Card, Draw, Effect, Finish, Fold, GameState, Move, Phase, Reason,
                                    illegal_reason, legal_actions)

Choice = Move | Finish
Chain = tuple[Effect, ...]
"""The action rule's effects a palette card carries out (``()``: none)."""


class MoveChoices:
    """The acting seat's legal moves now, and the parts of a move that can still lead to one."""

    def __init__(self, state: GameState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.after_draw = state.phase is Phase.AFTER_DRAW
        actions = legal_actions(state, seat)
        self.moves: list[Choice] = [a for a in actions if isinstance(a, (Move, Finish))]
        self.can_fold = any(isinstance(a, Fold) for a in actions)

    @staticmethod
    def _palette(action: Choice) -> Card | None:
        return action.palette if isinstance(action, Move) else None

    @staticmethod
    def _chain(action: Choice) -> Chain:
        return action.effects if isinstance(action, Move) else ()

    def extends(self, palette: Card | None, canvas: Card | None, chain: Chain | None = None) -> bool:
        """True if some legal move plays ``palette`` (when given) with the actions ``chain``
        (when given) and discards ``canvas`` (when given): the parts chosen so far can still be
        completed."""
        return any((palette is None or self._palette(m) == palette) and (canvas is None or m.canvas == canvas)
                   and (chain is None or self._chain(m) == chain) for m in self.moves)

    def exact(self, palette: Card | None, canvas: Card | None, chain: Chain | None = None) -> list[Choice]:
        """The legal moves made of exactly these parts (several when the actions differ and
        ``chain`` does not say which)."""
        return [m for m in self.moves if self._palette(m) == palette and m.canvas == canvas
                and (chain is None or self._chain(m) == chain)]

    def chains(self, palette: Card, canvas: Card | None) -> list[Chain]:
        """The ways the engine allows to carry out ``palette``'s actions (with the discard
        ``canvas`` when chosen), in the engine's order."""
        found: list[Chain] = []
        for m in self.moves:
            chain = self._chain(m)
            if self._palette(m) == palette and (canvas is None or m.canvas == canvas) and chain not in found:
                found.append(chain)
        return found

    @staticmethod
    def asks(chains: list[Chain]) -> bool:
        """True if the player must choose how the actions are carried out: an action is due
        that names a card (a 7, a 5, a 1), or there are several ways. A 3's draw alone names
        nothing: it is done without asking."""
        return len(chains) > 1 or any(not isinstance(e, Draw) for chain in chains for e in chain)

    def usable(self, card: Card, palette: Card | None, canvas: Card | None, chain: Chain | None = None) -> bool:
        """True if ``card`` can still go to the palette or the canvas with the parts chosen."""
        return (palette is None and not self.after_draw and self.extends(card, canvas)) or \
            (canvas is None and self.extends(palette, card, chain))

    def reason(self, palette: Card | None, canvas: Card | None, chain: Chain = ()) -> Reason | None:
        """The engine's reason for the move made of these parts alone (None if it is legal)."""
        if self.after_draw:
            if palette is not None:
                return Reason.of("wrong_phase", action="move", phase=self.state.phase.value)
            return illegal_reason(self.state, Finish(self.seat, canvas))
        return illegal_reason(self.state, Move(self.seat, palette, canvas, chain))

    def part_reason(self, palette: Card | None, canvas: Card | None, chain: Chain | None = None) -> Reason | None:
        """Why these parts cannot lead to a legal move (None if they can). A part whose move
        is legal only with its actions is not refused for them."""
        if self.extends(palette, canvas, chain) and not (self.after_draw and palette is not None):
            return None
        reason = self.reason(palette, canvas, chain or ())
        if reason is None or reason.code in ("action_due", "nothing_due"):
            card = palette if palette is not None else canvas
            return Reason.of("no_winning_way", seat=self.seat, card=str(card))
        return reason
