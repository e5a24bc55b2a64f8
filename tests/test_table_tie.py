"""The ? tie at the table: the same neutral moment for every tie, question or not.

Rulings, Bets 4: the ``?`` is public only when shown. The table must not tell who holds it: not
by a banner, a highlighted name plate, a "thinking" cue, a hand-off, or how long it waits.
Each test plays the same tie twice, once with a tied seat holding the ``?`` and once without
(or with another holder), and compares what everybody at the screen sees, frame by frame.
"""

from __future__ import annotations

import hashlib

import pytest
from typing import Any

import pygame

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.app.tables.oh7.model import Banner, card_of
from oh7_desktop.games.oh7 import Phase, Rules
from settings_support import table_settings

DT = 1 / 60
NAMES = ["Alice", "Bob", "Carole", "David"]


def _record(hands: list[str], rest: str, bets: list[str | None]) -> dict[str, Any]:
    from engine_support import make_deal

    deal = make_deal(Rules("advanced", 4), hands, rest)
    return {"format": "oh7-record", "version": 1, "rules": {"mode": "advanced", "players": 4, "target": 21},
            "seed": 3, "deals": [{"hands": [[str(c) for c in h] for h in deal.hands],
                                  "bets": [bets], "plays": []}]}


def _table(record: dict[str, Any], humans: tuple[int, ...], speed: str = "normal") -> TableScene:
    seats = tuple(SeatSetup(NAMES[i], "human", None) if i in humans else SeatSetup(NAMES[i], "bot", "easy")
                  for i in range(4))
    services = Services(settings=table_settings(speed=speed, four_colour=True))
    return TableScene(services, GameSetup("oh7", Rules("advanced", 4, 21), 3, seats, record))


def _picture(surface: pygame.Surface) -> str:
    return hashlib.blake2b(pygame.image.tobytes(surface, "RGB"), digest_size=12).hexdigest()


def _human_acts(scene: TableScene, bets: dict[int, str]) -> None:
    """Humans act as soon as they may: confirm hand-offs, bet their card, keep the ?, read notes."""
    if scene.director.busy or scene.animator.busy:
        return
    if scene.turns.handoff is not None:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        return
    seat = scene.acting_seat()
    if seat is not None and scene.state.phase is Phase.BET:
        scene.choose(next(k for k in scene.choosable() if str(card_of(k)) == bets[seat]))
    elif seat is not None and scene.state.phase is Phase.INTERROBANG:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n"))
    elif getattr(scene, "tie_looker", lambda: None)() is not None:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))


def _shared_frames(scene: TableScene, screen: pygame.Surface, bets: dict[int, str],
                   until: int = 1) -> tuple[list[str], list[int]]:
    """Pictures of every frame nobody's hand shows in (what the whole table sees), from the
    reveal until ``until`` cards lie in the first trick; and the hand-offs, in order."""
    pictures: list[str] = []
    handoffs: list[int] = []
    for _ in range(4000):
        if scene.state.phase is Phase.PLAY and len(scene.model.trick) >= until:
            return pictures, handoffs
        scene.update(DT)
        scene.draw(screen)
        revealed = bool(scene.model.attempts)
        if revealed and scene.viewer is None:
            pictures.append(_picture(screen))
        if scene.turns.handoff is not None and (not handoffs or handoffs[-1] != scene.turns.handoff):
            handoffs.append(scene.turns.handoff)
        _human_acts(scene, bets)
    raise AssertionError("the first trick never started")


# Seats 0 and 2 tie on 3 (seat 0 leads on suit priority). With the ?, bot seat 2 is asked.
HOLDER = (["3S 0S 1S 2S 4S 5S 6S", "7S 0H 1H 2H 4H 5H 6H", "3C ? 0C 1C 2C 4C 5C", "N 3H 7H 6C 7C 1* 2*"],
          "3* 4* N")
NO_HOLDER = (["3S 0S 1S 2S 4S 5S 6S", "7S 0H 1H 2H 4H 5H 6H", "3C 4* 0C 1C 2C 4C 5C", "N 3H 7H 6C 7C 1* 2*"],
             "3* ? N")


