"""The "never do this" rules of every game: moves a player's view proves wrong, and the seeded
positions where they arise (the corpus is in :mod:`blunder_positions`).

A position is ``(game, options, seed, decision)``: the game of ``options`` dealt from ``seed``
and played by easy bots, at its ``decision``-th seat decision (every view asked counts, in the
order the tournament asks them). A rule looks at that decision and returns the forbidden
actions with one line of why, or None where it does not apply. Every rule is certain from
what the seat sees (the trick's last card, a hand's top trumps), not a matter of taste:

- trick games, last to play (the trick's winner is known): a seat that has made its bet or
  bid must not win the trick when it can lose it (unless its trumps must win a trick anyway:
  more of them than higher trumps left elsewhere); a seat that needs every trick left must
  not lose it when it can win it (Oh 7 ?, Oh Hell);
- Oh Hell's bids: never bid fewer tricks than the top trumps you hold (the ace of trump, then
  the king with it..., the turned card left out), each of which wins whenever it is played;
- Seven Up: never play the jack of trump under a higher trump when a card of another suit
  may be played (the jack point goes to the other seat for nothing); capture a led jack of trump
  when you can; never set aside the ace of trump (high is the highest trump held in play);
  as dealer, never give elder the point that reaches the target (the game ends, lost);
- Red7, basic game: never fold while a move keeps you in (folding loses the round; in the
  advanced game it may limit the winner's score, so only): never fold when the other seat's
  hand is empty and a move keeps you in (it must fold next: the round is yours).

``python tests/blunder_support.py`` scans seeded games and prints new corpus lines.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from itertools import islice
from typing import Any

from oh7_desktop.games import registry

Rule = tuple[tuple[Any, ...], str]
"""The forbidden actions and why."""


def decisions(name: str, options: dict[str, Any], seed: int) -> Iterator[tuple[Any, Any]]:
    """Yield (state, view) of every seat decision of a seeded game played by easy bots."""
    game = registry.get(name)
    easy = game.bot("easy")
    state = game.new_game(game.rules_from_options(options), seed)
    while not game.is_over(state):
        chance = game.chance_action(state)
        if chance is not None:
            state = game.apply(state, chance)[0]
            continue
        views = [game.view(state, seat) for seat in game.to_move(state)]
        for view in views:
            yield state, view
        for view in views:
            state = game.apply(state, easy(view))[0]


def position(name: str, options: dict[str, Any], seed: int, decision: int) -> tuple[Any, Any]:
    """Return the (state, view) of one corpus position."""
    found = next(islice(decisions(name, options, seed), decision, None), None)
    if found is None:
        raise ValueError(f"{name} seed {seed} has no decision {decision}")
    return found


def _trick_outcomes(name: str, state: Any, view: Any) -> dict[Any, bool] | None:
    """Return, for each legal play of the trick's last player, whether it wins the trick."""
    if getattr(view, "trick", None) is None or str(getattr(view.phase, "name", "")) != "PLAY":
        return None
    game = registry.get(name)
    if len(view.trick) != game.players(view.rules) - 1 or getattr(view.rules, "has_dummy", False):
        return None
    outcomes = {}
    for action in view.legal:
        events = game.apply(state, action)[1]
        won = next(e.seat for e in events if type(e).__name__ == "TrickWon")
        outcomes[action] = won == view.seat
    return outcomes


def _bet_rule(name: str, state: Any, view: Any) -> Rule | None:
    """Made the bet: do not win; need every trick left: do not lose (last to play)."""
    outcomes = _trick_outcomes(name, state, view)
    if outcomes is None or len(set(outcomes.values())) < 2:
        return None
    bets = view.bets if name == "oh7" else view.bids
    bet = bets[view.seat] if bets and bets[view.seat] is not None else None
    if bet is None:
        return None
    won = view.tricks_won[view.seat]
    left = (7 if name == "oh7" else view.cards) - len(view.tricks)
    if won == bet and not _must_win_more(name, view):
        return (tuple(a for a, w in outcomes.items() if w),
                f"made its bet of {bet}, last to play: winning this trick breaks it")
    if bet - won == left:
        return (tuple(a for a, w in outcomes.items() if not w),
                f"needs all {left} tricks left for its bet of {bet}: losing this one breaks it")
    return None


def _must_win_more(name: str, view: Any) -> bool:
    """True if the seat's trumps will win a trick whatever happens: each other trump beats at
    most one of them, so if fewer than ``i`` trumps left elsewhere are above its ``i``-th
    highest, one of its trumps wins (its made bet is lost anyway)."""
    def strength(card: Any) -> int:
        return int(card.value) if name == "oh7" else int(card.rank)

    def is_trump(card: Any) -> bool:
        return not getattr(card, "is_special", False) and card.suit == view.trump

    if view.trump is None:
        return False
    elsewhere = list(view.unseen_cards())
    for seat, cards in enumerate(getattr(view, "revealed", ())):
        elsewhere += list(cards) if seat != view.seat else []
    others = [strength(c) for c in elsewhere if is_trump(c)]
    mine = sorted((strength(c) for c in view.hand if is_trump(c)), reverse=True)
    return any(sum(o > t for o in others) < i for i, t in enumerate(mine, 1))


