"""Table layouts: every seat and area exists for 2-6 players and scales into any window."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app.assets import asset_path
from oh7_desktop.app.layout import LayoutError, load_layout, read_layout, seat_counts

WINDOWS = [(1280, 720), (3840, 2160), (1000, 1000), (2560, 1080)]
ROOT = Path(__file__).resolve().parents[1]
MAPS = [("oh7", n) for n in range(2, 7)] + [("oh-hell", 7)]
"""Every map: the shared ones (2-6 seats) and Oh Hell's own 7-seat table."""


def _required(players: int) -> list[str]:
    names = ["trick", "deck", "discard", "trump", "score_panel", "prompt", "buttons"]
    for seat in range(players):
        names += [f"{kind}seat{seat}" for kind in ("", "label_", "bets_", "pile_", "trick_")]
    if players == 2:
        names += ["dummy", "dummy_pile", "dummy_tricks", "label_dummy", "trick_dummy"]
    return names


@pytest.mark.parametrize(("game", "players"), MAPS)
def test_layout_has_every_object(game: str, players: int) -> None:
    layout = load_layout(players, game)
    assert layout is load_layout(players, game)
    assert layout.design_size == (1920, 1080)
    for name in _required(players):
        assert layout.has(name), name
    assert not layout.has(f"seat{players}")
    assert layout.orientation("seat0") == "bottom"
    for seat in range(players):
        props = layout.props(f"seat{seat}")
        assert layout.kind(f"seat{seat}") == "seat"  # read from Tiled's `class` attribute
        assert props["orientation"] in ("bottom", "left", "top", "right")
        assert props["label_anchor"] in ("above", "below", "left", "right")


@pytest.mark.parametrize(("game", "players"), MAPS)
def test_seats_go_clockwise_from_the_bottom(game: str, players: int) -> None:
    layout = load_layout(players, game)
    cx, cy = layout.area("trick").x + layout.area("trick").width / 2, layout.area("trick").y + layout.area("trick").height / 2
    angles = []
    for seat in range(players):
        a = layout.area(f"seat{seat}")
        angle = math.degrees(math.atan2(a.y + a.height / 2 - cy, a.x + a.width / 2 - cx))
        angles.append(angle + 360 if angle < 80 else angle)  # seat0 is at 90 deg (below, y down)
    assert angles == sorted(angles) and len(set(angles)) == players


@pytest.mark.parametrize(("game", "players"), MAPS)
@pytest.mark.parametrize("window", WINDOWS)
def test_layout_scales_inside_any_window(game: str, players: int, window: tuple[int, int]) -> None:
    layout = load_layout(players, game)
    screen = pygame.Rect((0, 0), window)
    scale = layout.scale(window)
    plain = [n for n in layout.names() if layout.kind(n) != "slot"]
    rects = {name: layout.rect(name, window) for name in layout.names()}
    for name, rect in rects.items():
        assert screen.contains(rect), (name, rect)
    for i, a in enumerate(plain):
        for b in plain[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, b)
    seat0 = layout.area("seat0")
    assert abs(rects["seat0"].width - seat0.width * scale) <= 1
    assert abs(rects["seat0"].height - seat0.height * scale) <= 1
    assert layout.table_rect(window).center == pytest.approx(screen.center, abs=1)
    assert layout.card_width(window, "seat0") == round(150 * scale)
    assert layout.card_width(window) == round(105 * scale)


def test_label_anchor_and_errors() -> None:
    layout = load_layout(4, "oh7")
    point, side = layout.label_anchor("seat1", (1920, 1080))
    assert side == "above" and point[1] < layout.rect("seat1", (1920, 1080)).top
    with pytest.raises(LayoutError, match="no 'dummy'"):
        layout.rect("dummy", (1280, 720))
    with pytest.raises(LayoutError, match="7 players"):
        load_layout(7, "oh7")


def test_old_tiled_type_attribute_is_read(tmp_path: Path) -> None:
    text = asset_path("layouts", "table-3.tmx").read_text(encoding="utf-8").replace(' class="', ' type="')
    old = tmp_path / "old.tmx"
    old.write_text(text, encoding="utf-8")
    assert read_layout(old, 3).kind("seat1") == "seat"
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map", encoding="utf-8")
    with pytest.raises(LayoutError, match="cannot read broken.tmx"):
        read_layout(broken, 3)


