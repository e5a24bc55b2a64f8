"""Oh 7 ?'s reasons at the table: the engine's code for a card, drawn with symbols and names.

The table asks the engine (``illegal_reason``) why a card may not be bet or played and shows
its answer translated (:mod:`oh7_desktop.app.reasons`); it never works the rule out itself.
"""

from __future__ import annotations

from collections.abc import Callable

from oh7_desktop.app.reasons import ReasonStyle
from oh7_desktop.games.interface import ReasonArg
from oh7_desktop.games.oh7 import SUIT_SYMBOLS, Action, Bet, Card, CardError, GameState, Phase, Play, Reason, \
    illegal_reason

SEAT_ARGS = frozenset({"seat", "turn", "leader"})
CARD_ARGS = frozenset({"card", "holds", "alt_card"})


def style(seat_name: Callable[[int], str]) -> ReasonStyle:
    """Arguments as a player reads them: suits and cards with their symbols, seats by name."""
    def render(name: str, value: ReasonArg) -> str:
        if name == "suit":
            return SUIT_SYMBOLS.get(str(value), str(value))
        if name in CARD_ARGS:
            try:
                return Card.from_str(str(value)).symbol
            except CardError:
                return str(value)
        if name in SEAT_ARGS and isinstance(value, int):
            return seat_name(value)
        return str(value)
    return ReasonStyle(render)


def choice_action(state: GameState, seat: int, card: Card) -> Action:
    """The action choosing ``card`` means now: a bet while bets are made, else a play."""
    return Bet(seat, card) if state.phase is Phase.BET else Play(seat, card)


class CardReasons:
    """Why each card may not be chosen, asked of the engine once per state and card."""

    def __init__(self) -> None:
        self._state: GameState | None = None
        self._known: dict[tuple[int, Card], Reason | None] = {}

    def of(self, state: GameState, seat: int, card: Card) -> Reason | None:
        """The engine's reason against ``seat`` choosing ``card`` in ``state`` (None: allowed)."""
        if state is not self._state:
            self._state, self._known = state, {}
        key = (seat, card)
        if key not in self._known:
            self._known[key] = illegal_reason(state, choice_action(state, seat, card))
        return self._known[key]
