"""Oh 7 ?'s second lesson: the advanced game's special cards, at the real table against bots.

The base lesson's table (:class:`oh7_desktop.app.tutorial.oh7.TutorialTable`) with another deal
and another script: the deal shows the specials in the player's hand (1★..4★, the naughts Ø, the
?), the bet says the ? never bets and a naught bets 0, and during the tricks each special the
table shows gets its own step when the first of its kind is played (a star just below the
lead-suit card of its value, the ? above every non-trump and below every trump, a naught that
never wins). Each step stays until another kind is first played: a player reads it while the
next cards come.
"""

from __future__ import annotations

from typing import Protocol

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.model import card_of
from oh7_desktop.app.tutorial import oh7
from oh7_desktop.app.tutorial.lesson import lesson_setup

SEED = 72
"""The lesson's deal (fixed, so every player gets the same lesson), chosen by
``tools/tutorial_seed_advanced.py``: the player holds 3★ Ø ? and four cards of a suit; played as
the tests play it (the first allowed card), the bets never add up to 7, the player's 1♥ lead is
beaten by a 4★ (and the 4★ by the 7♥), a naught leads a trick the player's 6♥ then sets the
lead suit of, and the player's ? loses to the 0♠ of trump. Whatever the player chooses, a star,
the ? and a naught meet a trick (10 rounds of random choices out of 10)."""
RULES = {"mode": "advanced", "players": 4, "target": 21}
"""The advanced game, four players (♠ ♥ ♣ and the seven specials), to 21 points."""

SCRIPT = {
    "deal": "tutorial.oh7-advanced.deal",
    "bet": "tutorial.oh7-advanced.bet",
    "bet-again": "tutorial.oh7-advanced.again",
    "bet-reveal": "tutorial.oh7-advanced.reveal",
    "interrobang": "tutorial.oh7-advanced.tie",
    "tricks": "tutorial.oh7-advanced.tricks",
    "star": "tutorial.oh7-advanced.star",
    "wild": "tutorial.oh7-advanced.wild",
    "naught": "tutorial.oh7-advanced.naught",
    "score-sheet": "tutorial.oh7-advanced.score",
    "game-over": "tutorial.oh7-advanced.score",
}
"""The lesson's phase -> the step explaining it (``star``, ``wild``, ``naught``: that special was
just played in the trick on the table)."""


class PlayedCard(Protocol):
    """What the lesson asks of a card in the trick (the app reaches the game's cards through its
    table, never by importing the game)."""

    @property
    def is_star(self) -> bool:
        """A star (1★..4★)."""
        ...

    @property
    def is_naught(self) -> bool:
        """A naught (Ø)."""
        ...

    @property
    def is_interrobang(self) -> bool:
        """The ? (interrobang)."""
        ...


def special_phase(card: PlayedCard) -> str | None:
    """The lesson phase a special card played in a trick calls for (None for a regular card)."""
    if card.is_star:
        return "star"
    if card.is_interrobang:
        return "wild"
    return "naught" if card.is_naught else None


def tutorial_setup(player: str = "You", seed: int = SEED) -> GameSetup:
    """The lesson's game: the player against three easy bots, the fixed deal (``seed``: tools only)."""
    return lesson_setup("oh7", RULES, seed, player)


class TutorialTable(oh7.TutorialTable):
    """Oh 7 ?'s real table in the advanced game, the panel explaining the special cards."""

    def __init__(self, services: Services, setup: GameSetup | None = None) -> None:
        super().__init__(services, setup or tutorial_setup())
        self.runner.script = SCRIPT
        self.trick_phase = "tricks"
        """The tricks' step: the special card played last, of those not explained before."""
        self.explained: set[str] = set()
        """The specials' phases explained so far (each kind is explained once, when first played)."""

    def step(self) -> str | None:
        """The step's message id for what the table shows now (during the tricks: the last
        special played, as the table shows it)."""
        phase = self.phase_name()
        if phase == "bet" and self.state.attempts:  # a later attempt: the last bets added up to 7
            phase = "bet-again"
        elif phase == "tricks":
            for _, key in self.model.trick:
                played = special_phase(card_of(key))
                if played is not None and played not in self.explained:
                    self.explained.add(played)
                    self.trick_phase = played
            phase = self.trick_phase
            # A special's step stays up through the next tricks, until another kind is played, so it
            # never waits for Space: waiting, it held the table after the special's trick was gathered.
            return self.runner.follow(phase)
        return self.follow(phase)
