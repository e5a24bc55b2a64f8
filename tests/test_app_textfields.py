"""Text fields in the menus, driven as a player would: clicks place the caret, typing is text.

A newcomer clicked Seat 1's name, typed "Tester", and its ``s`` pressed *Start*: the click had
submitted the field and moved the focus on. Clicking the Save screen's name field saved at once,
and opening Save with the S key left an ``s`` in the proposed name.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from oh7_desktop.app.menus.game_menu import GameMenu
from oh7_desktop.app.menus.main_menu import MainMenu
from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.app.menus.saves import SavesScene
from oh7_desktop.app.widgets import TextField
from app_support import FakeTable, click, frames, key, make_app, send, top


def type_keys(app: object, text: str) -> None:
    """Type as SDL reports it: a key press (with its character), then the text input."""
    for char in text:
        code = pygame.key.key_code(char.lower()) if char.isalnum() else pygame.K_UNKNOWN
        key(app, code, unicode=char)
        send(app, pygame.event.Event(pygame.TEXTINPUT, text=char))


def box_of(field: TextField) -> pygame.Rect:
    """The field's text box (right of its label)."""
    cut = round(field.rect.width * field.label_width)
    return pygame.Rect(field.rect.x + cut, field.rect.y, field.rect.width - cut, field.rect.height)


def test_clicking_a_name_field_edits_that_field_and_letters_are_text(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    frames(app)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    name = scene.names[0]
    click(app, (box_of(name).right - 8, name.rect.centery))
    assert scene.group.focused is name, "the click gives the focus to the field clicked"
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_keys(app, "Tester")
    assert top(app) is scene, "the s of Tester is a letter, not the Start shortcut"
    assert name.text == "Tester" and scene.draft.names[0] == "Tester"
    frames(app)
    click(app, (name.origin + 1, name.rect.centery))  # before the first letter
    type_keys(app, "X")
    assert name.text == "XTester", "the caret goes where the click lands"
    kind = scene.kinds[0]
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=kind.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.group.focused is name, "moving the mouse away does not take the typing elsewhere"


def test_the_custom_target_box_takes_its_own_digits(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    scene.group.focus_on(scene.target)
    while scene.draft.target_choice != "custom":
        key(app, pygame.K_RIGHT)
    frames(app)
    click(app, scene.custom.rect.center)
    assert scene.group.focused is scene.custom
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_keys(app, "42")
    assert scene.custom.text == "42" and scene.draft.custom_target == "42"
    assert scene.draft.names[0] == scene.names[0].text != "42", "Seat 1's name is untouched"


def test_escape_in_a_field_leaves_the_field_then_the_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    frames(app)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    click(app, scene.names[1].rect.center)
    key(app, pygame.K_ESCAPE)
    assert top(app) is scene and scene.group.focused is None, "Esc left the field, not the screen"
    key(app, pygame.K_DOWN)
    assert scene.group.focused is not None, "the arrows bring the focus back"
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MainMenu)


def test_the_caret_moves_and_edits_in_place() -> None:
    changes: list[str] = []
    field = TextField(lambda: "name", text="Alce", max_length=6, on_change=changes.append)
    for code in (pygame.K_LEFT, pygame.K_LEFT):
        field.key(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    field.key(pygame.event.Event(pygame.TEXTINPUT, text="i"))
    assert field.text == "Alice" and field.position == 3
    field.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    field.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode=""))
    field.key(pygame.event.Event(pygame.TEXTINPUT, text="Mal"))
    assert field.text == "Malice", "typing stops at max_length"
    field.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    field.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert field.text == "Malic" and changes[-1] == "Malic"


def _save_screen(app: object) -> SavesScene:
    key(app, pygame.K_n)
    key(app, pygame.K_s)
    frames(app, 3)
    assert isinstance(top(app), FakeTable)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), GameMenu)
    key(app, pygame.K_s, unicode="s")
    send(app, pygame.event.Event(pygame.TEXTINPUT, text="s"))  # SDL's text for the same key
    scene = top(app)
    assert isinstance(scene, SavesScene) and scene.mode == "save"
    return scene


def test_opening_save_with_the_s_key_leaves_no_s_in_the_name(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _save_screen(app)
    assert scene.name_field.text == scene._default_name()[: len(scene.name_field.text)]
    assert not scene.name_field.text.endswith("s")
    type_keys(app, "s")
    assert scene.name_field.text.endswith("s"), "the next s typed is text again"
    app.close()


def test_clicking_the_save_name_field_only_edits_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _save_screen(app)
    frames(app)
    click(app, (box_of(scene.name_field).right - 6, scene.name_field.rect.centery))
    assert top(app) is scene, "no save, no Replace? question"
    assert scene.flow.store.list_slots() == []
    assert scene.group.focused is scene.name_field
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_keys(app, "Sunday")
    key(app, pygame.K_RETURN)
    assert [slot.name for slot in scene.flow.store.list_slots()] == ["Sunday"]
    app.close()
