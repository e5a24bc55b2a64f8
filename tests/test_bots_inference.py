"""Inference weights favour the worlds that explain the opponents' public choices."""

from __future__ import annotations

import random
import statistics

from oh7_desktop.games.oh7.bots import make_bot
from oh7_desktop.games.oh7.bots.inference import Observer, bet_log_likelihood, effective_size, normalized
from oh7_desktop.games.oh7.bots.world import deck_counts, knowledge
from oh7_desktop.games.oh7 import Card, Phase, Rules, apply, chance_action, new_game, to_move, view


def _codes(text: str) -> list[int]:
    return [int(Card.from_str(t)) for t in text.split()]


def test_a_high_bet_is_likelier_from_a_strong_hand() -> None:
    strong = _codes("7S 6S 5S 4S 7H 1C 0D")
    weak = _codes("5S 0H 1H 2C 0C 1D 2D")
    card = int(Card.from_str("5S"))
    assert bet_log_likelihood(strong, [], card, 4) > bet_log_likelihood(weak, [], card, 4) + 1.0


def test_weights_are_normalized() -> None:
    weights = normalized([-3.0, -1.0, -1.0, -50.0])
    assert abs(sum(weights) - 1.0) < 1e-12 and weights[1] == weights[2] > weights[0]
    assert 2.0 <= effective_size(weights) <= 3.0


def test_the_true_world_weighs_more_than_most_samples_against_easy_bots() -> None:
    """Against easy opponents (the bet model's own rule) the real deal ranks high among
    uniform samples of the same view."""
    bot = make_bot("easy")
    ranks = []
    for seed in range(3):
        state = new_game(Rules("base", 4, 35), seed=seed)
        while not state.is_over() and state.deal_index < 2:
            chance = chance_action(state)
            if chance is not None:
                state, _ = apply(state, chance)
                continue
            views = [view(state, s) for s in to_move(state)]
            for seat_view in views:
                if seat_view.seat == 0 and seat_view.phase is Phase.PLAY and len(seat_view.hand) == 4:
                    observer = Observer(seat_view, deck_counts("base", 4))
                    truth = observer.log_weight([[int(c) for c in h] for h in state.hands])
                    know, rng = knowledge(seat_view), random.Random(seed)
                    samples = [observer.log_weight(know.sample(rng)[0]) for _ in range(100)]
                    ranks.append(sum(s < truth for s in samples) / len(samples))
            actions = [bot(v) for v in views]
            for action in actions:
                state, _ = apply(state, action)
    assert len(ranks) >= 4
    assert statistics.mean(ranks) > 0.7
