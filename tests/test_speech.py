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


def test_at_a_table_each_new_line_is_said_once(tmp_path: Path, said: list[str]) -> None:
    """The prompt and the lines a table puts up (bids, moves) are said as they appear."""
    from oh7_desktop.app import tables
    from oh7_desktop.app.i18n import Translator

    app = make_app(tmp_path)
    app.apply_settings(speech=True, speed="fast")
    app.services.translator = Translator("en")
    entry = tables.get("oh-hell")
    assert entry.command_line is not None
    setup = entry.command_line(3, ["human", "easy", "easy"], None, False, 4)
    table = entry.make_table(app.services, setup, False)
    app.stack.push(table)
    frames(app, 600)
    spoken = " | ".join(said)
    assert "Your bid (0 to 1)" in spoken, spoken[:400]
    assert len(said) >= 3 and len(said) == len([line for i, line in enumerate(said) if i == 0 or line != said[i - 1]])
    table.exit()
    app.close()
