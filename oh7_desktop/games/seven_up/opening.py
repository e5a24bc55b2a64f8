"""From a new pack to the first trick: the deal, the turned card, stand / beg / give / run,
the runs, the exhausted pack, and the set-aside after a run on a new suit.

Every function here takes a legal action (checked by :mod:`.game`) and returns the new state
and its events; none changes its input.
"""

from __future__ import annotations

from collections import Counter

from ..interface import Reason
from ..pack52 import Card
from . import events as ev
from .actions import Decide, SetAside, Shuffle
from .dealing import FIRST_DEAL, first_deal, run_cards
from .rules import JACK_RANK, RUN_NEEDS, RUN_SIZE, Phase
from .state import NO_ASIDE, DealLog, GameState

Events = list[ev.Event]


def pack_problem(pack: tuple[Card, ...]) -> str | None:
    """Return why ``pack`` is not a whole pack of 52 different cards, or None."""
    if len(pack) != 52:
        return f"a pack has 52 cards, not {len(pack)}"
    twice = [str(c) for c, n in Counter(pack).items() if n > 1]
    if twice:
        return f"the pack holds {twice[0]} twice"
    return None


def score_point(state: GameState, seat: int, kind: str, card: Card | None,
                events: Events) -> GameState:
    """Give ``seat`` one point of ``kind``; the first to reach the target wins at once."""
    totals = tuple(t + (s == seat) for s, t in enumerate(state.totals))
    events.append(ev.PointScored(seat, kind, card, totals))
    state = state.evolve(totals=totals)
    if not state.winners and totals[seat] >= state.rules.target:
        events.append(ev.GameWon(seat, kind, totals))
        state = state.evolve(winners=(seat,), won_by=kind, phase=Phase.GAME_OVER)
    return state


def _jack_turned(state: GameState, card: Card, events: Events) -> GameState:
    """A turned jack scores 1 for the dealer (the deal's own turn, or a run's new suit)."""
    if card.rank != JACK_RANK:
        return state
    jacks = tuple(n + (s == state.dealer) for s, n in enumerate(state.current.turned_jacks))
    state = state.evolve(log=state.log[:-1] + (state.current.evolve(turned_jacks=jacks),))
    return score_point(state, state.dealer, "turned_jack", card, events)


def _dealt(seat: int, cards: tuple[Card, ...], at: int, extra: bool) -> list[ev.CardDealt]:
    return [ev.CardDealt(seat, card, at + i, extra) for i, card in enumerate(cards)]


def apply_shuffle(state: GameState, action: Shuffle) -> tuple[GameState, Events]:
    """Deal a new pack: 3 + 3 + 3 + 3 from the top, elder first, and turn the next card."""
    events: Events = []
    pack = action.pack
    if len(state.log) == state.deal_index:  # a new deal (else: the pack ran out, deal again)
        events.append(ev.DealStarted(state.deal_index, state.dealer, 1 - state.dealer))
        log = state.log + (DealLog(dealer=state.dealer, packs=(pack,)),)
    else:
        log = state.log[:-1] + (state.current.evolve(packs=state.current.packs + (pack,)),)
    events.append(ev.PackShuffled(state.deal_index, len(log[-1].packs) - 1))
    elder, dealer = 1 - state.dealer, state.dealer
    for at in range(0, 4 * RUN_SIZE, RUN_SIZE):
        events += _dealt(elder if at % 6 == 0 else dealer, pack[at:at + RUN_SIZE], at, False)
    elder_cards, dealer_cards, card = first_deal(pack)
    hands = (elder_cards, dealer_cards) if elder == 0 else (dealer_cards, elder_cards)
    events.append(ev.CardTurned(card, card.suit, 0))
    log = log[:-1] + (log[-1].evolve(turned=log[-1].turned + (card,)),)
    state = state.evolve(phase=Phase.STAND_OR_BEG, pack=pack, drawn=FIRST_DEAL, hands=hands,
                         set_aside=NO_ASIDE, discarded=(), turned=(card,), trump=None, log=log)
    return _jack_turned(state, card, events), events


def start_play(state: GameState, suit: str, how: str, events: Events, *,
               announce: bool = True) -> GameState:
    """Settle the trump (``announce``: say so, unless a run's turned card already did) and
    open the first trick, elder to lead."""
    if announce:
        events.append(ev.TrumpSet(suit, how))
    events.append(ev.PlayStarted(state.elder))
    log = state.log[:-1] + (state.current.evolve(trump=suit, trump_how=how),)
    return state.evolve(phase=Phase.PLAY, trump=suit, in_play=state.hands, leader=state.elder,
                        trick=(), tricks=(), trick_winners=(), log=log)


