"""Every table honours the player's text and card scale (Options → Accessibility, 75..200 %,
issue 26 item 2) and stays in the window without overlaps at every scale.

Over the positions of :mod:`layout_tour` (each game's first decision, refusals, hints, bots'
reasons, Red7's preview and fold, the score sheet), drawn at every scale, at 1024x640, 1280x720
and 1920x1080 and in English and French: no two boxes overlap, nothing leaves the window, no
line is cut (the same check as :mod:`test_table_layout`), and the text really grows.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pygame
import pytest

from layout_tour import KNOWN, LANGUAGES, SIZES, drawn_at, make, problems, settle, split_known, tour, until
from oh7_desktop.app import drawn, tables
from oh7_desktop.app.kit.area_caps import area_cap
from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.layout import Layout, load_layout


def make_layout(game: str) -> Layout:
    """The map the tour's table of ``game`` uses."""
    return load_layout({"seven-up": 2, "red7": 4, "oh7": 4}.get(game, 5), game)

SCALES = (75, 100, 125, 150, 175, 200)
View = tuple[int, tuple[int, int], str]


@lru_cache(maxsize=None)
def _tour_at_every_scale(game: str) -> dict[View, tuple[tuple[str, ...], tuple[drawn.Box, ...]]]:
    """Play ``game``'s tour once; at each position draw every scale, size and language: what is
    wrong with each view, and (first position only) what it drew."""
    found: dict[View, list[str]] = {(scale, size, lang): [] for scale in SCALES for size in SIZES for lang in LANGUAGES}
    first: dict[View, tuple[drawn.Box, ...]] = {}
    table = make(game)
    try:
        for position in tour(table):
            for scale in SCALES:
                table.services.settings.ui_scale = scale
                for size in SIZES:
                    for language in LANGUAGES:
                        _, boxes = drawn_at(table, size, language)
                        first.setdefault((scale, size, language), tuple(boxes))
                        found[(scale, size, language)] += [f"{position}: {p}" for p in problems(boxes, size)]
                        found[(scale, size, language)] += [f"{position}: {p}" for p in _over_the_hand(table, boxes)]
            table.services.settings.ui_scale = 100
    finally:
        table.exit()
    return {view: (tuple(lines), first[view]) for view, lines in found.items()}


def _over_the_hand(table: Any, boxes: list[drawn.Box]) -> list[str]:
    """Every box with text that covers a card of the grown hand where it is drawn, a lifted one
    too (a rounding pixel aside)."""
    return [f"over the hand: {b.kind} {b.label!r} {tuple(b.rect)} and {key}" for key, card in _hand_cards(table)
            for b in boxes if b.kind in drawn.BOXES and b.kind != "card"
            and b.rect.colliderect(card.inflate(-2, -2)) and not b.rect.contains(card)]


CASES = [pytest.param(game, scale)
         for game in tables.playable() for scale in SCALES]


@pytest.mark.parametrize(("game", "scale"), CASES)
def test_every_scale_stays_in_the_window_without_overlaps(game: str, scale: int) -> None:
    views = _tour_at_every_scale(game)
    found = [f"{size[0]}x{size[1]} {lang}: {line}" for size in SIZES for lang in LANGUAGES
             for line in views[(scale, size, lang)][0]]
    known, wrong = split_known(game, found)
    assert wrong == []
    if known:
        pytest.xfail(f"{len(known)} known overlaps (layout_tour.KNOWN), first {known[0]}")


@pytest.mark.parametrize("game", sorted(KNOWN))
def test_every_known_overlap_of_the_tour_is_still_seen(game: str) -> None:
    seen = [line for lines, _ in _tour_at_every_scale(game).values() for line in lines]
    assert [words for words in KNOWN.get(game, ()) if not any(words in line for line in seen)] == []


