"""The games Oh 7 Desktop hosts, each in its own package, and what they share.

Every game's rules import only the standard library. The app, the saves, the bot worker
and the command line reach a game through :mod:`.interface` and find it in :mod:`.registry`.
"""

from . import compiled as _compiled

_compiled.install()  # before any game module is imported: the bots' simulators, compiled or not
