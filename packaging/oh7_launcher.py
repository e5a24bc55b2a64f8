"""Script PyInstaller freezes into the ``oh7`` executable: the same commands as ``oh7``."""

import sys

from oh7_desktop.app.frozen import run

sys.exit(run())
