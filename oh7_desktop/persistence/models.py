"""The files' shapes, as pydantic v2 models: :class:`SaveFile` (a game) and :class:`Settings`.

A save wraps a game record (for Oh 7 ? the rulings' ``oh7-record``, kept as a plain dict and
checked by the game's ``from_record`` when loaded) with the app's metadata: which game, who sits
where, the game's rules, when it was created and last updated, which app wrote it. Validation is strict (no
``"35"`` for 35, no ``1`` for ``true``, no unknown fields) so a hand-edited file that would
mean something else is refused with a clear message instead of being guessed at.
"""

from __future__ import annotations

import unicodedata
from datetime import datetime, timezone
from typing import Annotated, Any, Final, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
    StrictBool,
    StrictInt,
    WithJsonSchema,
    model_validator,
)

from .. import __version__
from ..games import registry
from ..games.interface import Game, GameError
from ..games.names import MAX_NAME_LENGTH, clean_name
from ..userfiles import LANGUAGES
from .remembered import check_game_options

SAVE_FORMAT: Final = "oh7-save"
SAVE_VERSION: Final = 2
"""Current version of :class:`SaveFile`; older ones are upgraded by :mod:`.upgrade`."""
SETTINGS_FORMAT: Final = "oh7-settings"
SETTINGS_VERSION: Final = 2
"""Current version of :class:`Settings`; version 1 (Oh 7 ?'s options as flat fields) is upgraded by
:mod:`.settings_upgrade`."""


def _clean_slot_name(text: str) -> str:
    """Normalise a slot name (NFC, trimmed) and refuse empty or control characters."""
    text = unicodedata.normalize("NFC", text).strip()
    if not text:
        raise ValueError("must not be empty")
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        raise ValueError("must not contain control characters")
    return text


EARLIEST: Final = datetime(1970, 1, 1, tzinfo=timezone.utc)
LATEST: Final = datetime(9999, 1, 1, tzinfo=timezone.utc)
"""Times a save may carry: any later or earlier cannot be shown in every time zone (the year
0 or 10000 is one day away) and no game was saved then."""


def _utc(moment: datetime) -> datetime:
    """Return ``moment`` in UTC; refuse times outside :data:`EARLIEST`..:data:`LATEST`."""
    try:
        utc = moment.astimezone(timezone.utc)
    except OverflowError:
        utc = None  # its UTC time falls outside the years 1 to 9999
    if utc is None or not EARLIEST <= utc <= LATEST:
        raise ValueError(f"the time {moment.isoformat()} is out of range (1970 to 9998)")
    return utc


def utc_now() -> datetime:
    """Return the current time, timezone-aware UTC, to the second (files stay short and stable)."""
    return datetime.now(timezone.utc).replace(microsecond=0)


Name = Annotated[str, Field(strict=True, max_length=4 * MAX_NAME_LENGTH), AfterValidator(clean_name)]
"""A player's name: the games' rule (:mod:`oh7_desktop.games.names`), so saves and records agree."""
SlotName = Annotated[str, Field(strict=True, max_length=160), AfterValidator(_clean_slot_name)]
UtcTime = Annotated[AwareDatetime, AfterValidator(_utc)]
Mode = Literal["base", "advanced"]
Level = Literal["easy", "medium", "hard"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, validate_default=True)


class SeatKind(_Strict):
    """Who plays a seat: a human, or a bot of some level."""

    kind: Literal["human", "bot"]
    level: Level | None = None

    @model_validator(mode="after")
    def _level_matches_kind(self) -> SeatKind:
        if self.kind == "bot" and self.level is None:
            raise ValueError("a bot seat needs a level (easy, medium or hard)")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human seat has no level")
        return self


class Seat(SeatKind):
    """One seat of a saved game: who plays it, the player's name, and an optional bot seed.

    The app's bots draw their randomness from ``engine.view.decision_seed`` (the record's
    seed, the seat and the position in the game), so a resumed game goes on exactly as it
    would have without anything more; ``bot_seed`` is kept for saves that name one.
    """

    name: Name
    bot_seed: StrictInt | None = None


class SaveFile(_Strict):
    """A saved game: which game, its rules, who sits where, and the game's record (format ``oh7-save``).

    ``game`` names a game of :mod:`oh7_desktop.games.registry`; ``rules`` is that game's own
    rules object, checked by the game itself (``rules_from_options``), so a save holds any game
    the app knows without this model knowing its options.
    """

    format: Literal["oh7-save"] = SAVE_FORMAT
    version: Literal[2] = SAVE_VERSION
    game: Annotated[str, Field(strict=True, max_length=40)]
    slot_name: SlotName | None = None
    app_version: Annotated[str, Field(strict=True, max_length=40)] = __version__
    created: UtcTime = Field(default_factory=utc_now)
    updated: UtcTime = Field(default_factory=utc_now)
    rules: dict[str, Any]
    seats: list[Seat]
    record: dict[str, Any]
    uid: Annotated[str, Field(strict=True, max_length=40, pattern=r"^[0-9a-f]{8,40}$")] | None = None
    """This game's own random id (hex), kept when it is continued: two games are two rows of the
    history even with the same seed, names and start second. None in saves made before it."""

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return [seat.name for seat in self.seats]

    @property
    def players(self) -> int:
        """How many seats play (the game says, from its rules)."""
        return len(self.seats)

    @model_validator(mode="after")
    def _consistent(self) -> SaveFile:
        game = registry.get(self.game)
        try:
            players = game.players(game.rules_from_options(self.rules))
        except GameError as err:
            raise ValueError(f"rules: {err}") from None
        if len(self.seats) != players:
            raise ValueError(f"{len(self.seats)} seats for a {players}-player game")
        return _check_record_header(self, game)

    def touched(self, record: dict[str, Any], *, now: datetime | None = None) -> SaveFile:
        """Return a copy holding ``record``, updated now (the header is not checked again)."""
        return self.model_copy(update={"record": record, "updated": now or utc_now()})


