"""Seven Up's hints, bots' reasons and hindsight: the hard bot's own choice and figures, and
every "yes" of hindsight replayed through the engine."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from oh7_desktop.app.assets import asset_path
from oh7_desktop.app.catalogs import parse_po
from oh7_desktop.games import registry
from oh7_desktop.games.interface import Reason
from oh7_desktop.games.seven_up import (Decide, GameState, Phase, Rules, apply, deal_action, new_game,
                                        play_of, to_move, view)
from oh7_desktop.games.seven_up.bots import make_bot
from oh7_desktop.games.seven_up.bots.advice import TEXTS, advise, decision_reason, explain
from oh7_desktop.games.seven_up.bots.hindsight import (POINT_NAMES, TEXTS as HINDSIGHT_TEXTS, answer_card,
                                                       explain_hindsight, hindsight_reason, play_start)
from oh7_desktop.games.seven_up.bots.search import LEVELS, candidates, search_values
from oh7_desktop.games.pack52 import Card

WORLDS = 6


def _games(seeds: range, level: str = "easy") -> Iterator[list[GameState]]:
    """Each deal of seeded games between two ``level`` bots, as its states before each action."""
    bot = make_bot(level)
    for seed in seeds:
        state = new_game(Rules(), seed)
        deal: list[GameState] = []
        while not state.is_over():
            if state.phase is Phase.DEAL and deal and state.deal_index != deal[0].deal_index:
                yield deal
                deal = []
            deal.append(state)
            movers = to_move(state)
            action = deal_action(state) if not movers else bot(view(state, movers[0]))
            state, _ = apply(state, action)
        yield deal


def _decisions(seeds: range, every: int) -> Iterator[GameState]:
    """States where a seat has a choice, every ``every``-th of them (and every trump decision)."""
    count = 0
    for deal in _games(seeds):
        for state in deal:
            movers = to_move(state)
            if not movers or len(view(state, movers[0]).legal) < 2:
                continue
            count += 1
            if count % every == 0 or state.phase in (Phase.STAND_OR_BEG, Phase.GIVE_OR_RUN):
                yield state


def test_the_hint_is_the_hard_bots_decision() -> None:
    hard = make_bot(f"hard:{WORLDS}")
    phases, count = set(), 0
    for state in _decisions(range(6), 5):
        seat_view = view(state, to_move(state)[0])
        advice = advise(seat_view, worlds=WORLDS)
        assert advice.action == hard(seat_view)
        assert advice.reason.code in TEXTS and "{" not in explain(advice.reason)
        phases.add(state.phase)
        count += 1
    assert count >= 60 and {Phase.STAND_OR_BEG, Phase.GIVE_OR_RUN, Phase.SET_ASIDE, Phase.PLAY} <= phases


def test_the_hint_at_full_budget_is_the_hard_level() -> None:
    hard = make_bot("hard")
    for state in list(_decisions(range(1), 9))[:6]:
        seat_view = view(state, to_move(state)[0])
        assert advise(seat_view).action == hard(seat_view)


def test_a_hint_shows_the_searchs_own_chances() -> None:
    config = replace(LEVELS["hard"], worlds=WORLDS)
    checked = 0
    for state in _decisions(range(2), 3):
        seat_view = view(state, to_move(state)[0])
        options = candidates(seat_view, config.aside_pool)
        if len(options) < 2:
            continue
        values = search_values(seat_view, config, options)
        reason = advise(seat_view, worlds=WORLDS).reason
        assert reason.get("chance") == round(100 * max(values.mean(i) for i in range(len(options))))
        assert reason.get("worlds") == WORLDS
        checked += 1
    assert checked >= 10


def test_a_bots_decision_is_explained_with_its_own_figures() -> None:
    said: set[str] = set()
    for state in _decisions(range(4), 1000):
        seat_view = view(state, to_move(state)[0])
        for action in seat_view.legal:
            assert isinstance(action, Decide)
            reason = decision_reason(seat_view, action, worlds=WORLDS)
            assert reason is not None and reason.code == f"bot_{action.decision}"
            chosen = advise(seat_view, worlds=WORLDS)
            if chosen.action == action:  # the hard choice is the one with the higher chance
                assert reason.get("chance") == chosen.reason.get("chance")
                assert int(str(reason.get("chance"))) >= int(str(reason.get("alt_chance")))
            said.add(action.decision)
    assert said == {"stand", "beg", "give", "run"}


def test_plays_and_foreign_actions_have_no_decision_reason() -> None:
    for state in _decisions(range(1), 4):
        seat_view = view(state, to_move(state)[0])
        if state.phase is Phase.PLAY:
            assert decision_reason(seat_view, seat_view.legal[0]) is None
            other = play_of(1 - seat_view.seat, Card.from_str("AS"))
            assert decision_reason(seat_view, other) is None
            return
    raise AssertionError("no play found")


def _replay(start: GameState, seat: int, plays: str) -> GameState:
    """Play the deal from ``start``: ``seat`` plays the line, the other seat the search's answers."""
    line = [Card.from_str(part.split(": ")[1]) for part in plays.split(", ")]
    state = start
    while state.phase is Phase.PLAY:
        mover = to_move(state)[0]
        card = line.pop(0) if mover == seat else answer_card(state)
        state, _ = apply(state, play_of(mover, card))
    assert line == []
    return state


