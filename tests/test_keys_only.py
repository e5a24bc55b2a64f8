"""Keyboard only at the tables (issue 26, item 3): F1 or ? lists the keys of the phase on screen,
translated, and whole games are played to their end by key presses alone, each kind of decision of
the game (bet, bid, answers, set-aside, palette, canvas, fold, score sheet; the game menu apart)
taken by a key press at least once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app import tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.menus.keys_help import KeysHelp
from oh7_desktop.app.scene import Services
from oh7_desktop.games import registry

import app_support
from settings_support import table_settings
from table_support import CHECKS, DT, key, seats_for

NAMES = ["You", "Ann", "Bob", "Cy", "Di"]
OPTIONS: dict[str, dict[str, Any]] = {
    "oh7": {"mode": "base", "players": 3, "target": 11},
    "oh7-advanced": {"mode": "advanced", "players": 3, "target": 11},
    "oh-hell": {"players": 3},
    "seven-up": {"target": 3},
    "seven-up-long": {"target": 7},  # a whole game by keys: the deals where each answer and a set-aside come
    "red7": {"players": 3},
}
OWN_KEY = {"oh7": "1–9", "oh-hell": "0–9", "seven-up": "Space", "red7": "F"}
"""A key that game's list shows at the person's first decision (Seven Up's 1 / 2 only when asked)."""
GAMES = list(tables.playable())


def make(game: str, humans: int = 1, language: str = "en", options: str | None = None, seed: int = 7) -> Any:
    """The game's table, ``humans`` people then easy bots, at instant speed, the worker in process."""
    rules = registry.get(game).rules_from_options(OPTIONS[options or game])
    seats = seats_for(NAMES, registry.get(game).players(rules), humans)
    services = Services(settings=table_settings(speed="instant", four_colour=True),
                        bot_worker=BotWorker(in_process=True), translator=Translator(language))
    return CHECKS[game].table(services, GameSetup(game, rules, seed, seats))


def until(table: Any, done: Callable[[Any], bool], screen: pygame.Surface, frames: int = 6000) -> None:
    """Update and draw until ``done(table)``, taking hand-offs and score sheets by Enter."""
    for _ in range(frames):
        if done(table):
            return
        if table.turns.handoff is not None or table.sheet_open:
            key(table, pygame.K_RETURN)
        table.update(DT)
        table.draw(screen)
    raise AssertionError("the table never got there")


def deciding(table: Any) -> bool:
    """A person may choose now."""
    return table.acting_seat() is not None and not table.turns.settling()


def caps(table: Any) -> dict[str, str]:
    """The table's key list as ``{key cap: what it does}``."""
    return dict(table.key_help())


@pytest.mark.parametrize("game", GAMES)
def test_f1_at_a_table_lists_the_decision_s_keys_and_the_aids(game: str, screen: pygame.Surface) -> None:
    table = make(game)
    until(table, deciding, screen)
    keys = caps(table)
    for cap in ("Home / End", "Enter", "H", "U / Ctrl+Z", "B", "Esc", "F1 / ?", OWN_KEY[game]):
        assert cap in keys, (game, cap, keys)
    assert any(cap.startswith("← →") for cap in keys)  # with ↑ ↓ where they move the focus too
    assert all(what and not what.startswith("keys.") for what in keys.values())
    table.exit()


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_are_in_french_too(game: str, screen: pygame.Surface) -> None:
    table = make(game, language="fr")
    until(table, deciding, screen)
    keys = caps(table)
    assert keys["H"].startswith("Conseil") and keys["F1 / ?"] == "Cette liste des touches"
    table.exit()


@pytest.mark.parametrize("game", GAMES)
def test_the_score_sheet_and_the_hand_off_list_their_own_keys(game: str, screen: pygame.Surface) -> None:
    table = make(game, humans=2)
    until(table, lambda t: t.turns.handoff is not None, screen)
    assert "show your hand" in caps(table)["Enter"].lower()
    table.open_sheet(manual=True)
    table.turns.confirm_handoff()
    keys = caps(table)
    assert {"G", "V", "Enter"} <= set(keys) and "H" not in keys
    table.exit()


def test_question_mark_at_a_table_opens_and_closes_its_keys(tmp_path: Path, screen: pygame.Surface) -> None:
    app = app_support.make_app(tmp_path)
    table = make("oh-hell")
    until(table, deciding, screen)
    app.stack.push(table)
    app_support.key(app, pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    shown = app_support.top(app)
    assert isinstance(shown, KeysHelp) and "H" in dict(shown.keys)
    shown.draw(screen)
    app_support.key(app, pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    assert app_support.top(app) is table
    app.close()


KEY_CYCLE: dict[str, list[int]] = {
    "oh7": [pygame.K_RETURN, pygame.K_RETURN, pygame.K_y, pygame.K_RIGHT],
    "oh-hell": [pygame.K_RETURN, pygame.K_RIGHT],
    "seven-up": [pygame.K_RETURN, pygame.K_SPACE, pygame.K_RIGHT],
    "red7": [pygame.K_SPACE, pygame.K_p, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_RIGHT] * 8
    + [pygame.K_f, pygame.K_f],  # every card to the palette in turn, then fold (a fold asks: F twice)
}
"""The keys a keyboard player tries in turn at a decision, until one acts (never the mouse);
Red7: pick, to the palette, play; else take back and the next card; at last fold."""


@pytest.mark.parametrize("options", ["oh7", "oh7-advanced", "oh-hell", "seven-up", "red7"])
def test_a_whole_game_by_keys_alone(options: str, screen: pygame.Surface) -> None:
    game = "oh7" if options.startswith("oh7") else options
    long = {"seven-up": ("seven-up-long", 2),  # seed 2: the person stands, begs, gives, runs and sets aside
            "oh7-advanced": ("oh7-advanced", 18)}  # seed 18: the person's bet ties, they hold the ?: asked
    table = make(game, options=long.get(options, (options, 7))[0], seed=long.get(options, (options, 7))[1])
    presses = {"count": 0}
    real_handle = table.handle

    def keys_only(event: pygame.event.Event) -> None:
        assert event.type == pygame.KEYDOWN, "a mouse event reached the table"
        presses["count"] += 1
        real_handle(event)

    table.handle = keys_only
    taken = play_by_keys(table, game, screen)
    assert table.finished, f"{options}: the game did not end by keys alone"
    assert presses["count"] > 0
    missing = KINDS_BY_KEYS[options] - set(taken)
    assert not missing, f"{options}: never taken by keys: {sorted(missing)} (taken: {taken})"
    table.exit()


def _border(rect: pygame.Rect, surface: pygame.Surface) -> list[tuple[int, int]]:
    """Points along and just outside ``rect``'s edge (where a focus ring is drawn), on the surface."""
    ring = rect.inflate(6, 6)
    points = [(x, y) for x in range(ring.left, ring.right, 3) for y in (ring.top, rect.top + 1, rect.bottom - 2, ring.bottom - 1)]
    points += [(x, y) for y in range(ring.top, ring.bottom, 3) for x in (ring.left, rect.left + 1, rect.right - 2, ring.right - 1)]
    return [p for p in points if surface.get_rect().collidepoint(p)]


def _changed_share(first: pygame.Surface, second: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of ``rect``'s border points whose colour differs between the two renders."""
    points = _border(rect, first)
    return sum(first.get_at(p) != second.get_at(p) for p in points) / max(1, len(points))


@pytest.fixture(params=[False, True], ids=["normal", "high-contrast"])
def contrast_theme(request: pytest.FixtureRequest) -> Any:
    """Both themes: normal, then high contrast (put back to normal afterwards)."""
    from oh7_desktop.app import contrast

    contrast.set_high(bool(request.param))
    yield request.param
    contrast.set_high(False)


def test_the_focused_menu_button_draws_a_ring(tmp_path: Path, screen: pygame.Surface, contrast_theme: Any) -> None:
    app = app_support.make_app(tmp_path)
    app_support.frames(app, 2)
    menu: Any = app_support.top(app)
    first, second = menu.group.widgets[0], menu.group.widgets[1]
    renders = []
    for widget in (first, second):
        menu.group.focus_on(widget)
        menu.draw(screen)
        renders.append(screen.copy())
    assert _changed_share(renders[0], renders[1], first.rect) > 0.5
    app.close()


def _card_rects(table: Any) -> dict[Any, pygame.Rect]:
    """Where the acting seat's cards were drawn last (Oh 7 ?'s table names them otherwise)."""
    drawn = table.drawn
    return dict(drawn.card_rects if hasattr(drawn, "card_rects") else drawn.cards)


@pytest.mark.parametrize("game", GAMES)
def test_the_focused_card_or_choice_draws_a_ring(game: str, screen: pygame.Surface, contrast_theme: Any) -> None:
    table = make(game)
    until(table, deciding, screen)
    for _ in range(200 if game == "oh-hell" else 0):  # Oh Hell: bid (Enter) and play on, to a hand of two cards or more
        if deciding(table) and not table.bid_choices() and len(table.choosable()) > 1:
            break
        key(table, pygame.K_RETURN)
        until(table, deciding, screen)
    renders: list[pygame.Surface] = []
    rects: list[dict[Any, pygame.Rect]] = []
    for move in (False, True):
        if move:
            key(table, pygame.K_RIGHT)  # the focus leaves the first card, by the keyboard
        for _ in range(40):  # the focused card's lift lands
            table.update(DT)
        table.draw(screen)
        renders.append(screen.copy())
        rects.append(_card_rects(table))
    focused = next(card for card, rect in rects[0].items() if rects[1].get(card) != rect)
    share = _changed_share(renders[0], renders[1], rects[0][focused])
    assert share > 0.3, (game, share)
    table.exit()


def _refused_focus(table: Any, game: str) -> Any:
    """The card the keyboard is on when the acting person may not play it (None: none such)."""
    if not deciding(table) or table.turns.handoff is not None or table.sheet_open:
        return None
    if game == "oh7":
        frame = table.frame()
        return frame.focused() if frame.focused() in frame.reasons else None
    mine = table.choosable()
    if not mine or table.picker() or table.hover is not None or getattr(table, "options", None):
        return None
    focused = table.selected if game == "red7" else mine[table.focus % len(mine)]  # Red7: the keys pick
    return focused if focused is not None and table.card_reason(focused) is not None else None


def _any_refused(table: Any, game: str) -> bool:
    """Some card of the acting person's may not be played now (and no bid or answer is asked)."""
    if game == "oh7":
        return bool(table.frame().reasons)
    if table.picker() or getattr(table, "options", None):
        return False
    return any(table.card_reason(card) is not None for card in table.choosable())


def _reason_of(table: Any, game: str, card: Any) -> str:
    """Why the acting person may not play ``card`` now, in their words."""
    return str(table.frame().reasons[card] if game == "oh7" else table.card_reason(card))


def _to_refused_focus(table: Any, game: str, screen: pygame.Surface) -> Any:
    """Play by the game's keys until the keyboard is on a card that may not be played; return it."""
    cycle = KEY_CYCLE[game]
    for frame in range(20000):
        card = _refused_focus(table, game)
        if card is not None:
            table.update(DT)  # Oh 7 ?'s keyboard goes to a new decision's first card one frame late
            if _refused_focus(table, game) == card:
                return card
        if table.turns.handoff is not None or table.sheet_open:
            key(table, pygame.K_RETURN)
        elif deciding(table):
            key(table, pygame.K_RIGHT if _any_refused(table, game) else cycle[frame % len(cycle)])
        table.update(DT)
        if frame % 20 == 0:
            table.draw(screen)
    raise AssertionError(f"{game}: the keys never reached a card that may not be played")


@pytest.mark.parametrize("game", GAMES)
def test_focus_on_a_card_that_may_not_be_played_draws_a_ring(game: str, screen: pygame.Surface,
                                                             contrast_theme: Any) -> None:
    """Issue 26: the keyboard focus on a greyed (refused) card still shows a (thinner) ring."""
    table = make(game)
    focused = _to_refused_focus(table, game, screen)
    for _ in range(40):  # every lift lands
        table.update(DT)
    table.draw(screen)
    with_ring, before = screen.copy(), _card_rects(table)
    key(table, pygame.K_RIGHT)  # the focus leaves it
    for _ in range(40):
        table.update(DT)
    table.draw(screen)
    share = _changed_share_on_its_edge(with_ring, screen, focused, [before, _card_rects(table)])
    assert share > 0.6, (game, share)
    table.exit()


def _changed_share_on_its_edge(first: pygame.Surface, second: pygame.Surface, card: Any,
                               drawn: list[dict[Any, pygame.Rect]]) -> float:
    """The share of points just inside ``card``'s edge (where its ring is drawn) whose colour
    differs between the two renders, leaving out the points a card drawn above it covers in
    either (``drawn``: each render's rects, lowest first)."""
    rect = drawn[0][card]
    above = [r for rects in drawn for r in list(rects.values())[list(rects).index(card) + 1:]]
    edge = [(x, y) for x in range(rect.left + 1, rect.right - 1, 2) for y in (rect.top + 1, rect.bottom - 2)]
    edge += [(x, y) for y in range(rect.top + 1, rect.bottom - 1, 2) for x in (rect.left + 1, rect.right - 2)]
    points = [p for p in edge if not any(r.collidepoint(p) for r in above)]
    assert len(points) > 20, (card, rect, above)
    return sum(first.get_at(p) != second.get_at(p) for p in points) / len(points)


@pytest.mark.parametrize("game", GAMES)
def test_enter_on_a_focused_card_that_may_not_be_played_says_why(game: str, screen: pygame.Surface) -> None:
    """Issue 26: Enter on the focused refused card says the reason a click would (Red7's Enter
    plays the move composed: with none, it names the picked card's reason)."""
    table = make(game)
    focused = _to_refused_focus(table, game, screen)
    reason = _reason_of(table, game, focused)
    table.flash = None
    key(table, pygame.K_RETURN)
    assert table.flash is not None and table.flash[0] == reason, (game, reason, table.flash)
    table.exit()


KINDS_BY_KEYS: dict[str, set[str]] = {
    "oh7": {"bet", "play", "sheet"},
    "oh7-advanced": {"bet", "play", "sheet", "?"},  # "?": show (or keep) the ? to settle a tie (Y / N)
    "oh-hell": {"bid", "play", "sheet"},
    "seven-up": {"stand", "beg", "give", "run", "set-aside", "play", "sheet"},
    "red7": {"palette", "canvas", "fold", "sheet"},
}
"""Each kind of decision a whole game by keys must have taken by a key press, per game's options
(``sheet``: a score sheet put away by Enter)."""

ACTION_KINDS = {"Bet": "bet", "Bid": "bid", "Play": "play", "SetAside": "set-aside", "Fold": "fold",
                "Finish": "finish", "ShowInterrobang": "?"}


def kinds_of(action: Any) -> list[str]:
    """The kinds of decision ``action`` is: Seven Up's answer by its word, Red7's move by where its
    cards go (palette, canvas or both), else by its type."""
    name = type(action).__name__
    if name == "Decide":
        return [str(action.decision)]
    if name == "Move":
        return [part for part in ("palette", "canvas") if getattr(action, part) is not None]
    return [ACTION_KINDS.get(name, name)]


def decision_keys(table: Any, game: str, taken: dict[str, int]) -> list[int]:
    """The keys a keyboard player tries in turn at this decision, until one acts: the game's
    cycle, turned towards the kinds not yet taken (Seven Up's other answer, Red7's canvas first,
    its fold once a card went to the palette and one to the canvas)."""
    if game == "seven-up" and table.answers():
        first, second = table.answers()
        return [pygame.K_2 if first in taken and second not in taken else pygame.K_1]
    if game == "seven-up" and table.setting_aside():  # three cards picked in turn, then Enter
        return [pygame.K_SPACE, pygame.K_RIGHT] * 3 + [pygame.K_RETURN]
    if game == "red7":
        return red7_keys(table, taken)
    return KEY_CYCLE[game]


def red7_keys(table: Any, taken: dict[str, int]) -> list[int]:
    """Red7: the keys that compose a legal move, towards the kinds not taken yet (a card to the
    canvas alone, then to the palette), each card reached by Home and → (a card placed leaves the
    hand's row); fold once both were taken (F twice: a fold asks), or when no move is left."""
    fold = [pygame.K_f, pygame.K_f]
    choices = table.choices()
    moves = [] if choices is None else [move for move in choices.moves if not move.effects]
    if "canvas" not in taken:
        moves = sorted(moves, key=lambda move: move.palette is not None)
    elif "palette" not in taken:
        moves = [move for move in moves if move.palette is not None]
    else:
        moves = []
    if not moves:
        return fold
    move, row, keys = moves[0], table.choosable(), []
    for card, place in ((move.palette, pygame.K_p), (move.canvas, pygame.K_c)):
        if card is not None:
            index = row.index(table.key_of(card))
            keys += [pygame.K_HOME] + [pygame.K_RIGHT] * index + [place]
            row = row[:index] + row[index + 1:]
    return keys + [pygame.K_RETURN] + fold


def play_by_keys(table: Any, game: str, screen: pygame.Surface) -> dict[str, int]:
    """Press keys at each decision (:func:`decision_keys`; Enter at hand-offs and sheets) until the
    game ends or 60000 frames have passed; return how many decisions of each kind a person took by
    a key press (:func:`kinds_of`; ``sheet``: score sheets put away)."""
    taken: dict[str, int] = {}
    pressing = {"now": False}
    real_apply = table.apply_action

    def applying(action: Any) -> None:
        if pressing["now"] and table.game.actor(action) in table.turns.humans:
            for kind in kinds_of(action):
                taken[kind] = taken.get(kind, 0) + 1
        real_apply(action)

    def press(code: int) -> None:
        pressing["now"] = True
        try:
            key(table, code)
        finally:
            pressing["now"] = False

    table.apply_action = applying
    presses, decision, cycle = 0, -1, KEY_CYCLE[game]
    for frame in range(60000):
        if table.finished:
            break
        if table.turns.handoff is not None or table.sheet_open:
            sheet = table.sheet_open and table.turns.handoff is None
            press(pygame.K_RETURN)
            if sheet and not table.sheet_open:
                taken["sheet"] = taken.get("sheet", 0) + 1
        elif deciding(table):
            if table.actions_applied != decision:  # a new decision: its keys from the first
                presses, decision = 0, table.actions_applied
                cycle = decision_keys(table, game, taken)
            press(cycle[presses % len(cycle)])
            presses += 1
        table.update(DT)
        if frame % 20 == 0:  # drawn now and then: keys need no drawing, the test needs speed
            table.draw(screen)
    del table.apply_action
    return taken


@pytest.mark.parametrize("game", GAMES)
def test_the_game_menu_mid_game_by_keys_and_back_to_the_decision(game: str, tmp_path: Path,
                                                                  screen: pygame.Surface) -> None:
    """The menus' kind of decision by keys at a table: Esc opens the game menu, ↓ and Enter open
    a screen of it (the rules), Esc comes back to the menu and Enter on Resume to the same decision."""
    from oh7_desktop.app.menus.game_menu import GameMenu
    from oh7_desktop.app.menus.rules import RulesScene

    app = app_support.make_app(tmp_path)
    table = make(game)
    until(table, deciding, screen)
    table.services.game_menu = app.services.game_menu  # the app's in-game menu, as the shell gives a table
    app.services.flow.table = table
    app.stack.push(table)
    decision = (table.acting_seat(), table.actions_applied)
    app_support.key(app, pygame.K_ESCAPE)
    menu = app_support.top(app)
    assert isinstance(menu, GameMenu)
    for _ in range(4):  # Resume, Save, Load, Options, Rules
        app_support.key(app, pygame.K_DOWN)
    app_support.key(app, pygame.K_RETURN)
    assert isinstance(app_support.top(app), RulesScene)
    app_support.key(app, pygame.K_ESCAPE)
    assert app_support.top(app) is menu and menu.group.focused is menu.group.widgets[4]
    for _ in range(4):
        app_support.key(app, pygame.K_UP)
    app_support.key(app, pygame.K_RETURN)
    assert (table.acting_seat(), table.actions_applied) == decision
    assert app_support.top(app) is table
    app.close()
