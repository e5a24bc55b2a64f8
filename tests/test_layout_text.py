"""Text that collides: every line a screen draws is recorded with its rectangle, and no two may
intersect (rules list markers, the score panel at 800x500, the score sheet's captions at 5 and
6 players, key caps after a language switch, and no tick for zero made bets)."""

from __future__ import annotations

import itertools
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

from oh7_desktop.app import widgets
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.menus.rules import Typesetter
from oh7_desktop.app.menus.rules_text import load_rules, parse
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7 import hud, sheet_grid
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.games.oh7 import Phase, Rules, apply, deal_action, legal_actions, new_game, to_record
from app_support import frames, key, make_app, top
from settings_support import table_settings

SIZES = [(800, 500), (1280, 720), (1920, 1080), (3840, 2160)]


class TextProbe:
    """Records each line of text a drawing module blits: its words and where they landed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *modules: ModuleType) -> None:
        self.names: dict[int, str] = {}
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self.only: pygame.Surface | None = None
        """Record the lines blitted on this surface only (not on a sheet's measuring scratch)."""
        for module in modules:
            self._wrap(monkeypatch, module)

    def _wrap(self, monkeypatch: pytest.MonkeyPatch, module: ModuleType) -> None:
        make, put = module.text, module.blit

        def text(content: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            picture: pygame.Surface = make(content, *args, **kwargs)
            self.names[id(picture)] = content
            return picture

        def blit(surface: pygame.Surface, picture: pygame.Surface, **anchor: Any) -> pygame.Rect:
            rect: pygame.Rect = put(surface, picture, **anchor)
            if id(picture) in self.names and (self.only is None or surface is self.only):
                self.drawn.append((self.names[id(picture)], rect))
            return rect

        monkeypatch.setattr(module, "text", text)
        monkeypatch.setattr(module, "blit", blit)

    def clashes(self, within: pygame.Rect | None = None) -> list[tuple[str, str]]:
        """Pairs of lines whose rectangles intersect (inside ``within`` if given)."""
        lines = [(t, r) for t, r in self.drawn if within is None or within.colliderect(r)]
        return [(a, b) for (a, ra), (b, rb) in itertools.combinations(lines, 2) if ra.colliderect(rb)]


def _scene(players: int, lang: str, record: dict[str, Any] | None = None) -> TableScene:
    mode = "base" if players <= 5 else "advanced"
    names = ["Alice", "Bruno", "Chloé", "Daniel", "Emma", "Félix"][:players]
    seats = tuple(SeatSetup(name, "human" if i == 0 else "bot", None if i == 0 else "easy")
                  for i, name in enumerate(names))
    services = Services(settings=table_settings(speed="instant", four_colour=True), translator=Translator(lang))
    return TableScene(services, GameSetup("oh7", Rules(mode, players, 21), 4, seats, record))


def _record_after_rounds(players: int, rounds: int) -> dict[str, Any]:
    rules = Rules("base" if players <= 5 else "advanced", players, 200)
    state = new_game(rules, 4)
    while len(state.history) < rounds:
        action = deal_action(state) if state.phase is Phase.DEAL else legal_actions(state)[0]
        state = apply(state, action)[0]
    return to_record(state)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_score_panel_lines_never_collide(screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch,
                                             size: tuple[int, int], lang: str) -> None:
    scene = _scene(4, lang)
    scene.model.made_bets = [0, 2, 0, 1]
    probe = TextProbe(monkeypatch, hud)
    surface = pygame.Surface(size)
    scene.draw(surface)
    panel = scene.geo.area("score_panel").rect
    assert not probe.clashes(panel), probe.clashes(panel)
    made = [t for t, r in probe.drawn if panel.colliderect(r) and t.endswith(("0", "1", "2")) and len(t) <= 2]
    assert "✓0" not in made and {"0", "✓2", "✓1"} <= set(made), "a tick only for bets made"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("players", "size"), [(5, (1280, 720)), (6, (1280, 720)), (6, (1920, 1080)),
                                               (4, (3840, 2160)), (6, (3840, 2160))])
def test_the_score_sheet_captions_and_figures_never_collide(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch, players: int, size: tuple[int, int],
        lang: str) -> None:
    scene = _scene(players, lang, _record_after_rounds(players, 2))
    surface = pygame.Surface(size)
    scene.draw(surface)  # lays the table out at this size
    probe = TextProbe(monkeypatch, sheet_grid)
    probe.only = surface
    scene.toggle_sheet()
    scene.draw(surface)
    captions = {scene.words(k) for k in sheet_grid.COLUMNS + sheet_grid.SHORT}
    drawn = [(t, r) for t, r in probe.drawn if t in captions]
    assert len(drawn) == 5 * players, "every caption is drawn"
    gap = scene.geo.px(3)
    for (a, ra), (b, rb) in itertools.combinations(drawn, 2):
        assert not ra.inflate(gap, 0).colliderect(rb), (a, b, ra, rb)
    assert all(r.height >= 8 for _, r in drawn), "captions stay readable (11 px type or more)"
    table = [(t, r) for t, r in probe.drawn if r.top < probe.drawn[-1][1].top and len(t) <= 3]
    for (a, ra), (b, rb) in itertools.combinations(table, 2):
        assert not ra.colliderect(rb), (a, b)
    made = [t for t, _ in probe.drawn if t.startswith("✓") or t == "0"]
    assert "✓ 0" not in made


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("ui", [1.0, 1.5, 3.0])
def test_rules_list_markers_stay_clear_of_their_text(screen: pygame.Surface, lang: str, ui: float) -> None:
    """"11." once ran into "Scoring": every list marker ends a clear gap before its item's text,
    and no two pieces of a typeset line overlap."""
    from oh7_desktop.app.menus.richtext import flow

    width = round(min(1000 * ui, 1280 * ui - 80 * ui) - 72 * ui)
    blocks = parse(load_rules(lang))
    markers = 0
    for block in blocks:
        rows = Typesetter(width, ui).run([block])
        for row in rows:
            rects = [pygame.Rect(x, y, p.get_width(), p.get_height()) for x, y, p in row.pictures]
            for a, b in itertools.combinations(rects, 2):
                assert a.clip(b).width <= 1, (block.text[:30], a, b)  # pieces may touch, never overlap
        if block.kind == "item" and block.marker:
            count = len(flow(block.marker, 21, width, (0, 0, 0), bold=True)[0])
            marker, text = rows[0].pictures[-count:], rows[0].pictures[:-count]
            right = max(x + p.get_width() for x, _, p in marker)
            assert min(x for x, _, _ in text) - right >= round(4 * ui), (block.marker, block.text[:20])
            markers += 1
    assert markers > 20


def test_key_caps_follow_a_language_switch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "--lang", "fr")
    key(app, pygame.K_n)
    frames(app)
    caps: list[str] = []
    drawing = widgets.key_cap

    def key_cap(surface: pygame.Surface, label: str, *a: Any, **k: Any) -> Any:
        caps.append(label)
        return drawing(surface, label, *a, **k)

    monkeypatch.setattr(widgets, "key_cap", key_cap)
    app.apply_settings(language="en")
    frames(app)
    assert top(app).__class__.__name__ == "NewGameScene"
    assert "Esc" in caps and "Échap" not in caps, caps
    app.close()
