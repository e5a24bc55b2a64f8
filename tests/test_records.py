"""Game records (rulings, "Game records"): the examples, round trips, seeded deals, errors."""

from __future__ import annotations

import copy
import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games.oh7 import (
    Bet, GameState, Phase, RecordError, Rules, ShowInterrobang, apply, deal_action, deck, from_record, legal_actions,
    new_game, replay_summary, to_record,
)
from oh7_desktop.games.oh7.dealing import SplitMix64, seeded_deal

from engine_support import EXAMPLE_RECORDS, EXAMPLES, SHARED, bet_all, c, dealt, expected_of, load, stop_at_question

RULES_EXAMPLE = EXAMPLES / "rules-sheet-example.json"


def test_the_examples_are_all_there_and_match_the_shared_originals() -> None:
    """The copy holds the rules sheet's example and the 16 random records, each with its
    expected output, byte for byte as in ``../shared/examples`` when that folder exists."""
    assert len(EXAMPLE_RECORDS) == 17
    assert all(expected_path.exists() for expected_path in
               (p.with_name(p.stem + ".expected.json") for p in EXAMPLE_RECORDS))
    originals = SHARED / "examples"
    if not originals.is_dir():
        pytest.skip("no ../shared/examples beside this clone (a clean CI clone)")
    for original in sorted(originals.rglob("*.json")):
        copy_path = EXAMPLES / original.relative_to(originals)
        assert copy_path.read_bytes() == original.read_bytes(), copy_path


@pytest.mark.parametrize("path", EXAMPLE_RECORDS, ids=lambda p: p.stem)
def test_example_records_replay_to_their_expected_summary(path: Path) -> None:
    """The rules sheet's example and the 16 random records give exactly their .expected.json."""
    assert replay_summary(from_record(load(path))) == expected_of(path)


@pytest.mark.parametrize("path", EXAMPLE_RECORDS, ids=lambda p: p.stem)
def test_example_records_write_back_what_they_read(path: Path) -> None:
    """Reading an example and writing it again keeps every hand, bet and play."""
    record = load(path)
    written = to_record(from_record(record), record.get("names"))
    for old, new in zip(record["deals"], written["deals"], strict=True):
        assert new["hands"] == old["hands"] and new["bets"] == old["bets"] and new["plays"] == old["plays"]
        if record["rules"]["players"] == 2:
            assert new["dummy_pile"] == old["dummy_pile"]
    assert written["rules"] == record["rules"] and written.get("names") == record.get("names")


def test_to_record_layout() -> None:
    """A record has format, version, rules, names, seed and one entry per deal."""
    state, _ = bet_all(dealt(Rules("base", 2, 21), ["0S 1S 2S 3S 4S 5S 6S", "0H 1H 2H 3H 4H 5H 6H"], seed=9),
                       "6S 0H")
    record = to_record(state, ["Ann", "Bea"])
    assert record == {
        "format": "oh7-record", "version": 1, "rules": {"mode": "base", "players": 2, "target": 21},
        "names": ["Ann", "Bea"], "seed": 9,
        "deals": [{"hands": [["0S", "1S", "2S", "3S", "4S", "5S", "6S"], ["0H", "1H", "2H", "3H", "4H", "5H", "6H"]],
                   "dummy_pile": ["7S", "7H", "0C", "1C", "2C", "3C", "4C", "5C", "6C", "7C"],
                   "bets": [["6S", "0H"]], "plays": []}],
    }
    json.dumps(record)


def documented_deal(rules: Rules, seed: int, deal_index: int) -> tuple[list[list[str]], list[str]]:
    """Deal as dealing.py documents it, written again from its text: SplitMix64 seeded with
    (seed * 1_000_003 + deal_index) mod 2**64, Fisher-Yates from the last position down."""
    cards = [str(c) for c in deck(rules.mode, rules.players)]
    rng = SplitMix64((seed * 1_000_003 + deal_index) % 2**64)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.next() % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return [cards[7 * s:7 * s + 7] for s in range(rules.players)], cards[7 * rules.players:]


