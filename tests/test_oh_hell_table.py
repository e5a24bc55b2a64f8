"""Oh Hell at the table: a full ``--autoplay --headless`` game, a human game of a short sequence
driven by mouse and keyboard, couch privacy with secret bids, and records the app writes
replayed by ``oh7 replay`` to the app's scores."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh_hell.form import HellDraft, draft_for
from oh7_desktop.app.tables.oh_hell.model import card_of
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.games import replay_cli
from oh7_desktop.games.oh_hell import Phase, Rules, from_record, replay_summary

NAMES = ["Alice", "Bob", "Carole", "David", "Eve", "Fanny", "Gus"]
DT = 1 / 60


@pytest.fixture()
def screen() -> Iterator[pygame.Surface]:
    pygame.display.init()
    yield pygame.display.set_mode((1280, 720))
    pygame.display.quit()


def make(rules: Rules, humans: int = 1, speed: str = "instant", seed: int = 3) -> HellTable:
    seats = tuple(SeatSetup(NAMES[i], "human" if i < humans else "bot", None if i < humans else "easy")
                  for i in range(rules.players))
    services = Services(settings=SimpleNamespace(speed=speed, four_colour=True))
    return HellTable(services, GameSetup("oh-hell", rules, seed, seats))


def key(scene: HellTable, code: int, text: str = "") -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text))


def click(scene: HellTable, pos: tuple[int, int]) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def bid_as_human(scene: HellTable, rng: random.Random, mouse: bool) -> None:
    """Bid through the picker: a click on a number, or the arrows and Enter."""
    bids = scene.bid_choices()
    allowed = [n for n, reason in bids if reason is None]
    target = rng.choice(allowed)
    if mouse:
        click(scene, dict(scene.drawn.bids)[target].center)
        return
    while bids[scene.focus % len(bids)][0] != target:
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RETURN)


def play_as_human(scene: HellTable, rng: random.Random, mouse: bool) -> None:
    """Play a legal card: a click on its visible strip, or the arrows and Enter."""
    cards = scene.choosable()
    target = rng.choice([k for k in cards if scene.card_reason(k) is None])
    if mouse:
        rect = dict(scene.drawn.cards)[target]
        click(scene, (rect.left + 4, rect.centery))
        return
    while cards[scene.focus % len(cards)] != target:
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_SPACE)


def act(scene: HellTable, rng: random.Random, mouse: bool) -> bool:
    """The acting human's move (or a sheet or hand-off dismissed) through events; True if any."""
    if scene.turns.settling():  # a hand just revealed ignores input for a moment
        return False
    if scene.turns.handoff is not None or scene.sheet_open:
        if mouse:
            name = "handoff" if scene.turns.handoff is not None else "continue"
            click(scene, scene.drawn.buttons[name].center)
        else:
            key(scene, pygame.K_RETURN)
        return True
    if scene.bid_choices():
        bid_as_human(scene, rng, mouse)
        return True
    if scene.choosable():
        play_as_human(scene, rng, mouse)
        return True
    return False


def run(scene: HellTable, screen: pygame.Surface, rng: random.Random, watch: Any = None,
        frames: int = 40000) -> int:
    """Update and draw until the game is finished; humans act through events. Returns actions."""
    actions = 0
    for _ in range(frames):
        if scene.finished:
            return actions
        scene.update(DT)
        scene.draw(screen)
        if watch is not None:
            watch(scene)
        if act(scene, rng, mouse=actions % 2 == 0):
            actions += 1
            scene.draw(screen)
            if watch is not None:
                watch(scene)
    raise AssertionError("the game did not finish")


def test_a_human_plays_a_short_sequence_with_mouse_and_keyboard(screen: pygame.Surface) -> None:
    rules = Rules(players=7, sequence="up", hook=True)  # 7 hands of 1 to 7 cards
    scene = make(rules)
    refused: list[str] = []
    seen: list[int] = []
    scene.services.on_action = lambda s: seen.append(scene.state.actions)  # s is the scene

    def watch(table: HellTable) -> None:
        for bid, reason in table.bid_choices():
            if reason is not None:
                refused.append(reason)
                assert table.state.rules.hook and "hook" in reason, reason
                table.choose_bid(bid)  # refused: says why, nothing applied
                assert table.flash is not None and table.flash[0] == reason

    run(scene, screen, random.Random(1), watch)
    state = scene.state
    assert state.is_over() and scene.finished and state.winners
    assert refused, "this seed hooks the human dealer once: the number is drawn disabled with its reason"
    assert [h.cards for h in state.history] == [1, 2, 3, 4, 5, 6, 7]
    assert len(seen) == state.actions + len(state.log)  # every action, deals included
    assert replay_summary(from_record(scene.record())) == replay_summary(state)
    assert scene.record()["names"] == NAMES[:7]


