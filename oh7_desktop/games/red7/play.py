"""The checked engine's state changes: a deal, a move, the end of a turn after a draw, a fold,
and the end of a round and of the game, each with its events.

Legality is decided before these run (:mod:`.game` asks :mod:`.legality`); here the cards move,
in order, on the immutable state's tuples.
"""

from __future__ import annotations

from . import events as ev
from .actions import Deal, Draw, Finish, Fold, Move, PlayAlso, Take, ToCanvas, ToDeck
from .cards import COLOURS, Card, cards_of, mask_of
from .dealing import split
from .rules import Phase
from .standing import counting_mask, leader, standing
from .state import GameState, RoundLog, TurnLog


class _Table:
    """A mutable copy of the cards for the length of one action."""

    def __init__(self, state: GameState) -> None:
        self.hands = [list(h) for h in state.hands]
        self.palettes = [list(p) for p in state.palettes]
        self.canvas = list(state.canvas)
        self.deck = list(state.deck)
        self.deck_known = state.deck_known
        self.known = [list(k) for k in state.known]
        self.events: list[ev.Event] = []

    def _from_hand(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)

    def to_palette(self, seat: int, card: Card, by_action: bool) -> None:
        self._from_hand(seat, card)
        self.palettes[seat].append(card)
        self.events.append(ev.CardToPalette(seat, card, by_action))

    def to_canvas(self, seat: int, card: Card, from_palette: bool) -> None:
        if from_palette:
            self.palettes[seat].remove(card)
        else:
            self._from_hand(seat, card)
        self.canvas.append(card)
        self.events.append(ev.CardToCanvas(seat, card, from_palette, card.colour))

    def to_deck(self, seat: int, card: Card, owner: int) -> None:
        self.palettes[owner].remove(card)
        self.deck.insert(0, card)
        self.deck_known += 1
        self.events.append(ev.CardToDeck(seat, card, owner))

    def draw(self, seat: int, why: str) -> None:
        card = self.deck.pop(0)
        public = self.deck_known > 0
        if public:
            self.deck_known -= 1
            self.known[seat].append(card)
        self.hands[seat].append(card)
        self.events.append(ev.CardDrawn(seat, card, why, public))

    def effect(self, seat: int, effect: object) -> None:
        if isinstance(effect, ToCanvas):
            self.to_canvas(seat, effect.card, True)
        elif isinstance(effect, ToDeck):
            self.to_deck(seat, effect.card, seat)
        elif isinstance(effect, PlayAlso):
            self.to_palette(seat, effect.card, True)
        elif isinstance(effect, Take):
            self.to_deck(seat, effect.card, effect.owner)
        elif isinstance(effect, Draw) and self.deck:
            self.draw(seat, "action")

    def state(self, state: GameState, **changes: object) -> GameState:
        return state.evolve(
            hands=tuple(tuple(h) for h in self.hands),
            palettes=tuple(tuple(p) for p in self.palettes), canvas=tuple(self.canvas),
            deck=tuple(self.deck), deck_known=self.deck_known,
            known=tuple(tuple(k) for k in self.known), **changes)


def apply_deal(state: GameState, deal: Deal) -> tuple[GameState, list[ev.Event]]:
    """Deal a round: hands, palettes, the deck; the player left of red's leader starts."""
    n = state.players
    hands, firsts, deck = split(deal.deck, n)
    out: list[ev.Event] = [ev.RoundStarted(state.round_index + 1, len(deal.deck))]
    out += [ev.CardDealt(i % n, card, False, i) for i, card in enumerate(deal.deck[:7 * n])]
    out += [ev.CardDealt(s, card, True, 7 * n + s) for s, card in enumerate(firsts)]
    red = leader(0, [1 << c for c in firsts])
    assert red is not None
    first = (red + 1) % n
    out += [ev.FirstPlayer(first, red, firsts[red]), ev.TurnStarted(first, False)]
    new = state.evolve(
        phase=Phase.TURN, round_index=state.round_index + 1,
        hands=tuple(tuple(h) for h in hands), palettes=tuple((c,) for c in firsts),
        canvas=(), deck=tuple(deck), deck_known=0, known=((),) * n, active=(True,) * n,
        turn=first, log=state.log + (RoundLog(deck=deal.deck, first=first),))
    return new, out


def _log_turn(state: GameState, turn: TurnLog, replace: bool = False, **round_changes: object
              ) -> tuple[RoundLog, ...]:
    current = state.log[-1]
    turns = current.turns[:-1] if replace else current.turns
    return state.log[:-1] + (current.evolve(turns=turns + (turn,), **round_changes),)


def apply_move(state: GameState, move: Move) -> tuple[GameState, list[ev.Event]]:
    """Play a move: the palette card and its effects, then the discard (and its draw)."""
    seat, table = move.seat, _Table(state)
    changes = list(state.log[-1].rule_changes)
    if move.palette is not None:
        table.to_palette(seat, move.palette, False)
    for effect in move.effects:
        table.effect(seat, effect)
        if isinstance(effect, ToCanvas):
            changes.append(effect.card.colour)
    drew = bool(move.effects) and isinstance(move.effects[-1], Draw)
    turn = TurnLog(seat, palette=move.palette, effects=move.effects, canvas=move.canvas,
                   drew=drew, finished=not drew)
    if drew:
        log = _log_turn(state, turn, rule_changes=tuple(changes))
        new = table.state(state, phase=Phase.AFTER_DRAW, actions=state.actions + 1, log=log)
        return new, table.events
    if move.canvas is not None:
        _discard(table, state, seat, move.canvas)
        changes.append(move.canvas.colour)
    log = _log_turn(state, turn, rule_changes=tuple(changes))
    return _end_turn(table, state, seat, log)