def test_every_yes_of_hindsight_does_what_it_says_in_the_engine() -> None:
    codes: dict[str, int] = {}
    for deal in _games(range(100)):  # 320 deals
        for seat in (0, 1):
            reason = hindsight_reason(deal, seat)
            if reason is None:
                continue
            codes[reason.code] = codes.get(reason.code, 0) + 1
            assert reason.code in HINDSIGHT_TEXTS and "{" not in explain_hindsight(reason)
            if reason.code.startswith("could_win_"):
                _check_yes(deal, seat, reason)
    assert sum(n for code, n in codes.items() if code.startswith("could_win_")) >= 100
    assert {"could_not_win", "high_dealt"} <= set(codes)


def _check_yes(deal: list[GameState], seat: int, reason: Reason) -> None:
    start = play_start(deal)
    assert start is not None
    end = _replay(start, seat, str(reason.get("plays")))
    scored = end.log[start.deal_index].scored
    assert scored is not None
    takers = dict(zip(POINT_NAMES, (scored.high, scored.low, scored.jack, scored.game)))
    for name in reason.code.removeprefix("could_win_").split("_"):
        assert takers[name] == seat, (name, reason)


def test_hindsight_has_nothing_to_say_to_the_winner_of_every_point() -> None:
    for deal in _games(range(10)):
        start = play_start(deal)
        if start is None:
            assert hindsight_reason(deal, 0) is None and hindsight_reason(deal, 1) is None
            continue
        last = deal[-1]
        scored = apply(last, play_of(to_move(last)[0], last.hands[to_move(last)[0]][0]))[0]
        parts = scored.log[start.deal_index].scored
        assert parts is not None
        for seat in (0, 1):
            if (1 - seat) not in (parts.high, parts.low, parts.jack, parts.game):
                assert hindsight_reason(deal, seat) is None



def test_every_reason_code_is_in_both_catalogs_with_its_english_line() -> None:
    catalogs = {lang: {m.msgid: m.strings[0] for m in parse_po(asset_path("translations", f"{lang}.po")
                                                            .read_text(encoding="utf-8")) if m.msgid}
                for lang in ("en", "fr")}
    for code, english in {**TEXTS, **HINDSIGHT_TEXTS}.items():
        key = f"reason.seven-up.{code}"
        assert catalogs["en"][key] == english
        assert catalogs["fr"][key] != english
    adviser = registry.entry("seven-up").advisers()
    assert adviser is not None and adviser.hindsight_reason is hindsight_reason
