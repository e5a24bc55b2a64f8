"""A recorded game, step by step: the engine replays the record and keeps every step's events.

Every game whose registry entry offers ``replay`` (a
:class:`~oh7_desktop.games.capabilities.Replayer`: its record's actions in order, and which
action deals a new hand) can be stepped through; the game's table draws the steps. A step is
one action, except that the secret choices made at the same moment (Oh 7 ?'s bets) are one
step with the action that completes them: nothing of them shows until then.

Only finished deals are offered (a deal is finished once another follows it, the game is over
or the round was scored): the hands of a deal still in play are secret.

>>> from oh7_desktop.games import registry
>>> game = registry.get("oh7")
>>> rules = game.rules_from_options({"mode": "base", "players": 3, "target": 14})
>>> from oh7_desktop.games.interface import play_out
>>> bot = game.bot("easy")
>>> end = play_out(game, game.new_game(rules, 5), lambda s, seat: bot(game.view(s, seat)))
>>> replay = Replay.of(game, game.to_record(end))
>>> replay.deals[0].steps[0].events[0].__class__.__name__, replay.final == game.from_record(game.to_record(end))
('DealStarted', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from oh7_desktop.games import registry
from oh7_desktop.games.capabilities import Replayer
from oh7_desktop.games.interface import Game, GameError


def replayer_of(game: Game[object, object, object, object]) -> Replayer | None:
    """The game's replayer, if its registry entry offers ``replay`` (None: it cannot be stepped)."""
    name = game.name
    return registry.entry(name).replayer() if registry.offers(name, "replay") else None


class ReplayError(GameError):
    """A record that cannot be stepped through; the message is one line for the player."""


class NoViewer(ReplayError):
    """A game the app cannot step through yet (its adapter or its table offers no replay)."""


@dataclass(frozen=True)
class Step:
    """One step: the actions applied, the state after them, and the engine's events in order."""

    actions: tuple[object, ...]
    before: Any
    state: Any
    events: tuple[object, ...]


@dataclass(frozen=True)
class DealSteps:
    """One deal's steps, from the one that deals it; ``index`` counts deals from 0."""

    index: int
    steps: tuple[Step, ...]

    @property
    def events(self) -> tuple[object, ...]:
        """Every event of the deal in order."""
        return tuple(event for step in self.steps for event in step.events)


@dataclass(frozen=True)
class Replay:
    """A record replayed by its game: the finished deals' steps and the state at the end."""

    game: Game[object, object, object, object]
    record: dict[str, object]
    deals: tuple[DealSteps, ...]
    final: Any
    rules: object
    """The rules the record was played with."""
    seed: int
    """The seed the record's game was dealt from."""

    @classmethod
    def of(cls, game: Game[object, object, object, object], record: dict[str, object]) -> Replay:
        """Replay ``record`` with ``game``; raise :class:`ReplayError` with one line."""
        replayer = replayer_of(game)
        if replayer is None:
            raise NoViewer(f"{game.title} games cannot be replayed step by step yet")
        try:
            actions = replayer.record_actions(record)
            rules = game.rules_from_options(cast("dict[str, object]", record.get("rules", {})))  # JSON
            seed = cast("int", record.get("seed", 0))
            state = game.new_game(rules, seed)
        except (GameError, AttributeError, TypeError) as error:
            raise ReplayError(str(error)) from None
        deals: list[list[Step]] = []
        actions_in: list[object] = []
        events_in: list[object] = []
        start = state
        for action in actions:
            dealing = replayer.starts_deal(action)
            if dealing:
                deals.append([])
            secret = not dealing and len(game.to_move(state)) > 1
            if not actions_in:
                start = state
            actions_in.append(action)
            state, events = game.apply(state, action)
            events_in.extend(events)
            if deals and not secret:
                deals[-1].append(Step(tuple(actions_in), start, state, tuple(events_in)))
                actions_in, events_in = [], []
        return cls(game, record, _finished(game, deals, state), state, rules, seed)

    def deal(self, index: int) -> DealSteps:
        """The deal of this index (counted from 0 among the finished deals)."""
        return self.deals[index]


def _finished(game: Game[object, object, object, object], deals: Sequence[list[Step]], final: object) -> tuple[DealSteps, ...]:
    """The deals whose hands are public now: every deal but a last one still in play."""
    out = [DealSteps(index, tuple(steps)) for index, steps in enumerate(deals) if steps]
    if out and not game.is_over(final):
        last = out[-1]
        scored = len(game.round_results(last.steps[-1].state)) > len(game.round_results(last.steps[0].before))
        if not scored:
            out.pop()
    return tuple(out)


__all__ = ["DealSteps", "NoViewer", "Replay", "ReplayError", "Step", "replayer_of"]
