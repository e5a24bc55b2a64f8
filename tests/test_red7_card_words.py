"""Red7's cards named in the sentences a player reads (hints, reasons, the review): ``6G`` is
"Green 6 (G)" in English, "6 Vert (Ve)" in French: the letter the card carries, in the language (French cards say Ve), is kept."""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.review.stepper import Replay
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.red7.card_words import CODE
from oh7_desktop.app.tables.red7.review import Red7Review
from oh7_desktop.games import registry
from oh7_desktop.games.interface import Reason
from settings_support import table_settings
from tutorial_support import tutorial

NAMED = {"en": ("Green 6 (G)", "Violet 1 (V)"), "fr": ("6 Vert (Ve)", "1 Violet (Vi)")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hint_at_the_table_names_its_cards(language: str, screen: pygame.Surface) -> None:
    table = tutorial("red7", language)
    said = table.explain(Reason.of("hint_both", card="6G", canvas="1V", rule="G", count=2, chance=61, alt_chance=48))
    refused = table.explain(Reason.of("same_card", card="6G"))
    table.exit()
    assert all(name in said for name in NAMED[language]) and NAMED[language][0] in refused
    assert not CODE.search(said) and not CODE.search(refused)


def _review(language: str) -> Red7Review:
    """The review of a basic Red7 round played by easy bots (seed 2)."""
    game = registry.get("red7")
    state = game.new_game(game.rules_from_options({"players": 3}), 2)
    bot = game.bot("easy")
    while not game.is_over(state):
        chance = game.chance_action(state)
        action = chance if chance is not None else bot(game.view(state, game.to_move(state)[0]))
        state, _ = game.apply(state, action)
    services = Services(settings=table_settings(), translator=Translator(language))
    return Red7Review(services, Replay.of(game, game.to_record(state)), ["You", "Al", "Bo"], [0])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_reviews_lines_and_answers_name_the_cards(language: str) -> None:
    review = _review(language)
    deal = review.replay.deals[0]
    lines = [line for position in range(len(deal.steps)) for line in review.lines(deal, position)]
    assert lines and not any(CODE.search(line) for line in lines), [line for line in lines if CODE.search(line)]
    assert any("(" in line for line in lines)  # the first player's card, by name
    answer = review.explain(Reason.of("hint_canvas", canvas="6G", rule="G", count=2, chance=61, alt_chance=48))
    colour = Translator(language).t("red7.rule.G")
    assert NAMED[language][0] in answer and not CODE.search(answer) and answer.count(colour) == 2
