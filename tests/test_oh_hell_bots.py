"""Oh Hell's bots: legal, deterministic, fair (they see the view only), sampling exactly what is
public; bids by expected score; a short tournament end to end."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from oh7_desktop.games.interface import GameError
from oh7_desktop.games.oh_hell import (Bid, GameState, Phase, Play, Rules, apply, deal_action,
                                       legal_actions, new_game, to_move, view)
from oh7_desktop.games.oh_hell.bots import BotError, decide, make_bot
from oh7_desktop.games.oh_hell.bots.estimate import expected_scores, trick_distribution, card_chances
from oh7_desktop.games.oh_hell.bots.playouts import bid_values
from oh7_desktop.games.oh_hell.bots.policy import easy_card, easy_playout
from oh7_desktop.games.oh_hell.bots.world import knowledge, out_of_play, play_world, trump_of, voids
from oh7_desktop.games.oh_hell.fast import FastHand, deal_codes, score_table
from oh7_desktop.games.pack52 import SUIT_OF
from oh7_desktop.games.tournament import main as tournament_main

QUICK_LEVELS = ("random", "easy", "medium:3", "hard:4")


def advance(state: GameState, rng: random.Random, steps: int) -> GameState:
    """Play ``steps`` random actions (deals included), stopping before the game ends."""
    for _ in range(steps):
        if state.phase is Phase.DEAL:
            state = apply(state, deal_action(state))[0]
        elif state.is_over():
            break
        else:
            state = apply(state, rng.choice(legal_actions(state)))[0]
    return state


def positions(count: int) -> list[GameState]:
    """Assorted decision points over player counts and options."""
    out = []
    options: list[dict[str, Any]] = [{"players": 3, "podrida": True}, {"players": 4, "hook": True},
               {"players": 6, "simultaneous": True}, {"players": 7, "sequence": "down"}]
    for i in range(count):
        rng = random.Random(i)
        state = advance(new_game(Rules(**options[i % 4]), i), rng, rng.randrange(5, 90))
        if state.phase in (Phase.BID, Phase.PLAY):
            out.append(state)
    return out


@pytest.mark.parametrize("level", QUICK_LEVELS)
def test_every_level_plays_legal_deterministic_actions(level: str) -> None:
    bot = make_bot(level)
    for state in positions(16):
        for seat in to_move(state):
            seen = view(state, seat)
            action = bot(seen)
            assert action in seen.legal and bot(seen) == action


def test_unknown_levels_and_budgets_are_refused() -> None:
    for level in ("expert", "easy:3", "hard:0", "hard:x", ""):
        with pytest.raises(BotError):
            make_bot(level)
    assert issubclass(BotError, GameError)
    state = apply(new_game(Rules(players=3), 1), deal_action(new_game(Rules(players=3), 1)))[0]
    with pytest.raises(BotError, match="nothing to decide"):
        decide(view(state, 0), "easy")   # seat 1 bids first


def swap_hidden(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """Return ``state`` with two cards hidden from ``seat`` exchanged between two other places
    (hands or the cards set aside) where the view allows it (same suit), or None."""
    places = [s for s in range(state.players) if s != seat and state.hands[s]]
    spots = [(s, i, c) for s in places for i, c in enumerate(state.hands[s])]
    spots += [(-1, i, c) for i, c in enumerate(state.rest)]
    rng.shuffle(spots)
    for a in spots:
        for b in spots:
            if a[0] != b[0] and a[2].suit == b[2].suit:
                hands = [list(h) for h in state.hands]
                rest = list(state.rest)
                for (owner, index, _), card in ((a, b[2]), (b, a[2])):
                    (rest if owner < 0 else hands[owner])[index] = card
                return state.evolve(hands=tuple(tuple(h) for h in hands), rest=tuple(rest))
    return None


@pytest.mark.parametrize("level", ("easy", "medium:4", "hard:6"))
def test_a_decision_does_not_change_when_hidden_cards_are_permuted(level: str) -> None:
    bot, rng, checked = make_bot(level), random.Random(5), 0
    for state in positions(12):
        seat = to_move(state)[0]
        other = swap_hidden(state, seat, rng)
        if other is None or other.hands == state.hands:
            continue
        assert view(other, seat) == view(state, seat)
        assert bot(view(other, seat)) == bot(view(state, seat))
        checked += 1
    assert checked >= 5


def test_sampled_worlds_respect_everything_public() -> None:
    rng = random.Random(3)
    for state in positions(24):
        if state.phase is not Phase.PLAY or not state.tricks:
            continue
        seat = to_move(state)[0]
        seen = view(state, seat)
        know, void = knowledge(seen), voids(seen)
        public = out_of_play(seen)
        for _ in range(20):
            hands = know.sample(rng)
            assert [len(h) for h in hands] == [len(h) for h in state.hands]
            assert sorted(hands[seat]) == sorted(int(c) for c in state.hands[seat])
            for s, hand in enumerate(hands):
                assert all(not void[s] >> SUIT_OF[c] & 1 for c in hand)
                assert all(not public >> c & 1 for c in hand)   # played or turned: nowhere
            assert len({c for h in hands for c in h}) == sum(len(h) for h in hands)


def test_voids_come_from_not_following_and_podrida_adds_trump() -> None:
    rules = Rules(players=3, podrida=True)
    state = new_game(rules, 1).evolve(hand_index=1)
    from oh7_desktop.games.oh_hell import Deal
    from oh7_desktop.games.pack52 import PACK, Card
    hands = (tuple(map(Card.from_str, ("KS", "2H"))), tuple(map(Card.from_str, ("2C", "3C"))),
             tuple(map(Card.from_str, ("AS", "4H"))))
    used = {c for h in hands for c in h} | {Card.from_str("7D")}
    state = apply(state, Deal(hands, Card.from_str("7D"), tuple(c for c in PACK if c not in used)))[0]
    for seat, bid in ((2, 0), (0, 0), (1, 0)):
        state = apply(state, Bid(seat, bid))[0]
    state = apply(state, Play(2, Card.from_str("AS")))[0]
    state = apply(state, Play(0, Card.from_str("KS")))[0]
    state = apply(state, Play(1, Card.from_str("2C")))[0]   # no spade, no trump shown
    void = voids(view(state, 2))
    assert void[1] == (1 << 0) | (1 << 2) and void[0] == 0


def test_marginals_of_sampled_worlds_are_uniform_without_voids() -> None:
    state = apply(new_game(Rules(players=4), 2).evolve(hand_index=2), deal_action(
        new_game(Rules(players=4), 2).evolve(hand_index=2)))[0]
    seen = view(state, 1)
    know, rng = knowledge(seen), random.Random(9)
    card = int(seen.unseen_cards()[0])
    counts: Counter[int] = Counter()
    runs = 6000
    for _ in range(runs):
        hands = know.sample(rng)
        counts[next((s for s, h in enumerate(hands) if card in h), -1)] += 1
    # 3 cards in each of 3 other hands out of 48 unseen: 1/16 each, 13/16 set aside.
    for s in (0, 2, 3):
        assert abs(counts[s] / runs - 3 / 48) < 0.015
    assert abs(counts[-1] / runs - 39 / 48) < 0.02


def test_easy_bids_the_best_expected_score_and_respects_the_hook() -> None:
    for state in positions(40):
        if state.phase is not Phase.BID or state.rules.simultaneous:
            continue
        seat = to_move(state)[0]
        seen = view(state, seat)
        hand = [int(c) for c in seen.hand]
        expected = expected_scores(trick_distribution(card_chances(
            hand, trump_of(seen), seen.players, out_of_play(seen))), score_table(seen.rules, seen.cards))
        choices = [a.bid for a in seen.legal if isinstance(a, Bid)]
        chosen = decide(seen, "easy")
        assert isinstance(chosen, Bid) and chosen.bid in choices
        assert expected[chosen.bid] == max(expected[b] for b in choices)


def test_medium_bids_the_best_expected_score_of_its_playouts() -> None:
    from oh7_desktop.games.oh_hell.bots.medium import WORLDS
    from oh7_desktop.games.oh_hell.bots.world import candidates, easy_bid_model
    for state in positions(30)[:8]:
        if state.phase is not Phase.BID:
            continue
        seat = to_move(state)[0]
        seen = view(state, seat)
        options = candidates(seen)
        rng = random.Random(seen.decision_seed)
        know = knowledge(seen)
        worlds = [know.sample(rng) for _ in range(WORLDS)]
        values = bid_values(seen, options, worlds, [1.0] * WORLDS, easy_bid_model(seen))
        chosen = decide(seen, "medium")
        assert isinstance(chosen, Bid) and values[options.index(chosen.bid)] == max(values)


def test_the_fused_playout_plays_the_easy_policy_card_by_card() -> None:
    rng = random.Random(4)
    for podrida in (False, True):
        rules = Rules(players=4, podrida=podrida)
        for i in range(120):
            size = rng.randint(1, 13)
            hands, trump = deal_codes(4, size, size < 13, rng)
            start = FastHand.start(hands, trump, i % 4, [rng.randint(0, 3) for _ in range(4)], rules)
            if i % 2:
                start.play(start.legal()[0])
            stepwise, fused = start.clone(), start.clone()
            while not stepwise.done:
                stepwise.play(easy_card(stepwise))
            easy_playout(fused)
            assert fused.winners == stepwise.winners and fused.gone == stepwise.gone


def test_play_world_continues_the_hand_in_progress() -> None:
    for state in positions(24):
        if state.phase is not Phase.PLAY:
            continue
        seat = to_move(state)[0]
        seen = view(state, seat)
        sim = play_world(seen, [[int(c) for c in h] for h in state.hands])
        assert sim.to_play() == seat
        assert all(isinstance(a, Play) for a in seen.legal)
        assert sorted(sim.legal()) == sorted(int(a.card) for a in seen.legal if isinstance(a, Play))


def test_a_short_tournament_runs_end_to_end(capsys: pytest.CaptureFixture[str]) -> None:
    status = tournament_main(["--game", "oh-hell", "--players", "4", "--rules",
                              '{"sequence": "down", "hook": true}', "--seats",
                              "easy,random,medium:1,hard:1", "--games", "4", "--workers", "1",
                              "--seed", "3"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0 and report["games"] == 4
    assert set(report["levels"]) == {"easy", "random", "medium:1", "hard:1"}
    assert all(0 <= level["bet_made_rate"] <= 1 for level in report["levels"].values())
    assert abs(sum(level["win_share"] for level in report["levels"].values()) - 1) < 1e-6