def test_a_bot_holders_question_looks_like_no_question(screen: pygame.Surface) -> None:
    """The human (seat 3, not tied) sees the very same frames, for the same time, from the reveal
    until the tie is settled, whether the tied bot holds the ? (and is asked) or nobody does."""
    runs = []
    for hands, rest in (HOLDER, NO_HOLDER):
        scene = _table(_record(hands, rest, ["3S", "2H", "3C", None]), humans=(3,))
        seen: list[str] = []
        for _ in range(4000):
            scene.update(DT)
            if scene.state.phase is Phase.PLAY:
                break  # settled: a shown ? is public from here on
            scene.draw(screen)
            if scene.model.attempts:
                seen.append(_picture(screen))
            _human_acts(scene, {3: "N"})
        runs.append(seen)
    with_question, without = runs
    assert len(with_question) == len(without), "the tie takes the same time"
    assert with_question == without, "every frame is the same"


def test_the_neutral_moment_is_shown_long_enough_to_read(screen: pygame.Surface) -> None:
    """"Settling the tie…" stays up long enough to read (a second and more), even when nobody
    is asked."""
    scene = _table(_record(*NO_HOLDER, ["3S", "2H", "3C", None]), humans=(3,))
    shown = 0
    for _ in range(3000):
        if scene.state.phase is Phase.PLAY:
            break
        scene.update(DT)
        title = scene.model.banner.title[0] if isinstance(scene.model.banner, Banner) else None
        shown += title == "table.tie_settling"
        _human_acts(scene, {3: "N"})
    assert shown * DT >= 1.0


# Seats 0, 1 and 2 tie on 3 (seat 0 leads); humans 1 and 2 share the screen. The ? is with
# seat 2 in A, with seat 1 in B.
COUCH_A = (["3S 0S 1S 2S 4S 5S 6S", "3H 7S 0H 1H 2H 4H 5H", "3C ? 0C 1C 2C 4C 5C", "N 6H 7H 6C 7C 1* 2*"],
           "3* 4* N")
COUCH_B = (["3S 0S 1S 2S 4S 5S 6S", "3H 7S 0H 1H 2H 4H ?", "3C 5H 0C 1C 2C 4C 5C", "N 6H 7H 6C 7C 1* 2*"],
           "3* 4* N")


def test_couch_play_does_not_single_out_the_holder(screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both tied humans take the screen in private, in the same order, whoever holds the ?; the
    shared screen (hand-offs, the table seen by nobody) is the same in both games."""
    runs = []
    for hands, rest in (COUCH_A, COUCH_B):
        scene = _table(_record(hands, rest, ["3S", None, None, "N"]), humans=(1, 2), speed="fast")
        asked: list[int | None] = []
        original = scene.answer_interrobang

        def answer(show: bool, scene: TableScene = scene, asked: list[int | None] = asked,
                   original: Any = original) -> bool:
            asked.append(scene.viewer)
            return bool(original(show))

        monkeypatch.setattr(scene, "answer_interrobang", answer)
        pictures, handoffs = _shared_frames(scene, screen, {1: "3H", 2: "3C"})
        runs.append((pictures, handoffs, asked, scene.state.first_leader))
    (pictures_a, handoffs_a, asked_a, leader_a), (pictures_b, handoffs_b, asked_b, leader_b) = runs
    assert asked_a == [2] and asked_b == [1], "each holder was asked, in private"
    assert handoffs_a == handoffs_b and handoffs_a[-2:] == [1, 2], "the same private looks, in seat order"
    assert pictures_a == pictures_b
    assert leader_a == leader_b == 0


def test_the_question_covers_the_table_banner(screen: pygame.Surface) -> None:
    """The question is a solid dialog: nothing of the banner behind it shows through."""
    from table_support import INTERROBANG_RECORD

    services = Services(settings=table_settings(speed="instant", four_colour=True))
    seats = (SeatSetup("Alice", "human", None), SeatSetup("Bob", "bot", "easy"), SeatSetup("Carole", "bot", "easy"))
    scene = TableScene(services, GameSetup("oh7", Rules("advanced", 3, 21), 190, seats, INTERROBANG_RECORD))
    assert scene.acting_seat() == 0
    pictures = []
    for banner in (None, Banner(("table.tie_settling", {}), [("table.sum", {"terms": "4 + 4 + 3", "total": 11})])):
        scene.model.banner = banner
        scene.draw(screen)
        box = scene.buttons["dialog"]
        pictures.append(pygame.image.tobytes(screen.subsurface(box), "RGB"))
    assert pictures[0] == pictures[1]
