"""The app's registry, reasons and card faces say what they do in examples, and the examples hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["oh7_desktop.app.faces", "oh7_desktop.app.reasons", "oh7_desktop.app.tables", "oh7_desktop.app.tables.oh7.faces",
           "oh7_desktop.app.kit.assist", "oh7_desktop.app.kit.autoplay", "oh7_desktop.app.kit.undo",
           "oh7_desktop.app.kit.tricks", "oh7_desktop.app.kit.clear", "oh7_desktop.app.tables.seven_up.form",
           "oh7_desktop.app.colour_vision", "oh7_desktop.app.kit.schema_form", "oh7_desktop.app.tables.red7.form"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0