def test_typed_digits_bid_and_a_long_hand_fits_the_window(screen: pygame.Surface) -> None:
    scene = make(Rules(players=3, sequence="down"))  # the first hand has 15 cards
    for _ in range(600):
        scene.update(DT)
        scene.draw(screen)
        if scene.bid_choices():
            break
    assert len(scene.bid_choices()) == 16
    rects = [rect for _, rect in scene.drawn.bids]
    assert all(screen.get_rect().contains(r) for r in rects)
    hand = [scene.animator.motions[k].current() for k in scene.model.hands[0]]
    xs = sorted(p.x for p in hand)
    steps = [b - a for a, b in zip(xs, xs[1:])]
    assert len(hand) == 15 and min(steps) >= 0.3 * hand[0].width, "every card's corner shows"
    assert all(0 <= p.x - p.width / 2 and p.x + p.width / 2 <= 1280 for p in hand)
    key(scene, pygame.K_1, "1")
    key(scene, pygame.K_2, "2")
    assert scene.state.bids[0] == 12, "1 then 2 typed quickly bid 12"


def test_couch_play_with_secret_bids_never_shows_another_hand_or_bid(screen: pygame.Surface) -> None:
    rules = Rules(players=4, sequence="up", simultaneous=True)
    scene = make(rules, humans=3, speed="fast", seed=5)
    scene.painter.record = True
    handoffs: list[int] = []

    def watch(table: HellTable) -> None:
        model = table.model
        hidden = table.turns.handoff is not None or table.viewer is None
        for face in table.painter.faces_drawn:
            for seat in range(table.players):
                if face in model.hands[seat]:
                    assert not hidden and seat == table.viewer, (seat, table.viewer)
        table.painter.faces_drawn.clear()
        if not all(model.chosen):
            assert all(bid is None for bid in model.bids), "no bid shows before all are in"
        if table.turns.handoff is not None and (not handoffs or handoffs[-1] != table.turns.handoff):
            handoffs.append(table.turns.handoff)

    for _ in range(60000):
        if len(scene.state.history) >= 3:
            break
        scene.update(DT)
        scene.draw(screen)
        watch(scene)
        if act(scene, random.Random(len(handoffs)), mouse=len(handoffs) % 2 == 0):
            scene.draw(screen)
            watch(scene)
    assert len(scene.state.history) >= 3
    assert set(handoffs) == {0, 1, 2}, "each human took the screen in turn"


def test_the_form_keeps_hook_and_secret_bids_apart_and_fits_the_seats() -> None:
    draft = HellDraft()
    draft.set_flag("simultaneous", True)
    draft.set_flag("hook", True)
    assert draft.flags["hook"] and not draft.flags["simultaneous"]
    draft.set_players(7)
    assert draft.players == 7 and len(set(draft.names)) == 7 and draft.rules().max_cards == 7
    setup = draft_for(5, None, {"sequence": "up-down", "podrida": True}, autoplay=True).to_setup(seed=2)
    assert setup.game == "oh-hell" and setup.rules == Rules(players=5, sequence="up-down", podrida=True)
    assert all(not seat.is_human for seat in setup.seats)
    seven = draft_for(None, ["easy"] * 7, None, autoplay=True).to_setup(seed=1)
    assert len(set(seven.names)) == 7, "seven bots, seven names (six default names and one more)"


