"""Every game module's docstring examples are true (rules, bots, and what games share)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import oh7_desktop.games as games

MODULES = sorted(m.name for m in pkgutil.walk_packages(games.__path__, "oh7_desktop.games."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0


def test_the_examples_are_actually_there() -> None:
    counted = sum(len(doctest.DocTestFinder().find(importlib.import_module(n))) for n in MODULES)
    assert counted >= 14
