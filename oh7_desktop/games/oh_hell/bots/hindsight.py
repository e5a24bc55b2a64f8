"""Could a seat have made its bid? The hand's play searched again with every hand open.

After a hand, a player who missed asks whether any way of playing their cards would have
made their bid exactly. The answer searches every sequence of that seat's legal plays from
the first trick on (depth first), every hand open. What is assumed: the other seats answer
each of its cards with a fixed deterministic ``policy``, by default the easy policy
(:func:`.policy.easy_card`: the model of a player the bots themselves use in their
playouts, which reacts to the cards on the table, its own hand, the cards gone and the bids;
it knows the turned card as every seat does); the others do *not* play their best against
the seat, nor as they actually played. The seat's own card is tried first as it was
actually played, then the others in code order, so a line keeps to the seat's own play as
long as it can and the answer is the same on every machine. Positions reached by different
orders of the same cards are searched once (the policy depends on the position only: the
cards gone, which with the deal give every hand, the tricks won, the leader and the trick
on the table; the bids never change).

The answer lists every number of tricks the seat could have ended with and, for each, one
line of play that wins it: "Yes: play as you did before trick 3, then 3: 7S, 4: 2H (trick:
card)" or "No: with these cards and these opponents the tricks you can win are 0, 2, never 1".

>>> from oh7_desktop.games.oh_hell import Rules, new_game
>>> from oh7_desktop.games.oh_hell.bots import make_bot
>>> states = hand_states(new_game(Rules(players=4), seed=1), make_bot("easy"), hand_index=2)
>>> answer = hindsight(states, 0)
>>> answer is not None and answer.bid in range(4) and answer.won in answer.lines
True
>>> explain_hindsight(Hindsight(0, 1, 2, {0: (), 2: ()}, 1))
'No: with these cards and these opponents the tricks you can win are 0, 2, never 1'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...interface import Reason, english
from ...pack52 import PACK, SUITS, Card
from ..actions import Action
from ..fast import NONE, FastHand
from ..game import apply, deal_action, legal_actions, to_move
from ..rules import Phase
from ..state import GameState, HandLog
from ..view import SeatView, view
from .policy import easy_card

Policy = Callable[[FastHand], int]
"""How another seat plays: ``policy(sim) -> card code`` for the seat to play (one of its
legal cards)."""

Line = tuple[tuple[int, Card], ...]
"""The seat's plays, each as (trick number from 1, card)."""


@dataclass(frozen=True)
class Hindsight:
    """What a seat could have won: every reachable number of tricks with one line each."""

    seat: int
    bid: int
    won: int
    """The tricks the seat actually won."""
    lines: dict[int, Line]
    """Tricks the seat can end with -> one line of its plays that ends with that many."""
    positions: int
    """Distinct positions searched (the cost of the answer)."""
    played: Line = ()
    """The seat's plays as they were."""

    @property
    def made(self) -> bool:
        """True when some line makes the bid exactly."""
        return self.bid in self.lines

    @property
    def line(self) -> Line | None:
        """A line that makes the bid, or None."""
        return self.lines.get(self.bid)


TEXTS = {
    "could_make": "Yes: you make {bid} by playing {plays} (trick: card)",
    "could_make_from": "Yes: play as you did before trick {trick}, then {plays} (trick: card), "
                       "and you make {bid}",
    "could_not_make": "No: with these cards and these opponents the tricks you can win are "
                      "{tricks}, never {bid}",
}
"""English templates by code; the app translates the codes with the same arguments."""


def hindsight_reason(states: Sequence[GameState], seat: int) -> Reason | None:
    """Return the answer for ``seat`` over one finished hand's ``states`` (each the state
    before one action of the hand, in order), or None when it made its bid (or the states
    hold no finished hand's play)."""
    answer = hindsight(states, seat, every=False)
    if answer is None or answer.won == answer.bid:
        return None
    return answer_reason(answer)


def answer_reason(answer: Hindsight) -> Reason:
    """Return the answer as a reason code with its arguments (cards in the rulings' notation)."""
    line = answer.line
    if line is None:
        tricks = ", ".join(str(t) for t in sorted(answer.lines))
        return Reason.of("could_not_make", bid=answer.bid, tricks=tricks)
    same = 0
    while same < min(len(line), len(answer.played)) and line[same] == answer.played[same]:
        same += 1
    if same == 0 or same == len(line):
        return Reason.of("could_make", bid=answer.bid, plays=_plays(line))
    return Reason.of("could_make_from", bid=answer.bid, trick=line[same][0],
                     plays=_plays(line[same:]))


def _plays(line: Line) -> str:
    return ", ".join(f"{number}: {card}" for number, card in line)


def explain_hindsight(answer: Hindsight) -> str:
    """Return the answer in one English line."""
    return english(answer_reason(answer), TEXTS)


