"""The colour measures the card art is checked with: CIEDE2000, Machado 2009 simulation, WCAG contrast."""

from __future__ import annotations

import pytest

from oh7_desktop.app.colour_vision import VISIONS, ciede2000, closest_pair, contrast_ratio, difference, simulate

# Sharma, Wu & Dalal (2005), table 1: pairs of CIELAB colours and their CIEDE2000 difference.
SHARMA_PAIRS = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
]


@pytest.mark.parametrize(("first", "second", "expected"), SHARMA_PAIRS)
def test_ciede2000_gives_the_published_differences(first: tuple[float, float, float],
                                                   second: tuple[float, float, float], expected: float) -> None:
    assert ciede2000(first, second) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(second, first) == pytest.approx(expected, abs=1e-4)


def test_greys_look_the_same_to_every_vision_and_red_green_collapse_for_deutans() -> None:
    for vision in VISIONS:
        assert simulate((128, 128, 128), vision) == pytest.approx((128, 128, 128), abs=1)
    red, green = (220, 30, 30), (30, 150, 30)
    assert difference(red, green) > 40
    assert difference(red, green, "deutan") < difference(red, green) / 2


def test_the_closest_pair_is_named_and_contrast_follows_wcag() -> None:
    colours = {"a": (0, 0, 0), "b": (255, 255, 255), "c": (10, 10, 10)}
    distance, first, second = closest_pair(colours)
    assert (first, second) == ("a", "c") and 0 < distance < 5
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)
