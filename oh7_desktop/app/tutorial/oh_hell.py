"""Oh Hell's tutorial: its real table against bots, a panel explaining each step as it comes.

The first hand of the game (one card each, trump turned) with the hook: the player deals it, so
the bots bid first and the player, bidding last, is told the hook on their own turn; the deal is
one where the others' bids already add up to more than the card, so the player's first bid is a
real choice (0 or 1: a first hand with one bid left taught nothing; play test 94-101). The game
then goes on as usual; the next hand, dealt by a bot, shows the hook at work on its side.
Nothing is autosaved: the tutorial is not a real game.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.app.tutorial.lesson import Lesson, lesson_setup

SEED = 4
"""The tutorial's deal (``tools/tutorial_seed_hell.py``): the bots bid 1, 1 and 0 on the first hand, so the
player, dealer, may bid 0 or 1; on the second hand (two cards, Al deals) the bids before Al's add up to 2
when the player bids 0, so the hook refuses Al a bid of 0."""
RULES = {"players": 4, "sequence": "up", "hook": True}
"""Four players, hands of 1, 2, 3… cards, the hook on."""
SCRIPT = {
    "deal": "tutorial.oh-hell.deal",
    "bid": "tutorial.oh-hell.bid",
    "hook": "tutorial.oh-hell.hook",
    "bid-dealer": "tutorial.oh-hell.hooked",
    "tricks": "tutorial.oh-hell.tricks",
    "score-sheet": "tutorial.oh-hell.score",
    "game-over": "tutorial.oh-hell.score",
}
"""The lesson's phase -> the step explaining it."""


def tutorial_setup(player: str = "You") -> GameSetup:
    """The tutorial's game: the player (the first dealer) against three easy bots, the fixed deal."""
    return lesson_setup("oh-hell", RULES, SEED, player)


class TutorialTable(Lesson, HellTable):
    """Oh Hell's real table with the tutorial's panel over a corner of the felt."""

    script = SCRIPT
    order = ("deal", "bid", "hook", "bid-dealer", "tricks", "score-sheet", "game-over")

    def __init__(self, services: Services, setup: GameSetup | None = None) -> None:
        super().__init__(services, setup or tutorial_setup())

    def lesson_phase(self) -> str:
        """The table's phase, the bidding told apart: the others bidding (``bid``), the player
        bidding last as the dealer (``hook``), a hand another player deals (``bid-dealer``)."""
        phase = self.phase_name()
        if phase != "bid":
            return phase
        me = self.learner()
        if self.state.dealer != me:
            return "bid-dealer"
        return "hook" if self.acting_seat() == me else "bid"

    def progress(self) -> str:
        """The lesson phase to explain; a later hand dealt by another player is told from its deal
        by that hand's step (the first deal's words, one card each and you deal, hold for the first
        only: Space on the first score sheet plays on)."""
        phase = super().progress()
        if phase == "deal" and self.state.hand_index > 0 and self.state.dealer != self.learner():
            return "bid-dealer"
        return phase

    def ring_targets(self) -> list[pygame.Rect]:
        """The bids the player may make (the picker's), else the cards they may play."""
        bids = dict(self.bid_choices())
        if bids:
            return [rect for bid, rect in self.drawn.bids if bid in bids and bids[bid] is None]
        allowed = {key for key in self.choosable() if self.card_reason(key) is None}
        return [rect for key, rect in self.drawn.cards if key in allowed]
