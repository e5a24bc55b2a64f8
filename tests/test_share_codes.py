"""Deal codes: every setup of every game round-trips, typos are refused, and a code deals the same cards."""

from __future__ import annotations

import random
from typing import Any

import pytest

from oh7_desktop.games.registry import get
from oh7_desktop.games.share import GAME_CODES, SEAT_LEVELS, CodeError, SharedSetup, decode, encode

OPTIONS: dict[str, list[dict[str, Any]]] = {
    "oh7": [{"mode": m, "players": p, "target": t} for m in ("base", "advanced")
            for p in (range(3, 7) if m == "advanced" else range(2, 6)) for t in (21, 35, 49, 1, 200)],
    "oh-hell": [{"players": p, "sequence": s, "hook": h, "simultaneous": not h, "podrida": p % 2 == 0,
                 "miss_scores_tricks": h, "zero_bonus": not h}
                for p in range(3, 8) for s in ("up", "down", "up-down", "down-up") for h in (False, True)],
    "seven-up": [{"target": t} for t in (1, 7, 11, 99)],
    "red7": [{"players": p, "advanced": a, "actions": c} for p in (2, 3, 4) for a in (False, True)
             for c in (False, True)],
}


def _setups(rng: random.Random) -> list[SharedSetup]:
    out = []
    for name, choices in OPTIONS.items():
        game = get(name)
        for options in choices:
            players = game.players(game.rules_from_options(options))
            seats = ("human",) + tuple(rng.choice(SEAT_LEVELS) for _ in range(players - 1))
            seed = rng.choice([0, 1, rng.getrandbits(32), rng.getrandbits(64), 2**64 - 1])
            out.append(SharedSetup(name, options, seats, seed))
    return out


def test_every_game_is_shareable_and_every_setup_round_trips() -> None:
    assert set(GAME_CODES) >= set(OPTIONS)
    lengths = []
    for setup in _setups(random.Random(5)):
        code = encode(setup)
        back = decode(code)
        game = get(setup.game)
        assert back.game == setup.game and back.seats == setup.seats and back.seed == setup.seed
        assert back.options == game.rules_to_options(game.rules_from_options(setup.options))
        assert decode(code.lower()) == back and decode(code.replace("-", "")) == back
        if setup.seed < 2**32:
            lengths.append(len(code.replace("-", "")))
    assert max(lengths) <= 20


def test_a_code_deals_the_same_cards() -> None:
    for setup in _setups(random.Random(9))[::7]:
        game, back = get(setup.game), decode(encode(setup))
        first = game.new_game(game.rules_from_options(setup.options), setup.seed)
        again = game.new_game(game.rules_from_options(back.options), back.seed)
        assert game.chance_action(first) == game.chance_action(again)


def test_mistyped_codes_are_refused() -> None:
    rng = random.Random(2)
    refused = tried = 0
    for setup in _setups(rng)[::11]:
        code = encode(setup)
        for at in range(len(code)):
            if code[at] == "-":
                continue
            wrong = rng.choice([c for c in "0123456789ABCDEFGHJKMNPQRSTVWXYZ" if c != code[at]])
            tried += 1
            try:
                decode(code[:at] + wrong + code[at + 1:])
            except CodeError:
                refused += 1
    assert refused / tried >= 0.9, (refused, tried)


@pytest.mark.parametrize("text", ["", "-", "hello world", "8JG90", "ÉÉÉ", "0" * 200, "U" * 10])
def test_text_that_is_no_code_is_one_clear_line(text: str) -> None:
    with pytest.raises(CodeError) as caught:
        decode(text)
    assert "\n" not in str(caught.value) and "not a deal code" in str(caught.value)


def test_setups_a_code_cannot_carry_are_refused() -> None:
    with pytest.raises(CodeError, match="seat level"):
        encode(SharedSetup("oh7", {"mode": "base", "players": 2, "target": 21}, ("human", "hard:24"), 1))
    with pytest.raises(CodeError, match="2 seats expected"):
        encode(SharedSetup("oh7", {"mode": "base", "players": 2, "target": 21}, ("human",), 1))
    with pytest.raises(CodeError, match="seed"):
        encode(SharedSetup("oh7", {"mode": "base", "players": 2, "target": 21}, ("human", "easy"), -1))
