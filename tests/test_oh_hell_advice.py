"""Oh Hell's hints: the hint is the hard bot's decision, and its line shows the bot's own figures."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from oh7_desktop.games.oh_hell import (Bid, GameState, Phase, Play, Rules, SeatView, apply,
                                       deal_action, new_game, to_move, view)
from oh7_desktop.games.oh_hell.bots import make_bot
from oh7_desktop.games.oh_hell.bots.advice import TEXTS, advise, decision_reason, explain, hooked
from oh7_desktop.games.oh_hell.bots.hard import hard_choice
from oh7_desktop.games.oh_hell.bots.world import candidates

BUDGET = 4
CONFIGS = [Rules(players=4), Rules(players=3, hook=True, sequence="down"),
           Rules(players=5, podrida=True), Rules(players=6, simultaneous=True, zero_bonus=True)]


def _positions(per_config: int, wanted: Callable[[SeatView], bool] | None = None
               ) -> Iterator[tuple[GameState, SeatView]]:
    """Decisions of easy-bot games, every few steps (or those ``wanted``), in every configuration."""
    easy = make_bot("easy")
    for index, rules in enumerate(CONFIGS):
        rng = random.Random(index)
        state, taken = new_game(rules, seed=index * 7 + 1), 0
        while not state.is_over() and taken < per_config:
            if state.phase is Phase.DEAL:
                state, _ = apply(state, deal_action(state))
                continue
            views = [view(state, seat) for seat in to_move(state)]
            if rng.random() < 0.25 if wanted is None else wanted(views[0]):
                taken += 1
                yield state, views[0]
            for seat_view in views:
                state, _ = apply(state, easy(seat_view))


def test_the_hint_is_the_hard_bots_decision() -> None:
    hard = make_bot(f"hard:{BUDGET}")
    phases, codes, count = set(), set(), 0
    for _, seat_view in _positions(25):
        advice = advise(seat_view, budget=BUDGET)
        assert advice.action == hard(seat_view)
        assert advice.reason.code in TEXTS and explain(advice.reason) != advice.reason.code
        phases.add(seat_view.phase)
        codes.add(advice.reason.code)
        count += 1
    assert count >= 80 and {Phase.BID, Phase.PLAY} <= phases
    assert {"hint_bid", "hint_lead_need", "hint_only_card"} <= codes


def test_the_hint_at_the_shipped_budget_is_the_hard_level() -> None:
    hard = make_bot("hard")
    positions = [v for _, v in _positions(4) if len(candidates(v)) > 1]
    assert len(positions) >= 8
    assert [advise(v).action for v in positions] == [hard(v) for v in positions]


def test_a_bid_hint_shows_the_share_of_deals_the_bid_is_made_in() -> None:
    checked = 0
    for _, seat_view in _positions(30):
        if seat_view.phase is not Phase.BID or len(candidates(seat_view)) < 2:
            continue
        choice = hard_choice(seat_view, BUDGET)
        assert choice.won is not None
        reason = advise(seat_view, budget=BUDGET).reason
        bid = reason.get("bid")
        assert bid == choice.option and reason.get("alt_bid") != bid
        won = choice.won[choice.options.index(choice.option)]
        assert reason.get("made") == round(100 * sum(w == bid for w in won) / len(won))
        assert f"{reason.get('made')} %" in explain(reason)
        assert (reason.code == "hint_bid_hook") == (hooked(seat_view) is not None)
        checked += 1
    assert checked >= 10


def test_the_hooked_dealer_is_told_which_bid_the_hook_forbids() -> None:
    checked = 0
    for _, seat_view in _positions(6, lambda v: hooked(v) is not None):
        forbidden = hooked(seat_view)
        assert forbidden is not None and Bid(seat_view.seat, forbidden) not in seat_view.legal
        reason = advise(seat_view, budget=BUDGET).reason
        if len(candidates(seat_view)) > 1:
            assert reason.code == "hint_bid_hook" and reason.get("forbidden") == forbidden
            bot_reason = decision_reason(seat_view, seat_view.legal[0], budget=BUDGET)
            assert bot_reason is not None and bot_reason.code == "bot_bid_hook"
            assert f"could not bid {forbidden} (hook)" in explain(bot_reason)
            checked += 1
        else:
            assert reason.code == "hint_only_bid"
    assert checked >= 4


def test_a_play_hint_says_what_is_still_needed() -> None:
    checked = 0
    for _, seat_view in _positions(30):
        if seat_view.phase is not Phase.PLAY or len(candidates(seat_view)) < 2:
            continue
        choice = hard_choice(seat_view, BUDGET)
        reason = advise(seat_view, budget=BUDGET).reason
        assert reason.get("value") == f"{choice.mean(choice.option):+.1f}"
        need = (seat_view.bids[seat_view.seat] or 0) - seat_view.tricks_won[seat_view.seat]
        assert reason.get("need") == max(need, 0)
        if reason.code in ("hint_shed", "hint_take", "hint_take_now", "hint_lead_done"):
            assert need <= 0
        if reason.code in ("hint_win", "hint_win_cheaply", "hint_duck", "hint_lead_need"):
            assert need > 0
        assert reason.code.startswith("hint_lead") == (not seat_view.trick)
        checked += 1
    assert checked >= 20


def test_a_bots_bid_is_explained_from_its_own_view_and_a_play_is_not() -> None:
    codes = set()
    for _, seat_view in _positions(30):
        action = seat_view.legal[0]
        reason = decision_reason(seat_view, action, budget=BUDGET)
        if isinstance(action, Play):
            assert reason is None
            continue
        assert isinstance(action, Bid) and reason is not None and reason.get("bid") == action.bid
        assert explain(reason).startswith(f"Bid {action.bid}:")
        codes.add(reason.code)
    assert "bot_bid" in codes
    seat_view = next(v for _, v in _positions(30) if v.phase is Phase.BID)
    assert decision_reason(seat_view, Bid(seat_view.seat, seat_view.cards + 1), budget=BUDGET) is None


def test_every_reason_code_is_in_both_catalogs_as_the_english_line_says() -> None:
    from oh7_desktop.app.assets import asset_path
    from oh7_desktop.app.catalogs import parse_po
    from oh7_desktop.games.oh_hell.bots import hindsight

    def catalog(lang: str) -> dict[str, str]:
        text = asset_path("translations", f"{lang}.po").read_text(encoding="utf-8")
        return {m.msgid: m.strings[0] for m in parse_po(text) if m.msgid}

    english, french = catalog("en"), catalog("fr")
    for code, line in {**TEXTS, **hindsight.TEXTS}.items():
        key = f"reason.oh-hell.{code}"
        assert english[key] == line, key
        fields = sorted(part.split("}")[0] for part in line.split("{")[1:])
        assert sorted(part.split("}")[0] for part in french[key].split("{")[1:]) == fields, key


def test_the_kit_finds_oh_hells_advisers() -> None:
    from oh7_desktop.app.kit import assist
    from oh7_desktop.games.oh_hell.bots import hindsight

    adviser = assist.advisers_for("oh-hell", "hindsight")
    assert adviser is not None and all(assist.advisers_for("oh-hell", c) is adviser for c in ("hint", "explain"))
    loaded = [adviser.advise, adviser.decision_reason, adviser.hindsight_reason]
    assert loaded == [advise, decision_reason, hindsight.hindsight_reason]


def test_a_seat_whose_secret_bid_is_chosen_has_no_hooked_bid() -> None:
    state = new_game(Rules(players=3, simultaneous=True), seed=3)
    state, _ = apply(state, deal_action(state))
    state, _ = apply(state, view(state, 2).legal[0])
    assert view(state, 2).legal == () and hooked(view(state, 2)) is None
    assert hooked(view(state, 0)) is None
