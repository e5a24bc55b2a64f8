"""Deals and bets: simultaneous secret bet cards, re-bets, redeals, the ``?`` and trump.

The ``?`` tie (rulings, Bets 4) is private until shown. In a game with the ``?``, every tie on
the highest value goes through the same neutral step (phase ``INTERROBANG``, event
:class:`~.events.TieSettling`): the tied holder of the ``?`` is asked there when showing it
would change the first leader; otherwise nobody is, and the chance action ``SettleTie`` ends
the step. Keeping the ``?`` and the chance settle give the same events and the same public
state, so no other seat can tell whether anyone was asked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from . import events as ev
from .actions import Bet, Deal, SettleTie, ShowInterrobang
from .cards import INTERROBANG, STAR_BASE, VALUES, Card, deck
from .errors import IllegalAction
from .playing import trick_order
from .reasons import Reason
from .rules import DUMMY_BET, HAND_SIZE, MAX_ATTEMPTS, Phase
from .state import DealLog, GameState

Step = tuple[GameState, list[ev.Event]]


def check_deal(state: GameState, action: Deal) -> None:
    """Raise unless the deal gives every seat seven cards of exactly this game's deck."""
    players = state.players
    if len(action.hands) != players or any(len(h) != HAND_SIZE for h in action.hands):
        raise IllegalAction(f"a deal gives {HAND_SIZE} cards to each of the {players} seats")
    given = Counter(c for hand in action.hands for c in hand) + Counter(action.rest)
    full = Counter(deck(state.rules.mode, players))
    if given != full:
        extra = sorted(str(c) for c in (given - full).elements())
        missing = sorted(str(c) for c in (full - given).elements())
        raise IllegalAction(f"the deal does not match the deck (extra {extra}, missing {missing})")


def apply_deal(state: GameState, action: Deal) -> Step:
    """Give out the hands and set the rest aside; betting starts."""
    players = state.players
    out: list[ev.Event] = [ev.DealStarted(state.deal_index, state.round_number)]
    out += [ev.CardDealt(seat, action.hands[seat][k], k * players + seat)
            for k in range(HAND_SIZE) for seat in range(players)]
    out.append(ev.RestSetAside(len(action.rest), state.rules.has_dummy))
    log = DealLog(hands=action.hands, rest=action.rest)
    new = state.evolve(
        phase=Phase.BET, hands=action.hands, rest=action.rest, pending=(None,) * players,
        asked=None, interrobang_shown=False, bets=(), bet_cards=(), trick=(), tricks=(),
        tricks_won=(0,) * players, dummy_up=(), log=state.log + (log,),
    )
    return new, out


def earlier_bets(state: GameState, seat: int) -> list[Card]:
    """Return the cards ``seat`` has bet with in earlier attempts of this deal."""
    return [attempt[seat] for attempt in state.attempts]


def bet_reason(state: GameState, seat: int, card: Card) -> Reason | None:
    """Return why ``seat`` may not bet ``card`` now, or None if it may."""
    if not 0 <= seat < state.players or state.pending[seat] is not None:
        return Reason.of("no_bet_now", seat=seat)
    hand = state.hands[seat]
    if card not in hand:
        return Reason.of("not_holding", seat=seat, card=str(card))
    if card.is_interrobang:
        return Reason.of("interrobang_never_bet")
    if hand.count(card) <= earlier_bets(state, seat).count(card):
        return Reason.of("already_bet_with", seat=seat, card=str(card))
    return None


def bet_choices(state: GameState, seat: int) -> tuple[Card, ...]:
    """Return the distinct cards ``seat`` may bet with now."""
    if state.pending[seat] is not None:
        return ()
    used = Counter(earlier_bets(state, seat))
    hand = Counter(state.hands[seat])
    return tuple(c for c in dict.fromkeys(state.hands[seat])
                 if not c.is_interrobang and hand[c] > used[c])


def apply_bet(state: GameState, action: Bet) -> Step:
    """Take one secret bet card; reveal them all once every seat has one."""
    pending = list(state.pending)
    pending[action.seat] = action.card
    attempt = len(state.attempts) + 1
    state = state.evolve(pending=tuple(pending), actions=state.actions + 1)
    out: list[ev.Event] = [ev.BetSubmitted(action.seat, attempt)]
    if any(card is None for card in pending):
        return state, out
    return _reveal(state, out)


