"""The spoken table (Options → Accessibility → Spoken table): what is on screen, said aloud.

For players who cannot see the table, as PySolFC does: the screen's title and the focused
button or choice in menus (:meth:`.scene.Scene.spoken`), and at the table each line as it
appears (:class:`LiveLines`: the prompt, the banner of each move and who won, a seat's state).
The words are the ones the screen shows (already translated), so speech says nothing the
screen does not.

The voice is the system's, through a kept library, never bindings of our own:

- **speech-dispatcher** (Linux; the ``speechd`` module Debian ships as ``python3-speechd``), the
  service screen readers such as Orca speak through;
- **pyttsx3** otherwise (SAPI 5 on Windows, NSSpeechSynthesizer on macOS, eSpeak NG on Linux),
  when installed (``pip install pyttsx3``; it is optional).

With neither, or when the engine fails to start, :func:`system_engine` returns None and the
:class:`Announcer` stays silent: the game never depends on speech. An engine speaks in its own
thread (pyttsx3's ``runAndWait`` blocks), and a new line replaces one not yet said (the latest
focus matters, not a queue of old ones).

>>> said: list[str] = []
>>> voice = Announcer(FakeEngine(said))
>>> voice.say("New game"); voice.say("New game"); voice.say("Options")
>>> said
['New game', 'Options']
>>> Announcer(None).say("nobody hears this")  # no engine: silent, harmless
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Protocol


class Engine(Protocol):
    """A speech engine: says a line (interrupting what it was saying, where it can)."""

    def say(self, text: str) -> None:
        """Say ``text`` soon, without blocking the frame."""
        ...

    def close(self) -> None:
        """Stop speaking and free the engine."""
        ...


class FakeEngine:
    """An engine that writes down what it is asked to say (tests, ``--speech-log``)."""

    def __init__(self, said: list[str]) -> None:
        self.said = said

    def say(self, text: str) -> None:
        """Write the line down."""
        self.said.append(text)

    def close(self) -> None:
        """Nothing to free."""


class ThreadedEngine:
    """Runs a blocking ``speak(text)`` in a thread of its own; the newest line waiting wins."""

    def __init__(self, speak: Callable[[str], None], close: Callable[[], None] = lambda: None) -> None:
        self._speak, self._close = speak, close
        self._lines: queue.Queue[str | None] = queue.Queue(maxsize=1)
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    def say(self, text: str) -> None:
        """Queue ``text`` in place of a line not yet said."""
        try:
            self._lines.get_nowait()
        except queue.Empty:
            pass
        try:
            self._lines.put_nowait(text)
        except queue.Full:
            pass  # the speaking thread took the slot in between: the next line goes next time

    def _run(self) -> None:
        while True:
            text = self._lines.get()
            if text is None:
                return
            try:
                self._speak(text)
            except Exception:  # noqa: BLE001 - an engine failing mid-game must never stop the game
                return

    def close(self) -> None:
        """End the thread after the line being said."""
        try:
            self._lines.get_nowait()
        except queue.Empty:
            pass
        self._lines.put(None)
        self._close()


def _speech_dispatcher() -> Engine | None:
    """speech-dispatcher through its own Python client (Linux), or None."""
    try:
        import speechd  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    client = speechd.SSIPClient("oh7")
    client.set_priority(speechd.Priority.MESSAGE)

    def speak(text: str) -> None:
        client.cancel()
        client.speak(text)

    return ThreadedEngine(speak, client.close)


def _pyttsx3() -> Engine | None:
    """The system's voice through pyttsx3 (SAPI 5, NSSpeechSynthesizer, eSpeak NG), or None."""
    try:
        import pyttsx3  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    engine = pyttsx3.init()

    def speak(text: str) -> None:
        engine.say(text)
        engine.runAndWait()

    return ThreadedEngine(speak)


def system_engine(makers: tuple[Callable[[], Engine | None], ...] = (_speech_dispatcher, _pyttsx3)) -> Engine | None:
    """The first speech engine that starts, or None (then the table is silent).

    >>> system_engine(())
    >>> def broken() -> Engine | None:
    ...     raise OSError("libespeak-ng.so.1: cannot open shared object file")
    >>> system_engine((broken,)) is None
    True
    """
    for make in makers:
        try:
            engine = make()
        except Exception:  # noqa: BLE001 - any engine failing to start means: try the next, else silence
            continue
        if engine is not None:
            return engine
    return None


