"""The levels' ratings players read: the shipped file, the new-game screen, ``oh7 tournament --help``.

Issue 28 item 4: each bot level's rating (``tools/rate_levels.py``'s round-robin) beside the level
in the new-game screen, in both languages and for the game chosen, and in the tournament's help.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from layout_tour import problems
from oh7_desktop.app import drawn
from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.games import ratings, registry, tournament
from app_support import key, make_app, top
from test_window_sizes import texts_overlapping


def test_the_shipped_ratings_cover_every_game_and_order_the_levels() -> None:
    shipped = ratings.shipped()
    assert set(shipped) == set(registry.names())
    for game, rated in shipped.items():
        assert rated["random"] == 1000, game
        assert rated["random"] < rated["easy"] < rated["hard"], (game, rated)
        assert any(level.startswith("ismcts:") for level in rated), (game, "the reference bot is rated")


def _seat_labels(scene: NewGameScene) -> list[str]:
    return [label() for _, label in scene.kinds[1].options]


def _labels_by_game(lang: str, tmp_path: Path) -> dict[str, list[str]]:
    app = make_app(tmp_path, "--lang", lang)
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    scene.group.focus_on(scene.game)
    shown: dict[str, list[str]] = {}
    for _ in scene.game.options:
        key(app, pygame.K_RIGHT)  # the labels follow the game chosen
        shown[scene.game.value] = _seat_labels(scene)
    app.close()
    return shown


def test_the_new_game_screen_shows_each_levels_rating_for_the_game_chosen(tmp_path: Path) -> None:
    shipped = ratings.shipped()
    english = _labels_by_game("en", tmp_path / "en")
    french = _labels_by_game("fr", tmp_path / "fr")
    assert set(english) == set(french) == set(registry.names())
    for game, labels in english.items():
        rated = shipped[game]
        assert labels == ["Human", f"Easy bot ≈ {rated['easy']}", f"Medium bot ≈ {rated['medium']}",
                          f"Hard bot ≈ {rated['hard']}"], game
        assert french[game] == ["Humain", f"Robot facile ≈ {rated['easy']}", f"Robot moyen ≈ {rated['medium']}",
                                f"Robot difficile ≈ {rated['hard']}"], game
    assert len({tuple(labels) for labels in english.values()}) > 1, "each game shows its own ratings"


def test_a_level_without_a_rating_shows_its_name_alone(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    scene.rated = {}
    scene._seat_widgets()
    assert _seat_labels(scene) == ["Human", "Easy bot", "Medium bot", "Hard bot"]
    app.close()


def test_tournament_help_lists_every_games_ratings() -> None:
    text = tournament.parser().format_help()
    for game, rated in ratings.shipped().items():
        line = next(line for line in text.splitlines() if line.strip().startswith(f"{game}:"))
        assert f"hard {rated['hard']}" in line and "random 1000" in line, line
        assert "reference ismcts:" in line, line
    assert tournament.ratings_epilog({}) == ""
    assert tournament.ratings_epilog({"g": {"random": 1000, "hard": 1400, "ismcts:9": 1300}}).splitlines()[1] == \
        "  g: hard 1400, reference ismcts:9 1300, random 1000"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_new_game_screen_says_what_a_rating_means_in_the_window(tmp_path: Path, lang: str) -> None:
    """Issue 26 play tests: "Hard bot ≈ 1532" is explained where the levels are chosen (under the
    seats' heading), for every rated game, whole and inside the window at 100 % and 200 % text size
    (the first seat reached by keys: a scrolled column shows the note just above it)."""
    from oh7_desktop.app.menus.new_game_layout import ratings_lines

    app = make_app(tmp_path, "--lang", lang)
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    note = scene.t("setup.ratings_note")
    assert "1000" in note and "400" in note and note != "setup.ratings_note"
    window = pygame.display.get_surface()
    assert window is not None
    size = window.get_size()
    wrong: list[str] = []
    for percent in (100, 200):
        app.services.settings = app.services.settings.model_copy(update={"ui_scale": percent})
        for game, _ in scene.game.options:
            app.stack.pop()  # a fresh screen, scrolled to its top
            key(app, pygame.K_n)
            scene = top(app)
            assert isinstance(scene, NewGameScene)
            scene.game.select(game)
            scene._seat_widgets(focus=scene.game)
            for _ in range(30):
                if scene.group.focused is scene.names[0]:
                    break
                key(app, pygame.K_DOWN)
            surface = pygame.Surface(size)
            with drawn.recording(surface) as boxes:
                app.stack.draw(surface)
            expected = ratings_lines(scene, scene.seats_width, app.services.measure(size))
            lines = [b for b in boxes if b.kind == "text" and b.label in expected]
            words = " ".join(b.label for b in lines)
            if words != note:  # every line drawn in the view
                wrong.append(f"{game} {percent} %: the note reads {words!r}")
            wrong += [f"{game} {percent} %: {p}" for p in problems(boxes, size) + texts_overlapping(boxes)]
    app.close()
    assert wrong == []
