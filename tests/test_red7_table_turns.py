"""Red7 at the table, the turns a new player found hard: the action rule's pending action named
and chosen by the player (a 7: which card, canvas or deck), as the engine's legal moves allow."""

from __future__ import annotations

from typing import Any

import sys
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.red7.model import key_of
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.app.tables.red7.sheet import options_title
from oh7_desktop.games.red7 import Card, GameState, Move, Rules, ToCanvas, ToDeck, legal_actions

sys.path.insert(0, str(Path(__file__).parent))
from red7_support import position, random_game
from table_support import DT, key
from settings_support import table_settings

ACTIONS = Rules(2, advanced=True, actions=True)


def at(state: GameState, screen: pygame.Surface, **settings: object) -> Red7Table:
    """A table opened on ``state``, seat 0 a person (Alice) and seat 1 an easy bot, waiting for Alice."""
    seats = (SeatSetup("Alice", "human", None), SeatSetup("Bob", "bot", "easy"))
    services = Services(settings=table_settings(speed="instant", four_colour=True, **settings))
    scene = Red7Table(services, GameSetup("red7", state.rules, 1, seats, state=state))
    for _ in range(60):
        scene.update(DT)
        scene.draw(screen)
        if scene.acting_seat() == 0:
            return scene
    raise AssertionError("the table never gave Alice her turn")


def to_palette(scene: Red7Table, screen: pygame.Surface, card: str) -> None:
    """Pick ``card`` with the mouse and click the palette."""
    rect = dict(scene.drawn.cards)[key_of(Card.parse(card))]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(rect.left + 6, rect.centery), button=1))
    scene.draw(screen)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.drawn.targets["palette"].center, button=1))
    scene.draw(screen)


def test_a_seven_names_its_action_and_the_player_chooses_card_and_place(screen: pygame.Surface) -> None:
    state = position(["7Y 2R 4B", "1V 2V 3V"], ["6G 2Y", "4G"], canvas="3G", deck="5R 6R", rules=ACTIONS)
    scene = at(state, screen)
    before = scene.state.actions
    to_palette(scene, screen, "7Y")
    chains = {m.effects for m in legal_actions(state, 0) if isinstance(m, Move) and m.palette == Card.parse("7Y")}
    assert {getattr(o, "effects", None) for o in scene.options} == chains, "every way the engine allows is offered"
    assert len(chains) == 6 and "Yellow 7 (Y)" in options_title(scene) and "deck" in options_title(scene)
    assert scene.state.actions == before and "end" not in scene.drawn.buttons, "nothing is played before choosing"
    standing = scene.previewed()
    assert standing is not None and scene.model.rule == "G"
    wanted = (ToDeck(Card.parse("2Y")),)
    index = [getattr(o, "effects", None) for o in scene.options].index(wanted)
    key(scene, getattr(pygame, f"K_{index + 1}"))
    scene.draw(screen)
    assert not scene.options and scene.chain == wanted and scene.can_end_turn(), "a discard may follow, or end"
    played: list[object] = []
    original = scene.apply_action

    def spy(action: Any) -> None:
        played.append(action)
        original(action)

    scene.apply_action = spy  # type: ignore[method-assign]
    key(scene, pygame.K_RETURN)
    assert played == [Move(0, Card.parse("7Y"), None, wanted)], "the move carries out the action chosen"


def test_a_seven_with_one_way_still_asks_before_moving_a_card(screen: pygame.Surface) -> None:
    state = next(s for s, _, _, _ in random_game(ACTIONS, 2) if s.actions == 20)  # Alice holds 7V, rule B
    seven = Card.parse("7V")
    ways = {m.effects for m in legal_actions(state, 0) if isinstance(m, Move) and m.palette == seven}
    assert state.turn == 0 and ways == {(ToCanvas(seven),)}, "the position: one way, the 7 itself to the canvas"
    scene = at(state, screen)
    to_palette(scene, screen, "7V")
    assert scene.state.actions == state.actions, "the 7's action is not carried out by itself"
    assert [getattr(o, "effects", None) for o in scene.options] == [(ToCanvas(seven),)], "it is named and asked"
    played: list[object] = []
    original = scene.apply_action

    def spy(action: Any) -> None:
        played.append(action)
        original(action)

    scene.apply_action = spy  # type: ignore[method-assign]
    key(scene, pygame.K_RETURN)
    if scene.acting_seat() == 0 and not played:  # a discard may follow: the player ends the turn
        key(scene, pygame.K_RETURN)
    assert played and getattr(played[0], "effects", None) == (ToCanvas(seven),)


