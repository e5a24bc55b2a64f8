"""Seven Up's bots: legal, deterministic, fair (blind to hidden cards), and a short tournament."""

from __future__ import annotations

import random

import pytest

from oh7_desktop.games.seven_up import GameState, Phase, to_move, view
from oh7_desktop.games.seven_up.bots import BotError, decide, make_bot
from oh7_desktop.games.seven_up.bots.inference import decisions_about_hand, weight
from oh7_desktop.games.seven_up.bots.search import points_value, race_value
from oh7_desktop.games.seven_up.bots.solver import solve
from oh7_desktop.games.seven_up.bots.world import Worlds, build
from oh7_desktop.games.seven_up.fast import DONE, PLAY, FastDeal
from oh7_desktop.games.tournament import run, tasks

from seven_up_support import cards, permuted, play, random_states, say, start
from seven_up_support import PLAIN

LEVELS = ("random", "easy", "medium:3", "hard:3")


def sample_states(seed: int, count: int) -> list[GameState]:
    """States of a random game where a seat has a real choice."""
    out = []
    for state in random_states(seed, seed + 1):
        movers = to_move(state)
        if movers and len(view(state, movers[0]).legal) > 1:
            out.append(state)
    return out[:: max(1, len(out) // count)][:count]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_deterministic_actions(level: str) -> None:
    bot = make_bot(level)
    for state in sample_states(7, 25):
        seat_view = view(state, to_move(state)[0])
        action = bot(seat_view)
        assert action in seat_view.legal and bot(seat_view) == action


def test_decisions_ignore_the_cards_a_seat_cannot_see() -> None:
    """Fairness: dealing the hidden cards anew, consistently with the view, changes no view
    and no decision (the other hand, its set-aside, the stock's order)."""
    rng, checked, moved = random.Random(3), 0, 0
    for state in sample_states(11, 40) + sample_states(12, 40):
        seat = to_move(state)[0]
        other = permuted(state, seat, rng)
        moved += other.hands != state.hands or other.pack != state.pack
        assert view(other, seat) == view(state, seat)
        for level in ("easy", "medium:3", "hard:3"):
            assert decide(view(other, seat), level) == decide(view(state, seat), level)
        checked += 1
    assert checked >= 60 and moved >= 50


def test_unknown_levels_and_nothing_to_decide() -> None:
    for level in ("genius", "easy:5", "hard:0", "medium:x"):
        with pytest.raises(BotError):
            make_bot(level)
    state, _ = start(PLAIN)
    with pytest.raises(BotError, match="seat 0 has nothing to decide"):
        decide(view(state, 0), "easy")


def test_sampled_worlds_respect_sizes_and_voids() -> None:
    state, _ = say(start(PLAIN)[0], "stand")
    state, _ = play(state, "AD TD 5D 3C")  # the dealer (seat 0) is now void in diamonds
    seat_view = view(state, 1)
    worlds, rng = Worlds(seat_view), random.Random(1)
    for _ in range(50):
        deal = worlds.sample(rng)
        assert len(deal.hands[0]) == 4 and not any(c // 13 == 2 for c in deal.hands[0])
        assert sorted(deal.hands[1]) == sorted(int(c) for c in seat_view.hand)
        assert deal.phase == PLAY and deal.tricks == 2


def brute(deal: FastDeal, seat: int) -> float:
    """Minimax by trying every line (no pruning), on clones."""
    if deal.phase == DONE:
        return points_value(deal, seat)
    values = []
    for card in deal.legal():
        child = deal.clone()
        child.play(card)
        values.append(brute(child, seat))
    return max(values) if deal.to_move() == seat else min(values)


@pytest.mark.parametrize("seed", range(6))
def test_the_endgame_solver_finds_the_minimax_value(seed: int) -> None:
    for state in random_states(seed, seed):
        if state.phase is Phase.PLAY and len(state.tricks) == 3 and not state.trick:
            break
    else:
        pytest.skip("this game never reached a fourth trick")
    seat_view = view(state, 0)
    deal = build(seat_view, [int(c) for c in state.hands[1]], [], random.Random(0))[0]
    for seat in (0, 1):
        assert solve(deal, seat, points_value) == brute(deal, seat)


def test_a_stand_makes_strong_hands_likelier() -> None:
    state, _ = say(start(PLAIN)[0], "stand")
    seat_view = view(state, 0)
    said = decisions_about_hand(seat_view)
    assert said == ["stand"]
    strong = weight(seat_view, said, [int(c) for c in cards("AD JD TD KD QS AS")])
    weak = weight(seat_view, said, [int(c) for c in cards("2S 3S 4H 5H 6C 7C")])
    assert strong > 0.9 and weak < 0.2


def test_race_value_counts_a_won_game_and_the_chances_otherwise() -> None:
    deal = FastDeal(7, [6, 2], 0, lambda: list(range(52)))
    deal.winner = -1
    assert 0.5 < race_value(deal, 0) < 1.0 and race_value(deal, 1) < 0.5
    deal.winner = 1
    assert race_value(deal, 1) == 1.0 and race_value(deal, 0) == 0.0


def test_duplicate_deals_swap_the_seats() -> None:
    games = list(tasks("seven-up", {"players": 2}, 4, 4, ["hard", "medium"]))
    assert [g.levels for g in games] == [("hard", "medium"), ("medium", "hard")] * 2
    assert games[0].seed == games[1].seed != games[2].seed


def test_a_short_tournament_end_to_end() -> None:
    report = run("seven-up", {"players": 2}, 5, 4, ["medium:2", "easy"], workers=1)
    levels = report["levels"]
    assert report["games"] == 4 and set(levels) == {"medium:2", "easy"}
    assert abs(sum(lv["win_share"] for lv in levels.values()) - 1.0) < 1e-9
    for stats in levels.values():
        assert "bet_made_rate" not in stats and stats["points_per_round"] > 0
        assert stats["decisions"] > 0
