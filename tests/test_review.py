"""The round review: the recorded game step by step, exactly as the engine played it; driven
by keys and the mouse from the score sheet; Retry plays the same deal as practice; couch play
shows no secret through it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from review_support import played
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.loop import window
from oh7_desktop.app.review.launch import PracticeScene, open_review
from oh7_desktop.app.review.scene import ReviewScene
from oh7_desktop.app.review.stepper import Replay, ReplayError
from oh7_desktop.app.scene import RoundScoredSignal
from oh7_desktop.app.tables.oh7.review import Oh7Review
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.games import registry
from oh7_desktop.games.oh7 import Phase
from oh7_desktop.games.oh7 import events as ev
from oh7_desktop.games.oh7.bots.hindsight import hindsight, hindsight_reason as answer_reason
from app_support import click, frames, key, make_app, top

GAME = registry.get("oh7")


@pytest.mark.parametrize("players,mode,seed", [(3, "base", 3), (2, "base", 5), (5, "advanced", 11), (4, "base", 8)])
def test_the_replay_is_the_recorded_game_event_for_event(players: int, mode: str, seed: int) -> None:
    state, live = played(players, 3, seed, mode)
    replay = Replay.of(GAME, GAME.to_record(state))
    stepped = [event for deal in replay.deals for event in deal.events]
    assert stepped == [event for _, events in live for event in events]
    actions = [a for deal in replay.deals for step in deal.steps for a in step.actions]
    # a record keeps the undealt rest as a set (the rulings' hands-only deal): hands and every choice the same
    assert [getattr(a, "hands", a) for a in actions] == [getattr(a, "hands", a) for a, _ in live]
    assert len(replay.deals) == len(state.log)
    assert GAME.to_record(replay.final) == GAME.to_record(state)


def test_secret_bets_are_one_step_and_a_deal_in_play_is_not_shown() -> None:
    state, live = played(4, 1, 2)
    bet_steps = [s for s in Replay.of(GAME, GAME.to_record(state)).deals[0].steps
                 if any(isinstance(e, ev.BetsRevealed) for e in s.events)]
    assert bet_steps and all(len(step.actions) == 4 for step in bet_steps)
    deal = GAME.chance_action(state)
    during, _ = GAME.apply(state, deal)
    assert len(Replay.of(GAME, GAME.to_record(during)).deals) == 1  # the new deal's hands stay secret


def test_a_broken_record_is_one_line() -> None:
    state, _ = played(3, 1)
    record = GAME.to_record(state)
    record["deals"][0]["plays"][0] = "9Z"
    with pytest.raises(ReplayError) as caught:
        Replay.of(GAME, record)
    assert "\n" not in str(caught.value) and "deal 1" in str(caught.value)


def _table_over_sheet(tmp_path: Path, humans: int = 1, *args: str) -> tuple[Any, TableScene]:
    app = make_app(tmp_path, *args)
    state, _ = played(3, 2, 3)
    seats = tuple(SeatSetup(n, "human" if i < humans else "bot", None if i < humans else "easy")
                  for i, n in enumerate(["Ann", "Bob", "Cid"]))
    table = TableScene(app.services, GameSetup("oh7", state.rules, 3, seats, GAME.to_record(state, ["Ann", "Bob", "Cid"])))
    app.stack.push(table)
    table.toggle_sheet()
    frames(app)
    app.stack.draw(window())
    return app, table


def test_the_review_opens_from_the_score_sheet_and_steps_by_keys(tmp_path: Path) -> None:
    app, table = _table_over_sheet(tmp_path)
    key(app, pygame.K_v)
    review = top(app)
    assert isinstance(review, ReviewScene) and review.deal_number == 1 and review.position == 0
    deal = review.deal
    assert deal is not None and isinstance(deal.steps[0].events[0], ev.DealStarted)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert review.position == 2
    key(app, pygame.K_LEFT)
    assert review.position == 1
    key(app, pygame.K_DOWN)
    ended = deal.steps[review.position].events
    assert any(isinstance(e, ev.TrickWon) and e.trick == 0 for e in ended)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_UP)
    assert any(isinstance(e, ev.TrickWon) and e.trick == 0 for e in deal.steps[review.position].events)
    key(app, pygame.K_END)
    assert review.position == len(deal.steps) - 1
    assert any(isinstance(e, ev.RoundScored) for e in deal.steps[-1].events)
    key(app, pygame.K_HOME)
    assert review.position == 0
    key(app, pygame.K_PAGEUP)
    assert review.deal_number == 0
    key(app, pygame.K_PAGEDOWN)
    assert review.deal_number == 1
    key(app, pygame.K_ESCAPE)
    assert top(app) is table and table.sheet_open
    app.close()


def test_the_review_is_driven_by_the_mouse_and_says_who_won_each_trick_and_why(tmp_path: Path) -> None:
    app, table = _table_over_sheet(tmp_path)
    click(app, table.drawn.buttons["review"].center)
    review = top(app)
    assert isinstance(review, ReviewScene)
    app.stack.draw(window())
    click(app, review.buttons["next_trick"].rect.center)
    deal = review.deal
    assert deal is not None
    won = next(e for e in deal.steps[review.position].events if isinstance(e, ev.TrickWon))
    assert isinstance(review.painter, Oh7Review)
    lines = review.painter.lines(deal, review.position)
    name = ["Ann", "Bob", "Cid"][won.seat]
    assert any(line.startswith(f"Trick 1: {name} wins with ") for line in lines), lines
    click(app, review.buttons["last"].rect.center)
    assert review.position == len(deal.steps) - 1
    click(app, review.buttons["first"].rect.center)
    click(app, review.buttons["next"].rect.center)
    assert review.position == 1
    click(app, review.buttons["previous"].rect.center)
    assert review.position == 0
    click(app, review.buttons["previous_deal"].rect.center)
    assert review.deal_number == 0
    click(app, review.buttons["close"].rect.center)
    assert top(app) is table
    app.close()


def test_could_i_have_made_my_bet_answers_for_the_human_who_missed(tmp_path: Path) -> None:
    app, table = _table_over_sheet(tmp_path)
    key(app, pygame.K_v)
    review = top(app)
    assert isinstance(review, ReviewScene)
    painter = review.painter
    assert isinstance(painter, Oh7Review)
    answers = {}
    for number, deal in enumerate(review.replay.deals):
        painter.wait(deal)
        scored = deal.steps[-1].state.log[deal.index].scored
        answers[number] = (scored.made[0], painter.answers(deal))
    for number, (made, lines) in answers.items():
        assert (lines == []) == made  # Ann (the only human) is answered exactly where she missed
        deal = review.replay.deals[number]
        start = next(s.state for s in deal.steps if s.state.phase.value == "play")
        for text, yes in lines:  # the engine's own answer, in words
            assert text == painter._answer(0, answer_reason(hindsight(start, 0)))
            assert text.startswith("Ann: yes, you make" if yes else "Ann: no, with these cards")
    assert any(lines for _, lines in answers.values())
    app.close()


def test_retry_deals_the_same_hands_as_a_practice_that_saves_nothing(tmp_path: Path) -> None:
    from oh7_desktop.app.flow import default_table

    app = make_app(tmp_path, "--speed", "instant")
    app.flow.table_factory = default_table
    state, _ = played(3, 2, 3)
    seats = (SeatSetup("Ann", "human", None), SeatSetup("Bob", "bot", "easy"), SeatSetup("Cid", "bot", "easy"))
    app.flow.start(GameSetup("oh7", state.rules, 3, seats, GAME.to_record(state, ["Ann", "Bob", "Cid"])))
    frames(app, 3)
    table = app.flow.table
    assert table is not None and top(app) is table
    app.flow.flush()
    autosave = tmp_path / "data" / "autosave.json"
    saved = autosave.read_bytes()
    key(app, pygame.K_s)
    key(app, pygame.K_v)
    review = top(app)
    assert isinstance(review, ReviewScene) and review.deal is not None
    dealt = review.deal.steps[0].state.log[review.deal.index].hands
    key(app, pygame.K_r)
    practice = top(app)
    assert isinstance(practice, PracticeScene) and isinstance(practice.table, TableScene)
    assert isinstance(table, TableScene)
    assert practice.table.state.hands == dealt and practice.table.state.attempts == ()
    assert practice.table.state.seed == table.state.seed
    frames(app, 30)  # the bots bet in the practice
    assert practice.table.state.actions > review.deal.steps[0].state.actions
    app.flow.flush()
    assert app.flow.table is table and autosave.read_bytes() == saved
    key(app, pygame.K_ESCAPE)
    assert top(app) is review
    key(app, pygame.K_ESCAPE)
    assert table.sheet_open and top(app) is table
    app.close()
    db = app.history.db()
    assert db is None or db.games(None, limit=5, offset=0) == []


def test_a_record_without_seats_cannot_be_retried() -> None:
    state, _ = played(3, 1)
    pygame.display.init()
    from oh7_desktop.app.scene import Services

    review = open_review(Services(), GAME.to_record(state))
    assert review.retry_deal is None and not review.buttons["retry"].enabled()


def _saved_game(app: Any, rounds: int = 2) -> Any:
    """A game saved in slot "Kept" (seat 0 a person, the others easy bots)."""
    from oh7_desktop.persistence import SaveFile, Seat

    state, _ = played(3, rounds, 4)
    names = ["Ann", "Bob", "Cid"]
    seats = [Seat(kind="human", name="Ann"), Seat(kind="bot", level="easy", name="Bob"),
             Seat(kind="bot", level="easy", name="Cid")]
    save = SaveFile(game="oh7", rules=GAME.rules_to_options(state.rules), seats=seats,
                    record=GAME.to_record(state, names))
    app.flow.store.save_slot("Kept", save)
    return state


def test_replays_opens_a_slot_from_the_main_menu_by_keys(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.replays import ReplaysScene

    app = make_app(tmp_path)
    state = _saved_game(app)
    app.flow.store.save_slot("Kept too", app.flow.store.load_slot("Kept"))
    (tmp_path / "data" / "autosave.json").write_bytes(next((tmp_path / "data").rglob("Kept too*")).read_bytes())
    key(app, pygame.K_p)
    replays = top(app)
    assert isinstance(replays, ReplaysScene)
    names = [r.info.name for r in replays.rows if r.info]
    assert names[0] == "Game in progress (autosave)" and sorted(names[1:]) == ["Kept", "Kept too"]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_UP)
    replays.group.focus_on(replays.rows[names.index("Kept")])
    app.stack.draw(window())
    key(app, pygame.K_RETURN)
    review = top(app)
    assert isinstance(review, ReviewScene) and review.deal_number == 0 and len(review.replay.deals) == len(state.log)
    key(app, pygame.K_PAGEDOWN)
    assert review.deal_number == 1
    key(app, pygame.K_ESCAPE)
    assert top(app) is replays
    app.close()


def test_replays_opens_a_typed_record_file_and_says_one_line_for_a_broken_one(tmp_path: Path) -> None:
    import json

    from oh7_desktop.app.menus.replays import ReplaysScene
    from app_support import type_text

    app = make_app(tmp_path)
    state, _ = played(3, 1, 6)
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(GAME.to_record(state)), encoding="utf-8")
    bad.write_text('{"format": "oh7-record", "deals": [', encoding="utf-8")
    before = bad.read_bytes()
    key(app, pygame.K_p)
    replays = top(app)
    assert isinstance(replays, ReplaysScene)
    app.stack.draw(window())
    click(app, replays.path_field.rect.center)
    type_text(app, str(bad))
    key(app, pygame.K_RETURN)
    assert top(app) is replays and replays.message and "\n" not in replays.message
    assert "bad.json" in replays.message and bad.read_bytes() == before
    replays.path_field.text = ""
    click(app, replays.open_button.rect.center)
    assert top(app) is replays and replays.message == "Type the path of a save or game record first"
    replays.path_field.text = str(good)
    click(app, replays.open_button.rect.center)
    review = top(app)
    assert isinstance(review, ReviewScene) and len(review.replay.deals) == 1
    app.close()


def test_a_past_game_of_the_history_replays_with_p_and_a_bad_record_is_one_line(tmp_path: Path) -> None:
    from dataclasses import replace

    from history_support import made_game
    from oh7_desktop.app.menus.past_game import PastGameScene

    app = make_app(tmp_path)
    state, _ = played(3, 2, 4)
    db = app.history.db()
    good = made_game(1, ["Ann", "easy:E1", "hard:H1"], [((5, 2, 1), (2, 1, 0), (True, False, False))], (0,))
    db.record(replace(good, record=GAME.to_record(state, ["Ann", "E1", "H1"])))
    db.record(made_game(2, ["Ann", "easy:E1", "hard:H1"], [((5, 2, 1), (2, 1, 0), (True, False, False))], (0,)))
    for day, replays in ((1, True), (2, False)):  # the second game's record is no Oh 7 record
        stored = db.game(day)
        assert stored is not None
        sheet = PastGameScene(app.services, stored)
        app.stack.push(sheet)
        app.stack.draw(window())
        click(app, sheet.replay_button.rect.center) if day == 1 else key(app, pygame.K_p)
        assert isinstance(top(app), ReviewScene) == replays
        if replays:
            review = top(app)
            assert isinstance(review, ReviewScene) and review.retry_deal is not None
            key(app, pygame.K_ESCAPE)
        else:
            assert sheet.message and "\n" not in sheet.message
        key(app, pygame.K_ESCAPE)
    app.close()


@pytest.mark.parametrize("budget", [None, 60.0])
def test_a_practice_stops_at_its_scored_round_next_round_plays_on_and_esc_hands_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, budget: float | None) -> None:
    """The practice learns from the table's typed signal that its round is scored, and the table
    plays nothing more while the sheet is up, whatever a frame's budget (60 s: a frame plays all
    it can, as a fast machine would). The sheet's Next round plays the next round of the
    practice, as it says (issue 27 item 8: it went back to the review), and Esc leaves it."""
    if budget is not None:
        from oh7_desktop.app.kit import loop as game_loop

        monkeypatch.setattr(game_loop, "INSTANT_BUDGET", budget)
    app = make_app(tmp_path, "--speed", "instant")
    state, _ = played(3, 2, 7)
    seats = [SeatSetup(n, "bot", "easy") for n in ("Ann", "Bob", "Cid")]
    review = open_review(app.services, GAME.to_record(state, ["Ann", "Bob", "Cid"]), seats=seats)
    app.stack.push(review)
    app.stack.draw(window())
    click(app, review.buttons["retry"].rect.center)
    practice = top(app)
    assert isinstance(practice, PracticeScene) and isinstance(practice.table, TableScene)
    for _ in range(4000):
        if practice.table.sheet_open or top(app) is not practice:
            break
        frames(app)
    assert top(app) is practice and practice.table.sheet_open
    assert practice.scored == RoundScoredSignal(len(state.history), False)
    assert len(practice.table.state.history) == len(state.history)
    assert practice.table.state.history[-1] == state.history[-1]  # same cards, same bots: the same round
    frames(app, 5)
    assert practice.table.state.phase is Phase.DEAL  # nothing of the next round played under the sheet
    key(app, pygame.K_RETURN)  # Next round
    frames(app, 30)
    assert top(app) is practice, "the practice plays on"
    assert len(practice.table.state.history) == len(state.history) + 1
    key(app, pygame.K_ESCAPE)
    assert top(app) is review
    app.close()


def test_couch_play_mid_round_reviews_only_the_finished_rounds(tmp_path: Path) -> None:
    """Two people at one screen, in the middle of round 3: the score sheet (S) offers the review
    of the rounds played, every card of which was played face up; round 3's hands stay hidden."""
    from oh7_desktop.app.tables.oh7.scene import TableScene

    app = make_app(tmp_path)
    state, _ = played(3, 2, 3)
    bot = GAME.bot("easy")
    state = GAME.apply(state, GAME.chance_action(state))[0]
    while state.phase.value != "play" or len(state.trick) < 1:
        chance = GAME.chance_action(state)
        for action in [chance] if chance is not None else [bot(GAME.view(state, s)) for s in GAME.to_move(state)]:
            state = GAME.apply(state, action)[0]
    seats = (SeatSetup("Ann", "human", None), SeatSetup("Bea", "human", None), SeatSetup("Cid", "bot", "easy"))
    table = TableScene(app.services, GameSetup("oh7", state.rules, 3, seats, GAME.to_record(state, ["Ann", "Bea", "Cid"])))
    app.stack.push(table)
    key(app, pygame.K_s)
    assert table.sheet_open and table.sheet_manual
    key(app, pygame.K_v)
    review = top(app)
    assert isinstance(review, ReviewScene) and len(review.replay.deals) == len(state.log) - 1
    secret = state.log[-1].hands  # round 3 as dealt
    for deal in review.replay.deals:
        review.deal_number = deal.index
        review.last()
        app.stack.draw(window())
        assert deal.index < len(state.log) - 1 and deal.steps[0].state.log[deal.index].hands != secret
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert review.deal_number == len(state.log) - 2  # no further deal to page to
    app.close()


