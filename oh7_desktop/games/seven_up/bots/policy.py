"""The easy policy: rules of thumb on the fast simulator, for the ``easy`` bot and for the
playouts of ``medium`` and ``hard``.

Every function reads only what the seat to act knows in the deal it is given: its own hand,
the trump or proposal, the trick's lead, the cards gone to tricks (``FastDeal.gone``), the
totals and who deals. Never the other hand, the stock, or which trumps are in play, so the
same policy is fair in a sampled world and at the real table.

>>> from oh7_desktop.games.pack52 import Card
>>> hand = [int(Card.from_str(t)) for t in ("AH", "JH", "2H", "TS", "3C", "4D")]
>>> round(hand_worth(hand, 1), 2), round(hand_worth(hand, 0), 2)
(5.35, 2.0)
"""

from __future__ import annotations

from typing import Final

from ..fast import BEG, GIVE, GIVE_OR_RUN, PLAY, POINTS, RUN, SET_ASIDE, STAND, FastDeal

TRUMP_WORTH: Final = (1.0, 0.5, 0.4, 0.4, 0.4, 0.45, 0.5, 0.55, 1.2, 1.5, 0.9, 1.2, 1.8)
"""Worth of a trump by rank (2 … A), in rough points a deal: the ace is nearly sure high,
the jack a point to win, the ten a big share of game, the two usually low."""
SIDE_WORTH: Final = (0, 0, 0, 0, 0, 0, 0, 0, 0.3, 0.05, 0.1, 0.2, 0.5)
TRUMP_LENGTH: Final = 0.25
STAND_AT: Final = 1.5
"""In playouts, elder stands with a hand worth this much under the proposed suit."""
GIVE_AT: Final = 1.5
"""In playouts, the dealer gives (rather than run) with a hand worth this much, unless the gift
ends the game. Both were tuned on duplicate games between easy players (3,000 pairs each, fast
simulator): 1.5/1.5 won 0.511 against 1.5/2.0, which won 0.547 against 2.0/3.6, which won 0.547
against the first guess 3.0/3.6; standing on anything (0) lost, 0.436. They model players who
know the game, in the searches' playouts and in :mod:`.inference`."""
EASY_STAND_AT: Final = 2.0
EASY_GIVE_AT: Final = 3.0
"""The easy level's own thresholds: more careful, so a beg or a run is its answer to a doubtful
hand. Against random players (1,500 duplicate pairs) 2.0/3.0 won 0.770 where 1.5/1.5 won 0.704
(random dealers give half the time, so begging pays); against 1.5/1.5 it wins 0.466."""
JACK_STAKE: Final = 12
LOW_STAKE: Final = 10


def hand_worth(hand: list[int], trump: int) -> float:
    """Return a hand's rough worth in points if ``trump`` (a suit index) is trump."""
    worth = 0.0
    for card in hand:
        if card // 13 == trump:
            worth += TRUMP_WORTH[card % 13] + TRUMP_LENGTH
        else:
            worth += SIDE_WORTH[card % 13]
    return worth


def _unknown_lower_trump(card: int, hand: list[int], gone: int) -> bool:
    """True if a lower trump than ``card`` may still be in the other hand (unseen by me)."""
    base = card - card % 13
    return any(not (gone >> c & 1) and c not in hand for c in range(base, card))


def stake(card: int, trump: int, hand: list[int], gone: int) -> int:
    """Return what a card is worth to the trick's winner: card points, plus the jack of
    trump, plus the low point if it is surely (or likely) the lowest trump in play."""
    value = POINTS[card]
    if card // 13 == trump:
        rank = card % 13
        if rank == 9:
            value += JACK_STAKE
        if rank <= 3 and not _unknown_lower_trump(card, hand, gone):
            value += LOW_STAKE
        elif rank <= 1:
            value += LOW_STAKE // 2
    return value


def is_boss(card: int, hand: list[int], gone: int) -> bool:
    """True if no unseen card of its suit beats ``card``."""
    top = card - card % 13 + 12
    return all(gone >> c & 1 or c in hand for c in range(card + 1, top + 1))