def test_seeded_deals_follow_the_documented_shuffle_and_stay_stable() -> None:
    """The deal from a seed is exactly the documented one, and pinned for one seed."""
    for mode, players in (("base", 2), ("base", 5), ("advanced", 6)):
        rules = Rules(mode, players)
        for seed, index in ((0, 0), (12345, 3), (2**63, 1), (-7, 2)):
            deal = seeded_deal(rules, seed, index)
            hands, rest = documented_deal(rules, seed, index)
            assert [[str(c) for c in h] for h in deal.hands] == hands and [str(c) for c in deal.rest] == rest
    pinned = deal_action(new_game(Rules("base", 4), 12345))
    assert [" ".join(map(str, h)) for h in pinned.hands] == [
        "2S 7D 3S 5D 1S 7C 1D", "5H 5S 4H 7H 4C 2C 0H", "4D 1H 2H 0C 6C 3D 5C", "6D 7S 3C 1C 6H 0D 6S"]
    assert SplitMix64(0).next() == 16294208416658607535


def forced_redeal_game(rules: Rules, seed: int, choice_seed: int) -> GameState:
    """Play a seeded game whose first deal fails three times (bets chosen to sum to 7 when
    possible), then random legal actions for two more rounds."""
    rng = random.Random(choice_seed)
    state = apply(new_game(rules, seed), deal_action(new_game(rules, seed)))[0]
    while state.deal_index == 0 and state.phase is Phase.BET:
        choices = [[a for a in legal_actions(state, s) if isinstance(a, Bet)] for s in range(rules.players)]
        combo = next((bets for bets in itertools.product(*choices)
                      if sum(b.card.value for b in bets) + 2 * rules.has_dummy == 7), None)
        for bet in combo or [rng.choice(seat_bets) for seat_bets in choices]:
            state = apply(state, bet)[0]
    while not state.is_over() and state.round_number < 2:
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        state = apply(state, action)[0]
    return state


@pytest.mark.parametrize(("mode", "players", "seed"), [("base", 3, 11), ("base", 2, 5), ("advanced", 4, 8)])
def test_records_without_hands_are_dealt_from_the_seed(mode: str, players: int, seed: int) -> None:
    """Omitting hands (and the dummy's pile) in a record of a seeded game replays identically,
    redeals included (the deal index counts them)."""
    state = forced_redeal_game(Rules(mode, players, 35), seed, choice_seed=seed + 1)
    record = to_record(state)
    if mode == "base" and players == 3:
        assert record["deals"][0]["plays"] == [] and len(record["deals"][0]["bets"]) == 3
    bare = copy.deepcopy(record)
    for deal in bare["deals"]:
        del deal["hands"]
        deal.pop("dummy_pile", None)
    again = from_record(bare)
    assert to_record(again) == record
    assert replay_summary(again) == replay_summary(state)


def test_a_game_saved_at_the_interrobang_decision_comes_back_there() -> None:
    """Regression: a record stopped while the ? holder decides replayed as if the ? were kept.
    The record says ``"show_interrobang": null`` there (the decision is still to come)."""
    state = stop_at_question()
    record = json.loads(json.dumps(to_record(state)))
    assert record["deals"][-1]["show_interrobang"] is None
    again = from_record(record)
    assert again.phase is Phase.INTERROBANG and again.asked == state.asked
    assert again == state
    decided = copy.deepcopy(record)
    decided["deals"][-1]["show_interrobang"] = False
    assert from_record(decided).phase is Phase.PLAY


def test_an_absent_show_interrobang_means_the_interrobang_was_kept() -> None:
    """Rulings: ``show_interrobang`` absent is false, even in a last deal that stops right after
    the bets; the deal then has its first leader by suit priority, and its trump."""
    state = stop_at_question()
    record = json.loads(json.dumps(to_record(state)))
    del record["deals"][-1]["show_interrobang"]
    again = from_record(record)
    kept = apply(state, ShowInterrobang(state.asked or 0, False))[0]
    assert again.phase is Phase.PLAY and again == kept
    summary = replay_summary(again)["deals"][-1]
    assert summary["first_leader"] == kept.first_leader != state.asked and summary["trump"] == kept.trump
    shown = copy.deepcopy(record)
    shown["deals"][-1]["show_interrobang"] = True
    assert replay_summary(from_record(shown))["deals"][-1]["first_leader"] == state.asked


