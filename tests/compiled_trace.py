"""Random games on the bots' simulators, as one digest per game of every step (differential tests).

Each game's simulator is driven from a seeded generator with uniformly random legal actions;
at every step the digest takes the whole state (every field named), the legal actions, a clone's
state (it must equal the original's) and the scores, then the end's scores and the random
play-outs the bots use. The same seeds give the same digests on the Python sources and on the
compiled build, or one of them differs from the reference.

:func:`hard_decisions` takes the hard bots' decisions in fixed positions of seeded games: their
budgets are counted in iterations, never in time, so the build must not change one of them.

Run as a script (``python tests/compiled_trace.py sims GAMES SEED FIELDS_JSON`` or ``... decisions
COUNT``) it prints a JSON object: ``compiled`` (whether the bots' modules were loaded from the
build) and ``digests`` by game, or ``decisions`` by game. ``FIELDS_JSON`` names each
simulator's fields (the sources' ``__slots__``: compiled classes have none to list).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oh7_desktop.games import compiled, registry
from oh7_desktop.games.oh7 import fast as oh7_fast
from oh7_desktop.games.oh7.rules import Rules as Oh7Rules
from oh7_desktop.games.oh_hell import fast as oh_hell_fast
from oh7_desktop.games.oh_hell.rules import Rules as OhHellRules
from oh7_desktop.games.red7 import fast as red7_fast
from oh7_desktop.games.red7.rules import Rules as Red7Rules
from oh7_desktop.games.seven_up import fast as seven_up_fast

Note = Callable[..., None]
"""Adds what it is given to a game's digest."""


def fields_of_sources() -> dict[str, list[str]]:
    """Return each simulator's field names, from the loaded classes (the sources' ``__slots__``)."""
    classes: dict[str, type] = {"oh-hell": oh_hell_fast.FastHand, "oh7": oh7_fast.Sim,
                                "seven-up": seven_up_fast.FastDeal, "red7": red7_fast.Sim}
    # Under OH7_PURE_PYTHON=0 the classes are compiled: mypyc lists their fields in __mypyc_attrs__.
    return {game: list(vars(cls).get("__slots__") or vars(cls)["__mypyc_attrs__"])
            for game, cls in classes.items()}


def snapshot(sim: object, fields: list[str]) -> str:
    """Return every field of ``sim`` (callables left out: their repr is an address)."""
    values = [getattr(sim, name, "<unset>") for name in fields]
    return repr([value for value in values if not callable(value)])


def oh_hell_game(rng: random.Random, fields: list[str], note: Note) -> None:
    """One random hand of Oh Hell, step by step, then the bots' random play-out from a middle."""
    rules = OhHellRules(players=rng.randint(3, 7), hook=rng.random() < 0.5, podrida=rng.random() < 0.5)
    index = rng.randrange(rules.hands)
    cards = rules.hand_size(index)
    hands, trump = oh_hell_fast.deal_codes(rules.players, cards, rules.has_trump(index), rng)
    dealer = rules.dealer(index)
    bids = oh_hell_fast.random_bids(hands, dealer, rules, rng)
    hand = oh_hell_fast.FastHand.start(hands, trump, (dealer + 1) % rules.players, bids, rules)
    middle = None
    while not hand.done:
        legal = hand.legal()
        note(snapshot(hand, fields), hand.to_play(), legal, hand.best(), snapshot(hand.clone(), fields))
        if middle is None and rng.random() < 0.1:
            middle = hand.clone()
        hand.play(legal[int(rng.random() * len(legal))])
    note(snapshot(hand, fields), hand.points())
    if middle is not None:
        log: list[int] = []
        oh_hell_fast.random_playout(middle, rng, log)
        note(log, snapshot(middle, fields), middle.points())
    whole = oh_hell_fast.random_hand(rules, index, rng)
    note(snapshot(whole, fields), whole.points())


def oh7_game(rng: random.Random, fields: list[str], note: Note) -> None:
    """One random round of Oh 7 ?, step by step from its first trick, then a random round."""
    mode = rng.choice(("base", "advanced"))
    rules = Oh7Rules(mode, rng.randint(2, 5) if mode == "base" else rng.randint(3, 6))
    start = oh7_fast.random_round(rules, rng)
    note(snapshot(start, fields), start.points())
    full = list(oh7_fast._deck_codes(rules.mode, rules.players))
    settled = None
    while settled is None:
        rng.shuffle(full)
        hands = [full[s:s + 7] for s in range(0, rules.players * 7, 7)]
        settled = oh7_fast.random_bets(hands, rules.has_dummy, rng)
    cards, leader = settled
    sim = oh7_fast.Sim.start(hands, full[rules.players * 7:][::-1], cards, leader)
    while not sim.done:
        legal = sim.legal()
        note(snapshot(sim, fields), sim.to_play(), legal, snapshot(sim.clone(), fields))
        sim.play(legal[int(rng.random() * len(legal))])
    note(snapshot(sim, fields), sim.points())


