# Two entry points for a fresh machine: `make play` and `make check` (`make test`: the tests alone).
# `make play` installs what playing needs, quietly (pip's output goes to .venv/install.log);
# `make check` and `make test` (and setup, bench, exe) add the developer tools. Both share one
# .venv: each has its own stamp, so `make check` after `make play` still adds the tools.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PLAY_STAMP := $(VENV)/.installed-play
STAMP := $(VENV)/.installed
INSTALL_LOG := $(VENV)/install.log
PIP := $(PY) -m pip install --quiet --disable-pip-version-check

# The tests run on every core (pytest-xdist; each file on one worker, so a module's fixtures are
# made once); `make test PYTEST_XDIST=` runs them in one process.
PYTEST_XDIST ?= -n auto --dist loadfile

.PHONY: play check test setup compile bench exe clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(PLAY_STAMP): pyproject.toml setup.py | $(PY)
	@echo "Installing the game in $(VENV) (details: $(INSTALL_LOG))..."
	@$(PIP) -e . >>$(INSTALL_LOG) 2>&1 || { tail -n 20 $(INSTALL_LOG); exit 1; }
	@touch $@

$(STAMP): pyproject.toml setup.py | $(PY)
	$(PIP) --upgrade pip
	$(PIP) -e '.[dev]'
	touch $@ $(PLAY_STAMP)

# setup also compiles the bots' simulators with mypyc where a C compiler exists (else it says
# why in one line and the bots run their Python sources); `make compile` insists.
setup: $(STAMP)
	$(PY) build/compile.py --if-possible

compile: $(STAMP)
	$(PY) build/compile.py

play: $(PLAY_STAMP)
	@$(VENV)/bin/oh7 play

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
	$(PY) build/compile.py --if-possible
	$(PY) build/build.py

clean:
	rm -rf $(VENV) dist .pyinstaller .setuptools-build .mypyc-build
	find oh7_desktop -name '*.so' -delete -o -name '*.pyd' -delete
