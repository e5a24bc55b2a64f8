"""Looking closer at the table's cards (issue 26, item 2): a face-up card of the table under the
pointer is drawn again at the player's full card scale (:mod:`oh7_desktop.app.kit.table_zoom`),
and Z opens a close look at the middle of the table at that scale
(:mod:`oh7_desktop.app.kit.close_look`), in every game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from app_support import frames, make_app
from layout_tour import FRAME, drawn_at, make, until
from oh7_desktop.app import drawn, speech, tables
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.table_zoom import card_box
from oh7_desktop.app.speech import FakeEngine
from table_support import key

SIZE = (1280, 720)
SMALL = (1024, 640)
TRICKS = ["oh7", "oh-hell", "seven-up"]


def _middle_shows(table: Any) -> bool:
    """The person decides and the middle of the table holds face-up cards (a trick begun, or
    Red7's other palettes grown)."""
    if table.acting_seat() is None:
        return False
    if table.setup.game == "red7":
        return len(table.model.palettes[1]) >= 2
    return len(table.model.trick) >= 1


def _table(game: str, scale: int, language: str = "en") -> Any:
    """``game``'s table at ``scale`` %, the person deciding with cards in the middle."""
    table = make(game, language)
    table.services.settings.ui_scale = scale
    until(table, _middle_shows, random.Random(1))
    table.update(FRAME)
    drawn_at(table, SIZE, language)
    return table


def _table_card(table: Any) -> tuple[CardKey, str]:
    """A face-up card of the middle (the trick's first, Red7's second palette's last) and its area."""
    if table.setup.game == "red7":
        return table.model.palettes[1][-1], f"palette_seat{table.geo.slot(1)}"
    return table.model.trick[0][1], "trick"


def _point(table: Any, card: CardKey) -> pygame.Rect:
    """Rest the pointer on ``card`` (where it lies now); return its box."""
    box = card_box(dict(table.animator.items())[card].current())
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
    return box


def _kind(boxes: list[drawn.Box], kind: str) -> list[drawn.Box]:
    return [box for box in boxes if box.kind == kind]


def _zooms(table: Any) -> list[drawn.Box]:
    """The table cards magnified in a frame drawn now."""
    return _kind(drawn_at(table, SIZE, "en")[1], "table-zoom")


@pytest.mark.parametrize("game", tables.playable())
def test_a_face_up_table_card_pointed_at_is_drawn_at_the_full_scale_above_100_percent_only(game: str) -> None:
    table = _table(game, 200)
    try:
        card, area = _table_card(table)
        box = _point(table, card)
        full = round(table.geo.layout.card_width(SIZE, area) * 2)
        assert box.width < full * 0.9  # the area did not grow to 200 %: the reason for the zoom
        zooms = _zooms(table)
        assert [(z.label, z.rect.width) for z in zooms] == [(str(card), full)]
        assert pygame.Rect((0, 0), SIZE).contains(zooms[0].rect) and not zooms[0].rect.colliderect(box)
        assert _zooms(table) == zooms  # drawing changed nothing
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
        assert _zooms(table) == []
        backs = [key for key, motion in table.animator.items() if motion.done and not motion.current().face_up]
        assert backs
        for back in backs[-3:]:  # an opponent's hand, the pack: never magnified
            _point(table, back)
            assert _zooms(table) == [], back
        table.services.settings.ui_scale = 100
        _zooms(table)  # the table measured at 100 %
        _point(table, card)
        assert _zooms(table) == []
    finally:
        table.exit()


@pytest.mark.parametrize("game", tables.playable())
def test_z_opens_a_close_look_at_the_full_card_scale_inside_the_window(game: str) -> None:
    table = _table(game, 200, "fr")
    try:
        assert not table.wants_escape()
        key(table, pygame.K_z, text="z")
        assert table.wants_escape()  # Esc closes it, not the game menu
        groups = table.look_groups()
        assert groups and all(group.title for group in groups)
        for size in (SMALL, (1920, 1080)):
            boxes = drawn_at(table, size, "fr")[1]
            window = pygame.Rect((0, 0), size)
            panel = _kind(boxes, "look")
            cards = _kind(boxes, "look-card")
            expected = [(str(card), round(table.geo.layout.card_width(size, group.area) * 2))
                        for group in groups for card in group.cards]
            assert [(c.label, c.rect.width) for c in cards] == expected, size
            assert len(panel) == 1 and window.contains(panel[0].rect), size
            assert all(panel[0].rect.contains(c.rect) for c in cards), size
            assert not [b for b in boxes if b.kind in ("text", "cut") and not window.contains(b.rect)], size
        key(table, pygame.K_z, text="z")
        assert _kind(drawn_at(table, SIZE, "fr")[1], "look") == [] and not table.wants_escape()
        key(table, pygame.K_z, text="z")
        key(table, pygame.K_ESCAPE)
        assert _kind(drawn_at(table, SIZE, "fr")[1], "look") == []
    finally:
        table.exit()


@pytest.mark.parametrize("game", TRICKS)
def test_the_close_look_names_each_player_of_the_trick(game: str) -> None:
    table = _table(game, 200)
    try:
        key(table, pygame.K_z, text="z")
        trick = table.model.trick
        assert [(g.title, g.cards) for g in table.look_groups()] == [(table.seat_name(s), (k,)) for s, k in trick]
        said = table.spoken()
        assert said.startswith("A close look at the middle of the table. ")
        assert all(f"{table.seat_name(seat)}: " in said for seat, _ in trick)
        key(table, pygame.K_z, text="z")
        assert table.spoken() is None
    finally:
        table.exit()


def test_red7_s_close_look_shows_the_canvas_and_every_palette() -> None:
    table = _table("red7", 200)
    try:
        model = table.model
        groups = table.look_groups()
        assert groups[0].cards == (model.canvas[-1],) and groups[0].area == "canvas"
        assert [g.title for g in groups[1:]] == [table.seat_name(s) for s in range(model.players)]
        assert all(g.cards == (() if model.folded[s] else tuple(model.palettes[s])) for s, g in enumerate(groups[1:]))
    finally:
        table.exit()


@pytest.mark.parametrize("language, words", [("en", "A close look at the middle of the table, at your card size"),
                                             ("fr", "Voir de près le milieu de la table, à votre taille de cartes")])
@pytest.mark.parametrize("game", tables.playable())
def test_f1_lists_the_close_look_s_key(game: str, language: str, words: str) -> None:
    table = _table(game, 100, language)
    try:
        assert ("Z", words) in table.key_help()
    finally:
        table.exit()


def test_the_spoken_table_says_what_the_close_look_shows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(speech, "system_engine", lambda: FakeEngine(said))
    app = make_app(tmp_path)
    app.apply_settings(speech=True, speed="fast")
    table = _table("oh-hell", 200)
    app.stack.push(table)
    frames(app, 2)
    key(table, pygame.K_z, text="z")
    frames(app, 2)
    names = [table.seat_name(seat) for seat, _ in table.model.trick]
    assert said[-1].startswith("A close look at the middle of the table. ") and names
    assert all(f"{name}: " in said[-1] for name in names), said[-1]
    table.exit()
    app.close()


def test_seven_up_s_points_panel_cards_are_magnified_too() -> None:
    table = make("seven-up")
    table.services.settings.ui_scale = 200
    until(table, lambda t: any(award.card is not None for award in t.model.awards), random.Random(1))
    drawn_at(table, SIZE, "en")
    try:
        card, rect = table.drawn.awards[0]
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        full = round(table.geo.layout.card_width(SIZE, "award") * 2)
        assert [(z.label, z.rect.width) for z in _zooms(table)] == [(str(card), full)] and rect.width < full
    finally:
        table.exit()