def _reveal(state: GameState, out: list[ev.Event]) -> Step:
    cards = tuple(c for c in state.pending if c is not None)
    total = sum(c.value for c in cards) + (DUMMY_BET if state.rules.has_dummy else 0)
    log = state.current
    log = log.evolve(attempts=log.attempts + (cards,))
    attempt = len(log.attempts)
    state = state.evolve(log=state.log[:-1] + (log,), pending=(None,) * state.players)
    out.append(ev.BetsRevealed(attempt, cards, total))
    reason = attempt_failure(cards, state.rules.has_dummy)
    if reason is None:
        return _choose_leader(state, out)
    out.append(ev.RebetNeeded(attempt, reason))
    if attempt < MAX_ATTEMPTS:
        return state, out
    log = log.evolve(redeal=True)
    out.append(ev.Redeal(state.deal_index + 1))
    return state.evolve(phase=Phase.DEAL, deal_index=state.deal_index + 1,
                        log=state.log[:-1] + (log,)), out


def attempt_failure(cards: Sequence[int], has_dummy: bool) -> str | None:
    """Return why an attempt's bet cards (codes, by seat) must be bet again: ``"no_regular"``
    (nobody could lead) or ``"sum7"`` (the sum, with the dummy's 2, is 7); None if they stand.

    >>> attempt_failure([Card.from_str(t) for t in ("3S", "4H")], has_dummy=False)
    'sum7'
    >>> attempt_failure([Card.from_str(t) for t in ("1*", "N", "2*")], has_dummy=False)
    'no_regular'
    """
    if all(c >= STAR_BASE for c in cards):
        return "no_regular"
    total = sum(VALUES[c] for c in cards) + (DUMMY_BET if has_dummy else 0)
    return "sum7" if total == 7 else None


def leader_by_priority(cards: Sequence[int]) -> tuple[int, list[int]]:
    """Return the first leader by value then suit priority, and the seats tied on value
    (``cards``: the bet cards by seat, at least one regular)."""
    regular = [(seat, c) for seat, c in enumerate(cards) if c < STAR_BASE]
    top = max(c & 7 for _, c in regular)
    tied = [seat for seat, c in regular if c & 7 == top]
    best = min(tied, key=lambda seat: cards[seat] >> 3)
    return best, tied


def _choose_leader(state: GameState, out: list[ev.Event]) -> Step:
    cards = state.attempts[-1]
    best, tied = leader_by_priority(cards)
    if len(tied) < 2 or state.rules.mode != "advanced":  # no tie, or no ? in the deck
        return settle_bets(state, out, best, by_interrobang=False)
    holder = next((s for s in tied if s != best and INTERROBANG in state.hands[s]), None)
    state = state.evolve(phase=Phase.INTERROBANG, asked=holder)
    out.append(tie_settling(state))
    return state, out


def tie_settling(state: GameState) -> ev.TieSettling:
    """Return the tie being settled (phase ``INTERROBANG``): the tied seats, their value and
    who leads unless the ``?`` is shown. Public: it names nobody as the holder."""
    cards = state.attempts[-1]
    best, tied = leader_by_priority(cards)
    return ev.TieSettling(tuple(tied), cards[best].value, best)


def apply_show(state: GameState, action: ShowInterrobang) -> Step:
    """Settle the lead with (or without) the ``?`` the tied holder was asked about."""
    log = state.current.evolve(show_interrobang=action.show)
    state = state.evolve(log=state.log[:-1] + (log,), interrobang_shown=action.show,
                         actions=state.actions + 1)
    if not action.show:  # kept: exactly what a settle without a question shows
        return settle_bets(state, [], leader_by_priority(state.attempts[-1])[0], by_interrobang=False)
    return settle_bets(state, [ev.InterrobangShown(action.seat, True)], action.seat, by_interrobang=True)


def apply_settle(state: GameState, action: SettleTie) -> Step:
    """End the tie-settling step nobody was asked in: suit priority decides."""
    state = state.evolve(actions=state.actions + 1)  # one step, as a kept ? would be
    return settle_bets(state, [], leader_by_priority(state.attempts[-1])[0], by_interrobang=False)


def settle_bets(state: GameState, out: list[ev.Event], leader: int, *, by_interrobang: bool) -> Step:
    """Fix the bets, the first leader and trump; the dummy turns up two cards; play starts."""
    cards = state.attempts[-1]
    trump = cards[leader].suit
    log = state.current.evolve(first_leader=leader, trump=trump)
    bets = tuple(c.value for c in cards)
    out += [ev.BetsSettled(bets), ev.FirstLeaderChosen(leader, cards[leader], by_interrobang),
            ev.TrumpSet(trump or "")]
    rest, dummy_up = state.rest, tuple[Card, ...]()
    if state.rules.has_dummy:
        dummy_up, rest = rest[:2], rest[2:]
        out += [ev.DummyCardTurnedUp(card) for card in dummy_up]
    state = state.evolve(log=state.log[:-1] + (log,))
    new = state.evolve(phase=Phase.PLAY, asked=None, bets=bets, bet_cards=cards, leader=leader,
                       rest=rest, dummy_up=dummy_up, lead=None, order=trick_order(state, leader))
    return new, out
