"""Exact play of a deal's last tricks in one world (both hands known): alpha-beta minimax.

Once a world's deal is down to a few tricks, every line of play is searched: the seat asking
maximises its value, the other minimises it. High is settled by then (the hands in play are
fixed), so a deal's end depends only on who takes low and the jack and who has more card
points: the 27 possible endings are valued once, before the search.
"""

from __future__ import annotations

from collections.abc import Callable

from ..fast import DONE, KINDS, POINTS, FastDeal

Value = Callable[[FastDeal, int], float]


def ending_values(deal: FastDeal, seat: int, value: Value) -> list[float]:
    """Return ``seat``'s value of every ending, indexed ``(low + 1) * 9 + (jack + 1) * 3 +
    game + 1`` (-1: nobody), scored from the deal's totals as the end of the deal would."""
    out = []
    for low in (-1, 0, 1):
        for jack in (-1, 0, 1):
            for game in (-1, 0, 1):
                end = deal.clone()
                end.parts = [deal.high_seat, low, jack, game]
                for taker, kind in zip(end.parts, KINDS[2:]):
                    if taker >= 0:
                        end.score(taker, kind)
                end.phase = DONE
                out.append(value(end, seat))
    return out


def solve(deal: FastDeal, seat: int, value: Value, endings: list[float] | None = None) -> float:
    """Return ``seat``'s value of ``deal`` (in its play phase) under best play by both seats."""
    table = endings if endings is not None else ending_values(deal, seat, value)
    hands = [deal.hands[0][:], deal.hands[1][:]]
    low_card = deal.low_card if deal.low_taker < 0 else -1
    jack_card = deal.jack_card if deal.jack_taker < 0 else -1
    trump = deal.trump

    def search(leader: int, lead: int, pts0: int, pts1: int, low_t: int, jack_t: int,
               left: int, alpha: float, beta: float) -> float:
        mover = leader if lead < 0 else 1 - leader
        hand = hands[mover]
        if lead >= 0:
            suit = lead // 13
            moves = [c for c in hand if c // 13 == suit] or hand[:]
        else:
            moves = hand[:]
        maximise = mover == seat
        best = -1e9 if maximise else 1e9
        for card in moves:
            hand.remove(card)
            if lead < 0:
                result = search(leader, card, pts0, pts1, low_t, jack_t, left, alpha, beta)
            else:
                if card // 13 == suit:
                    winner = mover if card > lead else leader
                else:
                    winner = mover if card // 13 == trump else leader
                gain = POINTS[card] + POINTS[lead]
                p0, p1 = (pts0 + gain, pts1) if winner == 0 else (pts0, pts1 + gain)
                lt = winner if card == low_card or lead == low_card else low_t
                jt = winner if card == jack_card or lead == jack_card else jack_t
                if left == 1:
                    game = -1 if p0 == p1 else int(p1 > p0)
                    result = table[(lt + 1) * 9 + (jt + 1) * 3 + game + 1]
                else:
                    result = search(winner, -1, p0, p1, lt, jt, left - 1, alpha, beta)
            hand.append(card)
            if maximise:
                if result > best:
                    best = result
                if best > alpha:
                    alpha = best
            else:
                if result < best:
                    best = result
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    return search(deal.leader, deal.lead, deal.pts[0], deal.pts[1], deal.low_taker,
                  deal.jack_taker, 6 - deal.tricks, -1e9, 1e9)


__all__ = ["ending_values", "solve"]
