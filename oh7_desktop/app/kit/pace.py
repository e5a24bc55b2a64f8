"""How long the table lets a player look: the animation speed scales the moves; the bots' pace
sets readable floors that no animation speed goes under (``instant`` alone, for scripted runs
and tests, waits for nothing). A game's table says how long each of its messages needs
(Oh 7 ?'s: ``tables.oh7.director.READ``) and reads the floor here.

Measured with ``tools/pace_probe.py pace`` (simulated clock): see the figures in its output.
"""

from __future__ import annotations

from oh7_desktop.app.anim import scaled

BOT_PACES = ("slow", "normal", "fast")
PACE_FACTOR: dict[str, float] = {"slow": 1.5, "normal": 1.0, "fast": 0.6}
"""Each floor below, relative to the ``normal`` pace."""

REST: dict[str, float] = {"bet": 0.3, "interrobang": 0.0, "play": 1.0, "lead": 0.3}
"""Least time (normal pace) the table rests, every card landed, before a bot's next move shows:
a played card stays in view long enough to read; a lead to an empty trick needs less (the last
trick was just shown won and gathered). A tie has its own neutral pause."""

def floor(seconds: float, speed: str, pace: str) -> float:
    """Return a floor of ``seconds`` (normal pace) at the bots' ``pace`` (0 at instant speed)."""
    return 0.0 if speed == "instant" else seconds * PACE_FACTOR.get(pace, 1.0)


def rest(phase: str, speed: str, pace: str) -> float:
    """Least rest before a bot's move in ``phase`` (``bet``, ``interrobang``, ``play``, ``lead``): slower
    animations rest longer, and no speed rests less than the bots' pace asks."""
    seconds = REST.get(phase, 0.0)
    return max(scaled(seconds, speed), floor(seconds, speed, pace))
