"""Trick-taking rules shared by the games that take tricks (Oh 7 ?, Oh Hell, Seven Up).

Cards are ints (each game's card codes); a game describes its pack by two tables indexed by
card code: ``suit_of`` (the suit index, or :data:`NO_SUIT` for a card that belongs to no
suit and may always be played, like Oh 7 ?'s specials) and, per trick, ``power`` (how strong
the card is in this trick: 0 cannot win, higher beats lower). Tables keep this fast enough
for the bots' simulators.

>>> suit_of = (0, 0, 1, 1, NO_SUIT)          # cards 0,1 of suit 0; 2,3 of suit 1; 4 suitless
>>> follow_choices((0, 2, 4), 1, suit_of)    # holds suit 1: follows it, or plays the free card
(2, 4)
>>> follow_choices((0, 4), 1, suit_of)       # void in suit 1: anything
(0, 4)
>>> follow_choices((0, 1, 4), 1, suit_of, trump=0, must_trump=True)  # void: must trump
(0, 1, 4)
>>> follow_problem((0, 2), 0, 1, suit_of)
('must_follow', 2)
>>> power = standard_power(ranks=(0, 1, 0, 1, 0), suit_of=suit_of, trump=0, lead=1)
>>> trick_winner(((5, 2), (6, 3), (7, 0)), power)   # the trump wins
7
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

NO_SUIT: Final = -1
"""The suit of a card that follows no suit (always playable; never sets the lead)."""


class NoWinner(RuntimeError):
    """A trick that no card can win: impossible in a correct game, so never guessed."""


def lead_of(cards: Sequence[int], suit_of: Sequence[int]) -> int:
    """Return the lead suit: the suit of the first card that has one (NO_SUIT if none yet)."""
    for card in cards:
        suit = suit_of[card]
        if suit != NO_SUIT:
            return suit
    return NO_SUIT


def follow_choices(hand: Sequence[int], lead: int, suit_of: Sequence[int], *,
                   trump: int = NO_SUIT, must_trump: bool = False) -> tuple[int, ...]:
    """Return the distinct cards of ``hand`` that may be played to a trick led in ``lead``.

    A player who holds the lead suit plays it (or a suitless card); with ``must_trump``
    (Oh Hell's *podrida*) a player void in the lead suit plays trump if they hold any.
    """
    distinct = tuple(dict.fromkeys(hand))
    if lead == NO_SUIT:
        return distinct
    if any(suit_of[c] == lead for c in distinct):
        return tuple(c for c in distinct if suit_of[c] == lead or suit_of[c] == NO_SUIT)
    if must_trump and trump != NO_SUIT and any(suit_of[c] == trump for c in distinct):
        return tuple(c for c in distinct if suit_of[c] == trump or suit_of[c] == NO_SUIT)
    return distinct


def follow_problem(hand: Sequence[int], card: int, lead: int, suit_of: Sequence[int], *,
                   trump: int = NO_SUIT, must_trump: bool = False) -> tuple[str, int] | None:
    """Return why ``card`` may not be played from ``hand`` (``("must_follow", held)`` or
    ``("must_trump", held)``, ``held`` a card that would do), or None if it may."""
    if card in follow_choices(hand, lead, suit_of, trump=trump, must_trump=must_trump):
        return None
    held = [c for c in hand if suit_of[c] == lead]
    if held:
        return ("must_follow", held[0])
    return ("must_trump", next(c for c in hand if suit_of[c] == trump))


def standard_power(ranks: Sequence[int], suit_of: Sequence[int], trump: int,
                   lead: int) -> tuple[int, ...]:
    """Return every card's power in a trick where the highest trump wins, else the highest
    card of the lead suit (ranks ascending; other cards cannot win)."""
    out = []
    for card, rank in enumerate(ranks):
        suit = suit_of[card]
        tier = 2 if suit == trump and trump != NO_SUIT else 1 if suit == lead else 0
        out.append(tier * 1000 + rank + 1 if tier else 0)
    return tuple(out)


def trick_winner(trick: Sequence[tuple[int, int]], power: Sequence[int]) -> int:
    """Return the seat of the strongest card in ``trick`` (pairs of seat, card)."""
    best_seat, best = None, 0
    for seat, card in trick:
        if power[card] > best:
            best_seat, best = seat, power[card]
    if best_seat is None:
        raise NoWinner(f"no card wins the trick {[card for _, card in trick]}")
    return best_seat
