"""What the tutorials' panels must tell a new player, found missing by a play test (issue 26,
item 5): without these a player of the tutorial had to guess a rule in their first real round."""

from __future__ import annotations

import pytest

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.tutorial import oh7, oh_hell

TOLD = {
    "en": {
        ("oh7", "bet"): "The card stays yours",
        ("oh7", "bet-reveal"): "♠ > ♥ > ♣ > ♦",
        ("oh-hell", "hook"): ("The turned card's suit is trump", "a new-game option"),
        ("oh7", "score-sheet"): "Learn to play → Oh 7 ? advanced",
    },
    "fr": {
        ("oh7", "bet"): "reste dans votre main",
        ("oh7", "bet-reveal"): "♠ > ♥ > ♣ > ♦",
        ("oh-hell", "hook"): ("La carte retournée donne l’atout", "option de nouvelle partie"),
        ("oh7", "score-sheet"): "Apprendre à jouer → Oh 7 ? jeu avancé",
    },
}
"""(game, step) -> words its panel must contain: a bet card is played later like the others
(the first trick showed a player's old bet card playable, unexplained); equal bet values go to the
suit higher on the Priority card (the table's Priority card was never explained); the turned
card's suit is trump (Oh Hell's deal step, which says it, is gone before the player has read it);
the hook is an option (off in a new game by default: the lesson taught it as if it were the rule);
the base lesson's last step names the advanced game's lesson (the special cards are taught there)."""

SCRIPTS = {"oh7": oh7.SCRIPT, "oh-hell": oh_hell.SCRIPT}


@pytest.mark.parametrize("language", sorted(TOLD))
def test_the_tutorial_steps_tell_what_the_play_test_had_to_guess(language: str) -> None:
    translator = Translator(language)
    for (game, step), words in TOLD[language].items():
        text = translator.t(SCRIPTS[game][step])
        for part in (words,) if isinstance(words, str) else words:
            assert part in text, (language, game, step, text)
