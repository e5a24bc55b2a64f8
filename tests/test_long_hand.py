"""A long hand keeps every card's corner index in view (issue 26 item 2, "any size").

Where the row of the local hand cannot hold its cards at the card scale chosen with each
corner index (value and suit mark, the colour-safe faces' too) beside the next card, the hand's
cards shrink to the largest width that does (:meth:`TableGeometry.hand_width`). Checked for the
longest hand each game deals (Oh Hell's 15 cards at 3 players, Oh 7 ?'s 7, Seven Up's 6 with a
run's 3 extras, Red7's 7 and more), every length up to it, at 1024x640, 1280x720 and 1920x1080 and
every card scale. Before, at 200 % and 1280x720 an index was whole only up to 6 cards in Oh 7 ?
(6 seats) and Oh Hell, 5 in Seven Up: an 8-card Oh Hell hand hid 22 of a "10"'s 82 px.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.faces import PACK52, RED7, FaceSet
from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.tables.oh7.faces import OH7

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
SCALES = (75, 100, 150, 200)
Dealt = tuple[TableGeometry, dict[CardKey, Placement], list[CardKey]]
Deal = Callable[[int, tuple[int, int], int, Callable[[list[CardKey]], list[CardKey]]], Dealt]
"""A game's table with ``players`` seats at a window size and card scale, the local hand
picked from the pack (by the callable): the geometry, every card's placement, the hand."""


def _oh7(players: int, size: tuple[int, int], scale: int, pick: Callable[[list[CardKey]], list[CardKey]]) -> Dealt:
    from oh7_desktop.app.tables.oh7.geometry import Geometry, Targets
    from oh7_desktop.app.tables.oh7.model import TableModel

    model = TableModel.empty(players, "base" if players == 2 else "advanced")  # the specials' wide indices
    model.hands[0] = pick(model.deck)
    model.deck = [key for key in model.deck if key not in model.hands[0]]
    geo = Geometry(players, size)
    geo.set_ui_scale(scale)
    return geo, Targets(geo, 0, True).compute(model), model.hands[0]


def _oh_hell(players: int, size: tuple[int, int], scale: int, pick: Callable[[list[CardKey]], list[CardKey]]) -> Dealt:
    from oh7_desktop.app.tables.oh_hell.geometry import Geometry, Targets
    from oh7_desktop.app.tables.oh_hell.model import HellModel

    model = HellModel.empty(players)
    model.hands[0], model.hand_shown = pick(model.deck), True
    model.deck = [key for key in model.deck if key not in model.hands[0]]
    geo = Geometry(players, size)
    geo.set_ui_scale(scale)
    return geo, Targets(geo, 0).compute(model), model.hands[0]


def _seven_up(players: int, size: tuple[int, int], scale: int, pick: Callable[[list[CardKey]], list[CardKey]]) -> Dealt:
    from oh7_desktop.app.tables.seven_up.geometry import Geometry, Targets
    from oh7_desktop.app.tables.seven_up.model import SevenUpModel

    model = SevenUpModel.empty()
    model.hands[0] = pick(model.deck)
    model.deck = [key for key in model.deck if key not in model.hands[0]]
    geo = Geometry(size)
    geo.set_ui_scale(scale)
    return geo, Targets(geo, 0).compute(model), model.hands[0]


def _red7(players: int, size: tuple[int, int], scale: int, pick: Callable[[list[CardKey]], list[CardKey]]) -> Dealt:
    from oh7_desktop.app.tables.red7.geometry import Geometry, Targets
    from oh7_desktop.app.tables.red7.model import Red7Model

    model = Red7Model.empty(players)
    model.hands[0] = pick(model.deck)
    model.deck = [key for key in model.deck if key not in model.hands[0]]
    geo = Geometry(players, size)
    geo.set_ui_scale(scale)
    return geo, Targets(geo, 0).compute(model), model.hands[0]


def _name(game: str) -> Callable[[CardKey], str]:
    """The card's text in its pack (what its art draws)."""
    if game == "oh7":
        from oh7_desktop.app.tables.oh7.model import card_of as oh7_card

        return lambda key: str(oh7_card(key))
    if game == "red7":
        from oh7_desktop.app.tables.red7.model import card_of as red7_card

        return lambda key: str(red7_card(key))
    from oh7_desktop.app.kit.tricks import card_of

    return lambda key: str(card_of(key))


GAMES: dict[str, tuple[Deal, FaceSet, tuple[int, ...], int]] = {
    "oh7": (_oh7, OH7, (2, 3, 4, 5, 6), 7),
    "oh-hell": (_oh_hell, PACK52, (3, 4, 5, 6, 7), 15),
    "seven-up": (_seven_up, PACK52, (2,), 9),
    "red7": (_red7, RED7, (2, 3, 4), 9),
}
"""Each game: its table, its pack, its seat counts, its longest hand (Oh Hell at 3 seats; a Seven
Up hand with a run's extras before 3 are set aside; Red7 deals 7, the advanced game draws more)."""