def _discard(table: _Table, state: GameState, seat: int, card: Card) -> None:
    table.to_canvas(seat, card, False)
    if state.rules.advanced and card.value > len(table.palettes[seat]) and table.deck:
        table.draw(seat, "advanced")


def apply_finish(state: GameState, finish: Finish) -> tuple[GameState, list[ev.Event]]:
    """End a turn after a 3's draw, with or without a discard."""
    seat, table = finish.seat, _Table(state)
    current = state.log[-1]
    changes = current.rule_changes
    if finish.canvas is not None:
        _discard(table, state, seat, finish.canvas)
        changes += (finish.canvas.colour,)
    last = current.turns[-1]
    turn = TurnLog(seat, palette=last.palette, effects=last.effects, canvas=finish.canvas,
                   drew=True, finished=True)
    return _end_turn(table, state, seat, _log_turn(state, turn, True, rule_changes=changes))


def _end_turn(table: _Table, state: GameState, seat: int, log: tuple[RoundLog, ...]
              ) -> tuple[GameState, list[ev.Event]]:
    rule = table.canvas[-1].colour if table.canvas else "R"
    table.events.append(ev.TurnEnded(seat, standing(rule, [mask_of(p) for p in table.palettes],
                                                    state.active)))
    nxt = _next_seat(state.active, seat)
    table.events.append(ev.TurnStarted(nxt, not table.hands[nxt]))
    return table.state(state, phase=Phase.TURN, turn=nxt, actions=state.actions + 1,
                       log=log), table.events


def _next_seat(active: tuple[bool, ...], seat: int) -> int:
    n = len(active)
    for step in range(1, n + 1):
        if active[(seat + step) % n]:
            return (seat + step) % n
    return seat


def apply_fold(state: GameState, fold: Fold) -> tuple[GameState, list[ev.Event]]:
    """The seat leaves the round; the last one left wins it."""
    seat = fold.seat
    forced = not state.hands[seat]
    if state.phase is Phase.AFTER_DRAW:  # the turn that drew ends here, as a fold
        last = state.log[-1].turns[-1]
        turn = TurnLog(seat, True, last.palette, last.effects, None, True, True)
        log = _log_turn(state, turn, True)
    else:
        log = _log_turn(state, TurnLog(seat, fold=True))
    active = tuple(a and s != seat for s, a in enumerate(state.active))
    log = log[:-1] + (log[-1].evolve(out_order=log[-1].out_order + (seat,)),)
    new = state.evolve(active=active, actions=state.actions + 1, log=log)
    out: list[ev.Event] = [ev.Folded(seat, forced)]
    left = [s for s, a in enumerate(active) if a]
    if len(left) == 1:
        new, more = end_round(new, left[0])
        return new, out + more
    nxt = _next_seat(active, seat)
    out.append(ev.TurnStarted(nxt, not state.hands[nxt]))
    return new.evolve(phase=Phase.TURN, turn=nxt), out


def end_round(state: GameState, winner: int) -> tuple[GameState, list[ev.Event]]:
    """Give the round to the last player left; score it (advanced); end the game or not."""
    rule = state.rule
    counting = cards_of(counting_mask(COLOURS.index(rule), mask_of(state.palettes[winner])))
    out: list[ev.Event] = [ev.RoundWon(winner, rule, counting)]
    n, rules = state.players, state.rules
    log_changes: dict[str, object] = {"winner": winner, "final_rule": rule}
    if not rules.advanced:  # one round, nothing scored
        log_changes.update(points=(0,) * n, totals=state.totals)
        log = state.log[:-1] + (state.log[-1].evolve(**log_changes),)
        out.append(ev.GameWon((winner,), "basic"))
        return state.evolve(phase=Phase.GAME_OVER, winners=(winner,), log=log), out
    points = tuple(sum(c.value for c in counting) if s == winner else 0 for s in range(n))
    totals = tuple(t + p for t, p in zip(state.totals, points))
    scored = tuple(pile + counting if s == winner else pile for s, pile in enumerate(state.scored))
    out.append(ev.RoundScored(state.round_number, winner, counting, points, totals))
    log_changes.update(scored=counting, points=points, totals=totals)
    log = state.log[:-1] + (state.log[-1].evolve(**log_changes),)
    new = state.evolve(totals=totals, scored=scored, log=log, phase=Phase.DEAL)
    left = 49 - sum(len(pile) for pile in scored)
    why = "target" if max(totals) >= rules.target else "cards" if left < rules.cards_per_round else ""
    if why:
        best = max(totals)
        winners = tuple(s for s in range(n) if totals[s] == best)
        out.append(ev.GameWon(winners, why))
        new = new.evolve(phase=Phase.GAME_OVER, winners=winners)
    return new, out
