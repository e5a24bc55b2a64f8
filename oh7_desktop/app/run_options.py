"""What ``oh7 play`` was asked to do: the parsed command line, shared as ``services.options``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

SPEEDS = ("slow", "normal", "fast", "instant")


class StartupError(Exception):
    """What the command line asked for cannot be done (a broken save, no window...): exit 2, one line."""


@dataclass
class RunOptions:
    """The flags of one run. Scenes read ``speed`` (the command line's, else the settings')."""

    autoplay: bool = False
    game: str | None = None
    """The game to start (``--game``; None: Oh 7 ?)."""
    rules: dict[str, object] | None = None
    """The game's options as its record writes them (``--rules JSON``)."""
    headless: bool = False
    smoke: bool = False
    games: int = 1
    speed: str | None = None
    seed: int | None = None
    mode: str | None = None
    players: int | None = None
    seats: list[str] | None = None
    target: int | None = None
    size: tuple[int, int] | None = None
    screenshots: Path | None = None
    frame_stats: Path | None = None
    record_out: Path | None = None
    load: Path | None = None
    resume: bool = False
    autosave: Path | None = None
    """The autosave this run plays in (default: the player's; ``--autoplay``: its own)."""
    frames: int | None = None
    exit_after_menu: bool = False
    reveal_hands: bool = False
    """With only bots at the table, show every hand face up (demos, screenshots)."""
    language: str | None = None
    history: bool = True
    """Record finished and abandoned games in the history database (``--no-history``: not this run)."""
    code: str | None = None
    """A deal code to play (``--code``): the game, rules, seats' bots and deals it carries."""
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def starts_game(self) -> bool:
        """Whether the run goes straight to a game rather than waiting in the menu."""
        return self.autoplay or self.resume or self.load is not None or any(
            value is not None for value in (self.mode, self.players, self.seats, self.target, self.seed,
                                            self.game, self.rules, self.code)
        )
