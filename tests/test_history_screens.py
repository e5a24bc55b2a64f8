"""Statistics, history and score sheet screens driven by keys; charts rendered to PNG and checked."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pygame
import pytest

from history_support import made_game
from oh7_desktop.app import charts
from oh7_desktop.app.loop import window
from oh7_desktop.app.menus.history import GameRow, HistoryScene
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.menus.past_game import PastGameScene
from oh7_desktop.app.menus.stats import StatisticsScene
from oh7_desktop.app.menus.stats_view import SubjectRow
from app_support import frames, key, make_app, needs_table, top

T, F = True, False


def _app_with_games(tmp_path: Path, *args: str) -> Any:
    app = make_app(tmp_path, *args)
    db = app.history.db()
    db.set_profile("Ann", "#4a90d8")
    db.record(made_game(1, ["Ann", "easy:E1", "hard:H1"], [((5, 2, 1), (2, 1, 0), (T, F, F))], (0,)))
    db.record(made_game(2, ["Ann", "easy:E1", "hard:H1"], [((1, 6, 2), (3, 1, 0), (F, T, F))], (1,)))
    db.record(made_game(3, ["Ann", "medium:M1"], [((4, 3), (1, 1), (T, F)), ((3, 3), (0, 1), (T, T))], (0,),
                        mode="two"))
    db.record(made_game(4, ["easy:E1", "hard:H1", "hard:H2"], [((1, 2, 3), None, None)], status="abandoned"))
    return app


def _pixels(surface: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 12) -> int:
    """How many pixels are (nearly) ``colour``."""
    return int(pygame.transform.threshold(None, surface, colour, (tolerance, tolerance, tolerance, 255),
                                          set_behavior=0))


def test_statistics_history_and_score_sheet_by_keyboard(tmp_path: Path) -> None:
    app = _app_with_games(tmp_path)
    key(app, pygame.K_s)
    stats = top(app)
    assert isinstance(stats, StatisticsScene)
    frames(app)
    assert [row.subject.name for row in stats.rows if row.subject is not None] == ["Ann", "easy", "medium", "hard"]
    assert stats.stats is not None and stats.stats.games == 3 and isinstance(stats.group.focused, SubjectRow)
    assert stats.group.focused.subject is not None and stats.selected is not None
    assert stats.group.focused.subject.name == "Ann" and stats.results(stats.selected) == [True, False, True]
    stats.group.focus_on(stats.filters.kind)
    key(app, pygame.K_LEFT)  # finished → every game played
    assert stats.where.kind == "all" and stats.stats is not None and stats.stats.games == 4
    key(app, pygame.K_h)
    history = top(app)
    assert isinstance(history, HistoryScene) and history.total == 4
    history.group.focus_on(history.rows[1])
    key(app, pygame.K_RETURN)
    sheet = top(app)
    assert isinstance(sheet, PastGameScene) and sheet.stored.summary.ended.day == 4
    frames(app)
    key(app, pygame.K_DELETE)
    assert isinstance(top(app), Notice)
    key(app, pygame.K_RETURN)  # Delete
    assert top(app) is history and history.total == 3 and isinstance(history.group.focused, GameRow)
    key(app, pygame.K_ESCAPE)
    assert top(app) is stats and stats.stats is not None and stats.stats.games == 3, "the statistics count again when shown"
    app.close()


def test_filters_offer_only_what_the_history_holds(tmp_path: Path) -> None:
    app = _app_with_games(tmp_path)
    scene = StatisticsScene(app.services)
    assert [value for value, _ in scene.filters.mode.options] == [None, "base", "two"]
    assert [value for value, _ in scene.filters.players.options] == [None, 2, 3]
    scene.filters.players.step(1)  # 2 players
    assert scene.where.players == 2 and [r.subject.name for r in scene.rows if r.subject is not None] == ["Ann", "medium"]
    app.close()


def test_export_writes_one_row_per_seat(tmp_path: Path) -> None:
    app = _app_with_games(tmp_path)
    scene = StatisticsScene(app.services)
    target = tmp_path / "out.csv"
    assert scene.export(str(target)) is None and scene.message is not None and "8" in scene.message
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert len(rows) == 8 and {r["name"] for r in rows} == {"Ann", "E1", "H1", "M1"}
    assert scene.export(str(tmp_path / "missing" / "out.csv")) is not None, "a folder that is not there: one line"
    app.close()


def test_empty_and_switched_off_histories_say_so(tmp_path: Path) -> None:
    app = make_app(tmp_path / "a")
    scene = StatisticsScene(app.services)
    scene.draw(window())
    assert scene.rows == [] and scene.db is not None and scene.recorded == 0
    app.close()
    off = make_app(tmp_path / "b", "--no-history")
    for screen in (StatisticsScene(off.services), HistoryScene(off.services)):
        screen.draw(window())
        assert screen.db is None and screen.rows == []
    off.close()


@pytest.mark.parametrize(("size", "lang"), [("1280x720", "en"), ("1920x1080", "fr")])
def test_every_new_screen_renders(tmp_path: Path, size: str, lang: str) -> None:
    app = _app_with_games(tmp_path, "--size", size, "--lang", lang)
    history = HistoryScene(app.services)
    db, game = app.history.db(), history.rows[0].game
    assert db is not None and game is not None
    stored = db.game(game.id)
    assert stored is not None
    for scene in (StatisticsScene(app.services), history, PastGameScene(app.services, stored)):
        surface = window()
        scene.draw(surface)
        assert surface.get_size() == tuple(int(v) for v in size.split("x"))
        pygame.image.save(surface, str(tmp_path / f"{scene.phase_name()}.png"))
    app.close()


def test_charts_rendered_to_png_show_every_series(tmp_path: Path) -> None:
    pygame.display.init()
    surface = pygame.Surface((900, 500))
    surface.fill((250, 247, 236))
    colours = charts.seat_colours([None, "#4a90d8", None])
    totals = [(5, 2, 8), (12, 9, 10), (20, 21, 13), (36, 25, 19)]
    charts.running_totals(surface, pygame.Rect(20, 20, 860, 460), 1.0, ["A", "B", "C"], colours, totals, 35,
                          "Target 35")
    path = tmp_path / "running.png"
    pygame.image.save(surface, str(path))
    picture = pygame.image.load(str(path))
    for colour in colours:
        assert _pixels(picture, colour) > 300, colour  # each seat's line and dots
    assert _pixels(picture, charts.PAPER.reference) > 100, "the target's dashed line"
    bars = pygame.Surface((600, 300))
    bars.fill((8, 28, 18))
    charts.bar_chart(bars, bars.get_rect(), [charts.Bar("0", 1.0, "3/3", (240, 192, 64)),
                                             charts.Bar("1", 0.25, "1/4", (240, 192, 64))], 1.0)
    pygame.image.save(bars, str(tmp_path / "bars.png"))
    full, quarter = _column(bars, 0.33), _column(bars, 0.76)
    assert full > 3 * quarter > 0, (full, quarter)


def _column(surface: pygame.Surface, share: float) -> int:
    """Gold pixels in one column: the height of the bar there."""
    x = round(surface.get_width() * share)
    return sum(1 for y in range(surface.get_height()) if surface.get_at((x, y))[:3] == (240, 192, 64))


@needs_table
def test_the_table_score_sheet_switches_to_the_chart_with_g(tmp_path: Path) -> None:
    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.tables.oh7.form import draft_for
    from oh7_desktop.app.tables.oh7.scene import TableScene
    from oh7_desktop.games import registry

    app = make_app(tmp_path)
    game = registry.get("oh7")
    setup = draft_for("base", 3, None, 35).to_setup(seed=3)
    state = game.new_game(setup.rules, 3)
    bot = game.bot("random")
    while len(game.round_results(state)) < 2:
        chance = game.chance_action(state)
        state = game.apply(state, chance if chance is not None else bot(game.view(state, game.to_move(state)[0])))[0]
    scene = TableScene(app.services, GameSetup("oh7", setup.rules, 3, setup.seats, game.to_record(state, setup.names)))
    app.stack.push(scene)
    scene.toggle_sheet()
    before = window().copy()
    app.stack.draw(before)
    key(app, pygame.K_g)
    assert scene.sheet_chart and scene.sheet_open
    after = window()
    app.stack.draw(after)
    assert _pixels(after, charts.SEAT_COLOURS[0]) > 5 * max(1, _pixels(before, charts.SEAT_COLOURS[0]))
    pygame.image.save(after, str(tmp_path / "sheet-chart.png"))
    app.close()


def test_new_game_chooses_profiles_for_people(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.new_game import NewGameScene
    from oh7_desktop.persistence.history import PROFILE_COLOURS

    app = _app_with_games(tmp_path)
    key(app, pygame.K_n)
    form = top(app)
    assert isinstance(form, NewGameScene)
    chip = form.chips[0]
    assert chip.enabled() and not form.chips[1].enabled(), "only a person's seat has a profile"
    form.group.focus_on(chip)
    key(app, pygame.K_RETURN)  # the known profiles
    picker = top(app)
    assert isinstance(picker, Notice) and [b.label() for b in picker.buttons][0] == "Ann"
    key(app, pygame.K_RETURN)  # Ann
    assert top(app) is form and form.draft.names[0] == "Ann" and form.names[0].text == "Ann"
    assert chip.colour() == "#4a90d8", "a known name shows its profile's colour"
    key(app, pygame.K_RIGHT)
    chosen = chip.colour()
    assert chosen == PROFILE_COLOURS[(PROFILE_COLOURS.index("#4a90d8") + 1) % len(PROFILE_COLOURS)]
    key(app, pygame.K_s)
    frames(app, 2)
    profiles = {p.name: p.colour for p in app.history.db().profiles()}
    assert profiles == {"Ann": chosen}
    app.close()
