"""Red7's cards carry the colour letters of the player's language (issue 26 item 1, colour-safe cards).

The French table drew the rulings' English letters (Y, G, V) on its cards while its texts named
the colours Jaune, Vert, Violet: a colour-safe player reading the letter could not find it in the
words. Now each card's mark is the letter the texts give it in that language ("Vert 6 (Ve)"), the
initial of the colour's name there, every colour's letter distinct (French: R O J Ve B I Vi).
"""

from __future__ import annotations

from typing import Any

import pytest

from layout_tour import drawn_at, make, settle
from oh7_desktop.app.tables.red7.card_words import readable

RED7_ORDER = "ROYGBIV"
"""Red7's colours in the rulings' notation (the engine's codes), strongest first."""


def letter_faults(table: Any, language: str, colour_safe: bool) -> list[str]:
    """Each colour whose card, as the table draws it in ``language``, carries a mark other than the
    letter its texts name it by, or not its name's initial; marks two colours share."""
    drawn_at(table, (1280, 720), language)  # the table picks its faces for the language as it draws
    faces, words, found = table.painter.art.faces, table.words, []
    marks = {colour: faces.face(f"4{colour}", True, colour_safe).symbol for colour in RED7_ORDER}
    for colour, mark in marks.items():
        name, said = words(f"red7.rule.{colour}"), readable(f"4{colour}", words)
        if not name.lower().startswith(mark.lower()) or f"({mark})" not in said:
            found.append(f"{language} safe={colour_safe}: {colour} card marked {mark!r}, named {name!r}, said {said!r}")
    if len(set(marks.values())) != len(marks):
        found.append(f"{language} safe={colour_safe}: two colours share a mark: {marks}")
    return found


@pytest.mark.parametrize("colour_safe", [False, True])
def test_red7_cards_carry_the_letters_their_language_names_them_by(colour_safe: bool) -> None:
    table = make("red7", players=2, colour_safe=colour_safe)
    try:
        settle(table)
        found = letter_faults(table, "en", colour_safe) + letter_faults(table, "fr", colour_safe)
        french = [table.painter.art.faces.face(f"4{c}", True, colour_safe).symbol for c in RED7_ORDER]
        drawn_at(table, (1280, 720), "en")
        english = [table.painter.art.faces.face(f"4{c}", True, colour_safe).symbol for c in RED7_ORDER]
    finally:
        table.exit()
    assert found == [], "\n".join(found)
    assert (english, french) == (list("ROYGBIV"), ["R", "O", "J", "Ve", "B", "I", "Vi"])


def test_a_list_of_cards_uses_the_same_letters() -> None:
    """Where a line lists cards by code (a hand in the review), they are written with the letters too."""
    from oh7_desktop.app.i18n import Translator
    from oh7_desktop.app.tables.red7.card_words import short

    assert short("6G 1V 3Y 7R", Translator("fr")) == "6Ve 1Vi 3J 7R"
    assert short("6G 1V 3Y 7R", Translator("en")) == "6G 1V 3Y 7R"
