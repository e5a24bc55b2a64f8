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


class _Search:
    """One exact search: the hands are changed in place and restored on the way back."""

    def __init__(self, deal: FastDeal, seat: int, table: list[float]) -> None:
        self.seat, self.table, self.trump = seat, table, deal.trump
        self.hands = [deal.hands[0][:], deal.hands[1][:]]
        self.low_card = deal.low_card if deal.low_taker < 0 else -1
        self.jack_card = deal.jack_card if deal.jack_taker < 0 else -1

    def trick(self, leader: int, lead: int, card: int, pts: tuple[int, int], low_t: int,
              jack_t: int, left: int, alpha: float, beta: float) -> float:
        """Return the value after ``card`` answers ``lead``: the trick's winner leads on, or
        the deal ends."""
        if card // 13 == lead // 13:
            winner = 1 - leader if card > lead else leader
        else:
            winner = 1 - leader if card // 13 == self.trump else leader
        gain = POINTS[card] + POINTS[lead]
        pts = (pts[0] + gain, pts[1]) if winner == 0 else (pts[0], pts[1] + gain)
        if card == self.low_card or lead == self.low_card:
            low_t = winner
        if card == self.jack_card or lead == self.jack_card:
            jack_t = winner
        if left == 1:
            game = -1 if pts[0] == pts[1] else int(pts[1] > pts[0])
            return self.table[(low_t + 1) * 9 + (jack_t + 1) * 3 + game + 1]
        return self.search(winner, -1, pts, low_t, jack_t, left - 1, alpha, beta)

    def search(self, leader: int, lead: int, pts: tuple[int, int], low_t: int, jack_t: int,
               left: int, alpha: float, beta: float) -> float:
        """Return the minimax value with ``left`` tricks to finish (alpha-beta)."""
        mover = leader if lead < 0 else 1 - leader
        hand = self.hands[mover]
        moves = hand[:] if lead < 0 else [c for c in hand if c // 13 == lead // 13] or hand[:]
        maximise = mover == self.seat
        best = -1e9 if maximise else 1e9
        for card in moves:
            hand.remove(card)
            if lead < 0:
                result = self.search(leader, card, pts, low_t, jack_t, left, alpha, beta)
            else:
                result = self.trick(leader, lead, card, pts, low_t, jack_t, left, alpha, beta)
            hand.append(card)
            if maximise:
                best = max(best, result)
                alpha = max(alpha, best)
            else:
                best = min(best, result)
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best


def solve(deal: FastDeal, seat: int, value: Value, endings: list[float] | None = None) -> float:
    """Return ``seat``'s value of ``deal`` (in its play phase) under best play by both seats."""
    table = endings if endings is not None else ending_values(deal, seat, value)
    search = _Search(deal, seat, table)
    return search.search(deal.leader, deal.lead, (deal.pts[0], deal.pts[1]), deal.low_taker,
                         deal.jack_taker, 6 - deal.tricks, -1e9, 1e9)


__all__ = ["ending_values", "solve"]
