# Two entry points for a fresh machine: `make play` and `make test`.
# `make play` installs what playing needs, quietly (pip's output goes to .venv/install.log);
# `make test` (and setup, bench, exe) adds the developer tools. Both share one .venv: each
# has its own stamp, so `make test` after `make play` still adds the tools.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PLAY_STAMP := $(VENV)/.installed-play
STAMP := $(VENV)/.installed
INSTALL_LOG := $(VENV)/install.log
PIP := $(PY) -m pip install --quiet --disable-pip-version-check

.PHONY: play test setup bench exe clean

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

setup: $(STAMP)

play: $(PLAY_STAMP)
	@$(VENV)/bin/oh7 play

test: $(STAMP)
	$(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(VENV)/bin/oh7 bench engine

exe: $(STAMP)
	$(PY) build/build.py

clean:
	rm -rf $(VENV) dist .pyinstaller .setuptools-build
