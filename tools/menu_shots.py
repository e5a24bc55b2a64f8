"""Render every menu screen to PNG files, at several window sizes and in both languages, to look at.

    .venv/bin/python tools/menu_shots.py [OUT_DIR] [--sizes 1280x720,1920x1080] [--langs en,fr]

Runs headless with user folders in a temporary directory (a few saved games are made up
so the saves list has rows). One file per screen, size and language, e.g.
``OUT_DIR/1280x720-fr-new-game-advanced.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame

from oh7_desktop.app.scene import Scene


class Backdrop(Scene):
    """A plain table under the in-game menu."""

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, and a few cards so the dimming shows."""
        from oh7_desktop.app.cardart import felt

        surface.blit(felt(surface.get_size()), (0, 0))
        art = self.services.card_art
        for index, card in enumerate(("3S", "7H", "?", "N", "2*", "5C", "0D")):
            art.draw(surface, card, (surface.get_width() // 4 + index * surface.get_width() // 14,
                                     surface.get_height() - surface.get_height() // 4), surface.get_width() // 14)


def _seed_saves(app: Any) -> None:
    """Make a few slots (and an autosave) so the lists have content."""
    from oh7_desktop.app.flow import save_meta
    from oh7_desktop.app.tables.oh7.form import draft_for
    from oh7_desktop.games import registry

    for number, (mode, players, steps) in enumerate((("base", 4, 40), ("advanced", 6, 120), ("two", 2, 10))):
        setup = draft_for(mode, players, None, 35).to_setup(seed=number)
        game = registry.get(setup.game)
        state = game.new_game(setup.rules, setup.seed)
        for _ in range(steps):
            if game.is_over(state):
                break
            action = game.chance_action(state) or game.legal_actions(state, game.to_move(state)[0])[0]
            state, _ = game.apply(state, action)
        save = save_meta(setup).touched(game.to_record(state, setup.names))
        app.flow.store.save_slot(["Sunday with Alice", "Partie à six", "Duel"][number], save)
        if number == 0:
            app.flow.store.autosave(save)
    bad = app.flow.store.slots_dir / "Broken one.json"
    bad.write_text('{"format": "oh7-save", "vers', encoding="utf-8")


def _seed_history(app: Any) -> None:
    """Record a few real games (easy bots playing every seat) so the statistics have figures."""
    from datetime import datetime, timedelta, timezone

    from oh7_desktop.games import registry
    from oh7_desktop.games.interface import play_out
    from oh7_desktop.persistence.history import SeatEntry, entry_from_record

    db = app.history.db()
    game = registry.get("oh7")
    bot = game.bot("easy")
    db.set_profile("You", "#e0b040")
    db.set_profile("Chloé", "#a070d0")
    start = datetime(2025, 3, 1, 19, tzinfo=timezone.utc)
    levels = ("easy", "medium", "hard")
    for number in range(24):
        players = (4, 3, 5, 2)[number % 4]
        mode = "advanced" if number % 5 == 4 and players > 2 else "base"
        rules = game.rules_from_options({"mode": mode, "players": players, "target": 35})
        state = play_out(game, game.new_game(rules, 100 + number), lambda s, seat: bot(game.view(s, seat)))
        seats = [SeatEntry("You", "human")] + [SeatEntry(("Alice", "Bruno", "Chloé", "Daniel")[i],
                                                         *(("human", None) if i == 2 and number % 3 == 0
                                                           else ("bot", levels[(number + i) % 3])))
                                               for i in range(players - 1)]
        ended = start + timedelta(days=number, minutes=number * 7)
        record = game.to_record(state, [s.name for s in seats])
        db.record(entry_from_record("oh7", record, seats, started=ended - timedelta(minutes=30), ended=ended))


def screens(app: Any) -> list[tuple[str, Callable[[], None]]]:
    """(name, set-up action) for every screen to render."""
    from oh7_desktop.app.menus.game_menu import GameMenu
    from oh7_desktop.app.menus.main_menu import MainMenu
    from oh7_desktop.app.menus.new_game import NewGameScene
    from oh7_desktop.app.menus.notice import Notice, Prompt
    from oh7_desktop.app.menus.options import OptionsScene
    from oh7_desktop.app.menus.accessibility import AccessibilityScene
    from oh7_desktop.app.menus.rules import RulesScene
    from oh7_desktop.app.menus.saves import SavesScene
    from oh7_desktop.app.menus.history import HistoryScene
    from oh7_desktop.app.menus.past_game import PastGameScene
    from oh7_desktop.app.menus.stats import StatisticsScene
    from oh7_desktop.app.loop import window
    from oh7_desktop.app.menus.base import tr

    s, stack = app.services, app.stack

    def reset(*scenes: Scene) -> None:
        while stack.scenes:
            stack.pop()
        stack.push(MainMenu(s))
        for scene in scenes:
            stack.push(scene)

    def new_game(mode: str) -> None:
        scene = NewGameScene(s)
        scene._mode_changed(mode) if mode != scene.draft.mode else None
        scene.mode.select(mode)
        reset(scene)

    def new_game_of(game: str) -> None:
        scene = NewGameScene(s)
        reset(scene)
        scene.game.select(game)
        scene._seat_widgets(focus=scene.game)

    def rules_scrolled() -> None:
        scene = RulesScene(s)
        reset(scene)
        scene.draw(window())
        scene.scroll = 1400
        scene._clamp()

    def past_game() -> None:
        history = HistoryScene(s)
        stored = app.history.db().game(history.rows[1].game.id)
        reset(history, PastGameScene(s, stored, on_delete=history.delete))

    def statistics_level() -> None:
        scene = StatisticsScene(s)
        reset(scene)
        scene.group.focus_on(scene.rows[-1])

    return [
        ("menu", lambda: reset()),
        ("statistics", lambda: reset(StatisticsScene(s))),
        ("statistics-level", statistics_level),
        ("history", lambda: reset(HistoryScene(s))),
        ("past-game", past_game),
        ("new-game-base", lambda: new_game("base")),
        ("new-game-advanced", lambda: new_game("advanced")),
        ("new-game-two", lambda: new_game("two")),
        ("new-game-oh-hell", lambda: new_game_of("oh-hell")),
        ("new-game-seven-up", lambda: new_game_of("seven-up")),
        ("new-game-red7", lambda: new_game_of("red7")),
        ("options", lambda: reset(OptionsScene(s))),
        ("accessibility", lambda: reset(OptionsScene(s), AccessibilityScene(s))),
        ("rules", lambda: reset(RulesScene(s))),
        ("rules-scrolled", rules_scrolled),
        ("load", lambda: reset(SavesScene(s, "load"))),
        ("game-menu", lambda: reset(Backdrop(s), GameMenu(s))),
        ("notice-broken-autosave", lambda: reset(Notice(s, tr(s, "notice.autosave_broken.title"),
                                                        "autosave.json: not valid JSON (line 1, column 14)\n"
                                                        + tr(s, "notice.backup_offered"),
                                                        [(tr(s, "notice.use_backup"), lambda: None),
                                                         (tr(s, "menu.ok"), lambda: None)]))),
        ("prompt-rename", lambda: reset(SavesScene(s, "load"), Prompt(s, tr(s, "saves.rename"),
                                                                      tr(s, "saves.rename_ask", name="Duel"),
                                                                      "Duel", lambda text: None))),
        ("error", lambda: app._recover("RuntimeError: boom", Path("/home/you/.local/share/oh7/oh7.log"))),
    ]


def main(argv: list[str] | None = None) -> int:
    """Render the screens; print the files written."""
    parser = argparse.ArgumentParser(prog="menu_shots")
    parser.add_argument("out", nargs="?", type=Path, default=Path("/tmp/oh7-menus"))
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument("--langs", default="en,fr")
    parser.add_argument("--only", default="", help="comma-separated screen names")
    args = parser.parse_args(argv)
    from oh7_desktop.app.loop import window
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    args.out.mkdir(parents=True, exist_ok=True)
    only = {name for name in args.only.split(",") if name}
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes.split(","):
            for lang in args.langs.split(","):
                app = App(parse(["--headless", "--frames", "1", "--size", size, "--lang", lang]),
                          UserDirs.under(Path(tmp) / f"{size}-{lang}"))
                app.load_settings()
                _seed_saves(app)
                _seed_history(app)
                for name, prepare in screens(app):
                    if only and name not in only:
                        continue
                    prepare()
                    surface = window()
                    app.stack.draw(surface)
                    path = args.out / f"{size}-{lang}-{name}.png"
                    pygame.image.save(surface, str(path))
                    print(path)
                app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