@pytest.mark.parametrize(("game", "players"), MAPS)
@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_trick_slots_and_bets_stay_apart(game: str, players: int, window: tuple[int, int]) -> None:
    """A player can tell the trick from bet cards: slots never overlap, bets never touch the
    trick area or the local hand, and the drawn ring keeps clear felt around it."""
    layout = load_layout(players, game)
    slots = [n for n in layout.names() if layout.kind(n) == "slot"]
    assert len(slots) == players + (players == 2)
    rects = {name: layout.rect(name, window) for name in layout.names()}
    trick, hand = rects["trick"], rects["seat0"]
    for i, a in enumerate(slots):
        assert trick.contains(rects[a]), a
        for b in slots[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, b)
    for seat in range(players):
        bets = rects[f"bets_seat{seat}"]
        assert not bets.colliderect(trick) and not bets.colliderect(hand), seat
    # The ring as hud draws it (the trick area grown 60x40 design px), with 10 design px more.
    scale = layout.scale(window)
    ring = trick.inflate(round(80 * scale), round(60 * scale))
    for name, rect in rects.items():
        if name != "trick" and layout.kind(name) != "slot":
            assert not rect.colliderect(ring), name


@pytest.mark.parametrize(("game", "players"), MAPS)
def test_each_trick_slot_lies_towards_its_seat(game: str, players: int) -> None:
    """Each seat's card lands on the side of the trick facing that seat."""
    layout = load_layout(players, game)
    size = (1920, 1080)
    trick = layout.rect("trick", size)
    owners = [f"seat{k}" for k in range(players)] + (["dummy"] if players == 2 else [])
    for owner in owners:
        slot = layout.rect(f"trick_{owner}", size)
        seat = layout.rect(owner, size)
        side = layout.orientation(owner)
        if side == "bottom":
            assert slot.centery > trick.centery and slot.centerx == pytest.approx(trick.centerx, abs=2)
        elif side == "top":
            assert slot.centery < trick.centery
            assert (slot.centerx - trick.centerx) * (seat.centerx - trick.centerx) >= 0
        else:
            assert (slot.centerx - trick.centerx) * (seat.centerx - trick.centerx) > 0


FIT_WINDOWS = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize(("game", "players"), MAPS)
@pytest.mark.parametrize("window", FIT_WINDOWS)
def test_nothing_overlaps_but_the_trick_slots(game: str, players: int, window: tuple[int, int]) -> None:
    """Every named area lies on the table, and no two overlap, except each seat's trick slot
    inside the trick area."""
    layout = load_layout(players, game)
    table = layout.table_rect(window)
    rects = {name: layout.rect(name, window) for name in layout.names()}
    for index, (name, rect) in enumerate(rects.items()):
        assert table.contains(rect), name
        for other, second in list(rects.items())[index + 1:]:
            nested = "trick" in (name, other) and "slot" in (layout.kind(name), layout.kind(other))
            assert nested or not rect.colliderect(second), (name, other)


@pytest.mark.parametrize(("game", "players"), MAPS)
@pytest.mark.parametrize("window", FIT_WINDOWS)
def test_a_full_hand_fits_every_seat(game: str, players: int, window: tuple[int, int]) -> None:
    """A hand of seven cards fits its seat's area with at least 40 % of every card showing (its
    corner index is read) and the cards' height within the area's depth."""
    layout = load_layout(players, game)
    for seat in range(players):
        name = f"seat{seat}"
        rect, width = layout.rect(name, window), layout.card_width(window, name)
        vertical = layout.orientation(name) in ("left", "right")
        length, depth = (rect.height, rect.width) if vertical else (rect.width, rect.height)
        assert (length - width) / 6 >= 0.4 * width, (name, length, width)
        assert round(width * 1.4) <= depth, (name, depth, width)
        assert width >= 40 * window[1] / 1080, name  # never smaller than 40 design px


def test_seat_counts_are_the_maps_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's tables are its maps: a new .tmx file adds a seat count without code."""
    import shutil

    from oh7_desktop.app import layout as layout_module

    assert seat_counts("oh7") == (2, 3, 4, 5, 6) and seat_counts("oh-hell") == (2, 3, 4, 5, 6, 7)
    with pytest.raises(LayoutError, match="no table layout for 7 players in oh7 .layouts for: 2, 3, 4, 5, 6."):
        load_layout(7, "oh7")
    assert load_layout(7, "oh-hell").has("seat6") and load_layout(4, "oh-hell").has("seat3")
    shutil.copytree(asset_path("layouts"), tmp_path / "layouts")
    shutil.copy(tmp_path / "layouts" / "table-6.tmx", tmp_path / "layouts" / "oh-hell" / "table-6.tmx")
    (tmp_path / "layouts" / "table-5.tmx").unlink()
    monkeypatch.setattr(layout_module, "assets_root", lambda: tmp_path)
    load_layout.cache_clear()
    try:
        assert seat_counts("oh-hell") == (2, 3, 4, 6, 7) and seat_counts("oh7") == (2, 3, 4, 6)
        assert load_layout(6, "oh-hell").players == 6
        with pytest.raises(LayoutError):
            load_layout(5, "oh7")
    finally:
        load_layout.cache_clear()
