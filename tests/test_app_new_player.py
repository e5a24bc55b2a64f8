"""What a new player hit first (issue 27): the table spoke of "You" in the third person, the
default name was a second profile in French, the first window did not fit a small screen, text
fields had no Ctrl+A and two people could get one colour.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from oh7_desktop.app import fonts, tables
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import TextField
from app_support import frames, key, make_app, send, top
from settings_support import table_settings

YOU = "You"  # the default name of a person's seat, stored as is whatever the language

THIRD_PERSON = {
    "en": re.compile(r"\bYou (wins|starts|changes|adds|draws|folds|has|bids|stands|begs|gives|runs|deals|"
                     r"reached|shows|does|scores|leads)\b"),
    "fr": re.compile(r"\bVous (remporte|gagne|commence|change|pose|pioche|se couche|n’a|annonce|distribue|"
                     r"montre|atteint|marque|mène|demande)\b"),
}


def make_table(game: str, language: str, humans: int = 1) -> Any:
    """A table of ``game`` with ``humans`` people (the first with the default name) and easy bots."""
    pygame.display.set_mode((1280, 720))
    services = Services(settings=table_settings(speed="instant", four_colour=True), translator=Translator(language))
    entry = tables.get(game)
    if entry.command_line is None:  # Oh 7 ?'s own form
        from oh7_desktop.games.oh7 import Rules

        seats = tuple(SeatSetup(YOU if i == 0 else f"Player {i + 1}" if i < humans else f"Bot{i}",
                                "human" if i < humans else "bot", None if i < humans else "easy") for i in range(4))
        setup = GameSetup("oh7", Rules("base", 4, 21), 5, seats)
    else:
        players = 2 if game == "seven-up" else 3
        setup = entry.command_line(players, ["human"] * humans + ["easy"] * (players - humans), None, False, 5)
    assert setup.seats[0].name == YOU
    return entry.make_table(services, setup, False)


NOTES: dict[str, list[tuple[str, dict[str, Any]]]] = {  # what each game's show says about the person's own seat (seat 0)
    "oh-hell": [("hell.note.trick", {"seat": 0}), ("hell.note.bid", {"seat": 0, "bid": 2})],
    "seven-up": [("su.note.trick", {"seat": 0}), ("su.said.stand", {"seat": 0}), ("su.said.beg", {"seat": 0}),
                 ("su.note.deal", {"seat": 0, "deal": 1})],
    "red7": [("red7.note.rule", {"seat": 0, "rule": "blue"}), ("red7.note.fold", {"seat": 0}),
             ("red7.note.first", {"leader": 1, "card": "4R", "seat": 0}),
             ("red7.note.first", {"leader": 0, "card": "4R", "seat": 1}),
             ("red7.note.palette", {"seat": 0, "card": "4R"}), ("red7.note.won", {"seat": 0, "rule": "red"})],
}
SAID = {"en": ["You win the trick", "You bid 2", "You stand", "You change the rule", "You fold", ": you start",
               "You lead under red"],
        "fr": ["Vous remportez le pli", "Vous annoncez 2", "Vous changez la règle", "Vous vous couchez",
               ": vous commencez", "Vous menez au rouge"]}


def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line of text rendered from now on (the tables draw text through ``fonts.text``)."""
    seen: list[str] = []
    real = fonts.text

    def recording(content: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        seen.append(content)
        return real(content, *args, **kwargs)
    monkeypatch.setattr(fonts, "text", recording)
    return seen


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", ["oh-hell", "seven-up", "red7"])
def test_the_table_speaks_to_the_person_in_the_second_person(game: str, language: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    table = make_table(game, language)
    screen = pygame.display.get_surface()
    seen = drawn_texts(monkeypatch)
    for note in NOTES[game]:
        table.director.note = note
        table.draw(screen)
    shown = " | ".join(seen)
    assert not THIRD_PERSON[language].search(shown), shown
    assert any(said in shown for said in SAID[language]), shown
    you = "You" if language == "en" else "Vous"
    assert table.seat_name(0) == you, "the default name is shown in the player's language"
    assert table.words("game.wins", name=table.seat_name(0)) == ("You win!" if language == "en" else "Vous gagnez !")
    table.exit()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_oh7_says_you_win_the_trick_and_couch_play_keeps_names(language: str) -> None:
    table = make_table("oh7", language)
    won = table.words("table.trick_won", name=table.seat_name(0))
    assert won == ("You win the trick" if language == "en" else "Vous remportez le pli")
    assert table.words("table.trick_won", name=table.seat_name(1)) != won
    assert table.words("reason.won_trump", seat=table.seat_name(0), card="7♠").startswith(
        "You win with" if language == "en" else "Vous gagnez avec")
    table.exit()
    couch = make_table("oh7", language, humans=2)
    assert couch.words("table.trick_won", name=couch.seat_name(1)) == (
        "Player 2 wins the trick" if language == "en" else "Player 2 remporte le pli"), "two people: names stay"
    couch.exit()


def test_every_message_about_a_seats_doing_has_a_second_person_variant() -> None:
    """A message whose subject is a seat ({name}/{seat} then a verb) has its ``.you`` variant,
    except those only ever said of bots or in replays (where nobody is "you")."""
    from oh7_desktop.app.catalogs import parse_po
    from oh7_desktop.app.assets import asset_path

    only_bots_or_replays = {"table.bet_reason_wait", "review.played", "review.interrobang_kept"}
    english = {m.msgid: m.strings[0] for m in parse_po(asset_path("translations", "en.po").read_text("utf-8"))
               if m.msgid}
    subject = re.compile(r"^\{(name|seat)\} (is|has|does|was|[a-z]+s)\b")
    missing = sorted(k for k, v in english.items() if subject.match(v) and not k.endswith(".you")
                     and f"{k}.you" not in english and k not in only_bots_or_replays)
    assert missing == []


def test_the_default_name_is_one_profile_whatever_the_language(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--lang", "fr")
    key(app, pygame.K_n)
    form = top(app)
    assert isinstance(form, NewGameScene)
    assert form.names[0].text == "Vous", "shown in the player's language"
    assert form.draft.names[0] == YOU, "kept language-neutral"
    key(app, pygame.K_s)
    frames(app, 2)
    assert [p.name for p in app.history.db().profiles()] == [YOU]
    app.close()


def test_the_first_window_fits_a_small_desktop_under_its_title_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.app.shell import App

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    pygame.display.init()
    shell = SimpleNamespace(options=SimpleNamespace(size=None, headless=False), _set_icon=lambda: None)
    App._open_window(shell, SimpleNamespace(window_size=(1280, 800), fullscreen=False))  # type: ignore[arg-type]
    surface = pygame.display.get_surface()
    assert surface is not None
    width, height = surface.get_size()
    assert width <= 1280 - 32 and height <= 720 - 100, "room for the title bar, the task bar and panels"
    assert (width, height) == (1240, 610)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    App._open_window(shell, SimpleNamespace(window_size=(1280, 800), fullscreen=False))  # type: ignore[arg-type]
    surface = pygame.display.get_surface()
    assert surface is not None and surface.get_size() == (1280, 800), "a big screen keeps the saved size"


def _key(field: TextField, code: int, mod: int = 0, unicode: str = "") -> None:
    field.key(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode))


def test_ctrl_a_selects_the_whole_text_then_typing_replaces_it_and_backspace_clears_it() -> None:
    field = TextField(lambda: "name", text="Alice", max_length=24)
    _key(field, pygame.K_a, pygame.KMOD_CTRL, "\x01")
    field.key(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    assert field.text == "Z"
    field.key(pygame.event.Event(pygame.TEXTINPUT, text="o"))
    assert field.text == "Zo", "only the first key replaces the selection"
    _key(field, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    _key(field, pygame.K_BACKSPACE)
    assert field.text == ""
    field.key(pygame.event.Event(pygame.TEXTINPUT, text="Bob"))
    _key(field, pygame.K_a, pygame.KMOD_CTRL, "\x01")
    _key(field, pygame.K_LEFT)
    field.key(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert field.text == "Boxb", "moving the caret drops the selection"


def test_ctrl_a_in_the_new_game_form(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    form = top(app)
    assert isinstance(form, NewGameScene)
    form.group.focus_on(form.names[1])
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01")
    send(app, pygame.event.Event(pygame.TEXTINPUT, text="Zoé"))
    assert form.names[1].text == "Zoé" and form.draft.names[1] == "Zoé"
    assert top(app) is form
    app.close()


def _two_people(tmp_path: Path) -> tuple[Any, NewGameScene]:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    form = top(app)
    assert isinstance(form, NewGameScene)
    form.draft.seats[1] = "human"
    form.draft.names[1] = "Zoé"
    form._seat_widgets()
    return app, form


def test_two_people_get_two_colours_and_a_chosen_duplicate_is_refused(tmp_path: Path) -> None:
    from oh7_desktop.persistence.history import PROFILE_COLOURS

    app, form = _two_people(tmp_path)
    first, second = form.chips[0], form.chips[1]
    assert first.enabled() and second.enabled()
    assert first.colour() != second.colour(), "two new names: two colours"
    form.group.focus_on(second)
    index = PROFILE_COLOURS.index(second.colour())
    form.profiles.chosen[0] = PROFILE_COLOURS[(index + 1) % len(PROFILE_COLOURS)]
    key(app, pygame.K_RIGHT)
    assert second.colour() != first.colour(), "Right skips the colour the other person has"
    form.profiles.chosen[1] = first.colour()  # as two known profiles of one colour would
    key(app, pygame.K_s)
    assert top(app) is form, "not started"
    assert form.message == form.t("setup.colour_twice")
    app.close()


@pytest.mark.parametrize("language, said", [("en", "You win!"), ("fr", "Vous gagnez !")])
def test_the_end_of_a_game_won_by_the_person_says_you_win(tmp_path: Path, language: str, said: str) -> None:
    from history_support import finish_game, start_near_the_end
    from oh7_desktop.app.menus.game_over import GameOverScene
    from oh7_desktop.app.menus.past_game import PastGameScene

    app = make_app(tmp_path, "--lang", language)
    finish_game(app, start_near_the_end(app, seed=14))  # seat 0, "You", wins this one
    over = top(app)
    assert isinstance(over, GameOverScene) and over.result_line() == said
    from oh7_desktop.persistence.history import Filter

    [summary] = app.history.db().games(Filter())
    past = PastGameScene(app.services, app.history.db().game(summary.id))
    assert past.names[0] == ("You" if language == "en" else "Vous"), "the history shows the name translated"
    app.close()
