"""Was there a move that kept me in? A folded seat's last turns searched again with every hand open.

A seat that folded in a round (by choice, or because no move kept it winning) asks whether
another move would have kept it in. The answer looks at its last :data:`TURNS_BACK` turns of
the round, the latest first; at each, it tries every legal move but the fold and the move it
made (the cheapest first, by the easy policy's key), each of which leaves it winning by the
rule in force (the engine's own judgement: only such moves are legal). From there the round
goes on with every hand and the deck known: the other seats answer with the **easy policy**
(:func:`.rollout.cheapest_move`: deterministic, the model of a player the bots use in their
playouts), and the seat's own later turns are searched among its :data:`BRANCH` cheapest
moves. A line *keeps the seat in* when the seat gets past the turn where it folded (it makes
as many moves as it made up to and including its fold, none of them a fold) or wins the round.
The search is capped at :data:`BUDGET` simulated moves, so it stays cheap.

The answer names the turn and the move, the rule and the seat's counting cards after it, and
the seat's moves of the line in a short notation: ``T: P`` for turn ``T`` playing ``P`` to the
palette, ``→C`` for a discard to the canvas, ``*`` after a card whose action was used, ``·`` for
a turn ended without a discard (``3: 5R* →2B, 4: 6G``).

>>> from oh7_desktop.games.red7 import Rules, new_game, apply, legal_actions
>>> state, states = new_game(Rules(2), seed=2), []
>>> while not state.is_over():
...     states.append(state)
...     state, _ = apply(state, legal_actions(state)[-1 if len(states) > 4 else 0])
>>> [reason.code for reason in (hindsight_reason(states, seat) for seat in (0, 1)) if reason]
['kept_palette']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from ...interface import Reason, english
from ..cards import BY_CODE, COLOUR_NAMES
from ..fast import FOLD, Sim, sim_of_state
from ..game import legal_actions, to_move
from ..legality import PALETTE, MoveCode
from ..rules import Phase
from ..state import GameState
from ..view import view
from .moves import move_args, move_kind
from .policy import move_key
from .rollout import cheapest_move
from .simple import action_code

TURNS_BACK: Final = 3
"""The seat's turns searched, counting back from its fold."""
BRANCH: Final = 6
"""The seat's moves tried at each later turn of a line (the cheapest by the easy key)."""
BUDGET: Final = 20_000
"""Simulated moves at most per answer."""

_STAY = "against the same answers you are still in past the turn where you folded (your turns: {then})"
TEXTS = {
    "kept_palette": f"Yes: at your turn {{turn}}, play {{card}} to your palette: under {{rule}} you lead "
                    f"with {{count}} cards; {_STAY}",
    "kept_canvas": f"Yes: at your turn {{turn}}, play {{canvas}} to the canvas: the rule becomes {{rule}} "
                   f"and you lead with {{count}} cards; {_STAY}",
    "kept_both": f"Yes: at your turn {{turn}}, play {{card}} to your palette and {{canvas}} to the canvas: "
                 f"the rule becomes {{rule}} and you lead with {{count}} cards; {_STAY}",
    "kept_palette_action": f"Yes: at your turn {{turn}}, play {{card}} to your palette and use its "
                           f"action; {_STAY}",
    "kept_both_action": f"Yes: at your turn {{turn}}, play {{card}} to your palette, use its action, then "
                        f"{{canvas}} to the canvas: the rule becomes {{rule}} and you lead with {{count}} "
                        f"cards; {_STAY}",
    "kept_end_turn": f"Yes: at your turn {{turn}}, end the turn without a discard: under {{rule}} you "
                     f"lead with {{count}} cards; {_STAY}",
    "not_kept": "No: against the same answers, no other move kept you in (turns searched: {turns})",
}
"""English lines by code (``rule`` a colour letter, the table draws its name)."""


@dataclass(frozen=True)
class KeptIn:
    """A line that keeps the seat in: from ``states[index]``, the seat's moves in order."""

    index: int
    moves: tuple[MoveCode, ...]
    turn: int
    """The seat's turn number in the round (from 1) of ``states[index]``."""
    needed: int
    """The seat's moves (the first included) that get it past the turn where it folded."""


def explain_hindsight(reason: Reason) -> str:
    """Return the English line of a hindsight answer (the rule by its colour's name)."""
    rule = reason.get("rule")
    if isinstance(rule, str) and rule in COLOUR_NAMES:
        reason = Reason(reason.code, tuple((k, COLOUR_NAMES[rule] if k == "rule" else v)
                                           for k, v in reason.args))
    return english(reason, TEXTS)


def answer_code(sim: Sim) -> MoveCode:
    """Return the move another seat answers with in the search (the easy policy's)."""
    return cheapest_move(sim)


