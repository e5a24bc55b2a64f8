"""Deal codes' check: every single mistyped character and every swap of two neighbours is refused,
never played as some other game; a decoded setup is held to the command line's ranges."""

from __future__ import annotations

import random
from typing import Any

import pytest

from oh7_desktop.games import registry, share
from oh7_desktop.games.interface import RulesError
from oh7_desktop.games.share import ALPHABET, CodeError, SharedSetup, decode, decode_legacy, encode

CODES = 240
"""Random codes whose every single-character typo and neighbour swap is tried."""


def _random_options(rng: random.Random, game: str) -> dict[str, Any]:
    if game == "oh7":
        mode = rng.choice(("base", "advanced"))
        return {"mode": mode, "players": rng.randint(2 if mode == "base" else 3, 6),
                "target": rng.choice((21, 35, 49, rng.randint(1, 9999)))}
    if game == "oh-hell":
        flags = {flag: rng.random() < 0.5 for flag in ("hook", "podrida", "miss_scores_tricks", "zero_bonus")}
        return {"players": rng.randint(3, 7), "sequence": rng.choice(("up", "down", "up-down", "down-up")), **flags}
    if game == "seven-up":
        return {"target": rng.randint(1, 99)}
    return {"players": rng.randint(2, 4), "advanced": rng.random() < 0.5, "actions": rng.random() < 0.5}


def _random_setups(count: int, seed: int = 2026) -> list[SharedSetup]:
    rng = random.Random(seed)
    setups: list[SharedSetup] = []
    while len(setups) < count:
        name = rng.choice(share.GAME_CODES)
        game = registry.get(name)
        try:
            rules = game.rules_from_options(_random_options(rng, name))
        except RulesError:
            continue
        seats = tuple(rng.choice(share.SEAT_LEVELS) for _ in range(game.players(rules)))
        seed = rng.getrandbits(64) if rng.random() < 0.3 else rng.getrandbits(32)
        setups.append(SharedSetup(name, game.rules_to_options(rules), seats, seed))
    return setups


def _same(a: SharedSetup, b: SharedSetup) -> bool:
    return (a.game, dict(a.options), a.seats, a.seed) == (b.game, dict(b.options), b.seats, b.seed)


def _typos(code: str) -> list[str]:
    """Every single-character substitution (the alphabet and its look-alikes O, I, L) and every
    swap of two different neighbours, of the code as written (groups of five)."""
    out = []
    for i, char in enumerate(code):
        if char == "-":
            continue
        out += [code[:i] + other + code[i + 1:] for other in ALPHABET + "OIL" if other != char]
    plain = code.replace("-", "")
    for i in range(len(plain) - 1):
        if plain[i] != plain[i + 1]:
            out.append(plain[:i] + plain[i + 1] + plain[i] + plain[i + 2:])
    return out


def test_no_single_typo_or_swap_decodes_to_another_game() -> None:
    tried = accepted = 0
    other_games: list[tuple[str, str]] = []
    for setup in _random_setups(CODES):
        code = encode(setup)
        assert _same(decode(code), setup)
        for typo in _typos(code):
            tried += 1
            try:
                got = decode(typo)
            except CodeError:
                continue
            accepted += 1  # a look-alike (O for 0): the same code
            if not _same(got, setup):
                other_games.append((code, typo))
    assert tried > 100_000
    assert other_games == []
    assert accepted < tried // 100


def test_the_check_catches_every_typo_of_any_payload() -> None:
    """The reason, checked directly: a substitution or neighbour swap anywhere in payloads of
    every length a code has never keeps the remainder modulo the prime (whatever the bits mean)."""
    rng = random.Random(7)
    for length in range(4, 30):
        for _ in range(40):
            digits = [rng.randrange(32) for _ in range(length)]
            check = share._value(digits) % share.CHECK_PRIME
            for i in range(length):
                for other in range(32):
                    if other != digits[i]:
                        typo = digits[:i] + [other] + digits[i + 1:]
                        assert share._value(typo) % share.CHECK_PRIME != check
                if i + 1 < length and digits[i] != digits[i + 1]:
                    swapped = digits[:i] + [digits[i + 1], digits[i]] + digits[i + 2:]
                    assert share._value(swapped) % share.CHECK_PRIME != check


def _code_of_bits(put: Any) -> str:
    bits = share._Bits()
    bits.put(share.VERSION, 2)
    put(bits)
    return share._text(bits)


def test_a_code_carrying_a_huge_target_is_refused() -> None:
    def oh7_target(bits: Any) -> None:
        bits.put(share.GAME_CODES.index("oh7"), 3)
        bits.put(0, 1)  # mode base
        bits.gamma(4 + 1)  # players
        bits.gamma(1_000_000_000 + 1)  # target
        for _ in range(4):
            bits.put(share.SEAT_LEVELS.index("easy"), 3)
        bits.put(0, 1)
        bits.put(3, 32)

    with pytest.raises(CodeError, match="9999"):
        decode(_code_of_bits(oh7_target))


def test_the_issue_example_is_refused() -> None:
    for setup in _random_setups(20, seed=3):
        code = encode(setup).replace("-", "")
        for i in range(2, len(code) - 2):
            swapped = code[:i] + code[i + 1] + code[i] + code[i + 2:]
            if swapped != code:
                with pytest.raises(CodeError):
                    decode(swapped)


def test_a_character_too_many_is_refused() -> None:
    setup = _random_setups(1, seed=11)[0]
    code = encode(setup).replace("-", "")
    payload = [share._READ[c] for c in code[:-2]] + [0]
    check = share._value(payload) % share.CHECK_PRIME
    longer = "".join(ALPHABET[d] for d in payload) + ALPHABET[check // 32] + ALPHABET[check % 32]
    with pytest.raises(CodeError, match="too many"):
        decode(longer)


def test_format_1_codes_are_read_only_as_legacy() -> None:
    legacy = "8JG90-9R0XD-WT58S"  # written by earlier versions (records carry such codes)
    old = decode_legacy(legacy)
    assert (old.game, old.seats, old.seed) == ("oh7", ("human", "easy", "medium", "hard"), 123456789)
    assert _same(old, decode(encode(old)))
    with pytest.raises(CodeError, match="older version"):
        decode(legacy)
    with pytest.raises(CodeError):
        decode_legacy("8JG90-9R0XD-WT58T")
