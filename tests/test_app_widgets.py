"""Menu widgets driven by synthetic keyboard and mouse events."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from oh7_desktop.app.widgets import Button, Choice, FocusGroup, Label, TextField, scale


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.display.set_mode((1280, 720))


def _key(group: FocusGroup, key: int, mod: int = 0, unicode: str = "") -> bool:
    return group.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))


def test_scale_grows_with_the_window() -> None:
    assert scale((1280, 720)) == 1.0
    assert scale((1920, 1080)) == 1.5
    assert scale((3840, 2160)) == 3.0


def test_arrows_and_tab_move_focus_skipping_labels_and_disabled() -> None:
    pressed: list[str] = []
    a = Button(lambda: "A", on_press=lambda: pressed.append("a"))
    note = Label(lambda: "note")
    off = Button(lambda: "off", enabled=lambda: False, on_press=lambda: pressed.append("off"))
    b = Button(lambda: "B", on_press=lambda: pressed.append("b"))
    group = FocusGroup([a, note, off, b])
    assert group.focused is a
    _key(group, pygame.K_DOWN)
    assert group.focused is b
    _key(group, pygame.K_DOWN)
    assert group.focused is a, "focus wraps around"
    _key(group, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert group.focused is b
    _key(group, pygame.K_RETURN)
    off.activate()
    assert pressed == ["b"]


def test_choice_steps_with_left_right_and_clicks() -> None:
    seen: list[int] = []
    def label(n: int) -> Callable[[], str]:
        return lambda: str(n)

    choice: Choice[int] = Choice(lambda: "n", options=[(n, label(n)) for n in (3, 4, 5)], on_change=seen.append)
    choice.select(4)
    group = FocusGroup([choice])
    _key(group, pygame.K_RIGHT)
    _key(group, pygame.K_RIGHT)
    _key(group, pygame.K_LEFT)
    assert seen == [5, 3, 5]
    choice.rect = pygame.Rect(0, 0, 400, 50)
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(390, 25), button=1))
    assert choice.value == 3


def test_text_field_takes_typing_and_blocks_shortcuts() -> None:
    field = TextField(lambda: "name", text="Al", max_length=5)
    group = FocusGroup([field, Button(lambda: "x")])
    for char in "ice!":
        group.handle(pygame.event.Event(pygame.TEXTINPUT, text=char))
    assert field.text == "Alice", "max_length is kept"
    assert _key(group, pygame.K_q, unicode="q"), "a printable key is the field's, not a shortcut"
    _key(group, pygame.K_BACKSPACE)
    assert field.text == "Alic"
    _key(group, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    assert field.text == ""
    _key(group, pygame.K_DOWN)
    assert group.focused is not field


def test_mouse_hover_focuses_and_click_presses() -> None:
    pressed: list[str] = []
    a = Button(lambda: "A", on_press=lambda: pressed.append("a"))
    b = Button(lambda: "B", on_press=lambda: pressed.append("b"))
    a.rect, b.rect = pygame.Rect(0, 0, 100, 40), pygame.Rect(0, 50, 100, 40)
    group = FocusGroup([a, b])
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 60), rel=(0, 0), buttons=(0, 0, 0)))
    assert group.focused is b
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert pressed == ["a"] and group.focused is a


def test_widgets_draw_at_every_size() -> None:
    surface = pygame.Surface((3840, 2160))
    button = Button(lambda: "Nouvelle partie", "N")
    choice: Choice[str] = Choice(lambda: "Jeu", options=[("x", lambda: "Jeu avancé")])
    field = TextField(lambda: "Nom", text="Chloé", label_width=0.3)
    group = FocusGroup([button, choice, field])
    for size in ((1280, 720), (3840, 2160)):
        ui = scale(size)
        for index, widget in enumerate(group.widgets):
            widget.rect = pygame.Rect(10, 10 + index * 70 * ui, 600 * ui, 54 * ui)
        group.draw(surface, ui)
    focused_pixel = surface.get_at((button.rect.centerx - int(200 * ui), button.rect.centery))
    assert focused_pixel[0] > 200 and focused_pixel[1] > 150, "the focused button is drawn gold"