def apply_decide(state: GameState, action: Decide) -> tuple[GameState, Events]:
    """Stand, beg, give or run."""
    events: Events = [ev.Decided(action.seat, action.decision)]
    log = state.log[:-1] + (state.current.evolve(
        decisions=state.current.decisions + (action.decision,)),)
    state = state.evolve(log=log)
    suit = state.proposal
    assert suit is not None
    if action.decision == "stand":
        return start_play(state, suit, "stand", events), events
    if action.decision == "beg":
        return state.evolve(phase=Phase.GIVE_OR_RUN), events
    if action.decision == "give":
        events.append(ev.TrumpSet(suit, "give"))
        state = state.evolve(log=state.log[:-1] + (state.current.evolve(gift=True),))
        state = score_point(state, state.elder, "gift", None, events)
        if state.is_over():
            return state.evolve(trump=suit, log=state.log[:-1] + (state.current.evolve(
                trump=suit, trump_how="give"),)), events
        return start_play(state, suit, "give", events, announce=False), events
    return run(state, events), events


def run(state: GameState, events: Events) -> GameState:
    """Run the cards until a new suit turns up, or the pack runs out."""
    pack, at, proposal = state.pack, state.drawn, state.proposal
    elder, dealer = state.elder, state.dealer
    discarded, turned, log = state.discarded, state.turned, state.current
    while len(pack) - at >= RUN_NEEDS:
        elder_cards, dealer_cards, card = run_cards(pack, at)
        events += _dealt(elder, elder_cards, at, True) + _dealt(dealer, dealer_cards, at + 3, True)
        events.append(ev.CardTurned(card, card.suit, len(turned)))
        at, turned = at + RUN_NEEDS, turned + (card,)
        log = log.evolve(runs=log.runs + 1, turned=log.turned + (card,))
        extras = (elder_cards, dealer_cards) if elder == 0 else (dealer_cards, elder_cards)
        if card.suit == proposal:
            events.append(ev.RunRepeated(card.suit, extras))
            discarded += elder_cards + dealer_cards
            log = log.evolve(repeats=log.repeats + 1)
            continue
        hands = tuple(h + x for h, x in zip(state.hands, extras))
        state = state.evolve(phase=Phase.SET_ASIDE, drawn=at, hands=hands, discarded=discarded,
                             turned=turned, trump=card.suit, log=state.log[:-1] + (log,))
        events.append(ev.TrumpSet(card.suit, "run"))
        log = state.current.evolve(trump=card.suit, trump_how="run")
        state = state.evolve(log=state.log[:-1] + (log,))
        return _jack_turned(state, card, events)
    events.append(ev.PackExhausted(len(pack) - at))
    return state.evolve(phase=Phase.DEAL, drawn=at, discarded=discarded, turned=turned,
                        log=state.log[:-1] + (log,))


def set_aside_turn(state: GameState) -> int:
    """Return the seat that sets aside now: elder first, then the dealer."""
    return state.elder if state.set_aside[state.elder] is None else state.dealer


def apply_set_aside(state: GameState, action: SetAside) -> tuple[GameState, Events]:
    """A seat puts 3 cards face down out of the deal; once both have, the tricks start."""
    seat, gone = action.seat, set(action.cards)
    events: Events = [ev.SetAsideDone(seat, action.cards)]
    hands = tuple(tuple(c for c in h if c not in gone) if s == seat else h
                  for s, h in enumerate(state.hands))
    aside = tuple(action.cards if s == seat else a for s, a in enumerate(state.set_aside))
    log = state.log[:-1] + (state.current.evolve(set_aside=aside),)
    state = state.evolve(hands=hands, set_aside=aside, log=log)
    if all(a is not None for a in aside):
        assert state.trump is not None
        state = start_play(state, state.trump, "run", events, announce=False)
    return state, events


def set_aside_reason(state: GameState, action: SetAside) -> Reason | None:
    """Return why this set-aside is illegal now, or None."""
    seat, turn = action.seat, set_aside_turn(state)
    if seat != turn:
        return Reason.of("not_your_turn", seat=seat, turn=turn)
    if len(action.cards) != RUN_SIZE:
        return Reason.of("set_aside_count", seat=seat, count=len(action.cards))
    for card, count in Counter(action.cards).items():
        if count > 1:
            return Reason.of("set_aside_twice", seat=seat, card=str(card))
    for card in action.cards:
        if card not in state.hands[seat]:
            return Reason.of("not_holding", seat=seat, card=str(card))
    return None


__all__ = ["apply_decide", "apply_set_aside", "apply_shuffle", "pack_problem", "run",
           "score_point", "set_aside_reason", "set_aside_turn", "start_play"]
