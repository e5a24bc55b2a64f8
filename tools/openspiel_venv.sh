#!/bin/sh
# Make a scratch virtual environment with OpenSpiel, for the tools that compare with it
# (tools/bench_openspiel.py, tools/openspiel_match.py). Never a dependency of the project.
# Usage: sh tools/openspiel_venv.sh [FOLDER]   (default /work/scratch/openspiel)
set -eu
venv="${1:-/work/scratch/openspiel}"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet open-spiel
"$venv/bin/python" -c "import pyspiel; print('OpenSpiel ready:', pyspiel.load_game('oh_hell'))"