def test_oh7s_lines_and_prompt_keep_off_the_bet_card_the_pile_and_the_side_hand_at_200_percent() -> None:
    """At 200 %, 1024x640, in French, a reviewer saw the trick's line over Bruno's bet card, "Vous
    devez fournir à ♣" over the set-aside pile and "À vous de jouer" over Chloé's cards, which
    the check did not record (issue 26): at the tour's late hint, nothing covers them now."""
    wrong = _tour_at_every_scale("oh7")[(200, (1024, 640), "fr")][0]
    assert [line for line in wrong if line.startswith("late-play-hint")] == []


def _text_height(boxes: tuple[drawn.Box, ...], corner: pygame.Rect | None = None) -> float:
    """The median height of the lines of text drawn (outside ``corner``: Oh 7 ?'s score panel,
    whose rows shrink to the map's panel rather than cross one another)."""
    heights = sorted(b.rect.height for b in boxes if b.kind == "text" and (corner is None or not corner.contains(b.rect)))
    assert heights, "nothing with text was drawn"
    return heights[len(heights) // 2]


@pytest.mark.parametrize("game", tables.playable())
def test_the_text_grows_and_shrinks_with_the_scale(game: str) -> None:
    views = _tour_at_every_scale(game)
    for size in SIZES[1:]:
        normal = _text_height(views[(100, size, "en")][1])
        corner = make_layout(game).rect("score_panel", size) if game == "oh7" else None
        assert _text_height(views[(200, size, "en")][1], corner) >= 1.6 * _text_height(views[(100, size, "en")][1],
                                                                                        corner), size
        assert _text_height(views[(75, size, "en")][1]) < normal, size


def _hand_cards(table: Any) -> list[tuple[CardKey, pygame.Rect]]:
    """The acting person's cards as the last frame drew them (lowest first)."""
    return list(table.drawn.card_rects if table.setup.game == "oh7" else table.drawn.cards)


def _hovered(table: Any) -> object:
    return table.selection.hover if table.setup.game == "oh7" else table.hover


@pytest.mark.parametrize("game", tables.playable())
def test_a_scaled_hand_grows_to_the_full_scale_and_every_card_is_pointed_at(game: str) -> None:
    table = make(game)
    try:
        settle(table)
        until(table, lambda t: t.acting_seat() is not None and bool(t.choosable()), random.Random(1))
        widths = {}
        for scale in (100, 200):
            table.services.settings.ui_scale = scale
            screen = pygame.Surface((1280, 720))
            table.draw(screen)
            cards = _hand_cards(table)
            assert cards, "the person has no card to choose"
            widths[scale] = max(rect.width for _, rect in cards)
        # The whole scale, whatever room the map leaves above the hand (its cards sink below
        # the window's edge instead: test_table_full_hand); before, only up to hand_cap.
        # (Or shrunk as far as a long hand's corner indices need: test_long_hand.)
        least = min(2 * widths[100], table.geo.hand_width(len(table.model.hands[table.viewer])))
        assert least - 2 <= widths[200] <= 2 * widths[100] + 2
        for index, (key, rect) in enumerate(cards):  # at 200 %: the visible strip of each card
            above = [r for _, r in cards[index + 1:] if r.colliderect(rect)]
            right = min([r.left for r in above if r.left > rect.left] + [rect.right])
            assert right - rect.left >= 8, f"{key} is hidden under its neighbours"
            point = ((rect.left + right) // 2, min(rect.bottom, 720) - 6)  # in the window: the card may sink
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
            assert _hovered(table) == key, (key, point)
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


@pytest.mark.parametrize("game", tables.playable())
def test_the_grown_hand_stays_below_every_area_above_it(game: str) -> None:
    layout = make_layout(game)
    geo = TableGeometry(layout.players, (1280, 720), 0, layout)
    geo.set_ui_scale(200)
    hand = geo.area("seat0")
    assert hand.rect.bottom >= layout.rect("seat0", (1280, 720)).bottom  # the cards grow down past the window's edge
    for name in layout.names():
        other = layout.rect(name, (1280, 720))
        if name != "seat0" and other.bottom <= layout.rect("seat0", (1280, 720)).centery \
                and other.left < hand.rect.right and other.right > hand.rect.left:
            card_top = hand.rect.centery - round(hand.card * 0.7)
            assert card_top >= other.bottom, (name, card_top, other)


@pytest.mark.parametrize("game", tables.playable())
def test_a_whole_game_by_keys_alone_at_200_percent(game: str) -> None:
    from test_keys_only import make as keys_table
    from test_keys_only import play_by_keys

    table = keys_table(game)
    table.services.settings.ui_scale = 200
    screen = pygame.Surface((1280, 720))
    try:
        play_by_keys(table, game, screen)
        assert table.finished, f"{game}: the game did not end by keys alone at 200 %"
        assert table.geo.ui == 2.0
    finally:
        table.exit()


@pytest.mark.parametrize("game", tables.playable())
def test_no_card_under_the_pointer_is_magnified_now_that_the_hand_shows_every_scale(game: str) -> None:
    table = make(game)
    try:
        until(table, lambda t: t.acting_seat() is not None and bool(t.choosable()), random.Random(1))
        drawn_at(table, (1280, 720), "en")
        pointer = _hand_cards(table)[-1][1].center  # the pointer rests on a card (the zoom is a tooltip)
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
        zooms = {}
        for scale in SCALES:
            table.services.settings.ui_scale = scale
            _, boxes = drawn_at(table, (1280, 720), "en")
            zooms[scale] = [b.rect for b in boxes if b.kind == "zoom"]
        for scale, found in zooms.items():  # the hand itself shows every scale now: no magnifying
            assert found == [], scale
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


MAPS = [("oh7", n) for n in range(2, 7)] + [("oh-hell", 7)] + [("red7", n) for n in (2, 3, 4)] + [("seven-up", 2)]
"""Every map of the four games (Oh Hell's 3..6 seats use Oh 7 ?'s shared maps)."""


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize(("game", "players"), MAPS)
def test_grown_areas_stay_on_the_table_and_off_the_areas_they_did_not_touch(game: str, players: int,
                                                                          scale: int) -> None:
    layout = load_layout(players, game)
    for size in SIZES:
        geo = TableGeometry(players, size, 0, layout)
        geo.set_ui_scale(scale)
        grown = {name: geo.area(name).rect for name in layout.names()}
        grown["seat0"] = grown["seat0"].clip(geo.table)  # its cards may sink below (test_table_full_hand)
        for name, rect in grown.items():
            assert geo.table.contains(rect), (size, name, rect)
            before = layout.rect(name, size).inflate(2, 2)
            for other, other_rect in grown.items():
                untouched = not before.colliderect(layout.rect(other, size))
                if other != name and untouched:
                    assert not rect.inflate(-2, -2).colliderect(other_rect), (size, name, rect, other, other_rect)


def _middle_cards(table: Any) -> list[CardKey]:
    """The cards in the middle of the table: the trick, or Red7's canvas."""
    model = table.model
    return list(model.canvas) if table.setup.game == "red7" else [key for _, key in model.trick]


def _placements(table: Any) -> dict[CardKey, Any]:
    """Where every card of ``table`` rests for its current geometry."""
    if table.setup.game == "oh7":
        from oh7_desktop.app.tables.oh7.geometry import Targets

        return Targets(table.geo, table.viewer, table.model.hand_shown, table.reveal_all()).compute(table.model)
    return dict(table.targets())


@pytest.mark.parametrize(("game", "players"), [("oh7", 3), ("oh7", 4), ("oh-hell", 5), ("oh-hell", 7),
                                               ("seven-up", 2), ("red7", 2)])
def test_the_middle_cards_grow_with_the_scale_as_far_as_the_map_leaves_room(game: str, players: int) -> None:
    table = make(game, players=players)
    screen = pygame.Surface((1280, 720))
    try:
        until(table, lambda t: len(_middle_cards(t)) >= 1 and t.acting_seat() is not None, random.Random(2))
        table.animator.finish()
        widths: dict[int, dict[CardKey, float]] = {}
        for scale in (100, 200):
            table.services.settings.ui_scale = scale
            table.draw(screen)
            placed = _placements(table)
            widths[scale] = {key: placed[key].width for key in _middle_cards(table)}
            assert {round(p.width) for p in placed.values()} <= set(table.geo.card_widths()), scale
        cap = table.geo.area_scale("canvas" if game == "red7" else "trick")  # at 200 %: the area's cap
        for key, normal in widths[100].items():
            assert abs(widths[200][key] - max(12, round(normal * cap))) <= 1, (key, cap)
            if cap > 1.03:
                assert widths[200][key] > normal, key
        if game == "oh7":  # Red7's note lies just above its canvas; Oh Hell's and Seven Up's tricks keep their size
            assert cap > 1.15
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


def test_an_area_cap_is_where_the_grown_area_would_reach_a_neighbour() -> None:
    from oh7_desktop.app.layout import Area

    def area(name: str, kind: str, box: tuple[float, float, float, float], **properties: str | int) -> Area:
        return Area(name, kind, *box, dict(properties))

    areas = [area("trick", "area", (100, 100, 200, 100), card_width=50),
             area("prompt", "area", (100, 230, 200, 20)),
             area("seat1", "seat", (400, 0, 100, 50), card_width=40, orientation="top"),
             area("label_seat1", "label", (400, 60, 100, 20)),
             area("pile_seat1", "pile", (520, 0, 40, 50), card_width=40, orientation="top")]
    layout = Layout(2, (1000, 1000), {a.name: a for a in areas}, {"card_width": 50})
    assert area_cap(layout, "trick", 1.0) == pytest.approx(1.6, abs=1e-4)  # its bottom reaches the prompt
    assert area_cap(layout, "seat1", 1.0) == pytest.approx(1.2, abs=1e-4)  # down from its edge to its label
    assert area_cap(layout, "pile_seat1", 1.0) == pytest.approx(9 / 7, abs=1e-4)  # it and seat1 grow to meet
    assert area_cap(layout, "prompt", 1.0) == 1.0  # words: no card width, no growth
    geo = TableGeometry(2, (1000, 1000), 0, layout)
    geo.set_ui_scale(200)
    assert geo.area("trick").card == 80 and geo.area("trick").rect == pygame.Rect(40, 70, 320, 160)
    assert geo.area("seat1").rect == pygame.Rect(390, 0, 120, 60)


def test_the_trick_winners_line_stays_clear_of_the_grown_hand_at_every_scale() -> None:
    table = make("oh7")
    try:
        until(table, lambda t: len(t.model.trick) > 1 and t.acting_seat() is not None, random.Random(1))
        table.model.trick_winner = 1  # the line shown while a won trick waits to be gathered
        for scale in SCALES:
            table.services.settings.ui_scale = scale
            for size in SIZES:
                _, boxes = drawn_at(table, size, "en")
                assert any(b.kind == "pill" and "Alice" in b.label for b in boxes), (scale, size)
                assert _over_the_hand(table, boxes) == [], (scale, size)
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


def test_seven_ups_trick_line_keeps_clear_of_the_name_plate_and_the_hand_at_every_scale() -> None:
    table = make("seven-up")
    try:
        until(table, lambda t: len(t.model.trick) >= 1 and t.acting_seat() is not None, random.Random(1))
        table.director.note = ("su.note.trick", {"seat": 1})  # shown while a won trick waits
        for scale in SCALES:
            table.services.settings.ui_scale = scale
            for size in SIZES:
                for language in LANGUAGES:
                    _, boxes = drawn_at(table, size, language)
                    wrong = split_known("seven-up", problems(boxes, size) + _over_the_hand(table, boxes))[1]
                    assert wrong == [], (scale, size, language)
    finally:
        table.services.settings.ui_scale = 100
        table.exit()