def test_every_trick_s_why_names_its_winner_and_the_card_that_won() -> None:
    from oh7_desktop.games.oh7 import win_reason

    codes = set()
    for seed, (players, mode) in enumerate([(3, "base"), (4, "advanced"), (2, "base"), (6, "advanced")] * 3):
        state, live = played(players, 2, seed + 20, mode)
        trump = None
        for _, events in live:
            for event in events:
                if isinstance(event, ev.TrumpSet):
                    trump = event.suit
                if isinstance(event, ev.TrickWon):
                    reason = win_reason(event.cards, trump)
                    codes.add(reason.code)
                    assert reason.get("seat") == event.seat
                    assert reason.get("card") in {str(card) for seat, card in event.cards if seat == event.seat}
    assert {"won_trump", "won_lead"} <= codes <= {"won_trump", "won_lead", "won_interrobang", "won_naught"}


def test_the_review_numbers_bet_attempts_from_one_and_shows_hands_sorted_as_the_table_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 27 item 8: a single bet attempt was told as "attempt 2", and the hands were drawn
    in the order dealt instead of the table's order (suits by priority, values up)."""
    from oh7_desktop.app.cardart import CardArt
    from oh7_desktop.app.scene import Services
    from oh7_desktop.app.tables.oh7.geometry import sort_key

    state, _ = played(3, 1, 3)
    pygame.display.init()
    review = open_review(Services(), GAME.to_record(state, ["Ann", "Bob", "Cid"]), deal=0)
    deal = review.deal
    assert deal is not None
    first = [e for step in deal.steps for e in step.events if isinstance(e, ev.BetsRevealed)][0]
    assert first.attempt == 1
    said = review.painter.narrator.lines([first], None)  # type: ignore[attr-defined]
    assert said and said[0].startswith("Bets, attempt 1:"), said
    drawn: list[tuple[int, str]] = []
    real_draw = CardArt.draw

    def noting(art: CardArt, target: pygame.Surface, code: str, pos: tuple[int, int], *args: Any,
               **kwargs: Any) -> Any:
        drawn.append((pos[1], code))
        return real_draw(art, target, code, pos, *args, **kwargs)

    monkeypatch.setattr(CardArt, "draw", noting)
    review.painter.draw(pygame.Surface((1280, 720)), pygame.Rect(0, 0, 1200, 600), 1.0, deal, 0)
    dealt = deal.steps[0].state.log[deal.index].hands[0]
    ordered = [str(c) for c in sorted(dealt, key=lambda c: sort_key((int(c), 0)))]
    assert ordered != [str(c) for c in dealt], "dealt out of order (else the test shows nothing)"
    first_row = [code for y, code in drawn if y == drawn[0][0]][:len(dealt)]
    assert first_row == ordered
