"""Oh 7 ?'s bots sample hidden cards with the shared exact sampler (:mod:`oh7_desktop.games.sampling`)."""

from __future__ import annotations

from ...sampling import WORK_LIMIT, DealSampler, InconsistentError

__all__ = ["WORK_LIMIT", "DealSampler", "InconsistentError"]
