"""Red7's hints, bots' reasons and hindsight: the hard bot's own move and figures, and every
"yes" of hindsight replayed through the engine."""

from __future__ import annotations

import random
from collections.abc import Iterator

from oh7_desktop.app.assets import asset_path
from oh7_desktop.app.catalogs import parse_po
from oh7_desktop.games import registry
from oh7_desktop.games.interface import Reason
from oh7_desktop.games.red7 import (Fold, GameState, Phase, Rules, apply, deal_action, legal_actions,
                                    new_game, standing, to_move, view)
from oh7_desktop.games.red7.actions import Action
from oh7_desktop.games.red7.bots import make_bot
from oh7_desktop.games.red7.bots.advice import TEXTS, advise, decision_reason, explain
from oh7_desktop.games.red7.bots.hindsight import (TEXTS as HINDSIGHT_TEXTS, answer_code, explain_hindsight,
                                                   hindsight_reason, kept_line)
from oh7_desktop.games.red7.bots.simple import action_code
from oh7_desktop.games.red7.fast import sim_of_state

WORLDS = 4
CONFIGS = [Rules(2), Rules(3, advanced=True), Rules(4, advanced=True, actions=True), Rules(2, True, True)]


def _rounds(seeds: range, fold_rate: float = 0.0) -> Iterator[list[GameState]]:
    """Each round of seeded easy-bot games in every configuration, as its states before each
    action; a seat folds by choice at ``fold_rate`` of its turns."""
    easy = make_bot("easy")
    for seed in seeds:
        rules, rng = CONFIGS[seed % len(CONFIGS)], random.Random(seed)
        state, unit = new_game(rules, seed), list[GameState]()
        while not state.is_over():
            if state.phase is Phase.DEAL and unit:
                yield unit
                unit = []
            unit.append(state)
            movers = to_move(state)
            action: Action
            if not movers:
                action = deal_action(state)
            elif rng.random() < fold_rate:
                action = Fold(movers[0])
            else:
                action = easy(view(state, movers[0]))
            state, _ = apply(state, action)
        yield unit


def _decisions(seeds: range, every: int) -> Iterator[GameState]:
    count = 0
    for unit in _rounds(seeds):
        for state in unit:
            if to_move(state) and len(legal_actions(state)) > 1:
                count += 1
                if count % every == 0:
                    yield state


def test_the_hint_is_the_hard_bots_move() -> None:
    hard = make_bot(f"hard:{WORLDS}")
    codes: set[str] = set()
    count = 0
    for state in _decisions(range(8), 7):
        seat_view = view(state, state.turn)
        advice = advise(seat_view, worlds=WORLDS)
        assert advice.action == hard(seat_view)
        assert advice.reason.code in TEXTS and "{" not in explain(advice.reason)
        codes.add(advice.reason.code)
        count += 1
    assert count >= 40 and {"hint_palette", "hint_canvas"} <= codes


def test_the_hint_at_full_budget_is_the_hard_level() -> None:
    hard = make_bot("hard")
    for state in list(_decisions(range(2), 7))[:4]:
        seat_view = view(state, state.turn)
        assert advise(seat_view).action == hard(seat_view)


def test_a_hint_says_what_the_move_leaves_on_the_table() -> None:
    checked = 0
    for state in _decisions(range(4), 5):
        seat_view = view(state, state.turn)
        advice = advise(seat_view, worlds=WORLDS)
        if isinstance(advice.action, Fold):
            continue
        after, _ = apply(state, advice.action)
        if after.phase is Phase.AFTER_DRAW:
            continue  # a draw is judged once the turn ends
        now = standing(after.rule, after.palettes, after.active)
        assert advice.reason.get("rule") == after.rule and now.winning(seat_view.seat)
        assert advice.reason.get("count") == now.counts[seat_view.seat]
        assert int(str(advice.reason.get("chance"))) >= int(str(advice.reason.get("alt_chance")))
        checked += 1
    assert checked >= 15


def test_a_bots_move_is_explained_with_the_hard_levels_figures() -> None:
    easy, said = make_bot("easy"), 0
    for state in _decisions(range(3), 5):
        seat_view = view(state, state.turn)
        reason = decision_reason(seat_view, easy(seat_view), worlds=WORLDS)
        if reason is not None:
            assert reason.code.startswith("bot_") and "{" not in explain(reason)
            said += 1
        hint = advise(seat_view, worlds=WORLDS)
        mine = decision_reason(seat_view, hint.action, worlds=WORLDS)
        assert mine is not None and mine.get("chance") == hint.reason.get("chance")
    assert said >= 10
    assert decision_reason(seat_view, Fold((seat_view.seat + 1) % seat_view.players)) is None


def _replay(unit: list[GameState], seat: int, reason: Reason) -> None:
    """Play the line from its state: the seat's moves, the others' search answers."""
    found = kept_line(unit, seat)
    assert found is not None
    state, moves, made = unit[found.index], list(found.moves), 0
    while not state.is_over() and state.phase is not Phase.DEAL:
        mover = state.turn
        if mover == seat and not moves:
            break
        code = moves.pop(0) if mover == seat else answer_code(sim_of_state(state))
        action = next(a for a in legal_actions(state, mover) if action_code(a) == code)
        assert mover != seat or not isinstance(action, Fold)
        state, _ = apply(state, action)  # checked: the line is legal in the engine
        if mover == seat:
            made += 1
            if made == 1 and state.phase is Phase.TURN:
                now = standing(state.rule, state.palettes, state.active)
                assert (now.rule, now.counts[seat]) == (reason.get("rule"), reason.get("count"))
    assert made >= found.needed or state.log[-1].winner == seat
    assert state.active[seat] or state.log[-1].winner == seat


def test_every_yes_of_hindsight_does_what_it_says_in_the_engine() -> None:
    codes: dict[str, int] = {}
    for unit in _rounds(range(60), fold_rate=0.05):
        for seat in range(unit[0].rules.players):
            reason = hindsight_reason(unit, seat)
            if reason is None:
                continue
            codes[reason.code] = codes.get(reason.code, 0) + 1
            assert reason.code in HINDSIGHT_TEXTS and "{" not in explain_hindsight(reason)
            if reason.code.startswith("kept_"):
                _replay(unit, seat, reason)
    assert sum(n for code, n in codes.items() if code.startswith("kept_")) >= 100
    assert codes.get("not_kept", 0) >= 5


def test_the_round_winner_has_no_hindsight() -> None:
    for unit in _rounds(range(4)):
        last = unit[-1]
        end, _ = apply(last, legal_actions(last)[-1])
        winner = end.log[-1].winner
        assert winner is not None and hindsight_reason(unit, (winner + 1) % end.players) is not None
        assert hindsight_reason(unit, winner) is None


def test_every_reason_code_is_in_both_catalogs_with_its_english_line() -> None:
    catalogs = {lang: {m.msgid: m.strings[0] for m in parse_po(asset_path("translations", f"{lang}.po")
                                                            .read_text(encoding="utf-8")) if m.msgid}
                for lang in ("en", "fr")}
    for code, english in {**TEXTS, **HINDSIGHT_TEXTS}.items():
        key = f"reason.red7.{code}"
        assert catalogs["en"][key] == english
        assert catalogs["fr"][key] != english
    adviser = registry.entry("red7").advisers()
    assert adviser is not None and adviser.hindsight_reason is hindsight_reason
