"""The sound board plays the project's WAVs and never raises, with or without audio."""

from __future__ import annotations

import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app.assets import asset_path
from oh7_desktop.app.sound import SOUND_NAMES, SoundBoard


@pytest.fixture(autouse=True)
def _quit_mixer() -> Iterator[None]:
    yield
    pygame.mixer.quit()


def test_sound_files_are_small_16_bit_mono_and_audible() -> None:
    files = sorted(asset_path("sounds").glob("*.wav"))
    stems = {p.stem.split("-")[0] for p in files}
    assert stems == set(SOUND_NAMES)
    for path in files:
        assert path.stat().st_size < 60_000, path.name
        with wave.open(str(path)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
            frames = wav.readframes(wav.getnframes())
        peak = max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True)) for i in range(0, len(frames), 2))
        assert peak > 0.2 * 32767, path.name


def test_board_with_dummy_driver_plays_everything() -> None:
    board = SoundBoard(volume=0.5)
    assert board.available
    assert set(board.names) == set(SOUND_NAMES)
    for name in SOUND_NAMES:
        board.play(name)
    board.play("no-such-sound")
    board.set_volume(2.0)
    assert board.volume == 1.0
    board.set_volume(-1)
    assert board.volume == 0.0
    board.set_muted(True)
    board.play("win")
    assert board.muted


def test_board_is_silent_when_the_mixer_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: object, **__: object) -> None:
        raise pygame.error("no audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", broken)
    board = SoundBoard(volume=0.7, muted=False)
    assert not board.available and board.names == []
    board.play("deal")
    board.set_volume(0.2)
    board.set_muted(True)
    assert board.volume == 0.2


def test_missing_or_broken_files_only_silence_those_sounds(tmp_path: Path) -> None:
    (tmp_path / "broken.wav").write_bytes(b"not a wav")
    (tmp_path / "flip.wav").write_bytes(asset_path("sounds", "flip.wav").read_bytes())
    board = SoundBoard(directory=tmp_path)
    assert board.names == ["flip"]
    board.play("broken")
    board.play("flip")
    assert SoundBoard(directory=tmp_path / "absent").names == []


def test_what_the_audio_library_prints_goes_to_the_log(monkeypatch: pytest.MonkeyPatch,
                                                       capfd: pytest.CaptureFixture[str],
                                                       caplog: pytest.LogCaptureFixture) -> None:
    """Issue 27 item 17: with no sound card ALSA printed eight lines on the terminal at start-up
    (written by the C library on file descriptor 2); they go to the log and the game plays on."""
    import logging
    import os

    def alsa_without_card(*_: object, **__: object) -> None:
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", alsa_without_card)
    with caplog.at_level(logging.INFO, logger="oh7_desktop.app.sound"):
        board = SoundBoard()
    assert not board.available
    assert "ALSA" not in capfd.readouterr().err
    assert any("Unknown PCM default" in message for message in caplog.messages)
