"""Headless games at the table driven by synthetic mouse and keyboard events."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.games.oh7 import Phase, Rules, from_record, replay_summary, to_record
from table_support import DT, INTERROBANG_RECORD, click, key, seats_for
from settings_support import table_settings

NAMES = ["Alice", "Bob", "Carole", "David", "Eve", "Fanny"]


def make(mode: str, players: int, humans: int = 1, speed: str = "instant", seed: int = 11,
         autoplay: bool = False, record: dict[str, Any] | None = None, level: str = "easy",
         extras: dict[str, Any] | None = None) -> TableScene:
    seats = seats_for(NAMES, players, humans, level)
    services = Services(settings=table_settings(speed=speed, four_colour=True), **(extras or {}))
    return TableScene(services, GameSetup("oh7", Rules(mode, players, 21), seed, seats, record), autoplay=autoplay)


def act_as_human(scene: TableScene, rng: random.Random, use_mouse: bool) -> bool:
    """Make the acting human's choice through input events; True if something was chosen."""
    if scene.turns.handoff is not None:
        key(scene, pygame.K_RETURN)
        return True
    if scene.sheet_open:
        if use_mouse:
            click(scene, scene.buttons["sheet"].center)
        else:
            key(scene, pygame.K_RETURN)
        return True
    seat = scene.acting_seat()
    if seat is None:
        return False
    if scene.state.phase is Phase.INTERROBANG:
        key(scene, rng.choice([pygame.K_y, pygame.K_n]))
        return True
    keys = scene.choosable()
    legal = [k for k in keys if scene.card_reason(k) is None]
    target = rng.choice(legal)
    if use_mouse:
        rect = dict(scene.card_rects)[target]
        click(scene, (rect.left + 6, rect.centery))
    else:
        while keys[scene.focus % len(keys)] != target:
            key(scene, pygame.K_RIGHT)
        key(scene, pygame.K_RETURN)
    return True


def run(scene: TableScene, screen: pygame.Surface, rng: random.Random, frames: int = 30000,
        watch: Any = None) -> int:
    """Update and draw until the game is finished; the humans act through events."""
    actions = 0
    for frame in range(frames):
        if scene.finished:
            return frame
        scene.update(DT)
        scene.draw(screen)
        if watch is not None:
            watch(scene)
        if act_as_human(scene, rng, use_mouse=actions % 2 == 0):
            actions += 1
            scene.draw(screen)
            if watch is not None:
                watch(scene)
    raise AssertionError(f"the game did not finish in {frames} frames")


def test_a_human_plays_a_whole_game_with_mouse_and_keyboard(screen: pygame.Surface) -> None:
    scene = make("advanced", 4)
    seen: list[int] = []
    scene.services.on_action = lambda s: seen.append(scene.state.actions)  # s is the scene
    run(scene, screen, random.Random(1))
    state = scene.state
    assert state.is_over() and scene.finished and state.winners
    assert len(seen) == state.actions + len(state.log)  # every action, chance deals included
    rebuilt = from_record(scene.record())
    assert replay_summary(rebuilt) == replay_summary(state)
    assert scene.record()["names"] == NAMES[:4]


def test_two_players_with_the_dummy_play_to_the_end(screen: pygame.Surface) -> None:
    scene = make("base", 2)
    run(scene, screen, random.Random(2))
    assert scene.state.is_over() and scene.finished


def test_autoplay_at_instant_speed_finishes_a_game(screen: pygame.Surface) -> None:
    scene = make("base", 5, humans=0, autoplay=True, level="random")
    frames = run(scene, screen, random.Random(3))
    assert scene.state.is_over() and frames > 0
    assert frames < scene.state.actions  # several actions a frame, every frame still drawn


def test_couch_play_never_draws_another_players_hidden_card(screen: pygame.Surface) -> None:
    scene = make("advanced", 3, humans=2, speed="fast", seed=5)
    scene.painter.record = True
    handoffs: list[int] = []
    own_faces: list[int] = []

    def watch(table: TableScene) -> None:
        model = table.model
        hidden = table.turns.handoff is not None or table.viewer is None
        own_faces.append(sum(1 for k in table.painter.faces_drawn
                             if table.viewer is not None and k in model.hands[table.viewer]))
        for key_ in table.painter.faces_drawn:
            for seat in range(table.players):
                if key_ in model.hands[seat] or key_ == model.pending[seat]:
                    assert not hidden and seat == table.viewer, (seat, table.viewer, table.turns.handoff)
        if table.turns.handoff is not None and (not handoffs or handoffs[-1] != table.turns.handoff):
            handoffs.append(table.turns.handoff)
        table.painter.faces_drawn.clear()

    rng = random.Random(4)
    for _ in range(6000):
        if len(scene.state.history) >= 1:
            break
        scene.update(DT)
        scene.draw(screen)
        watch(scene)
        if scene.animator.busy or scene.director.busy:
            continue
        if act_as_human(scene, rng, use_mouse=False):
            scene.draw(screen)
            watch(scene)
    assert scene.state.history, "a whole round was played"
    assert set(handoffs) == {0, 1} and len(handoffs) >= 3
    assert sum(own_faces) > 0, "the faces drawn are recorded (each human saw their own hand)"