def seven_up_game(rng: random.Random, fields: list[str], note: Note) -> None:
    """One random deal of Seven Up, step by step (packs drawn from the seeded generator)."""
    totals = [rng.randrange(7), rng.randrange(7)]
    deal = seven_up_fast.FastDeal(7, totals, rng.randrange(2), seven_up_fast.random_packs(rng))
    while deal.phase != seven_up_fast.DONE:
        legal = deal.legal()
        note(snapshot(deal, fields), deal.to_move(), legal, snapshot(deal.clone(), fields))
        deal.step(rng.choice(legal) if legal else 0)
    note(snapshot(deal, fields))


def red7_game(rng: random.Random, fields: list[str], note: Note) -> None:
    """One random round of Red7, step by step, with who is winning and the points each step."""
    rules = Red7Rules(rng.randint(2, 4), advanced=rng.random() < 0.5, actions=rng.random() < 0.5)
    deck = list(range(49))
    rng.shuffle(deck)
    sim = red7_fast.Sim.deal(rules, deck)
    while not sim.over:
        legal = sim.legal()
        standing = [(sim.winning(s), red7_fast.points_of(sim.palettes[s])) for s in range(sim.players)]
        note(snapshot(sim, fields), legal, standing, snapshot(sim.copy(), fields))
        sim.play(rng.choice(legal[:-1]) if len(legal) > 1 else legal[0])
    note(snapshot(sim, fields), sim.winner)


GAMES: dict[str, Callable[[random.Random, list[str], Note], None]] = {
    "oh-hell": oh_hell_game, "oh7": oh7_game, "seven-up": seven_up_game, "red7": red7_game}


def digests(games: int, seed: int, fields: dict[str, list[str]]) -> dict[str, list[str]]:
    """Return, by game, one digest per random game (game ``i`` seeded by ``seed`` and ``i``)."""
    out: dict[str, list[str]] = {}
    for name, play in GAMES.items():
        out[name] = []
        for i in range(games):
            digest = hashlib.blake2b(digest_size=8)

            def note(*parts: object, digest: hashlib.blake2b = digest) -> None:
                digest.update(repr(parts).encode())
            play(random.Random(f"{seed}:{name}:{i}"), fields[name], note)
            out[name].append(digest.hexdigest())
    return out


def hard_decisions(count: int) -> dict[str, list[str]]:
    """Return, by game, the hard bot's first ``count`` decisions for seat 0 in easy bots' games
    from seeds 0, 1, ... (default options, 4 players; Seven Up 2, Red7 3)."""
    out: dict[str, list[str]] = {}
    for name, players in (("oh7", 4), ("oh-hell", 4), ("seven-up", 2), ("red7", 3)):
        game = registry.get(name)
        rules = game.rules_from_options({"players": players})
        hard, easy = game.bot("hard"), game.bot("easy")
        taken: list[str] = []
        seed = 0
        while len(taken) < count:
            state = game.new_game(rules, seed)
            seed += 1
            while not game.is_over(state) and len(taken) < count:
                chance = game.chance_action(state)
                if chance is not None:
                    state = game.apply(state, chance)[0]
                    continue
                for seat in game.to_move(state):
                    view = game.view(state, seat)
                    if seat == 0:
                        taken.append(repr(hard(view)))
                    state = game.apply(state, easy(view))[0]
        out[name] = taken
    return out


def loaded_compiled() -> bool:
    """True when every simulator module of the build was loaded compiled."""
    return all(compiled.is_compiled(importlib.import_module(name)) for name in compiled.MODULES)


if __name__ == "__main__":
    if sys.argv[1] == "decisions":
        print(json.dumps({"compiled": loaded_compiled(), "decisions": hard_decisions(int(sys.argv[2]))}))
    else:
        count, seed_arg, fields_json = sys.argv[2:5]
        print(json.dumps({"compiled": loaded_compiled(),
                          "digests": digests(int(count), int(seed_arg), json.loads(fields_json))}))
