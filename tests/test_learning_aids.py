"""Every learning aid at every registered table, headless, with keys and the mouse (issue 24):
hint (H or its button: the hinted choice lifted or focused, its line translated, from the acting
seat's view only, also in couch play), undo (U, Ctrl+Z or its button: the game goes back, the
record counts it; refused once the game's rules close the way back, and in couch play), the
bots' reasons (pointing at a bot, or B) and auto-play of forced moves.

Oh 7 ? runs its own adviser; the other games run the test-only adviser of ``aids_support`` (the
easy bot's choice and a fixed reason), registered as the game's advisers for the test: what is checked
is the kit's part, the same for any adviser. A new game is checked by adding its entry to
:data:`AIDS` (the first test fails until it has one).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app import tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.games import oh7, oh_hell, red7, registry, seven_up

sys.path.insert(0, str(Path(__file__).parent))
import aids_support
from layout_tour import LANGUAGES, SIZES, drawn_at, problems
from table_support import CHECKS, DT, click, key, seats_for
from registry_support import redeclare
from settings_support import table_settings

NAMES = ["Alice", "Bob", "Carole", "David", "Eve"]


def _oh7_card(table: Any, action: Any) -> Any:
    return next((k for k in table.choosable() if k[0] == int(action.card)), None)


def _oh7_lifted(table: Any, action: Any) -> bool:
    if isinstance(action, oh7.ShowInterrobang):
        return bool(table.selection.dialog_focus == (0 if action.show else 1))
    return bool(table.choosable()[table.focus] == _oh7_card(table, action))


def _oh7_act(table: Any, action: Any) -> None:
    if isinstance(action, oh7.ShowInterrobang):
        table.answer_interrobang(action.show)
    else:
        assert table.choose(_oh7_card(table, action))


def _oh7_point(table: Any) -> tuple[int, int] | None:
    cards = table.bot_bet_cards()
    if not cards:
        return None
    place = dict(table.animator.items())[cards[0]].current()
    return round(place.x), round(place.y)


def _card_names(table: Any, keys: Any) -> set[str]:
    return {str(table._card_name(key)) for key in keys}


def _hell_lifted(table: Any, action: Any) -> bool:
    if isinstance(action, oh_hell.Bid):
        return bool(table.bid_choices()[table.focus][0] == action.bid)
    return _card_names(table, [table.choosable()[table.focus]]) == {str(action.card)}


def _seven_up_lifted(table: Any, action: Any) -> bool:
    if isinstance(action, seven_up.Decide):
        return bool(table.answers()[table.focus] == action.decision)
    if isinstance(action, seven_up.SetAside):
        return _card_names(table, table.picked) == {str(card) for card in action.cards}
    return _card_names(table, [table.choosable()[table.focus]]) == {str(action.card)}


def _red7_lifted(table: Any, action: Any) -> bool:
    if isinstance(action, red7.Fold):
        return True
    palette = action.palette if isinstance(action, red7.Move) else None
    card = palette if palette is not None else action.canvas
    target = "palette" if palette is not None else "canvas"
    return bool(table.selected == table.key_of(card) and table.hover_target == target)


def _apply(table: Any, action: Any) -> None:
    table.apply_action(action)


def _plate(table: Any) -> tuple[int, int] | None:
    bots = table.explained_bots()
    return table.bot_plates()[bots[0]].center if bots else None


@dataclass(frozen=True)
class AidGame:
    """One game's part of the aids' checks."""

    options: dict[str, Any]
    """The rules played."""
    lifted: Callable[[Any, Any], bool]
    """The hinted action is lifted or focused at the table."""
    act: Callable[[Any, Any], None]
    """The acting person takes an action (through the table's choices)."""
    point: Callable[[Any], tuple[int, int] | None]
    """Where a bot's explained decision is drawn (None: none yet)."""
    pointed: Callable[[Any], bool]
    """The table points at a bot's decision now."""
    own_adviser: bool = False
    """The game's own adviser runs (else the test-only one of ``aids_support``)."""
    closed: str = "table.undo_closed"
    """What a refused undo says once the rules closed the way back."""


def _loop_pointed(table: Any) -> bool:
    return table.pointed is not None


AIDS: dict[str, AidGame] = {
    "oh7": AidGame({"mode": "base", "players": 4, "target": 21}, _oh7_lifted, _oh7_act, _oh7_point,
                   lambda table: table.bet_pointed is not None, own_adviser=True,
                   closed="table.undo_refused"),
    "oh-hell": AidGame({"players": 4}, _hell_lifted, _apply, _plate, _loop_pointed),
    "seven-up": AidGame({"target": 7}, _seven_up_lifted, _apply, _plate, _loop_pointed),
    "red7": AidGame({"players": 3, "advanced": True}, _red7_lifted, _apply, _plate, _loop_pointed),
}
GAMES = list(tables.playable())


@pytest.fixture(autouse=True)
def advisers(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> Iterator[None]:
    """The test-only adviser for the game under test (unless it runs its own)."""
    game = request.node.callspec.params.get("game") if hasattr(request.node, "callspec") else None
    aids_support.SEEN.clear()
    aids_support.EXPLAINED.clear()
    if game in AIDS and not AIDS[game].own_adviser:
        monkeypatch.setattr(aids_support, "GAME", [game])
        redeclare(monkeypatch, game, advisers=aids_support)
    yield


def make(game: str, humans: int = 1, seed: int = 5, speed: str = "instant", **settings: Any) -> Any:
    """The game's table, ``humans`` people then easy bots, at instant speed, the worker in process."""
    rules = registry.get(game).rules_from_options(AIDS[game].options)
    seats = seats_for(NAMES, registry.get(game).players(rules), humans)
    services = Services(settings=table_settings(speed=speed, four_colour=True, **settings),
                        bot_worker=BotWorker(in_process=True))
    return CHECKS[game].table(services, GameSetup(game, rules, seed, seats))


def until(table: Any, done: Callable[[Any], bool], screen: pygame.Surface, frames: int = 6000) -> None:
    """Update (and draw) until ``done(table)``, taking hand-offs and dismissing score sheets."""
    for _ in range(frames):
        if done(table):
            return
        if table.turns.handoff is not None:
            key(table, pygame.K_RETURN)
        elif table.sheet_open:
            table.close_sheet()
        table.update(DT)
        table.draw(screen)
    raise AssertionError("the table never got there")


def acting(table: Any) -> bool:
    """A person may choose now (and a hand just revealed by a hand-off takes keys again)."""
    return table.acting_seat() is not None and not table.turns.settling()


def hinted(table: Any, screen: pygame.Surface, mouse: bool) -> tuple[Any, str]:
    """Ask the hint (H or a click on its button) and wait for it: the action and its line."""
    table.draw(screen)
    if mouse:
        click(table, table.drawn.buttons["hint"].center)
    else:
        key(table, pygame.K_h)
    until(table, lambda t: t.hint() is not None, screen)
    table.update(DT)
    table.draw(screen)
    found: tuple[Any, str] | None = table.hint()
    assert found is not None
    return found


def test_every_playable_game_has_its_aids_checks() -> None:
    assert set(GAMES) <= set(AIDS), "add the new game's entry to AIDS"


@pytest.mark.parametrize("game", GAMES)
def test_hint_lifts_the_advisers_choice_from_the_seats_view(game: str, screen: pygame.Surface) -> None:
    table, spec = make(game), AIDS[game]
    until(table, acting, screen)
    for mouse in (False, True):  # H, then the button at the next decision
        seat = table.acting_seat()
        seen = registry.get(game).view(table.state, seat)
        action, line = hinted(table, screen, mouse)
        assert action in registry.get(game).legal_actions(table.state, seat)
        assert spec.lifted(table, action), (action, line)
        assert table.learn_frame().hint_line == line and line
        if not spec.own_adviser:  # the adviser saw that seat's view, nothing more
            assert aids_support.SEEN[-1] == seen and action == registry.get(game).bot("easy")(seen)
            assert line == table.explain(aids_support.HINT_REASON)  # the reason in the player's words
        spec.act(table, action)
        until(table, acting, screen)


def _undoable(table: Any, screen: pygame.Surface, rng: random.Random) -> Any:
    """Act at random until the person's last action may be taken back after a bot acted too:
    the state before the person's action."""
    for _ in range(200):
        until(table, acting, screen)
        seat, before = table.acting_seat(), table.state
        AIDS[table.setup.game].act(table, rng.choice(list(registry.get(table.setup.game).legal_actions(before, seat))))
        after = table.state
        for _ in range(600):  # the show, then a bot's move (the table's clock: no race)
            if table.undo_seat() is None or table.state != after:
                break
            table.update(DT)
            table.draw(screen)
        if table.undo_seat() is not None and table.state != after:
            return before
    raise AssertionError("undo was never offered after a bot's move")


@pytest.mark.parametrize("game", GAMES)
def test_undo_takes_back_the_persons_action_and_the_record_counts_it(game: str, screen: pygame.Surface) -> None:
    table, rng = make(game, speed="fast"), random.Random(2)
    for count, ask in enumerate(("u", "ctrl+z", "button"), start=1):
        before = _undoable(table, screen, rng)
        table.draw(screen)
        if ask == "button":
            assert table.learn_frame().undo_button is not None
            click(table, table.drawn.buttons["undo"].center)
        else:
            key(table, pygame.K_u if ask == "u" else pygame.K_z, mod=pygame.KMOD_CTRL if ask != "u" else 0)
        assert table.state == before and table.undo_log.count == count  # the bot's move went back too
        assert table.record()["undos"] == count and table.undo_used
        table.update(DT)
        table.draw(screen)
    assert registry.get(game).from_record(table.record()) is not None  # the record with its count reads back


def _person_notes(table: Any) -> list[int]:
    """Follow the actions the table notes for undo; the list grows by one for each of seat 0's."""
    notes: list[int] = []
    note = table.undo_log.note

    def noted(before: Any, seat: int | None, events: tuple[object, ...]) -> None:
        if seat == 0:
            notes.append(1)
        note(before, seat, events)
    table.undo_log.note = noted
    return notes


@pytest.mark.parametrize("game", GAMES)
def test_undo_is_refused_once_the_rules_close_the_way_back(game: str, screen: pygame.Surface) -> None:
    table, rng, spec = make(game), random.Random(3), AIDS[game]
    game_of, mine = registry.get(game), _person_notes(table)
    until(table, acting, screen)
    while not game_of.round_results(table.state):  # the first round, the person acting at random
        if acting(table):
            spec.act(table, rng.choice(list(game_of.legal_actions(table.state, table.acting_seat()))))
        until(table, lambda t: acting(t) or bool(game_of.round_results(t.state)), screen)
    until(table, acting, screen)  # the next round: the person acted in the last one, none of it comes back
    state = table.state
    assert mine and table.undo_seat() is None and table.learn_frame().undo_button is None
    key(table, pygame.K_u)
    assert table.state == state and table.undo_log.count == 0
    assert table.flash is not None and table.flash[0] == table.words(spec.closed)


@pytest.mark.parametrize("game", GAMES)
def test_couch_play_refuses_undo_and_hints_from_the_acting_seat_only(game: str, screen: pygame.Surface) -> None:
    table, rng = make(game, humans=2), random.Random(4)
    game_of, spec = registry.get(game), AIDS[game]
    hints = 0
    for _ in range(8):
        until(table, acting, screen)
        seat = table.acting_seat()
        seen = game_of.view(table.state, seat)
        if hints < 2:
            action, _ = hinted(table, screen, mouse=False)
            hints += 1
            if not spec.own_adviser:
                assert aids_support.SEEN[-1] == seen  # the acting seat's view, never the other person's
        else:
            action = rng.choice(list(game_of.legal_actions(table.state, seat)))
        spec.act(table, action)
        state = table.state
        assert table.undo_seat() is None and table.learn_frame().undo_button is None
        key(table, pygame.K_u)
        assert table.state == state and table.undo_log.count == 0
        assert table.flash is not None and table.flash[0] == table.words("table.undo_couch")


@pytest.mark.parametrize("game", GAMES)
def test_bots_explain_their_decisions_on_pointing_and_with_b(game: str, screen: pygame.Surface) -> None:
    table, rng, spec = make(game), random.Random(6), AIDS[game]
    game_of = registry.get(game)
    for _ in range(40):
        until(table, acting, screen)
        if spec.point(table) is not None:
            break
        spec.act(table, rng.choice(list(game_of.legal_actions(table.state, table.acting_seat()))))
    pos = spec.point(table)
    assert pos is not None, "no bot decision to explain"
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert spec.pointed(table)
    until(table, lambda t: t.learn_frame().bet_line is not None and "…" not in t.learn_frame().bet_line, screen)
    line = table.learn_frame().bet_line
    assert any(line.startswith(name) for name in NAMES[1:]), line
    if not spec.own_adviser:
        assert line.endswith(table.explain(aids_support.BOT_REASON))
        seen, _ = aids_support.EXPLAINED[-1]
        assert seen.seat != 0  # a bot's own view
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    assert not spec.pointed(table) and table.learn_frame().bet_line is None
    key(table, pygame.K_b)  # the keyboard goes through the bots too
    assert spec.pointed(table)
    table.draw(screen)


@pytest.mark.parametrize("game", GAMES)
def test_auto_play_plays_the_persons_forced_moves(game: str, screen: pygame.Surface) -> None:
    table, rng, spec = make(game, auto_forced=True), random.Random(7), AIDS[game]
    game_of, mine = registry.get(game), _person_notes(table)
    chosen = 0
    while not (len(mine) > chosen > 0) and not game_of.is_over(table.state):  # asked only with a choice
        until(table, lambda t: acting(t) or game_of.is_over(t.state), screen)
        if acting(table):
            legal = list(game_of.legal_actions(table.state, table.acting_seat()))
            assert len(legal) > 1, "a forced move waited for the person"
            spec.act(table, rng.choice(legal))
            chosen += 1
    assert len(mine) > chosen > 0  # some of the person's moves were played for them


def _reason_shown(table: Any) -> bool:
    line = table.learn_frame().bet_line
    return line is not None and "…" not in line


@pytest.mark.parametrize("game", [game for game in GAMES if not AIDS[game].own_adviser])
def test_the_aids_buttons_and_lines_overlap_nothing_at_any_size_or_language(game: str, screen: pygame.Surface) -> None:
    # Oh 7 ?'s hint and bot positions are in the layout tour (test_table_layout.py).
    table, rng, spec = make(game), random.Random(8), AIDS[game]
    game_of = registry.get(game)
    for _ in range(40):  # a play with a bot's decision of the round to explain
        until(table, acting, screen)
        if spec.point(table) is not None and table.choosable():
            break
        spec.act(table, rng.choice(list(game_of.legal_actions(table.state, table.acting_seat()))))
    hinted(table, screen, mouse=False)
    found: list[str] = []
    for pointed in (None, table.explained_bots()[0]):  # the hint's line, then a bot's reason
        table.pointed = pointed
        if pointed is not None:
            until(table, _reason_shown, screen)
        for size in SIZES:
            for language in LANGUAGES:
                _, boxes = drawn_at(table, size, language)
                learn = table.learn_frame()
                ours = [label for label in (learn.hint_button, learn.undo_button, learn.hint_line, learn.bet_line)
                        if label]
                assert learn.hint_button is not None and any(learn.hint_button in box.label for box in boxes)
                found += [f"{size} {language}: {problem}" for problem in problems(boxes, size)
                          if any(label in problem for label in ours)]  # others are the layout tour's
    table.services.translator = None
    assert not found, "\n".join(found)


def test_a_bots_secret_bid_is_explained_only_once_the_bids_are_revealed(screen: pygame.Surface,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # Oh Hell with secret bids: the bots have bid when the person is asked; why one bid as it
    # did would tell its bid (the reason's figures), so it waits for the reveal.
    game = "oh-hell"
    monkeypatch.setattr(aids_support, "GAME", [game])
    redeclare(monkeypatch, game, advisers=aids_support)
    rules = registry.get(game).rules_from_options({"players": 4, "simultaneous": True})
    services = Services(settings=table_settings(speed="instant", four_colour=True), bot_worker=BotWorker(in_process=True))
    table = CHECKS[game].table(services, GameSetup(game, rules, 5, seats_for(NAMES, 4, 1)))
    until(table, acting, screen)
    assert table.state.phase is oh_hell.Phase.BID and all(table.model.chosen[seat] for seat in (1, 2, 3))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=table.bot_plates()[1].center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    table.update(DT)
    assert table.explained_bots() == [] and table.learn_frame().bet_line is None
    key(table, pygame.K_b)
    assert table.pointed is None and not aids_support.EXPLAINED  # nothing was even asked of the worker
    table.apply_action(oh_hell.Bid(0, 0))
    until(table, lambda t: all(bid is not None for bid in t.model.bids), screen)
    key(table, pygame.K_b)
    until(table, lambda t: t.learn_frame().bet_line is not None and "…" not in t.learn_frame().bet_line, screen)
    assert table.pointed == 1 and str(table.learn_frame().bet_line).startswith("Bob")