def test_a_pending_interrobang_decision_must_be_the_last_thing_in_the_record() -> None:
    """``"show_interrobang": null`` (still deciding) is refused when plays or deals follow it."""
    state = stop_at_question()
    record = json.loads(json.dumps(to_record(state)))
    record["deals"][-1]["plays"] = ["0S"]
    with pytest.raises(RecordError, match=r"show_interrobang must be true or false$"):
        from_record(record)


def test_a_game_stopped_mid_bet_keeps_its_secret_bets_when_asked() -> None:
    """``include_pending`` writes the bets already made (null for the others) and they replay."""
    state = dealt(Rules("base", 3), ["0S 1S 2S 3S 4S 5S 6S", "7S 0H 1H 2H 3H 4H 5H", "6H 7H 0C 1C 2C 3C 4C"])
    state = apply(state, Bet(1, c("1H")))[0]
    record = to_record(state, include_pending=True)
    assert record["deals"][0]["bets"] == [[None, "1H", None]]
    assert from_record(record) == state
    assert to_record(state)["deals"][0]["bets"] == []


def test_show_interrobang_is_ignored_when_nobody_is_asked() -> None:
    """A ``show_interrobang: true`` in a deal where nobody was asked changes nothing."""
    record = load(RULES_EXAMPLE)
    record["deals"][0]["show_interrobang"] = True
    assert replay_summary(from_record(record)) == expected_of(RULES_EXAMPLE)


def with_change(path: list[Any], value: Any) -> dict[str, Any]:
    """Return the rules example with one value replaced (a path of keys and indexes)."""
    record: dict[str, Any] = load(RULES_EXAMPLE)
    target: Any = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return record


@pytest.mark.parametrize(("path", "value", "message"), [
    (["deals", 0, "plays", 6], "7C", "deal 1, play 7: seat 2 must follow H (holds 2H) and may not play 7C"),
    (["deals", 0, "plays", 0], "3C", "deal 1, play 1: seat 1 does not hold 3C"),
    (["deals", 0, "bets", 0, 0], "?", "deal 1, attempt 1, seat 0: seat 0 does not hold ?"),
    (["deals", 0, "bets", 1, 0], "2C", "deal 1, attempt 2, seat 0: seat 0 already bet with 2C in this deal"),
    (["deals", 0, "bets", 1, 3], "7D", "deal 1, attempt 2, seat 3: seat 3 does not hold 7D"),
    (["deals", 0, "bets", 1], ["3C", "3H", "2H"], "deal 1, attempt 2: expected 4 bet cards, found 3"),
    (["deals", 0, "plays", 3], "XX", "deal 1, plays: 'XX' is not a card"),
    (["deals", 0, "hands", 0, 0], "2S", "deal 1: the deal does not match the deck"),
    (["deals", 0, "hands", 3], ["0H"], "deal 1: a deal gives 7 cards to each of the 4 seats"),
    (["deals", 0, "bets"], [["2C", "3S", "2S", "0H"]], "deal 1, play 1: 1D is played but the bets are not settled"),
    (["format"], "oh8", "not an Oh 7 record"),
    (["version"], 2, "unsupported record version 2"),
    (["rules", "players"], 7, "rules: Oh 7 ? is for 2 to 6 players, not 7"),
    (["rules", "players"], 6, "rules: the base game is for 2 to 5 players, not 6"),
    (["rules", "mode"], "expert", "rules: unknown mode 'expert'"),
    (["rules", "target"], 0, "rules: the target must be a whole number from 1 to 9999, not 0"),
    (["names"], ["Alice"], "names must be a list of 4 strings"),
    (["seed"], "x", "seed must be a whole number"),
    (["deals"], {}, "deals must be a list"),
    (["deals", 0], [], "deal 1: expected an object"),
    (["deals", 0, "show_interrobang"], "yes", None),
])
def test_broken_records_name_the_deal_the_position_the_card_and_the_rule(
        path: list[Any], value: Any, message: str | None) -> None:
    """Each broken record raises ``RecordError`` (a ``ValueError``) with one plain line."""
    record = with_change(path, value)
    if message is None:  # show_interrobang is only read when somebody is asked
        assert replay_summary(from_record(record)) == expected_of(RULES_EXAMPLE)
        return
    with pytest.raises(RecordError) as info:
        from_record(record)
    assert isinstance(info.value, ValueError)
    assert str(info.value).startswith(message) and "\n" not in str(info.value)