def test_autoplay_headless_plays_a_full_game_that_replays_to_its_scores(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    out = tmp_path / "game.json"
    command = [sys.executable, "-m", "oh7_desktop", "play", "--game", "oh-hell", "--autoplay", "--headless",
               "--speed", "instant", "--seed", "11", "--seats", "easy,easy,easy,easy",
               "--rules", '{"sequence": "down", "hook": true, "zero_bonus": true}', "--record-out", str(out)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=240, check=False)
    assert done.returncode == 0, done.stderr
    record = json.loads(out.read_text("utf-8"))
    state = from_record(record)
    assert state.is_over() and len(state.history) == 13 and record["names"] == ["Alice", "Bruno", "Chloé", "Daniel"]
    assert replay_cli.main([str(out)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["hands"][-1]["totals"] == list(state.totals) and replayed["winners"] == list(state.winners)


def test_the_cli_refuses_oh7_options_and_bad_rules_for_oh_hell(tmp_path: Path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    for extra, words in ((["--target", "21"], "--target"), (["--rules", '{"hook": true, "simultaneous": true}'], "hook"),
                         (["--players", "8"], "3 to 7")):
        command = [sys.executable, "-m", "oh7_desktop", "play", "--game", "oh-hell", "--autoplay", "--headless", *extra]
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr, done.stderr


@pytest.mark.parametrize("simultaneous", [False, True])
@pytest.mark.parametrize("stop", [Phase.BID, Phase.PLAY])
def test_a_resumed_game_shows_the_same_table_and_plays_to_the_end(screen: pygame.Surface, stop: Phase,
                                                                  simultaneous: bool) -> None:
    rules = Rules(players=4, sequence="down", simultaneous=simultaneous)
    scene = make(rules, seed=7)
    rng = random.Random(3)
    for _ in range(40000):
        scene.update(DT)
        scene.draw(screen)
        if scene.state.history and scene.state.phase is stop and scene.acting_seat() is not None:
            break
        act(scene, rng, mouse=False)
    resumed = HellTable(scene.services, replace(scene.setup, record=scene.record()))
    for field in ("hands", "piles", "trick", "bids", "tricks_won", "totals", "trump_card"):
        assert getattr(resumed.model, field) == getattr(scene.model, field), field
    run(resumed, screen, rng)
    assert resumed.state.is_over() and len(resumed.state.history) == 13


def test_the_menu_starts_oh_hell_and_continue_brings_it_back(tmp_path: Path) -> None:
    from oh7_desktop.app.flow import default_table
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.menus.main_menu import MainMenu
    from oh7_desktop.app.menus.new_game import NewGameScene
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    app = App(parse(["--headless", "--frames", "100000", "--size", "1280x720", "--speed", "instant"]),
              UserDirs.under(tmp_path), table_factory=default_table)
    app._prepare()
    app.load_settings()
    app.stack.push(MainMenu(app.services))

    def press(code: int) -> None:  # as the loop delivers it: the app's filters (Esc: game menu), then the top
        event = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        if not any(accept(event) for accept in app.loop.filters):
            app.stack.handle(event)

    def step(count: int = 1) -> None:
        for _ in range(count):
            app.loop.step(1 / 60)

    try:
        press(pygame.K_n)
        form = app.stack.top
        assert isinstance(form, NewGameScene)
        press(pygame.K_RIGHT)  # the game chooser: Oh Hell
        chosen = form.chosen_options
        assert form.game.value == "oh-hell" and chosen is not None and chosen.widgets[0] in form.group.widgets
        press(pygame.K_s)
        step(30)
        table = app.stack.top
        assert isinstance(table, HellTable) and table.setup.game == "oh-hell"
        assert table.state.rules == Rules(players=4) and table.state.actions >= 0
        played = table.state.actions
        press(pygame.K_ESCAPE)  # the game menu, then back to the main menu (the game stays autosaved)
        press(pygame.K_m)
        step(5)
        assert isinstance(app.stack.top, MainMenu)
        press(pygame.K_c)
        step(5)
        resumed = app.stack.top
        assert isinstance(resumed, HellTable) and resumed.state.actions == played
    finally:
        app.close()


def test_the_rules_screen_shows_the_game_being_played_and_g_turns_the_page() -> None:
    from oh7_desktop.app.menus.rules import RulesScene
    from oh7_desktop.app.menus.rules_text import load_rules

    pygame.display.init()
    try:
        surface = pygame.display.set_mode((1280, 720))
        playing = SimpleNamespace(table=SimpleNamespace(setup=SimpleNamespace(game="oh-hell")))
        from oh7_desktop.app.i18n import Translator

        scene = RulesScene(Services(flow=playing, translator=Translator("en")))
        assert scene.game == "oh-hell" and scene.title() == "Rules: Oh Hell"
        scene.draw(surface)
        hell_page = scene._page_h
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g"))
        scene.draw(surface)
        from oh7_desktop.app import tables

        games = tables.playable()
        following = games[(games.index("oh-hell") + 1) % len(games)]  # G turns to the next game's page
        assert scene.game == following and scene.title().startswith("Rules: ") and 0 < hell_page != scene._page_h
        assert "Oh Hell" in load_rules("en", "RULES-OH-HELL.md") and load_rules("fr", "RULES-OH-HELL.md")
    finally:
        pygame.display.quit()


def test_the_last_trick_is_shown_again_with_l_or_its_button(screen: pygame.Surface,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("oh7_desktop.app.kit.loop.INSTANT_BUDGET", -1.0)  # one action a frame, on any machine
    scene = make(Rules(players=3, sequence="down"), humans=0)  # bots only: a 15-card hand goes on by itself
    scene.painter.record = True
    for _ in range(20000):
        scene.update(DT)
        scene.director.skip()  # the model catches up with the engine's last action (as a click does)
        scene.draw(screen)
        if scene.model.last_trick is not None and scene.model.trick:
            break
    last = scene.model.last_trick
    assert last is not None and len(last[1]) == 3
    played = [(seat, str(card)) for seat, card in scene.state.tricks[-1]]
    assert played == [(seat, str(card_of(k))) for seat, k in last[1]], "the engine's last trick, in order"
    assert "last" in scene.drawn.buttons
    key(scene, pygame.K_l)
    assert scene.show_last and scene.wants_escape()
    scene.painter.faces_drawn.clear()
    scene.draw(screen)
    assert {k for _, k in last[1]} <= set(scene.painter.faces_drawn), "the trick's cards are drawn face up"
    key(scene, pygame.K_RIGHT)  # any key puts it away
    assert not scene.show_last
    click(scene, scene.drawn.buttons["last"].center)
    assert scene.show_last
    click(scene, (5, 5))  # a click anywhere too
    assert not scene.show_last
    resumed = HellTable(scene.services, replace(scene.setup, record=scene.record()))
    assert resumed.model.last_trick == scene.model.last_trick, "a resumed game shows the same last trick"
