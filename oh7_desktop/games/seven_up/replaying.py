"""Replaying one deal of a record through the checked rules (used by :mod:`.record`).

Every action goes through the checked ``apply``; an illegal one becomes a
:class:`~oh7_desktop.games.interface.RecordError` naming the deal, the place (pack, decision
N, set_aside of seat S, play N), the card or decision, and the rule.
"""

from __future__ import annotations

from typing import Any

from ..interface import IllegalAction, RecordError
from ..pack52 import Card, CardError, cards_from
from ..record_header import check_keys
from ..tracing import note
from .actions import Action, Play, SetAside, Shuffle, decide_of, set_aside_of
from .game import apply, deal_action, to_move
from .rules import Phase
from .state import GameState

DEAL_KEYS = ("pack", "reshuffled_packs", "decisions", "set_aside", "plays")


def _cards(raw: Any, where: str) -> tuple[Card, ...]:
    try:
        return cards_from(raw, where)
    except CardError as error:
        raise RecordError(str(error)) from None


def _apply(state: GameState, action: Action, spot: str, card: Card | None = None) -> GameState:
    """Apply a recorded action; an illegal one becomes a ``RecordError`` at ``spot``."""
    try:
        after = apply(state, action)[0]
        note(action)  # a replay viewer's trace (tracing.traced)
        return after
    except IllegalAction as error:
        reason = str(error)
        if card is not None and str(card) not in reason:  # "must follow S (holds 9S)"
            reason += f" and may not play {card}"
        raise RecordError(f"{spot}: {reason}") from None


def why_not(state: GameState, what: str) -> str:
    """Return why nothing of ``what`` (decision, set-aside, play) can come now."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return "the game is over"
    if phase is Phase.DEAL:
        if len(state.log) > state.deal_index:
            return "the pack ran out and no new pack was dealt"
        return "the deal is over (six tricks played)"
    if phase is Phase.SET_ASIDE:
        return "the run changed the trump, so the set-aside comes first"
    if phase is Phase.PLAY:
        return "the trump is settled" if what != "set-aside" else "no run changed the trump"
    return "the trump is not settled yet"


class DealReplay:
    """One record entry replayed onto a game waiting for that deal."""

    def __init__(self, state: GameState, deal: Any, number: int, *, last: bool) -> None:
        self.where = where = f"deal {number}"
        if not isinstance(deal, dict):
            raise RecordError(f"{where}: expected an object")
        check_keys(deal, DEAL_KEYS, where, RecordError)
        self.state, self.deal, self.last = state, deal, last
        self.packs: list[tuple[Card, ...]] | None = None
        reshuffled = deal.get("reshuffled_packs")
        if "pack" in deal:
            if reshuffled is not None and not isinstance(reshuffled, list):
                raise RecordError(f"{where}: reshuffled_packs must be a list of packs")
            self.packs = [_cards(deal["pack"], f"{where}, pack")] + [
                _cards(p, f"{where}, reshuffled pack {k}") for k, p in enumerate(reshuffled or [], 1)]
        elif reshuffled is not None:
            raise RecordError(f"{where}: reshuffled_packs needs the pack too (without both, "
                              "every pack comes from the seed)")
        self.used = 0

    def _list(self, key: str) -> list[Any]:
        raw = self.deal.get(key, [])
        if not isinstance(raw, list):
            raise RecordError(f"{self.where}: {key} must be a list")
        return raw

    def _shuffle(self, spot: str) -> None:
        """Deal the next pack: the record's, or the seed's when the record lists none."""
        if self.packs is None:
            action = deal_action(self.state)
        elif self.used < len(self.packs):
            action = Shuffle(self.packs[self.used])
        else:
            raise RecordError(f"{spot}: the pack ran out during the run, so the record needs "
                              "the next pack in reshuffled_packs")
        where = f"{self.where}, pack" if self.used == 0 else f"{self.where}, reshuffled pack {self.used}"
        self.used += 1
        self.state = _apply(self.state, action, where)

    def _pack_ran_out(self) -> bool:
        return self.state.phase is Phase.DEAL and len(self.state.log) > self.state.deal_index

    def replay(self) -> GameState:
        """Return the game after this deal (or where the record stops)."""
        self._shuffle(f"{self.where}, pack")
        for index, decision in enumerate(self._list("decisions"), start=1):
            spot = f"{self.where}, decision {index}"
            if self._pack_ran_out():
                self._shuffle(spot)
            if not isinstance(decision, str):
                raise RecordError(f"{spot}: expected stand, beg, give or run, not {decision!r}")
            if self.state.phase not in (Phase.STAND_OR_BEG, Phase.GIVE_OR_RUN):
                raise RecordError(f"{spot}: {decision!r} is said but "
                                  f"{why_not(self.state, 'decision')}")
            self.state = _apply(self.state, decide_of(to_move(self.state)[0], decision),
                                f"{spot} ({decision})")
        while self._pack_ran_out() and self.packs is not None and self.used < len(self.packs):
            self._shuffle(f"{self.where}, reshuffled pack {self.used}")
        if self.packs is not None and self.used < len(self.packs):
            raise RecordError(f"{self.where}: reshuffled_packs lists {len(self.packs) - 1} "
                              f"pack(s) but the pack ran out {self.used - 1} time(s)")
        plays = _cards(self._list("plays"), f"{self.where}, plays")
        if "set_aside" in self.deal and not self._set_aside(self.deal["set_aside"], bool(plays)):
            return self.state
        for position, card in enumerate(plays, start=1):
            spot = f"{self.where}, play {position}"
            if self.state.phase is not Phase.PLAY:
                why = ("the set-aside is missing" if self.state.phase is Phase.SET_ASIDE
                       else why_not(self.state, "play"))
                raise RecordError(f"{spot}: {card} is played but {why}")
            self.state = _apply(self.state, Play(to_move(self.state)[0], card), spot, card)
        return self.state

    def _set_aside(self, raw: Any, plays_follow: bool) -> bool:
        """Apply both set-asides, elder first; return False if the record stops while the
        dealer is still choosing (an autosave's ``null``)."""
        where = f"{self.where}, set_aside"
        if self.state.phase is not Phase.SET_ASIDE:
            raise RecordError(f"{where}: no set-aside is due ({why_not(self.state, 'set-aside')})")
        if not isinstance(raw, list) or len(raw) != 2:
            raise RecordError(f"{where}: expected 2 lists of 3 cards, by seat")
        for seat in (self.state.elder, self.state.dealer):
            spot = f"{where} of seat {seat}"
            if raw[seat] is None:
                if seat == self.state.dealer and self.last and not plays_follow:
                    return False
                raise RecordError(f"{spot}: missing")
            cards = _cards(raw[seat], spot)
            action = set_aside_of(seat, cards) if len(set(cards)) == len(cards) else SetAside(seat, cards)
            self.state = _apply(self.state, action, spot)
        return True


__all__ = ["DealReplay", "why_not"]