def _sure_tricks_bid(view: Any) -> Rule | None:
    """Oh Hell: a bid below the number of top trumps held fails for certain."""
    if str(view.phase.name) != "BID" or view.trump is None:
        return None
    from oh7_desktop.games.pack52 import SUITS

    base, sure = SUITS.index(view.trump) * 13, 0
    for rank in range(12, -1, -1):
        card = base + rank
        if view.trump_card is not None and int(view.trump_card) == card:
            continue  # turned: out of play
        if card not in {int(c) for c in view.hand}:
            break
        sure += 1
    forbidden = tuple(a for a in view.legal if a.bid < sure)
    if not forbidden or len(forbidden) == len(view.legal):
        return None
    return forbidden, f"holds the {sure} top trump(s), each wins when played: a bid under {sure} fails"


def _seven_up_rule(name: str, state: Any, view: Any) -> Rule | None:
    """Seven Up: the jack of trump and the ace of trump."""
    from oh7_desktop.games.seven_up.rules import JACK_RANK

    if str(view.phase.name) == "GIVE_OR_RUN":
        elder = 1 - view.dealer
        if view.totals[elder] == view.rules.target - 1:
            gives = tuple(a for a in view.legal if a.decision == "give")
            return gives, "gives elder the point that reaches the target: the game is lost"
        return None
    if view.trump is None:
        return None
    if str(view.phase.name) == "SET_ASIDE":
        ace = [c for c in view.hand if c.suit == view.trump and c.rank == 12]
        forbidden = tuple(a for a in view.legal if ace and ace[0] in a.cards)
        if forbidden and len(forbidden) < len(view.legal):
            return forbidden, "sets aside the ace of trump: high is the highest trump held in play"
        return None
    if str(view.phase.name) != "PLAY" or len(view.trick) != 1:
        return None
    outcomes = _trick_outcomes(name, state, view)
    assert outcomes is not None
    led = view.trick[0][1]
    if led.suit == view.trump and led.rank == JACK_RANK and any(outcomes.values()):
        losers = tuple(a for a, w in outcomes.items() if not w)
        return (losers, "lets the led jack of trump go when it can capture it") if losers else None
    jack = [a for a in outcomes if a.card.suit == view.trump and a.card.rank == JACK_RANK]
    # Another trump under it might be the low (won by whoever takes it): only a card of
    # another suit is a free alternative.
    if jack and not outcomes[jack[0]] and any(a.card.suit != view.trump for a in outcomes):
        return tuple(jack), "plays the jack of trump under a higher trump: the jack point goes over"
    return None


def _red7_rule(view: Any) -> Rule | None:
    """Red7: folding while a move keeps the seat in (basic), or wins the round (advanced)."""
    folds = tuple(a for a in view.legal if type(a).__name__ == "Fold")
    if not folds or len(folds) == len(view.legal):
        return None
    if not view.rules.advanced:
        return folds, "folds while a move keeps it in the round (folding loses it)"
    others = [s for s in range(view.players) if s != view.seat and view.active[s]]
    if len(others) == 1 and view.hand_sizes[others[0]] == 0:
        return folds, "folds while the other seat, hand empty, must fold next: staying wins"
    return None


def rule(name: str, state: Any, view: Any) -> Rule | None:
    """Return the forbidden actions of this decision and why, or None if no rule applies."""
    if len(view.legal) < 2:
        return None
    if name == "red7":
        return _red7_rule(view)
    if name == "seven-up":
        return _seven_up_rule(name, state, view)
    if name == "oh-hell" and str(view.phase.name) == "BID":
        return _sure_tricks_bid(view)
    return _bet_rule(name, state, view)


SCAN: dict[str, tuple[dict[str, Any], ...]] = {
    "oh7": ({"mode": "base", "players": 4}, {"mode": "advanced", "players": 5}),
    "oh-hell": ({"players": 4}, {"players": 5}),
    "seven-up": ({}, {"target": 3}),
    "red7": ({"players": 2}, {"players": 3}, {"players": 2, "advanced": True}),
}


def scan(name: str, wanted: int, first_seed: int = 1) -> Iterator[tuple[dict[str, Any], int, int, str]]:
    """Yield ``wanted`` corpus lines of a game: options, seed, decision, why (per deal, the
    middle position of each rule kind, to spread them over many deals and moments)."""
    found, seed = 0, first_seed
    while found < wanted:
        options = SCAN[name][seed % len(SCAN[name])]
        kinds: dict[str, list[tuple[int, str]]] = {}
        for index, (state, view) in enumerate(decisions(name, options, seed)):
            hit = rule(name, state, view)
            if hit is not None:
                kinds.setdefault(hit[1].split(":")[0], []).append((index, hit[1]))
        for hits in kinds.values():
            index, why = hits[len(hits) // 2]
            yield options, seed, index, why
            found += 1
            if found == wanted:
                return
        seed += 1


if __name__ == "__main__":
    for game in sys.argv[1:] or registry.names():
        for line in scan(game, 24):
            print(f"    ({game!r}, {line[0]!r}, {line[1]}, {line[2]}),  # {line[3]}")
