"""Shareable deals: a short code that carries a whole game setup, so anyone can play it again.

A code names the game, its rules options, who sits where (a human or a bot level) and the
seed of the deals: with the seeded dealing of every game, that is the same cards for
everyone and the same bots (a bot decides from its view's seed and its budget alone). It is
written in Crockford's base 32 (digits and capitals without I, L, O, U; read back in either
case, with ``O`` as 0 and ``I``/``L`` as 1), in groups of five, and ends with two check
characters: the payload read as one base-32 number, modulo the prime :data:`CHECK_PRIME` (1021).
Any single character typed wrong changes that number by ``d * 32**k`` (``0 < |d| < 32``) and
any two neighbours swapped by ``(a - b) * 31 * 32**k``, neither ever a multiple of 1021, so
every such typo is refused, never played as some other game (the check characters themselves
likewise); anything else gets through one time in 1021 at most.

The bits, most significant first: the format version (2 bits); the game's index in
:data:`GAME_CODES` (3 bits; the list only grows); each rules option in key order (a flag: 1
bit; a whole number: Elias gamma of value + 1; a word: its index in :data:`WORDS`); each
seat's level (3 bits, index in :data:`SEAT_LEVELS`); the seed (1 bit: 32 or 64 bits, then
the seed); padding (zeros, fewer than 5 bits: a code with a character too many is refused).

Codes of format 1 (up to version 0.x: one check character, 5 bits of a BLAKE2 digest, which let
1 typo in 90 through) are still read by :func:`decode_legacy`, for the records that carry them
(their seed must match); a code typed in must be of the current format.

>>> code = encode(SharedSetup("oh7", {"mode": "advanced", "players": 4, "target": 35},
...                           ("human", "easy", "medium", "hard"), 123456789))
>>> code
'GJG90-9R0XD-WT58K-K'
>>> decode(code.lower().replace("0", "o")) == decode(code)
True
>>> decode(code).seats
('human', 'easy', 'medium', 'hard')
>>> decode("GJG90-9ROXD-WT58K-K") == decode(code), decode_legacy("8JG90-9R0XD-WT58S") == decode(code)
(True, True)
>>> decode("GJG90-9R0DX-WT58K-K")
Traceback (most recent call last):
...
oh7_desktop.games.share.CodeError: 'GJG90-9R0DX-WT58K-K' is not a deal code (a character is mistyped)
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .interface import GameError
from .registry import get, schema

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {**{c: i for i, c in enumerate(ALPHABET)}, "O": 0, "I": 1, "L": 1}
VERSION = 2
"""The code format written (1: the format :func:`decode_legacy` reads)."""
LEGACY_VERSION = 1
CHECK_PRIME = 1021
"""The check's modulus: a prime above 31 (so no single typo or swap is a multiple of it) and
below 32**2 (its remainder fits two characters)."""
GAME_CODES: tuple[str, ...] = ("oh7", "oh-hell", "seven-up", "red7")
"""Games by their index in a code: append new games, never reorder."""
SEAT_LEVELS: tuple[str, ...] = ("human", "random", "easy", "medium", "hard")
WORDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("oh7", "mode"): ("base", "advanced"),
    ("oh-hell", "sequence"): ("up", "down", "up-down", "down-up"),
}
"""The values of each rules option that is a word, by (game, option): append, never reorder."""


EXAMPLE = "GJG90-9R0XD-WT58K-K"
"""A code, for messages saying what one looks like."""


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
    shown, digits = _digits(text, 3)
    payload, check = digits[:-2], digits[-2] * 32 + digits[-1]
    if _value(payload) % CHECK_PRIME != check:
        if _legacy_check(digits[:-1]) == digits[-1] and _Bits.of(digits[:1]).take(2) == LEGACY_VERSION:
            raise CodeError(f"{shown[:40]!r} is a deal code of an older version (it cannot be checked "
                            f"for typos): replay its game's record instead")
        raise CodeError(f"{shown[:40]!r} is not a deal code (a character is mistyped)")
    return _decoded(shown, _Bits.of(payload), VERSION, exact=True)


def decode_legacy(text: str) -> SharedSetup:
    """Return the setup a format-1 code carries (one BLAKE2 check character: trust it only
    against what it should match, such as its record's seed); :class:`CodeError` otherwise."""
    shown, digits = _digits(text, 2)
    if _legacy_check(digits[:-1]) != digits[-1]:
        raise CodeError(f"{shown[:40]!r} is not a deal code (a character is mistyped)")
    return _decoded(shown, _Bits.of(digits[:-1]), LEGACY_VERSION, exact=False)


def _digits(text: str, least: int) -> tuple[str, list[int]]:
    """The code as typed (stripped) and its characters' values (separators dropped)."""
    shown = text.strip() if isinstance(text, str) else repr(text)
    values = [_READ.get(c) for c in shown.upper() if c not in "- "] if isinstance(text, str) else [None]
    if len(values) < least or None in values or len(values) > 64:
        raise CodeError(f"{shown[:40]!r} is not a deal code (letters and digits, e.g. {EXAMPLE})")
    return shown, [v for v in values if v is not None]


def _decoded(shown: str, bits: _Bits, version: int, *, exact: bool) -> SharedSetup:
    try:
        found = bits.take(2)
        if found != version:
            raise ValueError("made by a newer version of the game" if found > version else "an older format")
        setup = _read(bits)
        if exact and (bits.size - bits.read >= 5 or bits.take(bits.size - bits.read)):
            raise ValueError("a character too many")
        return setup
    except (IndexError, ValueError, GameError) as error:
        raise CodeError(f"{shown[:40]!r} is not a deal code ({error})") from None


def _read(bits: _Bits) -> SharedSetup:
    """The setup after the version bits (both formats lay it out alike)."""
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
    """Every rules option of ``game`` with its default, from its schema: the keys and kinds a
    code holds."""
    return schema(game).defaults()


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


def _value(digits: list[int]) -> int:
    """The digits as one base-32 number."""
    value = 0
    for digit in digits:
        value = value << 5 | digit
    return value


def _legacy_check(digits: list[int]) -> int:
    """Format 1's check character: 5 bits of a BLAKE2 digest (lets 1 typo in 32 through)."""
    return hashlib.blake2b(bytes(digits), digest_size=1).digest()[0] % 32


def _text(bits: _Bits) -> str:
    """The bits in base 32 (zero-padded to whole characters), the two check characters, groups of five."""
    pad = -bits.size % 5
    bits.put(0, pad)
    digits = [(bits.value >> (bits.size - 5 * (i + 1))) & 31 for i in range(bits.size // 5)]
    check = _value(digits) % CHECK_PRIME
    chars = "".join(ALPHABET[d] for d in [*digits, check // 32, check % 32])
    return "-".join(chars[i:i + 5] for i in range(0, len(chars), 5))


__all__ = ["CHECK_PRIME", "CodeError", "GAME_CODES", "SEAT_LEVELS", "SharedSetup", "VERSION", "WORDS", "decode",
           "decode_legacy", "encode"]
