"""Red7 at the table: a human game through mouse and keyboard events, the hover preview and the
dimmed cards against the engine, couch privacy, a full ``--autoplay --headless`` game whose
record ``oh7 replay`` replays to the app's scores, a resumed game, the form, the menu and the
rules page."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pygame
import pytest

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit import loop as game_loop
from oh7_desktop.app.tables.red7.form import Red7Draft, Red7SetupError, draft_for
from oh7_desktop.app.tables.red7.model import Red7Model, key_of
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.games.red7 import Draw, Move, Rules, from_record, preview, replay_summary
from oh7_desktop.games.red7.view import SeatView
from table_support import DT, click, key, play_to_the_end, seats_for, table_services

NAMES = ["Alice", "Bob", "Carole", "David"]


def make(rules: Rules, humans: int = 1, speed: str = "instant", seed: int = 3) -> Red7Table:
    seats = seats_for(NAMES, rules.players, humans)
    services = table_services(speed)
    return Red7Table(services, GameSetup("red7", rules, seed, seats))


def _pick_with_mouse(scene: Red7Table, screen: pygame.Surface, card: Any) -> None:
    rect = dict(scene.drawn.cards)[key_of(card)]
    click(scene, (rect.left + 6, rect.centery), screen)


def _pick_with_keys(scene: Red7Table, screen: pygame.Surface, card: Any) -> None:
    for _ in scene.choosable():
        if scene.selected == key_of(card):
            break
        key(scene, pygame.K_RIGHT)
    scene.draw(screen)


def human_move(scene: Red7Table, screen: pygame.Surface, rng: random.Random, mouse: bool) -> None:
    """A random legal move of the acting human, made through events only."""
    choices = scene.choices()
    assert choices is not None
    if not choices.moves:  # the rules fold the player: one press
        if mouse:
            click(scene, scene.drawn.buttons["fold"].center, screen)
        else:
            key(scene, pygame.K_f)
        return
    move = rng.choice(choices.moves)
    pick = _pick_with_mouse if mouse else _pick_with_keys
    palette = move.palette if isinstance(move, Move) else None
    for card, target in ((palette, "palette"), (move.canvas, "canvas")):
        if card is None or scene.acting_seat() is None:
            continue
        pick(scene, screen, card)
        if mouse:
            click(scene, scene.drawn.targets[target].center, screen)
        else:
            key(scene, pygame.K_UP if target == "palette" else pygame.K_DOWN)
            scene.draw(screen)
        if scene.acting_seat() is not None and scene.options:  # the action rule's ways, numbered
            index = [getattr(o, "effects", ()) for o in scene.options].index(getattr(move, "effects", ()))
            if mouse and index < 12:
                click(scene, dict(scene.drawn.options)[index].center, screen)
            elif not mouse and index < 9:
                key(scene, getattr(pygame, f"K_{index + 1}"))
            else:
                scene.choose_option(index)
            scene.draw(screen)
    if scene.acting_seat() is not None and not scene.options and scene.can_end_turn():
        if mouse:
            click(scene, scene.drawn.buttons["end"].center, screen)
        else:
            key(scene, pygame.K_RETURN)


def act(scene: Red7Table, screen: pygame.Surface, rng: random.Random, mouse: bool) -> bool:
    """The acting human's move (or a sheet or hand-off dismissed) through events; True if any."""
    if scene.turns.settling():  # a hand just revealed ignores input for a moment
        return False
    if scene.turns.handoff is not None or scene.sheet_open:
        if mouse:
            name = "handoff" if scene.turns.handoff is not None else "continue"
            click(scene, scene.drawn.buttons[name].center, screen)
        else:
            key(scene, pygame.K_RETURN)
        return True
    if scene.acting_seat() is not None:
        human_move(scene, screen, rng, mouse)
        return True
    return False


def run(scene: Red7Table, screen: pygame.Surface, rng: random.Random, watch: Any = None,
        frames: int = 40000) -> int:
    """Play to the end, people acting through events (the kit's driver); returns their actions."""
    return play_to_the_end(scene, screen, lambda mouse: act(scene, screen, rng, mouse), watch, frames)


@pytest.mark.parametrize("rules", [Rules(3), Rules(2, advanced=True, actions=True)], ids=["basic-3", "advanced-actions-2"])
def test_a_human_plays_a_whole_game_with_mouse_and_keyboard(screen: pygame.Surface, rules: Rules) -> None:
    scene = make(rules)
    seen: list[int] = []
    scene.services.on_action = lambda s: seen.append(scene.state.actions)  # s is the scene
    human_turns = [0]

    def watch(table: Red7Table) -> None:
        if table.acting_seat() is not None and table.plan.empty:
            human_turns[0] += 1

    run(scene, screen, random.Random(1), watch)
    state = scene.state
    assert state.is_over() and scene.finished and state.winners
    assert human_turns[0] > 0
    assert len(seen) == state.actions + len(state.log)  # every action, deals included
    assert replay_summary(from_record(scene.record())) == replay_summary(state)
    assert scene.record()["names"] == NAMES[:rules.players]