def test_the_interrobang_can_never_be_a_recorded_bet() -> None:
    """An advanced record betting the ? names the rule."""
    record = load(EXAMPLES / "random" / "rand-0007.json")
    holder = next(s for s, hand in enumerate(record["deals"][0]["hands"]) if "?" in hand)
    record["deals"][0]["bets"][0][holder] = "?"
    with pytest.raises(RecordError, match=rf"^deal 1, attempt 1, seat {holder}: the \? can never be bet with$"):
        from_record(record)


def test_no_deal_may_follow_an_unfinished_or_finished_game() -> None:
    """A deal after an unfinished deal, or after the game's end, is refused."""
    record = load(RULES_EXAMPLE)
    record["deals"][0]["plays"] = record["deals"][0]["plays"][:5]
    record["deals"].append({"bets": []})
    with pytest.raises(RecordError, match="^deal 2: deal 1 is not finished"):
        from_record(record)
    finished = load(EXAMPLES / "random" / "rand-0007.json")
    finished["deals"].append({})
    with pytest.raises(RecordError, match="^deal 2: the game is over"):
        from_record(finished)


def test_two_player_hands_need_the_dummy_pile() -> None:
    """With hands given, a two-player deal must give the dummy's pile as well."""
    record = load(EXAMPLES / "random" / "rand-0000.json")
    del record["deals"][0]["dummy_pile"]
    with pytest.raises(RecordError, match="^deal 1: a two-player deal with hands needs its dummy_pile$"):
        from_record(record)


def test_names_and_seed_are_optional_and_a_missing_seed_is_zero() -> None:
    """A record may leave out ``names`` and ``seed``; without a seed, hands are drawn from seed 0."""
    record = load(RULES_EXAMPLE)
    record.pop("names", None)
    record.pop("seed", None)
    assert replay_summary(from_record(record)) == expected_of(RULES_EXAMPLE)
    bare = {"format": "oh7-record", "version": 1, "rules": {"mode": "base", "players": 3, "target": 35},
            "deals": [{"bets": []}]}
    assert from_record(bare).hands == deal_action(new_game(Rules("base", 3), 0)).hands


def test_a_dummy_pile_without_hands_is_refused() -> None:
    """Hands and the dummy's pile come together: a pile alone is neither used nor silently ignored."""
    record = load(EXAMPLES / "random" / "rand-0000.json")
    del record["deals"][0]["hands"]
    with pytest.raises(RecordError, match="^deal 1: a dummy_pile needs the hands too"):
        from_record(record)


def test_a_game_in_progress_may_stop_anywhere() -> None:
    """Cutting the example's plays anywhere gives a game in progress with the fields known so far."""
    record = load(RULES_EXAMPLE)
    plays = record["deals"][0]["plays"]
    for cut in (0, 1, 4, 13, 27):
        record["deals"][0]["plays"] = plays[:cut]
        summary = replay_summary(from_record(record))
        deal = summary["deals"][0]
        assert deal["bets"] == [3, 3, 2, 0] and deal["first_leader"] == 1 and deal["trump"] == "H"
        assert len(deal["trick_winners"]) == cut // 4 and "points" not in deal
        assert summary["finished"] is False
    record["deals"][0]["bets"] = record["deals"][0]["bets"][:1]
    record["deals"][0]["plays"] = []
    assert replay_summary(from_record(record))["deals"] == [{"redeal": False}]