def test_a_click_skips_the_animation_in_progress(screen: pygame.Surface) -> None:
    scene = make("base", 4, speed="normal")
    scene.update(DT)
    scene.draw(screen)
    assert scene.director.busy and scene.phase_name() == "deal"
    click(scene, (5, 5))
    assert not scene.director.busy and not scene.animator.busy
    assert all(len(hand) == 7 for hand in scene.model.hands)


def test_phases_follow_the_round_at_normal_speed(screen: pygame.Surface) -> None:
    scene = make("base", 3, speed="fast", seed=8)
    names: list[str] = []
    rng = random.Random(5)
    for _ in range(20000):
        name = scene.phase_name()
        if not names or names[-1] != name:
            names.append(name)
        if scene.sheet_open:
            break
        scene.update(DT * 4)
        if not scene.director.busy and not scene.animator.busy:
            if names[-1] != scene.phase_name():
                names.append(scene.phase_name())
            act_as_human(scene, rng, use_mouse=False)
    assert names[0] == "deal" and "bet" in names and "bet-reveal" in names and "tricks" in names, names
    assert names[-1] in ("score-sheet", "game-over")


def test_the_question_holder_answers_with_the_keyboard(screen: pygame.Surface) -> None:
    scene = make("advanced", 3, record=INTERROBANG_RECORD)
    assert scene.state.phase is Phase.INTERROBANG and scene.acting_seat() == 0
    scene.draw(screen)
    assert "show" in scene.buttons and "keep" in scene.buttons
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_LEFT)
    key(scene, pygame.K_RETURN)
    assert scene.state.interrobang_shown and scene.state.first_leader == 0


def _finish(scene: TableScene, screen: pygame.Surface) -> dict[str, Any]:
    run(scene, screen, random.Random(0))
    return to_record(scene.state)


@pytest.mark.parametrize("stop", ["mid-bet", "mid-trick"])
def test_a_resumed_game_continues_exactly_as_it_would_have(screen: pygame.Surface, stop: str,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("oh7_desktop.app.kit.loop.INSTANT_BUDGET", -1.0)  # one action a frame
    whole = _finish(make("advanced", 4, humans=0, autoplay=True, seed=21), screen)
    scene = make("advanced", 4, humans=0, autoplay=True, seed=21)
    for _ in range(5000):
        scene.update(DT)
        state = scene.state
        if state.round_number >= 1 and (
                (stop == "mid-bet" and state.phase is Phase.BET and 0 < sum(c is not None for c in state.pending))
                or (stop == "mid-trick" and state.phase is Phase.PLAY and len(state.trick) == 2)):
            break
    else:
        raise AssertionError("never reached the stopping point")
    saved = scene.record()
    resumed = make("advanced", 4, humans=0, autoplay=True, seed=21, record=saved)
    assert to_record(resumed.state, include_pending=True) == to_record(scene.state, include_pending=True)
    assert _finish(resumed, screen) == whole


def test_the_table_fits_any_window_and_keeps_cards_on_screen(screen: pygame.Surface) -> None:
    scene = make("advanced", 6)
    for _ in range(3):
        scene.update(DT)
    for size in ((1280, 720), (1920, 1080), (1024, 768), (2560, 1080)):
        surface = pygame.Surface(size)
        scene.draw(surface)
        bounds = surface.get_rect()
        for _, motion in scene.animator.items():
            place = motion.current()
            assert bounds.collidepoint(place.x, place.y)


def test_last_trick_scores_and_reasons_are_one_key_away(screen: pygame.Surface) -> None:
    scene = make("base", 4, seed=12)
    rng = random.Random(6)
    reasons: set[str] = set()
    for _ in range(3000):
        scene.update(DT)
        scene.draw(screen)
        if scene.state.history:
            break
        seat = scene.acting_seat()
        if seat is not None and scene.state.phase is Phase.PLAY and scene.model.last_trick is not None:
            reasons |= {r for k in scene.choosable() if (r := scene.card_reason(k)) is not None}
            key(scene, pygame.K_l)
            assert scene.show_last and scene.wants_escape()
            scene.painter.record = True
            scene.draw(screen)
            shown = {k for _, k in scene.model.last_trick[1]}
            assert shown <= set(scene.painter.faces_drawn)
            scene.painter.record = False
            scene.painter.faces_drawn.clear()
            key(scene, pygame.K_ESCAPE)
            assert not scene.show_last
        act_as_human(scene, rng, use_mouse=False)
    assert scene.state.history
    assert any(reason.startswith("You must follow") for reason in reasons)
    key(scene, pygame.K_RETURN)  # dismiss the round's sheet
    key(scene, pygame.K_s)
    assert scene.sheet_open and scene.sheet_manual and scene.phase_name() != "score-sheet"
    key(scene, pygame.K_s)
    assert not scene.sheet_open
