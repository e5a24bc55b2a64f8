"""The examples in the history's and the charts' docstrings hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["oh7_desktop.app.charts", "oh7_desktop.app.menus.history_filters", "oh7_desktop.persistence.history.entry", "oh7_desktop.persistence.history.query"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0
