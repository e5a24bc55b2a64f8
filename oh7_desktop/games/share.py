"""Shareable deals: a short code that carries a whole game setup, so anyone can play it again.

A code names the game, its rules options, who sits where (a human or a bot level) and the
seed of the deals: with the seeded dealing of every game, that is the same cards for
everyone and the same bots (a bot decides from its view's seed and its budget alone). It is
written in Crockford's base 32 (digits and capitals without I, L, O, U; read back in either
case, with ``O`` as 0 and ``I``/``L`` as 1), in groups of five, and ends with a check
character, so a mistyped code is refused, not played as some other game.

The bits, most significant first: the format version (2 bits); the game's index in
:data:`GAME_CODES` (3 bits; the list only grows); each rules option in key order (a flag: 1
bit; a whole number: Elias gamma of value + 1; a word: its index in :data:`WORDS`); each
seat's level (3 bits, index in :data:`SEAT_LEVELS`); the seed (1 bit: 32 or 64 bits, then
the seed); padding; then 5 bits of a BLAKE2 digest.

>>> code = encode(SharedSetup("oh7", {"mode": "advanced", "players": 4, "target": 35},
...                           ("human", "easy", "medium", "hard"), 123456789))
>>> code
'8JG90-9R0XD-WT58S'
>>> decode(code.lower().replace("0", "o")) == decode(code)
True
>>> decode(code).seats
('human', 'easy', 'medium', 'hard')
>>> decode("8JG90-9R0XD-WT58T")
Traceback (most recent call last):
...
oh7_desktop.games.share.CodeError: '8JG90-9R0XD-WT58T' is not a deal code (a character is mistyped)
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .interface import GameError
from .registry import get

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {**{c: i for i, c in enumerate(ALPHABET)}, "O": 0, "I": 1, "L": 1}
VERSION = 1
GAME_CODES: tuple[str, ...] = ("oh7", "oh-hell", "seven-up", "red7")
"""Games by their index in a code: append new games, never reorder."""
SEAT_LEVELS: tuple[str, ...] = ("human", "random", "easy", "medium", "hard")
WORDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("oh7", "mode"): ("base", "advanced"),
    ("oh-hell", "sequence"): ("up", "down", "up-down", "down-up"),
}
"""The values of each rules option that is a word, by (game, option): append, never reorder."""


class CodeError(GameError):
    """A code that cannot be read, or a setup that cannot be written as a code."""


@dataclass(frozen=True)
class SharedSetup:
    """What a code carries: the game, its rules options, each seat's player and the seed."""

    game: str
    options: Mapping[str, Any] = field(hash=False)
    seats: tuple[str, ...]
    seed: int


def encode(setup: SharedSetup) -> str:
    """Return the code of ``setup`` (raises :class:`CodeError` for what a code cannot carry)."""
    if setup.game not in GAME_CODES:
        raise CodeError(f"{setup.game!r} games cannot be shared by code")
    game = get(setup.game)
    options = game.rules_to_options(game.rules_from_options(setup.options))
    bits = _Bits()
    bits.put(VERSION, 2)
    bits.put(GAME_CODES.index(setup.game), 3)
    for key in sorted(options):
        _put_option(bits, setup.game, key, options[key])
    players = game.players(game.rules_from_options(options))
    if len(setup.seats) != players:
        raise CodeError(f"{players} seats expected, not {len(setup.seats)}")
    for level in setup.seats:
        if level not in SEAT_LEVELS:
            raise CodeError(f"seat level {level!r} cannot be shared (one of: {', '.join(SEAT_LEVELS)})")
        bits.put(SEAT_LEVELS.index(level), 3)
    if not 0 <= setup.seed < 1 << 64:
        raise CodeError("the seed must be a whole number from 0 to 2**64 - 1")
    wide = setup.seed >= 1 << 32
    bits.put(int(wide), 1)
    bits.put(setup.seed, 64 if wide else 32)
    return _text(bits)


