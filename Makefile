# Two entry points for a fresh machine: `make play` and `make check` (`make test`: the tests alone).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# The tests run on every core (pytest-xdist; each file on one worker, so a module's fixtures are
# made once); `make test PYTEST_XDIST=` runs them in one process.
PYTEST_XDIST ?= -n auto --dist loadfile

.PHONY: play check test setup bench exe clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

play: $(STAMP)
	$(VENV)/bin/oh7 play

# The house's checks, in order: ruff's rules, mypy --strict (the code and its tests), the
# structure rules (tools/structure.py), then the tests. The first that fails stops the rest.
check: $(STAMP)
	$(VENV)/bin/ruff check .
	$(PY) -m mypy --strict oh7_desktop tests
	$(PY) tools/structure.py oh7_desktop
	$(PY) -m pytest $(PYTEST_XDIST) $(PYTEST_ARGS)

test: $(STAMP)
	$(PY) -m pytest $(PYTEST_XDIST) $(PYTEST_ARGS)

bench: $(STAMP)
	$(VENV)/bin/oh7 bench engine

exe: $(STAMP)
	$(PY) build/build.py

clean:
	rm -rf $(VENV) dist .pyinstaller .setuptools-build
