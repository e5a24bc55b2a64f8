"""The table shows the engine's reasons, translated; it never works a rule out itself."""

from __future__ import annotations

import random

import pygame

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.director import Director
from oh7_desktop.app.tables.oh7.model import TableModel, card_of
from oh7_desktop.app.tables.oh7.reasons import choice_action
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.games.oh7 import Card, Reason, Rules, events as ev, illegal_reason
from settings_support import table_settings

NAMES = ["Alice", "Bob", "Carole", "David"]
DT = 1 / 60


def make(lang: str, seed: int = 12) -> TableScene:
    seats = tuple(SeatSetup(n, "human" if i == 0 else "bot", None if i == 0 else "easy") for i, n in enumerate(NAMES))
    services = Services(settings=table_settings(speed="instant", four_colour=True), translator=Translator(lang))
    return TableScene(services, GameSetup("oh7", Rules("base", 4, 21), seed, seats))


def reasons_in_play(scene: TableScene, screen: pygame.Surface) -> dict[Reason, str]:
    """Play the human's seat at random until a card is refused; every refusal and its words."""
    rng, seen = random.Random(3), {}
    for _ in range(4000):
        scene.update(DT)
        scene.draw(screen)
        if scene.sheet_open:
            scene.close_sheet()
        seat = scene.acting_seat()
        if seat is None:
            continue
        keys = scene.choosable()
        for key in keys:
            reason = illegal_reason(scene.state, choice_action(scene.state, seat, card_of(key)))
            words = scene.card_reason(key)
            assert (reason is None) == (words is None)
            if reason is not None and words is not None:
                seen[reason] = words
        if any(r.code == "must_follow" for r in seen):
            return seen
        scene.choose(rng.choice([k for k in keys if scene.card_reason(k) is None]))
    return seen


def test_a_french_player_reads_the_engines_reason_in_french(screen: pygame.Surface) -> None:
    seen = reasons_in_play(make("fr"), screen)
    follow = [(r, words) for r, words in seen.items() if r.code == "must_follow"]
    assert follow, "a card that does not follow suit was refused"
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    for reason, words in follow:
        assert words == f"Vous devez fournir à {symbols[str(reason.get('suit'))]}"


def test_english_reasons_come_from_the_engine_with_symbols(screen: pygame.Surface) -> None:
    seen = reasons_in_play(make("en"), screen)
    assert any(words.startswith("You must follow ") for words in seen.values())
    scene = make("en")
    assert scene.explain(Reason.of("already_bet_with", seat=0, card="4H")) == \
        "4♥ was already revealed: bet with another card"
    assert scene.explain(Reason.of("not_your_turn", seat=0, turn=2)) == "It is Carole's turn"
    assert scene.explain(Reason.of("a_code_nobody_words", seat=1)) == "a_code_nobody_words(seat=1)"


def test_the_bets_stand_only_when_the_engine_says_so() -> None:
    """No 'the bets stand' under a reveal the engine follows with a new attempt (no suit card
    bet: the sum is not 7, yet nobody can lead)."""
    def banner_after(events: list[ev.Event]) -> list[str]:
        """The lines of the banner the sum stage shows (the step after the reveal)."""
        model = TableModel.empty(3, "advanced")
        director = Director(model, str, lambda: "instant", lambda d: None, lambda s: None)
        director.push(events, None)
        director._next(instant=True)  # the reveal
        director._next(instant=True)  # the sum
        assert model.banner is not None and model.banner.title[0] == "table.sum"
        return [key for key, _ in model.banner.lines]

    specials = (Card.from_str("1*"), Card.from_str("N"), Card.from_str("2*"))
    revealed = ev.BetsRevealed(1, specials, 3)
    assert "table.sum_ok" not in banner_after([revealed, ev.RebetNeeded(1, "no_regular")])
    regular = ev.BetsRevealed(1, (Card.from_str("1H"), Card.from_str("2S"), Card.from_str("1C")), 4)
    assert banner_after([regular]) == ["table.sum_ok"]
    seven = ev.BetsRevealed(1, (Card.from_str("4H"), Card.from_str("2S"), Card.from_str("1C")), 7)
    assert banner_after([seven, ev.RebetNeeded(1, "sum7")]) == []