def test_a_player_the_rules_fold_folds_with_one_press(screen: pygame.Surface) -> None:
    state = position(["5B", "1V 2V 3V"], ["1V", "7R"], canvas="3R", deck="5R 6R", rules=Rules(2))
    assert [type(a).__name__ for a in legal_actions(state, 0)] == ["Fold"], "the position: only a fold"
    scene = at(state, screen)
    scene.draw(screen)
    key(scene, pygame.K_f)
    assert not scene.state.active[0], "one F folds a player who has no other move"


def test_the_fold_question_stays_until_answered(screen: pygame.Surface) -> None:
    state = position(["5B 6R", "1V 2V 3V"], ["1V", "7R"], canvas="3R", deck="5R 6R", rules=Rules(2))
    scene = at(state, screen)
    key(scene, pygame.K_f)
    for _ in range(60 * 8):  # eight seconds of frames: the question is still up
        scene.update(DT)
        scene.draw(screen)
    assert scene.flash is not None and scene.flash[0] == scene.words("red7.fold_confirm")
    key(scene, pygame.K_f)
    assert not scene.state.active[0], "the second F, however late, folds"


def test_another_choice_answers_no_to_the_fold_question(screen: pygame.Surface) -> None:
    state = position(["5B 6R", "1V 2V 3V"], ["1V", "7R"], canvas="3R", deck="5R 6R", rules=Rules(2))
    scene = at(state, screen)
    key(scene, pygame.K_f)
    scene.pick(key_of(Card.parse("6R")))
    assert scene.flash is None or scene.flash[0] != scene.words("red7.fold_confirm")
    key(scene, pygame.K_f)
    assert scene.state.active[0], "after another choice, F asks again"


def test_the_opening_banner_is_taken_down_when_the_players_turn_starts(screen: pygame.Surface) -> None:
    for seed in range(1, 30):
        seats = (SeatSetup("Alice", "human", None), SeatSetup("Bob", "bot", "easy"))
        services = Services(settings=table_settings(speed="normal", four_colour=True))
        scene = Red7Table(services, GameSetup("red7", Rules(2), seed, seats))
        notes = []
        for _ in range(60 * 20):
            scene.update(DT)
            scene.draw(screen)
            notes.append(None if scene.director.note is None else scene.director.note[0])
            if scene.acting_seat() == 0:
                break
        if scene.state.log[-1].first == 0:
            break
        scene.exit()
    else:
        pytest.fail("no seed let Alice start")
    assert "red7.note.first" in notes, "who starts is shown while the deal is shown"
    assert scene.acting_seat() == 0 and notes[-1] != "red7.note.first", "and taken down for Alice's turn"
    scene.exit()


def test_esc_puts_away_the_scores_opened_to_look(screen: pygame.Surface) -> None:
    state = next(before for before, _, _, _ in random_game(Rules(2, advanced=True), 4)
                 if any(log.winner is not None for log in before.log) and before.turn == 0
                 and before.phase.name == "TURN")
    scene = at(state, screen)
    key(scene, pygame.K_s)
    assert scene.sheet_open and scene.wants_escape(), "S opens the scores to look; Esc is the table's"
    key(scene, pygame.K_ESCAPE)
    assert not scene.sheet_open, "Esc puts the scores away, as at the other tables"
    assert scene.acting_seat() == 0


def test_a_right_click_takes_the_move_back(screen: pygame.Surface) -> None:
    state = position(["5B 6R", "1V 2V 3V"], ["1V", "7R"], canvas="3R", deck="5R 6R", rules=Rules(2))
    scene = at(state, screen)
    to_palette(scene, screen, "6R")
    assert scene.plan.palette == key_of(Card.parse("6R")) and scene.acting_seat() == 0
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=3))
    assert scene.plan.empty and key_of(Card.parse("6R")) in scene.choosable()