def decode(text: str) -> SharedSetup:
    """Return the setup a code carries; raises :class:`CodeError` with one line."""
    shown = text.strip()
    values = [_READ.get(c) for c in shown.upper() if c not in "- "]
    if not values or None in values or len(values) < 2:
        raise CodeError(f"{shown[:40]!r} is not a deal code (letters and digits, e.g. 8JG90-9R0XD-WT58S)")
    digits = [v for v in values if v is not None]
    payload, check = digits[:-1], digits[-1]
    if _check(payload) != check:
        raise CodeError(f"{shown[:40]!r} is not a deal code (a character is mistyped)")
    bits = _Bits.of(payload)
    try:
        return _read(bits)
    except (IndexError, ValueError, GameError) as error:
        raise CodeError(f"{shown[:40]!r} is not a deal code ({error})") from None


def _read(bits: _Bits) -> SharedSetup:
    if bits.take(2) != VERSION:
        raise ValueError("made by a newer version of the game")
    index = bits.take(3)
    if index >= len(GAME_CODES):
        raise ValueError("a game this version does not have")
    name = GAME_CODES[index]
    game = get(name)
    defaults = _defaults(name)
    options = {key: _take_option(bits, name, key, type(defaults[key])) for key in sorted(defaults)}
    players = game.players(game.rules_from_options(options))
    seats = tuple(SEAT_LEVELS[bits.take(3)] for _ in range(players))
    seed = bits.take(64 if bits.take(1) else 32)
    return SharedSetup(name, options, seats, seed)


def _defaults(game: str) -> dict[str, Any]:
    """Every rules option of ``game`` with its default (the fewest players where a game asks
    for a count): the keys and kinds a code holds, in key order."""
    rules = get(game)
    for options in ({}, *({"players": n} for n in range(2, 9))):
        try:
            return rules.rules_to_options(rules.rules_from_options(options))
        except GameError:
            continue
    raise CodeError(f"{game} has no default rules to read a code with")


def _put_option(bits: _Bits, game: str, key: str, value: Any) -> None:
    if isinstance(value, bool):
        bits.put(int(value), 1)
    elif isinstance(value, int) and value >= 0:
        bits.gamma(value + 1)
    elif isinstance(value, str) and value in WORDS.get((game, key), ()):
        words = WORDS[(game, key)]
        bits.put(words.index(value), max(1, (len(words) - 1).bit_length()))
    else:
        raise CodeError(f"the option {key}={value!r} cannot be written in a code")


def _take_option(bits: _Bits, game: str, key: str, kind: type) -> Any:
    if kind is bool:
        return bool(bits.take(1))
    if kind is int:
        return bits.ungamma() - 1
    words = WORDS.get((game, key))
    if kind is str and words:
        return words[bits.take(max(1, (len(words) - 1).bit_length()))]
    raise ValueError(f"an option {key} this version cannot read")


class _Bits:
    """A growing string of bits, read back from the front."""

    def __init__(self) -> None:
        self.value, self.size, self.read = 0, 0, 0

    @classmethod
    def of(cls, digits: list[int]) -> _Bits:
        bits = cls()
        for digit in digits:
            bits.put(digit, 5)
        return bits

    def put(self, value: int, width: int) -> None:
        self.value = (self.value << width) | value
        self.size += width

    def gamma(self, value: int) -> None:
        """Elias gamma: as many zeros as the number's length less one, then the number."""
        width = value.bit_length()
        self.put(0, width - 1)
        self.put(value, width)

    def take(self, width: int) -> int:
        if self.read + width > self.size:
            raise IndexError("it is cut short")
        self.read += width
        return (self.value >> (self.size - self.read)) & ((1 << width) - 1)

    def ungamma(self) -> int:
        zeros = 0
        while self.take(1) == 0:
            zeros += 1
            if zeros > 64:
                raise ValueError("a number is too long")
        return (1 << zeros) | self.take(zeros)


def _check(digits: list[int]) -> int:
    return hashlib.blake2b(bytes(digits), digest_size=1).digest()[0] % 32


def _text(bits: _Bits) -> str:
    """The bits in base 32 (zero-padded to whole characters), the check, groups of five."""
    pad = -bits.size % 5
    bits.put(0, pad)
    digits = [(bits.value >> (bits.size - 5 * (i + 1))) & 31 for i in range(bits.size // 5)]
    chars = "".join(ALPHABET[d] for d in digits + [_check(digits)])
    return "-".join(chars[i:i + 5] for i in range(0, len(chars), 5))


__all__ = ["CodeError", "GAME_CODES", "SEAT_LEVELS", "SharedSetup", "WORDS", "decode", "encode"]
