"""Oh 7 ?'s part of the new-game form: mode, seats and target, kept valid, and turned into a GameSetup.

Pure logic (no pygame) so the rules of the form are tested directly:
``base`` 3-5 seats, ``advanced`` 3-6, ``two`` (the base game for two, with the dummy) exactly 2.
"""

from __future__ import annotations

import secrets
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeGuard

from oh7_desktop.app.game_setup import BOT_LEVELS, GameSetup, SeatSetup, rules_as
from oh7_desktop.games.oh7 import TARGETS, GameState, Rules, from_record, new_game

if TYPE_CHECKING:
    from pydantic import JsonValue

GAME = "oh7"
"""The game this form starts (its name in the registries)."""

MODES = ("base", "advanced", "two")
SEAT_LIMITS: dict[str, tuple[int, int]] = {"base": (3, 5), "advanced": (3, 6), "two": (2, 2)}
TARGET_CHOICES = ("short", "normal", "long", "custom")
SEAT_CHOICES = ("human", "easy", "medium", "hard")
"""What a seat can be: a person, or a bot of one of :data:`BOT_LEVELS`."""
MAX_NAME = 24
MAX_TARGET = 9999
DEFAULT_NAMES = ("You", "Alice", "Bruno", "Chloé", "Daniel", "Emma", "Félix")
"""Seat 0 defaults to the person at the screen; bots get the other names in turn."""


class SetupError(ValueError):
    """A form that cannot start a game; the message says which field and why (one line)."""


def engine_mode(mode: str) -> str:
    """Return the engine's mode for a form mode (``two`` is the base game)."""
    return "advanced" if mode == "advanced" else "base"


def form_mode(mode: str, players: int) -> str:
    """Return the form's mode for an engine mode and player count."""
    return "two" if mode == "base" and players == 2 else mode


def clean_name(name: str) -> str:
    """Return a seat name as stored: NFC, trimmed, control characters removed, at most 24 characters."""
    text = unicodedata.normalize("NFC", name)
    text = "".join(ch for ch in text if not unicodedata.category(ch).startswith("C")).strip()
    return text[:MAX_NAME]


@dataclass
class SetupDraft:
    """The form as the player fills it in; every change keeps it within the mode's limits."""

    mode: str = "base"
    seats: list[str] = field(default_factory=lambda: ["human", "medium", "medium", "medium"])
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES[:4]))
    target_choice: str = "normal"
    custom_target: str = "35"
    before_two: str = "base"
    """The game to go back to when the two-player game is left for more players."""
    spare: dict[int, tuple[str, str]] = field(default_factory=dict)
    """Seats removed by a smaller count (seat index -> kind, name): a larger count brings them back."""

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    @property
    def limits(self) -> tuple[int, int]:
        """The fewest and most seats of the current mode."""
        return SEAT_LIMITS[self.mode]

    def player_counts(self) -> range:
        """What the Players choice offers: 2 (the two-player game) up to the game's most."""
        high = SEAT_LIMITS[self.before_two if self.mode == "two" else self.mode][1]
        return range(2, high + 1)

    def choose_players(self, players: int) -> None:
        """The Players choice: 2 switches to the two-player game, more leaves it again."""
        if players == 2 and self.mode != "two":
            self.before_two = self.mode
            self.set_mode("two")
        elif players > 2 and self.mode == "two":
            self.mode = self.before_two
            self.set_players(players)
        else:
            self.set_players(players)

    def set_mode(self, mode: str) -> None:
        """Change the mode, adding or removing seats to fit its limits."""
        if mode not in MODES:
            raise SetupError(f"unknown mode {mode!r} (expected one of {', '.join(MODES)})")
        if mode == "two" and self.mode != "two":
            self.before_two = self.mode
        self.mode = mode
        low, high = self.limits
        self.set_players(min(max(self.players, low), high))

    def set_players(self, players: int) -> None:
        """Change the number of seats (clamped to the mode's limits). Seats removed are kept aside
        and come back as they were; a seat never seen before is a bot of the last bot's level."""
        low, high = self.limits
        players = min(max(players, low), high)
        for index in range(players, self.players):
            self.spare[index] = (self.seats[index], self.names[index])
        del self.seats[players:]
        del self.names[players:]
        while self.players < players:
            kind, name = self.spare.pop(self.players, (self._new_kind(), ""))
            self.seats.append(kind)
            taken = {n.casefold() for n in self.names}
            self.names.append(name if name and name.casefold() not in taken else self._free_default_name())

    def _new_kind(self) -> str:
        return next((kind for kind in reversed(self.seats) if kind != "human"), "medium")

    def _free_default_name(self) -> str:
        used = {n.casefold() for n in self.names}
        for name in DEFAULT_NAMES[1:]:
            if name.casefold() not in used:
                return name
        return f"Bot {self.players + 1}"

    def target(self) -> int:
        """The target score; raise :class:`SetupError` for a custom target that is not 1-9999."""
        if self.target_choice != "custom":
            return TARGETS[self.target_choice]
        text = self.custom_target.strip()
        if not text.isdigit() or not 1 <= int(text) <= MAX_TARGET:
            raise SetupError(f"custom target must be a whole number from 1 to {MAX_TARGET}, not {text!r}")
        return int(text)

    def validate(self) -> None:
        """Raise :class:`SetupError` naming the first problem of the form."""
        low, high = self.limits
        if not low <= self.players <= high:
            raise SetupError(f"the {self.mode} game is for {low} to {high} players, not {self.players}")
        for index, (kind, name) in enumerate(zip(self.seats, self.names)):
            if kind not in SEAT_CHOICES:
                raise SetupError(f"seat {index + 1}: unknown player kind {kind!r}")
            if not clean_name(name):
                raise SetupError(f"seat {index + 1}: a name is needed")
        cleaned = [clean_name(n).casefold() for n in self.names]
        for index, name in enumerate(cleaned):
            if name in cleaned[:index]:
                raise SetupError(f"seat {index + 1}: the name {clean_name(self.names[index])!r} is used twice")
        self.target()

    def to_setup(self, seed: int | None = None) -> GameSetup:
        """Return the :class:`GameSetup` to start (a random seed unless one is given)."""
        self.validate()
        rules = Rules(engine_mode(self.mode), self.players, self.target())
        seats = tuple(
            SeatSetup(clean_name(name), "human", None) if kind == "human" else SeatSetup(clean_name(name), "bot", kind)
            for kind, name in zip(self.seats, self.names)
        )
        return GameSetup(GAME, rules, secrets.randbelow(2**31) if seed is None else seed, seats)

    @classmethod
    def from_last(cls, mode: str, kinds: list[str], names: list[str], target: int,
                  custom: int | None = None) -> SetupDraft:
        """Rebuild the form from the last game's settings, repairing anything that no longer fits
        (``custom``: the last custom target, offered when custom is chosen)."""
        draft = cls()
        if mode in MODES:
            draft.mode = mode
        usable = [k for k in kinds if k in SEAT_CHOICES]
        if usable:
            draft.seats = usable
            draft.names = [clean_name(n) for n in names[: len(usable)]]
            while len(draft.names) < len(draft.seats):
                draft.names.append(draft._free_default_name())
        draft.set_mode(draft.mode)
        named = {v: k for k, v in TARGETS.items()}
        draft.target_choice = named.get(target, "custom")
        draft.custom_target = str(target if draft.target_choice == "custom" or custom is None else custom)
        return draft


