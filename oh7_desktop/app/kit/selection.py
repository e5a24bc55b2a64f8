"""The viewer's pointer and keyboard focus among their cards, and the lift of the focused card."""

from __future__ import annotations

from oh7_desktop.app.anim import Fade, reduced

from .kinds import CardKey

LIFT_SECONDS = 0.12


class Selection:
    """Which card the mouse is over, which one the keyboard is on, and how high each is lifted."""

    def __init__(self) -> None:
        self.hover: CardKey | None = None
        self.focus = 0
        self.dialog_focus = 0
        self.moved_at: float | None = None
        """When (table clock) a key last moved the focus at this decision (the zoom shows a while)."""
        self.lifts: dict[CardKey, Fade] = {}
        self._turn: tuple[int, ...] | None = None
        """The last decision the viewer had (kept while nobody acts: a bot's bet shown between)."""
        self._on: CardKey | None = None
        """The card the keyboard is on, kept while the decision lasts, at index ``_at``."""
        self._at = 0
        self._on_allowed = False

    def reset(self) -> None:
        """Another viewer: no card is pointed at, the keyboard starts again."""
        self.focus = 0
        self.hover = self.moved_at = None
        self._turn = self._on = None

    def moved(self, index: int, clock: float) -> None:
        """A key put the focus on card ``index`` at ``clock`` (table clock)."""
        self.focus, self.moved_at = index, clock

    def update(self, turn: tuple[int, ...] | None, keys: list[CardKey], allowed: set[CardKey], dt: float) -> None:
        """Lift the focused (or hovered) card of the acting human, lower the others. ``turn``
        names the decision (None: nobody acts); a new one puts the keyboard on the first card
        that may be chosen. Within a decision the keyboard stays on its card, even while the
        others' moves are shown (``turn`` None between), unless that card leaves the hand or may
        no longer be chosen."""
        if turn is not None:
            self._keep_focus(turn != self._turn, keys, allowed)
            self._turn = turn
        wanted: set[CardKey] = set()
        if turn is not None and keys:
            if self.hover is not None:
                wanted.add(self.hover)
            elif self.focus < len(keys):
                wanted.add(keys[self.focus % len(keys)])
        for key in set(self.lifts) | wanted:
            fade = self.lifts.setdefault(key, Fade())
            goal = 1.0 if key in wanted and key in allowed else 0.0
            if fade.goal != goal:
                fade.to(goal, 0.0 if reduced() else LIFT_SECONDS)  # the row opens with it (kit.row_open)
            fade.update(dt)

    def _keep_focus(self, new_turn: bool, keys: list[CardKey], allowed: set[CardKey]) -> None:
        """Put the keyboard on the first card that may be chosen at a new decision, or when its
        card left the hand or was barred since; else keep it on its card, wherever that card is
        now (a key or the mouse moving it since is the player's choice, kept as is)."""
        first = next((i for i, k in enumerate(keys) if k in allowed), 0)
        if new_turn:
            self.focus, self.moved_at = first, None
        elif self.focus == self._at and self._on is not None:
            barred = self._on_allowed and self._on not in allowed
            self.focus = keys.index(self._on) if self._on in keys and not barred else first
        self._at = self.focus
        self._on = keys[self.focus] if self.focus < len(keys) else None
        self._on_allowed = self._on in allowed

    def lift_values(self) -> dict[CardKey, float]:
        """How high each card is lifted now (0-1)."""
        return {key: fade.value for key, fade in self.lifts.items()}
