"""Card art: every card renders at every size, suits differ by colour, states and caches work."""

from __future__ import annotations

import math

import pygame
import pytest

from oh7_desktop.app.cardart import CardArt, card_size, felt
from oh7_desktop.app.faces import CardArtError
from oh7_desktop.app.faces import PACK52, RED7, RED7_COLOURS
from oh7_desktop.app.tables.oh7.faces import OH7, suit_colour

DECK = [f"{v}{s}" for s in "SHCDF" for v in range(8)] + ["1*", "2*", "3*", "4*", "N", "?"]


def _ink_colour(surface: pygame.Surface) -> tuple[float, float, float]:
    """Mean colour of the strongly inked pixels in the centre of a card (the big motif)."""
    w, h = surface.get_size()
    total = [0.0, 0.0, 0.0]
    count = 0
    for y in range(h // 4, 3 * h // 4, 2):
        for x in range(w // 4, 3 * w // 4, 2):
            r, g, b, _ = surface.get_at((x, y))
            if min(r, g, b) < 150:
                total = [total[0] + r, total[1] + g, total[2] + b]
                count += 1
    assert count > 20
    return total[0] / count, total[1] / count, total[2] / count


def _mean(surface: pygame.Surface) -> float:
    r, g, b, _ = pygame.transform.average_color(surface)
    return (r + g + b) / 3


@pytest.mark.parametrize("width", [60, 110, 220])
def test_every_card_renders_at_every_size(width: int) -> None:
    art = CardArt(OH7)
    expected = card_size(width)
    assert expected == (width, round(width * 1.4))
    for card in DECK + ["n", "3h"]:
        face = art.face(card, width)
        assert face.get_size() == expected
        assert face.get_at((0, 0)).a < 40  # rounded corner: transparent
        assert face.get_at((width // 2, expected[1] // 2)).a == 255
    assert art.back(width).get_size() == expected


def test_four_colour_suits_are_distinct_at_a_glance() -> None:
    art = CardArt(OH7, four_colour=True)
    colours = {suit: _ink_colour(art.face(f"5{suit}", 110)) for suit in "SHCDF"}
    suits = list(colours)
    for i, a in enumerate(suits):
        for b in suits[i + 1:]:
            assert math.dist(colours[a], colours[b]) > 60, (a, b)
    for suit, colour in colours.items():
        assert math.dist(colour, suit_colour(suit, True)) < 60, suit


def test_classic_deck_pairs_colours() -> None:
    art = CardArt(OH7, four_colour=False)
    ink = {suit: _ink_colour(art.face(f"2{suit}", 110)) for suit in "SHCDF"}
    assert math.dist(ink["S"], ink["C"]) < 20 and math.dist(ink["H"], ink["D"]) < 20
    assert math.dist(ink["S"], ink["H"]) > 100 and math.dist(ink["F"], ink["H"]) > 60


def test_specials_have_their_own_paper_and_colour() -> None:
    art = CardArt(OH7)
    regular = art.face("4H", 110).get_at((55, 30))
    papers = {card: art.face(card, 110).get_at((55, 30)) for card in ("2*", "N", "?")}
    assert len({tuple(p) for p in papers.values()} | {tuple(regular)}) == 4
    inks = [_ink_colour(art.face(card, 110)) for card in ("2*", "N", "?")]
    assert math.dist(inks[1], inks[2]) > 60


def test_states_angles_and_cache() -> None:
    art = CardArt(OH7)
    normal = art.face("6D", 110)
    assert art.face("6D", 110) is normal
    assert _mean(art.face("6D", 110, "dimmed")) < _mean(normal) - 40
    selected = art.face("6D", 110, "selected")
    assert selected.get_at((3, 70)) != normal.get_at((3, 70))
    assert art.back(80, angle=90).get_size() == (112, 80)
    assert art.face("?", 80, angle=15).get_width() > 80
    with pytest.raises(CardArtError):
        art.face("8H", 60)
    with pytest.raises(CardArtError):
        art.face("3H", 60, "shiny")


def test_draw_helpers() -> None:
    art = CardArt(OH7)
    target = pygame.Surface((300, 300), pygame.SRCALPHA)
    rect = art.draw(target, "3H", (50, 40), 100, state="selected")
    assert rect == pygame.Rect(50, 40, 100, 140)
    assert target.get_at((100, 110)).a == 255
    margin = art.halo_margin(100)
    assert art.halo(100).get_size() == (100 + 2 * margin, 140 + 2 * margin)
    assert 0.3 * 100 < art.index_strip(100) < 0.45 * 100
    badge = art.badge("Bet 3", 30)
    assert badge.get_height() == 30 and badge.get_width() > 60


def test_felt_is_cached_and_lit_in_the_middle() -> None:
    table = felt((640, 360))
    assert table.get_size() == (640, 360)
    assert felt((640, 360)) is table
    centre = table.get_at((320, 170))
    corner = table.get_at((4, 4))
    assert centre.g > corner.g + 30 and centre.g > centre.r and centre.g > centre.b


@pytest.mark.parametrize("faces", [PACK52, RED7], ids=["pack52", "red7"])
@pytest.mark.parametrize("width", [60, 110])
def test_other_packs_render_every_card_in_the_same_style(faces: object, width: int) -> None:
    from oh7_desktop.app.faces import FaceSet

    assert isinstance(faces, FaceSet)
    art = CardArt(faces)
    expected = card_size(width)
    for card in faces.cards():
        face = art.face(card, width)
        assert face.get_size() == expected and face.get_at((0, 0)).a < 40
        assert face.get_at((width // 2, expected[1] // 2)).a == 255
    assert 0.2 * width < art.index_strip(width) < 0.5 * width  # "10" is the widest index


def test_the_52_card_pack_reads_like_playing_cards() -> None:
    art = CardArt(PACK52, four_colour=True)
    assert PACK52.face("th", True).index == "10" and PACK52.face("AS", True).symbol == "♠"
    hearts, spades = _ink_colour(art.face("5H", 110)), _ink_colour(art.face("5S", 110))
    assert math.dist(hearts, spades) > 100
    classic = CardArt(PACK52, four_colour=False)
    assert math.dist(_ink_colour(classic.face("5D", 110)), _ink_colour(classic.face("5H", 110))) < 20
    with pytest.raises(CardArtError):
        art.face("1H", 60)
    with pytest.raises(CardArtError):
        art.face("3F", 60)


def test_red7_colours_are_the_rainbow() -> None:
    art = CardArt(RED7)
    inks = [_ink_colour(art.face(f"4{colour}", 110)) for colour in RED7_COLOURS]
    for i, a in enumerate(inks):
        for b in inks[i + 1:]:
            assert math.dist(a, b) > 40
    with pytest.raises(CardArtError):
        art.face("8R", 60)
