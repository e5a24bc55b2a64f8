"""Cards, notation, decks and game settings (rulings: "Cards and notation", "Decks")."""

from __future__ import annotations

from collections import Counter

import pytest

from oh7_desktop.games.oh7 import Card, CardError, Rules, RulesError, deck
from oh7_desktop.games.oh7.cards import CARD_COUNT

from engine_support import cards

SPECIALS = ["1*", "2*", "3*", "4*", "N", "N", "?"]


@pytest.mark.parametrize(
    ("mode", "players", "suits"),
    [("base", 2, "SHC"), ("base", 3, "SHC"), ("base", 4, "SHCD"), ("base", 5, "SHCDF"),
     ("advanced", 3, "SH"), ("advanced", 4, "SHC"), ("advanced", 5, "SHCD"), ("advanced", 6, "SHCDF")],
)
def test_deck_composition_per_mode_and_players(mode: str, players: int, suits: str) -> None:
    """Base: P suits (two players: 3); advanced: P-1 suits plus 1* 2* 3* 4* N N ?; 0-7 each."""
    got = Counter(str(card) for card in deck(mode, players))
    want = Counter(f"{v}{s}" for s in suits for v in range(8))
    if mode == "advanced":
        want.update(SPECIALS)
    assert got == want
    assert Rules(mode, players).suits == suits
    assert len(deck(mode, players)) >= 7 * players + (10 if players == 2 else 0)


@pytest.mark.parametrize(("mode", "players"), [("base", 1), ("base", 6), ("advanced", 2), ("advanced", 7),
                                               ("expert", 4)])
def test_impossible_settings_are_refused(mode: str, players: int) -> None:
    """Base is for 2-5 players, advanced for 3-6 (the two-player game is base only)."""
    with pytest.raises(RulesError):
        Rules(mode, players)
    with pytest.raises(ValueError):
        deck(mode, players)


def test_two_player_deck_is_the_three_player_base_deck() -> None:
    """Two players use the base deck of three (24 cards: 14 dealt, 10 for the dummy)."""
    assert deck("base", 2) == deck("base", 3)
    assert len(deck("base", 2)) == 24


def test_notation_round_trip_for_every_card() -> None:
    """Every card writes in upper case and reads back as itself, in any case (never with spaces
    around it: a record's card names are exact, issue 23 item 15)."""
    for code in range(CARD_COUNT):
        card = Card.from_code(code)
        text = str(card)
        assert text == text.upper()
        assert Card.from_str(text) is card
        assert Card.from_str(text.lower()) is card
        with pytest.raises(CardError):
            Card.from_str(f"  {text.lower()} ")
        assert int(card) == code


def test_notation_reads_the_rulings_examples() -> None:
    """``0S`` … ``7F``, ``1*``…``4*``, ``N`` (two identical copies) and ``?``."""
    three_h = Card.from_str("3h")
    assert (three_h.value, three_h.suit, three_h.is_regular, three_h.is_special) == (3, "H", True, False)
    star = Card.from_str("2*")
    assert (star.value, star.suit, star.is_star, star.is_special) == (2, None, True, True)
    naught = Card.from_str("n")
    assert (naught.value, naught.is_naught, str(naught)) == (0, True, "N")
    query = Card.from_str("?")
    assert (query.is_interrobang, query.bet_value, str(query)) == (True, None, "?")
    assert Card.from_str("7f").suit == "F" and Card.from_str("0s").suit == "S"
    assert deck("advanced", 3).count(naught) == 2


def test_symbols_draw_flowers_apart_from_stars() -> None:
    """Flowers are drawn ✿ so they never look like the ★ specials; N is Ø."""
    assert [card.symbol for card in cards("3S 3H 3C 3D 3F 3* N ?")] == ["3♠", "3♥", "3♣", "3♦", "3✿", "3★", "Ø", "?"]


@pytest.mark.parametrize("text", ["", "8H", "3X", "5*", "0*", "NN", "??", "H3", "10S", "3 H"])
def test_bad_card_text_is_refused(text: str) -> None:
    """Text that is not a card raises ``CardError`` (a ``ValueError``)."""
    with pytest.raises(CardError):
        Card.from_str(text)


def test_card_from_str_refuses_non_text() -> None:
    """A number or None is not card text."""
    for value in (3, None, 3.5, ["3H"]):
        with pytest.raises(CardError):
            Card.from_str(value)  # type: ignore[arg-type]


def test_any_positive_target_and_only_those() -> None:
    """21, 35, 49 or any positive whole target may be set; zero, negatives, floats, bools may not."""
    for target in (1, 21, 35, 49, 7, 1000):
        assert Rules("base", 4, target).target == target
    for bad in (0, -5, 3.5, True, "35"):
        with pytest.raises(RulesError):
            Rules("base", 4, bad)  # type: ignore[arg-type]
