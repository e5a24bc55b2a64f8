"""Scoring a round, and the end of the game (rulings, "Scoring").

>>> round_points(bets=(3, 3, 2, 0), tricks=(3, 4, 0, 0), naught=(False,) * 4, dummy_loss=0)
((0, 1, 2, 0), 3, (11, 2, 1, 8))
"""

from __future__ import annotations

from . import events as ev
from .actions import DUMMY
from .rules import DUMMY_BET, Phase
from .state import GameState


def round_points(bets: tuple[int, ...], tricks: tuple[int, ...], naught: tuple[bool, ...],
                 dummy_loss: int) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    """Return (losses, basket, points): a failed bet scores basket - loss; a made one
    2 x basket + 2 + tricks, without the +2 for a bet made with ``N``."""
    losses = tuple(abs(b - t) for b, t in zip(bets, tricks))
    basket = sum(losses) + dummy_loss
    points = tuple(
        basket - loss if loss else 2 * basket + (0 if n else 2) + t
        for loss, t, n in zip(losses, tricks, naught)
    )
    return losses, basket, points


def game_winners(candidates: list[int], made_bets: tuple[int, ...],
                 totals: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
    """Return the winners among players who made their bet and reached the target, and the
    tie-break used: most made bets, then most points, else a shared victory."""
    if len(candidates) == 1:
        return (candidates[0],), "none"
    most_made = max(made_bets[s] for s in candidates)
    best = [s for s in candidates if made_bets[s] == most_made]
    if len(best) == 1:
        return (best[0],), "made_bets"
    most_points = max(totals[s] for s in best)
    top = [s for s in best if totals[s] == most_points]
    return tuple(top), ("points" if len(top) == 1 else "shared")


def score_round(state: GameState, out: list[ev.Event]) -> tuple[GameState, list[ev.Event]]:
    """Score the finished round, then end the game or wait for the next deal."""
    dummy_loss = abs(DUMMY_BET - state.dummy_tricks) if state.rules.has_dummy else 0
    naught = tuple(c.is_naught for c in state.bet_cards)
    losses, basket, points = round_points(state.bets, state.tricks_won, naught, dummy_loss)
    made = tuple(loss == 0 for loss in losses)
    totals = tuple(t + p for t, p in zip(state.totals, points))
    made_bets = tuple(m + int(ok) for m, ok in zip(state.made_bets, made))
    scored = ev.RoundScored(
        round_number=state.round_number, bets=state.bets, bet_cards=state.bet_cards,
        tricks_won=state.tricks_won, losses=losses,
        dummy_loss=dummy_loss if state.rules.has_dummy else None, basket=basket,
        points=points, totals=totals, made=made,
    )
    out.append(scored)
    log = state.current.evolve(scored=scored)
    state = state.evolve(totals=totals, made_bets=made_bets, log=state.log[:-1] + (log,),
                         round_number=state.round_number + 1, deal_index=state.deal_index + 1,
                         phase=Phase.DEAL, leader=0)
    candidates = [s for s in range(state.players) if made[s] and totals[s] >= state.rules.target]
    if not candidates:
        return state, out
    winners, tie_break = game_winners(candidates, made_bets, totals)
    out.append(ev.GameWon(winners, tie_break))
    return state.evolve(phase=Phase.GAME_OVER, winners=winners, tie_break=tie_break), out


__all__ = ["DUMMY", "game_winners", "round_points", "score_round"]
