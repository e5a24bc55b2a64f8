"""Could a seat have made its bet? The round's play searched again with every hand open.

After a round, a player who missed asks whether any way of playing their cards would have
made their bet exactly. The answer searches every sequence of that seat's legal plays from
the first trick on (depth first, cards in code order, so the answer is the same on every
machine); the other seats answer each of its cards with a ``policy`` (by default the easy
policy: the model of a player the bots themselves use in their playouts, deterministic and
reacting to the cards on the table), and the two-player dummy plays by its rule. Positions
reached by different orders of the same cards are searched once (the policy and the dummy
depend on the position only: hands, cards gone, tricks won, the trick on the table).

The result lists every number of tricks the seat could have won and, for each, one line of
play that wins it: "yes, lead 7♠ at trick 3, then …" or "no: with these cards and these
opponents you win 0 or 2 tricks, never 1".

>>> from oh7_desktop.games.oh7 import Rules, new_game, apply, chance_action, legal_actions
>>> state = new_game(Rules("base", 4), seed=3)
>>> while state.phase.value != "play":
...     state, _ = apply(state, chance_action(state) or legal_actions(state)[0])
>>> answer = hindsight(state, 0)
>>> answer.bet == state.bets[0] and answer.made == (answer.bet in answer.lines)
True
>>> all(0 <= tricks <= 7 for tricks in answer.lines)
True
>>> explain_hindsight(Hindsight(0, 1, {0: (), 2: ()}, 1))
'No: with these cards and these opponents you win 0 or 2 tricks, never 1'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...interface import Reason, english
from ..cards import Card
from ..rules import Phase
from ..fast import Sim
from ..state import GameState
from .easy import easy_play

Policy = Callable[[Sim, int], int]
"""How another seat plays: ``policy(sim, seat) -> card code`` (one of ``sim.legal(seat)``)."""

Line = tuple[tuple[int, Card], ...]
"""The seat's plays, each as (trick number from 1, card)."""


@dataclass(frozen=True)
class Hindsight:
    """What a seat could have won: every reachable number of tricks with one line each."""

    seat: int
    bet: int
    lines: dict[int, Line]
    """Tricks the seat can end with -> one line of its plays that ends with that many."""
    positions: int
    """Distinct positions searched (the cost of the answer)."""

    @property
    def made(self) -> bool:
        """True when some line makes the bet exactly."""
        return self.bet in self.lines

    @property
    def line(self) -> Line | None:
        """A line that makes the bet, or None."""
        return self.lines.get(self.bet)

    @property
    def most(self) -> int:
        """The most tricks any line wins."""
        return max(self.lines)

    @property
    def fewest(self) -> int:
        """The fewest tricks any line wins."""
        return min(self.lines)


TEXTS = {
    "could_make": "Yes: you make {bet} by playing {plays} (trick: card)",
    "could_not_make": "No: with these cards and these opponents you win {tricks} tricks, never {bet}",
}
"""English templates by code; the app translates the codes with the same arguments."""


def hindsight_reason(answer: Hindsight) -> Reason:
    """Return the answer as a reason code with its arguments (cards in the rulings' notation)."""
    if answer.line is not None:
        plays = ", ".join(f"{number}: {card}" for number, card in answer.line)
        return Reason.of("could_make", bet=answer.bet, plays=plays)
    counts = [str(tricks) for tricks in answer.lines]
    tricks = counts[0] if len(counts) == 1 else ", ".join(counts[:-1]) + " or " + counts[-1]
    return Reason.of("could_not_make", bet=answer.bet, tricks=tricks)


def explain_hindsight(answer: Hindsight) -> str:
    """Return the answer in one English line."""
    return english(hindsight_reason(answer), TEXTS)


def hindsight(state: GameState, seat: int, policy: Policy = easy_play) -> Hindsight:
    """Return what ``seat`` could have won from ``state`` (a round in the PLAY phase, every
    hand known: the engine's full state, never a seat's view), the others playing ``policy``."""
    if state.phase is not Phase.PLAY:
        raise ValueError(f"hindsight needs a round being played, not the {state.phase.value} phase")
    search = _Search(seat, policy)
    lines = search.reachable(Sim.from_state(state))
    return Hindsight(seat, state.bets[seat], dict(sorted(lines.items())), len(search.memo))


class _Search:
    """The depth-first search with its table of positions already solved."""

    def __init__(self, seat: int, policy: Policy) -> None:
        self.seat = seat
        self.policy = policy
        self.memo: dict[tuple[object, ...], dict[int, Line]] = {}

    def reachable(self, sim: Sim) -> dict[int, Line]:
        """Return tricks reachable from ``sim`` -> the seat's plays from here reaching them."""
        while not sim.done and sim.to_play() != self.seat:
            sim.play(self.policy(sim, sim.to_play()))
        if sim.done:
            return {sim.won[self.seat]: ()}
        key = _position(sim)
        known = self.memo.get(key)
        if known is not None:
            return known
        found: dict[int, Line] = {}
        trick = sim.ntricks + 1
        for card in sim.legal(self.seat):
            after = sim.clone()
            after.play(card)
            for tricks, rest in self.reachable(after).items():
                found.setdefault(tricks, ((trick, Card.from_code(card)),) + rest)
        self.memo[key] = found
        return found


def _position(sim: Sim) -> tuple[object, ...]:
    """Everything the rest of the round depends on (not the order the cards went in)."""
    return (tuple(tuple(sorted(hand)) for hand in sim.hands), tuple(sim.won), sim.dummy_won,
            sim.leader, tuple(sim.tcards), tuple(sim.tseats), tuple(sim.up), len(sim.pile))