def _seat_view(scene: Red7Table) -> SeatView:
    """The acting seat's view, as the game's own type."""
    seat_view = scene.seat_view()
    assert isinstance(seat_view, SeatView)
    return seat_view


def test_the_preview_and_the_dimmed_cards_are_the_engines(screen: pygame.Surface) -> None:
    """Every legal move previews the mover winning (draws aside: they are judged after the
    draw); a card is dimmed exactly when no legal move uses it, and says why."""
    scene = make(Rules(3, advanced=True, actions=True), seed=8)
    rng = random.Random(4)
    checked = 0
    for _ in range(20000):
        if scene.finished or checked >= 12:
            break
        scene.update(DT)
        scene.draw(screen)
        choices = scene.choices()
        if choices is not None and scene.plan.empty:
            seat = choices.seat
            for move in choices.moves:
                if isinstance(move, Move) and not any(isinstance(e, Draw) for e in move.effects):
                    assert preview(_seat_view(scene), move).leader == seat, move
            used = {key_of(c) for m in choices.moves for c in (getattr(m, "palette", None), m.canvas) if c is not None}
            for card in scene.choosable():
                reason = scene.card_reason(card)
                assert (reason is None) == (card in used), (card, reason)
                # a code left untranslated reads ``code(args)``; a card's name has its letter in brackets
                assert reason is None or not re.search(r"\w\(", reason), "a reason in the player's words, not a code"
            checked += 1
        act(scene, screen, rng, mouse=False)
    assert checked >= 12


def test_hovering_a_target_moves_the_marker_and_highlights_what_would_count(screen: pygame.Surface) -> None:
    scene = make(Rules(3), seed=2)
    for _ in range(600):
        scene.update(DT)
        scene.draw(screen)
        if scene.acting_seat() is not None:
            break
    choices = scene.choices()
    assert choices is not None and choices.moves
    move = next(m for m in choices.moves if isinstance(m, Move) and m.canvas is not None and m.palette is None)
    assert move.canvas is not None
    scene.pick(key_of(move.canvas))
    scene.draw(screen)
    assert set(scene.drawn.targets) == {"palette", "canvas"}
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.drawn.targets["canvas"].center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    shown = scene.previewed()
    assert shown is not None and shown.leader == 0 and shown.rule == move.canvas.colour
    assert shown == preview(_seat_view(scene), move)
    scene.draw(screen)
    click(scene, scene.drawn.targets["canvas"].center, screen)
    assert scene.state.canvas[-1] == move.canvas, "a card sent to the canvas ends the turn"


def test_couch_play_never_shows_another_hand(screen: pygame.Surface) -> None:
    scene = make(Rules(3), humans=2, speed="fast", seed=5)
    scene.painter.record = True
    handoffs: list[int] = []

    def watch(table: Red7Table) -> None:
        model = table.model
        hidden = table.turns.handoff is not None or table.viewer is None
        for face in table.painter.faces_drawn:
            for seat in range(table.players):
                if face in model.hands[seat]:
                    assert not hidden and seat == table.viewer, (seat, table.viewer)
        table.painter.faces_drawn.clear()
        if table.turns.handoff is not None and (not handoffs or handoffs[-1] != table.turns.handoff):
            handoffs.append(table.turns.handoff)

    for _ in range(40000):
        if len([r for r in scene.state.log if r.winner is not None]) >= 2 or scene.finished:
            break
        scene.update(DT)
        scene.painter.faces_drawn.clear()  # only this frame's faces: act() draws as it clicks
        scene.draw(screen)
        watch(scene)
        if act(scene, screen, random.Random(len(handoffs)), mouse=len(handoffs) % 2 == 0):
            scene.painter.faces_drawn.clear()
            scene.draw(screen)
            watch(scene)
    assert set(handoffs) == {0, 1}, "each human took the screen in turn"


