"""Red7's bots: legal, deterministic, fair (blind to cards their seat cannot see), and a short
tournament end to end through the game interface."""

from __future__ import annotations

import random

import pytest

from oh7_desktop.games import registry, tournament
from oh7_desktop.games.red7 import (GameState, Phase, Rules, apply, deal_action, new_game, view)
from oh7_desktop.games.red7.bots import BotError, make_bot
from oh7_desktop.games.red7.bots.world import Worlds
from oh7_desktop.games.red7.cards import mask_of

from red7_support import CONFIGS

LEVELS = ("random", "easy", "medium:3", "hard:6")


def positions(rules: Rules, seed: int, every: int = 3) -> list[GameState]:
    """States of a game played by the easy bot, one decision in ``every``."""
    state, out, count = new_game(rules, seed), [], 0
    easy = make_bot("easy")
    while not state.is_over():
        if state.phase is Phase.DEAL:
            state = apply(state, deal_action(state))[0]
            continue
        if count % every == 0:
            out.append(state)
        count += 1
        state = apply(state, easy(view(state, state.turn)))[0]
    return out


@pytest.mark.parametrize("rules", CONFIGS[::3] + [Rules(3, True, True)], ids=str)
def test_every_level_plays_a_legal_action_deterministically(rules: Rules) -> None:
    for state in positions(rules, 4)[:12]:
        seat_view = view(state, state.turn)
        for level in LEVELS:
            action = make_bot(level)(seat_view)
            assert action in seat_view.legal
            assert make_bot(level)(seat_view) == action