def hindsight(states: Sequence[GameState], seat: int, policy: Policy = easy_card,
              every: bool = True) -> Hindsight | None:
    """Return what ``seat`` could have won in the hand of ``states`` (None: no finished
    hand's play in them), the others playing ``policy``; with ``every`` False, the bid is
    searched first and the other numbers only if it is out of reach (a "yes" then lists
    the bid alone)."""
    start = next((s for s in states if s.phase is Phase.PLAY and not s.tricks and not s.trick), None)
    if start is None or not states:
        return None
    scored = _finished(states[-1], start.hand_index)
    if scored is None:
        return None
    plays, deal = scored.plays, scored.deal
    played = tuple((i // start.players + 1, card) for i, card in enumerate(plays)
                   if card in deal[seat])
    search = _Search(seat, policy, {number: int(card) for number, card in played})
    bid = start.bids[seat]
    assert bid is not None
    lines = search.lines(start_hand(start), None if every else [bid])
    if not every and bid not in lines:
        lines = search.lines(start_hand(start))
    won = sum(1 for winner in scored.trick_winners if winner == seat)
    return Hindsight(seat, bid, won, lines, search.positions, played)


def _finished(last: GameState, hand_index: int) -> HandLog | None:
    """Return the log of hand ``hand_index`` once scored: ``last`` itself, or after its one
    forced card (the states stop before the hand's last action)."""
    for state in (last, _after_forced(last)):
        if state is not None and len(state.log) > hand_index and state.log[hand_index].scored:
            return state.log[hand_index]
    return None


def _after_forced(state: GameState) -> GameState | None:
    if state.phase is not Phase.PLAY:
        return None
    legal = legal_actions(state)
    return apply(state, legal[0])[0] if len(legal) == 1 else None


def start_hand(state: GameState) -> FastHand:
    """Return the simulator of ``state``'s hand, every hand open (bids made, no card played)."""
    trump = NONE if state.trump is None else SUITS.index(state.trump)
    hands = [[int(c) for c in hand] for hand in state.hands]
    sim = FastHand.start(hands, trump, state.leader, [b or 0 for b in state.bids], state.rules,
                         cards=state.cards)
    sim.gone = 0 if state.trump_card is None else 1 << int(state.trump_card)
    return sim


class _Search:
    """Depth-first searches for a line ending with a given number of tricks, with the
    positions from which a number was found out of reach (searched once per number)."""

    def __init__(self, seat: int, policy: Policy, played: dict[int, int]) -> None:
        self.seat, self.policy, self.played = seat, policy, played
        self.failed: set[tuple[object, ...]] = set()
        self.positions = 0

    def lines(self, sim: FastHand, targets: Sequence[int] | None = None) -> dict[int, Line]:
        """Return every number of tricks (of ``targets``, default all) the seat can end with
        -> one line reaching it."""
        found: dict[int, Line] = {}
        if targets is None:
            targets = range(sim.won[self.seat], sim.won[self.seat] + sim.cards - sim.played + 1)
        for target in targets:
            line = self.line_to(sim.clone(), target)
            if line is not None:
                found[target] = line
        return found

    def line_to(self, sim: FastHand, target: int) -> Line | None:
        """Return the seat's plays from ``sim`` that end the hand with ``target`` tricks, or
        None if none does (``sim`` is played on)."""
        seat = self.seat
        while not sim.done and sim.to_play() != seat:
            sim.play(self.policy(sim))
        won = sim.won[seat]
        if won > target or won + sim.cards - sim.played < target:
            return None
        if sim.done:
            return ()
        key = (target, sim.gone, tuple(sim.won), sim.leader, tuple(sim.trick))  # cards' seats are dealt
        if key in self.failed:
            return None
        self.positions += 1
        trick, actual = sim.played + 1, self.played.get(sim.played + 1)
        for card in sorted(sim.legal(), key=lambda code: (code != actual, code)):
            after = sim.clone()
            after.play(card)
            rest = self.line_to(after, target)
            if rest is not None:
                return ((trick, PACK[card]),) + rest
        self.failed.add(key)
        return None


def hand_states(state: GameState, bot: Callable[[SeatView], Action], hand_index: int = 0) -> list[GameState]:
    """Return the states before each action of hand ``hand_index`` (its deal first), every
    seat deciding by ``bot``, from ``state`` (a game before that hand's deal or earlier)."""
    states: list[GameState] = []
    while not state.is_over() and state.hand_index <= hand_index:
        if state.hand_index == hand_index:
            states.append(state)
        if state.phase is Phase.DEAL:
            state, _ = apply(state, deal_action(state))
            continue
        seat = to_move(state)[0]
        state, _ = apply(state, bot(view(state, seat)))
    return states


__all__ = ["Hindsight", "Line", "Policy", "TEXTS", "answer_reason", "explain_hindsight",
           "hand_states", "hindsight", "hindsight_reason", "start_hand"]
