"""The spoken table (issue 26): what the screen shows is said through the system's voice, if any."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from app_support import frames, key, make_app
from oh7_desktop.app import speech
from oh7_desktop.app.speech import Announcer, FakeEngine, ThreadedEngine


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What a fake system voice is asked to say (the app finds it as the system's engine)."""
    lines: list[str] = []
    monkeypatch.setattr(speech, "system_engine", lambda: FakeEngine(lines))
    return lines


def test_menus_say_the_screen_and_the_focused_entry(tmp_path: Path, said: list[str]) -> None:
    app = make_app(tmp_path)
    frames(app, 2)
    assert said == []  # off by default
    app.apply_settings(speech=True)
    frames(app, 2)
    first = said[-1]
    key(app, pygame.K_DOWN)
    frames(app, 2)
    assert len(said) == 2 and said[-1] != first  # a new focus, said once
    frames(app, 5)
    assert len(said) == 2  # nothing new on screen: nothing said again
    key(app, pygame.K_o)  # Options
    frames(app, 2)
    assert said[-1].startswith("Options. ")
    key(app, pygame.K_DOWN)
    frames(app, 2)
    assert said[-1].startswith("Options. ") and ": " in said[-1]  # a choice: its label and value
    app.close()


def test_the_words_are_the_screen_s_in_french(tmp_path: Path, said: list[str]) -> None:
    app = make_app(tmp_path, "--lang", "fr")
    app.apply_settings(speech=True)
    key(app, pygame.K_o)
    frames(app, 3)
    key(app, pygame.K_DOWN)
    frames(app, 2)
    assert said[-1].startswith("Options. Vitesse des animations: ")
    app.close()


def test_without_a_voice_the_game_runs_silent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(speech, "system_engine", lambda: None)
    app = make_app(tmp_path)
    app.apply_settings(speech=True)
    assert app.services.speech is not None and not app.services.speech.speaking
    key(app, pygame.K_DOWN)
    frames(app, 3)
    app.apply_settings(speech=False)
    assert app.services.speech is None
    app.close()


def test_a_failing_engine_does_not_stop_the_game() -> None:
    def speak(text: str) -> None:
        raise OSError("the sound server went away")

    engine = ThreadedEngine(speak)
    voice = Announcer(engine)
    voice.say("one")
    voice.say("two")
    voice.close()  # no exception reaches the game


def test_a_threaded_engine_says_the_newest_line() -> None:
    import threading

    spoken: list[str] = []
    done = threading.Event()

    def speak(text: str) -> None:
        spoken.append(text)
        if text == "last":
            done.set()

    engine = ThreadedEngine(speak)
    engine.say("first")
    engine.say("last")
    assert done.wait(10)
    engine.close()
    assert spoken[-1] == "last" and len(spoken) <= 2