def _check_record_header(save: SaveFile, game: Game[Any, Any, Any, Any]) -> SaveFile:
    """Check what the engine does not: the record's header agrees with the save's metadata."""
    record = save.record
    if record.get("format") != game.record_format:
        raise ValueError(f"record: format is {record.get('format')!r}, expected {game.record_format!r}")
    rules = record.get("rules")
    expected = game.rules_to_options(game.rules_from_options(save.rules))
    try:
        found = game.rules_to_options(game.rules_from_options(rules)) if isinstance(rules, dict) else rules
    except GameError:
        found = rules
    if found != expected:
        raise ValueError(f"record: rules {rules!r} differ from the save's rules {expected!r}")
    names = record.get("names")
    if names is not None and names != save.names:
        raise ValueError(f"record: names {names!r} differ from the seats' names {save.names!r}")
    return save


def _known_language(code: str) -> str:
    if code not in LANGUAGES:
        quoted = [f"'{known}'" for known in LANGUAGES]
        raise ValueError(f"Input should be {', '.join(quoted[:-1])} or {quoted[-1]}")
    return code


LanguageCode = Annotated[str, AfterValidator(_known_language),
                         WithJsonSchema({"enum": list(LANGUAGES), "type": "string"})]
"""A code of :data:`oh7_desktop.userfiles.LANGUAGES`."""


GameKey = Annotated[str, Field(strict=True, pattern=r"^[a-z0-9-]{1,32}$")]
"""A game's name in the registries (``oh-hell``)."""


class Settings(_Strict):
    """The player's preferences (format ``oh7-settings``); every field has a sensible default."""

    format: Literal["oh7-settings"] = SETTINGS_FORMAT
    version: Literal[2] = SETTINGS_VERSION
    language: LanguageCode | None = None
    """``None`` follows the system's language."""
    speed: Literal["slow", "normal", "fast", "instant"] = "normal"
    bot_pace: Literal["slow", "normal", "fast"] = "normal"
    """The bots' pace: how long the table lets a bot's move be read, at any animation speed."""
    volume: Annotated[float, Field(strict=True, ge=0.0, le=1.0)] = 0.8
    muted: StrictBool = False
    fullscreen: StrictBool = False
    window_size: tuple[
        Annotated[StrictInt, Field(ge=640, le=7680)], Annotated[StrictInt, Field(ge=400, le=4320)]
    ] = (1280, 800)
    four_colour: StrictBool = True
    colour_safe: StrictBool = False
    """Colour-safe cards: inks that stay apart for colour-deficient vision (issue 26)."""
    high_contrast: StrictBool = False
    """The high-contrast look: every text at least 7:1 on its background (``app/contrast.py``)."""
    ui_scale: Literal[75, 100, 125, 150, 175, 200] = 100
    """Text and card size in per cent of the window's own measure (Options → Accessibility)."""
    reduced_motion: StrictBool = False
    """Reduced motion: cards fade where they go instead of travelling (``app/anim.py``)."""
    speech: StrictBool = False
    """The spoken table: what the screen shows said aloud by the system's voice (``app/speech.py``)."""
    auto_forced: StrictBool = False
    """Auto-play: a forced bet or card (the only legal one) is played by itself."""
    auto_finish: StrictBool = False
    """Auto-play: the rest of a round is shown at once when no choice remains in it."""
    tutorial_offered: StrictBool = False
    """Whether the first launch's offer to learn by playing was answered (it is made only once)."""
    last_seats: Annotated[list[SeatKind], Field(max_length=6)] = Field(default_factory=list)
    last_names: Annotated[list[Name], Field(max_length=6)] = Field(default_factory=list)
    last_game: GameKey | None = None
    """The game the new-game form started last (None: Oh 7 ?)."""
    game_options: Annotated[dict[GameKey, dict[str, JsonValue]], Field(max_length=16),
                            AfterValidator(check_game_options)] = Field(default_factory=dict)
    """Each game's new-game choices (its options, seats and names; Oh 7 ?'s mode, target and last
    custom target, its seats being ``last_seats``) as its form wrote them, read by the game's schema
    (:mod:`.remembered`); the form falls back to its defaults for anything missing."""