def _widest_first(art: CardArt, name: Callable[[CardKey], str], count: int,
                  widest: bool = True) -> Callable[[list[CardKey]], list[CardKey]]:
    """A hand of ``count`` cards picked widest corner index first (the 52-card pack's "10"s), or
    (not ``widest``) among the cards whose index is narrower than the pack's widest."""
    def pick(pack: list[CardKey]) -> list[CardKey]:
        reach = {key: art.index_corner(name(key), 100).width for key in pack}
        pool = pack if widest else [key for key in pack if reach[key] < max(reach.values())]
        return sorted(pool, key=lambda key: -reach[key])[:count]
    return pick


def hidden_indices(game: str, players: int, size: tuple[int, int], scale: int, count: int,
                   colour_safe: bool = False, widest: bool = True) -> list[str]:
    """What of the local hand's corner indices is out of view: under the next card, or below the
    window, the hand's cards picked widest index first (:func:`_widest_first`)."""
    deal, faces, _, _ = GAMES[game]
    art, name = CardArt(faces, colour_safe=colour_safe), _name(game)
    geo, placed, hand = deal(players, size, scale, _widest_first(art, name, count, widest))
    rects = []
    for key in hand:
        spot = placed[key]
        rect = pygame.Rect(0, 0, round(spot.width), round(spot.width * 1.4))
        rect.center = (round(spot.x), round(spot.y))
        rects.append((key, rect))
    rects.sort(key=lambda item: item[1].left)
    wrong = []
    for index, (key, rect) in enumerate(rects):
        corner = art.index_corner(name(key), rect.width).move(rect.topleft)
        if index + 1 < len(rects) and rects[index + 1][1].left < corner.right - 1:
            wrong.append(f"{count} cards: {name(key)}'s index {corner} under the next card at {rects[index + 1][1].left}")
        if corner.bottom > size[1] or rect.width > geo.area("seat0").card:
            wrong.append(f"{count} cards: {name(key)} at {rect}, its index {corner} (the hand's cards {geo.area('seat0').card})")
    return wrong


@pytest.mark.parametrize("game", GAMES)
def test_every_corner_index_of_the_longest_hands_stays_in_view(game: str) -> None:
    _, _, seats, longest = GAMES[game]
    for players in seats:
        for size in SIZES:
            for scale in SCALES:
                for count in range(1, longest + 1):
                    assert hidden_indices(game, players, size, scale, count) == [], (players, size, scale)


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_without_the_widest_index_keeps_every_index_in_view_too(game: str) -> None:
    _, _, seats, longest = GAMES[game]
    for size in SIZES:
        for count in range(1, longest + 1):
            assert hidden_indices(game, seats[-1], size, 200, count, widest=False) == [], (size, count)


@pytest.mark.parametrize("game", GAMES)
def test_the_colour_safe_faces_keep_their_corner_mark_in_view(game: str) -> None:
    _, _, seats, longest = GAMES[game]
    for size in SIZES:
        assert hidden_indices(game, seats[-1], size, 200, longest, colour_safe=True) == [], size


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("widest", (True, False))
def test_a_long_hand_shrinks_only_as_far_as_its_indices_need(game: str, widest: bool) -> None:
    deal, faces, seats, longest = GAMES[game]
    art = CardArt(faces)
    for size in SIZES:
        for count in range(1, longest + 1):
            geo, placed, hand = deal(seats[0], size, 200, _widest_first(art, _name(game), count, widest))
            row = sorted(hand, key=lambda key: placed[key].x)
            wide = any(geo.wide_index(key) for key in row[:-1])
            reach = geo.index_reach if wide else geo.narrow_reach
            width = round(placed[hand[0]].width)
            assert width == geo.hand_width(count, wide) <= geo.area("seat0").card, (size, count)
            if width < geo.area("seat0").card:  # one pixel wider and the row would not hold them
                assert (width + 1) * (1 + (count - 1) * reach) > geo.hand_row_rect().width, (size, count)
            assert width in geo.card_widths(), (size, count)  # its art is cached, not scaled each frame


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("colour_safe", (False, True))
def test_a_games_index_reach_covers_every_card_of_its_pack(game: str, colour_safe: bool) -> None:
    deal, faces, seats, _ = GAMES[game]
    pack: list[CardKey] = []

    def keep_the_pack(cards: list[CardKey]) -> list[CardKey]:
        pack.extend(cards)
        return cards[:1]
    geo = deal(seats[-1], SIZES[0], 100, keep_the_pack)[0]
    art, name = CardArt(faces, colour_safe=colour_safe), _name(game)
    for width in range(60, 321, 13):
        for key in pack:
            reach = geo.index_reach if geo.wide_index(key) else geo.narrow_reach
            assert art.index_corner(name(key), width).right <= reach * width, (name(key), width)
