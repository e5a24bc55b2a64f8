"""The deal and the bids: one bid a seat, in turn from the dealer's left (the dealer last,
hooked if ``hook``), or all secret and revealed together (``simultaneous``)."""

from __future__ import annotations

from collections import Counter

from . import events as ev
from ..pack52 import PACK
from .actions import Bid, Deal
from .reasons import Reason
from .rules import Phase, Rules
from .state import GameState, HandLog

Step = tuple[GameState, list[ev.Event]]


def bid_order(players: int, dealer: int) -> tuple[int, ...]:
    """Return the seats in bidding order: the dealer's left first, the dealer last."""
    return tuple((dealer + k) % players for k in range(1, players + 1))


def hooked_bid(cards: int, others: int) -> int | None:
    """Return the bid the hooked dealer may not make (the one making the total ``cards``),
    given the sum of the other bids, or None if no bid would."""
    forbidden = cards - others
    return forbidden if 0 <= forbidden <= cards else None


def next_bidder(state: GameState) -> int | None:
    """Return the seat to bid next in turn (None once everybody has bid)."""
    for seat in bid_order(state.players, state.dealer):
        if state.bids[seat] is None:
            return seat
    return None


def bidders(state: GameState) -> tuple[int, ...]:
    """Return the seats that must bid now (every seat still choosing, if simultaneous)."""
    if state.rules.simultaneous:
        return tuple(s for s, b in enumerate(state.pending) if b is None)
    seat = next_bidder(state)
    return () if seat is None else (seat,)


def forbidden_bid(state: GameState, seat: int) -> int | None:
    """Return the number the hook forbids ``seat`` to bid now, if any."""
    if not state.rules.hook or seat != state.dealer:
        return None
    return hooked_bid(state.cards, sum(b for b in state.bids if b is not None))


def bid_choices(state: GameState, seat: int) -> tuple[int, ...]:
    """Return every bid ``seat`` may make now (empty if it has none to make)."""
    if state.phase is not Phase.BID or seat not in bidders(state):
        return ()
    forbidden = forbidden_bid(state, seat)
    return tuple(b for b in range(state.cards + 1) if b != forbidden)


def bid_reason(state: GameState, seat: int, bid: int) -> Reason | None:
    """Return why ``seat`` may not bid ``bid`` now, or None if it may."""
    waiting = bidders(state)
    if seat not in waiting:
        if not state.rules.simultaneous and waiting and 0 <= seat < state.players \
                and state.bids[seat] is None:
            return Reason.of("not_your_turn", seat=seat, turn=waiting[0])
        return Reason.of("no_bid_now", seat=seat)
    if isinstance(bid, bool) or not isinstance(bid, int) or not 0 <= bid <= state.cards:
        return Reason.of("bid_out_of_range", seat=seat, bid=str(bid), cards=state.cards)
    if bid == forbidden_bid(state, seat):
        return Reason.of("hook_forbids", seat=seat, bid=bid, cards=state.cards)
    return None


def deal_problem(rules: Rules, hand_index: int, action: Deal) -> str | None:
    """Return what is wrong with a deal for this hand of the game, or None."""
    size, players = rules.hand_size(hand_index), rules.players
    if len(action.hands) != players or any(len(h) != size for h in action.hands):
        return f"a deal gives {size} card{'s' if size > 1 else ''} to each of the {players} seats"
    if rules.has_trump(hand_index) and action.trump_card is None:
        return "this hand has trump: a card must be turned up"
    if not rules.has_trump(hand_index) and action.trump_card is not None:
        return f"a hand of {size} cards has no trump, so no card is turned"
    dealt = [c for h in action.hands for c in h]
    turned = [action.trump_card] if action.trump_card is not None else []
    given = dealt + turned + list(action.rest)
    twice = sorted((c for c, k in Counter(given).items() if k > 1), key=int)
    if twice:
        return f"{' '.join(str(c) for c in twice)} dealt twice"
    if len(given) != len(PACK):
        return f"the deal uses {len(given)} cards, not the pack's {len(PACK)}"
    return None


def apply_deal(state: GameState, action: Deal) -> Step:
    """Give out the hands, turn the trump card (if the hand has trump); bidding starts."""
    players, dealer, size = state.players, state.dealer, state.cards
    out: list[ev.Event] = [ev.HandStarted(state.hand_index, size, dealer,
                                          action.trump_card is not None)]
    order = bid_order(players, dealer)
    out += [ev.CardDealt(seat, action.hands[seat][k], k * players + i)
            for k in range(size) for i, seat in enumerate(order)]
    trump: str | None = None
    if action.trump_card is not None:
        trump = action.trump_card.suit
        out.append(ev.TrumpTurned(action.trump_card, trump))
    out.append(ev.RestSetAside(len(action.rest)))
    log = HandLog(cards=size, dealer=dealer, deal=action.hands, trump_card=action.trump_card,
                  bids=(None,) * players)
    new = state.evolve(
        phase=Phase.BID, hands=action.hands, trump_card=action.trump_card, trump=trump,
        rest=action.rest, bids=(None,) * players, pending=(None,) * players,
        leader=order[0], trick=(), lead=None, tricks=(), tricks_won=(0,) * players,
        log=state.log + (log,))
    return new, out


def apply_bid(state: GameState, action: Bid) -> Step:
    """Take a bid: face up in turn, or secret until every seat has chosen."""
    seat, state = action.seat, state.evolve(actions=state.actions + 1)
    if state.rules.simultaneous:
        pending = state.pending[:seat] + (action.bid,) + state.pending[seat + 1:]
        out: list[ev.Event] = [ev.BidSubmitted(seat)]
        if any(b is None for b in pending):
            return state.evolve(pending=pending), out
        bids: tuple[int | None, ...] = pending
        out.append(ev.BidsRevealed(tuple(b or 0 for b in pending)))
        state = state.evolve(pending=(None,) * state.players)
    else:
        out = [ev.BidMade(seat, action.bid, forbidden_bid(state, seat))]
        bids = state.bids[:seat] + (action.bid,) + state.bids[seat + 1:]
    state = state.evolve(bids=bids, log=state.log[:-1] + (state.current.evolve(bids=bids),))
    if any(b is None for b in bids):
        return state, out
    final = tuple(b or 0 for b in bids)
    out.append(ev.BiddingClosed(final, sum(final), state.cards, state.leader))
    return state.evolve(phase=Phase.PLAY), out