def remembered_choices(game_options: Mapping[str, object]) -> tuple[str | None, int, int | None]:
    """Oh 7 ?'s remembered engine mode (None: none kept), target and last custom target, from
    the settings' ``game_options["oh7"]`` (checked by the game's schema when the settings were
    read; what is missing takes the defaults)."""
    kept = game_options.get(GAME, {})
    kept = kept if isinstance(kept, Mapping) else {}
    mode = kept.get("mode") if kept.get("mode") in ("base", "advanced") else None
    target, custom = kept.get("target"), kept.get("custom_target")
    return (mode, target if _whole(target) else TARGETS["normal"], custom if _whole(custom) else None)


def remembered_options(mode: str, target: int, custom: bool, before: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """Oh 7 ?'s choices for ``game_options["oh7"]``: the engine mode and target started, and the
    target again as the last custom one when it was custom (else the one kept ``before``)."""
    kept = {"custom_target": before["custom_target"]} if "custom_target" in before else {}
    return {**kept, "mode": engine_mode(mode), "target": target, **({"custom_target": target} if custom else {})}


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_TARGET


def rules_of(setup: GameSetup) -> Rules:
    """The setup's rules, which the game registry made for this game (Oh 7 ?)."""
    return rules_as(setup, Rules, "Oh 7 ?")


def start_state(setup: GameSetup) -> GameState:
    """The game a table starts from: the loader's replay if at hand, else the record replayed,
    else a new game."""
    if isinstance(setup.state, GameState):
        return setup.state
    return from_record(setup.record) if setup.record else new_game(rules_of(setup), setup.seed)


def deck_suits(mode: str, players: int) -> str:
    """The regular suits of the deck a form mode deals with this many players (``SHC``...)."""
    return Rules(engine_mode(mode), players, 35).suits


def seat_choice(seat: SeatSetup) -> str:
    """Return the form's choice (``human`` or a bot level) for a seat."""
    if seat.is_human:
        return "human"
    return seat.level if seat.level in BOT_LEVELS else "medium"


def draft_for(mode: str | None, players: int | None, seats: list[str] | None, target: int,
              *, autoplay: bool = False) -> SetupDraft:
    """Build the form from command-line choices; raise :class:`SetupError` for ones that do not fit.

    Defaults: the base game; 4 seats (2 for ``two``); seat 0 human and the others medium bots
    (every seat a medium bot with ``autoplay``). ``base`` with 2 players means ``two``.
    """
    if players is None and seats:
        players = len(seats)
    if mode is None or (mode == "base" and players == 2):
        mode = "two" if players == 2 else "base"
    low, high = SEAT_LIMITS[mode]
    count = players if players is not None else max(low, min(high, 4))
    if not low <= count <= high:
        label = "two-player" if mode == "two" else mode
        raise SetupError(f"the {label} game is for {low} to {high} players, not {count}")
    if seats is not None and len(seats) != count:
        raise SetupError(f"{len(seats)} seats given for {count} players")
    kinds = list(seats) if seats else (["medium"] * count if autoplay else ["human"] + ["medium"] * (count - 1))
    draft = SetupDraft(mode=mode, seats=kinds, names=default_names(kinds), target_choice="custom",
                       custom_target=str(target))
    draft.validate()
    return draft


def default_names(kinds: list[str]) -> list[str]:
    """Names for seats: the first human is "You", other humans "Player N", bots Alice, Bruno..."""
    bots = iter(DEFAULT_NAMES[1:])
    names: list[str] = []
    for index, kind in enumerate(kinds):
        if kind == "human":
            names.append(DEFAULT_NAMES[0] if DEFAULT_NAMES[0] not in names else f"Player {index + 1}")
        else:
            names.append(next(bots, f"Bot {index + 1}"))
    return names
