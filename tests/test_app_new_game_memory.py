"""The new-game form remembers the last setup and keeps each seat's choices when the count changes.

A newcomer found the game type back to base every time, bot levels back to medium after
changing the number of players, a custom target starting at 35, and two players hidden under
*Game*.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.app.tables.oh7.form import SetupDraft
from oh7_desktop.games.oh7 import Rules
from app_support import FakeTable, key, make_app, top


def _form(app: object) -> NewGameScene:
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    return scene


def _start(app: object, scene: NewGameScene) -> None:
    scene.draft.validate()
    scene.launch()  # (submit would first ask about replacing the game in progress)
    assert isinstance(top(app), FakeTable)


def test_the_last_game_type_and_custom_target_come_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _form(app)
    scene.group.focus_on(scene.mode)
    key(app, pygame.K_RIGHT)  # base -> advanced
    scene.group.focus_on(scene.target)
    while scene.draft.target_choice != "custom":
        key(app, pygame.K_RIGHT)
    scene.custom.text = scene.draft.custom_target = "60"
    _start(app, scene)
    app.close()
    again = make_app(tmp_path)
    form = _form(again)
    assert form.draft.mode == "advanced" and form.mode.value == "advanced"
    assert form.draft.target_choice == "custom" and form.custom.text == "60"
    form.group.focus_on(form.target)
    key(again, pygame.K_RIGHT)  # custom -> short
    _start(again, form)
    again.close()
    third = make_app(tmp_path)
    form = _form(third)
    assert form.draft.target_choice == "short"
    form.group.focus_on(form.target)
    while form.draft.target_choice != "custom":
        key(third, pygame.K_RIGHT)
    assert form.custom.text == "60", "the last custom target, not the last target"
    third.close()


def test_seats_keep_their_choices_when_the_count_changes(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _form(app)
    for index in range(1, 4):
        scene.group.focus_on(scene.kinds[index])
        key(app, pygame.K_RIGHT)  # medium -> hard
    scene.names[3].text = scene.draft.names[3] = "Zed"
    scene.group.focus_on(scene.players)
    key(app, pygame.K_LEFT)  # 4 -> 3 players
    assert scene.draft.seats == ["human", "hard", "hard"]
    key(app, pygame.K_RIGHT)  # back to 4
    key(app, pygame.K_RIGHT)  # and 5
    assert scene.draft.seats == ["human", "hard", "hard", "hard", "hard"], "no seat falls back to medium"
    assert scene.draft.names[3] == "Zed" and scene.names[3].text == "Zed"
    assert [k.value for k in scene.kinds] == scene.draft.seats
    app.close()


def test_players_offers_two_which_is_the_two_player_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _form(app)
    assert 2 in [value for value, _ in scene.players.options]
    scene.group.focus_on(scene.players)
    key(app, pygame.K_LEFT)  # 4 -> 3
    key(app, pygame.K_LEFT)  # 3 -> 2: the two-player game
    assert scene.draft.mode == "two" and scene.mode.value == "two" and len(scene.names) == 2
    rules = scene.draft.to_setup(seed=1).rules
    assert isinstance(rules, Rules) and rules.players == 2
    key(app, pygame.K_RIGHT)
    assert scene.draft.mode == "base" and scene.draft.players == 3
    app.close()


def test_the_draft_brings_back_removed_seats_in_place() -> None:
    draft = SetupDraft(seats=["human", "easy", "medium", "hard"], names=["Ann", "Bo", "Cy", "Di"])
    draft.set_players(3)
    draft.names[1] = "Di"  # the name of the removed seat is now taken
    draft.set_players(5)
    assert draft.seats == ["human", "easy", "medium", "hard", "hard"], "a new seat: the last bot's level"
    assert draft.names[3] != "Di" and len({n.casefold() for n in draft.names}) == 5


def test_another_game_and_its_options_come_back_apart_from_oh7s(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _form(app)
    scene.group.focus_on(scene.game)
    key(app, pygame.K_RIGHT)  # Oh 7 ? -> Oh Hell
    chosen = scene.chosen_options
    assert scene.game.value == "oh-hell" and chosen is not None
    scene.group.focus_on(chosen.widgets[0])
    key(app, pygame.K_RIGHT)  # 4 -> 5 players
    scene.group.focus_on(chosen.widgets[1])
    key(app, pygame.K_RIGHT)  # sequence up -> down
    scene.group.focus_on(chosen.widgets[2])
    key(app, pygame.K_RIGHT)  # hook on
    scene.group.focus_on(scene.kinds[4])
    key(app, pygame.K_RIGHT)  # the new fifth seat: medium -> hard
    wanted: Any = chosen.remembered()  # JSON: the test knows its shape
    assert wanted["sequence"] == "down" and wanted["flags"]["hook"] and len(wanted["seats"]) == 5
    scene.launch()
    assert isinstance(top(app), FakeTable)
    app.close()
    again = make_app(tmp_path)
    form = _form(again)
    back = form.chosen_options
    assert form.game.value == "oh-hell" and back is not None, "the game played last is chosen"
    assert back.remembered() == wanted and [k.value for k in form.kinds] == wanted["seats"]
    form.group.focus_on(form.game)
    key(again, pygame.K_LEFT)  # Oh 7 ?'s own choices were not touched
    assert form.chosen_options is None and form.draft.players == 4 and form.draft.mode == "base"
    again.close()


def test_stale_options_of_another_game_fall_back_to_its_defaults(tmp_path: Path) -> None:
    from oh7_desktop.app.tables.oh_hell.form import HellDraft

    draft = HellDraft.from_remembered({"seats": ["human", "wizard", "easy"], "names": ["A", "B", "C"],
                                       "sequence": "sideways", "flags": {"hook": "yes", "podrida": True}},
                                      ["human", "easy", "easy", "easy"], ["You", "B", "C", "D"])
    assert draft.seats == ["human", "easy", "easy", "easy"] and draft.names == ["You", "B", "C", "D"]
    assert draft.sequence == "up" and draft.flags["podrida"] and not draft.flags["hook"]
