"""Oh Hell's table says who leads (issue 26 play tests): its trick's cards lie before the seats
that played them, so a line over the trick names the leader of the trick in play (and the suit
led) or of the next one, in words, in both languages, matching the engine's leader."""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app import drawn
from oh7_desktop.app.i18n import Translator
from oh7_desktop.games.oh_hell import Phase, Rules
from oh_hell_table_support import make
from table_support import DT


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_table_names_who_leads_each_trick(screen: pygame.Surface, language: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("oh7_desktop.app.kit.loop.INSTANT_BUDGET", -1.0)  # one action a frame, on any machine
    scene = make(Rules(players=4, sequence="down"), humans=0, seed=11)  # bots only: the deal goes on by itself
    scene.services.translator = Translator(language)
    seen: set[str] = set()
    for _ in range(3000):
        scene.update(DT)
        scene.director.skip()  # the table shows the engine's position (as a click does)
        with drawn.recording(screen) as boxes:
            scene.draw(screen)
        state = scene.state
        if state.phase is not Phase.PLAY or scene.model.trick_winner is not None:
            continue
        fields = {"number": len(state.tricks) + 1, "tricks": state.log[-1].cards, "seat": scene.seat_name(state.leader)}
        key = "hell.trick_led" if state.trick else "hell.trick_lead"
        suit = {"suit": {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}[state.trick[0][1].suit]} if state.trick else {}
        line = scene.words(key, **fields, **suit)
        pills = [box.label for box in boxes if box.kind == "pill"]
        assert line in pills, (line, pills)
        seen.add(key)
        if len(state.tricks) >= 3 and len(seen) == 2:
            break
    assert seen == {"hell.trick_led", "hell.trick_lead"}, "both the trick to lead and the trick led were seen"