LIVE_KINDS = frozenset({"prompt", "banner", "pill", "focused"})
"""What a table draws that is said when it appears (:mod:`.drawn`'s kinds): its prompt, the banner of
a move, a seat's pill ("Bet placed", "Winning"), the focused button (a bid, an answer, Continue)."""


class LiveLines:
    """A table's live region, as a screen reader has: the lines that were not on screen a frame ago.

    A line's trailing dots and ellipsis are not its words: a bot's "thinking." whose dots move each
    frame, or a name pill's "Alice …" while she thinks, is the line it was (said once, or not again).

    >>> live = LiveLines()
    >>> live.new(["Your turn", "Alice"]), live.new(["Your turn", "Alice"]), live.new(["Alice plays 7♠", "Alice"])
    ('Your turn. Alice', None, 'Alice plays 7♠')
    >>> live.new(["thinking.\u2007\u2007"]), live.new(["thinking..\u2007"]), live.new(["Alice plays 7♠ …"])
    ('thinking', None, 'Alice plays 7♠')
    >>> live.new(["Bob adds 7R"], 1), live.new(["No: you would not lead"], 1), live.new(["Bob adds 7R"], 1)
    ('Bob adds 7R', 'No: you would not lead', None)
    >>> live.new(["No: you would not lead"], 1), live.new(["Bob adds 7R"], 2), live.new(["Your turn"], None)
    ('No: you would not lead', 'Bob adds 7R', 'Your turn')
    """

    def __init__(self) -> None:
        self.shown: set[str] = set()
        self.turn: object = None
        self.covered: dict[str, frozenset[str]] = {}
        """Within a turn, each line that new lines took the place of, and those lines."""

    def new(self, lines: list[str], turn: object = None) -> str | None:
        """The lines of ``lines`` not shown the frame before, joined (None: none). Within a
        ``turn`` (not None), a line coming back as the lines that covered it go (a refusal over
        Red7's last move) is not new: it was said this turn."""
        current = [said for line in lines if (said := line.rstrip(".…\u2007 "))]
        now = set(current)
        if turn is None or turn != self.turn:
            self.covered = {}
        gone, self.turn = self.shown - now, turn
        back = {line for line in now - self.shown if self.covered.get(line, frozenset()) & gone}
        fresh = list(dict.fromkeys(line for line in current if line not in self.shown and line not in back))
        self.covered = {line: by for line, by in self.covered.items() if by & now and line not in now}
        if turn is not None and gone and fresh and not back:
            self.covered.update({line: frozenset(fresh) for line in gone})
        self.shown = now
        return ". ".join(fresh) or None


def _within(text: str, last: str) -> bool:
    """True if ``text`` is a whole part of the line ``last`` (a sentence, or what follows a colon)."""
    parts = last.split(". ")
    return text == last or text in parts or any(part.endswith(": " + text) for part in parts)


class Announcer:
    """What the app says aloud: each new line once (a line repeated frame after frame is said once)."""

    def __init__(self, engine: Engine | None) -> None:
        self.engine = engine
        self.last: str | None = None

    @property
    def speaking(self) -> bool:
        """True when an engine is there to speak."""
        return self.engine is not None

    def say(self, text: str | None) -> None:
        """Say ``text`` if it is new (None or empty: nothing); a line said as a part of the line
        before is not said again (a card's reason, then that reason shown in its pill).

        >>> said: list[str] = []
        >>> voice = Announcer(FakeEngine(said))
        >>> voice.say("Orange 4 (O), cannot be played: You would not be winning"); voice.say("You would not be winning")
        >>> voice.say("0"); voice.say("Your bid (0 to 1)"); voice.say("1")
        >>> len(said)
        4
        """
        if not text or (self.last is not None and _within(text, self.last)):
            return
        self.last = text
        if self.engine is not None:
            self.engine.say(text)

    def close(self) -> None:
        """Stop the engine (the app is closing, or speech was switched off)."""
        if self.engine is not None:
            self.engine.close()
            self.engine = None


__all__ = ["LIVE_KINDS", "Announcer", "Engine", "FakeEngine", "LiveLines", "ThreadedEngine", "system_engine"]