def seat_turns(states: Sequence[GameState], seat: int) -> list[int]:
    """Return the indices of ``states`` at which ``seat`` acts."""
    return [i for i, state in enumerate(states) if to_move(state) == (seat,)]


def hindsight_reason(states: Sequence[GameState], seat: int) -> Reason | None:
    """Return whether ``seat`` had a move that kept it in the round whose states (each before
    one action) are ``states``; None when it did not fold in that round."""
    turns = seat_turns(states, seat)
    if not turns or not _folded(states, turns[-1], seat):
        return None
    found = kept_line(states, seat)
    if found is None:
        return Reason.of("not_kept", turns=min(TURNS_BACK, len(turns)))
    state = states[found.index]
    action = next(a for a in legal_actions(state, seat) if action_code(a) == found.moves[0])
    return Reason.of(f"kept_{move_kind(action)}", turn=found.turn, **move_args(view(state, seat), action),
                     then=_notation(found))


def kept_line(states: Sequence[GameState], seat: int) -> KeptIn | None:
    """Return the first line found that keeps ``seat`` in (see the module), or None."""
    turns = seat_turns(states, seat)
    search = _Search(seat)
    for back in range(min(TURNS_BACK, len(turns))):
        position = len(turns) - 1 - back
        index = turns[position]
        sim = sim_of_state(states[index])
        made = _made(states, index, sim)
        for code in sorted((c for c in sim.legal() if c != FOLD and c != made), key=_key(sim)):
            after = sim.copy()
            after.play(code)
            rest = search.stays(after, back)
            if rest is not None:
                return KeptIn(index, (code, *rest), position + 1, back + 1)
            if search.spent > BUDGET:
                return None
    return None


class _Search:
    """The seat's later turns, searched depth first against the easy policy, within the budget."""

    def __init__(self, seat: int) -> None:
        self.seat, self.spent = seat, 0

    def stays(self, sim: Sim, more: int) -> tuple[MoveCode, ...] | None:
        """Return the seat's next ``more`` moves keeping it in from ``sim`` (None: none found)."""
        while not sim.over and sim.turn != self.seat:
            sim.play(answer_code(sim))
            self.spent += 1
        if more == 0 or sim.over:
            return () if not sim.over or sim.winner == self.seat else None
        for code in sorted((c for c in sim.legal() if c != FOLD), key=_key(sim))[:BRANCH]:
            if self.spent > BUDGET:
                return None
            after = sim.copy()
            after.play(code)
            self.spent += 1
            rest = self.stays(after, more - 1)
            if rest is not None:
                return (code, *rest)
        return None


def _key(sim: Sim) -> Callable[[MoveCode], tuple[int, int, int, int]]:
    size, deck = sim.palettes[sim.turn].bit_count(), len(sim.deck)
    return lambda code: move_key(code, size, deck, sim.advanced)


def _folded(states: Sequence[GameState], index: int, seat: int) -> bool:
    """True if the seat's action at ``states[index]`` was a fold (the last action of a finished
    round is a fold: only folds end a round)."""
    if index + 1 < len(states):
        nxt = states[index + 1]
        return nxt.phase is Phase.DEAL or nxt.is_over() or not nxt.active[seat]
    return True


def _made(states: Sequence[GameState], index: int, sim: Sim) -> MoveCode | None:
    """The move made at ``states[index]`` (found by replaying each legal one), None if unknown."""
    if index + 1 >= len(states) or states[index + 1].phase is Phase.DEAL:
        return None
    nxt = sim_of_state(states[index + 1])
    for code in sim.legal():
        after = sim.copy()
        after.play(code)
        if (after.hands, after.palettes, after.rule, after.deck) == (nxt.hands, nxt.palettes, nxt.rule, nxt.deck):
            return code
    return None


def _notation(found: KeptIn) -> str:
    """The seat's moves of the line in the module's short notation."""
    parts = []
    for number, (palette, effects, canvas) in enumerate(found.moves, start=found.turn):
        cards = [str(BY_CODE[palette]) + ("*" if effects else "")] if palette >= 0 else []
        cards += [str(BY_CODE[c]) for kind, c, _ in effects if kind == PALETTE]
        cards.append(f"→{BY_CODE[canvas]}" if canvas >= 0 else ("" if cards else "·"))
        parts.append(f"{number}: {' '.join(c for c in cards if c)}")
    return ", ".join(parts)


__all__ = ["BRANCH", "BUDGET", "KeptIn", "TEXTS", "TURNS_BACK", "answer_code", "explain_hindsight",
           "hindsight_reason", "kept_line", "seat_turns"]