def permuted(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Return the state with every card ``seat`` cannot see dealt anew: other hands' unknown
    cards and the deck below its known top, sizes and public cards kept."""
    others = [s for s in range(state.players) if s != seat]
    hidden, sizes = [], []
    for s in others:
        unknown = [c for c in state.hands[s] if c not in state.known[s]]
        hidden += unknown
        sizes.append(len(unknown))
    hidden += state.deck[state.deck_known:]
    rng.shuffle(hidden)
    hands, at = list(state.hands), 0
    for s, size in zip(others, sizes):
        hands[s] = tuple(state.known[s]) + tuple(hidden[at:at + size])
        at += size
    return state.evolve(hands=tuple(hands), deck=state.deck[:state.deck_known] + tuple(hidden[at:]))


@pytest.mark.parametrize("rules", [Rules(3, True, False), Rules(2, True, True), Rules(4)], ids=str)
def test_decisions_ignore_the_cards_a_seat_cannot_see(rules: Rules) -> None:
    rng = random.Random(rules.players)
    changed = 0
    for state in positions(rules, 9, every=2)[:10]:
        seat = state.turn
        other = permuted(state, seat, rng)
        changed += other.hands != state.hands or other.deck != state.deck
        assert view(other, seat) == view(state, seat)  # the view hides exactly these cards
        for level in ("easy", "medium:3", "hard:6"):
            bot = make_bot(level)
            assert bot(view(other, seat)) == bot(view(state, seat))
    assert changed >= 5


def test_worlds_keep_everything_public_and_fill_every_hidden_place() -> None:
    for state in positions(Rules(3, True, True), 2, every=4)[:8]:
        seat_view = view(state, state.turn)
        worlds = Worlds(seat_view)
        sim = worlds.sample(random.Random(1))
        assert sim.hands[seat_view.seat] == mask_of(seat_view.hand)
        assert sim.palettes == [mask_of(p) for p in seat_view.palettes]
        assert [h.bit_count() for h in sim.hands] == list(seat_view.hand_sizes)
        assert len(sim.deck) == seat_view.deck_size
        every = sum(sim.hands) | sum(sim.palettes) | mask_of(seat_view.canvas) | mask_of(sim.deck)
        assert every | sim.scored == (1 << 49) - 1


def test_unknown_levels_and_budgets_are_refused() -> None:
    for level in ("genius", "easy:3", "medium:0", "hard:x", ""):
        with pytest.raises(BotError):
            make_bot(level)


def test_a_short_tournament_end_to_end() -> None:
    report = tournament.run("red7", {"players": 3, "advanced": True}, 2, 3,
                            ["medium:2", "easy", "random"], workers=1)
    levels = report["levels"]
    assert report["games"] == 3 and set(levels) == {"medium:2", "easy", "random"}
    assert abs(sum(lv["win_share"] for lv in levels.values()) - 1.0) < 1e-3  # rounded
    assert all("bet_made_rate" not in lv and lv["decisions"] > 0 for lv in levels.values())
    assert registry.get("red7").bot("easy") is make_bot("easy")


def test_inference_replays_the_round_to_the_public_position() -> None:
    """The clues' replay of the round from its opening reaches the palettes and rule in play."""
    from oh7_desktop.games.red7.bots.inference import _replay
    from oh7_desktop.games.red7.legality import Pos

    for rules in (Rules(3, True, False), Rules(2, True, True)):
        for state in positions(rules, 6, every=5)[:10]:
            seat_view = view(state, state.turn)
            n = rules.players
            pos = Pos(0, tuple(1 << c for c in seat_view.opening), 0,
                      49 - sum(len(p) for p in seat_view.scored) - 8 * n)
            for turn in seat_view.turns:
                pos = _replay(pos, turn, rules.advanced)[0]
            assert pos.palettes == tuple(mask_of(p) for p in seat_view.palettes)
            assert "ROYGBIV"[pos.rule] == seat_view.rule and pos.deck == seat_view.deck_size


def test_a_telling_turn_marks_the_cards_that_would_have_been_cheaper() -> None:
    """Seat 1 spent two cards under red: any card that alone would have kept it winning (a red
    card above seat 0's 5V to the palette, say) is telling."""
    from oh7_desktop.games.red7.bots.inference import clues, world_weight
    from oh7_desktop.games.red7.cards import Card
    from oh7_desktop.games.red7.fast import Sim
    from oh7_desktop.games.red7.state import RoundLog, TurnLog

    # a two-player round dealt from 16 cards: the opening palettes are 5V and 1Y
    deck = tuple(Card.parse(t) for t in "1R 1B 1I 1V 2R 2O 2Y 2B 2I 2V 3R 3Y 3G 3B 5V 1Y".split())
    state = new_game(Rules(2), 0).evolve(
        phase=Phase.TURN, round_index=1, turn=0,
        hands=(tuple(Card.parse(t) for t in "6V 1O".split()), (Card.parse("3O"),)),
        palettes=((Card.parse("5V"),), (Card.parse("1Y"), Card.parse("2G"))),
        canvas=(Card.parse("4G"),), deck=(), known=((), ()), active=(True, True),
        log=(RoundLog(deck=deck, first=1, turns=(TurnLog(1, palette=Card.parse("2G"), canvas=Card.parse("4G")),)),))
    found = clues(view(state, 0))
    assert len(found) == 1 and found[0].seat == 1 and found[0].drawn == 0
    assert found[0].telling >> Card.parse("6R") & 1  # 6R alone beats 5V under red
    assert found[0].telling >> Card.parse("4V") & 1  # 4V to the canvas: violet, 1Y wins
    assert not found[0].telling >> Card.parse("4B") & 1  # 4B does neither
    sim = Sim(Rules(2))
    sim.hands[1] = 1 << Card.parse("6R")
    assert world_weight(found, sim) < 1.0
    sim.hands[1] = 1 << Card.parse("4B")
    assert world_weight(found, sim) == 1.0


def test_the_tournament_command_plays_red7(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    args = ["--game", "red7", "--players", "2", "--rules", '{"advanced": true, "actions": true}',
            "--seats", "easy,random", "--games", "2", "--workers", "1"]
    assert tournament.main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["settings"]["rules"]["actions"] is True
    assert tournament.main(["--game", "red7", "--players", "5", "--seats", "easy"] * 1) == 2
    assert "Red7 is for 2 to 4 players, not 5" in capsys.readouterr().err
