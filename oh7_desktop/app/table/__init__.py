"""The card table: deal, bets, tricks and score sheet, animated (issue 4).

``TableScene(services, setup, autoplay=False)`` is the scene the app pushes to play a game;
see :mod:`.scene` for its contract and ``python -m oh7_desktop.app.table.demo`` for a
headless run that saves screenshots of every phase.
"""

from .scene import TableScene

__all__ = ["TableScene"]