def lead_score(card: int, trump: int, hand: list[int], gone: int) -> float:
    """Return how good a lead ``card`` is (higher is better)."""
    rank, boss = card % 13, is_boss(card, hand, gone)
    if card // 13 == trump:
        trumps = sum(1 for c in hand if c // 13 == trump)
        if boss and trumps >= 2:
            return 6.0 + rank / 13
        return -3.0 - stake(card, trump, hand, gone) - rank / 13
    if boss:
        return 2.0 + POINTS[card] / 2
    if POINTS[card] >= 10:
        return -5.0
    return 1.0 - POINTS[card] / 2 - rank / 13


def easy_lead(deal: FastDeal, hand: list[int]) -> int:
    """Return the easy lead: a boss trump to draw trumps, a boss side card, else low junk."""
    trump, gone = deal.trump, deal.gone
    return max(hand, key=lambda c: lead_score(c, trump, hand, gone))


def easy_follow(deal: FastDeal, hand: list[int], choices: list[int]) -> int:
    """Return the easy second card: win cheaply when it pays, else shed the least."""
    lead, trump, gone = deal.lead, deal.trump, deal.gone
    suit = lead // 13
    at_stake = stake(lead, trump, hand, gone)
    winners = [c for c in choices if (c // 13 == suit and c > lead) or
               (c // 13 == trump and suit != trump)]
    if winners:
        best = min(winners, key=lambda c: (c // 13 == trump, c % 13))
        own = stake(best, trump, hand, gone)
        if best // 13 != trump or at_stake >= 3 or own >= LOW_STAKE:
            return best
    return min(choices, key=lambda c: (stake(c, trump, hand, gone) + 4 * (c // 13 == trump),
                                       c % 13))


def easy_play(deal: FastDeal, seat: int) -> int:
    """Return the easy card for ``seat`` (the seat to play)."""
    hand = deal.hands[seat]
    choices = deal.choices(hand)
    if len(choices) == 1:
        return choices[0]
    if deal.lead < 0:
        return easy_lead(deal, hand)
    return easy_follow(deal, hand, choices)


def keep_value(card: int, trump: int) -> float:
    """Return how much a card is worth keeping after a run (higher: keep)."""
    rank = card % 13
    if card // 13 == trump:
        return 20.0 + rank + (5 if rank == 9 else 0) + (3 if rank == 0 else 0)
    return (0, 0, 0, 0, 0, 0, 0, 0, 7, 2, 3, 5, 8)[rank] + rank / 13


def easy_set_aside(hand: list[int], trump: int) -> int:
    """Return the bit mask of the 3 cards least worth keeping."""
    out = sorted(hand, key=lambda c: keep_value(c, trump))[:3]
    return (1 << out[0]) | (1 << out[1]) | (1 << out[2])


def easy_decision(deal: FastDeal, seat: int, stand_at: float = STAND_AT,
                  give_at: float = GIVE_AT) -> int:
    """Return the stand/beg or give/run decision from the hand's worth."""
    worth = hand_worth(deal.hands[seat], deal.proposal)
    if deal.phase == GIVE_OR_RUN:
        if deal.totals[1 - seat] + 1 >= deal.target:
            return RUN
        return GIVE if worth >= give_at else RUN
    return STAND if worth >= stand_at else BEG


def easy_action(deal: FastDeal) -> int:
    """Return the policy's action for the seat to act, in any phase with a choice (the
    playouts' thresholds)."""
    seat = deal.to_move()
    if deal.phase == PLAY:
        return easy_play(deal, seat)
    if deal.phase == SET_ASIDE:
        return easy_set_aside(deal.hands[seat], deal.trump)
    return easy_decision(deal, seat)


def easy_level_action(deal: FastDeal) -> int:
    """Return the easy level's action: the policy, with the easy level's own thresholds."""
    if deal.phase in (PLAY, SET_ASIDE):
        return easy_action(deal)
    return easy_decision(deal, deal.to_move(), EASY_STAND_AT, EASY_GIVE_AT)


__all__ = ["EASY_GIVE_AT", "EASY_STAND_AT", "GIVE_AT", "STAND_AT", "easy_action",
           "easy_decision", "easy_level_action", "easy_follow", "easy_lead", "easy_play",
           "easy_set_aside", "hand_worth", "is_boss", "keep_value", "stake"]
