"""Sound effects: a board that plays the game's short WAVs and never fails the game.

Usage::

    sounds = SoundBoard(volume=0.8, muted=False)
    sounds.play("deal")      # deal, flip, play, gather, shuffle, turn, win, error
    sounds.set_volume(0.5)   # 0.0 - 1.0
    sounds.set_muted(True)

Without a usable audio device (no mixer, SDL_AUDIODRIVER=dummy, missing files) the board
stays silent: no method ever raises. Sounds with several takes (``deal-1.wav``,
``deal-2.wav`` ...) are played in turn, so dealing a whole hand does not sound mechanical.
"""

from __future__ import annotations

import logging
import os
import random
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from oh7_desktop.app.assets import asset_path

SOUND_NAMES = ("deal", "flip", "play", "gather", "shuffle", "turn", "win", "error")
"""Every sound the board knows; each is ``<name>.wav`` or takes ``<name>-1.wav`` ... in assets/sounds."""

log = logging.getLogger(__name__)


def _clamp(volume: float) -> float:
    try:
        return min(1.0, max(0.0, float(volume)))
    except (TypeError, ValueError):
        return 1.0


@contextmanager
def native_stderr_to_log() -> Iterator[None]:
    """Send what native libraries print on the process's stderr meanwhile to the log instead.

    Without a sound card, opening the audio device makes ALSA print eight ``ALSA lib ...``
    lines straight to file descriptor 2 (no Python involved) at every start: a player sees
    them in the terminal although the game simply plays without sound.
    """
    try:
        saved = os.dup(2)
        spool = tempfile.TemporaryFile()  # noqa: SIM115 - it outlives the yield; closed in the finally below
    except OSError:  # no stderr to speak of: nothing to hide
        yield
        return
    try:
        os.dup2(spool.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        spool.seek(0)
        for line in spool.read().decode("utf-8", "replace").splitlines():
            log.info("audio: %s", line)
        spool.close()


class SoundBoard:
    """Plays named sound effects at a shared volume; silent and harmless when audio is missing."""

    def __init__(self, volume: float = 0.8, muted: bool = False, directory: Path | None = None) -> None:
        self.volume = _clamp(volume)
        self.muted = bool(muted)
        self._takes: dict[str, list[pygame.mixer.Sound]] = {}
        self._next: dict[str, int] = {}
        self._rng = random.Random()
        self.available = self._start_mixer()
        if self.available:
            self._load(directory)

    @staticmethod
    def _start_mixer() -> bool:
        """Initialise the mixer if needed; False when there is no working audio."""
        try:
            if pygame.mixer.get_init() is None:
                with native_stderr_to_log():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            return pygame.mixer.get_init() is not None
        except Exception as error:  # noqa: BLE001 - pygame.error, or anything odd from a broken audio stack
            log.info("sound disabled: %s", error)
            return False

    def _load(self, directory: Path | None) -> None:
        """Load every sound file; a missing or broken file only silences that sound."""
        try:
            folder = directory if directory is not None else asset_path("sounds")
            files = sorted(folder.glob("*.wav"))
        except Exception as error:  # noqa: BLE001 - no audio: the game plays on silent
            log.info("sounds missing: %s", error)
            return
        for path in files:
            name = path.stem.rsplit("-", 1)[0] if path.stem.rsplit("-", 1)[-1].isdigit() else path.stem
            try:
                sound = pygame.mixer.Sound(str(path))
            except Exception as error:  # noqa: BLE001 - no audio: the game plays on silent
                log.info("cannot load %s: %s", path.name, error)
                continue
            self._takes.setdefault(name, []).append(sound)
        if self._takes:
            # More channels than the default 8: a fast deal overlaps many short sounds.
            try:
                pygame.mixer.set_num_channels(max(16, pygame.mixer.get_num_channels()))
            except Exception:  # noqa: BLE001 - no audio: the game plays on silent
                pass
        self._apply_volume()

    @property
    def names(self) -> list[str]:
        """The sounds that are loaded and can be heard."""
        return sorted(self._takes)

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound (optionally quieter: ``volume`` scales the board's volume); never raises."""
        if self.muted or not self.available:
            return
        takes = self._takes.get(name)
        if not takes:
            return
        try:
            index = self._next.get(name, self._rng.randrange(len(takes)))
            self._next[name] = (index + 1) % len(takes)
            channel = takes[index].play()
            if channel is not None and volume < 1.0:
                channel.set_volume(_clamp(volume))
        except Exception as error:  # noqa: BLE001 - no audio: the game plays on silent
            log.info("cannot play %s: %s", name, error)

    def set_volume(self, volume: float) -> None:
        """Set the volume (0.0 - 1.0, clamped) for every sound."""
        self.volume = _clamp(volume)
        self._apply_volume()

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also stops sounds that are playing."""
        self.muted = bool(muted)
        if self.muted and self.available:
            try:
                pygame.mixer.stop()
            except Exception:  # noqa: BLE001 - no audio: the game plays on silent
                pass

    def _apply_volume(self) -> None:
        for takes in self._takes.values():
            for sound in takes:
                try:
                    sound.set_volume(self.volume)
                except Exception:  # noqa: BLE001 - no audio: the game plays on silent
                    pass