def test_folded_palettes_turn_down_and_the_model_follows_the_engine(screen: pygame.Surface,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # A frame plays all it can (as a fast machine would): how many moves fit in a frame's few
    # milliseconds decided which positions were seen, and a loaded machine saw no folded palette.
    monkeypatch.setattr(game_loop, "INSTANT_BUDGET", 60.0)
    scene = make(Rules(4), humans=0, seed=9)
    folded_down = False
    for _ in range(20000):
        if scene.state.is_over():
            break
        scene.update(DT)
        scene.draw(screen)
        for seat, out in enumerate(scene.model.folded):
            if out and scene.model.palettes[seat] and not scene.director.busy:
                place = scene.animator.motions[scene.model.palettes[seat][0]].target
                assert not place.face_up
                folded_down = True
    assert scene.state.is_over() and folded_down
    again = Red7Model.from_state(scene.state)
    assert again.palettes == scene.model.palettes and again.folded == scene.model.folded


def test_the_form_and_the_command_line_choices() -> None:
    draft = Red7Draft()
    draft.set_players(4)
    assert draft.players == 4 and len(set(draft.names)) == 4
    draft.set_option("advanced", True)
    assert draft.rules() == Rules(4, advanced=True)
    setup = draft_for(None, ["easy", "hard"], {"actions": True}, autoplay=True).to_setup(seed=2)
    assert setup.game == "red7" and setup.rules == Rules(2, actions=True)
    assert all(not seat.is_human for seat in setup.seats)
    cases: list[tuple[int, list[str] | None, dict[str, object] | None]] = [
        (5, None, None), (3, ["easy"], None), (3, None, {"hook": True}), (3, None, {"advanced": "yes"})]
    for players, seats, options in cases:
        with pytest.raises(Red7SetupError):
            draft_for(players, seats, options)


@pytest.mark.parametrize("after_draw", [False, True])
def test_a_resumed_game_shows_the_same_table_and_plays_to_the_end(screen: pygame.Surface, after_draw: bool) -> None:
    rules = Rules(3, advanced=True, actions=after_draw)
    scene = make(rules, seed=7)
    rng = random.Random(3)
    for _ in range(40000):
        scene.update(DT)
        scene.draw(screen)
        if scene.acting_seat() is not None and len(scene.state.log) >= 2 and \
                (not after_draw or scene.state.phase.value == "after_draw"):
            break
        act(scene, screen, rng, mouse=False)
        if scene.finished:
            pytest.skip("the game ended before the moment wanted")
    resumed = Red7Table(scene.services, replace(scene.setup, record=scene.record()))
    for field in ("hands", "palettes", "canvas", "scored", "folded", "totals"):
        assert getattr(resumed.model, field) == getattr(scene.model, field), field
    run(resumed, screen, rng)
    assert resumed.state.is_over()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_red7_maps_have_every_place_and_nothing_overlaps(players: int) -> None:
    from oh7_desktop.app.layout import load_layout, seat_counts

    layout = load_layout(players, "red7")
    assert seat_counts("red7")[:3] == (2, 3, 4) and layout.design_size == (1920, 1080)
    names = ["canvas", "rule", "deck", "note", "prompt", "buttons"]
    names += [f"{kind}seat{seat}" for seat in range(players) for kind in ("", "label_", "palette_", "score_")]
    rects = {name: pygame.Rect(round(a.x), round(a.y), round(a.width), round(a.height))
             for name in names for a in [layout.area(name)]}
    assert all(pygame.Rect(0, 0, 1920, 1080).contains(r) for r in rects.values())
    clashes = [(a, b) for a in rects for b in rects if a < b and rects[a].colliderect(rects[b])]
    assert clashes == []


def test_take_back_and_fold_needs_a_second_press(screen: pygame.Surface) -> None:
    for seed in range(1, 40):
        scene = make(Rules(3), seed=seed)
        for _ in range(600):
            scene.update(DT)
            scene.draw(screen)
            if scene.acting_seat() is not None:
                break
        choices = scene.choices()
        assert choices is not None
        both = next((m for m in choices.moves if isinstance(m, Move) and m.palette and m.canvas), None)
        if both is not None:
            break
    else:
        pytest.fail("no seed gave a move with both parts")
    assert both.palette is not None
    scene.pick(key_of(both.palette))
    key(scene, pygame.K_UP)
    assert scene.plan.palette == key_of(both.palette), "↑ puts the picked card on the palette, not yet played"
    assert scene.selected is not None and scene.target_reason("canvas") is None, "a card that may follow is picked"
    key(scene, pygame.K_BACKSPACE)
    assert scene.plan.empty and key_of(both.palette) in scene.choosable()
    before = scene.state.actions
    key(scene, pygame.K_f)
    assert scene.state.actions == before and scene.flash is not None, "the first F only asks"
    key(scene, pygame.K_f)
    assert scene.state.actions == before + 1 and not scene.state.active[0]



def test_the_note_strip_is_not_drawn_under_the_score_sheet() -> None:
    """The note strip (a note, or a refusal's flash) sits just above the sheet's panel: it peeked
    out half-hidden ("Fold again to leave the round", seen at 1920x1080)."""
    from layout_tour import drawn_at, make, tour

    table = make("red7")
    for position in tour(table):
        if position == "score-sheet":
            break
    assert table.sheet_open
    _, boxes = drawn_at(table, (1920, 1080), "en")
    strip = table.geo.area("note").rect
    assert [b.label for b in boxes if b.kind == "pill" and b.rect.collidepoint(strip.center)] == []
    table.exit()
