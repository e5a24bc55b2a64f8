"""The app's side of settings: where the user's files live, loading at start, saving on change.

The persisted :class:`~oh7_desktop.persistence.Settings` stay as the player chose them; the
*effective* settings (what scenes read from ``services.settings``) also carry the command
line's overrides (``--speed``...) which are never written back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import ClassVar, TYPE_CHECKING, Literal, Protocol

from oh7_desktop.userfiles import LANGUAGES

if TYPE_CHECKING:
    from pydantic import JsonValue

    from oh7_desktop.persistence import SeatKind, Settings

Speed = Literal["slow", "normal", "fast", "instant"]
"""The animation speed (the values of :data:`oh7_desktop.app.anim.SPEEDS`)."""
BotPace = Literal["slow", "normal", "fast"]
"""The bots' pace (the values of :data:`oh7_desktop.app.kit.pace.BOT_PACES`)."""

LOG_NAME = "oh7.log"
APP_NAME = "oh7"


@dataclass(frozen=True)
class UserDirs:
    """The per-user folders of one run: saves in ``data``, settings in ``config``, the log in
    ``logs`` (``data`` when not given)."""

    data: Path
    config: Path
    logs: Path | None = None

    @classmethod
    def default(cls) -> UserDirs:
        """Return platformdirs' folders for ``oh7``, as :mod:`oh7_desktop.persistence.paths` does."""
        import platformdirs

        return cls(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))

    @classmethod
    def under(cls, root: Path) -> UserDirs:
        """Return folders inside ``root`` (the smoke test's temporary folder)."""
        return cls(root / "data", root / "config", root / "logs")

    @property
    def settings_file(self) -> Path:
        """The settings file."""
        return self.config / "settings.json"

    @property
    def log_file(self) -> Path:
        """The app's rotating log, where unexpected errors are written in full (the player sees
        one friendly line)."""
        return (self.logs or self.data) / LOG_NAME


class SceneSettings(Protocol):
    """The settings scenes read (``services.settings``): the checked :class:`~oh7_desktop.persistence.Settings`,
    or before them :class:`FirstFrameSettings`. Only ``speed`` is set in place (by the demos)."""

    speed: Speed

    @property
    def language(self) -> str | None: ...
    @property
    def window_size(self) -> tuple[int, int]: ...
    @property
    def fullscreen(self) -> bool: ...
    @property
    def four_colour(self) -> bool: ...
    @property
    def colour_safe(self) -> bool: ...
    @property
    def high_contrast(self) -> bool: ...
    @property
    def reduced_motion(self) -> bool: ...
    @property
    def ui_scale(self) -> int: ...
    @property
    def speech(self) -> bool: ...
    @property
    def tutorial_offered(self) -> bool: ...
    @property
    def volume(self) -> float: ...
    @property
    def muted(self) -> bool: ...
    @property
    def bot_pace(self) -> BotPace: ...
    @property
    def auto_forced(self) -> bool: ...
    @property
    def auto_finish(self) -> bool: ...
    @property
    def last_seats(self) -> Sequence[SeatKind]: ...
    @property
    def last_names(self) -> Sequence[str]: ...
    @property
    def last_game(self) -> str | None: ...
    @property
    def game_options(self) -> Mapping[str, Mapping[str, JsonValue]]: ...


class _ModelDefaults:
    """The model's defaults of the settings the first frame does not read (class attributes: the
    stand-in's own fields stay the first frame's)."""

    tutorial_offered: ClassVar[bool] = True
    """Unlike the model (False): the first frame's stand-in never offers the tutorial."""

    speed: Speed = "normal"
    reduced_motion: bool = False
    speech: bool = False
    volume: float = 0.8
    muted: bool = False
    bot_pace: BotPace = "normal"
    auto_forced: bool = False
    auto_finish: bool = False
    last_seats: tuple[SeatKind, ...] = ()
    last_names: tuple[str, ...] = ()
    last_game: str | None = None
    game_options: Mapping[str, Mapping[str, JsonValue]] = MappingProxyType({})


@dataclass
class FirstFrameSettings(_ModelDefaults):
    """The first frame's quick stand-in for the settings (:meth:`SettingsBridge.peek`): its fields
    read from the file without pydantic (:mod:`oh7_desktop.userfiles`), any other the model's default."""

    language: str | None = None
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    four_colour: bool = True
    colour_safe: bool = False
    high_contrast: bool = False
    ui_scale: int = 100


class SettingsBridge:
    """Loads the settings once, applies overrides, and saves each change the player makes."""

    def __init__(self, dirs: UserDirs, overrides: Mapping[str, object] | None = None) -> None:
        self.dirs = dirs
        self.overrides = dict(overrides or {})
        self.stored: Settings | None = None
        self.notice: str | None = None
        self.last_error: str | None = None

    def peek(self) -> FirstFrameSettings:
        """The few settings the first frame needs, read quickly and checked against the settings'
        one schema (:mod:`~oh7_desktop.userfiles`; anything invalid: the default).

        The full, checked settings come from :meth:`load`, after the menu is on screen.
        """
        from oh7_desktop.userfiles import first_frame_settings

        values = first_frame_settings(self.dirs.settings_file)
        values.update({k: v for k, v in self.overrides.items() if k in values})
        return FirstFrameSettings(**values)

    def load(self) -> Settings:
        """Read the settings (a broken file gives defaults and sets :attr:`notice`); return the effective ones."""
        from oh7_desktop.persistence import load_settings

        self.stored, self.notice = load_settings(self.dirs.settings_file)
        return self._with_overrides(self.stored)

    @property
    def effective(self) -> Settings | None:
        """The settings scenes use: the stored ones with this run's overrides."""
        return None if self.stored is None else self._with_overrides(self.stored)

    def _with_overrides(self, stored: Settings) -> Settings:
        return stored.model_copy(update=self.overrides) if self.overrides else stored

    @property
    def language(self) -> str:
        """The language to show: the chosen one, else the system's."""
        from oh7_desktop.app.i18n import default_language

        chosen = (self.effective or self.peek()).language
        return chosen if chosen in LANGUAGES else default_language()

    def update(self, **changes: object) -> Settings:
        """Apply the player's changes, save them, and return the new effective settings.

        A change overrides this run's command-line value of the same setting. A failed write
        keeps the change for this run and sets :attr:`last_error` (shown as a notice).
        """
        from oh7_desktop.persistence import SaveError, Settings, save_settings

        assert self.stored is not None, "the settings are loaded before the player can change them"
        data = self.stored.model_dump()
        data.update(changes)
        self.stored = Settings.model_validate(data)
        for key in changes:
            self.overrides.pop(key, None)
        try:
            save_settings(self.stored, self.dirs.settings_file)
            self.last_error = None
        except SaveError as err:
            self.last_error = str(err)
        return self._with_overrides(self.stored)
